// text_markup: the markup parser and its translation to Pango attributes.
#include "render/text_markup.hpp"

namespace dw {

StyledText parse_markup(const std::string& source) {
  StyledText out;
  bool bold = false, italic = false;
  std::size_t span_start = 0;
  auto close_span = [&] {
    if ((bold || italic) && out.text.size() > span_start)
      out.spans.push_back({span_start, out.text.size(), bold, italic});
    span_start = out.text.size();
  };
  for (std::size_t i = 0; i < source.size(); ++i) {
    const char c = source[i];
    if (c == '\\' && i + 1 < source.size() && (source[i + 1] == '*' || source[i + 1] == '\\')) {
      out.text += source[++i];
    } else if (c == '*' && i + 1 < source.size() && source[i + 1] == '*') {
      close_span();
      bold = !bold;
      ++i;
    } else if (c == '*') {
      close_span();
      italic = !italic;
    } else {
      out.text += c;
    }
  }
  close_span();
  return out;
}

PangoAttrList* to_pango_attributes(const StyledText& styled) {
  PangoAttrList* list = pango_attr_list_new();
  for (const auto& span : styled.spans) {
    if (span.bold) {
      PangoAttribute* a = pango_attr_weight_new(PANGO_WEIGHT_BOLD);
      a->start_index = static_cast<guint>(span.start);
      a->end_index = static_cast<guint>(span.end);
      pango_attr_list_insert(list, a);
    }
    if (span.italic) {
      PangoAttribute* a = pango_attr_style_new(PANGO_STYLE_ITALIC);
      a->start_index = static_cast<guint>(span.start);
      a->end_index = static_cast<guint>(span.end);
      pango_attr_list_insert(list, a);
    }
  }
  return list;
}

}  // namespace dw
