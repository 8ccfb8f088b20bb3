// text_box: fitting by binary search on the font size, and aligned drawing.
#include "render/text_box.hpp"

#include <pango/pangocairo.h>

#include <algorithm>

namespace dw {

namespace {
PangoAlignment to_pango(HAlign a) {
  switch (a) {
    case HAlign::center: return PANGO_ALIGN_CENTER;
    case HAlign::right: return PANGO_ALIGN_RIGHT;
    default: return PANGO_ALIGN_LEFT;
  }
}
}  // namespace

TextBox::TextBox(PangoContext* context) : layout_(pango_layout_new(context)), font_(pango_font_description_new()) {}

TextBox::~TextBox() {
  pango_font_description_free(font_);
  g_object_unref(layout_);
}

TextFit TextBox::measure(double size, const Element& e, double width, double height) {
  pango_font_description_set_absolute_size(font_, size * PANGO_SCALE);
  pango_layout_set_font_description(layout_, font_);
  int w = 0, h = 0;
  pango_layout_get_size(layout_, &w, &h);
  // Widest line, measured line by line: PANGO_WRAP_WORD lets an unbreakable word overflow.
  double widest = 0;
  PangoLayoutIter* it = pango_layout_get_iter(layout_);
  do {
    PangoRectangle line_logical;
    pango_layout_iter_get_line_extents(it, nullptr, &line_logical);
    widest = std::max(widest, static_cast<double>(line_logical.width) / PANGO_SCALE);
  } while (pango_layout_iter_next_line(it));
  pango_layout_iter_free(it);
  TextFit fit;
  fit.size = size;
  fit.lines = pango_layout_get_line_count(layout_);
  fit.overflow_width = std::max(0.0, widest - width);
  double used_height = static_cast<double>(h) / PANGO_SCALE;
  if (e.max_lines > 0 && fit.lines > e.max_lines) {
    // Count the lines beyond the limit as overflowing height.
    used_height = std::max(used_height, height + used_height * (fit.lines - e.max_lines) / fit.lines);
  }
  fit.overflow_height = std::max(0.0, used_height - height);
  return fit;
}

TextFit TextBox::fit(const Element& e, const StyledText& text, double width, double height) {
  pango_font_description_free(font_);
  // The family only: parsing the name as a description would read words like "Bold" as styles.
  font_ = pango_font_description_new();
  pango_font_description_set_family(font_, e.font.c_str());
  pango_layout_set_text(layout_, text.text.c_str(), static_cast<int>(text.text.size()));
  PangoAttrList* attrs = to_pango_attributes(text);
  pango_layout_set_attributes(layout_, attrs);
  pango_attr_list_unref(attrs);
  pango_layout_set_width(layout_, static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout_, PANGO_WRAP_WORD);
  pango_layout_set_alignment(layout_, to_pango(e.align));
  pango_layout_set_justify(layout_, e.align == HAlign::justify);
  pango_layout_set_line_spacing(layout_, static_cast<float>(e.line_spacing));

  TextFit best = measure(e.size, e, width, height);
  if (best.fits()) return best;
  TextFit smallest = measure(e.min_size, e, width, height);
  if (!smallest.fits()) return smallest;
  // Largest fitting size to within 1/20 pt.
  double lo = e.min_size, hi = e.size;
  best = smallest;
  while (hi - lo > 0.05) {
    const double mid = (lo + hi) / 2;
    TextFit attempt = measure(mid, e, width, height);
    if (attempt.fits()) {
      lo = mid;
      best = attempt;
    } else {
      hi = mid;
    }
  }
  return measure(best.size, e, width, height);
}

void TextBox::draw(cairo_t* cr, const Element& e, double height) {
  int w = 0, h = 0;
  pango_layout_get_size(layout_, &w, &h);
  const double used = static_cast<double>(h) / PANGO_SCALE;
  double dy = 0;
  if (e.valign == VAlign::middle) dy = (height - used) / 2;
  else if (e.valign == VAlign::bottom) dy = height - used;
  cairo_save(cr);
  cairo_move_to(cr, 0, dy);
  cairo_set_source_rgba(cr, e.color.r, e.color.g, e.color.b, e.color.a);
  pango_cairo_show_layout(cr, layout_);
  cairo_restore(cr);
}

}  // namespace dw
