// pnp_sheet: the home print-and-play PDF: pages of butted cards with corner crop marks, the backs
// placed as the back mode says (by default each fronts page followed by its backs page mirrored
// for long-edge duplex; see back_mode). Vector throughout.
#pragma once

#include <filesystem>

#include "model/card_set.hpp"
#include "print/back_mode.hpp"
#include "print/sheet_layout.hpp"
#include "render/card_renderer.hpp"

namespace dw {

struct PnpStats {
  int sheets = 0;  // front pages (each has a back page unless the back mode is none)
  int cards = 0;   // physical cards placed
};

// The physical cards of the set in order: each card repeated `count` times.
std::vector<const Card*> physical_cards(const CardSet& set);

// Renders to a temporary file, finishes it with qpdf and renames it to `pdf`; on any failure the
// previous `pdf` is untouched.
PnpStats write_pnp_pdf(const CardSet& set, CardRenderer& renderer, const SheetLayout& layout,
                       const std::filesystem::path& pdf, Diagnostics& warnings,
                       BackMode backs = BackMode::duplex_long);

}  // namespace dw
