// End-to-end: `deckwright build` prints the set's trackers and player aids on A4 and Letter: the
// Clashing Blades! health tracker once per duelist as poker cards in the deck's sheet grid, the
// reference cards in their landscape grid; crop marks, fonts, qpdf and determinism as for every
// PDF; a bad tracker declaration stops the build with its position and writes nothing.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <memory>
#include <sstream>

#include "print/crop_marks.hpp"
#include "print/sheet_layout.hpp"
#include "support/pdf_readback.hpp"
#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

std::string text_of(const fs::path& pdf) {
  return run_command("pdftotext -layout " + shell_quote(pdf.string()) + " -").out;
}

std::vector<Rect> rects_of_size(const PageReadback& page, double w, double h) {
  std::vector<Rect> out;
  for (const auto& r : page.clips)
    if (std::abs(r.width - w) < 0.01 && std::abs(r.height - h) < 0.01) out.push_back(r);
  return out;
}

class ClashingBladesExtras : public ::testing::TestWithParam<const char*> {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                               shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") +
                               " --paper all --separate-extras --out " + shell_quote(out_->path().string()));
    ASSERT_EQ(r.exit_code, 0) << r.err;
  }
  static void TearDownTestSuite() { out_.reset(); }
  static fs::path file(const std::string& name) { return out_->path() / "clashing-blades" / name; }
  static std::unique_ptr<TempDir> out_;
};
std::unique_ptr<TempDir> ClashingBladesExtras::out_;

TEST_P(ClashingBladesExtras, HealthTrackerOnePerDuelistInTheCardGrid) {
  const std::string paper = GetParam();
  const fs::path pdf = file("clashing-blades-trackers-" + paper + ".pdf");
  const auto pages = read_pdf_pages(pdf.string());
  ASSERT_EQ(pages.size(), 1u);
  const SizePt poker{mm_to_pt(63.5), mm_to_pt(88.9)};
  const SheetLayout layout = layout_sheet(computed_sheet_template(paper, poker));  // upright, as pieces print
  EXPECT_NEAR(pages[0].width, layout.page.width, 0.01);
  const auto cards = rects_of_size(pages[0], poker.width, poker.height);
  ASSERT_EQ(cards.size(), 2u) << "15 health points for each of the two duelists";
  for (int i = 0; i < 2; ++i) {
    EXPECT_NEAR(cards[static_cast<std::size_t>(i)].x, layout.front_slot(i).x, 0.01);
    EXPECT_NEAR(cards[static_cast<std::size_t>(i)].y, layout.front_slot(i).y, 0.01);
  }
  const std::string text = text_of(pdf);
  for (const char* word : {"Health", "Duelist 1", "Duelist 2", "start", "defeated"})
    EXPECT_THAT(text, ::testing::HasSubstr(word)) << word << " in\n" << text;
  // Every number of the track, 15 down to 0, on each copy.
  for (int v = 0; v <= 15; ++v) {
    std::size_t count = 0;
    const std::string token = std::to_string(v);
    std::istringstream in(text);
    for (std::string w; in >> w;) count += w == token;
    EXPECT_GE(count, 2u) << "space " << v;
  }
}

