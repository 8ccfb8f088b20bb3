// End-to-end over the bundled German Whist set as a printed product: it builds every target the
// bundled sets build (print sheets on A4 and Letter, TheGameCrafter PNGs, a Tabletop Simulator
// deck) and its German edition without a single warning; the sheets hold the 52 cards and the two
// 'At a Glance' aids (on A4 they fill six sheets exactly); the booklet carries the worked example
// tricks and the quick reference; the German sheets print the translated aid and indices; the
// README's picture of the cards is a small PNG.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

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

const fs::path kSetDir = fs::path(DW_SOURCE_DIR) / "cardsets" / "german-whist";

std::string text_of(const fs::path& pdf) {
  return run_command("pdftotext -layout " + shell_quote(pdf.string()) + " -").out;
}

std::size_t occurrences(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
  return n;
}

std::size_t files_in(const fs::path& dir, const std::string& ending) {
  std::size_t n = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    n += name.size() >= ending.size() && name.compare(name.size() - ending.size(), ending.size(), ending) == 0;
  }
  return n;
}

class GermanWhistSet : public ::testing::TestWithParam<const char*> {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    const std::string build = shell_quote(deckwright_binary()) + " build " + shell_quote(kSetDir.string()) +
                              " --paper all --out " + shell_quote(out_->path().string());
    english_ = run_command(build + " --target pnp,tgc,tts");
    german_ = run_command(build + " --locale de");
  }
  static void TearDownTestSuite() { out_.reset(); }
  static fs::path file(const std::string& name) { return out_->path() / "german-whist" / name; }
  static std::unique_ptr<TempDir> out_;
  static CommandResult english_, german_;
};
std::unique_ptr<TempDir> GermanWhistSet::out_;
CommandResult GermanWhistSet::english_;
CommandResult GermanWhistSet::german_;

TEST_P(GermanWhistSet, BuildsEveryTargetAndTheGermanEditionWithoutAWarning) {
  EXPECT_EQ(english_.exit_code, 0) << english_.err;
  EXPECT_EQ(english_.err, "");
  EXPECT_EQ(german_.exit_code, 0) << german_.err;
  EXPECT_EQ(german_.err, "") << "every message translated, nothing overflows";
  // TheGameCrafter: a front for each of the 52 cards and one back for the deck; Tabletop
  // Simulator: one deck.
  EXPECT_EQ(files_in(file("tgc"), "-front.png"), 52u);
  EXPECT_EQ(files_in(file("tgc"), "-back.png"), 1u);
  EXPECT_TRUE(fs::exists(file("tgc/deck-back.png")));
  EXPECT_TRUE(fs::exists(file("tts/german-whist.json")));
}

TEST_P(GermanWhistSet, SheetsHoldTheDeckAndTwoAids) {
  const std::string paper = GetParam();
  const fs::path pdf = file("german-whist-" + paper + ".pdf");
  // 52 cards and 2 aids: 9 a sheet on A4 fill 6 sheets exactly, 8 on Letter take 7; each page of
  // fronts is followed by its backs.
  EXPECT_EQ(read_pdf_pages(pdf.string()).size(), paper == std::string("a4") ? 12u : 14u);
  const std::string text = text_of(pdf);
  EXPECT_EQ(occurrences(text, "At a Glance"), 2u) << text;
  EXPECT_EQ(occurrences(text, "Each trick"), 2u);
  EXPECT_EQ(occurrences(text, "Fronts · sheet "), paper == std::string("a4") ? 6u : 7u);
}

TEST_P(GermanWhistSet, BookletWithTheExampleTricksAndQuickReference) {
  const std::string paper = GetParam();
  const fs::path pdf = file(std::string("german-whist-rules-") + (paper == std::string("a4") ? "a5" : "half-letter") + ".pdf");
  EXPECT_GE(read_pdf_pages(pdf.string()).size(), 8u);
  const std::string text = text_of(pdf);
  for (const char* words : {"Getting Ready", "Playing a Trick", "The First Half", "The Second Half", "A trick of the first half",
                            "A trick of the second half", "Choices This Edition Makes", "Quick Reference"})
    EXPECT_THAT(text, ::testing::HasSubstr(words)) << words;
}

TEST_P(GermanWhistSet, GermanSheetsPrintTheTranslation) {
  const std::string paper = GetParam();
  const std::string text = text_of(file("de/german-whist-" + paper + ".pdf"));
  EXPECT_EQ(occurrences(text, "Auf einen Blick"), 2u) << text;
  EXPECT_EQ(occurrences(text, "At a Glance"), 0u);
  EXPECT_THAT(text, ::testing::HasSubstr("Vorderseiten · Blatt 1 von "));
  const std::string booklet =
      text_of(file(std::string("de/german-whist-rules-") + (paper == std::string("a4") ? "a5" : "half-letter") + ".pdf"));
  for (const char* words : {"Vorbereitung", "Ein Stich der ersten Hälfte", "Kurzübersicht"})
    EXPECT_THAT(booklet, ::testing::HasSubstr(words)) << words;
}

INSTANTIATE_TEST_SUITE_P(Papers, GermanWhistSet, ::testing::Values("a4", "letter"));

TEST(GermanWhistReadme, ShowsASmallPictureOfTheCards) {
  const fs::path png = kSetDir / "proof.png";
  ASSERT_TRUE(fs::exists(png));
  EXPECT_LE(fs::file_size(png), 150'000u);
  std::ifstream in(png, std::ios::binary);
  char magic[8] = {};
  in.read(magic, 8);
  EXPECT_EQ(std::string(magic + 1, 3), "PNG");
  std::ifstream readme(kSetDir / "README.md");
  std::stringstream all;
  all << readme.rdbuf();
  EXPECT_THAT(all.str(), ::testing::HasSubstr("](proof.png)"));
}

}  // namespace
}  // namespace dw
