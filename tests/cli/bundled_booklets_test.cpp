// The rules booklets of every bundled card set, built for A4 and Letter and read back with
// pdftotext: English booklets print curly quotes and apostrophes, never straight ones, and their
// justified text breaks words at syllables (Debian's hyphen-en-us dictionary), no cover line
// is a lone word (the subtitle's column narrows until its last line holds two), no page but the
// covers holds under 5 lines; the aids and trackers have no straight quotes either.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <vector>

#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

const std::vector<std::string> kSets = {"clash-of-steel", "clashing-blades", "clubs", "duel-cards", "en-garde",
                                         "german-whist", "crazy-eights"};

class BundledBooklets : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    for (const auto& set : kSets)
      for (const char* paper : {"a4", "letter"}) {
        const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                                   shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --paper " + paper +
                                   " --separate-extras --out " + shell_quote(out_->path().string()));
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
  EXPECT_EQ(read, 14) << "seven sets, two papers";
}

// Every booklet breaks some words; a short one (Crazy Eights: seven A5 pages of short
// paragraphs and lists) may need only one break, so the longer ones carry the count.
TEST_F(BundledBooklets, JustifiedEnglishIsHyphenated) {
  int booklets_read = 0, broken_in_all = 0;
  for (const auto& set : kSets)
    for (const auto& pdf : booklets(set)) {
      // A line broken inside a word ends in the hyphen Pango draws for the soft hyphen (U+00AD).
      int broken = 0;
      std::istringstream lines(text_of(pdf));
      for (std::string line; std::getline(lines, line);)
        broken += line.size() >= 2 && line.compare(line.size() - 2, 2, "\u00AD") == 0;
      EXPECT_GE(broken, 1) << pdf.filename() << ": words broken at line ends";
      ++booklets_read;
      broken_in_all += broken;
    }
  EXPECT_GE(broken_in_all, 3 * booklets_read);
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

// The body lines of each page of a booklet read back with pdftotext -layout: its non-blank lines
// without the folio (a line that is only a number) and without the running header (a first line
// that is also another page's first line).
std::vector<int> body_lines_per_page(const fs::path& pdf) {
  const auto r = run_command("pdftotext -layout " + shell_quote(pdf.string()) + " -");
  std::vector<std::vector<std::string>> pages(1);
  std::istringstream in(r.out);
  for (std::string line; std::getline(in, line);) {
    std::size_t feed;
    while ((feed = line.find('\f')) != std::string::npos) {
      const std::string before = line.substr(0, feed);
      if (before.find_first_not_of(' ') != std::string::npos) pages.back().push_back(before);
      pages.emplace_back();
      line = line.substr(feed + 1);
    }
    const std::size_t a = line.find_first_not_of(' ');
    if (a == std::string::npos) continue;
    pages.back().push_back(line.substr(a));
  }
  if (pages.back().empty()) pages.pop_back();
  std::map<std::string, int> first_lines;
  for (const auto& page : pages)
    if (!page.empty()) ++first_lines[page.front()];
  std::vector<int> counts;
  for (const auto& page : pages) {
    int n = 0;
    for (std::size_t i = 0; i < page.size(); ++i) {
      if (page[i].find_first_not_of("0123456789 ") == std::string::npos) continue;  // the folio
      if (i == 0 && first_lines[page[i]] > 1) continue;                             // the running header
      ++n;
    }
    counts.push_back(n);
  }
  return counts;
}

// No page under kMinPageLines (5) lines but the covers: En Garde!'s A5 booklet ended on a page
// of 2 lines of text before the paginator balanced a chapter's short last page against the page
// before it.
TEST_F(BundledBooklets, EveryPageButTheCoversHoldsFiveLines) {
  for (const auto& set : kSets)
    for (const auto& pdf : booklets(set)) {
      const std::vector<int> lines = body_lines_per_page(pdf);
      ASSERT_GE(lines.size(), 4u) << pdf.filename();
      for (std::size_t p = 1; p + 1 < lines.size(); ++p)
        EXPECT_GE(lines[p], 5) << pdf.filename() << ": page " << p + 1 << " of " << lines.size();
    }
}

// The player aids and trackers print curly quotes and apostrophes as the cards and booklets do.
TEST_F(BundledBooklets, EnglishAidsAndTrackersHaveNoStraightQuotes) {
  int read = 0;
  for (const auto& set : kSets)
    for (const auto& entry : fs::directory_iterator(out_->path() / set)) {
      const std::string name = entry.path().filename().string();
      if (name.find("-aids-") == std::string::npos && name.find("-trackers-") == std::string::npos) continue;
      ++read;
      const std::string text = text_of(entry.path());
      EXPECT_GT(text.size(), 20u) << name;
      const auto at = text.find_first_of("'\"");
      EXPECT_EQ(at, std::string::npos) << name << ": a straight quote in '"
                                       << text.substr(at == std::string::npos ? 0 : (at > 30 ? at - 30 : 0), 60) << "'";
    }
  EXPECT_GE(read, 14) << "the aids and trackers of seven sets on two papers";
}

}  // namespace
}  // namespace dw
