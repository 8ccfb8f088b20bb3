// pnp_sheet's parts: a print-and-play PDF is drawn in parts fixed by its page count, the pages
// after the last full part in shorter ones, so the part drawn last and joined last is short.
#include "print/pnp_sheet.hpp"

#include <gtest/gtest.h>

namespace dw {
namespace {

TEST(PnpParts, AFewSheetsAreOnePart) {
  EXPECT_EQ(pnp_part_starts(0), (std::vector<std::size_t>{0, 0}));
  EXPECT_EQ(pnp_part_starts(32), (std::vector<std::size_t>{0, 32}));
}

TEST(PnpParts, ThePagesAfterTheLastFullPartAreHalvedDownToShortParts) {
  // 540 cards, 9 a page, fronts and backs: 120 pages; 32 a part, the last 24 in two of 12.
  EXPECT_EQ(pnp_part_starts(120), (std::vector<std::size_t>{0, 32, 64, 96, 108, 120}));
  // 5400 cards: 1200 pages, 16 parts of 75 at most; the last 75 as 38, 19, 9 and 9.
  std::vector<std::size_t> large;
  for (std::size_t start = 0; start <= 1125; start += 75) large.push_back(start);
  for (std::size_t start : {1163, 1182, 1191, 1200}) large.push_back(start);
  EXPECT_EQ(pnp_part_starts(1200), large);
  // Under 16 pages after the last full part: left as one.
  EXPECT_EQ(pnp_part_starts(134), (std::vector<std::size_t>{0, 32, 64, 96, 128, 134}));
}

}  // namespace
}  // namespace dw
