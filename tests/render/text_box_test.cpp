// Pins text fitting: text that fits keeps its size; long text shrinks until it fits the height;
// a long unbreakable word shrinks until it fits the width; text that cannot fit reports its
// overflow at min_size.
#include "render/text_box.hpp"
#include "render/word_segments.hpp"
#include "render/cjk_digits.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>

#include "render/font_context.hpp"
#include "render/font_manifest.hpp"

namespace dw {
namespace {

class TextBoxTest : public ::testing::Test {
 protected:
  TextBoxTest() : fonts_(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml")), box_(fonts_.pango()) {
    element_.type = ElementType::text;
    element_.font = "Linux Libertine O";
    element_.size = 12;
    element_.min_size = 4;
  }
  FontContext fonts_;
  TextBox box_;
  Element element_;
};

TEST_F(TextBoxTest, ShortTextKeepsItsSize) {
  const TextFit fit = box_.fit(element_, parse_markup("Parry"), 100, 30);
  EXPECT_TRUE(fit.fits());
  EXPECT_DOUBLE_EQ(fit.size, 12);
  EXPECT_EQ(fit.lines, 1);
}

TEST_F(TextBoxTest, LongTextShrinksToFitTheHeight) {
  const std::string text(400, 'x');
  std::string words;
  for (int i = 0; i < 60; ++i) words += "parry riposte ";
  const TextFit fit = box_.fit(element_, parse_markup(words), 120, 60);
  EXPECT_TRUE(fit.fits());
  EXPECT_LT(fit.size, 12);
  EXPECT_GE(fit.size, 4);
  // The largest fitting size: a little larger no longer fits.
  Element bigger = element_;
  bigger.min_size = bigger.size = fit.size + 0.2;
  EXPECT_FALSE(box_.fit(bigger, parse_markup(words), 120, 60).fits());
}

TEST_F(TextBoxTest, LongCompoundWordShrinksToFitTheWidth) {
  // 40 characters without a break opportunity: word wrapping alone would overflow sideways.
  const std::string word = "Donaudampfschifffahrtsgesellschaftskapit";
  ASSERT_EQ(word.size(), 40u);
  const TextFit fit = box_.fit(element_, parse_markup(word), 90, 40);
  EXPECT_TRUE(fit.fits()) << "overflow " << fit.overflow_width;
  EXPECT_LT(fit.size, 12);
  int width = 0, height = 0;
  pango_layout_get_size(box_.layout(), &width, &height);
  EXPECT_LE(width / double(PANGO_SCALE), 90.01);
}

TEST_F(TextBoxTest, ReportsOverflowAtMinSize) {
  std::string words;
  for (int i = 0; i < 200; ++i) words += "overflowing ";
  const TextFit fit = box_.fit(element_, parse_markup(words), 50, 20);
  EXPECT_FALSE(fit.fits());
  EXPECT_DOUBLE_EQ(fit.size, 4);
  EXPECT_GT(fit.overflow_height, 0);
}

TEST_F(TextBoxTest, MaxLinesIsHonoured) {
  element_.max_lines = 2;
  const TextFit fit = box_.fit(element_, parse_markup("one two three four five six seven eight nine ten"), 80, 200);
  EXPECT_TRUE(fit.fits());
  EXPECT_LE(fit.lines, 2);
}

TEST_F(TextBoxTest, JustifyFillsEveryLineButTheLast) {
  const std::string words = "one two three four five six seven eight nine ten eleven twelve thirteen fourteen";
  auto line_width = [&](int i) {
    PangoRectangle logical;
    pango_layout_line_get_extents(pango_layout_get_line_readonly(box_.layout(), i), nullptr, &logical);
    return logical.width / double(PANGO_SCALE);
  };
  element_.align = HAlign::left;
  box_.lay_out(element_, parse_markup(words), 150, 200, 12);
  const int lines = pango_layout_get_line_count(box_.layout());
  ASSERT_GE(lines, 3);
  const double ragged = line_width(0);
  element_.align = HAlign::justify;
  box_.lay_out(element_, parse_markup(words), 150, 200, 12);
  EXPECT_LT(ragged, 148);
  EXPECT_NEAR(line_width(0), 150, 0.5);
  EXPECT_NEAR(line_width(1), 150, 0.5);
  EXPECT_LT(line_width(lines - 1), 148) << "the last line stays ragged";
}

TEST_F(TextBoxTest, BaselineKeepsTheFirstBaselineWhenTextShrinks) {
  // Two boxes at the same y with the same nominal size: one shrinks to fit, both baselines agree.
  auto first_baseline = [&](const std::string& text, VAlign valign, double* fitted) {
    element_.valign = valign;
    const TextFit fit = box_.fit(element_, parse_markup(text), 60, 40);
    *fitted = fit.size;
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 60, 40);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    box_.draw(cr, element_, 40, element_.color);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    int lowest = -1;  // the lowest row with ink: the baseline of these letters without descenders
    for (int y = 0; y < 40; ++y) {
      const auto* row = reinterpret_cast<const uint32_t*>(cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s));
      for (int x = 0; x < 60; ++x)
        if ((row[x] & 0xff) < 128) lowest = y;
    }
    cairo_surface_destroy(s);
    return lowest;
  };
  double big = 0, small = 0;
  const int short_line = first_baseline("Tom", VAlign::baseline, &big);
  const int long_line = first_baseline("Abracadabrabracadabra", VAlign::baseline, &small);
  ASSERT_DOUBLE_EQ(big, 12);
  ASSERT_LT(small, 8);
  EXPECT_NEAR(long_line, short_line, 1);
  const int top_aligned = first_baseline("Abracadabrabracadabra", VAlign::top, &small);
  EXPECT_LT(top_aligned, short_line - 2) << "top alignment would lift the shrunk text";
}

