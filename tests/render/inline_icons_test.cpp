// Pins icons inside text: each :icon: takes the place Pango gives its shape, read back from the
// layout, in left, centred, right-aligned and right-to-left lines; the shape renderer paints the
// icon exactly there, standing on the baseline; a number never parts from its icon at a line
// break; icons shrink with the text when it is fitted smaller, unless the element gives them an
// icon_height, which they keep, standing on the baseline, the lines opening up to hold them.
#include <gtest/gtest.h>
#include <pango/pangocairo.h>

#include "render/font_context.hpp"
#include "render/image_cache.hpp"
#include "render/text_box.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

class InlineIconsTest : public ::testing::Test {
 protected:
  InlineIconsTest() : fonts_(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml")), box_(fonts_.pango()) {
    const auto file = dir_.write("coin.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                                             "<rect width='10' height='10' fill='#ff0000'/></svg>");
    art_ = IconArt{&images_, file, "", 1.0};
    element_.type = ElementType::text;
    element_.font = "Linux Libertine O";
    element_.size = element_.min_size = 20;
  }

  // Lays out `source` in a kWidth x 200 pt box; returns the icon's rectangle in pt.
  PangoRectangle lay_out(const std::string& source, HAlign align) {
    element_.align = align;
    styled_ = parse_markup(source);
    std::vector<const IconArt*> arts(styled_.icons.size(), &art_);
    box_.lay_out(element_, styled_, kWidth, 200, element_.size, arts);
    return position(styled_.icons.at(0).offset);
  }
  PangoRectangle position(std::size_t byte) const {
    PangoRectangle r;
    pango_layout_index_to_pos(box_.layout(), static_cast<int>(byte), &r);
    pango_extents_to_pixels(&r, nullptr);  // whole pt: enough for these checks
    if (r.width < 0) {                     // a right-to-left character: its rectangle runs leftwards
      r.x += r.width;
      r.width = -r.width;
    }
    return r;
  }
  // Paints the current layout at 4 px per pt and returns the bounding box of red pixels, in pt.
  PangoRectangle painted_icon() {
    const int scale = 4;
    cairo_surface_t* s = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(kWidth) * scale, 100 * scale);
    cairo_t* cr = cairo_create(s);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    cairo_scale(cr, scale, scale);
    box_.draw(cr, element_, 200, element_.color);
    cairo_destroy(cr);
    cairo_surface_flush(s);
    int x0 = 1 << 30, y0 = 1 << 30, x1 = -1, y1 = -1;
    for (int y = 0; y < cairo_image_surface_get_height(s); ++y) {
      const auto* row = reinterpret_cast<const uint32_t*>(cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s));
      for (int x = 0; x < cairo_image_surface_get_width(s); ++x) {
        if ((row[x] & 0xffffff) != 0xff0000) continue;
        x0 = std::min(x0, x), y0 = std::min(y0, y), x1 = std::max(x1, x + 1), y1 = std::max(y1, y + 1);
      }
    }
    cairo_surface_destroy(s);
    return PangoRectangle{x0 / scale, y0 / scale, (x1 - x0) / scale, (y1 - y0) / scale};
  }
  double baseline() const { return pango_layout_get_baseline(box_.layout()) / double(PANGO_SCALE); }
  // The distance from the first line's baseline to the second's, in pt.
  double baseline_gap() const {
    const PangoLayoutIterPtr it(pango_layout_get_iter(box_.layout()));
    const double first = pango_layout_iter_get_baseline(it.get()) / double(PANGO_SCALE);
    pango_layout_iter_next_line(it.get());
    return pango_layout_iter_get_baseline(it.get()) / double(PANGO_SCALE) - first;
  }

  static constexpr double kWidth = 300;
  TempDir dir_;
  FontContext fonts_;
  ImageCache images_;
  TextBox box_;
  IconArt art_;
  Element element_;
  StyledText styled_;
};