TEST_P(ClashingBladesExtras, ReferenceCardsFromData) {
  const std::string paper = GetParam();
  const fs::path pdf = file("clashing-blades-aids-" + paper + ".pdf");
  const auto pages = read_pdf_pages(pdf.string());
  ASSERT_EQ(pages.size(), 2u) << "landscape interaction cards, then the portrait turn summaries";
  EXPECT_EQ(rects_of_size(pages[0], mm_to_pt(88.9), mm_to_pt(63.5)).size(), 2u);
  EXPECT_EQ(rects_of_size(pages[1], mm_to_pt(63.5), mm_to_pt(88.9)).size(), 2u);
  const std::string text = text_of(pdf);
  for (const char* words : {"When Cards Meet", "Whoever faces more damage", "Nothing: discard both", "A Clash, Step by Step",
                            "Parry and riposte"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words << " in\n" << text;
}

TEST_P(ClashingBladesExtras, QpdfCleanFontsEmbeddedAndByteIdentical) {
  const std::string paper = GetParam();
  TempDir again;
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") + " --paper " + paper +
                             " --separate-extras --out " + shell_quote(again.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const std::string kind : {"trackers", "aids"}) {
    const std::string name = "clashing-blades-" + kind + "-" + paper + ".pdf";
    const auto check = run_command("qpdf --check " + shell_quote(file(name).string()));
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    const auto fonts = run_command("pdffonts " + shell_quote(file(name).string()));
    std::istringstream lines(fonts.out);
    std::string line;
    for (int i = 0; std::getline(lines, line); ++i)
      if (i >= 2) {
        EXPECT_THAT(line, ::testing::HasSubstr(" yes yes yes ")) << line;
      }
    EXPECT_EQ(read_file(file(name)), read_file(again.path() / "clashing-blades" / name)) << name;
  }
}

// The two tracker cards fill the first row of a 3x3 grid: cut marks belong beside that row only,
// none in the side margins further down, where no card is.
TEST_P(ClashingBladesExtras, CropMarksOnlyBesideThePiecesOfAPartFilledPage) {
  const std::string paper = GetParam();
  TempDir scratch;
  const fs::path pdf = file("clashing-blades-trackers-" + paper + ".pdf");
  const auto r = run_command("pdftoppm -r 72 -png -singlefile " + shell_quote(pdf.string()) + " " +
                             shell_quote((scratch.path() / "page").string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  PngPixels page((scratch.path() / "page.png").string());
  ASSERT_TRUE(page.ok());
  const SheetLayout layout = layout_sheet(computed_sheet_template(paper, SizePt{mm_to_pt(63.5), mm_to_pt(88.9)}));
  const Slot first = layout.front_slot(0);
  const auto dark_in = [&](int x0, int x1, int y0, int y1) {
    int dark = 0;
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x) dark += (page.at(x, y) & 0xFF) < 0x80;
    return dark;
  };
  const int left_margin = static_cast<int>(first.x) - 2;
  const int row_bottom = static_cast<int>(first.y + first.height);
  // Marks beside the first row where the side margin has room for one between the bleed and the
  // 5 mm printer margin; otherwise the row's cuts are marked by ticks in the gutter instead.
  if (first.x - first.bleed.left - layout.mark_offset - kPrinterMargin >= mm_to_pt(1)) {
    EXPECT_GT(dark_in(0, left_margin, static_cast<int>(first.y) - 2, row_bottom + 2), 0) << "marks beside the first row";
  }
  EXPECT_EQ(dark_in(0, left_margin, row_bottom + 4, page.height()), 0) << "no marks beside the empty rows";
}

INSTANTIATE_TEST_SUITE_P(Papers, ClashingBladesExtras, ::testing::Values("a4", "letter"));

TEST(Extras, BadTrackerStopsTheBuild) {
  TempDir set, out;
  set.write("set.toml", R"(id = "tiny"
title = "Tiny"
version = "1"

[card]
size = "poker"

[print]
back = "back"

[[tracker]]
id = "score"
kind = "track"
from = 0
to = 80
token = "cube"
)");
  set.write("cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"face\"\n");
  set.write("templates/face.toml", "[[element]]\ntype = \"rect\"\nfill = \"ivory\"\n");
  set.write("templates/back.toml", "[[element]]\ntype = \"rect\"\nfill = \"navy\"\n");
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) + " --out " +
                             shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr((set.path() / "set.toml").string() + ":11:1: error: tracker 'score': its 81 spaces are")) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("hint: use fewer spaces")) << r.err;
  EXPECT_FALSE(fs::exists(out.path() / "tiny")) << "nothing is written";
}

}  // namespace
}  // namespace dw
