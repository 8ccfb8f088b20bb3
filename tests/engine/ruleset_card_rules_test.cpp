// Every registered ruleset reads its cards' [card.rules] tables through RulesReader
// (engine/games/common/rules_reader.hpp), so a bad value is reported alike whatever the ruleset:
// the same message at the value's file:line:col, with a hint, tagged with the card. Pinned for
// each ruleset of rulesets() on its own card set with one unknown key added to a card.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/registry.hpp"
#include "model/card_set_loader.hpp"
#include "ruleset_card_sets.hpp"

namespace dw::engine::testing {
namespace {

class RulesetCardRules : public ::testing::TestWithParam<RulesetUnderTest> {};

TEST_P(RulesetCardRules, AnUnknownKeyIsReportedAlike) {
  const RulesetUnderTest& r = GetParam();
  ASSERT_FALSE(r.card_set.empty()) << "no card set has ruleset = \"" << r.ruleset << "\"";
  Diagnostics warnings;
  CardSet set = load_card_set(r.card_set, warnings);
  Card* card = nullptr;
  for (auto& c : set.cards)
    if (!c.rules.entries.empty()) {
      card = &c;
      break;
    }
  ASSERT_NE(card, nullptr);
  Value colour;
  colour.kind = Value::Kind::integer;
  colour.integer = 3;
  colour.where = SourcePos{"cards.toml", 41, 10};
  card->rules.entries.push_back({"colour", colour});
  try {
    make_game(set, GameOptions{}, warnings);
    FAIL() << "the unknown key was accepted";
  } catch (const InputError& e) {
    const std::string expected =
        "cards.toml:41:10: error: unknown key 'rules.colour' for " + r.ruleset + " [card " + card->id + "]";
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr(expected)) << expected << "\n---\n" << e.what();
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr("hint: ")) << e.what();
  }
}

std::string test_name(const ::testing::TestParamInfo<RulesetUnderTest>& param) {
  return param.param.name;
}

INSTANTIATE_TEST_SUITE_P(Registered, RulesetCardRules, ::testing::ValuesIn(rulesets_under_test()), test_name);

}  // namespace
}  // namespace dw::engine::testing
