// A set built on another (set.toml `base`) inherits its base's booklet: the base's Markdown and
// [booklet] keys, paths found in the base's folder; the set's own [booklet] keys override the
// inherited ones one by one, its own booklet/rules.md replaces the text, and `booklet = false`
// leaves the booklet out. Before, a derived set read only its own set.toml and had no booklet.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "booklet/booklet_config.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using testing::TempDir;

CardSet derived_set(const TempDir& dir, const std::string& derived_tail) {
  dir.write("base/set.toml", R"(id = "base"
title = "Base"
version = "1"
[card]
size = "poker"
[fields]
name = "string"
[booklet]
subtitle = "The base's subtitle"
accent = "#112233"
cover_art = "art/cover.svg"
)");
  dir.write("base/cards/cards.toml", "[[card]]\nid = \"one\"\nkind = \"card\"\nname = \"One\"\n");
  dir.write("base/booklet/rules.md", "# Rules\n\nPlay.\n");
  dir.write("base/art/cover.svg", "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"10\" height=\"10\"/>");
  dir.write("mine/set.toml", "base = \"../base\"\nid = \"mine\"\ntitle = \"Mine\"\nversion = \"1\"\n" + derived_tail);
  Diagnostics warnings;
  return load_card_set(dir.path() / "mine", warnings);
}

TEST(InheritedBooklet, ADerivedSetPrintsItsBasesBooklet) {
  TempDir dir;
  const CardSet set = derived_set(dir, "");
  Diagnostics d;
  const auto config = load_booklet_config(set, d);
  ASSERT_TRUE(config) << d.format_all();
  EXPECT_EQ(fs::weakly_canonical(config->source), fs::weakly_canonical(dir.path() / "base" / "booklet" / "rules.md"));
  EXPECT_EQ(config->subtitle, "The base's subtitle");
  EXPECT_EQ(config->title, "Mine") << "the title is the derived set's own";
  ASSERT_TRUE(config->cover_art);
  EXPECT_EQ(fs::weakly_canonical(*config->cover_art), fs::weakly_canonical(dir.path() / "base" / "art" / "cover.svg"));
}

TEST(InheritedBooklet, OwnKeysOverrideOneByOneAndOwnTextReplacesTheBases) {
  TempDir dir;
  dir.write("mine/booklet/rules.md", "# House Rules\n");
  const CardSet set = derived_set(dir, "[booklet]\nsubtitle = \"Mine's subtitle\"\n");
  Diagnostics d;
  const auto config = load_booklet_config(set, d);
  ASSERT_TRUE(config) << d.format_all();
  EXPECT_EQ(config->subtitle, "Mine's subtitle");
  EXPECT_DOUBLE_EQ(config->accent.g, 0x22 / 255.0) << "the accent is inherited";
  EXPECT_EQ(fs::weakly_canonical(config->source), fs::weakly_canonical(dir.path() / "mine" / "booklet" / "rules.md"));
}

TEST(InheritedBooklet, BookletFalseLeavesItOut) {
  TempDir dir;
  const CardSet set = derived_set(dir, "booklet = false\n");
  Diagnostics d;
  EXPECT_FALSE(load_booklet_config(set, d));
  EXPECT_FALSE(d.has_errors()) << d.format_all();
  const CardSet wrong = derived_set(dir, "booklet = true\n");
  EXPECT_FALSE(load_booklet_config(wrong, d));
  EXPECT_THAT(d.format_all(), ::testing::HasSubstr("mine/set.toml:5:11: error: 'booklet = true' says nothing"));
}

}  // namespace
}  // namespace dw
