// End-to-end: `deckwright build --target dtc` on Clashing Blades!: one PDF per deck (cards file),
// back then front for every physical card, 198 x 270 pt pages with TrimBox and BleedBox on every
// page (pdfinfo -box), PDF/X-1a keys and output intent, DeviceCMYK only, every font embedded,
// qpdf-clean, byte-identical between two builds, the one back drawing shared by every back page, and at most 240 % total ink on every pixel as
// Ghostscript renders it (measured here independently of the build's own check).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>

#include <regex>
#include <set>
#include <sstream>

#include "support/run_command.hpp"
#include "tiny_set.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

struct Deck {
  const char* file;
  int cards;
  int repeats;  // fronts of copies after a card's first (cards counted more than once)
};
const Deck kDecks[] = {{"clashing-blades-duel.pdf", 30, 0}, {"clashing-blades-health.pdf", 4, 0}};

fs::path build(const TempDir& out) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") +
                             " --target dtc --out " + shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return out.path() / "clashing-blades" / "dtc";
}

double max_ink_percent(const fs::path& pdf, const TempDir& scratch) {
  const auto r = run_command("gs -q -dBATCH -dNOPAUSE -sDEVICE=pamcmyk32 -r50 -sOutputFile=" +
                             shell_quote((scratch.path() / "p%03d.pam").string()) + " " + shell_quote(pdf.string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  int most = 0, pages = 0;
  for (const auto& entry : fs::directory_iterator(scratch.path())) {
    const std::string bytes = read_file(entry.path());
    const auto start = bytes.find("ENDHDR\n") + 7;
    for (std::size_t i = start; i + 3 < bytes.size(); i += 4) {
      int sum = 0;
      for (int c = 0; c < 4; ++c) sum += static_cast<unsigned char>(bytes[i + c]);
      most = std::max(most, sum);
    }
    ++pages;
    fs::remove(entry.path());
  }
  EXPECT_GT(pages, 0);
  return most * 100.0 / 255;
}

TEST(BuildDtc, DecksBoxesOrderCmykInkFontsAndDeterminism) {
  TempDir out1, out2, scratch;
  const fs::path dir = build(out1), again = build(out2);
  for (const Deck& deck : kDecks) {
    SCOPED_TRACE(deck.file);
    const fs::path pdf = dir / deck.file;
    ASSERT_TRUE(fs::exists(pdf));
    EXPECT_EQ(read_file(pdf), read_file(again / deck.file)) << "two builds differ";
    EXPECT_EQ(run_command("qpdf --check " + shell_quote(pdf.string())).exit_code, 0);

    const auto boxes = run_command("pdfinfo -box -f 1 -l 999 " + shell_quote(pdf.string()));
    EXPECT_THAT(boxes.out, ::testing::HasSubstr("PDF version:     1.4"));
    const int pages = 2 * deck.cards;
    for (int p = 1; p <= pages; ++p) {
      const std::string n = std::to_string(p);
      const std::string pad = p < 10 ? "    " : p < 100 ? "   " : "  ";
      EXPECT_THAT(boxes.out, ::testing::HasSubstr("Page" + pad + n + " size:  198 x 270 pts")) << p;
      EXPECT_THAT(boxes.out, ::testing::HasSubstr("Page" + pad + n + " TrimBox:       9.00     9.00   189.00   261.00")) << p;
      EXPECT_THAT(boxes.out, ::testing::HasSubstr("Page" + pad + n + " BleedBox:      0.00     0.00   198.00   270.00")) << p;
    }
    EXPECT_THAT(boxes.out, ::testing::Not(::testing::HasSubstr("Page" + std::string(pages + 1 < 10 ? "    " : pages + 1 < 100 ? "   " : "  ") +
                             std::to_string(pages + 1) + " size")));

    // Back first: the backs carry no text, the fronts do.
    for (int p : {1, 2, pages - 1, pages}) {
      const auto text = run_command("pdftotext -f " + std::to_string(p) + " -l " + std::to_string(p) + " " +
                                    shell_quote(pdf.string()) + " -");
      const bool has_text = std::regex_search(text.out, std::regex("[A-Za-z]"));
      EXPECT_EQ(has_text, p % 2 == 0) << "page " << p << ": " << text.out;
    }

    QPDF q;
    q.processFile(pdf.c_str());
    EXPECT_EQ(q.getTrailer().getKey("/Info").getKey("/GTS_PDFXVersion").getUTF8Value(), "PDF/X-1a:2003");
    EXPECT_EQ(q.getTrailer().getKey("/Info").getKey("/Trapped").getName(), "/False");
    auto intent = q.getRoot().getKey("/OutputIntents").getArrayItem(0);
    EXPECT_EQ(intent.getKey("/S").getName(), "/GTS_PDFX");
    EXPECT_TRUE(intent.getKey("/DestOutputProfile").isStream());

    // A card counted twice is one drawing: its pages share the converted content (the backs,
    // art drawn from SVG, have no digest here and stay one page each).
    std::vector<QPDFObjectHandle> all_pages = q.getAllPages();
    ASSERT_EQ(static_cast<int>(all_pages.size()), pages);
    std::set<std::string> contents;
    for (auto& page : all_pages) contents.insert(page.getKey("/Contents").unparse());
    EXPECT_EQ(static_cast<int>(contents.size()), pages - deck.repeats) << "each repeated card page shares";

    const auto qdf = run_command("qpdf --qdf --object-streams=disable " + shell_quote(pdf.string()) + " -");
    EXPECT_THAT(qdf.out, ::testing::Not(::testing::HasSubstr("/DeviceRGB")));
    EXPECT_THAT(qdf.out, ::testing::Not(::testing::HasSubstr(" rg\n")));

    const auto fonts = run_command("pdffonts " + shell_quote(pdf.string()));
    std::istringstream lines(fonts.out);
    std::string line;
    for (int n = 0; std::getline(lines, line); ++n)
      if (n >= 2) {
        EXPECT_THAT(line, ::testing::HasSubstr(" yes yes ")) << line;
      }

    const double ink = max_ink_percent(pdf, scratch);
    EXPECT_LE(ink, 240.0);
    EXPECT_GT(ink, 50.0);  // the measurement sees the cards
    const auto inkcov = run_command("gs -q -o - -sDEVICE=inkcov " + shell_quote(pdf.string()));
    int covered = 0;
    std::istringstream cov(inkcov.out);
    while (std::getline(cov, line))
      if (line.find("CMYK OK") != std::string::npos) ++covered;
    EXPECT_EQ(covered, pages);
  }
}

// A deck whose faces repeat: twelve cards with one back drawing (no SVG art), the third card
// counted three times. Each distinct face is converted once and the repeats share its content,
// in the deck's order, with the text of each front on its page.
TEST(BuildDtc, RepeatedFacesShareOnePage) {
  TempDir set, out;
  set.write("set.toml",
             "id = \"rep\"\ntitle = \"Repeats\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n[print]\n"
             "back = \"basic-back\"\n[templates]\ncard = \"basic\"\n[fields]\nname = \"string\"\n"
             "value = \"integer\"\ntext = \"text\"\n");
  std::string cards;
  for (int i = 0; i < 12; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"card\"\nname = \"Card" + std::to_string(i) +
             "\"\nvalue = " + std::to_string(i) + "\ntext = \"Play it.\"\n" + (i == 2 ? "count = 3\n" : "") + "\n";
  set.write("cards/cards.toml", cards);
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                             " --target dtc --out " + shell_quote(out.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path pdf = out.path() / "rep" / "dtc" / "rep-cards.pdf";
  QPDF q;
  q.processFile(pdf.c_str());
  std::vector<QPDFObjectHandle> pages = q.getAllPages();
  ASSERT_EQ(pages.size(), 28u);  // 14 physical cards, back and front
  std::set<std::string> backs, fronts;
  for (std::size_t p = 0; p < pages.size(); ++p)
    (p % 2 == 0 ? backs : fronts).insert(pages[p].getKey("/Contents").unparse());
  EXPECT_LE(backs.size(), 2u) << "one back drawing (the first may stand apart while its fonts are new)";
  EXPECT_EQ(fronts.size(), 12u) << "the three copies of Card2 share one page";
  EXPECT_EQ(pages[5].getKey("/Contents").unparse(), pages[7].getKey("/Contents").unparse());
  EXPECT_EQ(pages[5].getKey("/Contents").unparse(), pages[9].getKey("/Contents").unparse());
  for (int p : {2, 4, 6, 10, 28}) {
    const auto text = run_command("pdftotext -f " + std::to_string(p) + " -l " + std::to_string(p) + " " +
                                  shell_quote(pdf.string()) + " -");
    const int card = p <= 4 ? p / 2 - 1 : p <= 10 ? 2 : p / 2 - 3;
    EXPECT_THAT(text.out, ::testing::HasSubstr("Card" + std::to_string(card))) << "page " << p;
  }
  EXPECT_EQ(run_command("qpdf --check " + shell_quote(pdf.string())).exit_code, 0);
}

// A card counted twice is the same drawing twice, found once: its copies share one page even when
// its front is the first drawing with its font, whose cairo-script alone carries the font's data.
TEST(BuildDtc, ACardsCopiesShareOnePageWhenItIsTheFirstWithItsFont) {
  TempDir set, out;
  write_tiny_set(set);  // card "one" comes first, counted twice; its back has no text
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                             " --target dtc --no-cache --out " + shell_quote(out.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  QPDF q;
  q.processFile((out.path() / "tiny" / "dtc" / "tiny-cards.pdf").c_str());
  std::vector<QPDFObjectHandle> pages = q.getAllPages();
  ASSERT_EQ(pages.size(), 6u);  // back, front of "one" twice, then of "two"
  EXPECT_EQ(pages[1].getKey("/Contents").unparse(), pages[3].getKey("/Contents").unparse());
  EXPECT_NE(pages[1].getKey("/Contents").unparse(), pages[5].getKey("/Contents").unparse());
}

}  // namespace
}  // namespace dw
