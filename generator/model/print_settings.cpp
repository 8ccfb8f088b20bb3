// print_settings: reading the print keys of set.toml.
#include "model/print_settings.hpp"

#include <cmath>

#include "model/toml_reader.hpp"
#include "model/units.hpp"

namespace dw {

void read_print_settings(TomlReader& r, PrintSettings& out) {
  if (auto sheet = r.string("sheet")) {
    out.sheet = *sheet;
    out.sheet_where = r.where_of("sheet");
  }
  if (auto backs = r.string("backs")) {
    out.backs = *backs;
    out.backs_where = r.where_of("backs");
  }
  if (auto marks = r.string("marks")) {
    out.marks = *marks;
    out.marks_where = r.where_of("marks");
  }
  if (const toml::array* offset = r.array("back_offset")) {
    std::string error;
    std::optional<double> xy[2];
    if (offset->size() == 2)
      for (std::size_t i = 0; i < 2; ++i)
        if (auto text = (*offset)[i].value<std::string>()) xy[i] = parse_length_pt(*text, &error);
    if (!xy[0] || !xy[1]) {
      r.error(r.where_of("back_offset"), "back_offset must be two lengths, across and down" +
                                             (error.empty() ? std::string() : ": " + error),
              "write back_offset = [\"0.5mm\", \"-1mm\"], as `deckwright calibrate` measures it");
    } else if (std::abs(*xy[0]) > mm_to_pt(20) || std::abs(*xy[1]) > mm_to_pt(20)) {
      r.error(r.where_of("back_offset"), "a back offset beyond 20 mm is not a printer's misregistration",
              "print `deckwright calibrate` and measure again");
    } else {
      out.back_offset_x_mm = pt_to_mm(*xy[0]);
      out.back_offset_y_mm = pt_to_mm(*xy[1]);
    }
  }
  if (const toml::array* names = r.array("uniform_sizes")) {
    out.uniform_sizes_where = r.where_of("uniform_sizes");
    for (const toml::node& name : *names) {
      const auto text = name.value<std::string>();
      if (!text || text->empty()) {
        r.error(out.uniform_sizes_where, "uniform_sizes must list text element names",
                "write uniform_sizes = [\"title\"] to set every card's title of a template at one size");
        break;
      }
      out.uniform_sizes.push_back(*text);
    }
  }
  out.back_rotation_deg = r.number("back_rotation", -5, 5).value_or(0);
  out.back_bleed = r.length_pt("back_bleed");
  if (out.back_bleed && (*out.back_bleed < 0 || *out.back_bleed > mm_to_pt(10)))
    r.error(r.where_of("back_bleed"), "back_bleed must be 0 to 10 mm", "2 mm covers most duplex printers");
}

}  // namespace dw
