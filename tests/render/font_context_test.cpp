// font_context_test: a context for a language written without italics (Japanese, Arabic, ...)
// sets italic text in upright faces, Latin words and digits among it included; other languages
// keep their italics. A context for another thread shares the fontconfig configuration (the font
// files are scanned once) but has its own Pango font map and context, and resolves alike.
#include "render/font_context.hpp"

#include <gtest/gtest.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <string>
#include <vector>

namespace dw {
namespace {

FontManifest manifest() { return load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"); }

// The style of the face each run of italic `text` is drawn in, in `language`'s context.
std::vector<PangoStyle> italic_run_styles(const std::string& language, const std::string& text) {
  FontContext fonts(manifest(), language);
  PangoLayout* layout = pango_layout_new(fonts.pango());
  PangoFontDescription* font = pango_font_description_from_string("Linux Libertine O 10");
  pango_layout_set_font_description(layout, font);
  pango_font_description_free(font);
  const std::string markup = "<i>" + text + "</i>";
  pango_layout_set_markup(layout, markup.c_str(), -1);
  std::vector<PangoStyle> styles;
  for (GSList* r = pango_layout_get_line_readonly(layout, 0)->runs; r; r = r->next) {
    auto* run = static_cast<PangoLayoutRun*>(r->data);
    PangoFontDescription* face = pango_font_describe(run->item->analysis.font);
    styles.push_back(pango_font_description_get_style(face));
    pango_font_description_free(face);
  }
  g_object_unref(layout);
  return styles;
}

TEST(FontContext, LanguagesWithoutItalics) {
  for (const char* upright : {"ja", "ar", "zh_TW", "ko", "he", "fa"}) EXPECT_TRUE(written_upright(upright)) << upright;
  for (const char* slanted : {"en", "de", "fr", "x-long", "jv"}) EXPECT_FALSE(written_upright(slanted)) << slanted;
}

TEST(FontContext, JapaneseItalicIsSetUprightLatinAndDigitsIncluded) {
  const auto styles = italic_run_styles("ja", "Parry 2人用");
  ASSERT_GE(styles.size(), 2u);  // a Latin run and a kanji run at least
  for (PangoStyle s : styles) EXPECT_EQ(s, PANGO_STYLE_NORMAL);
}

TEST(FontContext, ArabicItalicIsSetUpright) {
  const auto styles = italic_run_styles("ar", "مبارزة Parry");
  ASSERT_GE(styles.size(), 2u);
  for (PangoStyle s : styles) EXPECT_EQ(s, PANGO_STYLE_NORMAL);
}

TEST(FontContext, GermanKeepsItsItalics) {
  const auto styles = italic_run_styles("de", "Parade 2");
  ASSERT_FALSE(styles.empty());
  for (PangoStyle s : styles) EXPECT_EQ(s, PANGO_STYLE_ITALIC);
}

FcConfig* config_of(const FontContext& fonts) {
  return pango_fc_font_map_get_config(PANGO_FC_FONT_MAP(pango_context_get_font_map(fonts.pango())));
}

TEST(FontContext, ContextForAnotherThreadSharesTheScannedFontsOnly) {
  const FontContext build(manifest(), "ja");
  const FontContext thread(build, FontContext::SameFonts{});
  EXPECT_EQ(config_of(thread), config_of(build)) << "the manifest's font files were scanned again";
  EXPECT_NE(thread.pango(), build.pango());
  EXPECT_NE(pango_context_get_font_map(thread.pango()), pango_context_get_font_map(build.pango()));
  EXPECT_EQ(thread.language(), "ja");
  EXPECT_EQ(thread.fallbacks(), build.fallbacks());
  for (const char* family : {"Linux Libertine O", "DejaVu Sans", "Noto Sans CJK JP", "No Such Family"})
    EXPECT_EQ(thread.resolved_family(family), build.resolved_family(family)) << family;
}

}  // namespace
}  // namespace dw
