// rich_text: building rich text and reading the card markup with icon tokens.
#include "render/rich_text.hpp"

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

bool is_icon_name(std::string_view name) {
  if (name.empty() || name.size() > 40 || !(name[0] >= 'a' && name[0] <= 'z')) return false;
  for (char c : name)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' || c == '_')) return false;
  return true;
}

RichText parse_rich_markup(const std::string& source) {
  // "\:" is ours: turn it into a private marker first so the card markup parser keeps the
  // colon, then tell the icon scan which colons were escaped.
  constexpr char kEscapedColon = '\x01';
  std::string prepared;
  prepared.reserve(source.size());
  for (std::size_t i = 0; i < source.size(); ++i) {
    if (source[i] == '\\' && i + 1 < source.size() && source[i + 1] == ':') {
      prepared += kEscapedColon;
      ++i;
    } else if (source[i] != kEscapedColon) {
      prepared += source[i];
    }
  }
  const StyledText styled = parse_markup(prepared);
  RichText out;
  auto run = [&](std::size_t from, std::size_t to, bool bold, bool italic) {
    std::string piece = styled.text.substr(from, to - from);
    std::vector<bool> escaped(piece.size(), false);
    for (std::size_t i = 0; i < piece.size(); ++i)
      if (piece[i] == kEscapedColon) {
        piece[i] = ':';
        escaped[i] = true;
      }
    append_with_icons(out, piece, bold, italic, [&](std::size_t i) { return escaped[i]; });
  };
  std::size_t at = 0;
  for (const auto& span : styled.spans) {
    if (span.start > at) run(at, span.start, false, false);
    run(span.start, span.end, span.bold, span.italic);
    at = span.end;
  }
  if (at < styled.text.size()) run(at, styled.text.size(), false, false);
  return out;
}

}  // namespace dw
