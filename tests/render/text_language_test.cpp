// text_language_test: what a language changes in text: German breaks long words at libhyphen's
// syllable boundaries (hyphen-de) once they do not fit (on cards only when the text would
// overflow otherwise), the typographer writes each language's
// quotation marks, a Japanese context draws kana in the manifest's Noto Sans CJK JP without
// reporting a substitution, and strong_direction reads the script of the first letter.
#include "render/text_language.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include "model/card_template.hpp"
#include "render/font_context.hpp"
#include "render/font_coverage.hpp"
#include "render/text_box.hpp"
#include "render/text_markup.hpp"
#include "model/binding.hpp"
#include "model/card_set_loader.hpp"
#include "render/card_renderer.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

FontManifest manifest() { return load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"); }

std::string without_soft_hyphens(std::string s) {
  for (std::size_t at; (at = s.find(kSoftHyphen)) != std::string::npos;) s.erase(at, 2);
  return s;
}

TEST(Hyphenator, GermanWordsGetSyllableBreaks) {
  const auto dictionary = Hyphenator::dictionary_for("de");
  ASSERT_TRUE(dictionary) << "hyphen-de is not installed";
  const Hyphenator& german = *TextLanguage::for_locale("de").hyphenator;  // the process's copy
  const std::string text = "Die Schadenspunkte der Parade.";
  const std::string hyphenated = german.hyphenate(text);
  EXPECT_EQ(without_soft_hyphens(hyphenated), text);
  // Two letters at least before a break and three after it: "punk-te" and "ra-de" stay whole.
  EXPECT_EQ(hyphenated, "Die Scha\u00ADdens\u00ADpunkte der Pa\u00ADrade.");
  // Umlauts (the dictionary is ISO-8859-1) and capitals; short words untouched; offsets move.
  const std::string source = "Große Lebenspunkteanzeige";
  std::size_t after = source.size(), inside = source.find("punkte");
  const std::string umlauts = german.hyphenate(source, {&after, &inside});
  EXPECT_THAT(umlauts, ::testing::HasSubstr("Le\u00ADbens")) << umlauts;
  EXPECT_THAT(umlauts, ::testing::Not(::testing::HasSubstr("Gro\u00AD"))) << "a word of five letters stays whole";
  EXPECT_EQ(after, umlauts.size());
  EXPECT_EQ(umlauts.substr(inside, 4), "punk");
  EXPECT_FALSE(Hyphenator::dictionary_for("xx"));
  EXPECT_TRUE(Hyphenator::dictionary_for("fr_CA"));
}

// The patterns (a megabyte for German) are read at the first word long enough to break, not
// when the language is set up: a build whose texts fit unbroken never reads them.
TEST(Hyphenator, ReadsItsPatternsAtTheFirstLongWord) {
  const auto dictionary = Hyphenator::dictionary_for("de");
  ASSERT_TRUE(dictionary) << "hyphen-de is not installed";
  const Hyphenator german(*dictionary);  // its own copy, not the process's
  EXPECT_FALSE(german.loaded());
  EXPECT_EQ(german.hyphenate("Die Tat."), "Die Tat.");
  EXPECT_FALSE(german.loaded()) << "no word of six letters";
  EXPECT_EQ(german.hyphenate("Schadenspunkte"), "Scha\u00ADdens\u00ADpunkte");
  EXPECT_TRUE(german.loaded());
  EXPECT_THROW(Hyphenator("/nonexistent/hyph_xx.dic"), std::runtime_error);
}

TEST(Hyphenator, ALongWordBreaksWhereItWouldNotFit) {
  FontContext fonts(manifest(), "de");
  TextBox box(fonts.pango());
  Element e;
  e.font = "Linux Libertine O";
  e.size = e.min_size = 10;
  const TextLanguage german = TextLanguage::for_locale("de");
  ASSERT_TRUE(german.hyphenator);
  StyledText styled = parse_markup("Lebenspunkteanzeige");
  styled.text = german.hyphenator->hyphenate(styled.text);
  const TextFit fit = box.fit(e, styled, 50, 100);
  EXPECT_TRUE(fit.fits()) << fit.overflow_width;
  EXPECT_GE(fit.lines, 2);
  const auto lines = box.line_texts();
  ASSERT_FALSE(lines.empty());
  EXPECT_EQ(lines.front().substr(lines.front().size() - 2), kSoftHyphen) << "the first line ends at a syllable";
  // Without soft hyphens the word sticks out of the box.
  EXPECT_FALSE(box.fit(e, parse_markup("Lebenspunkteanzeige"), 50, 100).fits());
}

// On a card, soft hyphens are a last resort: a word that fits its box unbroken at a smaller size
// is set whole (a label never splits "Lebenspunkte" to stay large), a word too long for its
// box even at min_size breaks at a syllable.
TEST(Hyphenator, CardTextBreaksWordsOnlyWhenItWouldOverflowOtherwise) {
  testing::TempDir dir;
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"square\"\n[print]\nback = \"face\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"c\"\nkind = \"face\"\n");
  dir.write("templates/face.toml",
            "[[element]]\nname = \"label\"\ntype = \"text\"\ntext = \"Lebenspunkte\"\nx = \"2mm\"\ny = \"2mm\"\n"
            "width = \"16mm\"\nheight = \"12mm\"\nsize = 14\nmin_size = 5\n\n"
            "[[element]]\nname = \"narrow\"\ntype = \"text\"\ntext = \"Lebenspunkteanzeige\"\nx = \"2mm\"\ny = \"20mm\"\n"
            "width = \"12mm\"\nheight = \"20mm\"\nsize = 10\nmin_size = 9\n");
  Diagnostics diags;
  const CardSet set = load_card_set(dir.path(), diags);
  TemplateLibrary templates({dir.path() / "templates"});
  check_bindings(set, templates, {dir.path()}, diags);
  ASSERT_FALSE(diags.has_errors()) << diags.format_all();
  FontContext fonts(manifest(), "de");
  CardRenderer renderer(set, templates, fonts, {dir.path()});
  renderer.set_language(TextLanguage::for_locale("de"), "de");
  renderer.preflight(diags);
  cairo_surface_t* surface = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr);
  cairo_t* cr = cairo_create(surface);
  renderer.draw(cr, set.cards[0], Face::front, diags);
  cairo_destroy(cr);
  cairo_surface_destroy(surface);
  ASSERT_FALSE(diags.has_errors()) << diags.format_all();
  const std::vector<TextReport> report = renderer.report();
  ASSERT_EQ(report.size(), 2u);
  EXPECT_EQ(report[0].line_texts, std::vector<std::string>{"Lebenspunkte"}) << "shrunk, not broken";
  EXPECT_LT(report[0].size, 14);
  ASSERT_GE(report[1].lines, 2);
  EXPECT_EQ(report[1].overflow_mm, 0);
  EXPECT_EQ(report[1].line_texts[0].back(), '-') << report[1].line_texts[0];
}

