// paint_source: Cairo sources for colours and gradients.
#include "render/paint_source.hpp"

#include <algorithm>
#include <cmath>

#include "render/c_handles.hpp"

namespace dw {

void set_color(cairo_t* cr, const Color& c, double alpha) {
  cairo_set_source_rgba(cr, c.r, c.g, c.b, c.a * alpha);
}

void set_paint(cairo_t* cr, const Paint& paint, const Box& box) {
  if (paint.kind == Paint::Kind::solid) {
    if (!paint.color.none) set_color(cr, paint.color);
    return;
  }
  CairoPatternPtr pattern;
  if (paint.kind == Paint::Kind::linear) {
    // The gradient line runs through the box's centre at the angle, long enough that its ends
    // touch the box's far corners (as CSS does).
    const double a = paint.angle * M_PI / 180, dx = std::cos(a), dy = std::sin(a);
    const double half = (std::abs(box.w * dx) + std::abs(box.h * dy)) / 2;
    const double cx = box.x + box.w / 2, cy = box.y + box.h / 2;
    pattern.reset(cairo_pattern_create_linear(cx - dx * half, cy - dy * half, cx + dx * half, cy + dy * half));
  } else {
    const double cx = box.x + paint.center_x * box.w, cy = box.y + paint.center_y * box.h;
    const double far_x = std::max(std::abs(cx - box.x), std::abs(box.x + box.w - cx));
    const double far_y = std::max(std::abs(cy - box.y), std::abs(box.y + box.h - cy));
    const double r = std::max(std::hypot(far_x, far_y) * paint.radius, 1e-3);
    pattern.reset(cairo_pattern_create_radial(cx, cy, 0, cx, cy, r));
  }
  for (const auto& stop : paint.stops)
    cairo_pattern_add_color_stop_rgba(pattern.get(), stop.offset, stop.color.r, stop.color.g, stop.color.b, stop.color.a);
  cairo_pattern_set_extend(pattern.get(), CAIRO_EXTEND_PAD);
  cairo_set_source(cr, pattern.get());
}

void fill_and_stroke(cairo_t* cr, const Element& e, const Box& box, InkMode ink) {
  if (!e.fill.none()) {
    set_paint(cr, field_ink(e.fill, ink), box);
    e.stroke.none ? cairo_fill(cr) : cairo_fill_preserve(cr);
  }
  if (!e.stroke.none && e.stroke_width > 0) {
    set_color(cr, field_ink(e.stroke, ink));
    cairo_set_line_width(cr, e.stroke_width);
    cairo_set_dash(cr, e.dash.data(), static_cast<int>(e.dash.size()), 0);
    cairo_stroke(cr);
  }
  cairo_new_path(cr);
}

}  // namespace dw
