// print_settings: the [print] table of set.toml beyond paper and back template: the sheet preset,
// the back mode, the crop-mark style, and the back alignment a printer needs (offset in mm and
// rotation in degrees, seen from the front) with the backs' own bleed, and the text elements set
// at one size on every card of a template. Plain values with the
// position each came from; their meaning is checked where they are used (print/, cli/).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

class TomlReader;

struct PrintSettings {
  std::string sheet;  // a preset in templates/sheets/, empty: chosen from paper and card size
  SourcePos sheet_where;
  std::string backs;  // a back mode name, empty: duplex-long
  SourcePos backs_where;
  std::string marks;  // a crop-mark style, empty: the sheet's
  SourcePos marks_where;
  double back_offset_x_mm = 0;
  double back_offset_y_mm = 0;
  double back_rotation_deg = 0;
  std::optional<double> back_bleed;  // pt
  // Text elements (by name) set at one size on every card of a template: each card's text is
  // fitted, and all take the smallest size any of them needed (titles of one kind alike).
  std::vector<std::string> uniform_sizes;
  SourcePos uniform_sizes_where;
  bool operator==(const PrintSettings&) const = default;
};

// Reads the keys above from the [print] table's reader (which owns the other keys).
void read_print_settings(TomlReader& r, PrintSettings& out);

}  // namespace dw
