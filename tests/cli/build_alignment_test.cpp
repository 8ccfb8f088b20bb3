// End-to-end: back offset and rotation read back from the PDF (long edge: the x shift is
// mirrored; short edge: the y shift is), the backs' own bleed, fold sheets (fronts and turned
// backs on one page), page labels and bookmarks, and options coming from set.toml's [print].
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>

#include <algorithm>
#include <cmath>

#include "print/sheet_layout.hpp"
#include "support/pdf_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

const std::string kSet = std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades";
const SizePt kPoker{mm_to_pt(63.5), mm_to_pt(88.9)};

// Cards only on the sheets (--separate-extras): trackers and aids would fill the last sheet's free slots.
fs::path build(const TempDir& out, const std::string& args, const std::string& file, const std::string& set = kSet) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set) + " " + args + " --separate-extras --out " +
                             shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  const auto check = run_command("qpdf --check " + shell_quote((out.path() / "clashing-blades" / file).string()));
  EXPECT_EQ(check.exit_code, 0) << check.out;
  return out.path() / "clashing-blades" / file;
}

// The cards' clips: the trim with the bleed the sheet gives each side (up to 3 mm).
std::vector<Rect> card_clips(const PageReadback& page) {
  std::vector<Rect> out;
  const double w = kPoker.width, h = kPoker.height, most = mm_to_pt(6) + 0.01;
  for (const auto& r : page.clips)
    if (r.width > w - 0.01 && r.width < w + most && r.height > h - 0.01 && r.height < h + most) out.push_back(r);
  return out;
}

std::vector<Rect> clips_of_size(const PageReadback& page, double w, double h) {
  std::vector<Rect> out;
  for (const auto& r : page.clips)
    if (std::abs(r.width - w) < 0.01 && std::abs(r.height - h) < 0.01) out.push_back(r);
  return out;
}

struct OffsetCase {
  const char* mode;
  double x_mm, y_mm;
  double expect_dx_mm, expect_dy_mm;  // where the back page's cards move, in the back page's own frame
};

class BackOffset : public ::testing::TestWithParam<OffsetCase> {};

TEST_P(BackOffset, BacksMoveWithTheMirroredSign) {
  const OffsetCase c = GetParam();
  TempDir plain_out, moved_out;
  const std::string suffix = std::string(c.mode) == "duplex-long" ? "" : "-duplex-short";
  const fs::path plain = build(plain_out, std::string("--backs ") + c.mode, "clashing-blades-a4" + suffix + ".pdf");
  const fs::path moved = build(moved_out,
                               std::string("--backs ") + c.mode + " --back-offset " + std::to_string(c.x_mm) + "," +
                                   std::to_string(c.y_mm),
                               "clashing-blades-a4" + suffix + ".pdf");
  const auto a = read_pdf_pages(plain.string()), b = read_pdf_pages(moved.string());
  ASSERT_EQ(a.size(), 14u);  // 55 cards: 7 sheets, duplex
  ASSERT_EQ(b.size(), 14u);  // 55 cards: 7 sheets, duplex
  ASSERT_EQ(card_clips(a[0]).size(), 9u);
  const SheetLayout layout = layout_sheet("a4", kPoker);
  for (std::size_t p = 0; p < a.size(); ++p) {
    const auto before = card_clips(a[p]), after = card_clips(b[p]);
    ASSERT_EQ(before.size(), after.size()) << "page " << p + 1;
    const bool back = p % 2 == 1;
    // Without an offset the backs sit on the mirrored slots; with one they move, fronts never. On
    // the last, part-filled sheet the cards bleed among themselves only.
    std::vector<Slot> placed;
    for (std::size_t i = 0; i < before.size(); ++i)
      placed.push_back(!back ? layout.front_slot(static_cast<int>(i))
                             : std::string(c.mode) == "duplex-long" ? layout.back_slot(static_cast<int>(i))
                                                                    : layout.back_slot_short_edge(static_cast<int>(i)));
    if (static_cast<int>(before.size()) < layout.per_page()) assign_bleed(placed, layout.page, layout.bleed, layout.bleed);
    for (std::size_t i = 0; i < before.size(); ++i) {
      const Slot& slot = placed[i];
      EXPECT_NEAR(before[i].x, slot.x - slot.bleed.left, 0.01);
      EXPECT_NEAR(before[i].y, slot.y - slot.bleed.top, 0.01);
      EXPECT_NEAR(after[i].x - before[i].x, back ? mm_to_pt(c.expect_dx_mm) : 0, 0.01) << "page " << p + 1;
      EXPECT_NEAR(after[i].y - before[i].y, back ? mm_to_pt(c.expect_dy_mm) : 0, 0.01) << "page " << p + 1;
    }
  }
}

