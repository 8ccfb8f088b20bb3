// margin_notes: finding free margin and drawing the check bar and caption.
#include "print/margin_notes.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <limits>

#include "render/c_handles.hpp"

namespace dw {

namespace {

struct Interval {
  double from, to;
};

// [lo, hi] minus the blocked intervals, sorted.
std::vector<Interval> free_intervals(double lo, double hi, std::vector<Interval> blocked) {
  std::sort(blocked.begin(), blocked.end(), [](const Interval& a, const Interval& b) { return a.from < b.from; });
  std::vector<Interval> out;
  double at = lo;
  for (const Interval& b : blocked) {
    if (b.to <= at) continue;
    if (b.from > at) out.push_back({at, std::min(b.from, hi)});
    at = std::max(at, b.to);
    if (at >= hi) break;
  }
  if (at < hi) out.push_back({at, hi});
  out.erase(std::remove_if(out.begin(), out.end(), [](const Interval& i) { return i.to <= i.from; }), out.end());
  return out;
}

struct Rect {
  double x0, y0, x1, y1;
};

}  // namespace

std::optional<MarginBox> find_margin_room(const SizePt& page, const std::vector<Slot>& slots,
                                          const std::vector<Segment>& marks, const std::vector<MarginBox>& taken,
                                          double length, double depth, double clearance, double edge) {
  if (slots.empty()) return std::nullopt;
  Rect hull{std::numeric_limits<double>::max(), std::numeric_limits<double>::max(), -1, -1};
  std::vector<Rect> obstacles;
  for (const Slot& s : slots) {
    const Rect r{s.x - s.bleed.left, s.y - s.bleed.top, s.x + s.width + s.bleed.right, s.y + s.height + s.bleed.bottom};
    hull = Rect{std::min(hull.x0, r.x0), std::min(hull.y0, r.y0), std::max(hull.x1, r.x1), std::max(hull.y1, r.y1)};
    obstacles.push_back(r);
  }
  for (const Segment& m : marks)
    obstacles.push_back({std::min(m.x0, m.x1), std::min(m.y0, m.y1), std::max(m.x0, m.x1), std::max(m.y0, m.y1)});
  for (const MarginBox& b : taken) obstacles.push_back({b.x, b.y, b.x + b.width, b.y + b.height});
  for (Rect& o : obstacles) o = Rect{o.x0 - clearance, o.y0 - clearance, o.x1 + clearance, o.y1 + clearance};

  struct Strip {
    Rect area;
    bool horizontal;  // runs along x
  };
  std::vector<Strip> strips = {
      {{edge, hull.y1 + clearance, page.width - edge, page.height - edge}, true},  // bottom
      {{edge, edge, page.width - edge, hull.y0 - clearance}, true},                // top
      {{edge, edge, hull.x0 - clearance, page.height - edge}, false},              // left
      {{hull.x1 + clearance, edge, page.width - edge, page.height - edge}, false},  // right
  };
  auto strip_depth = [](const Strip& s) { return s.horizontal ? s.area.y1 - s.area.y0 : s.area.x1 - s.area.x0; };
  std::stable_sort(strips.begin(), strips.end(),
                   [&](const Strip& a, const Strip& b) { return strip_depth(a) > strip_depth(b) + 0.01; });
  for (const Strip& s : strips) {
    if (strip_depth(s) < depth) continue;
    // The item sits centred in the strip's depth; obstacles across that band block intervals.
    const double mid = s.horizontal ? (s.area.y0 + s.area.y1) / 2 : (s.area.x0 + s.area.x1) / 2;
    const double band0 = mid - depth / 2, band1 = mid + depth / 2;
    std::vector<Interval> blocked;
    for (const Rect& o : obstacles) {
      if (s.horizontal && o.y1 > band0 && o.y0 < band1) blocked.push_back({o.x0, o.x1});
      if (!s.horizontal && o.x1 > band0 && o.x0 < band1) blocked.push_back({o.y0, o.y1});
    }
    const double lo = s.horizontal ? s.area.x0 : s.area.y0, hi = s.horizontal ? s.area.x1 : s.area.y1;
    for (const Interval& i : free_intervals(lo, hi, blocked)) {
      if (i.to - i.from < length) continue;
      const double start = (i.from + i.to - length) / 2;
      if (s.horizontal) return MarginBox{start, band0, length, depth, true};
      return MarginBox{band0, start, depth, length, false};
    }
  }
  return std::nullopt;
}

namespace {

PangoLayoutPtr make_layout(PangoContext* pango, const std::string& family, double size, const std::string& text) {
  PangoLayoutPtr layout(pango_layout_new(pango));
  const PangoFontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), family.c_str());
  pango_font_description_set_absolute_size(font.get(), size * PANGO_SCALE);
  pango_layout_set_font_description(layout.get(), font.get());
  pango_layout_set_text(layout.get(), text.c_str(), static_cast<int>(text.size()));
  return layout;
}

