// Pins the elements of the full template language as drawn, pixel by pixel on a square card
// (70 mm, 198 pt, drawn at 1 px per pt): SVG paths, gradients, clipping to the card's rounded
// shape, repeats in rows, grids and along paths, icon elements, and images fitted by contain,
// cover and stretch from PNG, JPEG and SVG sprite sheets, with the low-resolution warning.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "render/render_fixture.hpp"

namespace dw {
namespace {

using dw::testing::RenderedCard;
using RGB = std::array<int, 3>;

constexpr RGB kBlack{0, 0, 0}, kWhite{255, 255, 255}, kRed{255, 0, 0}, kBlue{0, 0, 255};

TEST(TemplateElements, PathIsScaledIntoItsBox) {
  // A triangle in a 10 x 10 viewbox, stretched over a 100 x 50 pt box at (0, 0).
  RenderedCard r("[[element]]\ntype = \"path\"\nd = \"M 0 10 L 5 0 L 10 10 Z\"\nviewbox = [0, 0, 10, 10]\nfit = \"stretch\"\n"
                 "x = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"50pt\"\nfill = \"black\"\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.rgb(50, 45), kBlack);  // near the base, in the middle
  EXPECT_EQ(r.rgb(50, 3), kBlack);   // near the apex
  EXPECT_EQ(r.rgb(5, 5), kWhite);    // outside, top-left
  EXPECT_EQ(r.rgb(95, 5), kWhite);   // outside, top-right
  EXPECT_EQ(r.rgb(50, 55), kWhite);  // below the box
}

TEST(TemplateElements, PathWithoutViewboxFillsItsBoundsAndContainKeepsProportions) {
  // The path's own bounds are 20 x 20 (an arc circle); contain in a 100 x 50 box: a 50 pt circle centred.
  RenderedCard r("[[element]]\ntype = \"path\"\nd = \"M 0 10 A 10 10 0 1 1 20 10 A 10 10 0 1 1 0 10 Z\"\n"
                 "x = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"50pt\"\nfill = \"blue\"\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.rgb(50, 25), kBlue);
  EXPECT_EQ(r.rgb(27, 25), kBlue);   // just inside the left edge at x = 25
  EXPECT_EQ(r.rgb(22, 25), kWhite);  // outside: the circle is not stretched to the box
  EXPECT_EQ(r.rgb(27, 3), kWhite);   // the box's corner region
}

TEST(TemplateElements, LinearAndRadialGradients) {
  RenderedCard r("[[element]]\ntype = \"rect\"\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"20pt\"\n"
                 "fill = { linear = [\"black\", \"white\"] }\n"
                 "[[element]]\ntype = \"rect\"\nx = \"0pt\"\ny = \"50pt\"\nwidth = \"20pt\"\nheight = \"100pt\"\n"
                 "fill = { linear = [\"black\", \"white\"], angle = 90 }\n"
                 "[[element]]\ntype = \"rect\"\nx = \"100pt\"\ny = \"50pt\"\nwidth = \"80pt\"\nheight = \"80pt\"\n"
                 "fill = { radial = [\"white\", \"red\"], radius = \"70.7%\" }\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_LT(r.rgb(2, 10)[0], 10);              // left end dark
  EXPECT_GT(r.rgb(97, 10)[0], 245);            // right end light
  EXPECT_NEAR(r.rgb(50, 10)[0], 128, 4);       // halfway grey
  EXPECT_LT(r.rgb(10, 52)[0], 10);             // angle 90: dark at the top
  EXPECT_GT(r.rgb(10, 147)[0], 245);           // ... light at the bottom
  EXPECT_GT(r.rgb(140, 90)[1], 245);           // radial: white at the centre
  EXPECT_NEAR(r.rgb(140, 51)[1], 10, 12);      // ... the edge's midpoint is red (radius reaches it)
  EXPECT_EQ(r.rgb(140, 51)[0], 255);
}

TEST(TemplateElements, ClipToTheCardsRoundedShape) {
  // A bleed-wide black rectangle cut to the card: the trim's corners are rounded (3 mm = 8.5 pt).
  RenderedCard r("[[element]]\ntype = \"rect\"\nbleed = true\nclip = \"card\"\nfill = \"black\"\n"
                 "[[element]]\ntype = \"rect\"\nclip = \"safe\"\nfill = \"red\"\nx = \"0pt\"\ny = \"90pt\"\nwidth = \"100%\"\nheight = \"20pt\"\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.rgb(0, 0), kWhite);   // the corner is cut away
  EXPECT_EQ(r.rgb(1, 1), kWhite);
  EXPECT_EQ(r.rgb(12, 0), kBlack);  // the edge past the curve is not
  EXPECT_EQ(r.rgb(100, 100), kRed);
  EXPECT_EQ(r.rgb(4, 100), kBlack);  // the safe zone (3 mm) cuts the red band at the sides
}

TEST(TemplateElements, RepeatInARowFromCardData) {
  // rules.pips = 3 circles of 20 pt with 10 pt gaps, centred in a 198 pt row: 80 pt wide, from x = 59.
  RenderedCard r("[[element]]\ntype = \"repeat\"\ncount = \"rules.pips\"\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"100%\"\nheight = \"20pt\"\n"
                 "gap = \"10pt\"\n[element.item]\ntype = \"ellipse\"\nwidth = \"20pt\"\nheight = \"20pt\"\nfill = \"black\"\n"
                 "when = \"index != 2\"\n",
                 {}, "[card.rules]\npips = 3\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  const double left = (198.425 - 80) / 2;
  EXPECT_EQ(r.rgb(static_cast<int>(left + 10), 10), kBlack);  // first
  EXPECT_EQ(r.rgb(static_cast<int>(left + 40), 10), kWhite);  // second: index 2 is skipped by its when
  EXPECT_EQ(r.rgb(static_cast<int>(left + 70), 10), kBlack);  // third
  EXPECT_EQ(r.rgb(static_cast<int>(left - 5), 10), kWhite);
  EXPECT_EQ(r.rgb(static_cast<int>(left + 85), 10), kWhite);
}

TEST(TemplateElements, RepeatShrinksToFitAndFillsGrids) {
  // Ten 40 pt squares cannot fit a 100 pt row: they shrink to 10 pt each, edge to edge.
  RenderedCard row("[[element]]\ntype = \"repeat\"\ncount = 10\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"40pt\"\n"
                   "[element.item]\ntype = \"rect\"\nwidth = \"40pt\"\nheight = \"40pt\"\nfill = \"black\"\n");
  ASSERT_TRUE(row.drawn()) << row.diagnostics().format_all();
  EXPECT_EQ(row.rgb(95, 20), kBlack);
  EXPECT_EQ(row.rgb(105, 20), kWhite);
  EXPECT_EQ(row.rgb(50, 10), kWhite);  // 10 pt tall, centred on y = 20
  // A grid of 5 in rows of 3, gathered at the start: the second row has two.
  RenderedCard grid("[[element]]\ntype = \"repeat\"\ncount = 5\nlayout = \"grid\"\ncolumns = 3\nalign = \"start\"\n"
                    "x = \"0pt\"\ny = \"0pt\"\nwidth = \"100pt\"\nheight = \"40pt\"\n"
                    "[element.item]\ntype = \"rect\"\nwidth = \"20pt\"\nheight = \"20pt\"\nfill = \"black\"\n");
  ASSERT_TRUE(grid.drawn()) << grid.diagnostics().format_all();
  EXPECT_EQ(grid.rgb(50, 10), kBlack);   // row 1, column 3
  EXPECT_EQ(grid.rgb(30, 30), kBlack);   // row 2, column 2
  EXPECT_EQ(grid.rgb(50, 30), kWhite);   // row 2 has no third
  EXPECT_EQ(grid.rgb(70, 10), kWhite);   // nothing beyond column 3
}

TEST(TemplateElements, RepeatAlongAPathAndTextWithItsIndex) {
  // Five dots from (20, 100) to (180, 100): every 40 pt.
  RenderedCard r("[[element]]\ntype = \"repeat\"\ncount = 5\nlayout = \"path\"\nd = \"M 20 100 L 180 100\"\nviewbox = [0, 0, 198.425, 198.425]\n"
                 "fit = \"stretch\"\n[element.item]\ntype = \"ellipse\"\nwidth = \"8pt\"\nheight = \"8pt\"\nfill = \"black\"\n"
                 "[[element]]\ntype = \"repeat\"\ncount = 3\nlayout = \"column\"\nx = \"0pt\"\ny = \"120pt\"\nwidth = \"40pt\"\nheight = \"60pt\"\n"
                 "[element.item]\ntype = \"text\"\ntext = \"{index}\"\nwidth = \"40pt\"\nheight = \"20pt\"\nfont = \"DejaVu Sans\"\nsize = 10\n");
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  for (int x : {20, 60, 100, 140, 180}) EXPECT_EQ(r.rgb(x, 100), kBlack) << x;
  EXPECT_EQ(r.rgb(40, 100), kWhite);
  const auto& report = r.renderer().report();
  ASSERT_EQ(report.size(), 3u);  // the front was drawn; text is fitted when first drawn
  EXPECT_EQ(report[2].face, Face::front);
  EXPECT_EQ(report[2].element, "repeat2.item[3]");
  EXPECT_EQ(report[2].line_texts, std::vector<std::string>{"3"});
}

TEST(TemplateElements, ImagesFitContainCoverStretch) {
  // A 40 x 20 px PNG: left half red, right half blue, drawn into 60 x 60 pt boxes.
  auto files = [](const dw::testing::TempDir& dir) {
    dw::testing::write_png(dir.path() / "art/wide.png", 40, 20, [](int x, int) { return x < 20 ? 0xff0000u : 0x0000ffu; });
  };
  const std::string box = "y = \"0pt\"\nwidth = \"60pt\"\nheight = \"60pt\"\nsrc = \"art/wide.png\"\n";
  RenderedCard r("[[element]]\ntype = \"image\"\nx = \"0pt\"\n" + box + "[[element]]\ntype = \"image\"\nx = \"70pt\"\nfit = \"cover\"\n" + box +
                     "[[element]]\ntype = \"image\"\nx = \"140pt\"\nfit = \"stretch\"\n" + box,
                 {}, {}, files);
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.rgb(10, 5), kWhite);    // contain: letterboxed above
  EXPECT_EQ(r.rgb(10, 30), kRed);
  EXPECT_EQ(r.rgb(50, 30), kBlue);
  EXPECT_EQ(r.rgb(72, 5), kRed);      // cover: the full height, cut at the sides
  EXPECT_EQ(r.rgb(128, 55), kBlue);
  EXPECT_EQ(r.rgb(132, 30), kWhite);  // nothing spills out of the box
  EXPECT_EQ(r.rgb(142, 2), kRed);     // stretch: corner to corner
  EXPECT_EQ(r.rgb(195, 58), kBlue);
}

TEST(TemplateElements, JpegIsDecodedForPixels) {
  auto files = [](const dw::testing::TempDir& dir) {
    dw::testing::write_jpeg(dir.path() / "art/photo.jpg", 64, 64, [](int, int y) { return y < 32 ? 0x00ff00u : 0x000000u; });
  };
  RenderedCard r("[[element]]\ntype = \"image\"\nsrc = \"art/photo.jpg\"\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"64pt\"\nheight = \"64pt\"\n",
                 {}, {}, files);
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_GT(r.rgb(32, 10)[1], 240);
  EXPECT_LT(r.rgb(32, 10)[0], 16);
  EXPECT_LT(r.rgb(32, 54)[1], 16);
}

TEST(TemplateElements, TruncatedJpegIsAnError) {
  auto files = [](const dw::testing::TempDir& dir) {
    dw::testing::write_jpeg(dir.path() / "art/photo.jpg", 64, 64, [](int x, int y) { return static_cast<uint32_t>(x * 4 << 8 | y * 4); });
    const std::string whole = dw::testing::read_file(dir.path() / "art/photo.jpg");
    dir.write("art/photo.jpg", whole.substr(0, whole.size() / 2));
  };
  RenderedCard r("[[element]]\ntype = \"image\"\nsrc = \"art/photo.jpg\"\n", {}, {}, files);
  EXPECT_FALSE(r.drawn());
  EXPECT_THAT(r.diagnostics().format_all(), ::testing::HasSubstr("cannot read JPEG: Premature end of JPEG file [card c]"))
      << r.diagnostics().format_all();
}

const char* kSprites =
    "<svg xmlns='http://www.w3.org/2000/svg' width='100' height='50'>"
    "<rect id='sword' x='0' y='0' width='50' height='50' fill='#ff0000'/>"
    "<circle id='shield' cx='75' cy='25' r='25' fill='#0000ff'/></svg>";

TEST(TemplateElements, SpriteSheetElementsAsImagesAndIcons) {
  auto files = [](const dw::testing::TempDir& dir) { dir.write("art/icons.svg", kSprites); };
  RenderedCard r("[icons]\nguard = \"art/icons.svg#shield\"\n"
                 "[[element]]\ntype = \"image\"\nsrc = \"art/icons.svg#sword\"\nx = \"0pt\"\ny = \"0pt\"\nwidth = \"40pt\"\nheight = \"40pt\"\n"
                 "[[element]]\ntype = \"icon\"\nicon = \"guard\"\nx = \"50pt\"\ny = \"0pt\"\nwidth = \"40pt\"\nheight = \"40pt\"\n",
                 {}, {}, files);
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.rgb(2, 2), kRed);     // the sword square alone fills its box: no shield beside it
  EXPECT_EQ(r.rgb(38, 38), kRed);
  EXPECT_EQ(r.rgb(70, 20), kBlue);  // the shield circle fills the icon's box
  EXPECT_EQ(r.rgb(52, 2), kWhite);  // ... round: its box's corner stays white
}

TEST(TemplateElements, MissingSpriteIdIsAnError) {
  auto files = [](const dw::testing::TempDir& dir) { dir.write("art/icons.svg", kSprites); };
  RenderedCard r("[[element]]\ntype = \"image\"\nsrc = \"art/icons.svg#axe\"\n", {}, {}, files);
  EXPECT_FALSE(r.drawn());
  EXPECT_THAT(r.diagnostics().format_all(), ::testing::HasSubstr("face.toml:3:7: error: unreadable image: "))
      << r.diagnostics().format_all();
  EXPECT_THAT(r.diagnostics().format_all(), ::testing::HasSubstr("art/icons.svg: no element with id 'axe' [card c]"))
      << r.diagnostics().format_all();
}

TEST(TemplateElements, LowResolutionImageIsAWarning) {
  // 100 px over 2 in of card is 50 ppi.
  auto files = [](const dw::testing::TempDir& dir) {
    dw::testing::write_png(dir.path() / "art/small.png", 100, 100, [](int, int) { return 0x808080u; });
  };
  RenderedCard r("[[element]]\nname = \"art\"\ntype = \"image\"\nsrc = \"art/small.png\"\nwidth = \"2in\"\nheight = \"2in\"\n", {}, {}, files);
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_THAT(r.diagnostics().format_all(), ::testing::HasSubstr("face.toml:1:1: warning: image 'art/small.png' of element 'art' prints at 50 ppi, below 300 ppi [card c]\n"
                "  hint: use an image of at least 600 x 600 px, or a vector SVG"))
      << r.diagnostics().format_all();
}

}  // namespace
TEST(TemplateElements, EmptyEllipseAndImageDrawNothingAndLeaveTheRestOfTheCard) {
  // A zero-width ellipse or image box once scaled Cairo by zero: the context fell into an error
  // state and everything after it on the card (and the page) was silently lost.
  auto files = [](const dw::testing::TempDir& dir) {
    dir.write("art/dot.svg", "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>"
                             "<rect width='10' height='10' fill='#00ff00'/></svg>");
  };
  RenderedCard r("[[element]]\ntype = \"ellipse\"\nx = \"10pt\"\ny = \"10pt\"\nwidth = \"0pt\"\nheight = \"40pt\"\n"
                 "fill = \"#000000\"\n"
                 "[[element]]\ntype = \"image\"\nsrc = \"art/dot.svg\"\nx = \"60pt\"\ny = \"10pt\"\nwidth = \"00mm\"\n"
                 "height = \"40pt\"\n"
                 "[[element]]\ntype = \"rect\"\nx = \"100pt\"\ny = \"100pt\"\nwidth = \"40pt\"\nheight = \"40pt\"\n"
                 "fill = \"#ff0000\"\n",
                 {}, {}, files);
  ASSERT_TRUE(r.drawn()) << r.diagnostics().format_all();
  EXPECT_EQ(r.rgb(120, 120), (std::array<int, 3>{255, 0, 0})) << "the rect after the empty shapes is drawn";
  EXPECT_TRUE(r.white(10, 30));
  EXPECT_TRUE(r.white(60, 30));
}

}  // namespace dw
