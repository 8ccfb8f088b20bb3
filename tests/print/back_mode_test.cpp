// back_mode and the short-edge back slots: names round-trip; a short-edge back keeps its column,
// mirrors its row and is the long-edge back turned about the page centre.
#include "print/back_mode.hpp"

#include <gtest/gtest.h>

#include "print/sheet_layout.hpp"

namespace dw {
namespace {

const SizePt kPoker{mm_to_pt(63.5), mm_to_pt(88.9)};

TEST(BackMode, Names) {
  EXPECT_EQ(back_mode_names(),
            (std::vector<std::string>{"duplex-long", "duplex-short", "separate", "fold", "none"}));
  for (const auto& name : back_mode_names()) EXPECT_EQ(back_mode_name(*parse_back_mode(name)), name);
  EXPECT_FALSE(parse_back_mode("folded"));
}

TEST(BackMode, ShortEdgeBacksMirrorRowsAndKeepColumns) {
  for (const char* paper : {"a4", "letter"}) {
    const SheetLayout s = layout_sheet(paper, kPoker);
    for (int i = 0; i < s.per_page(); ++i) {
      const Slot front = s.front_slot(i), back = s.back_slot_short_edge(i), long_back = s.back_slot(i);
      EXPECT_EQ(back.column, front.column) << paper << " " << i;
      EXPECT_EQ(back.row, s.rows - 1 - front.row) << paper << " " << i;
      EXPECT_NEAR(back.x, front.x, 1e-9) << paper << " " << i;
      const double pitch = s.front_slot(s.columns).y - s.front_slot(0).y;  // card and gutter
      // The grid sits off-centre (the notes margin below it): the backs' grid starts as far from
      // the top as the fronts' ends from the bottom.
      const double backs_top = s.page.height - (s.top + s.grid_height());
      EXPECT_NEAR(back.y, backs_top + back.row * pitch, 1e-9) << paper << " " << i;
      // The long-edge back turned 180 degrees about the page centre.
      EXPECT_NEAR(back.x + back.width / 2, s.page.width - (long_back.x + long_back.width / 2), 1e-9);
      EXPECT_NEAR(back.y + back.height / 2, s.page.height - (long_back.y + long_back.height / 2), 1e-9);
    }
  }
}

TEST(BackMode, ShortEdgeOnAnOffCentreGridUsesThePage) {
  SheetLayout s = layout_sheet("a4", kPoker);
  for (Slot& f : s.fronts) f.y -= s.top - mm_to_pt(5);  // grid pushed to the top: its backs go to the bottom
  const Slot back = s.back_slot_short_edge(0);
  EXPECT_NEAR(back.y + kPoker.height, s.page.height - mm_to_pt(5), 1e-9);
}

}  // namespace
}  // namespace dw
