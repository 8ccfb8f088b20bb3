// End-to-end over the bundled En Garde! set: it builds on A4 and Letter with no warning at all;
// the sheets hold its 85 cards; six Poise trackers run from 10 to a space labelled No Poise; the
// aids are six turn summaries and two of each table card; the booklet carries the example
// Exchange and the quick reference; the README's picture of the cards is a small PNG.
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

const fs::path kSetDir = fs::path(DW_SOURCE_DIR) / "cardsets" / "en-garde";
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

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

class EnGardeSet : public ::testing::TestWithParam<const char*> {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    result_ = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(kSetDir.string()) +
                          " --paper all --separate-extras --out " + shell_quote(out_->path().string()));
  }
  static void TearDownTestSuite() { out_.reset(); }
  static fs::path file(const std::string& name) { return out_->path() / "en-garde" / name; }
  static std::unique_ptr<TempDir> out_;
  static CommandResult result_;
};
std::unique_ptr<TempDir> EnGardeSet::out_;
CommandResult EnGardeSet::result_;

// The default sheets bleed past every cut, which leaves no margin deep enough for the 50 mm
// check bar on A4 and Letter, nor for marks outside the 5 mm printer margin on some cut lines:
// that warning and the note about gutter ticks (with their hints) are all the build may say.
TEST_P(EnGardeSet, BuildsWithoutAnyWarningButTheCheckBars) {
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

TEST_P(EnGardeSet, SheetsHoldTheWholeDeck) {
  const std::string paper = GetParam();
  const fs::path pdf = file("en-garde-" + paper + ".pdf");
  // 85 cards, 9 a sheet on A4 (10 sheets), 8 on Letter (11), each page of fronts with its backs.
  EXPECT_EQ(read_pdf_pages(pdf.string()).size(), paper == std::string("a4") ? 20u : 22u);
  const std::string text = text_of(pdf);
  for (const char* words : {"Thrust", "Parry Riposte", "Tuck In Your Shirt", "POISE", "Fancy Move"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

TEST_P(EnGardeSet, SixPoiseTrackersDownToNoPoise) {
  const std::string paper = GetParam();
  const fs::path pdf = file("en-garde-trackers-" + paper + ".pdf");
  EXPECT_EQ(cards_on(read_pdf_pages(pdf.string()), 63.5, 88.9), 6u);
  const std::string text = text_of(pdf);
  EXPECT_EQ(occurrences(text, "No Poise"), 12u) << "the labelled space and the note on each of six:\n" << text;
  for (const char* words : {"Duelist 1", "Duelist 6", "start"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

TEST_P(EnGardeSet, AidsForEveryPlayerAndTheTable) {
  const std::string paper = GetParam();
  const fs::path pdf = file("en-garde-aids-" + paper + ".pdf");
  const auto pages = read_pdf_pages(pdf.string());
  EXPECT_EQ(cards_on(pages, 63.5, 88.9), 8u) << "six turn summaries, two card-type references";
  EXPECT_EQ(cards_on(pages, 88.9, 63.5), 2u) << "two 'Closing an Exchange' cards, landscape";
  const std::string text = text_of(pdf);
  for (const char* words : {"Your Turn", "Kinds of Card", "Closing an Exchange", "Disarm"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

TEST_P(EnGardeSet, BookletWithExampleAndQuickReference) {
  const std::string paper = GetParam();
  const fs::path pdf = file(std::string("en-garde-rules-") + (paper == std::string("a4") ? "a5" : "half-letter") + ".pdf");
  EXPECT_GE(read_pdf_pages(pdf.string()).size(), 8u);
  const std::string text = text_of(pdf);
  for (const char* words : {"Getting Ready", "No Poise", "An Example Exchange", "The Deck", "Quick Reference"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

INSTANTIATE_TEST_SUITE_P(Papers, EnGardeSet, ::testing::Values("a4", "letter"));

TEST(EnGardeReadme, ShowsASmallPictureOfTheCards) {
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
