// layout_report: what the text fitter chose for every text box of every card face: size, line
// count, the font families drawn with, overflow and the lines themselves. Printed by
// `build --verbose`, written by `proof --report`, and compared by golden tests.
#pragma once

#include <string>
#include <vector>

namespace dw {

enum class Face { front, back };
const char* face_name(Face face);

struct TextReport {
  std::string card_id;
  Face face = Face::front;
  std::string element;  // a repeat's copies are "<item>[<index>]"
  double size = 0;      // pt
  int lines = 0;
  std::string font;     // the families the text is drawn with, "A + B" when a fallback helped
  double overflow_mm = 0;
  std::vector<std::string> line_texts;  // icons as :name:
  bool operator==(const TextReport&) const = default;
};

// One line per text box:
//   layout <card> <face> <element> size=9.50pt lines=3 font="Linux Libertine O" overflow=0.00mm
// and with `with_lines`, each line of text below it as `  | text`.
std::string format_layout_report(const std::vector<TextReport>& report, bool with_lines);

}  // namespace dw
