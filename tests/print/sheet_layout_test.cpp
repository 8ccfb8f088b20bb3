// Pins the print-and-play grid: positions on A4 and Letter, duplex mirroring, crop marks in
// the margins only.
#include "print/sheet_layout.hpp"

#include <gtest/gtest.h>

namespace dw {
namespace {

const SizePt kPoker{mm_to_pt(63.5), mm_to_pt(88.9)};

TEST(SheetLayout, PokerOnA4IsCentredThreeByThree) {
  const SheetLayout s = layout_sheet("a4", kPoker);
  EXPECT_EQ(s.columns, 3);
  EXPECT_EQ(s.rows, 3);
  EXPECT_NEAR(pt_to_mm(s.left), 9.75, 1e-9);
  EXPECT_NEAR(pt_to_mm(s.top), 15.15, 1e-9);
  const Slot last = s.front_slot(8);
  EXPECT_NEAR(pt_to_mm(last.x), 9.75 + 2 * 63.5, 1e-9);
  EXPECT_NEAR(pt_to_mm(last.y), 15.15 + 2 * 88.9, 1e-9);
}

TEST(SheetLayout, PokerOnLetterIsCentredThreeByThree) {
  const SheetLayout s = layout_sheet("letter", kPoker);
  EXPECT_EQ(s.per_page(), 9);
  EXPECT_NEAR(pt_to_mm(s.left), 12.7, 1e-9);
  EXPECT_NEAR(pt_to_mm(s.top), 6.35, 1e-9);
}

TEST(SheetLayout, BackColumnsAreMirroredForLongEdgeDuplex) {
  const SheetLayout s = layout_sheet("a4", kPoker);
  for (int i = 0; i < 9; ++i) {
    const Slot front = s.front_slot(i), back = s.back_slot(i);
    EXPECT_EQ(back.column, 2 - front.column) << i;
    EXPECT_EQ(back.row, front.row) << i;
    // Mirrored about the page's vertical centre line.
    EXPECT_NEAR(back.x + kPoker.width / 2, s.page.width - (front.x + kPoker.width / 2), 1e-9) << i;
  }
}

TEST(SheetLayout, CropMarksStayInTheMargins) {
  for (const char* paper : {"a4", "letter"}) {
    const SheetLayout s = layout_sheet(paper, kPoker);
    const auto marks = s.crop_marks();
    EXPECT_EQ(marks.size(), 16u) << paper;
    for (const Segment& m : marks) {
      for (auto [x, y] : {std::pair{m.x0, m.y0}, std::pair{m.x1, m.y1}}) {
        const bool inside_grid = x > s.left + 0.01 && x < s.left + s.grid_width() - 0.01 && y > s.top + 0.01 &&
                                 y < s.top + s.grid_height() - 0.01;
        EXPECT_FALSE(inside_grid) << paper;
        EXPECT_GE(x, 0);
        EXPECT_GE(y, 0);
        EXPECT_LE(x, s.page.width);
        EXPECT_LE(y, s.page.height);
      }
      // A mark never touches the cards: it starts 2 mm away from the grid.
      const bool vertical = m.x0 == m.x1;
      if (vertical) EXPECT_TRUE(std::max(m.y0, m.y1) <= s.top - mm_to_pt(2) + 1e-9 || std::min(m.y0, m.y1) >= s.top + s.grid_height() + mm_to_pt(2) - 1e-9);
      else EXPECT_TRUE(std::max(m.x0, m.x1) <= s.left - mm_to_pt(2) + 1e-9 || std::min(m.x0, m.x1) >= s.left + s.grid_width() + mm_to_pt(2) - 1e-9);
    }
  }
}

TEST(SheetLayout, RefusesUnknownPaper) { EXPECT_THROW(layout_sheet("a5x", kPoker), std::invalid_argument); }

}  // namespace
}  // namespace dw
