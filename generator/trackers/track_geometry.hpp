// track_geometry: where the spaces of a track go inside a box, in points: in rows (a line that
// wraps like text, or a serpentine that turns back at the end of each row) or in a ring around
// the box's edge, clockwise from the top-left corner, which leaves the middle free for the title.
// Pure geometry; the painter draws into these rectangles.
#pragma once

#include <vector>

namespace dw {

struct SpaceRect {
  double x = 0, y = 0, width = 0, height = 0;
  int column = 0, row = 0;
};

// n spaces in rows of `columns` (0: chosen so spaces are as square as possible). Row r runs
// left to right, or right to left on odd rows when `serpentine`.
std::vector<SpaceRect> row_spaces(int n, int columns, bool serpentine, double x, double y, double width, double height);

// n spaces on the ring of a C x R grid filling the box: C and R are chosen so the ring holds n
// spaces (with at most 3 left empty at its end) and cells are as square as possible.
std::vector<SpaceRect> ring_spaces(int n, double x, double y, double width, double height);

// The inner box a ring leaves free: the grid cells inside the ring.
struct InnerBox {
  double x = 0, y = 0, width = 0, height = 0;
};
InnerBox ring_interior(const std::vector<SpaceRect>& ring, double x, double y, double width, double height);

}  // namespace dw
