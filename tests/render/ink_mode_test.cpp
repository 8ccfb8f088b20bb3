// ink_mode: the ink saver tints field colours towards the paper, darkens light text and keeps
// dark text; shapes covering a large share of the card are fields; grey conversion keeps
// luminance.
#include "render/ink_mode.hpp"

#include <gtest/gtest.h>

#include "render/c_handles.hpp"

namespace dw {
namespace {

TEST(InkMode, FullPrintsColoursAsDesigned) {
  const Color navy{0.09, 0.1, 0.15, 1, false};
  EXPECT_EQ(field_ink(navy, InkMode::full), navy);
  EXPECT_EQ(text_ink(Color{1, 1, 1, 1, false}, InkMode::full), (Color{1, 1, 1, 1, false}));
}

TEST(InkMode, SaverTintsFieldsTowardsThePaper) {
  const Color ink = field_ink(Color{0, 0.5, 1, 1, false}, InkMode::saver);
  EXPECT_NEAR(ink.r, 1 - kInkSaverTint, 1e-9);
  EXPECT_NEAR(ink.g, 1 - 0.5 * kInkSaverTint, 1e-9);
  EXPECT_NEAR(ink.b, 1, 1e-9);
  Paint gradient;
  gradient.kind = Paint::Kind::linear;
  gradient.stops = {{0, Color{0, 0, 0, 1, false}}, {1, Color{1, 0, 0, 1, false}}};
  const Paint tinted = field_ink(gradient, InkMode::saver);
  EXPECT_NEAR(tinted.stops[0].color.r, 1 - kInkSaverTint, 1e-9);
  EXPECT_NEAR(tinted.stops[1].color.g, 1 - kInkSaverTint, 1e-9);
  EXPECT_TRUE(field_ink(Color::transparent(), InkMode::saver).none);
}

TEST(InkMode, SaverDarkensLightTextAndKeepsDarkText) {
  const Color cream{0.99, 0.97, 0.93, 1, false};
  EXPECT_LT(luminance(text_ink(cream, InkMode::saver)), 0.3);
  const Color ink{0.11, 0.11, 0.15, 1, false};
  EXPECT_EQ(text_ink(ink, InkMode::saver), ink);
}

TEST(InkMode, LargeShapesAndBackgroundPicturesAreFields) {
  const CardGeometry poker{"poker", 180, 252, 8.5, 11.3, 9};
  EXPECT_TRUE(is_field(Box{-8.5, -8.5, 197, 269}, poker, false));
  EXPECT_TRUE(is_field(Box{0, 0, 180, 100}, poker, false));    // 40 % of the card: a panel
  EXPECT_FALSE(is_field(Box{0, 0, 180, 100}, poker, true));    // an illustration, not a background
  EXPECT_TRUE(is_field(Box{-8.5, -8.5, 197, 269}, poker, true));
  EXPECT_FALSE(is_field(Box{60, 60, 40, 40}, poker, false));  // a badge
}

TEST(InkMode, GreyKeepsLuminance) {
  CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 2, 1));
  {
    const CairoPtr cr(cairo_create(image.get()));
    cairo_rectangle(cr.get(), 0, 0, 1, 1);
    cairo_set_source_rgb(cr.get(), 1, 0, 0);
    cairo_fill(cr.get());
    cairo_rectangle(cr.get(), 1, 0, 1, 1);
    cairo_set_source_rgb(cr.get(), 0, 1, 0);
    cairo_fill(cr.get());
  }
  convert_to_gray(image.get());
  const auto* row = reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(image.get()));
  EXPECT_EQ(row[0] & 0xFFFFFFu, 0x363636u);  // 0.2126 * 255 = 54
  EXPECT_EQ(row[1] & 0xFFFFFFu, 0xB6B6B6u);  // 0.7152 * 255 = 182
}

}  // namespace
}  // namespace dw
