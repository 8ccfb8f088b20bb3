// tracker_painter: drawing tracks, pips and counters.
#include "trackers/tracker_painter.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "model/units.hpp"
#include "render/paint_source.hpp"
#include "render/shape_paths.hpp"
#include "trackers/component_text.hpp"

namespace dw {

namespace {

const Color kInk{0.11, 0.11, 0.15, 1, false};
const Color kWhite{1, 1, 1, 1, false};
const Color kGold{0.79, 0.64, 0.15, 1, false};

TextStyle style(const std::string& family, double size, const Color& color, bool bold = false, bool italic = false) {
  TextStyle s;
  s.family = family;
  s.size = size;
  s.min_size = std::min(size, 4.5);
  s.bold = bold;
  s.italic = italic;
  s.color = color;
  return s;
}

std::string number(int v) {
  // A true minus sign for negative values.
  return v < 0 ? "\u2212" + std::to_string(-v) : std::to_string(v);
}

// Title, subtitle and note stacked in a box; returns the bottom of the title block.
double heading(cairo_t* cr, const TrackerSpec& t, int player, const TextArea& b, RichLayoutEngine& text, bool note_at_bottom) {
  const ComponentSpec& c = t.component;
  const double unit = std::min(b.width, b.height);
  const double title_h = std::min(mm_to_pt(9), b.height * 0.34), sub_h = std::min(mm_to_pt(5), b.height * 0.2);
  double y = b.y;
  const double note_h = c.note.empty() ? 0 : std::min(mm_to_pt(12), b.height * 0.3);
  if (!note_at_bottom) y = b.y + std::max(0.0, (b.height - title_h - sub_h - note_h) / 2);
  y += draw_text(cr, text, for_player(c.title, player), style(c.heading_font, std::min(20.0, unit * 0.3), c.accent, true), b.x,
                 y, b.width, title_h);
  if (!c.subtitle.empty())
    y += 1 + draw_text(cr, text, for_player(c.subtitle, player), style(c.font, std::min(11.0, unit * 0.16), kInk, false, true),
                       b.x, y + 1, b.width, sub_h);
  if (!c.note.empty()) {
    TextStyle s = style(c.font, 7, kInk);
    s.min_size = 4;
    const double top = note_at_bottom ? b.y + b.height - note_h : y + 3;
    draw_text(cr, text, for_player(c.note, player), s, b.x, top, b.width, note_h);
  }
  return y;
}

void frame(cairo_t* cr, const ComponentSpec& c, double width, double height) {
  // The background runs 3 mm past the trim, as a card's bleed does: a cut a little off the line
  // shows no white edge (the sheet clips it at the neighbouring component).
  const double bleed = mm_to_pt(3);
  set_color(cr, c.background);
  cairo_rectangle(cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill(cr);
  const double inset = mm_to_pt(1.8);
  rounded_rect(cr, Box{inset, inset, width - 2 * inset, height - 2 * inset}, mm_to_pt(2.2));
  set_color(cr, c.accent);
  cairo_set_line_width(cr, 0.9);
  cairo_stroke(cr);
}

void paint_track(cairo_t* cr, const TrackerSpec& t, int player, double width, double height, RichLayoutEngine& text) {
  const ComponentSpec& c = t.component;
  const TrackPlan plan = plan_track(t, width, height);
  heading(cr, t, player, plan.title, text, t.layout != TrackLayout::around);
  for (int i = 0; i < static_cast<int>(plan.spaces.size()); ++i) {
    const SpaceRect& s = plan.spaces[static_cast<std::size_t>(i)];
    const int value = t.value_at(i);
    const bool start = value == t.start;
    const TrackLabel* label = nullptr;
    for (const auto& l : t.labels)
      if (l.value == value) label = &l;
    const double pad = std::min(s.width, s.height) * 0.06;
    const double x = s.x + pad, y = s.y + pad, w = s.width - 2 * pad, h = s.height - 2 * pad;
    rounded_rect(cr, Box{x, y, w, h}, std::min(w, h) * 0.16);
    set_color(cr, start ? c.accent : label ? Color{0.96, 0.9, 0.78, 1, false} : kWhite);
    cairo_fill_preserve(cr);
    set_color(cr, c.accent);
    cairo_set_line_width(cr, start ? 1.4 : 0.7);
    cairo_stroke(cr);
    if (start) {
      rounded_rect(cr, Box{x + 1.6, y + 1.6, w - 3.2, h - 3.2}, std::min(w, h) * 0.12);
      set_color(cr, kGold);
      cairo_set_line_width(cr, 0.6);
      cairo_stroke(cr);
    }
    const std::string caption = label ? label->text : start ? t.start_caption : "";
    const double number_h = caption.empty() ? h : h * 0.62;
    const Color ink = start ? kWhite : kInk;
    draw_text(cr, text, number(value), style(c.heading_font, std::min(h, w) * 0.5, ink, true), x, y, w, number_h);
    if (!caption.empty()) {
      TextStyle small = style(c.font, std::min({h * 0.2, w * 0.2, 14.0}), ink, false, true);
      small.min_size = 3.5;
      draw_text(cr, text, caption, small, x + 1, y + number_h - h * 0.06, w - 2, h - number_h + h * 0.02);
    }
  }
}

void paint_pips(cairo_t* cr, const TrackerSpec& t, int player, double width, double height, RichLayoutEngine& text) {
  const ComponentSpec& c = t.component;
  const double m = component_margin(width, height);
  const double title_h = std::min(height * 0.3, mm_to_pt(22));
  heading(cr, t, player, TextArea{m, m, width - 2 * m, title_h}, text, false);
  const double top = m + title_h + mm_to_pt(2), bottom = height - m;
  const int rows = static_cast<int>(t.groups.size());
  const double row_h = (bottom - top) / rows;
  bool any_label = false;
  int most = 1;
  for (const auto& g : t.groups) {
    any_label = any_label || !g.label.empty();
    most = std::max(most, g.count);
  }
  const double label_w = any_label ? (width - 2 * m) * 0.36 : 0;
  const double pip_area = width - 2 * m - label_w;
  const double d = std::min({row_h * 0.62, pip_area / most * 0.78, mm_to_pt(11)});
  for (int r = 0; r < rows; ++r) {
    const PipGroup& g = t.groups[static_cast<std::size_t>(r)];
    const double y = top + r * row_h;
    if (!g.label.empty()) {
      TextStyle s = style(c.heading_font, std::min(12.0, row_h * 0.4), c.accent, true);
      s.align = PANGO_ALIGN_RIGHT;
      draw_text(cr, text, g.label, s, m, y, label_w - mm_to_pt(2), row_h);
    }
    const double step = pip_area / g.count;
    for (int i = 0; i < g.count; ++i) {
      const double cx = m + label_w + step * (i + 0.5), cy = y + row_h / 2;
      cairo_new_path(cr);
      if (g.shape == PipShape::circle) cairo_arc(cr, cx, cy, d / 2, 0, 2 * M_PI);
      else rounded_rect(cr, Box{cx - d / 2, cy - d / 2, d, d}, d * 0.12);
      set_color(cr, kWhite);
      cairo_fill_preserve(cr);
      set_color(cr, c.accent);
      cairo_set_line_width(cr, 1.0);
      cairo_stroke(cr);
    }
    if (r + 1 < rows) {
      set_color(cr, c.accent, 0.35);
      cairo_set_line_width(cr, 0.4);
      cairo_move_to(cr, m + mm_to_pt(2), y + row_h);
      cairo_line_to(cr, width - m - mm_to_pt(2), y + row_h);
      cairo_stroke(cr);
    }
  }
}

// One dial: digits 0..last around a circle, a hub for a paper clip spinner or a pencil point.
void dial(cairo_t* cr, const TrackerSpec& t, double cx, double cy, double r, int last, const std::string& label,
          RichLayoutEngine& text) {
  const ComponentSpec& c = t.component;
  cairo_new_path(cr);
  cairo_arc(cr, cx, cy, r, 0, 2 * M_PI);
  set_color(cr, kWhite);
  cairo_fill_preserve(cr);
  set_color(cr, c.accent);
  cairo_set_line_width(cr, 1.2);
  cairo_stroke(cr);
  const int n = last + 1;
  for (int i = 0; i < n; ++i) {
    const double a = -M_PI / 2 + 2 * M_PI * (i - 0.5) / n;
    cairo_move_to(cr, cx + r * 0.55 * std::cos(a), cy + r * 0.55 * std::sin(a));
    cairo_line_to(cr, cx + r * std::cos(a), cy + r * std::sin(a));
    set_color(cr, c.accent, 0.5);
    cairo_set_line_width(cr, 0.5);
    cairo_stroke(cr);
    const double mid = -M_PI / 2 + 2 * M_PI * i / n, tr = r * 0.78, box = r * 0.4;
    draw_text(cr, text, std::to_string(i), style(c.heading_font, r * 0.26, kInk, true), cx + tr * std::cos(mid) - box / 2,
              cy + tr * std::sin(mid) - box / 2, box, box);
  }
  cairo_new_path(cr);
  cairo_arc(cr, cx, cy, r * 0.12, 0, 2 * M_PI);
  set_color(cr, c.accent);
  cairo_fill(cr);
  draw_text(cr, text, label, style(c.font, std::min(10.0, r * 0.3), kInk, false, true), cx - r, cy + r + 2, 2 * r, r * 0.4);
}

// The title band of pips and counters.
double title_band(double height) { return std::min(height * 0.26, mm_to_pt(20)); }

void paint_counter(cairo_t* cr, const TrackerSpec& t, int player, double width, double height, RichLayoutEngine& text) {
  const ComponentSpec& c = t.component;
  const double m = component_margin(width, height);
  const double title_h = title_band(height);
  heading(cr, t, player, TextArea{m, m, width - 2 * m, title_h}, text, false);
  const double top = m + title_h + mm_to_pt(2), bottom = height - m, area_w = width - 2 * m;
  const int tens_last = t.max / 10;
  if (t.counter_style == CounterStyle::dials) {
    const double area_h = bottom - top;
    const bool side_by_side = area_w >= area_h;
    // Each dial needs its radius below it for the label (0.45 r).
    const double r = side_by_side ? std::min(area_w / 4.4, area_h / 2.6) : std::min(area_w / 2.3, area_h / 4.9);
    const double cy1 = side_by_side ? top + (area_h - r * 0.45) / 2 : top + r + 2;
    const double cy2 = side_by_side ? cy1 : bottom - r * 1.45;
    const double cx1 = side_by_side ? m + area_w / 4 : width / 2, cx2 = side_by_side ? m + 3 * area_w / 4 : width / 2;
    dial(cr, t, cx1, cy1, r, tens_last, t.tens_caption, text);
    dial(cr, t, cx2, cy2, r, 9, t.units_caption, text);
    return;
  }
  // Rows: the tens above the units, a cube on each.
  const double label_w = area_w * 0.18, cell = counter_row_cell(width, height);
  const double left = m + (area_w - label_w - 10 * cell) / 2;
  for (int row = 0; row < 2; ++row) {
    const int last = row == 0 ? tens_last : 9;
    const double y = top + (bottom - top) / 2 - cell * 1.1 + row * cell * 1.2;
    TextStyle label = style(c.font, cell * 0.32, kInk, false, true);
    label.align = PANGO_ALIGN_RIGHT;
    draw_text(cr, text, row == 0 ? t.tens_caption : t.units_caption, label, left, y, label_w - cell * 0.2, cell);
    for (int d = 0; d <= last; ++d) {
      const double x = left + label_w + d * cell;
      rounded_rect(cr, Box{x + 0.8, y + 0.8, cell - 1.6, cell - 1.6}, cell * 0.15);
      set_color(cr, kWhite);
      cairo_fill_preserve(cr);
      set_color(cr, c.accent);
      cairo_set_line_width(cr, 0.7);
      cairo_stroke(cr);
      draw_text(cr, text, std::to_string(row == 0 ? d * 10 : d), style(c.heading_font, cell * 0.42, kInk, true), x, y, cell,
                cell);
    }
  }
}

}  // namespace

double counter_row_cell(double width, double height) {
  const double m = component_margin(width, height);
  const double area_w = width - 2 * m, area_h = height - m - (m + title_band(height) + mm_to_pt(2));
  return std::min((area_w - area_w * 0.18) / 10.6, area_h / 2.4);  // a little room at the right edge
}

double component_margin(double width, double height) { return std::min(mm_to_pt(3.5), std::min(width, height) * 0.06); }

double min_space(TrackToken token) { return token == TrackToken::cube ? mm_to_pt(10) : mm_to_pt(5.5); }

TrackPlan plan_track(const TrackerSpec& t, double width, double height) {
  const double m = component_margin(width, height);
  TrackPlan plan;
  const int n = t.spaces();
  if (t.layout == TrackLayout::around) {
    plan.spaces = ring_spaces(n, m, m, width - 2 * m, height - 2 * m);
    const InnerBox inner = ring_interior(plan.spaces, m, m, width - 2 * m, height - 2 * m);
    const double pad = mm_to_pt(1.5);
    plan.title = TextArea{inner.x + pad, inner.y + pad, inner.width - 2 * pad, inner.height - 2 * pad};
    return plan;
  }
  const double title_h = std::min(mm_to_pt(16), height * 0.22);
  const double note_h = t.component.note.empty() ? 0 : std::min(mm_to_pt(9), height * 0.14);
  plan.title = TextArea{m + mm_to_pt(1), m + mm_to_pt(1), width - 2 * m - mm_to_pt(2), height - 2 * m - mm_to_pt(2)};
  const double area_w = width - 2 * m, area_h = height - 2 * m - title_h - note_h;
  plan.spaces = row_spaces(n, t.columns, t.layout == TrackLayout::serpentine, m, m + title_h, area_w, area_h);
  // Spaces no taller than 1.2 times their width: the rows then sit centred in the room left.
  const SpaceRect& first = plan.spaces.front();
  if (first.height > first.width * 1.2) {
    const int rows = plan.spaces.back().row + 1;
    const double h = first.width * 1.2;
    plan.spaces = row_spaces(n, t.columns, t.layout == TrackLayout::serpentine, m, m + title_h + (area_h - rows * h) / 2,
                             area_w, rows * h);
  }
  return plan;
}

void check_tracker_fits(const TrackerSpec& t, double width, double height, Diagnostics& out) {
  if (t.kind == TrackerKind::counter && t.counter_style == CounterStyle::rows) {
    const double cell = counter_row_cell(width, height);
    if (cell + 0.01 >= min_space(TrackToken::cube)) return;
    char size[32];
    std::snprintf(size, sizeof size, "%.1f mm", pt_to_mm(cell));
    out.error(
        t.component.where,
        "tracker '" + t.component.id + "': its counter rows have spaces of " + size + ", too small for a cube (10 mm)",
        "use style = \"dials\", a larger size, or print = \"page\"");
    return;
  }
  if (t.kind != TrackerKind::track) return;
  const TrackPlan plan = plan_track(t, width, height);
  if (plan.spaces.empty()) return;
  const double w = plan.spaces.front().width, h = plan.spaces.front().height, need = min_space(t.token);
  if (w + 0.01 >= need && h + 0.01 >= need) return;
  char sizes[96];
  std::snprintf(sizes, sizeof sizes, "%.1f x %.1f mm", pt_to_mm(w), pt_to_mm(h));
  out.error(t.component.where,
            "tracker '" + t.component.id + "': its " + std::to_string(t.spaces()) + " spaces are " + sizes +
                ", too small for a " + (t.token == TrackToken::cube ? "cube (10 mm)" : "paper clip (5.5 mm)"),
            "use fewer spaces, another layout or columns, a larger size, or print = \"page\"");
}

void paint_tracker(cairo_t* cr, const TrackerSpec& t, int player, double width, double height, RichLayoutEngine& text) {
  cairo_save(cr);
  frame(cr, t.component, width, height);
  switch (t.kind) {
    case TrackerKind::track: paint_track(cr, t, player, width, height, text); break;
    case TrackerKind::pips: paint_pips(cr, t, player, width, height, text); break;
    case TrackerKind::counter: paint_counter(cr, t, player, width, height, text); break;
  }
  cairo_restore(cr);
}

}  // namespace dw
