// paint_source: turns a colour, or a Paint (solid colour, linear or radial gradient) for one box,
// into the Cairo source, and fills and strokes an element's current path with it.
#pragma once

#include <cairo.h>

#include "model/card_template.hpp"
#include "render/ink_mode.hpp"
#include "render/shape_paths.hpp"

namespace dw {

// The colour as the source; `alpha` scales its own alpha (1: as it is).
void set_color(cairo_t* cr, const Color& c, double alpha = 1);

// Sets the paint as the source, its gradient laid over `box`. Nothing happens for "none".
void set_paint(cairo_t* cr, const Paint& paint, const Box& box);

// Fills the current path with the element's fill (laid over `box`), strokes it with its stroke,
// width and dash, and clears the path. The ink mode maps both colours (render/ink_mode.hpp).
void fill_and_stroke(cairo_t* cr, const Element& e, const Box& box, InkMode ink = InkMode::full);

}  // namespace dw
