// Pins template loading: anchors and rotation, inheritance with several parents (later wins),
// overriding single keys of an inherited element, and circular inheritance.
#include "model/template_library.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/units.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

TEST(TemplateLibrary, AnchorsAndRotation) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"rect\"\nanchor = \"bottom-right\"\nrotate = 90\nx = \"50%\"\ny = \"10mm\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = lib.get("t", {}, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  EXPECT_EQ(t->elements[0].anchor, (Anchor{1, 1}));
  EXPECT_DOUBLE_EQ(t->elements[0].rotate, 90);
  EXPECT_TRUE(t->elements[0].x.percent);
  EXPECT_NEAR(t->elements[0].y.value, mm_to_pt(10), 1e-9);
}

TEST(TemplateLibrary, UnknownAnchorIsReported) {
  TempDir dir;
  dir.write("t.toml", "[[element]]\ntype = \"rect\"\nanchor = \"centre\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(lib.get("t", {}, out), nullptr);
  EXPECT_THAT(out.format_all(), ::testing::HasSubstr("t.toml:3:10: error: unknown anchor 'centre' (did you mean 'center'?)"))
      << out.format_all();
}

// The files a template is made from (the render cache keys faces by them): its own, then each
// parent's and grandparent's, a file two parents share listed once.
TEST(TemplateLibrary, SourcesAreItsOwnFileAndEveryAncestorsOnce) {
  TempDir dir;
  dir.write("base.toml", "[[element]]\ntype = \"rect\"\n");
  dir.write("frame.toml", "extends = \"base\"\n");
  dir.write("dark.toml", "extends = \"base\"\n");
  dir.write("card.toml", "extends = [\"frame\", \"dark\"]\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = lib.get("card", {}, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  EXPECT_EQ(t->sources, (std::vector<std::filesystem::path>{dir.path() / "card.toml", dir.path() / "frame.toml",
                                                            dir.path() / "base.toml", dir.path() / "dark.toml"}));
}

TEST(TemplateLibrary, ExtendsSeveralParentsLaterWinsAndOverridesSingleKeys) {
  TempDir dir;
  dir.write("frame.toml",
            "[[element]]\nname = \"bg\"\ntype = \"rect\"\nfill = \"ivory\"\nradius = \"2mm\"\n"
            "[[element]]\nname = \"title\"\ntype = \"text\"\ntext = \"{name}\"\nsize = 12\n");
  dir.write("dark.toml", "[[element]]\nname = \"bg\"\ntype = \"rect\"\nfill = \"black\"\n");
  dir.write("card.toml",
            "extends = [\"frame\", \"dark\"]\n"
            "[[element]]\nname = \"title\"\nsize = 9\n"
            "[[element]]\ntype = \"ellipse\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  const CardTemplate* t = lib.get("card", {}, out);
  ASSERT_NE(t, nullptr) << out.format_all();
  ASSERT_EQ(t->elements.size(), 3u);
  EXPECT_EQ(t->elements[0].name, "bg");
  EXPECT_EQ(t->elements[0].fill, Paint::solid(Color{0, 0, 0, 1, false})) << "the later parent wins";
  EXPECT_DOUBLE_EQ(t->elements[0].radius, 0) << "a replaced element takes nothing from the earlier parent";
  EXPECT_EQ(t->elements[1].name, "title");
  EXPECT_EQ(t->elements[1].text, "{name}") << "keys not overridden are inherited";
  EXPECT_EQ(t->elements[1].text_where.line, 9) << "with their own position";
  EXPECT_THAT(t->elements[1].text_where.file, ::testing::HasSubstr("frame.toml"));
  EXPECT_DOUBLE_EQ(t->elements[1].size, 9);
  EXPECT_EQ(t->elements[2].type, ElementType::ellipse);
}

TEST(TemplateLibrary, CircularInheritanceIsReported) {
  TempDir dir;
  dir.write("a.toml", "extends = \"b\"\n[[element]]\ntype = \"rect\"\n");
  dir.write("b.toml", "extends = [\"c\"]\n[[element]]\ntype = \"rect\"\n");
  dir.write("c.toml", "extends = \"a\"\n[[element]]\ntype = \"rect\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(lib.get("a", {}, out), nullptr);
  EXPECT_THAT(out.format_all(), ::testing::HasSubstr("c.toml:1:11: error: circular template inheritance: a -> b -> c -> a"))
      << out.format_all();
}

TEST(TemplateLibrary, UnknownParentIsReported) {
  TempDir dir;
  dir.write("a.toml", "extends = \"bsae\"\n[[element]]\ntype = \"rect\"\n");
  dir.write("base.toml", "[[element]]\ntype = \"rect\"\n");
  TemplateLibrary lib({dir.path()});
  Diagnostics out;
  EXPECT_EQ(lib.get("a", {}, out), nullptr);
  EXPECT_THAT(out.format_all(), ::testing::HasSubstr("a.toml:1:11: error: no template named 'bsae' (did you mean 'base'?)"))
      << out.format_all();
}

}  // namespace
}  // namespace dw
