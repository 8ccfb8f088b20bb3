// text_markup: our small card-text markup. **bold**, *italic*, a backslash before * or \ to print
// it literally, and line breaks as written. User text is never handed to Pango's markup parser,
// so '<', '&' and anything tag-like print exactly as typed.
#pragma once

#include <pango/pango.h>

#include <string>
#include <vector>

namespace dw {

struct StyledSpan {
  std::size_t start = 0;  // byte offsets into StyledText::text
  std::size_t end = 0;
  bool bold = false;
  bool italic = false;
  bool operator==(const StyledSpan&) const = default;
};

struct StyledText {
  std::string text;              // the visible characters
  std::vector<StyledSpan> spans; // the styled stretches, in order
};

StyledText parse_markup(const std::string& source);

// Pango attributes for the spans (caller owns the list).
PangoAttrList* to_pango_attributes(const StyledText& styled);

}  // namespace dw
