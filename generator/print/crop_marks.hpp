// crop_marks: the cut guides of a sheet, drawn only where no card is: each cut line (the
// extension of a card's trim edge) is marked outside the cards, starting `offset` beyond the
// nearest card's bleed, so a mark never lands on art, not even a neighbour's. Styles:
//   corner  a short line continuing each cut line, `length` long;
//   cross   the same line with a short bar across its middle, a small plus on the cut line;
//   edge    the cut line continued across the whole margin to the printer margin.
// No mark comes within `printer_margin` of the paper's edge (most printers cannot print there).
// Marks from neighbouring cards that coincide are drawn once. `ticked_lines` counts the cut lines
// marked by gutter ticks, `unmarked_lines` (with gutter ticks on) those left without any mark.
// A cut line that gets no mark outside the cards (margins too narrow for one beyond the bleed) is
// marked inside the gutters it crosses instead: a tick on the line across the gutter's middle,
// kept 1.5 mm from both trims so that a 1 mm miscut leaves it on the strip cut away (on backs
// pages, which a duplex shift moves against the cuts, `gutter_ticks` is off). Also how the
// marks are stroked (black on a white halo, so that ticks show on dark art).
#pragma once

#include <cairo.h>

#include <vector>

#include "print/sheet_layout.hpp"

namespace dw {

// Strokes the marks in black hairlines (0.3 pt) over a 1 pt white halo, leaving the context's state as it was.
void stroke_crop_marks(cairo_t* cr, const std::vector<Segment>& marks);

// What most home printers leave unprinted at the paper's edge, the default printer margin.
constexpr double kPrinterMargin = 5 * 72 / 25.4;

// The least distance from a gutter tick to a card's trim.
double gutter_tick_clearance();

std::vector<Segment> crop_marks(const std::vector<Slot>& slots, const SizePt& page, MarkStyle style, double length,
                                double offset, bool gutter_ticks = true, double printer_margin = kPrinterMargin,
                                int* ticked_lines = nullptr, int* unmarked_lines = nullptr);

}  // namespace dw
