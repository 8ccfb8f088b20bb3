// End-to-end over the bundled Clash of Steel set: it builds on A4 and Letter with no warning at
// all; the sheets hold its 104 cards; the trackers are one Game Turn track (1 to 10) and a
// Resources in Play track (0 to 10) for each of four players; the aids are four turn summaries
// and two of each bonus card; the booklet carries the example turn and the quick reference; the
// README's picture of the cards is a small PNG.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>
#include <fstream>
#include <memory>
#include <sstream>

#include "support/pdf_readback.hpp"
#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

const fs::path kSetDir = fs::path(DW_SOURCE_DIR) / "cardsets" / "clash-of-steel";
constexpr double kPt = 72.0 / 25.4;

std::string text_of(const fs::path& pdf) {
  return run_command("pdftotext -layout " + shell_quote(pdf.string()) + " -").out;
}

std::size_t cards_on(const std::vector<PageReadback>& pages, double w_mm, double h_mm) {
  std::size_t n = 0;
  for (const auto& page : pages)
    for (const auto& r : page.clips)
      n += std::abs(r.width - w_mm * kPt) < 0.01 && std::abs(r.height - h_mm * kPt) < 0.01;
  return n;
}

class ClashOfSteelSet : public ::testing::TestWithParam<const char*> {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    result_ = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(kSetDir.string()) +
                          " --paper all --separate-extras --out " + shell_quote(out_->path().string()));
  }
  static void TearDownTestSuite() { out_.reset(); }
  static fs::path file(const std::string& name) { return out_->path() / "clash-of-steel" / name; }
  static std::unique_ptr<TempDir> out_;
  static CommandResult result_;
};
std::unique_ptr<TempDir> ClashOfSteelSet::out_;
CommandResult ClashOfSteelSet::result_;

// The default sheets bleed past every cut, which leaves no margin deep enough for the 50 mm
// check bar on A4 and Letter, nor for marks outside the 5 mm printer margin on some cut lines:
// that warning and the note about gutter ticks (with their hints) are all the build may say.
TEST_P(ClashOfSteelSet, BuildsWithoutAnyWarningButTheCheckBars) {
  EXPECT_EQ(result_.exit_code, 0) << result_.err;
  std::istringstream lines(result_.err);
  std::string line;
  while (std::getline(lines, line)) {
    const bool check_bar = line.find("has no room in its margins for the 50 mm check bar") != std::string::npos ||
                           line.find("hint: choose a sheet with wider margins") != std::string::npos;
    const bool ticks = line.find("they are marked by ticks in the gutters") != std::string::npos ||
                       line.find("hint: cut along the ticks") != std::string::npos;
    EXPECT_TRUE(check_bar || ticks) << line;
  }
}

TEST_P(ClashOfSteelSet, SheetsHoldEveryCardWithItsBack) {
  const std::string paper = GetParam();
  const auto pages = read_pdf_pages(file("clash-of-steel-" + paper + ".pdf").string());
  // 104 cards, 9 a sheet on A4 (12 sheets), 8 on Letter (13), each page of fronts with its backs.
  EXPECT_EQ(pages.size(), paper == std::string("a4") ? 24u : 26u);
  const std::string text = text_of(file("clash-of-steel-" + paper + ".pdf"));
  for (const char* words : {"Blue Dragon", "Peasant Militia", "Woodlands / Fletcher", "STARTING UNIT", "CLASH OF STEEL",
                            "Counts for victory", "DEFENDS"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

TEST_P(ClashOfSteelSet, TurnTrackAndAResourceTrackPerPlayer) {
  const std::string paper = GetParam();
  const fs::path pdf = file("clash-of-steel-trackers-" + paper + ".pdf");
  EXPECT_EQ(cards_on(read_pdf_pages(pdf.string()), 63.5, 88.9), 5u) << "one turn track, four resource tracks";
  const std::string text = text_of(pdf);
  for (const char* words : {"Game", "last turn", "Resources", "limit", "Player 1", "Player 4"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words << " in\n" << text;
}

TEST_P(ClashOfSteelSet, AidsForEveryPlayerAndTheTable) {
  const std::string paper = GetParam();
  const fs::path pdf = file("clash-of-steel-aids-" + paper + ".pdf");
  const auto pages = read_pdf_pages(pdf.string());
  EXPECT_EQ(cards_on(pages, 63.5, 88.9), 6u) << "four turn summaries, two resource bonus cards";
  EXPECT_EQ(cards_on(pages, 88.9, 63.5), 2u) << "two creature bonus cards, landscape";
  const std::string text = text_of(pdf);
  for (const char* words : {"Your Turn", "Creature Bonuses", "Resource Bonuses", "Lava Pits"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

TEST_P(ClashOfSteelSet, BookletWithExampleAndQuickReference) {
  const std::string paper = GetParam();
  const fs::path pdf = file(std::string("clash-of-steel-rules-") + (paper == std::string("a4") ? "a5" : "half-letter") + ".pdf");
  EXPECT_GE(read_pdf_pages(pdf.string()).size(), 8u);
  const std::string text = text_of(pdf);
  for (const char* words : {"Getting Ready", "A Player", "An Example Turn", "House Rules", "Quick Reference"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

INSTANTIATE_TEST_SUITE_P(Papers, ClashOfSteelSet, ::testing::Values("a4", "letter"));

TEST(ClashOfSteelReadme, ShowsASmallPictureOfTheCards) {
  const fs::path png = kSetDir / "cards.png";
  ASSERT_TRUE(fs::exists(png));
  EXPECT_LE(fs::file_size(png), 150'000u);
  std::ifstream in(png, std::ios::binary);
  char magic[8] = {};
  in.read(magic, 8);
  EXPECT_EQ(std::string(magic + 1, 3), "PNG");
  std::ifstream readme(kSetDir / "README.md");
  std::stringstream all;
  all << readme.rdbuf();
  EXPECT_THAT(all.str(), ::testing::HasSubstr("](cards.png)"));
}

}  // namespace
}  // namespace dw
