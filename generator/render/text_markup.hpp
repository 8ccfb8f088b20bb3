// text_markup: our small card-text markup. **bold**, *italic*, :icon-name: for an inline icon,
// a backslash before * \ : ' " - or . to print it literally, and line breaks as written. User
// text is never handed to Pango's markup parser, so '<', '&' and anything tag-like print
// exactly as typed. The typographer pass (on unless switched off) turns straight quotes into
// curly ones, -- and --- into en and em dashes and ... into an ellipsis. A number written next
// to an icon is glued to it (no-break space or word joiner) so a line never separates them, and
// so is a number to the ideograph or kana it touches (render/number_joining). The
// quotation marks follow the language (render/text_language: „…“ in German, « … » in French).
#pragma once

#include <pango/pango.h>

#include <string>
#include <string_view>
#include <vector>

namespace dw {

struct StyledSpan {
  std::size_t start = 0;  // byte offsets into StyledText::text
  std::size_t end = 0;
  bool bold = false;
  bool italic = false;
  bool operator==(const StyledSpan&) const = default;
};

struct InlineIcon {
  std::size_t offset = 0;  // byte offset of its U+FFFC OBJECT REPLACEMENT CHARACTER in the text
  std::string name;
  bool operator==(const InlineIcon&) const = default;
};

struct StyledText {
  std::string text;               // the visible characters; each icon is one U+FFFC
  std::vector<StyledSpan> spans;  // the styled stretches, in order
  std::vector<InlineIcon> icons;  // in order
};

struct QuoteStyle;

struct MarkupOptions {
  bool typographer = true;
  const QuoteStyle* quotes = nullptr;  // the language's quotation marks; nullptr: English “…”
};

StyledText parse_markup(const std::string& source, const MarkupOptions& options = {});

// The typographer's mark for the straight quote `straight` (' or ") written after `before` (the
// text set so far): an opening mark at the start or after a space, bracket or dash, else a
// closing one (a ' after a letter is an apostrophe). `quotes` nullptr: English.
const std::string& typographic_quote(char straight, std::string_view before, const QuoteStyle* quotes);

// Pango attributes for the bold and italic spans (caller owns the list).
PangoAttrList* to_pango_attributes(const StyledText& styled);

extern const char* const kObjectReplacement;  // U+FFFC in UTF-8
extern const char* const kNoBreakSpace;       // U+00A0
extern const char* const kWordJoiner;         // U+2060

}  // namespace dw
