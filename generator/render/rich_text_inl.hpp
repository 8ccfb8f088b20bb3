// rich_text_inl: the template part of rich_text (icon token scanning over a text run).
#pragma once

namespace dw {

template <typename EscapedAt>
void append_with_icons(RichText& out, std::string_view s, bool bold, bool italic, EscapedAt escaped_at) {
  std::size_t done = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != ':' || escaped_at(i)) continue;
    const std::size_t close = s.find(':', i + 1);
    if (close == std::string_view::npos) break;
    const std::string_view name = s.substr(i + 1, close - i - 1);
    if (!is_icon_name(name)) continue;
    out.append(s.substr(done, i - done), bold, italic);
    out.append_icon(std::string(name));
    done = close + 1;
    i = close;
  }
  out.append(s.substr(done), bold, italic);
}

}  // namespace dw