TEST_F(InlineIconsTest, LeftAlignedIconFollowsItsText) {
  const PangoRectangle icon = lay_out("Gain :coin: now", HAlign::left);
  const PangoRectangle before = position(4);  // the space before the icon
  EXPECT_NEAR(icon.x, before.x + before.width, 1);
  const double height = box_.ascent_per_pt("Linux Libertine O") * 20;
  EXPECT_NEAR(icon.width, height, 1) << "a square icon as wide as the font's ascent";
  const PangoRectangle painted = painted_icon();
  EXPECT_NEAR(painted.x, icon.x, 1);
  EXPECT_NEAR(painted.width, icon.width, 1);
  EXPECT_NEAR(painted.y + painted.height, baseline(), 1) << "standing on the baseline";
  EXPECT_NEAR(painted.height, height, 1);
}

TEST_F(InlineIconsTest, CentredLineIsCentredWithItsIcon) {
  const PangoRectangle icon = lay_out(":coin: Gain 2", HAlign::center);
  PangoRectangle ink, line;
  pango_layout_line_get_pixel_extents(pango_layout_get_line_readonly(box_.layout(), 0), &ink, &line);
  const PangoRectangle first = position(0);
  EXPECT_EQ(icon.x, first.x) << "the icon opens the line";
  const double left = icon.x, right = position(styled_.text.size() - 1).x + position(styled_.text.size() - 1).width;
  EXPECT_NEAR((left + right) / 2, kWidth / 2, 1);
  EXPECT_GT(icon.x, 50);
  EXPECT_NEAR(painted_icon().x, icon.x, 1);
}

TEST_F(InlineIconsTest, RightAlignedIconEndsAtTheRightEdge) {
  const PangoRectangle icon = lay_out("Gain 2 :coin:", HAlign::right);
  EXPECT_NEAR(icon.x + icon.width, kWidth, 1);
  const PangoRectangle painted = painted_icon();
  EXPECT_NEAR(painted.x + painted.width, kWidth, 1);
}

TEST_F(InlineIconsTest, RightToLeftLineMirrorsTheOrder) {
  // Hebrew runs right to left: the word at the right, then the icon, then the number at the left.
  const PangoRectangle icon = lay_out("\u05E9\u05DC\u05D5\u05DD :coin: 3", HAlign::start);
  EXPECT_EQ(pango_layout_get_direction(box_.layout(), 0), PANGO_DIRECTION_RTL);
  const PangoRectangle word = position(0);
  const PangoRectangle number = position(styled_.text.size() - 1);
  EXPECT_LT(icon.x + icon.width, word.x + 1);
  EXPECT_LT(number.x + number.width, icon.x + 1);
  EXPECT_NEAR(word.x + word.width, kWidth, 1) << "a right-to-left paragraph starts at the right edge";
  EXPECT_NEAR(painted_icon().x, icon.x, 1);
}

TEST_F(InlineIconsTest, PhysicalAlignmentHoldsForRightToLeftText) {
  // align = "left" is the box's left edge in every script; "end" is the left edge for Hebrew.
  for (HAlign align : {HAlign::left, HAlign::end}) {
    lay_out("\u05E9\u05DC\u05D5\u05DD :coin: 3", align);
    EXPECT_EQ(pango_layout_get_direction(box_.layout(), 0), PANGO_DIRECTION_RTL);
    EXPECT_NEAR(position(styled_.text.size() - 1).x, 0, 1) << "the number, last in reading order, at the left edge";
  }
  // And Latin text: start is left, end is right.
  lay_out("Gain 2 :coin:", HAlign::end);
  const PangoRectangle icon = position(styled_.icons.front().offset);
  EXPECT_NEAR(icon.x + icon.width, kWidth, 1);
  lay_out("Gain 2 :coin:", HAlign::start);
  EXPECT_NEAR(position(0).x, 0, 1);
}

