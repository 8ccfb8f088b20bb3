// layout_report: formatting of the layout report.
#include "render/layout_report.hpp"

#include <cstdio>

namespace dw {

const char* face_name(Face face) { return face == Face::front ? "front" : "back"; }

std::string format_layout_report(const std::vector<TextReport>& report, bool with_lines) {
  std::string out;
  for (const auto& r : report) {
    char numbers[96];
    std::snprintf(numbers, sizeof numbers, " size=%.2fpt lines=%d", r.size, r.lines);
    char overflow[48];
    std::snprintf(overflow, sizeof overflow, " overflow=%.2fmm\n", r.overflow_mm);
    out += "layout " + r.card_id + " " + face_name(r.face) + " " + r.element + numbers + " font=\"" + r.font + "\"" + overflow;
    if (with_lines)
      for (const auto& line : r.line_texts) out += "  | " + line + "\n";
  }
  return out;
}

}  // namespace dw
