// End-to-end: `deckwright build` writes the rules booklet of a set beside its card sheets, in
// reading order (A5 or half-letter pages) and imposed for saddle stitching (two pages a side on
// landscape A4 or Letter). The imposed order is read back from the real PDF with pdftotext, half
// sheet by half sheet, against the reading-order pages. Bad Markdown and card:ID references to
// missing cards are reported at their file:line:col with exit code 2, and nothing is written.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <sstream>

#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

// The words of a text, sorted: page text compared without caring for line order or direction.
std::string words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> all;
  for (std::string w; in >> w;) all.push_back(w);
  std::sort(all.begin(), all.end());
  std::string out;
  for (const auto& w : all) out += w + " ";
  return out;
}

std::string page_text(const fs::path& pdf, int page, int x = -1, int width = 0, int height = 0) {
  std::string crop;
  if (x >= 0)
    crop = " -x " + std::to_string(x) + " -y 0 -W " + std::to_string(width) + " -H " + std::to_string(height);
  const auto r = run_command("pdftotext -f " + std::to_string(page) + " -l " + std::to_string(page) + crop + " " +
                             shell_quote(pdf.string()) + " -");
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return r.out;
}

int page_count(const fs::path& pdf) {
  const auto r = run_command("pdfinfo " + shell_quote(pdf.string()));
  const auto at = r.out.find("Pages:");
  return at == std::string::npos ? -1 : std::stoi(r.out.substr(at + 6));
}

std::string page_size(const fs::path& pdf) {
  const auto r = run_command("pdfinfo " + shell_quote(pdf.string()));
  const auto at = r.out.find("Page size:");
  return at == std::string::npos ? "" : r.out.substr(at + 17, r.out.find('\n', at) - at - 17);
}

class ClashingBladesBooklet : public ::testing::Test {
 protected:
  static void SetUpTestSuite() {
    out_ = std::make_unique<TempDir>();
    for (const char* flip : {"short-edge", "long-edge"}) {
      const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                                 shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") +
                                 " --paper all --booklet-flip " + flip + " --out " + shell_quote(out_->path().string()));
      ASSERT_EQ(r.exit_code, 0) << r.err;
    }
  }
  static void TearDownTestSuite() { out_.reset(); }
  static fs::path file(const std::string& name) { return out_->path() / "clashing-blades" / name; }
  static std::unique_ptr<TempDir> out_;
};
std::unique_ptr<TempDir> ClashingBladesBooklet::out_;

TEST_F(ClashingBladesBooklet, PageSizesForBothPapers) {
  EXPECT_EQ(page_size(file("clashing-blades-rules-a5.pdf")), "419.528 x 595.276 pts");
  EXPECT_EQ(page_size(file("clashing-blades-rules-half-letter.pdf")), "396 x 612 pts");
  EXPECT_EQ(page_size(file("clashing-blades-rules-a4-booklet.pdf")), "841.89 x 595.276 pts (A4)");
  EXPECT_EQ(page_size(file("clashing-blades-rules-letter-booklet.pdf")), "792 x 612 pts (letter)");
  for (const char* paper : {"a4", "letter"}) {
    const int pages = page_count(file(std::string("clashing-blades-rules-") + (paper == std::string("a4") ? "a5" : "half-letter") + ".pdf"));
    EXPECT_GE(pages, 8) << "cover, contents, at least six pages of rules, back cover";
    EXPECT_EQ(page_count(file(std::string("clashing-blades-rules-") + paper + "-booklet.pdf")), 2 * ((pages + 3) / 4));
  }
}

// Each half of each imposed side holds exactly the text of the reading-order page the imposition
// puts there (or nothing, for padding): sheet 1's front reads "last | 1", its back "2 | last-1".
TEST_F(ClashingBladesBooklet, ImposedOrderReadBackWithPdftotext) {
  for (const std::string paper : {"a4", "letter"}) {
    SCOPED_TRACE(paper);
    const fs::path reading = file("clashing-blades-rules-" + std::string(paper == "a4" ? "a5" : "half-letter") + ".pdf");
    const fs::path imposed = file("clashing-blades-rules-" + paper + "-booklet.pdf");
    const int n = page_count(reading);
    const int padded = (n + 3) / 4 * 4;
    ASSERT_GT(n, 4);
    std::vector<std::string> reading_words(static_cast<std::size_t>(n) + 1);
    for (int p = 1; p <= n; ++p) reading_words[static_cast<std::size_t>(p)] = words(page_text(reading, p));
    EXPECT_THAT(reading_words[1], ::testing::HasSubstr("Blades!")) << "the cover shows the title";
    // 1-based padded position -> reading page, blanks before the back cover.
    auto at = [&](int position) { return position == padded ? n : position < n ? position : 0; };
    const int half = paper == "a4" ? 421 : 396, height = paper == "a4" ? 596 : 612;
    for (int s = 0; s < padded / 4; ++s) {
      const int expected[2][2] = {{at(padded - 2 * s), at(2 * s + 1)}, {at(2 * s + 2), at(padded - 2 * s - 1)}};
      for (int side = 0; side < 2; ++side) {
        const int pdf_page = 2 * s + side + 1;
        for (int h = 0; h < 2; ++h) {
          const std::string got = words(page_text(imposed, pdf_page, h * half, half, height));
          const int want = expected[side][h];
          EXPECT_EQ(got, want ? reading_words[static_cast<std::size_t>(want)] : "")
              << "sheet " << s + 1 << (side ? " back" : " front") << (h ? " right" : " left") << " should be page " << want;
        }
      }
    }
    // The acceptance wording, spelled out for sheet 1.
    EXPECT_EQ(words(page_text(imposed, 1, 0, half, height)), reading_words[static_cast<std::size_t>(n)]);
    EXPECT_EQ(words(page_text(imposed, 1, half, half, height)), reading_words[1]);
    EXPECT_EQ(words(page_text(imposed, 2, 0, half, height)), reading_words[2]);
    EXPECT_EQ(words(page_text(imposed, 2, half, half, height)), reading_words[static_cast<std::size_t>(at(padded - 1))]);
  }
}