TEST(FontContext, ResolvesOnlyManifestFamilies) {
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  EXPECT_EQ(fonts.resolved_family("Linux Libertine O"), "Linux Libertine O");
  EXPECT_EQ(fonts.resolved_family("DejaVu Serif"), "DejaVu Serif");
  EXPECT_NE(fonts.resolved_family("Liberation Sans"), "Liberation Sans");  // installed or not, never seen
}

}  // namespace
}  // namespace dw

namespace dw {
namespace {

// Japanese: unmarked, Pango breaks between any two characters (防|御 at a narrow width); with the
// word language set, ICU's words are kept on one line, so every line starts and ends at a word's
// edge.
class JapaneseWordsTest : public TextBoxTest {};

TEST_F(JapaneseWordsTest, WordsStayOnOneLine) {
  element_.font = "Noto Sans CJK JP";
  element_.size = element_.min_size = 10;
  const std::string text = "攻撃力が上がる防御カードを手札に戻す";
  const std::vector<ByteRange> words = dictionary_words(text, "ja");
  ASSERT_GE(words.size(), 4u) << "ICU finds the words";
  auto broken_words = [&](const std::vector<std::string>& lines) {
    int broken = 0;
    std::size_t at = 0;
    for (std::size_t i = 0; i + 1 < lines.size(); ++i) {
      at += lines[i].size();  // a break at byte `at`
      for (const ByteRange& w : words) broken += w.start < at && at < w.end;
    }
    return broken;
  };
  box_.lay_out(element_, parse_markup(text), 42, 200, 10);
  const std::vector<std::string> plain = box_.line_texts();
  ASSERT_GE(plain.size(), 4u) << ::testing::PrintToString(plain);
  EXPECT_GT(broken_words(plain), 0) << "without words marked, some line breaks inside a word";
  box_.set_word_language("ja");
  box_.lay_out(element_, parse_markup(text), 42, 200, 10);
  const std::vector<std::string> kept = box_.line_texts();
  ASSERT_GE(kept.size(), 4u);
  EXPECT_EQ(broken_words(kept), 0) << "no line breaks inside a word";
}


// A katakana loanword ICU's dictionary does not know stays one word.
TEST(WordSegments, AKatakanaRunIsOneWord) {
  const std::string text = "1点の攻撃。アンガルドでのみ出せる。";
  std::vector<std::string> words;
  for (const ByteRange& w : dictionary_words(text, "ja")) words.push_back(text.substr(w.start, w.end - w.start));
  EXPECT_NE(std::find(words.begin(), words.end(), "アンガルド"), words.end()) << ::testing::PrintToString(words);
  EXPECT_NE(std::find(words.begin(), words.end(), "攻撃"), words.end());
  EXPECT_TRUE(dictionary_words("Parry and riposte", "en").size() == 3u || !needs_word_segments("en"));
}

}  // namespace
}  // namespace dw

