// cover_title: shrinking a cover title until its line breaks fall between words.
#include "booklet/cover_title.hpp"

#include <glib.h>

namespace dw {

namespace {

// The character that ends the text before byte `index` of `text`.
gunichar char_before(const char* text, int index) {
  const char* at = text + index;
  const char* prev = g_utf8_find_prev_char(text, at);
  return prev ? g_utf8_get_char(prev) : 0;
}

bool ends_a_word(gunichar c) {
  return g_unichar_isspace(c) || c == '-' || c == 0x2010 /* hyphen */ || c == 0x2013 /* en dash */ ||
         c == 0x2014 /* em dash */ || c == 0x30FB /* katakana middle dot */ || c == 0x3001 /* 、 */ ||
         c == 0x3002 /* 。 */ || c == 0xFF1A /* ： */;
}

}  // namespace

bool breaks_only_between_words(PangoLayout* layout) {
  const char* text = pango_layout_get_text(layout);
  for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
    const int start = static_cast<PangoLayoutLine*>(l->data)->start_index;
    if (start > 0 && !ends_a_word(char_before(text, start))) return false;
  }
  return true;
}

bool title_fits(PangoLayout* layout) {
  const int width = pango_layout_get_width(layout);
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  return breaks_only_between_words(layout) && (width < 0 || logical.width <= width);
}

PangoLayoutPtr fit_cover_title(const std::function<PangoLayoutPtr(double size)>& make, double size, double floor) {
  for (;; size -= 1) {
    PangoLayoutPtr layout = make(size);
    if (size <= floor || title_fits(layout.get())) return layout;
  }
}

}  // namespace dw
