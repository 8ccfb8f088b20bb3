// table_row: painting one row of a table laid out in columns, as the rules booklet and the
// player aids draw their tables: a filled band behind the header row (white text on it) and
// behind shaded rows, then each cell's layout inset by the padding, the first column on the left,
// or on the right in a right-to-left language. The rule under a row is the caller's.
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include <memory>
#include <vector>

#include "model/paint.hpp"

namespace dw {

struct TableRow {
  std::vector<std::shared_ptr<PangoLayout>> cells;  // one per column
  std::vector<double> widths;                       // of the columns, pt
  double height = 0;                                // of the row, padding included
  double pad = 0;                                   // between a cell's edges and its text
  bool head = false;                                // the header row: filled with head_fill
  bool shaded = false;                              // a body row filled with shade_fill
  bool rtl = false;                                 // the first column on the right
  Color head_fill, shade_fill;
  Color ink;  // of body rows' text
};

// Paints the row with its top-left corner at (x, y) and returns its width (the columns' sum).
double paint_table_row(cairo_t* cr, const TableRow& row, double x, double y);

}  // namespace dw