namespace dw {
namespace {

// The text of each line of `layout`, read with Pango's own line API.
std::vector<std::string> pango_lines(PangoLayout* layout) {
  std::vector<std::string> lines;
  const char* text = pango_layout_get_text(layout);
  for (int i = 0; i < pango_layout_get_line_count(layout); ++i) {
    const PangoLayoutLine* line = pango_layout_get_line_readonly(layout, i);
    std::string s(text + line->start_index, static_cast<std::size_t>(line->length));
    while (!s.empty() && (s.back() == ' ' || s.back() == '\n')) s.pop_back();
    lines.push_back(s);
  }
  return lines;
}

// Pins render/widow_lines: a fitted paragraph whose last line would hold one word takes the word
// before it down, with the same number of lines; justified text too.
TEST_F(TextBoxTest, AParagraphDoesNotEndOnOneWord) {
  const std::string text = "Discard a card to parry the next attack made against you this turn";
  element_.size = element_.min_size = 10;
  element_.align = HAlign::justify;
  // A width at which Pango alone leaves the last word on a line of its own.
  const PangoLayoutPtr plain(pango_layout_new(fonts_.pango()));
  const PangoFontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), element_.font.c_str());
  pango_font_description_set_absolute_size(font.get(), 10 * PANGO_SCALE);
  pango_layout_set_font_description(plain.get(), font.get());
  pango_layout_set_text(plain.get(), text.c_str(), -1);
  pango_layout_set_wrap(plain.get(), PANGO_WRAP_WORD);
  double width = 0;
  std::vector<std::string> widowed;
  for (double w = 60; w < 200 && width == 0; w += 1) {
    pango_layout_set_width(plain.get(), static_cast<int>(w * PANGO_SCALE));
    widowed = pango_lines(plain.get());
    if (widowed.size() >= 2 && widowed.back().find(' ') == std::string::npos) width = w;
  }
  ASSERT_GT(width, 0) << "some width leaves one word on the last line";
  const TextFit fit = box_.lay_out(element_, parse_markup(text + "\n" + text), width, 500, 10);
  const std::vector<std::string> lines = pango_lines(box_.layout());
  ASSERT_EQ(lines.size(), 2 * widowed.size()) << ::testing::PrintToString(lines);
  EXPECT_TRUE(fit.fits());
  // The two words are joined by a no-break space (U+00A0) or an ordinary one.
  auto two_words = [](const std::string& line) { return line.find(' ') != std::string::npos || line.find("\u00A0") != std::string::npos; };
  EXPECT_TRUE(two_words(lines[widowed.size() - 1])) << "first paragraph: " << ::testing::PrintToString(lines);
  EXPECT_TRUE(two_words(lines.back())) << "second paragraph: " << ::testing::PrintToString(lines);
}

// Pins render/cjk_digits: in Japanese text set in a Western family, a digit beside kana is drawn
// with the Japanese family's digits; without a digit family it comes from the Western one.
TEST(JapaneseDigits, DigitsBesideKanaComeFromTheJapaneseFamily) {
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"), "ja");
  TextBox box_(fonts.pango());
  Element element_;
  element_.type = ElementType::text;
  element_.font = "Linux Libertine O";
  element_.size = element_.min_size = 12;
  const std::string text = "スペードの2";
  auto family_of_digit = [&] {
    box_.lay_out(element_, parse_markup(text), 200, 100, 12);
    const PangoLayoutIterPtr it(pango_layout_get_iter(box_.layout()));
    do {
      PangoLayoutRun* run = pango_layout_iter_get_run_readonly(it.get());
      if (!run) continue;
      const PangoItem* item = run->item;
      const std::size_t digit = std::string(pango_layout_get_text(box_.layout())).find('2');  // after any joiner
      if (static_cast<std::size_t>(item->offset) <= digit && digit < static_cast<std::size_t>(item->offset + item->length)) {
        const PangoFontDescriptionPtr d(pango_font_describe(item->analysis.font));
        return std::string(pango_font_description_get_family(d.get()));
      }
    } while (pango_layout_iter_next_run(it.get()));
    return std::string("(no run)");
  };
  EXPECT_EQ(family_of_digit(), "Linux Libertine O") << "the Western family has digits of its own";
  box_.set_digit_family("Noto Sans CJK JP");
  EXPECT_EQ(family_of_digit(), "Noto Sans CJK JP");
  EXPECT_TRUE(digits_beside_cjk("Parry 2").empty()) << "no kana beside the digit: the element's family";
  EXPECT_EQ(digits_beside_cjk("1点と12"), (std::vector<ByteRange>{{0, 1}, {7, 9}}));
}

