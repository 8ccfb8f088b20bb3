// A right-to-left booklet (Arabic, our own sentences) typeset with the real fonts, written to a
// PDF and read back with pdftotext -bbox: list markers stand right of their text (nested items
// further in from the right), the quote box has its bar on the right, the contents page has its
// numbers left of the titles, and folios and running heads sit on the outer side of a book that
// binds on the right (odd pages are left-hand pages). A left-to-right control keeps its folios
// where they were.
#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4  // qpdf 11: no PointerHolder transition warning
#include <qpdf/QPDF.hh>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <regex>

#include "booklet/booklet_style.hpp"
#include "booklet/booklet_typesetter.hpp"
#include "booklet/booklet_writer.hpp"
#include "booklet/figure_art.hpp"
#include "booklet/flow.hpp"
#include "booklet/markdown_parser.hpp"
#include "render/font_manifest.hpp"
#include "support/pdf_words.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using testing::PdfWord;
using testing::PdfWordPage;

// Each duelist plays one card per round; the two then reveal their cards together.
const std::string kSentence = "يلعب كل مبارز ورقة واحدة في كل جولة، ثم يكشف المبارزان ورقتيهما معا. ";

std::string arabic_text(int sentences) {
  std::string s;
  for (int i = 0; i < sentences; ++i) s += kSentence;
  return s;
}

// Chapter "The rules": a paragraph, a nested bulleted list, a numbered list and an example;
// section "The end" and a second chapter long enough to give pages 4 and 5 running heads.
std::string arabic_booklet() {
  return "# القواعد\n\n" + arabic_text(2) +
         "\n\n"
         "- يختار كل مبارز ورقة من يده.\n"
         "  - يضعها مقلوبة على الطاولة.\n"
         "- يكشف المبارزان الورقتين معا.\n\n"
         "1. اخلط الأوراق جيدا.\n"
         "2. وزع سبع أوراق على كل مبارز.\n\n"
         "> مثال قصير: يهاجم الأول بسبعة فيصد الثاني بخمسة ويتلقى ضربتين.\n\n"
         "## النهاية\n\n" +
         arabic_text(6) + "\n\n# الفصل الثاني\n\n" + arabic_text(40) + "\n\n" + arabic_text(40) + "\n";
}

