// svg_path: the path-data tokenizer, the command interpreter and the arc-to-curve conversion
// (the SVG 1.1 implementation notes, appendix F.6, in our own code).
#include "model/svg_path.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>

namespace dw {

namespace {

constexpr std::size_t kMaxSegments = 100000;

class PathParser {
 public:
  PathParser(std::string_view d, PathData& out, PathError& error) : d_(d), out_(out), error_(error) {}

  bool parse() {
    skip_separators();
    if (pos_ >= d_.size()) return fail("the path is empty", 0);
    char command = 0;
    while (true) {
      skip_separators();
      if (pos_ >= d_.size()) return true;
      const char c = d_[pos_];
      if (std::isalpha(static_cast<unsigned char>(c))) {
        if (std::string_view("MmLlHhVvCcSsQqTtAaZz").find(c) == std::string_view::npos)
          return fail(std::string("unknown path command '") + c + "'", pos_);
        command = c;
        ++pos_;
        if (out_.segments.empty() && command != 'M' && command != 'm')
          return fail("path data must start with M (move to)", pos_ - 1);
        if (command == 'Z' || command == 'z') {
          close();
          continue;
        }
      } else if (command == 0) {
        return fail("path data must start with M (move to)", pos_);
      } else if (command == 'Z' || command == 'z') {
        return fail("a number cannot follow Z", pos_);
      }
      // A command letter is followed by one or more argument groups.
      if (!arguments(command)) return false;
      if (command == 'M') command = 'L';  // further pairs after a move are lines
      if (command == 'm') command = 'l';
      if (out_.segments.size() > kMaxSegments) return fail("the path has too many segments", pos_);
    }
  }

 private:
  bool fail(std::string message, std::size_t offset) {
    if (error_.message.empty()) error_ = PathError{std::move(message), offset};
    return false;
  }

  void skip_separators() {
    while (pos_ < d_.size() && (std::isspace(static_cast<unsigned char>(d_[pos_])) || d_[pos_] == ',')) ++pos_;
  }

  bool number(double& value) {
    skip_separators();
    const std::size_t start = pos_;
    std::size_t i = pos_;
    if (i < d_.size() && (d_[i] == '+' || d_[i] == '-')) ++i;
    bool digits = false;
    while (i < d_.size() && std::isdigit(static_cast<unsigned char>(d_[i]))) ++i, digits = true;
    if (i < d_.size() && d_[i] == '.') {
      ++i;
      while (i < d_.size() && std::isdigit(static_cast<unsigned char>(d_[i]))) ++i, digits = true;
    }
    if (!digits) return fail("expected a number", start);
    if (i < d_.size() && (d_[i] == 'e' || d_[i] == 'E')) {
      std::size_t j = i + 1;
      if (j < d_.size() && (d_[j] == '+' || d_[j] == '-')) ++j;
      if (j < d_.size() && std::isdigit(static_cast<unsigned char>(d_[j]))) {
        while (j < d_.size() && std::isdigit(static_cast<unsigned char>(d_[j]))) ++j;
        i = j;
      }
    }
    const std::string text(d_.substr(start, i - start));
    value = std::strtod(text.c_str(), nullptr);
    if (!std::isfinite(value) || std::abs(value) > 1e9) return fail("number out of range", start);
    pos_ = i;
    return true;
  }

  bool flag(bool& value) {
    skip_separators();
    if (pos_ < d_.size() && (d_[pos_] == '0' || d_[pos_] == '1')) {
      value = d_[pos_++] == '1';
      return true;
    }
    return fail("expected an arc flag, 0 or 1", pos_);
  }

  bool numbers(double* values, int n) {
    for (int i = 0; i < n; ++i)
      if (!number(values[i])) return false;
    return true;
  }

  void add(PathSegment s) {
    out_.segments.push_back(s);
    if (s.kind != PathSegment::Kind::close) {
      x_ = s.x;
      y_ = s.y;
    }
  }

