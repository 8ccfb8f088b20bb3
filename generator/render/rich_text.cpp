// rich_text: building rich text and reading the card markup with icon tokens.
#include "render/rich_text.hpp"

#include "model/icon_set.hpp"

namespace dw {

void RichText::append(std::string_view s, bool bold, bool italic, bool code) {
  if (s.empty()) return;
  const std::size_t start = text.size();
  text.append(s);
  if (!bold && !italic && !code) return;
  if (!spans.empty()) {
    RichSpan& last = spans.back();
    if (last.end == start && last.bold == bold && last.italic == italic && last.code == code) {
      last.end = text.size();
      return;
    }
  }
  spans.push_back(RichSpan{start, text.size(), bold, italic, code});
}

void RichText::append_icon(const std::string& name) {
  icons.push_back(RichIcon{text.size(), name});
  text.append(kIconPlaceholder);
}

std::string RichText::plain() const {
  std::string out;
  std::size_t done = 0;
  for (const auto& icon : icons) {
    out.append(text, done, icon.offset - done);
    out += ":" + icon.name + ":";
    done = icon.offset + kIconPlaceholder.size();
  }
  out.append(text, done);
  return out;
}

bool is_icon_name(std::string_view name) { return valid_icon_name(name); }

RichText parse_rich_markup(const std::string& source, const MarkupOptions& options) {
  // The card markup parser owns the syntax (emphasis, escapes, icon tokens, the typographer and
  // the glue between a number and its icon); this only changes the representation.
  const StyledText styled = parse_markup(source, options);
  RichText out;
  out.text = styled.text;
  for (const auto& span : styled.spans) out.spans.push_back(RichSpan{span.start, span.end, span.bold, span.italic, false});
  for (const auto& icon : styled.icons) out.icons.push_back(RichIcon{icon.offset, icon.name});
  return out;
}

}  // namespace dw
