// component_text: fitting by bisection on the size (soft hyphens only when needed), then aligned
// drawing.
#include "trackers/component_text.hpp"

#include <pango/pangocairo.h>

namespace dw {

namespace {

void apply(RichLayoutEngine& engine, PangoLayout* layout, const RichText& text, const TextStyle& style, double size,
           bool hyphenate) {
  engine.set_text(layout, text, style.family, size, hyphenate);
  const PangoFontDescriptionPtr d(pango_font_description_copy(pango_layout_get_font_description(layout)));
  if (style.bold) pango_font_description_set_weight(d.get(), PANGO_WEIGHT_BOLD);
  if (style.italic) pango_font_description_set_style(d.get(), PANGO_STYLE_ITALIC);
  pango_layout_set_font_description(layout, d.get());
}

bool fits(PangoLayout* layout, double width, double height) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  double widest = 0;
  const PangoLayoutIterPtr it(pango_layout_get_iter(layout));
  do {
    PangoRectangle line;
    pango_layout_iter_get_line_extents(it.get(), nullptr, &line);
    widest = std::max(widest, static_cast<double>(line.width) / PANGO_SCALE);
  } while (pango_layout_iter_next_line(it.get()));
  return widest <= width + 0.01 && static_cast<double>(logical.height) / PANGO_SCALE <= height + 0.01;
}

}  // namespace

PangoLayoutPtr fit_text(RichLayoutEngine& engine, const RichText& text, const TextStyle& style, double width, double height,
                        double* fitted_size) {
  PangoLayoutPtr owned(pango_layout_new(engine.context()));
  PangoLayout* layout = owned.get();
  pango_layout_set_width(layout, static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout, PANGO_WRAP_WORD);
  pango_layout_set_alignment(layout, style.align);
  // Words are broken at syllables only when the text overflows at min_size without that.
  bool hyphenate = false;
  apply(engine, layout, text, style, style.min_size, false);
  if (engine.language().hyphenator && !fits(layout, width, height)) hyphenate = true;
  double lo = style.min_size, hi = style.size, chosen = style.min_size;
  apply(engine, layout, text, style, hi, hyphenate);
  if (fits(layout, width, height)) {
    chosen = hi;
  } else {
    while (hi - lo > 0.1) {
      const double mid = (lo + hi) / 2;
      apply(engine, layout, text, style, mid, hyphenate);
      if (fits(layout, width, height)) lo = mid;
      else hi = mid;
    }
    chosen = lo;
  }
  apply(engine, layout, text, style, chosen, hyphenate);
  drop_unused_soft_hyphens(layout);
  if (fitted_size) *fitted_size = chosen;
  return owned;
}

double draw_text(cairo_t* cr, RichLayoutEngine& engine, const std::string& markup, const TextStyle& style, double x, double y,
                 double width, double height) {
  if (markup.empty() || width <= 0 || height <= 0) return 0;
  const PangoLayoutPtr layout(fit_text(engine, engine.markup(markup), style, width, height));
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  const double used = static_cast<double>(h) / PANGO_SCALE;
  cairo_save(cr);
  cairo_move_to(cr, x, style.middle ? y + (height - used) / 2 : y);
  cairo_set_source_rgba(cr, style.color.r, style.color.g, style.color.b, style.color.a);
  pango_cairo_show_layout(cr, layout.get());
  cairo_new_path(cr);  // the path is not part of the saved state: leave no current point behind
  cairo_restore(cr);
  return used;
}

}  // namespace dw