SizePt layout_size(PangoLayout* layout) {
  int w = 0, h = 0;
  pango_layout_get_size(layout, &w, &h);
  return SizePt{static_cast<double>(w) / PANGO_SCALE, static_cast<double>(h) / PANGO_SCALE};
}

// Moves the origin to the box's start so that content drawn along +x within [0, length] and
// [0, depth] lands in the box, reading upwards in side margins.
void enter_box(cairo_t* cr, const MarginBox& b) {
  if (b.upright) {
    cairo_translate(cr, b.x, b.y);
  } else {
    cairo_translate(cr, b.x, b.y + b.height);
    cairo_rotate(cr, -M_PI / 2);
  }
}

constexpr double kTextSize = 6;  // pt
constexpr double kTick = mm_to_pt(1.6);

}  // namespace

namespace {

// The bar's size around its laid-out label.
SizePt bar_size(PangoLayout* label) {
  const SizePt size = layout_size(label);
  return SizePt{std::max(kCheckBarLength, size.width), size.height + kTick + mm_to_pt(0.4)};
}

void draw_bar(cairo_t* cr, PangoLayout* label, const MarginBox& box) {
  const SizePt text_size = layout_size(label);
  const SizePt size = bar_size(label);
  cairo_save(cr);
  enter_box(cr, box);
  const double x0 = (size.width - kCheckBarLength) / 2;
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_move_to(cr, (size.width - text_size.width) / 2, 0);
  pango_cairo_show_layout(cr, label);
  const double y = size.height - kTick / 2;
  cairo_set_line_width(cr, 0.35);
  cairo_move_to(cr, x0, y);
  cairo_line_to(cr, x0 + kCheckBarLength, y);
  for (int i = 0; i <= 10; ++i) {  // ticks every 5 mm, long at the ends and the middle
    const double x = x0 + i * mm_to_pt(5), half = (i % 5 == 0 ? kTick : kTick / 2) / 2;
    cairo_move_to(cr, x, y - half);
    cairo_line_to(cr, x, y + half);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

}  // namespace

SizePt check_bar_size(PangoContext* pango, const std::string& family, const std::string& bar_text) {
  return bar_size(make_layout(pango, family, kTextSize, bar_text).get());
}

void draw_check_bar(cairo_t* cr, PangoContext* pango, const std::string& family, const std::string& bar_text,
                    const MarginBox& box) {
  draw_bar(cr, make_layout(pango, family, kTextSize, bar_text).get(), box);
}

CheckBarLabel::CheckBarLabel(PangoContext* pango, const std::string& family, const std::string& text)
    : layout_(make_layout(pango, family, kTextSize, text)) {}

MarginNotes draw_margin_notes(cairo_t* cr, PangoContext* pango, const std::string& family, const SizePt& page,
                              const std::vector<Slot>& slots, const std::vector<Segment>& marks,
                              const CheckBarLabel& bar_label, const std::string& caption, double printer_margin) {
  MarginNotes notes;
  const PangoLayoutPtr caption_text(make_layout(pango, family, kTextSize, caption));
  const SizePt caption_size = layout_size(caption_text.get());
  const SizePt bar = bar_size(bar_label.layout());
  if (auto box = find_margin_room(page, slots, marks, notes.boxes, bar.width, bar.height, mm_to_pt(1), printer_margin)) {
    notes.boxes.push_back(*box);
    notes.bar = true;
    draw_bar(cr, bar_label.layout(), *box);
  }
  if (!caption.empty()) {
    if (auto box = find_margin_room(page, slots, marks, notes.boxes, caption_size.width, caption_size.height,
                                    mm_to_pt(1), printer_margin)) {
      notes.boxes.push_back(*box);
      notes.caption = true;
      cairo_save(cr);
      enter_box(cr, *box);
      cairo_set_source_rgb(cr, 0.25, 0.25, 0.25);
      cairo_move_to(cr, 0, 0);
      pango_cairo_show_layout(cr, caption_text.get());
      cairo_restore(cr);
    }
  }
  return notes;
}

}  // namespace dw
