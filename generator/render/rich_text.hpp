// rich_text: styled text with inline icons, shared by booklets, player aids and trackers. The
// text holds U+FFFC (OBJECT REPLACEMENT CHARACTER) where an icon goes; spans and icons refer to
// it by byte offset. parse_rich_markup reads our card markup (render/text_markup: **bold**,
// *italic*, :icon: tokens, escapes, typographer); append_with_icons finds icon tokens in text that
// another parser (Markdown) has already unescaped. Icon names follow model/icon_set's rule.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "render/text_markup.hpp"

namespace dw {

inline constexpr std::string_view kIconPlaceholder = "\xEF\xBF\xBC";  // U+FFFC in UTF-8

struct RichSpan {
  std::size_t start = 0;  // byte offsets into RichText::text
  std::size_t end = 0;
  bool bold = false;
  bool italic = false;
  bool code = false;
  bool operator==(const RichSpan&) const = default;
};

struct RichIcon {
  std::size_t offset = 0;  // byte offset of its U+FFFC
  std::string name;
  bool operator==(const RichIcon&) const = default;
};

struct RichText {
  std::string text;
  std::vector<RichSpan> spans;
  std::vector<RichIcon> icons;
  bool empty() const { return text.empty(); }
  bool operator==(const RichText&) const = default;
  // Appends text in one style; adjacent runs of the same style merge into one span.
  void append(std::string_view s, bool bold = false, bool italic = false, bool code = false);
  void append_icon(const std::string& name);
  // The text with each icon written back as ":name:" (for contents lists, headers and tests).
  std::string plain() const;
};

// True when `name` is a valid icon name (what may stand between the colons): valid_icon_name.
bool is_icon_name(std::string_view name);

// Finds icon tokens in `s` and appends text and icons in the given style. `escaped_at(i)` says
// whether the colon at byte i of `s` was written escaped (and is therefore text).
template <typename EscapedAt>
void append_with_icons(RichText& out, std::string_view s, bool bold, bool italic, EscapedAt escaped_at);

RichText parse_rich_markup(const std::string& source, const MarkupOptions& options = {});

}  // namespace dw

#include "render/rich_text_inl.hpp"
