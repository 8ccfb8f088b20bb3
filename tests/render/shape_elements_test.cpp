// Pins the shape elements as drawn: a star is filled at its centre and empty between its points,
// a polygon fills its box's middle, opacity blends with what lies below, dashes leave gaps.
#include <cairo.h>
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <cstdint>

#include "model/card_set_loader.hpp"
#include "render/card_renderer.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

// Renders the single card of a set whose face template is `face`, 1 px per pt, white below.
struct Rendered {
  cairo_surface_t* surface = nullptr;
  ~Rendered() { cairo_surface_destroy(surface); }
  // Red, green, blue of the pixel at (x, y) pt, each 0..255.
  std::array<int, 3> rgb(int x, int y) const {
    const unsigned char* row = cairo_image_surface_get_data(surface) + y * cairo_image_surface_get_stride(surface);
    const uint32_t px = reinterpret_cast<const uint32_t*>(row)[x];
    return {static_cast<int>((px >> 16) & 0xff), static_cast<int>((px >> 8) & 0xff), static_cast<int>(px & 0xff)};
  }
};

void render(const std::string& face, Rendered& out) {
  TempDir dir;
  dir.write("set.toml", "id = \"s\"\ntitle = \"S\"\nversion = \"1\"\n[card]\nsize = \"square\"\n[print]\nback = \"face\"\n");
  dir.write("cards/c.toml", "[[card]]\nid = \"c\"\nkind = \"face\"\n");
  dir.write("templates/face.toml", face);
  Diagnostics warnings;
  CardSet set = load_card_set(dir.path(), warnings);
  TemplateLibrary templates({dir.path() / "templates"});
  FontContext fonts(load_font_manifest(std::string(DW_SOURCE_DIR) + "/fonts/manifest.toml"));
  CardRenderer renderer(set, templates, fonts, {dir.path()});
  out.surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, static_cast<int>(set.card.width), static_cast<int>(set.card.height));
  cairo_t* cr = cairo_create(out.surface);
  cairo_set_source_rgb(cr, 1, 1, 1);
  cairo_paint(cr);
  renderer.draw(cr, set.cards[0], Face::front, warnings);
  cairo_destroy(cr);
  cairo_surface_flush(out.surface);
}

// The square card is 70 mm = 198.4 pt; boxes below are given in pt for easy pixel arithmetic.
TEST(ShapeElements, StarIsFilledInsideAndEmptyBetweenPoints) {
  Rendered r;
  render("[[element]]\ntype = \"star\"\npoints = 5\ninner = 0.4\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"100pt\"\nfill = \"#000000\"\n", r);
  EXPECT_EQ(r.rgb(50, 50), (std::array<int, 3>{0, 0, 0}));     // centre
  EXPECT_EQ(r.rgb(50, 3), (std::array<int, 3>{0, 0, 0}));      // just inside the top point
  EXPECT_EQ(r.rgb(80, 15), (std::array<int, 3>{255, 255, 255}));  // between the top and right points
}

TEST(ShapeElements, PolygonFillsItsMiddle) {
  Rendered r;
  render("[[element]]\ntype = \"polygon\"\nsides = 6\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"100pt\"\nfill = \"#0000ff\"\n", r);
  EXPECT_EQ(r.rgb(50, 50), (std::array<int, 3>{0, 0, 255}));
  EXPECT_EQ(r.rgb(2, 2), (std::array<int, 3>{255, 255, 255}));
}

TEST(ShapeElements, OpacityBlendsWithWhatIsBelow) {
  Rendered r;
  render("[[element]]\ntype = \"rect\"\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"100pt\"\nfill = \"#000000\"\nopacity = 0.5\n", r);
  const auto px = r.rgb(50, 50);
  EXPECT_NEAR(px[0], 128, 2);
  EXPECT_NEAR(px[1], 128, 2);
}

TEST(ShapeElements, DashedStrokeLeavesGaps) {
  Rendered r;
  render("[[element]]\ntype = \"line\"\nx = \"0pt\"\ny = \"50pt\"\nwidth = \"100pt\"\nheight = \"0pt\"\n"
         "stroke = \"#000000\"\nstroke_width = \"4pt\"\ndash = [\"10pt\", \"10pt\"]\n", r);
  EXPECT_EQ(r.rgb(5, 50), (std::array<int, 3>{0, 0, 0}));         // in the first dash
  EXPECT_EQ(r.rgb(15, 50), (std::array<int, 3>{255, 255, 255}));  // in the first gap
  EXPECT_EQ(r.rgb(25, 50), (std::array<int, 3>{0, 0, 0}));        // in the second dash
}

TEST(ShapeElements, EllipseAfterTextDrawsNoStrayLine) {
  // Drawing text leaves Cairo a current point; an ellipse stroked after it must not be joined to
  // that point by a line (it once drew a diagonal from the text to the circle).
  Rendered r;
  render("[[element]]\ntype = \"text\"\ntext = \"x\"\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"20pt\"\nheight = \"20pt\"\n"
         "color = \"white\"\n"
         "[[element]]\ntype = \"ellipse\"\nx = \"140pt\"\ny = \"140pt\"\nwidth = \"40pt\"\nheight = \"40pt\"\n"
         "stroke = \"#000000\"\nstroke_width = \"3pt\"\n", r);
  EXPECT_EQ(r.rgb(180, 160), (std::array<int, 3>{0, 0, 0}));  // on the circle's right edge
  for (int i = 30; i < 130; i += 5) EXPECT_EQ(r.rgb(i, 160 * i / 180), (std::array<int, 3>{255, 255, 255})) << i;
}

TEST(ShapeElements, BadDashAndSidesAreReported) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"polygon\"\nsides = 2\ndash = [\"2mm\", \"-1mm\"]\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(lib.get("t", {}, out), nullptr);
  const std::string text = out.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:3:9: error: 'sides' is 2, out of range")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:4:16: error: bad dash length")) << text;
}

}  // namespace
}  // namespace dw
