// paint: what fills a shape: a solid colour, or a linear or radial gradient through colour stops.
// Plain values; the geometry of a gradient is relative to the box of the element it fills.
#pragma once

#include <vector>

namespace dw {

struct Color {
  double r = 0, g = 0, b = 0, a = 1;
  bool none = false;  // "none": nothing is painted
  static Color transparent() { return Color{0, 0, 0, 0, true}; }
  bool operator==(const Color&) const = default;
};

struct GradientStop {
  double offset = 0;  // 0..1 along the gradient
  Color color;
  bool operator==(const GradientStop&) const = default;
};

struct Paint {
  enum class Kind { solid, linear, radial };
  Kind kind = Kind::solid;
  Color color = Color::transparent();  // Kind::solid
  std::vector<GradientStop> stops;     // gradients: two or more, offsets ascending
  double angle = 0;                    // linear: degrees, 0 runs left to right, 90 top to bottom
  double center_x = 0.5;               // radial: centre as fractions of the box
  double center_y = 0.5;
  double radius = 1;                   // radial: 1 reaches the box corner farthest from the centre

  static Paint solid(Color c) {
    Paint p;
    p.color = c;
    return p;
  }
  bool none() const { return kind == Kind::solid && color.none; }
  bool operator==(const Paint&) const = default;
};

}  // namespace dw