TEST(TextLanguage, QuotesFollowTheLanguage) {
  const std::string source = "Say \"three to you!\" and it's 'done'.";
  auto quoted = [&](const std::string& lang) {
    const QuoteStyle style = quote_style_for(lang);
    return parse_markup(source, MarkupOptions{true, &style}).text;
  };
  EXPECT_EQ(quoted("en"), "Say \u201Cthree to you!\u201D and it\u2019s \u2018done\u2019.");
  EXPECT_EQ(quoted("de"), "Say \u201Ethree to you!\u201C and it\u2019s \u201Adone\u2019.");
  EXPECT_EQ(quoted("fr"), "Say \u00AB\u202Fthree to you!\u202F\u00BB and it\u2019s \u2039\u202Fdone\u2019.");
  EXPECT_EQ(quoted("ja"), "Say \u300Cthree to you!\u300D and it\u2019s \u300Edone\u2019.");
  EXPECT_EQ(TextLanguage::for_locale("fr").quotes.open, "\u00AB\u202F");
  EXPECT_TRUE(TextLanguage::for_locale("ar").rtl);
  EXPECT_EQ(TextLanguage::for_locale("x-long").tag, "en");
}

TEST(TextLanguage, StrongDirection) {
  EXPECT_EQ(strong_direction("12 \u0627\u0644\u0633\u064A\u0641"), TextDirection::rtl);
  EXPECT_EQ(strong_direction("3 :coin: Attack"), TextDirection::ltr);
  EXPECT_EQ(strong_direction("12 \u2014 3"), TextDirection::neutral);
  EXPECT_EQ(strong_direction("\u523A\u3059"), TextDirection::ltr);
}

TEST(FontContextLanguage, JapaneseFallsBackToNotoSansCjkWithoutSubstitution) {
  const std::string japanese = "\u653B\u6483\u3059\u308B";  // 攻撃する
  FontContext english(manifest());
  CharCoverage english_coverage(english);
  const auto problems = english_coverage.check(japanese, "Linux Libertine O");
  ASSERT_FALSE(problems.empty());
  EXPECT_EQ(problems.front().kind, FontProblem::Kind::missing) << "the CJK font is read only for Japanese";

  FontContext fonts(manifest(), "ja");
  EXPECT_EQ(fonts.fallbacks(), std::vector<std::string>{"Noto Sans CJK JP"});
  CharCoverage coverage(fonts);
  EXPECT_TRUE(coverage.check(japanese, "Linux Libertine O").empty());
  EXPECT_EQ(std::string(pango_language_to_string(pango_context_get_language(fonts.pango()))), "ja");
  PangoLayout* layout = pango_layout_new(fonts.pango());
  PangoFontDescription* d = pango_font_description_from_string("Linux Libertine O 10");
  pango_layout_set_font_description(layout, d);
  pango_layout_set_text(layout, ("Ace " + japanese).c_str(), -1);
  const FontUse use = inspect_fonts(layout, "Linux Libertine O");
  EXPECT_EQ(use.families, (std::vector<std::string>{"Linux Libertine O", "Noto Sans CJK JP"}));
  EXPECT_EQ(pango_layout_get_unknown_glyphs_count(layout), 0);
  pango_font_description_free(d);
  g_object_unref(layout);
}

TEST(FontContextLanguage, ArabicFallsBackToNotoNaskh) {
  FontContext fonts(manifest(), "ar");
  CharCoverage coverage(fonts);
  EXPECT_TRUE(coverage.check("\u0627\u0644\u0633\u064A\u0641", "Linux Biolinum O").empty());
}

}  // namespace
}  // namespace dw
