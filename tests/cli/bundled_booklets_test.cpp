// The rules booklets of every bundled card set, built for A4 and Letter and read back with
// pdftotext: English booklets print curly quotes and apostrophes, never straight ones, and their
// justified text breaks words at syllables (Debian's hyphen-en-us dictionary), and no cover line
// is a lone word (the subtitle's column narrows until its last line holds two).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

const std::vector<std::string> kSets = {"clash-of-steel", "clashing-blades", "clubs", "duel-cards", "en-garde"};

class BundledBooklets : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    for (const auto& set : kSets)
      for (const char* paper : {"a4", "letter"}) {
        const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                                   shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --paper " + paper +
                                   " --out " + shell_quote(out_->path().string()));
        ASSERT_EQ(r.exit_code, 0) << set << ": " << r.err;
      }
  }
  static void TearDownTestSuite() { out_.reset(); }
  // The reading-order booklets of a set (one per paper).
  static std::vector<fs::path> booklets(const std::string& set) {
    std::vector<fs::path> found;
    for (const auto& entry : fs::directory_iterator(out_->path() / set)) {
      const std::string name = entry.path().filename().string();
      if (name.find("-rules-") != std::string::npos && name.find("-booklet") == std::string::npos)
        found.push_back(entry.path());
    }
    return found;
  }
  static std::string text_of(const fs::path& pdf) {
    const auto r = run_command("pdftotext " + shell_quote(pdf.string()) + " -");
    EXPECT_EQ(r.exit_code, 0) << r.err;
    return r.out;
  }
  static std::unique_ptr<TempDir> out_;
};
std::unique_ptr<TempDir> BundledBooklets::out_;

TEST_F(BundledBooklets, EnglishBookletsHaveNoStraightQuotes) {
  int read = 0;
  for (const auto& set : kSets)
    for (const auto& pdf : booklets(set)) {
      ++read;
      const std::string text = text_of(pdf);
      EXPECT_GT(text.size(), 1000u) << pdf;
      const auto at = text.find_first_of("'\"");
      EXPECT_EQ(at, std::string::npos) << pdf.filename() << ": a straight quote in '"
                                       << text.substr(at == std::string::npos ? 0 : (at > 30 ? at - 30 : 0), 60) << "'";
      EXPECT_THAT(text, ::testing::HasSubstr("\u2019")) << pdf.filename() << " has apostrophes, set curly";
    }
  EXPECT_EQ(read, 10) << "five sets, two papers";
}

TEST_F(BundledBooklets, JustifiedEnglishIsHyphenated) {
  for (const auto& set : kSets)
    for (const auto& pdf : booklets(set)) {
      // A line broken inside a word ends in the hyphen Pango draws for the soft hyphen (U+00AD).
      int broken = 0;
      std::istringstream lines(text_of(pdf));
      for (std::string line; std::getline(lines, line);)
        broken += line.size() >= 2 && line.compare(line.size() - 2, 2, "\u00AD") == 0;
      EXPECT_GE(broken, 3) << pdf.filename() << ": words broken at line ends";
    }
}

TEST_F(BundledBooklets, CoverLinesAreNeverALoneWord) {
  for (const auto& set : kSets)
    for (const auto& pdf : booklets(set)) {
      const auto r = run_command("pdftotext -l 1 " + shell_quote(pdf.string()) + " -");
      ASSERT_EQ(r.exit_code, 0) << r.err;
      std::istringstream lines(r.out);
      for (std::string line; std::getline(lines, line);) {
        while (!line.empty() && (line.back() == ' ' || line.back() == '\f')) line.pop_back();
        if (line.empty() || line == "CLUBS") continue;  // CLUBS: a title of one word
        EXPECT_THAT(line, ::testing::HasSubstr(" ")) << pdf.filename() << ": the cover line '" << line << "' is one word";
      }
    }
}

}  // namespace
}  // namespace dw
