// Pins the template keys added for the full template language: gradients, path data, repeats,
// icons, image fit, clip, text options and CSS colour names, with their diagnostics.
#include "model/element_reader.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/color.hpp"
#include "model/template_library.hpp"
#include "model/units.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

// Loads template "t" from the given TOML; nullptr (and the messages) when it has errors.
const CardTemplate* load(TemplateLibrary& lib, Diagnostics& out) { return lib.get("t", {}, out); }

TEST(ElementReader, GradientsSpreadStopsWithoutPositions) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"rect\"\nfill = { linear = [\"white\", \"gold 40%\", \"#000\", \"red\"], angle = 90 }\n"
                      "[[element]]\ntype = \"ellipse\"\nfill = { radial = [\"white\", \"none\"], center = [\"50%\", \"30%\"], radius = \"80%\" }\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = load(lib, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  const Paint& linear = t->elements[0].fill;
  EXPECT_EQ(linear.kind, Paint::Kind::linear);
  EXPECT_DOUBLE_EQ(linear.angle, 90);
  ASSERT_EQ(linear.stops.size(), 4u);
  EXPECT_DOUBLE_EQ(linear.stops[0].offset, 0);
  EXPECT_DOUBLE_EQ(linear.stops[1].offset, 0.4);
  EXPECT_DOUBLE_EQ(linear.stops[2].offset, 0.7);  // halfway between 40% and the last stop's 100%
  EXPECT_DOUBLE_EQ(linear.stops[3].offset, 1);
  EXPECT_EQ(linear.stops[1].color, (Color{1, 215 / 255.0, 0, 1, false}));  // CSS gold
  const Paint& radial = t->elements[1].fill;
  EXPECT_EQ(radial.kind, Paint::Kind::radial);
  EXPECT_DOUBLE_EQ(radial.center_y, 0.3);
  EXPECT_DOUBLE_EQ(radial.radius, 0.8);
  EXPECT_DOUBLE_EQ(radial.stops[1].color.a, 0) << "'none' fades to transparent";
}

TEST(ElementReader, BadGradientsAreReported) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"rect\"\nfill = { linear = [\"white\"] }\n"
                      "[[element]]\ntype = \"rect\"\nfill = { linear = [\"white 50%\", \"black 10%\"] }\n"
                      "[[element]]\ntype = \"rect\"\nfill = { radial = [\"white\", \"blak\"] }\n"
                      "[[element]]\ntype = \"rect\"\nfill = { angle = 3 }\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(load(lib, out), nullptr);
  const std::string text = out.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:3:19: error: a gradient needs at least two stops")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:6:19: error: gradient stop positions must not decrease")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:9:29: error: unknown colour 'blak' (did you mean 'black'?)")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:12:8: error: a gradient needs exactly one of 'linear' or 'radial'")) << text;
}

// Before the limit, 100,000 stops on a card printed 30 times took 79 s and 2.6 GB to build.
TEST(ElementReader, GradientStopsStopAt256) {
  const auto stops = [](int n) {
    std::string list = "[";
    for (int i = 0; i < n; ++i) list += std::string(i ? ", " : "") + (i % 2 ? "\"black\"" : "\"white\"");
    return list + "]";
  };
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"rect\"\nfill = { linear = " + stops(256) + " }\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = load(lib, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  EXPECT_EQ(t->elements[0].fill.stops.size(), 256u);
  TempDir many;
  many.write("t.toml", "[[element]]\ntype = \"rect\"\nfill = { radial = " + stops(100000) + " }\n");
  TemplateLibrary too_many({many.path()});
  Diagnostics refused;
  EXPECT_EQ(load(too_many, refused), nullptr);
  EXPECT_THAT(refused.format_all(), ::testing::HasSubstr("t.toml:3:19: error: the gradient has 100000 stops; the limit is 256"))
      << refused.format_all().substr(0, 300);
}

TEST(ElementReader, CssColourNames) {
  std::string why;
  EXPECT_EQ(parse_color("rebeccapurple", &why), (Color{0x66 / 255.0, 0x33 / 255.0, 0x99 / 255.0, 1, false}));
  EXPECT_EQ(parse_color("parchment", &why)->r, 0xf1 / 255.0);
  EXPECT_FALSE(parse_color("cornflowerblu", &why).has_value());
  EXPECT_EQ(why, "unknown colour 'cornflowerblu' (did you mean 'cornflowerblue'?)");
}

TEST(ElementReader, PathDataAndItsErrorColumn) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"path\"\nd = \"M 0 0 L 10 0 L 5 8 Z\"\nviewbox = [0, 0, 10, 10]\nfit = \"stretch\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = load(lib, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  EXPECT_EQ(t->elements[0].path.segments.size(), 4u);
  EXPECT_TRUE(t->elements[0].has_viewbox);
  EXPECT_EQ(t->elements[0].viewbox, (PathBounds{0, 0, 10, 10}));
  EXPECT_EQ(t->elements[0].fit, Fit::stretch);

  TempDir bad;
  bad.write("t.toml", "[[element]]\ntype = \"path\"\nd = \"M 0 0 L 10 Q\"\n");
  TemplateLibrary bad_lib({bad.path()});
  Diagnostics errors;
  EXPECT_EQ(load(bad_lib, errors), nullptr);
  // d = "M 0 0 L 10 Q": the number missing after L 10 is at offset 11, column 5 + 1 + 11.
  EXPECT_THAT(errors.format_all(), ::testing::HasSubstr("t.toml:3:17: error: bad path data: expected a number"))
      << errors.format_all();
}

