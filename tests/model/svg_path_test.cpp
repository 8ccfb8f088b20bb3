// Pins SVG path data: every command and its relative form normalised to move / line / curve /
// close, smooth curves reflecting the previous control point, arcs ending exactly on their end
// point, exact bounds, and errors at the offending character.
#include "model/svg_path.hpp"

#include <gtest/gtest.h>

#include <cmath>

namespace dw {
namespace {

using Kind = PathSegment::Kind;

PathData parse(const std::string& d) {
  PathError error;
  auto path = parse_svg_path(d, &error);
  EXPECT_TRUE(path.has_value()) << d << ": " << error.message << " at " << error.offset;
  return path.value_or(PathData{});
}

TEST(SvgPath, LinesAbsoluteRelativeHorizontalVertical) {
  const PathData p = parse("M10,10 L20 10 l0,5 H30 h-5 V40 v-10 z m1 1 2 2");
  ASSERT_EQ(p.segments.size(), 10u);
  EXPECT_EQ(p.segments[0], (PathSegment{Kind::move, 0, 0, 0, 0, 10, 10}));
  EXPECT_EQ(p.segments[2], (PathSegment{Kind::line, 0, 0, 0, 0, 20, 15}));
  EXPECT_EQ(p.segments[3], (PathSegment{Kind::line, 0, 0, 0, 0, 30, 15}));
  EXPECT_EQ(p.segments[4], (PathSegment{Kind::line, 0, 0, 0, 0, 25, 15}));
  EXPECT_EQ(p.segments[5], (PathSegment{Kind::line, 0, 0, 0, 0, 25, 40}));
  EXPECT_EQ(p.segments[6], (PathSegment{Kind::line, 0, 0, 0, 0, 25, 30}));
  EXPECT_EQ(p.segments[7].kind, Kind::close);
  // After Z the pen is back at the subpath's start; pairs after m are relative lines.
  EXPECT_EQ(p.segments[8], (PathSegment{Kind::move, 0, 0, 0, 0, 11, 11}));
  EXPECT_EQ(p.segments[9], (PathSegment{Kind::line, 0, 0, 0, 0, 13, 13}));
}

TEST(SvgPath, SmoothCubicReflectsThePreviousControlPoint) {
  const PathData p = parse("M0 0 C 10 0 20 10 20 20 S 30 40 40 40 s 10 0 10 10");
  ASSERT_EQ(p.segments.size(), 4u);
  EXPECT_EQ(p.segments[2], (PathSegment{Kind::curve, 20, 30, 30, 40, 40, 40}));
  EXPECT_EQ(p.segments[3], (PathSegment{Kind::curve, 50, 40, 50, 40, 50, 50}));
}

TEST(SvgPath, QuadraticCurvesBecomeExactCubics) {
  const PathData p = parse("M0 0 Q 30 30 60 0 T 120 0");
  ASSERT_EQ(p.segments.size(), 3u);
  EXPECT_EQ(p.segments[1], (PathSegment{Kind::curve, 20, 20, 40, 20, 60, 0}));
  // T reflects (30, 30) about (60, 0) to (90, -30).
  EXPECT_EQ(p.segments[2], (PathSegment{Kind::curve, 80, -20, 100, -20, 120, 0}));
}

TEST(SvgPath, ArcsEndOnTheirEndPointAndBulgeTheRightWay) {
  // A half circle of radius 10 from (0, 0) to (20, 0), sweeping clockwise on screen: over the top.
  const PathData p = parse("M0 0 A10 10 0 0 1 20 0");
  ASSERT_GE(p.segments.size(), 3u);
  EXPECT_EQ(p.segments.back().x, 20);
  EXPECT_EQ(p.segments.back().y, 0);
  const PathBounds b = path_bounds(p);
  EXPECT_NEAR(b.x0, 0, 1e-6);
  EXPECT_NEAR(b.x1, 20, 1e-6);
  EXPECT_NEAR(b.y0, -10, 0.01);  // the curve's top, though no end point is there
  EXPECT_NEAR(b.y1, 0, 1e-6);
  // The other sweep goes under; flags may be written without separators.
  const PathBounds under = path_bounds(parse("M0 0a10 10 0 0020 0"));
  EXPECT_NEAR(under.y1, 10, 0.01);
  // A radius too small for the distance is scaled up (SVG's rule), and zero radii draw a line.
  EXPECT_NEAR(path_bounds(parse("M0 0 A1 1 0 0 1 20 0")).y0, -10, 0.01);
  EXPECT_EQ(parse("M0 0 A0 5 0 0 1 20 0").segments[1], (PathSegment{Kind::line, 0, 0, 0, 0, 20, 0}));
}

TEST(SvgPath, NumbersInCompactForms) {
  const PathData p = parse("M.5-1.5L1e1-2e0l.5.5");
  ASSERT_EQ(p.segments.size(), 3u);
  EXPECT_EQ(p.segments[0], (PathSegment{Kind::move, 0, 0, 0, 0, 0.5, -1.5}));
  EXPECT_EQ(p.segments[1], (PathSegment{Kind::line, 0, 0, 0, 0, 10, -2}));
  EXPECT_EQ(p.segments[2], (PathSegment{Kind::line, 0, 0, 0, 0, 10.5, -1.5}));
}

TEST(SvgPath, ErrorsPointAtTheOffendingCharacter) {
  struct Case {
    const char* d;
    const char* message;
    std::size_t offset;
  };
  for (const Case& c : {Case{"", "the path is empty", 0}, Case{"L 1 2", "path data must start with M (move to)", 0},
                        Case{"M 1 2 X 3", "unknown path command 'X'", 6}, Case{"M 1 2 L 3", "expected a number", 9},
                        Case{"M 0 0 A 1 1 0 2 0 5 5", "expected an arc flag, 0 or 1", 14},
                        Case{"M 0 0 Z 4", "a number cannot follow Z", 8}}) {
    PathError error;
    EXPECT_FALSE(parse_svg_path(c.d, &error).has_value()) << c.d;
    EXPECT_EQ(error.message, c.message) << c.d;
    EXPECT_EQ(error.offset, c.offset) << c.d;
  }
}

}  // namespace
}  // namespace dw
