// Track geometry: rings go clockwise from the top-left and hold exactly the spaces asked for in
// cells close to square; rows wrap like text or turn back like a serpentine; nothing overlaps or
// leaves its box.
#include <gtest/gtest.h>

#include <cmath>

#include "model/units.hpp"
#include "trackers/track_geometry.hpp"

namespace dw {
namespace {

void expect_inside_and_disjoint(const std::vector<SpaceRect>& s, double x, double y, double w, double h) {
  for (std::size_t i = 0; i < s.size(); ++i) {
    EXPECT_GE(s[i].x, x - 1e-9);
    EXPECT_GE(s[i].y, y - 1e-9);
    EXPECT_LE(s[i].x + s[i].width, x + w + 1e-9);
    EXPECT_LE(s[i].y + s[i].height, y + h + 1e-9);
    for (std::size_t j = i + 1; j < s.size(); ++j) {
      const bool apart = s[i].x + s[i].width <= s[j].x + 1e-9 || s[j].x + s[j].width <= s[i].x + 1e-9 ||
                         s[i].y + s[i].height <= s[j].y + 1e-9 || s[j].y + s[j].height <= s[i].y + 1e-9;
      EXPECT_TRUE(apart) << "spaces " << i << " and " << j << " overlap";
    }
  }
}

TEST(TrackGeometry, SixteenSpacesAroundAPokerCard) {
  const double w = mm_to_pt(56.5), h = mm_to_pt(81.9);  // a poker card inside 3.5 mm margins
  const auto ring = ring_spaces(16, 10, 10, w, h);
  ASSERT_EQ(ring.size(), 16u);
  // 4 columns by 6 rows: 2*4 + 2*6 - 4 = 16 cells, each about 14 x 13.7 mm.
  EXPECT_NEAR(ring[0].width, w / 4, 1e-9);
  EXPECT_NEAR(ring[0].height, h / 6, 1e-9);
  // Clockwise from the top-left: along the top, down the right, back along the bottom, up the left.
  const int expected[16][2] = {{0, 0}, {1, 0}, {2, 0}, {3, 0}, {3, 1}, {3, 2}, {3, 3}, {3, 4},
                               {3, 5}, {2, 5}, {1, 5}, {0, 5}, {0, 4}, {0, 3}, {0, 2}, {0, 1}};
  for (int i = 0; i < 16; ++i) {
    EXPECT_EQ(ring[static_cast<std::size_t>(i)].column, expected[i][0]) << i;
    EXPECT_EQ(ring[static_cast<std::size_t>(i)].row, expected[i][1]) << i;
  }
  expect_inside_and_disjoint(ring, 10, 10, w, h);
  const InnerBox inner = ring_interior(ring, 10, 10, w, h);
  EXPECT_NEAR(inner.x, 10 + w / 4, 1e-9);
  EXPECT_NEAR(inner.width, w / 2, 1e-9);
  EXPECT_NEAR(inner.height, h * 4 / 6, 1e-9);
}

TEST(TrackGeometry, OddCountsLeaveTheRingsLastCellsEmpty) {
  for (int n : {5, 11, 21, 33}) {
    const auto ring = ring_spaces(n, 0, 0, 300, 200);
    ASSERT_EQ(ring.size(), static_cast<std::size_t>(n));
    expect_inside_and_disjoint(ring, 0, 0, 300, 200);
    // Consecutive spaces touch: each step moves one cell along the ring.
    for (std::size_t i = 1; i < ring.size(); ++i)
      EXPECT_EQ(std::abs(ring[i].column - ring[i - 1].column) + std::abs(ring[i].row - ring[i - 1].row), 1) << n << " " << i;
  }
}

TEST(TrackGeometry, LineWrapsAndSerpentineTurnsBack) {
  const auto line = row_spaces(10, 4, false, 0, 0, 400, 300);
  ASSERT_EQ(line.size(), 10u);
  EXPECT_EQ(line[4].column, 0);
  EXPECT_EQ(line[4].row, 1);
  EXPECT_DOUBLE_EQ(line[9].x, 100);
  EXPECT_DOUBLE_EQ(line[9].height, 100);
  const auto snake = row_spaces(10, 4, true, 0, 0, 400, 300);
  EXPECT_EQ(snake[3].column, 3);
  EXPECT_EQ(snake[4].column, 3) << "the second row starts under the end of the first";
  EXPECT_EQ(snake[7].column, 0);
  EXPECT_EQ(snake[8].column, 0);
  EXPECT_EQ(snake[9].column, 1);
  expect_inside_and_disjoint(snake, 0, 0, 400, 300);
}

TEST(TrackGeometry, AutomaticColumnsMakeSquareCells) {
  const auto s = row_spaces(12, 0, false, 0, 0, 400, 300);
  ASSERT_EQ(s.size(), 12u);
  EXPECT_NEAR(s[0].width, 100, 1e-9);  // 4 x 3 cells of 100 x 100
  EXPECT_NEAR(s[0].height, 100, 1e-9);
  const auto one_row = row_spaces(6, 0, false, 0, 0, 600, 100);
  EXPECT_EQ(one_row.back().row, 0);
}

}  // namespace
}  // namespace dw
