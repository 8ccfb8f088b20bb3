// Saddle-stitch imposition: the sheet order written out by hand for 1, 4, 8, 13 and 16 pages, and
// properties every page count up to 64 must have (each page once, blanks only before the back
// cover, the two pages of a leaf back to back).
#include <gtest/gtest.h>

#include <algorithm>

#include "booklet/imposition.hpp"

namespace dw {
namespace {

constexpr int B = kBlankPage;

ImposedSheet sheet(int fl, int fr, int bl, int br, bool turned = false) {
  return ImposedSheet{SheetSide{fl, fr, false}, SheetSide{bl, br, turned}};
}

TEST(Imposition, OnePageIsItsOwnCover) {
  EXPECT_EQ(padded_order(1), (std::vector<int>{0, B, B, B}));
  EXPECT_EQ(impose_saddle_stitch(1), (std::vector<ImposedSheet>{sheet(B, 0, B, B)}));
}

TEST(Imposition, FourPages) {
  EXPECT_EQ(impose_saddle_stitch(4), (std::vector<ImposedSheet>{sheet(3, 0, 1, 2)}));
}

TEST(Imposition, EightPages) {
  // Reading pages are 0-based here: "8 | 1" is {7, 0}.
  EXPECT_EQ(impose_saddle_stitch(8), (std::vector<ImposedSheet>{sheet(7, 0, 1, 6), sheet(5, 2, 3, 4)}));
}

TEST(Imposition, EightPagesRightToLeftSwapTheHalvesOfEachSide) {
  // Bound on the right: [1 | 8], [7 | 2] on the outer sheet, [3 | 6], [5 | 4] on the inner one.
  EXPECT_EQ(impose_saddle_stitch(8, DuplexFlip::short_edge, Binding::right),
            (std::vector<ImposedSheet>{sheet(0, 7, 6, 1), sheet(2, 5, 4, 3)}));
  EXPECT_EQ(impose_saddle_stitch(8, DuplexFlip::long_edge, Binding::right),
            (std::vector<ImposedSheet>{sheet(0, 7, 6, 1, true), sheet(2, 5, 4, 3, true)}));
  // Thirteen pages: the blanks still sit before the back cover, now on the other halves.
  EXPECT_EQ(impose_saddle_stitch(13, DuplexFlip::short_edge, Binding::right)[1], sheet(2, B, B, 3));
}

TEST(Imposition, ThirteenPagesPadBeforeTheBackCover) {
  EXPECT_EQ(padded_order(13), (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, B, B, B, 12}));
  EXPECT_EQ(impose_saddle_stitch(13), (std::vector<ImposedSheet>{
                                          sheet(12, 0, 1, B),
                                          sheet(B, 2, 3, B),
                                          sheet(11, 4, 5, 10),
                                          sheet(9, 6, 7, 8),
                                      }));
}

TEST(Imposition, SixteenPages) {
  EXPECT_EQ(impose_saddle_stitch(16), (std::vector<ImposedSheet>{
                                          sheet(15, 0, 1, 14),
                                          sheet(13, 2, 3, 12),
                                          sheet(11, 4, 5, 10),
                                          sheet(9, 6, 7, 8),
                                      }));
}

TEST(Imposition, LongEdgeTurnsEveryBackSideOnly) {
  const auto short_edge = impose_saddle_stitch(16, DuplexFlip::short_edge);
  const auto long_edge = impose_saddle_stitch(16, DuplexFlip::long_edge);
  ASSERT_EQ(short_edge.size(), long_edge.size());
  for (std::size_t s = 0; s < long_edge.size(); ++s) {
    EXPECT_FALSE(short_edge[s].back.turned);
    EXPECT_TRUE(long_edge[s].back.turned);
    EXPECT_FALSE(long_edge[s].front.turned);
    // Same pages in the same halves: the turn is applied when drawing.
    EXPECT_EQ(long_edge[s].back.left, short_edge[s].back.left);
    EXPECT_EQ(long_edge[s].back.right, short_edge[s].back.right);
  }
}

TEST(Imposition, EveryPageOnceAndLeavesBackToBack) {
  for (int n = 1; n <= 64; ++n) {
    SCOPED_TRACE(n);
    const auto order = padded_order(n);
    ASSERT_EQ(order.size() % 4, 0u);
    ASSERT_LT(order.size(), static_cast<std::size_t>(n + 4));
    if (n > 1) {
      EXPECT_EQ(order.back(), n - 1) << "the back cover stays outside";
    }
    std::vector<int> seen;
    for (const auto& s : impose_saddle_stitch(n))
      for (int p : {s.front.left, s.front.right, s.back.left, s.back.right})
        if (p != B) seen.push_back(p);
    std::sort(seen.begin(), seen.end());
    std::vector<int> all(static_cast<std::size_t>(n));
    for (int i = 0; i < n; ++i) all[static_cast<std::size_t>(i)] = i;
    EXPECT_EQ(seen, all);
    // Folded, the right half of a front is one leaf with the left half of its back: padded
    // positions 2s+1 and 2s+2 follow each other.
    const int padded = static_cast<int>(order.size());
    const auto sheets = impose_saddle_stitch(n);
    for (int s = 0; s < padded / 4; ++s) {
      const auto& sh = sheets[static_cast<std::size_t>(s)];
      EXPECT_EQ(sh.front.right, order[static_cast<std::size_t>(2 * s)]);
      EXPECT_EQ(sh.back.left, order[static_cast<std::size_t>(2 * s + 1)]);
      EXPECT_EQ(sh.back.right, order[static_cast<std::size_t>(padded - 2 * s - 2)]);
      EXPECT_EQ(sh.front.left, order[static_cast<std::size_t>(padded - 2 * s - 1)]);
    }
  }
}

TEST(Imposition, FlipNames) {
  EXPECT_EQ(parse_duplex_flip("short-edge"), DuplexFlip::short_edge);
  EXPECT_EQ(parse_duplex_flip("long-edge"), DuplexFlip::long_edge);
  EXPECT_FALSE(parse_duplex_flip("sideways"));
  EXPECT_STREQ(duplex_flip_name(DuplexFlip::long_edge), "long-edge");
}

}  // namespace
}  // namespace dw
