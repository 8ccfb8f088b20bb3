// Pins the print-and-play grid: positions on A4 and Letter, duplex mirroring, crop marks in
// the margins only.
#include "print/crop_marks.hpp"
#include "print/sheet_layout.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>

namespace dw {
namespace {

const SizePt kPoker{mm_to_pt(63.5), mm_to_pt(88.9)};

TEST(SheetLayout, PokerOnA4IsThreeByThreeWithRoomForTheNotesBelow) {
  const SheetLayout s = layout_sheet("a4", kPoker);
  EXPECT_EQ(s.columns, 3);
  EXPECT_EQ(s.rows, 3);
  // 19.5 mm of width left: 5.2 mm margins and 4.55 mm gutters (the fallback below 5 mm); 30.3 mm
  // of height: a 5.2 mm margin on top, 15 mm below for the check bar and caption, 5.05 mm gutters.
  EXPECT_NEAR(pt_to_mm(s.left), 5.2, 1e-9);
  EXPECT_NEAR(pt_to_mm(s.top), 5.2, 1e-9);
  const Slot last = s.front_slot(8);
  EXPECT_NEAR(pt_to_mm(last.x), 5.2 + 2 * (63.5 + 4.55), 1e-9);
  EXPECT_NEAR(pt_to_mm(last.y), 5.2 + 2 * (88.9 + 5.05), 1e-9);
  EXPECT_NEAR(pt_to_mm(s.page.height - last.y - last.height), 15, 1e-9);
  // 3 mm of bleed past every outer cut, half the gutter between cards.
  for (const Slot& slot : s.fronts) {
    EXPECT_NEAR(pt_to_mm(slot.bleed.top), slot.row == 0 ? 3 : 2.525, 1e-9);
    EXPECT_NEAR(pt_to_mm(slot.bleed.bottom), slot.row == 2 ? 3 : 2.525, 1e-9);
    EXPECT_NEAR(pt_to_mm(slot.bleed.left), slot.column == 0 ? 3 : 2.275, 1e-9);
    EXPECT_NEAR(pt_to_mm(slot.bleed.right), slot.column == 2 ? 3 : 2.275, 1e-9);
  }
}

TEST(SheetLayout, PokerOnLetterLiesOnItsSideTwoByFour) {
  const SheetLayout s = layout_sheet("letter", kPoker);
  // Three rows upright leave 12.7 mm of Letter's height, no room for 5 mm gutters and the notes:
  // turned, two columns and four rows hold 8, the notes in a side margin.
  EXPECT_EQ(s.columns, 2);
  EXPECT_EQ(s.rows, 4);
  EXPECT_EQ(s.front_slot(0).rotation, 90);
  // 38.1 mm of width: 6 mm gutter, 16.05 mm margins; 25.4 mm of height: 5.2 mm margins, 5 mm gutters.
  EXPECT_NEAR(pt_to_mm(s.left), 16.05, 1e-9);
  EXPECT_NEAR(pt_to_mm(s.top), 5.2, 1e-9);
  EXPECT_NEAR(pt_to_mm(s.front_slot(7).y), 5.2 + 3 * (63.5 + 5), 1e-9);
  EXPECT_NEAR(pt_to_mm(s.front_slot(0).bleed.top), 3, 1e-9);
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

// The margins of the default grids are too narrow for marks beyond the outer bleed on one axis
// (A4's sides, Letter's top and bottom): those cut lines are marked by ticks in the gutters.
// Every cut line lies at least 5.2 mm from the paper's edge, so every one gets a mark.
TEST(SheetLayout, EveryCutLineIsMarkedClearOfTheCards) {
  for (const char* paper : {"a4", "letter"}) {
    const SheetLayout s = layout_sheet(paper, kPoker);
    const auto marks = s.crop_marks();
    for (const Slot& slot : s.fronts)
      for (auto [vertical, at] : {std::pair{true, slot.x}, std::pair{true, slot.x + slot.width},
                                  std::pair{false, slot.y}, std::pair{false, slot.y + slot.height}}) {
        const bool marked = std::any_of(marks.begin(), marks.end(), [&](const Segment& m) {
          return vertical ? std::abs(m.x0 - at) < 0.01 && std::abs(m.x1 - at) < 0.01
                          : std::abs(m.y0 - at) < 0.01 && std::abs(m.y1 - at) < 0.01;
        });
        const double room = vertical ? std::min(at, s.page.width - at) : std::min(at, s.page.height - at);
        EXPECT_GE(room, kPrinterMargin) << paper << (vertical ? " x = " : " y = ") << at;
        EXPECT_TRUE(marked) << paper << (vertical ? " x = " : " y = ") << at;
      }
    for (const Segment& m : marks) {
      for (auto [x, y] : {std::pair{m.x0, m.y0}, std::pair{m.x1, m.y1}}) {
        // Nothing within the 5 mm printer margin.
        EXPECT_TRUE(x >= kPrinterMargin - 1e-9 && x <= s.page.width - kPrinterMargin + 1e-9 &&
                    y >= kPrinterMargin - 1e-9 && y <= s.page.height - kPrinterMargin + 1e-9)
            << paper << " " << x << "," << y;
        // Never within 1.5 mm of a card's trim (where a miscut would show it).
        for (const Slot& slot : s.fronts) {
          const double clear = mm_to_pt(1.5) - 0.01;
          EXPECT_FALSE(x > slot.x - clear && x < slot.x + slot.width + clear && y > slot.y - clear &&
                       y < slot.y + slot.height + clear)
              << paper << " " << x << "," << y;
        }
      }
    }
  }
}

TEST(SheetLayout, RefusesUnknownPaper) { EXPECT_THROW(layout_sheet("a5x", kPoker), std::invalid_argument); }

}  // namespace
}  // namespace dw