  void move(double x, double y) {
    add({PathSegment::Kind::move, 0, 0, 0, 0, x, y});
    start_x_ = x;
    start_y_ = y;
    last_cubic_ = last_quad_ = false;
  }
  void line(double x, double y) {
    add({PathSegment::Kind::line, 0, 0, 0, 0, x, y});
    last_cubic_ = last_quad_ = false;
  }
  void cubic(double x1, double y1, double x2, double y2, double x, double y) {
    add({PathSegment::Kind::curve, x1, y1, x2, y2, x, y});
    cubic_x_ = x2;
    cubic_y_ = y2;
    last_cubic_ = true;
    last_quad_ = false;
  }
  void quadratic(double qx, double qy, double x, double y) {
    // A quadratic curve is exactly the cubic with control points 2/3 of the way to its control.
    const double x0 = x_, y0 = y_;
    add({PathSegment::Kind::curve, x0 + 2.0 / 3 * (qx - x0), y0 + 2.0 / 3 * (qy - y0), x + 2.0 / 3 * (qx - x),
         y + 2.0 / 3 * (qy - y), x, y});
    quad_x_ = qx;
    quad_y_ = qy;
    last_quad_ = true;
    last_cubic_ = false;
  }
  void close() {
    add({PathSegment::Kind::close, 0, 0, 0, 0, 0, 0});
    x_ = start_x_;
    y_ = start_y_;
    last_cubic_ = last_quad_ = false;
  }

  void arc(double rx, double ry, double phi_deg, bool large, bool sweep, double x2, double y2) {
    const double x1 = x_, y1 = y_;
    if (x1 == x2 && y1 == y2) return;
    rx = std::abs(rx);
    ry = std::abs(ry);
    if (rx == 0 || ry == 0) return line(x2, y2);
    const double phi = phi_deg * M_PI / 180, cp = std::cos(phi), sp = std::sin(phi);
    const double dx = (x1 - x2) / 2, dy = (y1 - y2) / 2;
    const double xp = cp * dx + sp * dy, yp = -sp * dx + cp * dy;
    const double lambda = xp * xp / (rx * rx) + yp * yp / (ry * ry);
    if (lambda > 1) {
      rx *= std::sqrt(lambda);
      ry *= std::sqrt(lambda);
    }
    const double num = rx * rx * ry * ry - rx * rx * yp * yp - ry * ry * xp * xp;
    const double den = rx * rx * yp * yp + ry * ry * xp * xp;
    double coef = den > 0 ? std::sqrt(std::max(0.0, num / den)) : 0;
    if (large == sweep) coef = -coef;
    const double cxp = coef * rx * yp / ry, cyp = -coef * ry * xp / rx;
    const double cx = cp * cxp - sp * cyp + (x1 + x2) / 2, cy = sp * cxp + cp * cyp + (y1 + y2) / 2;
    auto angle = [](double ux, double uy, double vx, double vy) { return std::atan2(ux * vy - uy * vx, ux * vx + uy * vy); };
    const double theta = angle(1, 0, (xp - cxp) / rx, (yp - cyp) / ry);
    double delta = angle((xp - cxp) / rx, (yp - cyp) / ry, (-xp - cxp) / rx, (-yp - cyp) / ry);
    if (!sweep && delta > 0) delta -= 2 * M_PI;
    if (sweep && delta < 0) delta += 2 * M_PI;
    const int pieces = std::max(1, static_cast<int>(std::ceil(std::abs(delta) / (M_PI / 2) - 1e-9)));
    const double step = delta / pieces, t = 4.0 / 3 * std::tan(step / 4);
    auto map = [&](double u, double v, double& px, double& py) {
      px = cx + rx * cp * u - ry * sp * v;
      py = cy + rx * sp * u + ry * cp * v;
    };
    for (int i = 0; i < pieces; ++i) {
      const double a0 = theta + i * step, a1 = a0 + step;
      double c1x, c1y, c2x, c2y, ex, ey;
      map(std::cos(a0) - t * std::sin(a0), std::sin(a0) + t * std::cos(a0), c1x, c1y);
      map(std::cos(a1) + t * std::sin(a1), std::sin(a1) - t * std::cos(a1), c2x, c2y);
      if (i == pieces - 1) ex = x2, ey = y2;  // land exactly on the written end point
      else map(std::cos(a1), std::sin(a1), ex, ey);
      cubic(c1x, c1y, c2x, c2y, ex, ey);
    }
    last_cubic_ = false;
  }

