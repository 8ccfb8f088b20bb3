// sheet_layout: where cards sit on a print-and-play sheet: a grid of butted cards centred on
// the paper, the mirrored slots of the back page for long- and short-edge duplex, and the crop marks that
// stay in the margins. Pure geometry in PDF points, y downwards from the top-left of the page.
#pragma once

#include <string>
#include <vector>

#include "model/units.hpp"

namespace dw {

struct Slot {
  double x = 0;  // top-left of the card's trim box
  double y = 0;
  int column = 0;
  int row = 0;
};

struct Segment {
  double x0, y0, x1, y1;
};

struct SheetLayout {
  std::string paper;
  SizePt page;
  SizePt card;
  int columns = 0;
  int rows = 0;
  double left = 0;  // x of the grid's left edge
  double top = 0;   // y of the grid's top edge
  int per_page() const { return columns * rows; }
  double grid_width() const { return columns * card.width; }
  double grid_height() const { return rows * card.height; }
  // Slot of the i-th card of a page (row by row), on the front page.
  Slot front_slot(int index) const;
  // Where the back of that card goes: column c moves to column C-1-c (long-edge duplex).
  Slot back_slot(int index) const;
  // Short-edge duplex: the long-edge back slot turned 180 degrees about the page centre, so the
  // column stays and row r moves to R-1-r; the card is drawn turned 180 degrees in it.
  Slot back_slot_short_edge(int index) const;
  // Corner crop marks: short lines on the extensions of every cut line, in the margins only.
  std::vector<Segment> crop_marks(double offset, double length) const;
};

// As many cards as fit (at most `max_columns` x `max_rows`), centred on the paper.
SheetLayout layout_sheet(const std::string& paper, const SizePt& card, int max_columns = 3, int max_rows = 3);

}  // namespace dw
