// Pins text fitting: text that fits keeps its size; long text shrinks until it fits the height;
// a long unbreakable word shrinks until it fits the width; text that cannot fit reports its
// overflow at min_size.
#include "render/text_box.hpp"

#include <gtest/gtest.h>

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

TEST(FontContext, ResolvesOnlyManifestFamilies) {
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  EXPECT_EQ(fonts.resolved_family("Linux Libertine O"), "Linux Libertine O");
  EXPECT_EQ(fonts.resolved_family("DejaVu Serif"), "DejaVu Serif");
  EXPECT_NE(fonts.resolved_family("Liberation Sans"), "Liberation Sans");  // installed or not, never seen
}

}  // namespace
}  // namespace dw
