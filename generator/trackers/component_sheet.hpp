// component_sheet: prints trackers and player aids on A4 or Letter. Card-size components sit in
// the same grid of butted cards with corner crop marks as the deck's print-and-play sheets
// (print/sheet_layout); components printed as a page get a sheet of their own, each player's
// copy in a band of it, with crop marks around every band when there is more than one to cut.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "model/units.hpp"
#include "trackers/component_spec.hpp"

namespace dw {

struct Component {
  std::string name;
  PrintAs print = PrintAs::cards;
  SizePt size;      // trim size of a card-size component
  int copies = 1;   // one per player
  // Draws copy `copy` (1-based) with the origin at its top-left, in a box of width x height pt.
  std::function<void(cairo_t*, int copy, double width, double height)> draw;
};

struct ComponentSheetStats {
  int pages = 0;
  int pieces = 0;  // copies placed
};

ComponentSheetStats write_component_sheets(const std::vector<Component>& components, const std::string& paper,
                                           const std::filesystem::path& pdf, const std::string& title);

// Where each copy of a page component goes on its sheet (exposed for tests).
struct Band {
  double x = 0, y = 0, width = 0, height = 0;
};
std::vector<Band> page_bands(SizePt page, int copies);

}  // namespace dw
