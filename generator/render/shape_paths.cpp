// shape_paths: boxes, shape paths, fitted SVG paths, clip shapes and path sampling.
#include "render/shape_paths.hpp"

#include <algorithm>
#include <cmath>

namespace dw {

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

Placement place_into(double sw, double sh, const Box& box, Fit fit) {
  Placement p;
  if (sw <= 0 || sh <= 0) return p;
  p.sx = box.w / sw;
  p.sy = box.h / sh;
  if (fit != Fit::stretch) p.sx = p.sy = fit == Fit::contain ? std::min(p.sx, p.sy) : std::max(p.sx, p.sy);
  p.x = box.x + (box.w - sw * p.sx) / 2;
  p.y = box.y + (box.h - sh * p.sy) / 2;
  return p;
}

PathBounds path_frame(const Element& e) { return e.has_viewbox ? e.viewbox : path_bounds(e.path); }

namespace {

// Calls `emit` with every segment of the path mapped into the box.
template <typename Emit>
void mapped_segments(const Element& e, const Box& box, Emit emit) {
  const PathBounds frame = path_frame(e);
  // A path that is a straight horizontal or vertical line has no height or width: keep it 1:1
  // on that axis rather than dividing by zero.
  const double fw = frame.width() > 0 ? frame.width() : 1, fh = frame.height() > 0 ? frame.height() : 1;
  const Placement p = place_into(fw, fh, box, e.fit);
  auto mx = [&](double x) { return p.x + (x - frame.x0) * p.sx; };
  auto my = [&](double y) { return p.y + (y - frame.y0) * p.sy; };
  for (const auto& s : e.path.segments) {
    PathSegment m = s;
    if (s.kind != PathSegment::Kind::close) {
      m.x = mx(s.x);
      m.y = my(s.y);
      m.x1 = mx(s.x1);
      m.y1 = my(s.y1);
      m.x2 = mx(s.x2);
      m.y2 = my(s.y2);
    }
    emit(m);
  }
}

}  // namespace

void svg_path(cairo_t* cr, const Element& e, const Box& box) {
  mapped_segments(e, box, [cr](const PathSegment& s) {
    switch (s.kind) {
      case PathSegment::Kind::move: cairo_move_to(cr, s.x, s.y); break;
      case PathSegment::Kind::line: cairo_line_to(cr, s.x, s.y); break;
      case PathSegment::Kind::curve: cairo_curve_to(cr, s.x1, s.y1, s.x2, s.y2, s.x, s.y); break;
      case PathSegment::Kind::close: cairo_close_path(cr); break;
    }
  });
}

void clip_path(cairo_t* cr, Clip clip, const CardGeometry& g) {
  if (clip == Clip::card) rounded_rect(cr, Box{0, 0, g.width, g.height}, g.corner_radius);
  else if (clip == Clip::safe)
    rounded_rect(cr, Box{g.safe, g.safe, g.width - 2 * g.safe, g.height - 2 * g.safe}, std::max(0.0, g.corner_radius - g.safe));
}

std::vector<Point> points_along(const Element& e, const Box& box, int count) {
  // The path as a polyline: each curve cut into 32 straight pieces.
  std::vector<Point> line;
  Point start, at;
  bool closed = false;
  mapped_segments(e, box, [&](const PathSegment& s) {
    switch (s.kind) {
      case PathSegment::Kind::move:
        if (!line.empty()) break;  // a repeat follows the first subpath only
        at = start = {s.x, s.y};
        line.push_back(at);
        break;
      case PathSegment::Kind::line:
        at = {s.x, s.y};
        line.push_back(at);
        break;
      case PathSegment::Kind::curve: {
        const Point p0 = at;
        for (int i = 1; i <= 32; ++i) {
          const double t = i / 32.0, u = 1 - t;
          line.push_back({u * u * u * p0.x + 3 * u * u * t * s.x1 + 3 * u * t * t * s.x2 + t * t * t * s.x,
                          u * u * u * p0.y + 3 * u * u * t * s.y1 + 3 * u * t * t * s.y2 + t * t * t * s.y});
        }
        at = {s.x, s.y};
        break;
      }
      case PathSegment::Kind::close:
        if (!closed) line.push_back(start);
        closed = true;
        break;
    }
  });
  std::vector<Point> out;
  if (line.empty() || count <= 0) return out;
  std::vector<double> length(line.size(), 0);
  for (std::size_t i = 1; i < line.size(); ++i)
    length[i] = length[i - 1] + std::hypot(line[i].x - line[i - 1].x, line[i].y - line[i - 1].y);
  const double total = length.back();
  // Closed: count points around the loop. Open: from the start to the end (one point: the middle).
  const double step = closed ? total / count : count > 1 ? total / (count - 1) : 0;
  const double first = !closed && count == 1 ? total / 2 : 0;
  std::size_t seg = 1;
  for (int i = 0; i < count; ++i) {
    const double target = std::min(total, first + i * step);
    while (seg + 1 < length.size() && length[seg] < target) ++seg;
    if (line.size() == 1) {
      out.push_back(line[0]);
      continue;
    }
    const double span = length[seg] - length[seg - 1];
    const double t = span > 0 ? (target - length[seg - 1]) / span : 0;
    out.push_back({line[seg - 1].x + (line[seg].x - line[seg - 1].x) * t, line[seg - 1].y + (line[seg].y - line[seg - 1].y) * t});
  }
  return out;
}

}  // namespace dw