  bool arguments(char command) {
    const bool rel = std::islower(static_cast<unsigned char>(command));
    const double ox = rel ? x_ : 0, oy = rel ? y_ : 0;
    double a[7];
    switch (std::toupper(static_cast<unsigned char>(command))) {
      case 'M':
        if (!numbers(a, 2)) return false;
        move(ox + a[0], oy + a[1]);
        return true;
      case 'L':
        if (!numbers(a, 2)) return false;
        line(ox + a[0], oy + a[1]);
        break;
      case 'H':
        if (!numbers(a, 1)) return false;
        line(ox + a[0], y_);
        break;
      case 'V':
        if (!numbers(a, 1)) return false;
        line(x_, oy + a[0]);
        break;
      case 'C':
        if (!numbers(a, 6)) return false;
        cubic(ox + a[0], oy + a[1], ox + a[2], oy + a[3], ox + a[4], oy + a[5]);
        break;
      case 'S': {
        if (!numbers(a, 4)) return false;
        const double c1x = last_cubic_ ? 2 * x_ - cubic_x_ : x_, c1y = last_cubic_ ? 2 * y_ - cubic_y_ : y_;
        cubic(c1x, c1y, ox + a[0], oy + a[1], ox + a[2], oy + a[3]);
        break;
      }
      case 'Q':
        if (!numbers(a, 4)) return false;
        quadratic(ox + a[0], oy + a[1], ox + a[2], oy + a[3]);
        break;
      case 'T': {
        if (!numbers(a, 2)) return false;
        const double qx = last_quad_ ? 2 * x_ - quad_x_ : x_, qy = last_quad_ ? 2 * y_ - quad_y_ : y_;
        quadratic(qx, qy, ox + a[0], oy + a[1]);
        break;
      }
      case 'A': {
        bool large = false, sweep = false;
        if (!numbers(a, 3) || !flag(large) || !flag(sweep) || !numbers(a + 3, 2)) return false;
        arc(a[0], a[1], a[2], large, sweep, ox + a[3], oy + a[4]);
        break;
      }
      default: return fail(std::string("unknown path command '") + command + "'", pos_);
    }
    return true;
  }

  std::string_view d_;
  PathData& out_;
  PathError& error_;
  std::size_t pos_ = 0;
  double x_ = 0, y_ = 0, start_x_ = 0, start_y_ = 0;
  double cubic_x_ = 0, cubic_y_ = 0, quad_x_ = 0, quad_y_ = 0;  // the last curves' control points
  bool last_cubic_ = false, last_quad_ = false;
};

// Extends [lo, hi] by the extremes of one coordinate of a cubic Bezier p0..p3.
void cubic_extremes(double p0, double p1, double p2, double p3, double& lo, double& hi) {
  auto at = [&](double t) {
    const double s = 1 - t;
    return s * s * s * p0 + 3 * s * s * t * p1 + 3 * s * t * t * p2 + t * t * t * p3;
  };
  // The derivative is a quadratic a t^2 + b t + c.
  const double a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0;
  auto consider = [&](double t) {
    if (t > 0 && t < 1) {
      const double v = at(t);
      lo = std::min(lo, v);
      hi = std::max(hi, v);
    }
  };
  if (std::abs(a) < 1e-12) {
    if (std::abs(b) > 1e-12) consider(-c / b);
    return;
  }
  const double disc = b * b - 4 * a * c;
  if (disc < 0) return;
  consider((-b + std::sqrt(disc)) / (2 * a));
  consider((-b - std::sqrt(disc)) / (2 * a));
}

}  // namespace

std::optional<PathData> parse_svg_path(std::string_view d, PathError* error) {
  PathData out;
  PathError local;
  PathParser parser(d, out, local);
  if (!parser.parse() || !local.message.empty()) {
    if (error) *error = local;
    return std::nullopt;
  }
  return out;
}

PathBounds path_bounds(const PathData& path) {
  PathBounds b;
  bool first = true;
  double x = 0, y = 0, start_x = 0, start_y = 0;
  auto include = [&](double px, double py) {
    if (first) {
      b = PathBounds{px, py, px, py};
      first = false;
    }
    b.x0 = std::min(b.x0, px);
    b.y0 = std::min(b.y0, py);
    b.x1 = std::max(b.x1, px);
    b.y1 = std::max(b.y1, py);
  };
  for (const auto& s : path.segments) {
    switch (s.kind) {
      case PathSegment::Kind::move:
      case PathSegment::Kind::line: include(s.x, s.y); break;
      case PathSegment::Kind::curve:
        include(s.x, s.y);
        cubic_extremes(x, s.x1, s.x2, s.x, b.x0, b.x1);
        cubic_extremes(y, s.y1, s.y2, s.y, b.y0, b.y1);
        break;
      case PathSegment::Kind::close:
        x = start_x;
        y = start_y;
        continue;
    }
    if (s.kind == PathSegment::Kind::move) start_x = s.x, start_y = s.y;
    x = s.x;
    y = s.y;
  }
  return b;
}

}  // namespace dw
