// booklet_covers: drawing the two covers.
#include "booklet/booklet_covers.hpp"

#include "booklet/cover_title.hpp"
#include "render/c_handles.hpp"
#include "render/paint_source.hpp"
#include "render/widow_lines.hpp"

#include <pango/pangocairo.h>

#include <algorithm>

namespace dw {

namespace {

// The parchment panel with a double border that both covers share.
void frame(cairo_t* cr, const BookletStyle& s) {
  const double inset = mm_to_pt(8), w = s.page.width, h = s.page.height;
  set_color(cr, s.quote_fill);
  cairo_rectangle(cr, inset, inset, w - 2 * inset, h - 2 * inset);
  cairo_fill(cr);
  set_color(cr, s.accent);
  cairo_set_line_width(cr, 1.6);
  cairo_rectangle(cr, inset, inset, w - 2 * inset, h - 2 * inset);
  cairo_stroke(cr);
  set_color(cr, Color{0.79, 0.64, 0.15, 1, false});
  cairo_set_line_width(cr, 0.6);
  const double in2 = inset + mm_to_pt(2);
  cairo_rectangle(cr, in2, in2, w - 2 * in2, h - 2 * in2);
  cairo_stroke(cr);
}

// Whether a paragraph of `layout` ends on a line of a single word (render/widow_lines.hpp).
bool ends_on_a_widow(PangoLayout* layout) { return !one_word_last_lines(layout).empty(); }

// Whether every line of `layout` after the first starts after a space (no break at a hyphen).
bool breaks_at_spaces(PangoLayout* layout) {
  const char* text = pango_layout_get_text(layout);
  for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
    const int start = static_cast<PangoLayoutLine*>(l->data)->start_index;
    if (start > 0 && text[start - 1] != ' ') return false;
  }
  return true;
}

// A centred column whose last line is one word is narrowed (down to 60 %, in 2 pt steps) until
// the last line holds two words, with no more lines, no line wider than the column and every break
// at a space; returns the
// column's width (`width` when no narrower one helps, the layout then left as it was).
double avoid_widow(PangoLayout* layout, double width) {
  if (width <= 0 || !ends_on_a_widow(layout)) return width;
  const int lines = pango_layout_get_line_count(layout);
  for (double narrower = width - 2; narrower >= width * 0.6; narrower -= 2) {
    pango_layout_set_width(layout, static_cast<int>(narrower * PANGO_SCALE));
    PangoRectangle logical;
    pango_layout_get_extents(layout, nullptr, &logical);
    if (pango_layout_get_line_count(layout) == lines && logical.width <= narrower * PANGO_SCALE &&
        !ends_on_a_widow(layout) && breaks_at_spaces(layout))
      return narrower;
  }
  pango_layout_set_width(layout, static_cast<int>(width * PANGO_SCALE));
  return width;
}

// Draws `markup` centred at y (top) in a column of `width`; returns the height used. With a
// `floor` below `size`, the text is a title that shrinks towards it until its lines break only
// between words.
double centred(cairo_t* cr, const CoverContext& c, const std::string& markup, const std::string& family, double size,
               bool bold, bool italic, const Color& color, double y, double width, double floor = 0) {
  if (markup.empty()) return 0;
  const RichText text = c.text.markup(markup);
  auto make = [&](double at_size) {
    PangoLayoutPtr layout = c.text.layout(text, family, at_size, width);
    const PangoFontDescriptionPtr d(pango_font_description_copy(pango_layout_get_font_description(layout.get())));
    if (bold) pango_font_description_set_weight(d.get(), PANGO_WEIGHT_BOLD);
    if (italic) pango_font_description_set_style(d.get(), PANGO_STYLE_ITALIC);
    pango_layout_set_font_description(layout.get(), d.get());
    pango_layout_set_alignment(layout.get(), PANGO_ALIGN_CENTER);
    drop_unused_soft_hyphens(layout.get());
    return layout;
  };
  const PangoLayoutPtr layout(floor > 0 && floor < size ? fit_cover_title(make, size, floor) : make(size));
  const double column = avoid_widow(layout.get(), width);
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  cairo_move_to(cr, (c.style.page.width - column) / 2, y);
  set_color(cr, color);
  pango_cairo_show_layout(cr, layout.get());
  return static_cast<double>(h) / PANGO_SCALE;
}

std::string version_line(std::string label, const std::string& version) {
  const std::string token = "{version}";
  if (auto at = label.find(token); at != std::string::npos) label.replace(at, token.size(), version);
  return label;
}

void art(cairo_t* cr, const CoverContext& c, double y, double size) {
  if (!c.config.cover_art) return;
  try {
    c.images.draw(cr, *c.config.cover_art, (c.style.page.width - size) / 2, y, size, size);
  } catch (const std::runtime_error&) {  // reported before typesetting
  }
}

}  // namespace

void paint_front_cover(cairo_t* cr, const CoverContext& c) {
  const BookletStyle& s = c.style;
  frame(cr, s);
  const double width = s.page.width - mm_to_pt(36);
  double y = s.page.height * 0.12;
  y += centred(cr, c, c.config.cover_label, s.heading_font, 11, false, false, s.muted, y, width) + mm_to_pt(3);
  y += centred(cr, c, c.config.title, s.heading_font, 30, true, false, s.accent, y, width, 18) + mm_to_pt(2);
  y += centred(cr, c, c.config.subtitle, s.body_font, 12, false, true, s.text, y, width);
  const double art_size = std::min(mm_to_pt(82), s.page.height * 0.78 - y - mm_to_pt(6));
  art(cr, c, std::max(y + mm_to_pt(8), s.page.height * 0.62 - art_size / 2), art_size);
  centred(cr, c, version_line(c.config.version_label, c.version), s.body_font, 9, false, false, s.muted, s.page.height - mm_to_pt(24), width);
}

void paint_back_cover(cairo_t* cr, const CoverContext& c) {
  const BookletStyle& s = c.style;
  frame(cr, s);
  const double width = s.page.width - mm_to_pt(44);
  double y = s.page.height * 0.16;
  y += centred(cr, c, c.config.title, s.heading_font, 18, true, false, s.accent, y, width, 12) + mm_to_pt(5);
  y += centred(cr, c, c.config.back_text, s.body_font, 10.5, false, false, s.text, y, width);
  art(cr, c, std::max(y + mm_to_pt(10), s.page.height * 0.62), mm_to_pt(38));
  centred(cr, c, c.config.colophon, s.body_font, 8, false, true, s.muted, s.page.height - mm_to_pt(22), width);
}

}  // namespace dw
