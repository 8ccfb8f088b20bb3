// table_row: band fills and cell layouts of one table row.
#include "render/table_row.hpp"

#include <pango/pangocairo.h>

#include <numeric>

#include "render/paint_source.hpp"

namespace dw {

double paint_table_row(cairo_t* cr, const TableRow& row, double x, double y) {
  const double total = std::accumulate(row.widths.begin(), row.widths.end(), 0.0);
  if (row.head || row.shaded) {
    set_color(cr, row.head ? row.head_fill : row.shade_fill);
    cairo_rectangle(cr, x, y, total, row.height);
    cairo_fill(cr);
  }
  double cell_x = row.rtl ? x + total : x;
  for (std::size_t c = 0; c < row.cells.size(); ++c) {
    if (row.rtl) cell_x -= row.widths[c];
    cairo_move_to(cr, cell_x + row.pad, y + row.pad);
    set_color(cr, row.head ? Color{1, 1, 1, 1, false} : row.ink);
    pango_cairo_show_layout(cr, row.cells[c].get());
    if (!row.rtl) cell_x += row.widths[c];
  }
  return total;
}

}  // namespace dw
