// End-to-end: `deckwright build` on the Clashing Blades! set writes A4 and Letter PDFs of the
// right page size, with every card 63.5 x 88.9 mm where the sheet layout puts it, backs
// mirrored, fonts embedded, qpdf-clean and byte-identical across builds.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <sstream>

#include "print/sheet_layout.hpp"
#include "support/pdf_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

class BuildPdf : public ::testing::TestWithParam<const char*> {
 protected:
  static std::string build(const TempDir& out, const std::string& paper) {
    const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                               shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") + " --paper " +
                               paper + " --separate-extras --out " + shell_quote(out.path().string()));
    EXPECT_EQ(r.exit_code, 0) << r.err;
    EXPECT_THAT(r.out, ::testing::HasSubstr("wrote " + (out.path() / "clashing-blades" / ("clashing-blades-" + paper + ".pdf")).string() +
                                            ": ")) << "build says what it wrote";
    return (out.path() / "clashing-blades" / ("clashing-blades-" + paper + ".pdf")).string();
  }
};

TEST_P(BuildPdf, PageSizeCardPositionsAndDuplexBacks) {
  const std::string paper = GetParam();
  TempDir out;
  const std::string pdf = build(out, paper);
  const SheetLayout layout = layout_sheet(paper, SizePt{mm_to_pt(63.5), mm_to_pt(88.9)});

  const auto info = run_command("pdfinfo " + shell_quote(pdf));
  ASSERT_EQ(info.exit_code, 0) << info.err;
  const std::string expected_size = paper == "a4" ? "595.276 x 841.89 pts (A4)" : "612 x 792 pts (letter)";
  EXPECT_THAT(info.out, ::testing::HasSubstr("Page size:       " + expected_size)) << info.out;

  const auto pages = read_pdf_pages(pdf);
  ASSERT_EQ(pages.size(), 14u);  // 55 cards: 7 sheets of fronts, each followed by its backs
  for (std::size_t p = 0; p < pages.size(); ++p) {
    EXPECT_NEAR(pages[p].width, layout.page.width, 0.01);
    EXPECT_NEAR(pages[p].height, layout.page.height, 0.01);
    std::vector<Rect> cards;
    // Each card's clip: its trim and the bleed the sheet gives it (up to 3 mm a side).
    // (Letter's sheet holds 8 poker cards on their side, A4's 9 upright.)
    const double w = layout.front_slot(0).width, h = layout.front_slot(0).height, most = mm_to_pt(6) + 0.01;
    for (const auto& r : pages[p].clips)
      if (r.width > w - 0.01 && r.width < w + most && r.height > h - 0.01 && r.height < h + most) cards.push_back(r);
    const int per = layout.per_page();
    const std::size_t expected = static_cast<std::size_t>(p < 12 ? per : 55 - 6 * per);
    ASSERT_EQ(cards.size(), expected) << "page " << p + 1;
    // The slots of the page; on the last, part-filled sheet the cards bleed among themselves only.
    const bool back = p % 2 == 1;
    std::vector<Slot> placed;
    for (std::size_t i = 0; i < cards.size(); ++i)
      placed.push_back(back ? layout.back_slot(static_cast<int>(i)) : layout.front_slot(static_cast<int>(i)));
    if (static_cast<int>(cards.size()) < per) assign_bleed(placed, layout.page, layout.bleed, layout.bleed);
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const Slot& slot = placed[i];
      EXPECT_NEAR(cards[i].x, slot.x - slot.bleed.left, 0.01) << "page " << p + 1 << " card " << i;
      EXPECT_NEAR(cards[i].y, slot.y - slot.bleed.top, 0.01) << "page " << p + 1 << " card " << i;
      if (back) {
        EXPECT_EQ(slot.column, layout.columns - 1 - static_cast<int>(i) % layout.columns);
      }
    }
  }
}

TEST_P(BuildPdf, FontsEmbeddedQpdfCleanAndByteIdentical) {
  const std::string paper = GetParam();
  TempDir out1, out2;
  const std::string a = build(out1, paper), b = build(out2, paper);
  const auto fonts = run_command("pdffonts " + shell_quote(a));
  ASSERT_EQ(fonts.exit_code, 0);
  int font_lines = 0;
  std::istringstream lines(fonts.out);
  std::string line;
  for (int n = 0; std::getline(lines, line); ++n) {
    if (n < 2) continue;  // header
    ++font_lines;
    EXPECT_THAT(line, ::testing::HasSubstr(" yes yes yes ")) << "not embedded/subset: " << line;
  }
  EXPECT_GE(font_lines, 3);
  const auto check = run_command("qpdf --check " + shell_quote(a));
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  EXPECT_EQ(read_file(a), read_file(b)) << "two builds differ";
}

INSTANTIATE_TEST_SUITE_P(Papers, BuildPdf, ::testing::Values("a4", "letter"));

TEST(Cli, VersionHelpAndUsage) {
  const auto version = run_command(shell_quote(deckwright_binary()) + " --version");
  EXPECT_EQ(version.exit_code, 0);
  EXPECT_THAT(version.out, ::testing::HasSubstr("deckwright 0.")) << version.out;
  const auto help = run_command(shell_quote(deckwright_binary()) + " --help");
  EXPECT_EQ(help.exit_code, 0);
  EXPECT_THAT(help.out, ::testing::HasSubstr("build"));
  EXPECT_EQ(run_command(shell_quote(deckwright_binary()) + " frobnicate").exit_code, 2);
  EXPECT_EQ(run_command(shell_quote(deckwright_binary()) + " build").exit_code, 2);
  EXPECT_EQ(run_command(shell_quote(deckwright_binary()) + " build x --paper a5").exit_code, 2);
}

TEST(Cli, ListsBundledSetsAndTemplates) {
  const auto list = run_command("cd " + shell_quote(DW_SOURCE_DIR) + " && " + shell_quote(deckwright_binary()) + " list");
  EXPECT_EQ(list.exit_code, 0) << list.err;
  EXPECT_THAT(list.out, ::testing::HasSubstr("clashing-blades  Clashing Blades! 1.0.0")) << list.out;
  EXPECT_THAT(list.out, ::testing::HasSubstr("  duel\n")) << list.out;
  EXPECT_THAT(list.out, ::testing::HasSubstr("  basic\n")) << list.out;
  EXPECT_THAT(list.out, ::testing::HasSubstr("  a4-poker-gutter\n")) << list.out;
}

}  // namespace
}  // namespace dw
