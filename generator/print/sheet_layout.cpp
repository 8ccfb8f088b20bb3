// sheet_layout: grid, duplex mirroring and crop-mark geometry.
#include "print/sheet_layout.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw {

Slot SheetLayout::front_slot(int index) const {
  const int c = index % columns, r = index / columns;
  return Slot{left + c * card.width, top + r * card.height, c, r};
}

Slot SheetLayout::back_slot(int index) const {
  const int c = columns - 1 - index % columns, r = index / columns;
  return Slot{left + c * card.width, top + r * card.height, c, r};
}

Slot SheetLayout::back_slot_short_edge(int index) const {
  const Slot long_edge = back_slot(index);
  // Turning the page 180 degrees maps a card's top-left corner (x, y) to the page point
  // (W - x - w, H - y - h), which is the top-left of the turned card's slot.
  return Slot{page.width - long_edge.x - card.width, page.height - long_edge.y - card.height,
              columns - 1 - long_edge.column, rows - 1 - long_edge.row};
}

std::vector<Segment> SheetLayout::crop_marks(double offset, double length) const {
  std::vector<Segment> marks;
  const double right = left + grid_width(), bottom = top + grid_height();
  // Vertical cut lines: marks above and below the grid, inside the top and bottom margins.
  const double vertical_room = std::min(top, page.height - bottom) - offset;
  const double vlen = std::min(length, vertical_room - mm_to_pt(0.5));
  if (vlen >= mm_to_pt(1)) {
    for (int c = 0; c <= columns; ++c) {
      const double x = left + c * card.width;
      marks.push_back({x, top - offset - vlen, x, top - offset});
      marks.push_back({x, bottom + offset, x, bottom + offset + vlen});
    }
  }
  // Horizontal cut lines: marks left and right of the grid, inside the side margins.
  const double side_room = std::min(left, page.width - right) - offset;
  const double hlen = std::min(length, side_room - mm_to_pt(0.5));
  if (hlen >= mm_to_pt(1)) {
    for (int r = 0; r <= rows; ++r) {
      const double y = top + r * card.height;
      marks.push_back({left - offset - hlen, y, left - offset, y});
      marks.push_back({right + offset, y, right + offset + hlen, y});
    }
  }
  return marks;
}

SheetLayout layout_sheet(const std::string& paper, const SizePt& card, int max_columns, int max_rows) {
  auto page = named_paper_size(paper);
  if (!page) throw std::invalid_argument("unknown paper '" + paper + "'");
  SheetLayout s;
  s.paper = paper;
  s.page = *page;
  s.card = card;
  const double min_margin = mm_to_pt(5);
  s.columns = std::min(max_columns, static_cast<int>((page->width - 2 * min_margin) / card.width));
  s.rows = std::min(max_rows, static_cast<int>((page->height - 2 * min_margin) / card.height));
  if (s.columns < 1 || s.rows < 1) throw std::invalid_argument("the card does not fit on " + paper + " paper");
  s.left = (page->width - s.grid_width()) / 2;
  s.top = (page->height - s.grid_height()) / 2;
  return s;
}

}  // namespace dw