// Seen from the front, +x is right and +y down. Long edge: the back page's x runs the other way.
// Short edge: its y runs the other way.
INSTANTIATE_TEST_SUITE_P(Modes, BackOffset,
                         ::testing::Values(OffsetCase{"duplex-long", 1.5, -2, -1.5, -2},
                                           OffsetCase{"duplex-short", 1.5, -2, 1.5, 2}),
                         [](const auto& param_info) {
                           return std::string(param_info.param.mode) == "duplex-long" ? "long" : "short";
                         });

TEST(BackRotation, BuildsAndMovesOnlyTheBacks) {
  // The turned clip paths are polygons the readback does not follow; back_alignment_test pins the
  // transform itself. Here: the build works and the fronts are untouched.
  TempDir plain_out, out;
  const fs::path plain = build(plain_out, "", "clashing-blades-a4.pdf");
  const fs::path pdf = build(out, "--back-rotation 1", "clashing-blades-a4.pdf");
  const auto a = read_pdf_pages(plain.string()), b = read_pdf_pages(pdf.string());
  ASSERT_EQ(a.size(), b.size());
  EXPECT_EQ(card_clips(b[0]).size(), 9u);
  for (std::size_t i = 0; i < 9; ++i) EXPECT_NEAR(card_clips(a[0])[i].x, card_clips(b[0])[i].x, 1e-6);
  EXPECT_EQ(card_clips(b[1]).size(), 0u);  // every back is turned
  EXPECT_NE(read_file(plain), read_file(pdf));
}

TEST(BackBleed, BacksBleedIntoTheGuttersFrontsDoNot) {
  TempDir out;
  const fs::path pdf = build(out, "--sheet a4-poker-gutter --back-bleed 1.5", "clashing-blades-a4-poker-gutter.pdf");
  const auto pages = read_pdf_pages(pdf.string());
  // Fronts: 1.5 mm (the sheet's bleed) on every side; backs asked for 1.5 mm too: same size.
  const double w = kPoker.width + mm_to_pt(3), h = kPoker.height + mm_to_pt(3);
  EXPECT_EQ(clips_of_size(pages[0], w, h).size(), 9u);
  EXPECT_EQ(clips_of_size(pages[1], w, h).size(), 9u);
  TempDir out2;
  const fs::path narrow = build(out2, "--sheet a4-poker-gutter --back-bleed 0.5", "clashing-blades-a4-poker-gutter.pdf");
  const auto narrow_pages = read_pdf_pages(narrow.string());
  EXPECT_EQ(clips_of_size(narrow_pages[0], w, h).size(), 9u);
  EXPECT_EQ(clips_of_size(narrow_pages[1], kPoker.width + mm_to_pt(1), kPoker.height + mm_to_pt(1)).size(), 9u);
}

TEST(Fold, FrontsAndTurnedBacksShareAPageAroundTheFoldLine) {
  TempDir out;
  const fs::path pdf = build(out, "--backs fold", "clashing-blades-a4-fold.pdf");
  const auto pages = read_pdf_pages(pdf.string());
  ASSERT_EQ(pages.size(), 14u);  // 55 cards, 4 a page
  EXPECT_NEAR(pages[0].width, mm_to_pt(297), 0.01);  // landscape holds 4 pairs, portrait 3
  EXPECT_NEAR(pages[0].height, mm_to_pt(210), 0.01);
  std::vector<Rect> cards;
  for (const auto& r : pages[0].clips)
    if (r.height > kPoker.height - 0.01 && r.height < kPoker.height + mm_to_pt(6.1)) cards.push_back(r);
  ASSERT_EQ(cards.size(), 8u);
  const double fold = mm_to_pt(105);
  for (int i = 0; i < 4; ++i) {
    const Rect& front = cards[2 * i];
    const Rect& back = cards[2 * i + 1];
    EXPECT_NEAR(front.y + front.height, fold, 0.01) << i;  // bleeds to the fold line
    EXPECT_NEAR(back.y, fold, 0.01) << i;
    EXPECT_NEAR(front.x, back.x, 0.01) << i;
  }
  QPDF q;
  q.processFile(pdf.c_str());
  EXPECT_FALSE(q.getRoot().getKey("/ViewerPreferences").hasKey("/Duplex"));
}

