// track_geometry: row and ring placement of track spaces.
#include "trackers/track_geometry.hpp"

#include <algorithm>
#include <cmath>
#include <limits>

namespace dw {

std::vector<SpaceRect> row_spaces(int n, int columns, bool serpentine, double x, double y, double width, double height) {
  std::vector<SpaceRect> out;
  if (n <= 0) return out;
  if (columns <= 0) {
    // Rows of nearly square cells: the column count whose cell aspect is closest to 1.
    double best = std::numeric_limits<double>::max();
    for (int c = 1; c <= n; ++c) {
      const int rows = (n + c - 1) / c;
      const double score = std::abs(std::log((width / c) / (height / rows))) + 0.02 * (c * rows - n);
      if (score < best) {
        best = score;
        columns = c;
      }
    }
  }
  columns = std::min(columns, n);
  const int rows = (n + columns - 1) / columns;
  const double cw = width / columns, ch = height / rows;
  for (int i = 0; i < n; ++i) {
    const int r = i / columns;
    int c = i % columns;
    if (serpentine && r % 2 == 1) c = columns - 1 - c;
    out.push_back(SpaceRect{x + c * cw, y + r * ch, cw, ch, c, r});
  }
  return out;
}

std::vector<SpaceRect> ring_spaces(int n, double x, double y, double width, double height) {
  std::vector<SpaceRect> out;
  if (n <= 0) return out;
  int best_c = 2, best_r = 2;
  double best = std::numeric_limits<double>::max();
  for (int c = 2; c <= n; ++c) {
    for (int r = 2; r <= n; ++r) {
      const int ring = 2 * c + 2 * r - 4;
      if (ring < n || ring - n > 3) continue;
      const double score = std::abs(std::log((width / c) / (height / r))) + 0.3 * (ring - n);
      if (score < best) {
        best = score;
        best_c = c;
        best_r = r;
      }
    }
  }
  const double cw = width / best_c, ch = height / best_r;
  auto cell = [&](int c, int r) { return SpaceRect{x + c * cw, y + r * ch, cw, ch, c, r}; };
  for (int c = 0; c < best_c; ++c) out.push_back(cell(c, 0));                    // top, left to right
  for (int r = 1; r < best_r - 1; ++r) out.push_back(cell(best_c - 1, r));       // right side, down
  for (int c = best_c - 1; c >= 0; --c) out.push_back(cell(c, best_r - 1));      // bottom, right to left
  for (int r = best_r - 2; r >= 1; --r) out.push_back(cell(0, r));               // left side, up
  out.resize(static_cast<std::size_t>(n));
  return out;
}

InnerBox ring_interior(const std::vector<SpaceRect>& ring, double x, double y, double width, double height) {
  if (ring.empty()) return InnerBox{x, y, width, height};
  const double cw = ring.front().width, ch = ring.front().height;
  return InnerBox{x + cw, y + ch, width - 2 * cw, height - 2 * ch};
}

}  // namespace dw
