// A player aid in Arabic (our own words) drawn into a PDF and read back with pdftotext -bbox:
// the list numbers stand right of their items and the table's first column is on the right.
// The same aid in English keeps its numbers on the left.
#include <gtest/gtest.h>
#include <cairo-pdf.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "render/font_manifest.hpp"
#include "support/pdf_words.hpp"
#include "support/temp_dir.hpp"
#include "trackers/aid_painter.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using testing::PdfWord;

AidSpec aid(const std::vector<std::string>& items, const std::vector<std::string>& row) {
  AidSpec a;
  a.component.size = SizePt{mm_to_pt(63.5), mm_to_pt(88.9)};
  AidSection list;
  list.kind = SectionKind::list;
  list.numbered = true;
  list.items = items;
  AidSection table;
  table.kind = SectionKind::table;
  table.header = false;
  table.rows = {row};
  a.sections = {list, table};
  return a;
}

std::vector<PdfWord> draw(const AidSpec& a, const std::string& locale, const fs::path& pdf) {
  const FontContext fonts(load_font_manifest(fs::path(DW_SOURCE_DIR) / "fonts" / "manifest.toml"));
  RichLayoutEngine text(fonts, {});
  text.set_language(TextLanguage::for_locale(locale));
  const SizePt size = a.component.size;
  cairo_surface_t* surface = cairo_pdf_surface_create(pdf.c_str(), size.width, size.height);
  cairo_t* cr = cairo_create(surface);
  paint_aid(cr, a, 1, size.width, size.height, text);
  cairo_destroy(cr);
  cairo_surface_finish(surface);
  cairo_surface_destroy(surface);
  const auto pages = testing::read_pdf_words(pdf.string());
  return pages.empty() ? std::vector<PdfWord>{} : pages[0].words;
}

// The marker word ("1." or ".1") and the rightmost and leftmost other words on its line.
struct MarkerLine {
  PdfWord marker;
  double text_left = 1e9, text_right = -1;
};
MarkerLine marker_line(const std::vector<PdfWord>& words, const std::string& a, const std::string& b) {
  MarkerLine out;
  for (const auto& w : words)
    if (w.text == a || w.text == b) out.marker = w;
  for (const auto& w : words)
    if (std::abs(w.y_mid() - out.marker.y_mid()) < 2 && w.x_min != out.marker.x_min) {
      out.text_left = std::min(out.text_left, w.x_min);
      out.text_right = std::max(out.text_right, w.x_max);
    }
  return out;
}

TEST(AidRightToLeft, NumbersStandRightOfTheirItemsAndTablesStartOnTheRight) {
  testing::TempDir dir;
  // "Shuffle the cards." / "Deal seven cards."; a row of two numbers (pdftotext splits Arabic
  // words into letters, digits it keeps whole).
  const auto words = draw(aid({"اخلط الأوراق.", "وزع سبع أوراق."}, {"17", "29"}), "ar", dir.path() / "ar.pdf");
  ASSERT_FALSE(words.empty());
  const MarkerLine first = marker_line(words, "1.", ".1");
  ASSERT_FALSE(first.marker.text.empty()) << "no list number found";
  ASSERT_GE(first.text_right, 0);
  EXPECT_GT(first.marker.x_min, first.text_right - 0.5);
  const MarkerLine second = marker_line(words, "2.", ".2");
  EXPECT_NEAR(second.marker.x_min, first.marker.x_min, 0.5);
  const auto attack = std::find_if(words.begin(), words.end(), [](const PdfWord& w) { return w.text == "17"; });
  const auto parry = std::find_if(words.begin(), words.end(), [](const PdfWord& w) { return w.text == "29"; });
  ASSERT_NE(attack, words.end());
  ASSERT_NE(parry, words.end());
  EXPECT_GT(attack->x_min, parry->x_max) << "the first column is on the right";

  const auto english = draw(aid({"Shuffle the cards.", "Deal seven each."}, {"Attack", "Parry"}), "en", dir.path() / "en.pdf");
  const MarkerLine ltr = marker_line(english, "1.", ".1");
  ASSERT_FALSE(ltr.marker.text.empty());
  EXPECT_LT(ltr.marker.x_max, ltr.text_left + 0.5);
  const auto attack_en = std::find_if(english.begin(), english.end(), [](const PdfWord& w) { return w.text == "Attack"; });
  const auto parry_en = std::find_if(english.begin(), english.end(), [](const PdfWord& w) { return w.text == "Parry"; });
  ASSERT_NE(attack_en, english.end());
  ASSERT_NE(parry_en, english.end());
  EXPECT_LT(attack_en->x_max, parry_en->x_min);
}

}  // namespace
}  // namespace dw