// Long-edge printers: the back sides are turned 180 degrees, so the page meant for the right half
// is drawn upside down on the left, and the other way round. Fronts are unchanged.
TEST_F(ClashingBladesBooklet, LongEdgeTurnsBackSides) {
  const fs::path reading = file("clashing-blades-rules-a5.pdf");
  const fs::path short_edge = file("clashing-blades-rules-a4-booklet.pdf");
  const fs::path long_edge = file("clashing-blades-rules-a4-booklet-long-edge.pdf");
  ASSERT_EQ(page_count(long_edge), page_count(short_edge));
  EXPECT_EQ(words(page_text(long_edge, 1, 421, 421, 596)), words(page_text(reading, 1)));
  EXPECT_EQ(words(page_text(long_edge, 2, 421, 421, 596)), words(page_text(reading, 2)));
  const auto json = run_command("qpdf --json --json-key=qpdf " + shell_quote(long_edge.string()));
  EXPECT_THAT(json.out, ::testing::HasSubstr("DuplexFlipLongEdge"));
  const auto short_json = run_command("qpdf --json --json-key=qpdf " + shell_quote(short_edge.string()));
  EXPECT_THAT(short_json.out, ::testing::HasSubstr("DuplexFlipShortEdge"));
}

TEST_F(ClashingBladesBooklet, QpdfCleanFontsEmbeddedAndByteIdentical) {
  TempDir again;
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") +
                             " --paper all --out " + shell_quote(again.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  for (const char* name : {"clashing-blades-rules-a5.pdf", "clashing-blades-rules-a4-booklet.pdf",
                           "clashing-blades-rules-half-letter.pdf", "clashing-blades-rules-letter-booklet.pdf"}) {
    SCOPED_TRACE(name);
    const auto check = run_command("qpdf --check " + shell_quote(file(name).string()));
    EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
    const auto fonts = run_command("pdffonts " + shell_quote(file(name).string()));
    std::istringstream lines(fonts.out);
    std::string line;
    int n = 0;
    for (int i = 0; std::getline(lines, line); ++i) {
      if (i < 2) continue;
      ++n;
      EXPECT_THAT(line, ::testing::HasSubstr(" yes yes yes ")) << line;
    }
    EXPECT_GE(n, 3);
    EXPECT_EQ(read_file(file(name)), read_file(again.path() / "clashing-blades" / name)) << "two builds differ";
  }
}

TEST_F(ClashingBladesBooklet, TextStaysTextAndCardsAreVectors) {
  // The example of play shows cards as vectors: their text is in the PDF, no image is embedded.
  const fs::path reading = file("clashing-blades-rules-a5.pdf");
  const int n = page_count(reading);
  std::string all;
  for (int p = 1; p <= n; ++p) all += page_text(reading, p);
  EXPECT_THAT(all, ::testing::HasSubstr("Parry-Riposte")) << "card titles drawn from the card templates";
  EXPECT_THAT(all, ::testing::HasSubstr("Contents"));
  EXPECT_THAT(all, ::testing::HasSubstr("The Marcus King"));
  const auto images = run_command("pdfimages -list " + shell_quote(reading.string()));
  EXPECT_EQ(std::count(images.out.begin(), images.out.end(), '\n'), 2) << "header lines only:\n" << images.out;
}

// A small set with a booklet, for the diagnostics.
const char* kSet = R"(id = "tiny"
title = "Tiny"
version = "1.0"

[card]
size = "poker"

[print]
back = "back"

[fields]
name = "string"

[booklet]
cover_art = "art/icon.svg"
)";
const char* kCards = "[[card]]\nid = \"one\"\nkind = \"face\"\nname = \"One\"\n\n[[card]]\nid = \"two\"\nkind = \"face\"\nname = \"Two\"\n";
const char* kFace = "[[element]]\ntype = \"text\"\ntext = \"{name}\"\nfont = \"Linux Libertine O\"\n";
const char* kBack = "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#402020\"\n";
const char* kIcon = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 10 10'><circle cx='5' cy='5' r='4'/></svg>";
const char* kRules = "# Tiny\n\nA card :icon: in text.\n\n![The first card](card:one)\n";

