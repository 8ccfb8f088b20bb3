// pnp_request: what a print-and-play build makes, from the command line and set.toml's [print]
// table (the command line wins): the back mode, the sheet template for each paper, the crop-mark
// style, the back alignment and the backs' bleed. Every bad value is an InputError at its
// file:line:col, or at "command line".
#pragma once

#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "print/back_alignment.hpp"
#include "print/back_mode.hpp"
#include "print/sheet_template.hpp"

namespace dw {

struct PnpCommandLine {
  std::string paper;  // a4, letter, a3, tabloid or all; empty: not given
  std::string sheet;  // a preset name; empty: not given
  std::string backs;  // a back mode; empty: not given
  std::string marks;  // a crop-mark style; empty: not given
  std::string back_offset;  // "X,Y" in mm; empty: not given
  std::optional<double> back_rotation;  // degrees
  std::optional<double> back_bleed_mm;
};

struct PnpRequest {
  BackMode backs = BackMode::duplex_long;
  std::vector<SheetTemplate> sheets;  // one PDF each
  std::vector<bool> default_sheet;    // whether sheets[i] is its paper's default (plain file name)
  BackAlignment alignment;
  double back_bleed = -1;  // pt; below 0: as the fronts
};

// The papers a build prints on: "all" is A4 and Letter, empty is the set's default paper.
std::vector<std::string> requested_papers(const std::string& paper, const CardSet& set);

PnpRequest resolve_pnp_request(const PnpCommandLine& cli, const CardSet& set, const std::filesystem::path& sheets_dir);

}  // namespace dw