TEST_F(InlineIconsTest, ANumberStaysOnItsIconsLine) {
  // At every width, the 2 and the icon after it share a line; and the icon and the 3 after it.
  element_.align = HAlign::left;
  element_.size = element_.min_size = 12;
  const StyledText glued = parse_markup("Pay the toll of 2 :coin: and :coin: 3 more");
  ASSERT_EQ(glued.icons.size(), 2u);
  std::vector<const IconArt*> arts = {&art_, &art_};
  auto line_of = [&](std::size_t byte) {
    int line = 0, x = 0;
    pango_layout_index_to_line_x(box_.layout(), static_cast<int>(byte), 0, &line, &x);
    return line;
  };
  const std::size_t two = glued.text.find('2'), three = glued.text.find('3');
  int breaks_seen = 0;
  for (double width = 20; width <= 200; width += 0.5) {
    box_.lay_out(element_, glued, width, 500, 12, arts);
    EXPECT_EQ(line_of(two), line_of(glued.icons[0].offset)) << "width " << width;
    EXPECT_EQ(line_of(three), line_of(glued.icons[1].offset)) << "width " << width;
    breaks_seen += pango_layout_get_line_count(box_.layout()) > 1;
  }
  EXPECT_GT(breaks_seen, 100);
  // The same text with a plain space (no glue) does part them at some width: the glue matters.
  // (Words follow the icon, else the paragraph's last two words would be kept together anyway.)
  StyledText plain;
  plain.text = std::string("Pay the toll of 2 ") + kObjectReplacement;
  plain.icons = {{plain.text.size() - 3, "coin"}};
  plain.text += " to the ferryman";
  bool parted = false;
  for (double width = 20; width <= 200 && !parted; width += 0.5) {
    box_.lay_out(element_, plain, width, 500, 12, {&art_});
    parted = line_of(plain.text.find('2')) != line_of(plain.icons[0].offset);
  }
  EXPECT_TRUE(parted);
}

TEST_F(InlineIconsTest, IconsShrinkWithTheText) {
  element_.size = 20;
  element_.min_size = 4;
  const StyledText styled = parse_markup("Gain :coin: now and then, again and again");
  std::vector<const IconArt*> arts = {&art_};
  const TextFit nominal = box_.lay_out(element_, styled, 1000, 100, 20, arts);
  const double wide = position(styled.icons[0].offset).width;
  const TextFit fitted = box_.fit(element_, styled, 120, 30, arts);
  ASSERT_LT(fitted.size, 15);
  ASSERT_EQ(nominal.lines, 1);
  PangoRectangle small;
  pango_layout_index_to_pos(box_.layout(), static_cast<int>(styled.icons[0].offset), &small);
  EXPECT_NEAR(small.width / double(PANGO_SCALE) / wide, fitted.size / 20, 0.05);
}

TEST_F(InlineIconsTest, AnIconHeightIsKeptOnTheBaselineAndOpensTheLines) {
  element_.size = element_.min_size = 10;
  element_.icon_height = 12;  // taller than the 10 pt font's ascent
  lay_out("Gain :coin: now", HAlign::left);
  const PangoRectangle painted = painted_icon();
  EXPECT_NEAR(painted.height, 12, 1) << "the icon is icon_height tall, not the font's ascent";
  EXPECT_NEAR(painted.y + painted.height, baseline(), 1) << "standing on the baseline";
  // Two lines: the second line's icon must clear the first line's descent.
  element_.size = element_.min_size = 10;
  const StyledText two_lines = parse_markup("Gain\n:coin: now");
  box_.lay_out(element_, two_lines, kWidth, 200, 10, {&art_});
  const double gap = baseline_gap();
  const double descent = 10 * 0.2;  // at least the descent of Linux Libertine at 10 pt
  EXPECT_GE(gap, 12 + descent) << "the icon reaches no lower line's text";
  // Without an icon_height the same text keeps the font's line height.
  element_.icon_height = 0;
  box_.lay_out(element_, two_lines, kWidth, 200, 10, {&art_});
  EXPECT_LT(baseline_gap(), 12 + descent);
}

}  // namespace
}  // namespace dw