std::vector<std::string> page_labels(const fs::path& pdf) {
  QPDF q;
  q.processFile(pdf.c_str());
  auto nums = q.getRoot().getKey("/PageLabels").getKey("/Nums");
  std::vector<std::string> out;
  for (int i = 0; i < nums.getArrayNItems(); i += 2) {
    auto d = nums.getArrayItem(i + 1);
    out.push_back(std::to_string(nums.getArrayItem(i).getIntValue()) + ":" + d.getKey("/P").getUTF8Value() +
                  std::to_string(d.getKey("/St").getIntValue()));
  }
  return out;
}

TEST(PageLabels, FrontsAndBacksAreLabelledAndBookmarked) {
  TempDir out;
  const fs::path pdf = build(out, "--backs separate", "clashing-blades-a4-separate.pdf");
  EXPECT_EQ(page_labels(pdf), (std::vector<std::string>{"0:Fronts 1", "7:Backs 1"}));
  const fs::path duplex = build(out, "", "clashing-blades-a4.pdf");
  EXPECT_EQ(page_labels(duplex), (std::vector<std::string>{"0:Fronts 1", "1:Backs 1", "2:Fronts 2", "3:Backs 2",
                                                            "4:Fronts 3", "5:Backs 3", "6:Fronts 4", "7:Backs 4",
                                                            "8:Fronts 5", "9:Backs 5", "10:Fronts 6", "11:Backs 6",
                                                            "12:Fronts 7", "13:Backs 7"}));
  const auto json = run_command("qpdf --json --json-key=outlines " + shell_quote(duplex.string()));
  for (const char* text : {"\"title\": \"Fronts\"", "\"title\": \"Backs\"", "\"title\": \"Sheet 7 of 7\""})
    EXPECT_THAT(json.out, ::testing::HasSubstr(text)) << text;
  const auto pdftext = run_command("pdftotext -f 1 -l 1 " + shell_quote(duplex.string()) + " -");
  EXPECT_THAT(pdftext.out, ::testing::HasSubstr("Clashing Blades! 1.0.0 · Fronts · sheet 1 of 7")) << pdftext.out;
  EXPECT_THAT(pdftext.out, ::testing::HasSubstr("50 mm: measure to check the print scale"));
}

TEST(SetPrintTable, SheetBacksMarksAndOffsetComeFromSetToml) {
  TempDir set, out;
  for (const auto& entry : fs::recursive_directory_iterator(kSet)) {
    const auto rel = fs::relative(entry.path(), kSet);
    if (entry.is_directory()) fs::create_directories(set.path() / rel);
    else fs::copy_file(entry.path(), set.path() / rel);
  }
  std::string toml = read_file(set.path() / "set.toml");
  toml.replace(toml.find("[print]\n"), 8,
               "[print]\nsheet = \"a4-poker-gutter\"\nbacks = \"duplex-short\"\nmarks = \"cross\"\n"
               "back_offset = [\"1mm\", \"0.5mm\"]\n");
  set.write("set.toml", toml);
  const fs::path pdf = build(out, "", "clashing-blades-a4-poker-gutter-duplex-short.pdf", set.path().string());
  ASSERT_TRUE(fs::exists(pdf));
  toml.replace(toml.find("a4-poker-gutter"), 15, "a4-poker-gutterr");
  set.write("set.toml", toml);
  const auto bad = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                               " --out " + shell_quote(out.path().string()));
  EXPECT_EQ(bad.exit_code, 2);
  const auto sheet_line = 1 + std::count(toml.begin(), toml.begin() + static_cast<std::ptrdiff_t>(toml.find("sheet = ")), '\n');
  EXPECT_THAT(bad.err, ::testing::HasSubstr("set.toml:" + std::to_string(sheet_line) +
                                            ":9: error: unknown sheet preset 'a4-poker-gutterr' (did you mean 'a4-poker-gutter'?)"))
      << bad.err;
  const auto wrong_size = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(kSet) +
                                      " --sheet a4-tarot --out " + shell_quote(out.path().string()));
  EXPECT_EQ(wrong_size.exit_code, 2);
  EXPECT_THAT(wrong_size.err, ::testing::HasSubstr("sheet 'a4-tarot' is made for tarot cards, but the set's cards are poker"))
      << wrong_size.err;
}

}  // namespace
}  // namespace dw