struct BadBooklet {
  const char* name;
  std::string rules;
  const char* position;  // relative to the set
  const char* message;
};

class BookletDiagnostics : public ::testing::TestWithParam<BadBooklet> {};

TEST_P(BookletDiagnostics, ReportedAtFileLineColumnAndNothingWritten) {
  const BadBooklet& c = GetParam();
  TempDir set, out;
  set.write("set.toml", kSet);
  set.write("cards/cards.toml", kCards);
  set.write("templates/face.toml", kFace);
  set.write("templates/back.toml", kBack);
  set.write("art/icon.svg", kIcon);
  set.write("booklet/rules.md", kRules);
  const std::string command = shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                              " --out " + shell_quote(out.path().string());
  const auto good = run_command(command);
  ASSERT_EQ(good.exit_code, 0) << good.err;
  const fs::path booklet = out.path() / "tiny" / "tiny-rules-a4-booklet.pdf";
  const std::string before = read_file(booklet);
  ASSERT_FALSE(before.empty());

  set.write("booklet/rules.md", c.rules);
  const auto bad = run_command(command);
  EXPECT_EQ(bad.exit_code, 2) << bad.err;
  const std::string expected = (set.path() / c.position).string() + ": error: " + c.message;
  EXPECT_THAT(bad.err, ::testing::HasSubstr(expected)) << "expected " << expected << " in:\n" << bad.err;
  EXPECT_THAT(bad.err, ::testing::HasSubstr("hint: ")) << bad.err;
  EXPECT_EQ(read_file(booklet), before) << "the previous booklet changed";
}

INSTANTIATE_TEST_SUITE_P(
    Catalogue, BookletDiagnostics,
    ::testing::Values(
        BadBooklet{"MissingCard", "# Tiny\n\nText.\n\n![A card](card:three)\n", "booklet/rules.md:5:11",
                   "card:three names no card of the set"},
        BadBooklet{"MisspeltCard", "# Tiny\n\n![x](card:on)\n", "booklet/rules.md:3:6",
                   "card:on names no card of the set (did you mean 'one'?)"},
        BadBooklet{"UnclosedEmphasis", "# Tiny\n\nSome **bold text\nthat never ends.\n", "booklet/rules.md:3:6",
                   "'*' opens or closes no emphasis"},
        BadBooklet{"UnfinishedImage", "# Tiny\n\nSee ![the card(card:one)\n", "booklet/rules.md:3:5",
                   "unfinished image or link"},
        BadBooklet{"RawHtml", "# Tiny\n\n<table><tr><td>x</td></tr></table>\n", "booklet/rules.md:3:1",
                   "raw HTML is not supported in a booklet"},
        BadBooklet{"TooDeep", "# Tiny\n\n#### Deeper\n", "booklet/rules.md:3:6", "heading level 4 is deeper"},
        BadBooklet{"UnknownIcon", "# Tiny\n\nDeal 2 :sword: now.\n", "booklet/rules.md:3:8", "unknown icon ':sword:'"},
        BadBooklet{"MissingImage", "# Tiny\n\n![](art/none.svg)\n", "booklet/rules.md:3:5",
                   "image 'art/none.svg' does not exist"},
        BadBooklet{"ImageLeavesSet", "# Tiny\n\n![](../../etc/passwd)\n", "booklet/rules.md:3:5",
                   "path '../../etc/passwd' leaves the card set's folder"}),
    [](const ::testing::TestParamInfo<BadBooklet>& param) { return std::string(param.param.name); });

TEST(BookletConfig, MissingSourceAndUnknownKey) {
  TempDir set, out;
  set.write("set.toml", std::string(kSet) + "source = \"booklet/nope.md\"\nfonts = \"x\"\n");
  set.write("cards/cards.toml", kCards);
  set.write("templates/face.toml", kFace);
  set.write("templates/back.toml", kBack);
  set.write("art/icon.svg", kIcon);
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                             " --out " + shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr((set.path() / "set.toml").string() + ":16:10: error: the booklet source 'booklet/nope.md' does not exist")) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr((set.path() / "set.toml").string() + ":17:1: error: unknown key 'fonts' in the [booklet] table (did you mean 'font'?)")) << r.err;
  EXPECT_FALSE(fs::exists(out.path() / "tiny")) << "nothing is written";
}

}  // namespace
}  // namespace dw
