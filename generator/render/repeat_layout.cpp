// repeat_layout: slot arithmetic for rows, columns, grids and paths.
#include "render/repeat_layout.hpp"

#include <algorithm>
#include <cmath>

namespace dw {

namespace {

// Offsets along one axis of `n` items of length `item` with `gap` between them in a span of
// `span`, per alignment. The items' length and gap may shrink (by `scale`) to fit the span.
std::vector<double> line_offsets(int n, double item, double gap, double span, RepeatAlign align) {
  std::vector<double> out;
  if (n <= 0) return out;
  const double total = n * item + (n - 1) * gap;
  if (align == RepeatAlign::spread && n > 1) {
    const double pitch = (span - item) / (n - 1);
    for (int i = 0; i < n; ++i) out.push_back(i * pitch);
    return out;
  }
  double start = 0;
  if (align == RepeatAlign::center || (align == RepeatAlign::spread && n == 1)) start = (span - total) / 2;
  else if (align == RepeatAlign::end) start = span - total;
  for (int i = 0; i < n; ++i) out.push_back(start + i * (item + gap));
  return out;
}

}  // namespace

std::vector<Box> repeat_slots(const Element& repeat, const Box& area, int count, double item_w, double item_h) {
  std::vector<Box> out;
  if (count <= 0) return out;
  double gap = repeat.gap;
  auto shrink = [&](double needed, double available) {
    if (needed <= available || needed <= 0) return;
    const double scale = available / needed;
    item_w *= scale;
    item_h *= scale;
    gap *= scale;
  };
  switch (repeat.layout) {
    case RepeatLayout::row: {
      shrink(count * item_w + (count - 1) * gap, area.w);
      for (double x : line_offsets(count, item_w, gap, area.w, repeat.spread))
        out.push_back({area.x + x, area.y + (area.h - item_h) / 2, item_w, item_h});
      break;
    }
    case RepeatLayout::column: {
      shrink(count * item_h + (count - 1) * gap, area.h);
      for (double y : line_offsets(count, item_h, gap, area.h, repeat.spread))
        out.push_back({area.x + (area.w - item_w) / 2, area.y + y, item_w, item_h});
      break;
    }
    case RepeatLayout::grid: {
      int columns = repeat.columns;
      if (columns <= 0) columns = std::max(1, static_cast<int>(std::floor((area.w + gap) / (item_w + gap))));
      columns = std::min(columns, count);
      const int rows = (count + columns - 1) / columns;
      shrink(columns * item_w + (columns - 1) * gap, area.w);
      shrink(rows * item_h + (rows - 1) * gap, area.h);
      // Rows start at the top for start, end at the bottom for end, and are centred otherwise, so
      // two grids over the same area (all circles, then the filled ones) line up.
      const double block = rows * item_h + (rows - 1) * gap;
      double top = area.y + (area.h - block) / 2;
      if (repeat.spread == RepeatAlign::start) top = area.y;
      else if (repeat.spread == RepeatAlign::end) top = area.y + area.h - block;
      for (int r = 0; r < rows; ++r) {
        const int in_row = std::min(columns, count - r * columns);
        // A short last row lines up with the full rows above when gathered at the start.
        for (double x : line_offsets(in_row, item_w, gap, area.w, repeat.spread))
          out.push_back({area.x + x, top + r * (item_h + gap), item_w, item_h});
      }
      break;
    }
    case RepeatLayout::path: {
      for (const Point& p : points_along(repeat, area, count)) out.push_back({p.x - item_w / 2, p.y - item_h / 2, item_w, item_h});
      break;
    }
  }
  return out;
}

}  // namespace dw
