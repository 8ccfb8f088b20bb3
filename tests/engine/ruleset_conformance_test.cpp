// The conformance check (conformance.hpp) and the determinism of a seed, for every ruleset of
// rulesets() with the card set that names it (ruleset_card_sets.hpp). The suite is instantiated
// over the registry, so a newly registered ruleset gets these runs without any test code of its
// own; the test-only ruleset tests/engine/higher_card/ shows it. Each ruleset's longer runs and
// variants are in tests/engine/<ruleset>/.
#include <gtest/gtest.h>

#include <algorithm>
#include <iostream>
#include <set>

#include "conformance.hpp"
#include "engine/agents/random_agent.hpp"
#include "engine/play.hpp"
#include "engine/registry.hpp"
#include "engine/state.hpp"
#include "model/card_set_loader.hpp"
#include "ruleset_card_sets.hpp"

namespace dw::engine::testing {
namespace {

class RulesetConformance : public ::testing::TestWithParam<RulesetUnderTest> {
 protected:
  // The ruleset's game on its card set with default options; null (after a failure) when no card
  // set names the ruleset.
  std::shared_ptr<const Game> game() const {
    const RulesetUnderTest& r = GetParam();
    if (r.card_set.empty()) {
      ADD_FAILURE() << "no card set under cardsets/ or tests/engine/cardsets/ has ruleset = \"" << r.ruleset << "\"";
      return nullptr;
    }
    Diagnostics warnings;
    return make_game(load_card_set(r.card_set, warnings), GameOptions{}, warnings);
  }
};

// The name says how many games: build.sh leaves runs of a hundred games and more out of the
// sanitizer suite by name, as the rulesets' own long runs.
TEST_P(RulesetConformance, HundredRandomGames) {
  const auto game = this->game();
  ASSERT_NE(game, nullptr);
  const ConformanceStats stats = run_conformance(*game, 100, /*seed=*/20261126);
  EXPECT_EQ(stats.games, 100);
  EXPECT_GT(stats.resamples, 0);
  // Resampling must deal hidden cards again at least sometimes, not always hand back the state.
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
  EXPECT_LE(stats.longest_game, game->max_game_length());
  std::cout << "[ stats    ] " << GetParam().ruleset << ": " << stats.games << " games, " << stats.states
            << " states, " << stats.resamples << " resamples (" << stats.resamples_that_changed_hidden_cards
            << " changed hidden cards), longest " << stats.longest_game << " actions\n";
}

TEST_P(RulesetConformance, SameSeedSameGameDifferentSeedDifferentGame) {
  const auto game = this->game();
  ASSERT_NE(game, nullptr);
  auto play = [&](std::uint64_t seed) {
    std::vector<RandomAgent> agents;
    for (Player p = 0; p < game->num_players(); ++p) agents.emplace_back(agent_seed(seed, p));
    std::vector<Agent*> seats;
    for (auto& a : agents) seats.push_back(&a);
    return play_game(*game, seats, seed);
  };
  const auto first = play(42);
  const auto second = play(42);
  EXPECT_EQ(first.replay.actions(), second.replay.actions());
  EXPECT_EQ(first.returns, second.returns);
  EXPECT_EQ(first.final_state->to_string(), second.final_state->to_string());
  // A short game may come out the same from two seeds by chance; ten seeds may not all agree.
  bool another_game = false;
  for (std::uint64_t seed = 43; seed < 53 && !another_game; ++seed)
    another_game = play(seed).replay.actions() != first.replay.actions();
  EXPECT_TRUE(another_game) << "seeds 42 to 52 all gave the same game";
}

std::string test_name(const ::testing::TestParamInfo<RulesetUnderTest>& param) {
  return param.param.name;
}

INSTANTIATE_TEST_SUITE_P(Registered, RulesetConformance, ::testing::ValuesIn(rulesets_under_test()), test_name);

// The suite above has an instance for every registered ruleset, the test-only higher-card included
// (registered by tests/engine/higher_card/ alone, with no test naming it), and one for each card
// set of a ruleset several sets name (every scripted set of lua).
TEST(RulesetConformanceCoverage, EveryRegisteredRulesetIsInstantiated) {
  std::set<std::string> instantiated;
  const auto& unit = *::testing::UnitTest::GetInstance();
  for (int i = 0; i < unit.total_test_suite_count(); ++i) {
    const auto& suite = *unit.GetTestSuite(i);
    if (std::string(suite.name()) != "Registered/RulesetConformance") continue;
    for (int j = 0; j < suite.total_test_count(); ++j) {
      const std::string name = suite.GetTestInfo(j)->name();
      const std::string prefix = "HundredRandomGames/";
      if (name.rfind(prefix, 0) == 0) instantiated.insert(name.substr(prefix.size()));
    }
  }
  std::set<std::string> expected, covered, registered;
  for (const auto& r : rulesets_under_test()) {
    expected.insert(r.name);
    covered.insert(r.ruleset);
  }
  for (const auto& r : rulesets()) registered.insert(r.name);
  EXPECT_EQ(instantiated, expected);
  EXPECT_EQ(covered, registered);
  EXPECT_TRUE(instantiated.count("HigherCard")) << "the test-only ruleset got no conformance run";
  // Both scripted sets, each on its own rules script.
  EXPECT_TRUE(instantiated.count("LuaGermanWhist") && instantiated.count("LuaCrazyEights"));
  EXPECT_GE(instantiated.size(), 8u);  // the six rulesets of rulesets.def, higher-card, a second lua set
}

}  // namespace
}  // namespace dw::engine::testing
