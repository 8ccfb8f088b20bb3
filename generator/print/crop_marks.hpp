// crop_marks: the cut guides of a sheet, drawn only where no card is: each cut line (the
// extension of a card's trim edge) is marked outside the cards, starting `offset` beyond the
// nearest card's bleed, so a mark never lands on art, not even a neighbour's. Styles:
//   corner  a short line continuing each cut line, `length` long;
//   cross   the same line with a short bar across its middle, a small plus on the cut line;
//   edge    the cut line continued across the whole margin to 0.5 mm from the paper's edge.
// Marks from neighbouring cards that coincide are drawn once. Also how the marks are stroked.
#pragma once

#include <cairo.h>

#include <vector>

#include "print/sheet_layout.hpp"

namespace dw {

// Strokes the marks in black hairlines (0.3 pt), leaving the context's state as it was.
void stroke_crop_marks(cairo_t* cr, const std::vector<Segment>& marks);

std::vector<Segment> crop_marks(const std::vector<Slot>& slots, const SizePt& page, MarkStyle style, double length,
                                double offset);

}  // namespace dw
