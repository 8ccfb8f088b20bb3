// Pins the font diagnostics: a character the element's family lacks but another manifest font
// has is a warning naming the family that drew it; a character no font has (tofu) is an error;
// both name the card, the element, the field the character came from and the code point.
#include "render/font_coverage.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "render/render_fixture.hpp"

namespace dw {
namespace {

using dw::testing::RenderedCard;

TEST(FontCoverage, SubstitutedAndMissingCharactersInALayout) {
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  PangoLayout* layout = pango_layout_new(fonts.pango());
  PangoFontDescription* d = pango_font_description_from_string("Linux Libertine O 12");
  pango_layout_set_font_description(layout, d);
  // U+2654 WHITE CHESS KING is in DejaVu Sans only; U+4E00 is in none of the manifest's fonts.
  pango_layout_set_text(layout, "King \u2654 and \u4E00 with \u2060 joiner", -1);
  const FontUse use = inspect_fonts(layout, "Linux Libertine O");
  ASSERT_EQ(use.problems.size(), 2u);
  EXPECT_EQ(use.problems[0], (FontProblem{FontProblem::Kind::substituted, 0x2654, "DejaVu Sans"}));
  EXPECT_EQ(use.problems[1].kind, FontProblem::Kind::missing);
  EXPECT_EQ(use.problems[1].codepoint, 0x4E00u);
  EXPECT_EQ(use.families.front(), "Linux Libertine O");
  EXPECT_NE(std::find(use.families.begin(), use.families.end(), "DejaVu Sans"), use.families.end());
  EXPECT_EQ(describe_codepoint(0x2654), "U+2654 '\u2654'");
  EXPECT_EQ(describe_codepoint(0x2060), "U+2060");
  pango_font_description_free(d);
  g_object_unref(layout);
}

TEST(FontCoverage, DiagnosticsNameCardElementFieldAndCharacter) {
  RenderedCard r("[[element]]\nname = \"rules\"\ntype = \"text\"\ntext = \"{text}\"\nfont = \"Linux Libertine O\"\n", "[fields]\ntext = \"text\"\n",
                 "text = \"Checkmate \u2654 in \u4E00 move\"\n");
  EXPECT_FALSE(r.drawn()) << "tofu stops the build before drawing";
  const std::string text = r.diagnostics().format_all();
  const std::string cards = (r.dir().path() / "cards/c.toml").string();
  EXPECT_THAT(text, ::testing::HasSubstr(cards + ":4:8: error: no font has U+4E00 '\u4E00' in element 'rules' (field 'text') [card c]"))
      << text;
  EXPECT_THAT(text, ::testing::HasSubstr(cards + ":4:8: warning: U+2654 '\u2654' in element 'rules' (field 'text') is drawn in 'DejaVu Sans': "
                              "font family 'Linux Libertine O' does not have it [card c]"))
      << text;
}

TEST(FontCoverage, CharactersAllFontsHaveAreQuiet) {
  RenderedCard r("[[element]]\ntype = \"text\"\ntext = \"\\\"Quoted\\\" -- caf\u00e9 \u00e0 \u00df\u00fc\u00f1...\"\nfont = \"Linux Libertine O\"\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.diagnostics().size(), 0u) << r.diagnostics().format_all();
  EXPECT_EQ(r.renderer().report().front().font, "Linux Libertine O");
}

// A manifest family whose files are really another family: fontconfig finds no "Fake Serif" and
// silently hands out something else. The template that asks for it gets a warning at its font key.
TEST(FontCoverage, FamilyThatResolvesToAnotherIsReported) {
  dw::testing::TempDir dir;
  const auto manifest = dir.write("manifest.toml", "[[font]]\nfamily = \"Fake Serif\"\npackage = \"fonts-dejavu-core\"\n"
                                                   "files = [\"/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf\"]\n");
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"mini\"\n[print]\nback = \"face\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"c\"\nkind = \"face\"\n");
  dir.write("templates/face.toml", "[[element]]\ntype = \"text\"\ntext = \"Serif?\"\nfont = \"Fake Serif\"\n");
  Diagnostics out;
  CardSet set = load_card_set(dir.path(), out);
  TemplateLibrary templates({dir.path() / "templates"});
  FontContext fonts(load_font_manifest(manifest));
  EXPECT_EQ(fonts.resolved_family("Fake Serif"), "DejaVu Serif");
  CardRenderer renderer(set, templates, fonts, {dir.path()});
  renderer.preflight(out);
  EXPECT_FALSE(out.has_errors()) << out.format_all();
  EXPECT_THAT(out.format_all(), ::testing::HasSubstr("face.toml:4:8: warning: font family 'Fake Serif' resolves to 'DejaVu Serif'"))
      << out.format_all();
  EXPECT_EQ(out.size(), 1u) << "one warning for the family, none per character: " << out.format_all();
}

}  // namespace
}  // namespace dw
