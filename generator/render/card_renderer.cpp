// card_renderer: element drawing for card faces.
#include "render/card_renderer.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>
#include <stdexcept>

#include "model/suggest.hpp"
#include "model/units.hpp"

namespace dw {

namespace {

struct Box {
  double x, y, w, h;
};

// The element's box with x, y placing its anchor point.
Box box_of(const Element& e, const CardGeometry& g) {
  if (e.bleed) return Box{-g.bleed, -g.bleed, g.width + 2 * g.bleed, g.height + 2 * g.bleed};
  const double w = e.width.resolve(g.width), h = e.height.resolve(g.height);
  return Box{e.x.resolve(g.width) - e.anchor.fx * w, e.y.resolve(g.height) - e.anchor.fy * h, w, h};
}

void rounded_rect(cairo_t* cr, const Box& b, double r) {
  r = std::min({r, b.w / 2, b.h / 2});
  if (r <= 0) {
    cairo_rectangle(cr, b.x, b.y, b.w, b.h);
    return;
  }
  cairo_new_sub_path(cr);
  cairo_arc(cr, b.x + b.w - r, b.y + r, r, -M_PI / 2, 0);
  cairo_arc(cr, b.x + b.w - r, b.y + b.h - r, r, 0, M_PI / 2);
  cairo_arc(cr, b.x + r, b.y + b.h - r, r, M_PI / 2, M_PI);
  cairo_arc(cr, b.x + r, b.y + r, r, M_PI, 3 * M_PI / 2);
  cairo_close_path(cr);
}

// A regular polygon (or, with inner < 1, a star of `sides` points) inscribed in the box's
// ellipse, its first corner at the top.
void polygon_path(cairo_t* cr, const Box& b, int sides, double inner) {
  const bool star = inner < 1;
  const int corners = star ? 2 * sides : sides;
  const double cx = b.x + b.w / 2, cy = b.y + b.h / 2;
  for (int i = 0; i < corners; ++i) {
    const double angle = -M_PI / 2 + 2 * M_PI * i / corners;
    const double scale = star && i % 2 == 1 ? inner : 1.0;
    const double px = cx + std::cos(angle) * b.w / 2 * scale, py = cy + std::sin(angle) * b.h / 2 * scale;
    i == 0 ? cairo_move_to(cr, px, py) : cairo_line_to(cr, px, py);
  }
  cairo_close_path(cr);
}

void set_color(cairo_t* cr, const Color& c) { cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a); }

void fill_and_stroke(cairo_t* cr, const Element& e) {
  if (!e.fill.none) {
    set_color(cr, e.fill);
    e.stroke.none ? cairo_fill(cr) : cairo_fill_preserve(cr);
  }
  if (!e.stroke.none && e.stroke_width > 0) {
    set_color(cr, e.stroke);
    cairo_set_line_width(cr, e.stroke_width);
    cairo_set_dash(cr, e.dash.data(), static_cast<int>(e.dash.size()), 0);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
}

}  // namespace

CardRenderer::CardRenderer(const CardSet& set, TemplateLibrary& templates, FontContext& fonts,
                           std::vector<std::filesystem::path> asset_roots)
    : set_(set), templates_(templates), fonts_(fonts), roots_(std::move(asset_roots)), text_(fonts.pango()) {}

const CardTemplate& CardRenderer::template_for(const Card& card, Face face) {
  const std::string name = face == Face::front ? set_.face_template_of(card) : set_.back_template_of(card);
  Diagnostics missing;
  const CardTemplate* tpl = templates_.get(name, card.where, missing);
  if (!tpl) throw InputError(missing);  // preflight reports this first; reaching it is a bug
  return *tpl;
}

void CardRenderer::preflight(Diagnostics& out) {
  std::set<std::string> fonts_checked, images_checked;
  const auto families = fonts_.manifest().family_names();
  // Images are decoded by drawing them once onto a scratch surface that is never output.
  cairo_surface_t* scratch = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
  cairo_t* scratch_cr = cairo_create(scratch);
  for (const auto& card : set_.cards) {
    for (Face face : {Face::front, Face::back}) {
      Diagnostics missing;
      const std::string name = face == Face::front ? set_.face_template_of(card) : set_.back_template_of(card);
      const CardTemplate* tpl = templates_.get(name, card.where, missing);
      if (!tpl) continue;  // check_bindings already reported it
      for (const auto& e : tpl->elements) {
        if (e.type == ElementType::text && fonts_checked.insert(tpl->name + "|" + e.name).second) {
          if (!fonts_.manifest().has_family(e.font)) {
            out.add(Diagnostic{Severity::error, e.font_where,
                               "unknown font family '" + e.font + "' in element '" + e.name + "'" + did_you_mean(e.font, families),
                               "use a family listed in fonts/manifest.toml or add it there", {}, {}});
          } else if (fonts_.resolved_family(e.font) != e.font) {
            out.add(Diagnostic{Severity::warning, e.font_where,
                               "font family '" + e.font + "' resolves to '" + fonts_.resolved_family(e.font) + "'",
                               "check the font files listed in fonts/manifest.toml", {}, {}});
          }
        }
        if (e.type != ElementType::image) continue;
        Diagnostics where_errors;
        auto file = find_asset(roots_, bind_text(e.src, card), e.src_where, card.id, where_errors);
        if (!file || !images_checked.insert(file->string()).second) continue;
        std::string failure;
        try {
          images_.draw(scratch_cr, *file, 0, 0, 10, 10);
        } catch (const std::runtime_error& err) {
          failure = err.what();
        }
        if (!failure.empty()) {
          out.add(Diagnostic{Severity::error, e.src_where, "unreadable image: " + failure,
                             "replace the file with a valid SVG or PNG", card.id, {}});
        }
      }
    }
  }
  cairo_destroy(scratch_cr);
  cairo_surface_destroy(scratch);
}

void CardRenderer::draw(cairo_t* cr, const Card& card, Face face, Diagnostics& warnings) {
  const CardTemplate& tpl = template_for(card, face);
  for (const auto& e : tpl.elements) draw_element(cr, card, face, e, warnings);
}

void CardRenderer::draw_element(cairo_t* cr, const Card& card, Face face, const Element& e, Diagnostics& warnings) {
  if (!condition_holds(e.when, card)) return;
  const Box b = box_of(e, set_.card);
  cairo_save(cr);
  if (e.rotate != 0) {
    const double ax = b.x + e.anchor.fx * b.w, ay = b.y + e.anchor.fy * b.h;
    cairo_translate(cr, ax, ay);
    cairo_rotate(cr, e.rotate * M_PI / 180.0);
    cairo_translate(cr, -ax, -ay);
  }
  const bool translucent = e.opacity < 1;
  if (translucent) cairo_push_group(cr);
  cairo_save(cr);
  switch (e.type) {
    case ElementType::rect:
      rounded_rect(cr, b, e.radius);
      fill_and_stroke(cr, e);
      break;
    case ElementType::ellipse:
      cairo_new_path(cr);  // a text drawn before leaves a current point the arc would join
      cairo_save(cr);
      cairo_translate(cr, b.x + b.w / 2, b.y + b.h / 2);
      cairo_scale(cr, b.w / 2, b.h / 2);
      cairo_arc(cr, 0, 0, 1, 0, 2 * M_PI);
      cairo_restore(cr);
      fill_and_stroke(cr, e);
      break;
    case ElementType::polygon:
    case ElementType::star:
      polygon_path(cr, b, e.sides, e.type == ElementType::star ? e.inner : 1.0);
      fill_and_stroke(cr, e);
      break;
    case ElementType::line:
      cairo_move_to(cr, b.x, b.y);
      cairo_line_to(cr, b.x + b.w, b.y + b.h);
      fill_and_stroke(cr, e);
      break;
    case ElementType::text: {
      const StyledText styled = parse_markup(bind_text(e.text, card));
      const TextFit fit = text_.fit(e, styled, b.w, b.h);
      const double overflow_mm = pt_to_mm(std::max(fit.overflow_width, fit.overflow_height));
      // A card is drawn once per copy and per target: report and warn about each text box once.
      const bool first_time = reported_.emplace(card.id, face, e.name).second;
      if (first_time) report_.push_back({card.id, face, e.name, fit.size, fit.lines, overflow_mm});
      if (first_time && !fit.fits()) {
        char amount[32];
        std::snprintf(amount, sizeof amount, "%.1f", overflow_mm);
        warnings.add(Diagnostic{Severity::warning, e.text_where,
                                "text of element '" + e.name + "' overflows its box by " + amount + " mm at min_size " +
                                    std::to_string(static_cast<int>(e.min_size)) + " pt",
                                "shorten the text, enlarge the box or lower min_size", card.id, {}});
      }
      cairo_translate(cr, b.x, b.y);
      text_.draw(cr, e, b.h);
      break;
    }
    case ElementType::image: {
      Diagnostics missing;
      auto file = find_asset(roots_, bind_text(e.src, card), e.src_where, card.id, missing);
      if (file) images_.draw(cr, *file, b.x, b.y, b.w, b.h);
      break;
    }
  }
  cairo_restore(cr);
  if (translucent) {
    cairo_pop_group_to_source(cr);
    cairo_paint_with_alpha(cr, e.opacity);
  }
  cairo_restore(cr);
}

}  // namespace dw