TEST(ElementReader, RepeatWithItemCountAndLayout) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\nname = \"pips\"\ntype = \"repeat\"\ncount = \"{rules.damage}\"\nlayout = \"grid\"\ncolumns = 3\n"
                      "gap = \"1mm\"\nalign = \"start\"\n[element.item]\ntype = \"ellipse\"\nwidth = \"4mm\"\nheight = \"4mm\"\n"
                      "when = \"index <= 2\"\n"
                      "[[element]]\ntype = \"repeat\"\ncount = 6\nlayout = \"path\"\nd = \"M 0 0 L 100 0\"\n[element.item]\ntype = \"star\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = load(lib, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  const Element& pips = t->elements[0];
  EXPECT_EQ(pips.count, "rules.damage");
  EXPECT_EQ(pips.count_where.column, 10) << "points inside the braces";
  EXPECT_EQ(pips.layout, RepeatLayout::grid);
  EXPECT_EQ(pips.columns, 3);
  EXPECT_EQ(pips.spread, RepeatAlign::start);
  EXPECT_NEAR(pips.gap, mm_to_pt(1), 1e-9);
  ASSERT_EQ(pips.item.size(), 1u);
  EXPECT_EQ(pips.item[0].type, ElementType::ellipse);
  EXPECT_EQ(pips.item[0].name, "pips.item");
  EXPECT_EQ(pips.item[0].when, "index <= 2");
  EXPECT_EQ(t->elements[1].count, "6");
  EXPECT_EQ(t->elements[1].layout, RepeatLayout::path);
}

TEST(ElementReader, RepeatMistakesAreReported) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"repeat\"\nlayout = \"spiral\"\n"
                      "[[element]]\ntype = \"repeat\"\ncount = 2\nlayout = \"path\"\n[element.item]\ntype = \"repeat\"\ncount = 1\n"
                      "[element.item.item]\ntype = \"rect\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(load(lib, out), nullptr);
  const std::string text = out.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:1:1: error: a repeat element needs 'count'")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:3:10: error: unknown layout 'spiral'")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:1:1: error: a repeat element needs an [element.item] table")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("t.toml:7:10: error: a repeat along a path needs 'd'")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("error: a repeat's item cannot itself be a repeat")) << text;
}

TEST(ElementReader, TextImageAndIconOptions) {
  TempDir dir;
  dir.write("t.toml", "[icons]\nsword = \"art/icons.svg#sword\"\n"
                      "[[element]]\ntype = \"text\"\ntext = \"x\"\nalign = \"justify\"\nvalign = \"baseline\"\ntypographer = false\n"
                      "clip = \"card\"\n"
                      "[[element]]\ntype = \"image\"\nsrc = \"art/photo.jpg\"\nfit = \"cover\"\nclip = \"safe\"\n"
                      "[[element]]\ntype = \"icon\"\nicon = \"{suit}\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = load(lib, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  EXPECT_EQ(t->elements[0].align, HAlign::justify);
  EXPECT_EQ(t->elements[0].valign, VAlign::baseline);
  EXPECT_FALSE(t->elements[0].typographer);
  EXPECT_EQ(t->elements[0].clip, Clip::card);
  EXPECT_EQ(t->elements[1].fit, Fit::cover);
  EXPECT_EQ(t->elements[1].clip, Clip::safe);
  EXPECT_EQ(t->elements[2].icon, "{suit}");
  ASSERT_EQ(t->icons.size(), 1u);
  EXPECT_EQ(t->icons[0].src, "art/icons.svg#sword");
  EXPECT_EQ(t->icons[0].where.line, 2);
}

TEST(ElementReader, IconsAreInheritedAndOverridden) {
  TempDir dir;
  dir.write("base.toml", "[icons]\nsword = \"art/a.svg\"\nshield = \"art/b.svg\"\n[[element]]\ntype = \"rect\"\n");
  dir.write("t.toml", "extends = \"base\"\n[icons]\nsword = \"art/c.svg\"\n\"2bad\" = \"art/d.svg\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(load(lib, out), nullptr);
  EXPECT_THAT(out.format_all(), ::testing::HasSubstr("t.toml:4:1: error: bad icon name '2bad'")) << out.format_all();
  dir.write("u.toml", "extends = \"base\"\n[icons]\nsword = \"art/c.svg\"\n");
  Diagnostics out2;
  const CardTemplate* u = lib.get("u", {}, out2);
  ASSERT_NE(u, nullptr) << out2.format_all();
  ASSERT_EQ(u->icons.size(), 2u);
  EXPECT_EQ(find_icon(u->icons, "sword")->src, "art/c.svg");
  EXPECT_EQ(find_icon(u->icons, "shield")->src, "art/b.svg");
}

TEST(ElementReader, IconTokensAndAssetRefs) {
  const auto tokens = icon_tokens_in("Deal 2 :fire: at 10:30, \\:not: :ice-bolt::x2:");
  ASSERT_EQ(tokens.size(), 3u);
  EXPECT_EQ(tokens[0].name, "fire");
  EXPECT_EQ(tokens[0].offset, 7u);
  EXPECT_EQ(tokens[1].name, "ice-bolt");
  EXPECT_EQ(tokens[2].name, "x2");
  EXPECT_EQ(split_asset_ref("art/icons.svg#sword").fragment, "sword");
  EXPECT_EQ(split_asset_ref("art/icons.svg").fragment, "");
}

}  // namespace
}  // namespace dw
