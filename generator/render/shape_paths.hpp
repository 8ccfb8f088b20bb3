// shape_paths: the geometry of drawing: an element's box on the card, Cairo paths for rounded
// rectangles, regular polygons and stars, SVG path data scaled into a box, the clip shapes of
// the card and its safe zone, and points spaced evenly along a path (for repeats).
#pragma once

#include <cairo.h>

#include <vector>

#include "model/card_set.hpp"
#include "model/card_template.hpp"

namespace dw {

struct Box {
  double x = 0, y = 0, w = 0, h = 0;
  bool operator==(const Box&) const = default;
};

// The element's box with x and y placing its anchor point (the bleed box for bleed = true).
Box box_of(const Element& e, const CardGeometry& g);

void rounded_rect(cairo_t* cr, const Box& b, double radius);
// A regular polygon (or, with inner < 1, a star of `sides` points) inscribed in the box's
// ellipse, its first corner at the top.
void polygon_path(cairo_t* cr, const Box& b, int sides, double inner);

// How a source rectangle of size sw x sh maps into a box under a fit mode: scale factors and
// the position of the source's origin.
struct Placement {
  double sx = 1, sy = 1;
  double x = 0, y = 0;
};
Placement place_into(double sw, double sh, const Box& box, Fit fit);

// The rectangle of path coordinates that maps onto the box: the viewbox, or the path's bounds.
PathBounds path_frame(const Element& e);
// Appends the element's path data, scaled into the box by its fit, to the current Cairo path.
void svg_path(cairo_t* cr, const Element& e, const Box& box);

// The card's trim shape with its rounded corners, or the safe zone inside it.
void clip_path(cairo_t* cr, Clip clip, const CardGeometry& g);

struct Point {
  double x = 0, y = 0;
};
// `count` points spread evenly by length along the element's path scaled into the box: from
// its start to its end, or around it when the path is closed.
std::vector<Point> points_along(const Element& e, const Box& box, int count);

}  // namespace dw
