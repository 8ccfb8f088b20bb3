// widow_lines: paragraph by paragraph over the layout's lines.
#include "render/widow_lines.hpp"

#include <string>

namespace dw {

std::vector<ByteRange> one_word_last_lines(PangoLayout* layout) {
  std::vector<ByteRange> widows;
  const std::string text = pango_layout_get_text(layout);
  std::vector<const PangoLayoutLine*> lines;
  for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) lines.push_back(static_cast<PangoLayoutLine*>(l->data));
  auto trimmed = [&](const PangoLayoutLine* line) {
    std::string s = text.substr(static_cast<std::size_t>(line->start_index), static_cast<std::size_t>(line->length));
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n' || s.back() == '\r')) s.pop_back();
    return s;
  };
  for (std::size_t i = 1; i < lines.size(); ++i) {
    const bool paragraph_ends = i + 1 == lines.size() || lines[i + 1]->is_paragraph_start;
    if (!paragraph_ends || lines[i]->is_paragraph_start) continue;  // a paragraph of one line
    const std::string last = trimmed(lines[i]);
    const std::size_t start = static_cast<std::size_t>(lines[i]->start_index);
    if (last.empty() || last.find(' ') != std::string::npos || start == 0) continue;
    const std::string before = trimmed(lines[i - 1]);
    const std::size_t space = before.rfind(' ');
    if (space == std::string::npos) continue;  // the line before is one word too: nothing to bind
    const std::size_t word = static_cast<std::size_t>(lines[i - 1]->start_index) + space + 1;
    widows.push_back({word, start + last.size()});
  }
  return widows;
}

}  // namespace dw
