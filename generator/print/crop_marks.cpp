// crop_marks: cut-line extensions clipped against every card on the page.
#include "print/crop_marks.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
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

bool on_line(const Segment& m, bool vertical, double at) {
  return vertical ? std::abs(m.x0 - at) < 0.01 && std::abs(m.x1 - at) < 0.01
                  : std::abs(m.y0 - at) < 0.01 && std::abs(m.y1 - at) < 0.01;
}

// Ticks on cut line `at` (vertical: x = at) inside every gutter between two cards that the line
// runs along, `clear` from both trims; where a card along the line has no such neighbour (a slot
// the page leaves empty), a 3 mm tick beyond its side, `clear` from it, if that stays `edge`
// inside the paper and off every other card.
std::vector<Segment> ticks_in_gutters(const std::vector<Slot>& slots, bool vertical, double at, double clear,
                                      const SizePt& page, double edge) {
  std::vector<Segment> ticks;
  auto along = [&](const Slot& s) {
    return vertical ? s.x - 0.01 <= at && at <= s.x + s.width + 0.01 : s.y - 0.01 <= at && at <= s.y + s.height + 0.01;
  };
  for (const Slot& a : slots) {
    if (!along(a)) continue;
    const double from = vertical ? a.y + a.height : a.x + a.width;  // the gutter beyond a's far side
    double to = std::numeric_limits<double>::max();
    for (const Slot& b : slots) {
      const double near = vertical ? b.y : b.x;
      const bool across = vertical ? b.x < at + 0.01 && b.x + b.width > at - 0.01 : b.y < at + 0.01 && b.y + b.height > at - 0.01;
      if (across && near >= from - kEps) to = std::min(to, near);
    }
    bool next_along = false;  // the card beyond the gutter lies along the line too
    for (const Slot& b : slots)
      if (to != std::numeric_limits<double>::max() && along(b) && std::abs((vertical ? b.y : b.x) - to) < 0.01)
        next_along = true;
    if (!next_along) {  // nothing to share the gutter with: a short tick beyond the card's side
      const double limit = std::min(to - clear, (vertical ? page.height : page.width) - edge);
      const double end = std::min(from + clear + mm_to_pt(3), limit);
      if (end - (from + clear) >= mm_to_pt(1))
        ticks.push_back(vertical ? Segment{at, from + clear, at, end} : Segment{from + clear, at, end, at});
      continue;
    }
    if (to - from < 2 * clear + mm_to_pt(1)) continue;
    ticks.push_back(vertical ? Segment{at, from + clear, at, to - clear} : Segment{from + clear, at, to - clear, at});
  }
  return ticks;
}

}  // namespace

double gutter_tick_clearance() { return mm_to_pt(1.5); }

std::vector<Segment> crop_marks(const std::vector<Slot>& slots, const SizePt& page, MarkStyle style, double length,
                                double offset, bool gutter_ticks, double printer_margin, int* ticked_lines,
                                int* unmarked_lines) {
  std::vector<Segment> marks;
  if (style == MarkStyle::none) return marks;
  std::vector<Box> boxes;
  for (const Slot& s : slots) boxes.push_back(keep_out(s, offset - 2 * kEps));
  const double edge = printer_margin, shortest = mm_to_pt(1);
  if (ticked_lines) *ticked_lines = 0;
  if (unmarked_lines) *unmarked_lines = 0;
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
        const bool on_paper = std::min(bar.x0, bar.x1) >= edge && std::max(bar.x0, bar.x1) <= page.width - edge &&
                              std::min(bar.y0, bar.y1) >= edge && std::max(bar.y0, bar.y1) <= page.height - edge;
        if (on_paper && !crosses_any(bar, boxes)) add(bar);
      }
    }
  }
  // Cut lines left without a mark outside the cards get ticks in the gutters they cross.
  if (!gutter_ticks) return marks;
  std::map<std::pair<bool, long>, double> lines;  // each cut line once, by its rounded position
  for (const Slot& s : slots) {
    for (double x : {s.x, s.x + s.width}) lines.emplace(std::pair{true, std::lround(x * 100)}, x);
    for (double y : {s.y, s.y + s.height}) lines.emplace(std::pair{false, std::lround(y * 100)}, y);
  }
  const std::vector<Segment> outside = marks;
  for (const auto& [line, at] : lines) {
    const bool vertical = line.first;
    const bool marked = std::any_of(outside.begin(), outside.end(), [&](const Segment& m) { return on_line(m, vertical, at); });
    if (marked) continue;
    if (at < edge || at > (vertical ? page.width : page.height) - edge) {  // a cut within the printer margin
      if (unmarked_lines) ++*unmarked_lines;
      continue;
    }
    const auto ticks = ticks_in_gutters(slots, vertical, at, gutter_tick_clearance(), page, edge);
    for (const Segment& tick : ticks) add(tick);
    if (ticked_lines && !ticks.empty()) ++*ticked_lines;
    if (unmarked_lines && ticks.empty()) ++*unmarked_lines;
  }
  return marks;
}

void stroke_crop_marks(cairo_t* cr, const std::vector<Segment>& marks) {
  cairo_save(cr);
  for (const Segment& s : marks) {
    cairo_move_to(cr, s.x0, s.y0);
    cairo_line_to(cr, s.x1, s.y1);
  }
  cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_set_line_width(cr, 1.0);
  cairo_stroke_preserve(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.3);
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace dw