class RtlBookletTest : public ::testing::Test {
 protected:
  RtlBookletTest()
      : fonts_(load_font_manifest(fs::path(DW_SOURCE_DIR) / "fonts" / "manifest.toml")),
        text_(fonts_, {fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades" / "art"}),
        art_(set_, nullptr, warnings_) {
    text_.set_language(TextLanguage::for_locale("ar"));
    config_.title = "كتيب التجربة";  // the test booklet
    config_.contents_title = "المحتويات";
    style_ = booklet_style("a4", config_);
    style_.rtl = true;
  }

  BookletDocument parse(const std::string& md) {
    Diagnostics d;
    BookletDocument doc = parse_markdown(md, "t.md", d);
    EXPECT_FALSE(d.has_errors()) << d.format_all();
    return doc;
  }

  // The reading-order PDF of `md` typeset in `style`, read back.
  std::vector<PdfWordPage> pages(const std::string& md, const BookletStyle& style) {
    BookletTypesetter typesetter(style, config_, "1", text_, art_);
    const TypesetBooklet booklet = typesetter.typeset(parse(md));
    const fs::path pdf = dir_.path() / "rules.pdf";
    write_reading_order_pdf(booklet, style, "t", pdf);
    return testing::read_pdf_words(pdf.string());
  }

  // The words on the same line as `w` (their middles within 2.5 pt), `w` left out.
  static std::vector<PdfWord> line_of(const PdfWordPage& page, const PdfWord& w) {
    std::vector<PdfWord> out;
    for (const auto& o : page.words)
      if (std::abs(o.y_mid() - w.y_mid()) < 2.5 && (o.x_min != w.x_min || o.text != w.text)) out.push_back(o);
    return out;
  }

  static bool is_number(const std::string& s) { return std::regex_match(s, std::regex(R"(\.?[0-9]+\.?)")); }

  FontContext fonts_;
  RichLayoutEngine text_;
  CardSet set_;
  Diagnostics warnings_;
  FigureArt art_;
  BookletConfig config_;
  BookletStyle style_;
  testing::TempDir dir_;
};

TEST_F(RtlBookletTest, ListMarkersStandRightOfTheirTextAndNestedItemsStepInFromTheRight) {
  const auto read = pages(arabic_booklet(), style_);
  ASSERT_GE(read.size(), 3u);
  const PdfWordPage& page = read[2];  // the first body page
  const double footer = style_.page.height - style_.bottom;
  std::vector<PdfWord> bullets, dashes, numbers;
  for (const auto& w : page.words) {
    if (w.text == "\u2022") bullets.push_back(w);
    if (w.text == "\u2013") dashes.push_back(w);
    if (is_number(w.text) && w.y_min < footer) numbers.push_back(w);
  }
  ASSERT_EQ(bullets.size(), 2u);
  ASSERT_EQ(dashes.size(), 1u);
  ASSERT_EQ(numbers.size(), 2u);
  for (const auto* markers : {&bullets, &dashes, &numbers}) {
    for (const PdfWord& m : *markers) {
      const auto line = line_of(page, m);
      ASSERT_FALSE(line.empty()) << "marker '" << m.text << "' has no text beside it";
      double text_right = 0;
      for (const auto& w : line) text_right = std::max(text_right, w.x_max);
      EXPECT_GT(m.x_min, text_right - 0.5) << "marker '" << m.text << "' at " << m.x_min << ", its text ends at " << text_right;
      EXPECT_LT(m.x_max, style_.content_left(3) + style_.content_width() + 0.5) << "the marker stays in the text block";
    }
  }
  EXPECT_LT(dashes[0].x_max, bullets[0].x_min) << "a nested item steps in from the right";
  EXPECT_NEAR(bullets[0].x_min, bullets[1].x_min, 0.01);
}

TEST_F(RtlBookletTest, QuoteBarStandsOnTheRightOfItsBox) {
  Flow flow(style_, text_, art_);
  const auto units = flow.typeset(parse(arabic_booklet()).blocks);
  int quoted = 0;
  for (const auto& u : units) {
    if (u.quote < 0) continue;
    ++quoted;
    EXPECT_TRUE(u.quote_bar_right);
  }
  EXPECT_GT(quoted, 0);
  // An English quote in the same book keeps its bar on the left.
  const auto english = flow.typeset(parse("> A short example in English.\n").blocks);
  ASSERT_FALSE(english.empty());
  EXPECT_FALSE(english[0].quote_bar_right);

  // Drawn: along a row through the box, the accent-coloured bar is at the box's right end.
  BookletTypesetter typesetter(style_, config_, "1", text_, art_);
  const TypesetBooklet booklet = typesetter.typeset(parse(arabic_booklet()));
  const double k = 2;  // pixels per point
  const int w = static_cast<int>(style_.page.width * k), h = static_cast<int>(style_.page.height * k);
  cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, w, h);
  cairo_t* cr = cairo_create(image);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  cairo_scale(cr, k, k);
  replay_page(cr, booklet.pages[2]);
  cairo_destroy(cr);
  cairo_surface_flush(image);
  const unsigned char* data = cairo_image_surface_get_data(image);
  const int stride = cairo_image_surface_get_stride(image);
  auto is = [&](int x, int y, const Color& c) {
    const unsigned char* p = data + y * stride + x * 4;  // B G R x
    return std::abs(p[2] - c.r * 255) < 3 && std::abs(p[1] - c.g * 255) < 3 && std::abs(p[0] - c.b * 255) < 3;
  };
  int row = -1;
  for (int y = 0; y < h && row < 0; ++y) {
    int fill = 0;
    for (int x = 0; x < w; ++x) fill += is(x, y, style_.quote_fill);
    if (fill > w / 2) row = y + 2;  // just inside the box's top
  }
  ASSERT_GE(row, 0) << "no quote box on the first body page";
  int box_left = w, box_right = -1, bar_left = w, bar_right = -1;
  for (int x = 0; x < w; ++x) {
    const bool bar = is(x, row, style_.accent);
    if (bar || is(x, row, style_.quote_fill)) box_left = std::min(box_left, x), box_right = std::max(box_right, x);
    if (bar) bar_left = std::min(bar_left, x), bar_right = std::max(bar_right, x);
  }
  cairo_surface_destroy(image);
  ASSERT_GE(bar_right, 0) << "no bar drawn";
  EXPECT_EQ(bar_right, box_right) << "the bar ends the box on the right";
  EXPECT_GT(bar_left, box_right - 3 * k) << "the bar is 2.2 pt wide";
  EXPECT_GT(bar_left - box_left, (box_right - box_left) * 0.9);
}

TEST_F(RtlBookletTest, ContentsNumbersStandLeftOfTheirTitles) {
  const auto read = pages(arabic_booklet(), style_);
  ASSERT_GE(read.size(), 2u);
  const PdfWordPage& contents = read[1];
  const double footer = style_.page.height - style_.bottom;
  int entries = 0;
  for (const auto& n : contents.words) {
    if (!is_number(n.text) || n.y_min > footer) continue;
    ++entries;
    EXPECT_NEAR(n.x_min, style_.content_left(2), 0.5) << "page number " << n.text << " at the block's left edge";
    const auto line = line_of(contents, n);
    ASSERT_FALSE(line.empty());
    for (const auto& w : line) EXPECT_GT(w.x_min, n.x_max + 8) << "title word '" << w.text << "' right of number " << n.text;
  }
  EXPECT_EQ(entries, 3) << "two chapters and a section";
}

TEST_F(RtlBookletTest, FoliosAndRunningHeadsSitOnTheOuterSideOfABookBoundOnTheRight) {
  const auto read = pages(arabic_booklet(), style_);
  ASSERT_GE(read.size(), 6u) << "cover, contents, four body pages at least, back cover";
  const double footer = style_.page.height - style_.bottom, width = style_.page.width;
  auto folio = [&](const PdfWordPage& p) {
    for (const auto& w : p.words)
      if (w.y_min > footer && is_number(w.text)) return w;
    return PdfWord{};
  };
  auto head_extent = [&](const PdfWordPage& p) {
    std::pair<double, double> x{width, 0};
    for (const auto& w : p.words)
      if (w.y_max < style_.top) x = {std::min(x.first, w.x_min), std::max(x.second, w.x_max)};
    return x;
  };
  // Odd pages are left-hand pages: folio and head at the left, the inner (wider) margin at the right.
  EXPECT_EQ(folio(read[2]).text, "3");
  EXPECT_NEAR(folio(read[2]).x_min, style_.outer, 0.5);
  EXPECT_NEAR(folio(read[3]).x_max, width - style_.outer, 0.5);
  EXPECT_NEAR(folio(read[4]).x_min, style_.outer, 0.5);
  EXPECT_NEAR(head_extent(read[3]).second, width - style_.outer, 0.5) << "page 4 names the booklet at its right";
  EXPECT_NEAR(head_extent(read[4]).first, style_.outer, 0.5) << "page 5 names the chapter at its left";
  EXPECT_LT(head_extent(read[4]).second, width / 2);
  EXPECT_DOUBLE_EQ(style_.content_left(3) + style_.content_width(), width - style_.inner);

  // The same pages in a left-to-right book keep their folios on the right of odd pages.
  BookletStyle ltr = style_;
  ltr.rtl = false;
  const auto control = pages(arabic_booklet(), ltr);
  ASSERT_GE(control.size(), 4u);
  EXPECT_NEAR(folio(control[2]).x_max, width - ltr.outer, 0.5);
  EXPECT_NEAR(folio(control[3]).x_min, ltr.outer, 0.5);
}

// The reading direction a viewer is told (/ViewerPreferences /Direction), or "" when none is.
std::string viewer_direction(const fs::path& pdf) {
  QPDF doc;
  doc.processFile(pdf.c_str());
  QPDFObjectHandle prefs = doc.getRoot().getKey("/ViewerPreferences");
  if (!prefs.isDictionary() || !prefs.hasKey("/Direction")) return "";
  return prefs.getKey("/Direction").getName();
}

TEST_F(RtlBookletTest, ViewersAreToldTheBookReadsFromTheRight) {
  BookletTypesetter typesetter(style_, config_, "1", text_, art_);
  const fs::path rtl = dir_.path() / "rtl.pdf", ltr = dir_.path() / "ltr.pdf";
  write_reading_order_pdf(typesetter.typeset(parse(arabic_booklet())), style_, "t", rtl);
  BookletStyle left_to_right = style_;
  left_to_right.rtl = false;
  BookletTypesetter ltr_typesetter(left_to_right, config_, "1", text_, art_);
  write_reading_order_pdf(ltr_typesetter.typeset(parse(arabic_booklet())), left_to_right, "t", ltr);
  EXPECT_EQ(viewer_direction(rtl), "/R2L");
  EXPECT_EQ(viewer_direction(ltr), "");
}

}  // namespace
}  // namespace dw
