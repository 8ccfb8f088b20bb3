// Pins card sets built on another (set.toml `base`): what carries over from the base, how the
// set's own cards add to, replace and remove the base's, and the errors of a bad base.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using dw::testing::TempDir;

const char* kBaseSet = R"(id = "base-duel"
title = "Base Duel"
version = "1.0.0"
ruleset = "clashing-blades"
[card]
size = "poker"
[fields]
name = { type = "string", required = true }
)";

const char* kBaseCards = R"([[card]]
id = "alpha"
kind = "attack"
name = "Alpha"
count = 2
[[card]]
id = "beta"
kind = "attack"
name = "Beta"
[[card]]
id = "gamma"
kind = "attack"
name = "Gamma"
)";

std::vector<std::string> ids(const CardSet& set) {
  std::vector<std::string> out;
  for (const Card& c : set.cards) out.push_back(c.id);
  return out;
}

std::string errors_of(TempDir& dir, const std::string& set) {
  try {
    Diagnostics warnings;
    load_card_set(dir.path() / set, warnings);
  } catch (const InputError& e) {
    return e.diagnostics().format_all();
  }
  return {};
}

class BaseSet : public ::testing::Test {
 protected:
  void SetUp() override {
    dir.write("base/set.toml", kBaseSet);
    dir.write("base/cards/duel.toml", kBaseCards);
  }
  CardSet load(const std::string& set) {
    Diagnostics warnings;
    return load_card_set(dir.path() / set, warnings);
  }
  TempDir dir;
};

TEST_F(BaseSet, KeepsTheBasesRulesetSizeFieldsAndCards) {
  dir.write("mine/set.toml", "base = \"../base\"\nid = \"mine\"\ntitle = \"Mine\"\nversion = \"0.1.0\"\n");
  const CardSet set = load("mine");
  EXPECT_EQ(set.id, "mine");
  EXPECT_EQ(set.ruleset, "clashing-blades");
  EXPECT_NEAR(set.card.width, 63.5 * 72 / 25.4, 1e-6);
  EXPECT_EQ(ids(set), (std::vector<std::string>{"alpha", "beta", "gamma"}));
  ASSERT_EQ(set.bases.size(), 1u);
  EXPECT_EQ(set.bases.front().filename(), "base");
}

TEST_F(BaseSet, OwnCardsReplaceAddAndRemove) {
  dir.write("mine/set.toml",
            "base = \"../base\"\nid = \"mine\"\ntitle = \"Mine\"\nversion = \"0.1.0\"\nremove = [\"gamma\"]\n");
  dir.write("mine/cards/own.toml", "[[card]]\nid = \"beta\"\nkind = \"attack\"\nname = \"Beta, stronger\"\ncount = 3\n"
                                   "[[card]]\nid = \"delta\"\nkind = \"attack\"\nname = \"Delta\"\n");
  const CardSet set = load("mine");
  EXPECT_EQ(ids(set), (std::vector<std::string>{"alpha", "beta", "delta"}));  // replaced in place, added at the end
  EXPECT_EQ(set.find_card("beta")->count, 3);
  EXPECT_EQ(set.find_card("beta")->fields.find("name")->string, "Beta, stronger");
  EXPECT_THAT(set.find_card("beta")->where.file, ::testing::HasSubstr("mine"));
}

TEST_F(BaseSet, ACardFileOfCommentsOnlyIsAllowedOnABase) {
  // `deckwright new` writes such a file: its example card is commented out.
  dir.write("mine/set.toml", "base = \"../base\"\nid = \"mine\"\ntitle = \"Mine\"\nversion = \"0.1.0\"\n");
  dir.write("mine/cards/new-cards.toml", "# [[card]]\n# id = \"my-alpha\"\n");
  EXPECT_EQ(ids(load("mine")).size(), 3u);
  // Without a base the same file is still an error.
  dir.write("alone/set.toml", "id = \"alone\"\ntitle = \"Alone\"\nversion = \"0.1.0\"\n[card]\nsize = \"poker\"\n");
  dir.write("alone/cards/new-cards.toml", "# [[card]]\n");
  EXPECT_THAT(errors_of(dir, "alone"), ::testing::HasSubstr("new-cards.toml:1:1: error: card file defines no cards"));
}

TEST_F(BaseSet, BadBasesAreErrorsAtTheirLine) {
  dir.write("a/set.toml", "id = \"a\"\ntitle = \"A\"\nversion = \"1\"\nbase = \"../nowhere\"\n");
  EXPECT_THAT(errors_of(dir, "a"), ::testing::HasSubstr("set.toml:4:8: error: base '../nowhere' is not a card set folder"))
      << errors_of(dir, "a");
  dir.write("b/set.toml", "base = \"../c\"\nid = \"b\"\ntitle = \"B\"\nversion = \"1\"\n");
  dir.write("c/set.toml", "base = \"../b\"\nid = \"c\"\ntitle = \"C\"\nversion = \"1\"\n");
  EXPECT_THAT(errors_of(dir, "b"), ::testing::HasSubstr("leads back to a set that builds on this one")) << errors_of(dir, "b");
  dir.write("d/set.toml", "base = \"../base\"\nid = \"d\"\ntitle = \"D\"\nversion = \"1\"\nremove = [\"alpah\"]\n");
  const std::string d = errors_of(dir, "d");
  EXPECT_THAT(d, ::testing::HasSubstr("the base has no card 'alpah' to remove")) << d;
  EXPECT_THAT(d, ::testing::HasSubstr("alpha")) << "did you mean";
  dir.write("e/set.toml", "base = \"../base\"\nid = \"e\"\ntitle = \"E\"\nversion = \"1\"\nruleset = \"clubs\"\n");
  EXPECT_THAT(errors_of(dir, "e"), ::testing::HasSubstr("keeps its ruleset ('clashing-blades'), not 'clubs'"));
  dir.write("f/set.toml", "id = \"f\"\ntitle = \"F\"\nversion = \"1\"\nremove = [\"x\"]\n[card]\nsize = \"poker\"\n");
  dir.write("f/cards/c.toml", "[[card]]\nid = \"x\"\nkind = \"attack\"\n");
  EXPECT_THAT(errors_of(dir, "f"), ::testing::HasSubstr("'remove' drops cards of a base set, and this set has no base"))
      << errors_of(dir, "f");
}

}  // namespace
}  // namespace dw