// Pins the TextBox's memory of layouts: a text fitted and drawn again with every same input is
// not shaped again, and the layout it gives back is the one a fresh TextBox makes.
TEST_F(TextBoxTest, ARepeatedTextIsLaidOutOnce) {
  const StyledText rules = parse_markup("Block an Attack. When you play this card you may pay **1 Poise**.");
  const TextFit first = box_.fit(element_, rules, 120, 60);
  const long made = box_.layouts_made();
  const std::vector<std::string> lines = box_.line_texts();
  box_.fit(element_, parse_markup("Thrust 1"), 120, 60);  // another text between the two
  const TextFit again = box_.fit(element_, rules, 120, 60);
  EXPECT_EQ(again.size, first.size);
  EXPECT_EQ(again.lines, first.lines);
  EXPECT_EQ(box_.line_texts(), lines);
  const TextFit drawn = box_.lay_out(element_, rules, 120, 60, first.size);
  EXPECT_EQ(drawn.lines, first.lines);
  EXPECT_EQ(box_.layouts_made(), made + 1) << "only 'Thrust 1' was laid out";
}

// Each input of the layout is part of what the memory is keyed by: after the base text is
// remembered, a change of any one of them is laid out anew and gives what a fresh TextBox gives.
TEST_F(TextBoxTest, EveryInputOfALayoutDecidesWhetherItIsRemembered) {
  const std::string words = "Discard a card to parry the next attack made against you this turn";
  struct Variant {
    const char* name;
    Element element;
    std::string text;
    double width = 90, height = 40;
    bool rtl = false;
  };
  std::vector<Variant> variants;
  auto add = [&](const char* name) -> Variant& {
    variants.push_back({name, element_, words});
    return variants.back();
  };
  add("base");
  add("text").text = words + " again";
  add("bold").text = "**Discard** a card to parry the next attack made against you this turn";
  add("italic").text = "*Discard* a card to parry the next attack made against you this turn";
  add("width").width = 70;
  add("height").height = 20;
  add("font").element.font = "DejaVu Serif";
  add("size").element.size = 9;
  add("min size").element.min_size = 7;
  add("max lines").element.max_lines = 2;
  add("line spacing").element.line_spacing = 1.4;
  add("align").element.align = HAlign::center;
  add("icon height").element.icon_height = 14;
  add("right to left").rtl = true;
  for (const Variant& v : variants) {
    box_.set_rtl_locale(v.rtl);
    const long before = box_.layouts_made();
    const TextFit fit = box_.fit(v.element, parse_markup(v.text), v.width, v.height);
    EXPECT_EQ(box_.layouts_made(), before + 1) << v.name;
    TextBox fresh(fonts_.pango());
    fresh.set_rtl_locale(v.rtl);
    const TextFit expected = fresh.fit(v.element, parse_markup(v.text), v.width, v.height);
    EXPECT_EQ(fit.size, expected.size) << v.name;
    EXPECT_EQ(box_.line_texts(), fresh.line_texts()) << v.name;
    EXPECT_EQ(pango_layout_get_alignment(box_.layout()), pango_layout_get_alignment(fresh.layout())) << v.name;
  }
  // The language: word segments change the key as well.
  box_.set_rtl_locale(false);
  box_.set_word_language("ja");
  const long before = box_.layouts_made();
  box_.fit(element_, parse_markup(words), 90, 40);
  EXPECT_EQ(box_.layouts_made(), before + 1) << "language";
}

// The memory is bounded: past kRememberedLayouts other texts, the first is laid out again.
TEST_F(TextBoxTest, TheMemoryOfLayoutsIsBounded) {
  box_.lay_out(element_, parse_markup("card 0"), 120, 60, 10);
  for (std::size_t i = 1; i <= TextBox::kRememberedLayouts; ++i)
    box_.lay_out(element_, parse_markup("card " + std::to_string(i)), 120, 60, 10);
  const long made = box_.layouts_made();
  box_.lay_out(element_, parse_markup("card " + std::to_string(TextBox::kRememberedLayouts)), 120, 60, 10);
  EXPECT_EQ(box_.layouts_made(), made) << "the most recent is remembered";
  box_.lay_out(element_, parse_markup("card 0"), 120, 60, 10);
  EXPECT_EQ(box_.layouts_made(), made + 1) << "the oldest was forgotten";
}

}  // namespace
}  // namespace dw
