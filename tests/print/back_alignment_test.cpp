// back_alignment: the correcting transform of back pages. A point seen from the front at
// (x, y) lies on the back page at (W - x, y) after a long-edge turn and at (x, H - y) after a
// short-edge turn; moving and turning the back page's drawing by back_page_matrix must move and
// turn what is seen from the front by exactly the requested offset and angle.
#include "print/back_alignment.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

namespace dw {
namespace {

const SizePt kA4{mm_to_pt(210), mm_to_pt(297)};

// Where a point drawn at back-page point (bx, by) appears, seen from the front.
std::pair<double, double> seen_from_front(double bx, double by, MirrorAxis axis) {
  return axis == MirrorAxis::vertical ? std::pair{kA4.width - bx, by} : std::pair{bx, kA4.height - by};
}

TEST(BackAlignment, OffsetAndRotationSeenFromTheFront) {
  for (MirrorAxis axis : {MirrorAxis::vertical, MirrorAxis::horizontal}) {
    for (const BackAlignment a : {BackAlignment{1.5, -2, 0}, BackAlignment{0, 0, 0.8}, BackAlignment{-0.5, 1, -1.2}}) {
      const cairo_matrix_t m = back_page_matrix(a, axis, kA4);
      for (auto [fx, fy] : {std::pair{100.0, 200.0}, std::pair{500.0, 80.0}, std::pair{297.6, 420.9}}) {
        // The back of front point (fx, fy) is drawn at the mirrored back-page point...
        auto [bx, by] = seen_from_front(fx, fy, axis);  // the mirror is its own inverse
        cairo_matrix_transform_point(&m, &bx, &by);
        // ...and, corrected, must appear at (fx, fy) turned clockwise about the centre and moved.
        const auto [sx, sy] = seen_from_front(bx, by, axis);
        const double t = a.rotation_deg * M_PI / 180, cx = kA4.width / 2, cy = kA4.height / 2;
        const double ex = cx + (fx - cx) * std::cos(t) - (fy - cy) * std::sin(t) + mm_to_pt(a.x_mm);
        const double ey = cy + (fx - cx) * std::sin(t) + (fy - cy) * std::cos(t) + mm_to_pt(a.y_mm);
        EXPECT_NEAR(sx, ex, 1e-9);
        EXPECT_NEAR(sy, ey, 1e-9);
      }
    }
  }
}

TEST(BackAlignment, ParsesOffsets) {
  BackAlignment a;
  std::string error;
  ASSERT_TRUE(parse_back_offset("0.5,-1", a, error)) << error;
  EXPECT_EQ(a.x_mm, 0.5);
  EXPECT_EQ(a.y_mm, -1);
  ASSERT_TRUE(parse_back_offset("+1.5, 2", a, error)) << error;
  EXPECT_EQ(a.x_mm, 1.5);
  EXPECT_FALSE(parse_back_offset("1.5", a, error));
  EXPECT_THAT(error, ::testing::HasSubstr("X,Y"));
  EXPECT_FALSE(parse_back_offset("1mm,2", a, error));
  EXPECT_FALSE(parse_back_offset("30,0", a, error));
}

}  // namespace
}  // namespace dw
