// crop_marks: cut-line extensions clipped against every card on the page.
#include "print/crop_marks.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

namespace dw {

namespace {

constexpr double kEps = 1e-6;

struct Box {
  double x0, y0, x1, y1;
};

Box keep_out(const Slot& s, double offset) {
  return Box{s.x - s.bleed.left - offset, s.y - s.bleed.top - offset, s.x + s.width + s.bleed.right + offset,
             s.y + s.height + s.bleed.bottom + offset};
}

bool crosses(const Segment& m, const Box& b) {
  const double x0 = std::min(m.x0, m.x1), x1 = std::max(m.x0, m.x1);
  const double y0 = std::min(m.y0, m.y1), y1 = std::max(m.y0, m.y1);
  return x0 < b.x1 - kEps && x1 > b.x0 + kEps && y0 < b.y1 - kEps && y1 > b.y0 + kEps;
}

bool crosses_any(const Segment& m, const std::vector<Box>& boxes) {
  return std::any_of(boxes.begin(), boxes.end(), [&](const Box& b) { return crosses(m, b); });
}

// The part of the ray from (x, y) in direction (dx, dy), at most `length` long, before it meets a
// keep-out box or comes within `edge` of the paper's edge.
double free_length(double x, double y, double dx, double dy, double length, const std::vector<Box>& boxes,
                   const SizePt& page, double edge) {
  if (dx > 0) length = std::min(length, page.width - edge - x);
  if (dx < 0) length = std::min(length, x - edge);
  if (dy > 0) length = std::min(length, page.height - edge - y);
  if (dy < 0) length = std::min(length, y - edge);
  for (const Box& b : boxes) {
    if (dx != 0 && (y <= b.y0 + kEps || y >= b.y1 - kEps)) continue;
    if (dy != 0 && (x <= b.x0 + kEps || x >= b.x1 - kEps)) continue;
    double distance;  // from the start to where the ray enters the box
    if (dx > 0) distance = b.x0 - x;
    else if (dx < 0) distance = x - b.x1;
    else if (dy > 0) distance = b.y0 - y;
    else distance = y - b.y1;
    const double exit = dx > 0 ? b.x1 - x : dx < 0 ? x - b.x0 : dy > 0 ? b.y1 - y : y - b.y0;
    if (exit <= kEps) continue;  // behind the start
    length = std::min(length, std::max(0.0, distance));
  }
  return length;
}

}  // namespace

std::vector<Segment> crop_marks(const std::vector<Slot>& slots, const SizePt& page, MarkStyle style, double length,
                                double offset) {
  std::vector<Segment> marks;
  if (style == MarkStyle::none) return marks;
  std::vector<Box> boxes;
  for (const Slot& s : slots) boxes.push_back(keep_out(s, offset - 2 * kEps));
  const double edge = mm_to_pt(0.5), shortest = mm_to_pt(1);
  const double wanted = style == MarkStyle::edge ? page.width + page.height : length;
  std::set<std::tuple<long, long, long, long>> seen;
  auto add = [&](Segment m) {
    const auto key = std::make_tuple(std::lround(m.x0 * 100), std::lround(m.y0 * 100), std::lround(m.x1 * 100),
                                     std::lround(m.y1 * 100));
    if (seen.insert(key).second) marks.push_back(m);
  };
  for (const Slot& s : slots) {
    const double left = s.x, right = s.x + s.width, top = s.y, bottom = s.y + s.height;
    struct Ray {
      double x, y, dx, dy;
    };
    // From each corner, outwards along both trim edges, starting beyond the bleed and the offset.
    const Ray rays[] = {
        {left, top - s.bleed.top - offset, 0, -1},        {right, top - s.bleed.top - offset, 0, -1},
        {left, bottom + s.bleed.bottom + offset, 0, 1},   {right, bottom + s.bleed.bottom + offset, 0, 1},
        {left - s.bleed.left - offset, top, -1, 0},       {left - s.bleed.left - offset, bottom, -1, 0},
        {right + s.bleed.right + offset, top, 1, 0},      {right + s.bleed.right + offset, bottom, 1, 0},
    };
    for (const Ray& r : rays) {
      if (r.x < edge - kEps || r.y < edge - kEps || r.x > page.width - edge + kEps || r.y > page.height - edge + kEps)
        continue;
      const double len = free_length(r.x, r.y, r.dx, r.dy, wanted, boxes, page, edge);
      if (len < shortest) continue;
      const Segment m{r.x, r.y, r.x + r.dx * len, r.y + r.dy * len};
      if (crosses_any(m, boxes)) continue;
      add(m);
      if (style == MarkStyle::cross) {
        const double mx = (m.x0 + m.x1) / 2, my = (m.y0 + m.y1) / 2, half = len / 4;
        const Segment bar{mx - r.dy * half, my - r.dx * half, mx + r.dy * half, my + r.dx * half};
        if (!crosses_any(bar, boxes)) add(bar);
      }
    }
  }
  return marks;
}

void stroke_crop_marks(cairo_t* cr, const std::vector<Segment>& marks) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.3);
  for (const Segment& s : marks) {
    cairo_move_to(cr, s.x0, s.y0);
    cairo_line_to(cr, s.x1, s.y1);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace dw
