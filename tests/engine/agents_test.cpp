// Agents: greedy and ISMCTS play legally and reproducibly, decide only on what their seat may
// know (two states the seat cannot tell apart get the same decision), and play better than
// chance where it counts.
#include <gtest/gtest.h>

#include "engine/agents/greedy_agent.hpp"
#include "engine/agents/ismcts_agent.hpp"
#include "engine/agents/random_agent.hpp"
#include "engine/match.hpp"
#include "engine/play.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::testing {
namespace {

// Decision states from a random game of `game` (the player to move has a real choice).
std::vector<std::unique_ptr<State>> decision_states(const Game& game, std::uint64_t seed, int wanted) {
  std::vector<std::unique_ptr<State>> out;
  Rng rng(seed);
  auto state = game.new_initial_state();
  while (!state->is_terminal() && static_cast<int>(out.size()) < wanted) {
    if (state->is_chance_node()) {
      state->apply_action(sample_chance_outcome(*state, rng));
      continue;
    }
    const auto legal = state->legal_actions();
    if (legal.size() > 1) out.push_back(state->clone());
    state->apply_action(legal[rng.below(legal.size())]);
  }
  return out;
}

// A state `seat` cannot tell from `state` whose hidden cards differ, or nullptr.
std::unique_ptr<State> indistinguishable_twin(const State& state, Player seat, Rng& rng) {
  for (int tries = 0; tries < 20; ++tries) {
    auto twin = state.resample_from_infostate(seat, rng);
    if (twin->to_string() != state.to_string()) return twin;
  }
  return nullptr;
}

TEST(Greedy, DecidesOnlyOnWhatItsSeatKnows) {
  auto game = bundled_game("clashing-blades");
  Rng rng(3);
  int compared = 0;
  for (const auto& state : decision_states(*game, 11, 60)) {
    const Player seat = state->current_player();
    auto twin = indistinguishable_twin(*state, seat, rng);
    if (!twin) continue;
    ASSERT_EQ(twin->information_state_string(seat), state->information_state_string(seat));
    GreedyAgent a(17), b(17);
    EXPECT_EQ(a.action_values(*state), b.action_values(*twin)) << state->to_string();
    ++compared;
  }
  EXPECT_GT(compared, 10);
}

TEST(Ismcts, DecidesOnlyOnWhatItsSeatKnows) {
  auto game = bundled_game("clashing-blades");
  Rng rng(4);
  int compared = 0;
  for (const auto& state : decision_states(*game, 12, 12)) {
    const Player seat = state->current_player();
    auto twin = indistinguishable_twin(*state, seat, rng);
    if (!twin) continue;
    IsmctsAgent a(23, {200, 1.4, 0}), b(23, {200, 1.4, 0});
    EXPECT_EQ(a.choose(*state), b.choose(*twin));
    ASSERT_EQ(a.last_root().size(), b.last_root().size());
    for (std::size_t i = 0; i < a.last_root().size(); ++i) {
      EXPECT_EQ(a.last_root()[i].action, b.last_root()[i].action);
      EXPECT_EQ(a.last_root()[i].visits, b.last_root()[i].visits);
    }
    ++compared;
  }
  EXPECT_GT(compared, 5);
}

TEST(Ismcts, SpendsEverySimulationAndIsReproducible) {
  auto game = bundled_game("clashing-blades");
  const auto states = decision_states(*game, 5, 3);
  ASSERT_FALSE(states.empty());
  IsmctsAgent a(1, {300, 1.4, 0}), b(1, {300, 1.4, 0});
  for (const auto& s : states) {
    const Action x = a.choose(*s);
    EXPECT_TRUE(s->is_legal(x));
    EXPECT_EQ(x, b.choose(*s));
    int visits = 0;
    for (const auto& e : a.last_root()) visits += e.visits;
    EXPECT_EQ(visits, 300);
  }
}

TEST(Ismcts, TruncatedRolloutsUseTheHeuristic) {
  auto game = bundled_game("clashing-blades");
  const auto states = decision_states(*game, 6, 2);
  ASSERT_FALSE(states.empty());
  IsmctsAgent agent(2, {200, 1.4, 4});
  EXPECT_TRUE(states.front()->is_legal(agent.choose(*states.front())));
  for (const auto& e : agent.last_root()) {
    EXPECT_GE(e.mean, -1.0);
    EXPECT_LE(e.mean, 1.0);
  }
}

// Root statistics of the last search: (action, visits) of every root edge.
std::vector<std::pair<Action, int>> root_visits(const IsmctsAgent& agent) {
  std::vector<std::pair<Action, int>> s;
  for (const auto& e : agent.last_root()) s.emplace_back(e.action, e.visits);
  return s;
}

// By default the search rolls out to the end at two players and stops rollouts after 40 player
// actions at more (kRolloutLimitByTable): at two players an agent with default options (and the
// spec `ismcts:N`) searches as `rollout=0` does, at four as `rollout=40`, and on four-player En
// Garde! (games of about 290 random actions) that differs from rolling out to the end.
TEST(Ismcts, DefaultRolloutsGoToTheEndAtTwoPlayersAndStopAfterFortyAtMore) {
  EXPECT_EQ(IsmctsOptions{}.rollout_limit, kRolloutLimitByTable);
  for (const int players : {2, 4}) {
    auto game = bundled_game("en-garde", "players=" + std::to_string(players));
    const auto states = decision_states(*game, 4, 3);
    ASSERT_FALSE(states.empty());
    IsmctsOptions defaults;
    defaults.simulations = 200;
    IsmctsAgent by_default(8, defaults), to_the_end(8, {200, 1.4, 0}), forty(8, {200, 1.4, 40});
    const auto parsed = make_agent("ismcts:200", 0, 8);
    auto* parsed_ismcts = dynamic_cast<IsmctsAgent*>(parsed.get());
    ASSERT_NE(parsed_ismcts, nullptr);
    IsmctsAgent& expected = players == 2 ? to_the_end : forty;
    int differs_from_full = 0;
    for (const auto& s : states) {
      by_default.choose(*s);
      parsed_ismcts->choose(*s);
      to_the_end.choose(*s);
      forty.choose(*s);
      EXPECT_EQ(root_visits(by_default), root_visits(expected)) << players << " players";
      EXPECT_EQ(root_visits(*parsed_ismcts), root_visits(expected)) << players << " players";
      if (root_visits(forty) != root_visits(to_the_end)) ++differs_from_full;
    }
    EXPECT_GT(differs_from_full, 0) << players << " players";
  }
}

// A rules script may declare how long the search's rollouts should be (search_rollout, the
// game's preferred_rollout_limit): the default search on Crazy Eights (10, two players) searches
// as `rollout=10` does and not as rollouts to the end, while an explicit limit still wins.
// German Whist's script and the built-in rulesets state no preference.
TEST(Ismcts, DefaultRolloutsOnAScriptStopAfterItsPreferredLimit) {
  auto game = bundled_game("crazy-eights");
  EXPECT_EQ(game->preferred_rollout_limit(), 10);
  EXPECT_EQ(bundled_game("german-whist")->preferred_rollout_limit(), 0);
  EXPECT_EQ(bundled_game("clashing-blades")->preferred_rollout_limit(), 0);
  const auto states = decision_states(*game, 6, 4);
  ASSERT_FALSE(states.empty());
  IsmctsOptions defaults;
  defaults.simulations = 150;
  IsmctsAgent by_default(8, defaults), ten(8, {150, 1.4, 10}), to_the_end(8, {150, 1.4, 0});
  const auto parsed = make_agent("ismcts:150:rollout=0", 0, 8);
  auto* parsed_to_the_end = dynamic_cast<IsmctsAgent*>(parsed.get());
  ASSERT_NE(parsed_to_the_end, nullptr);
  int differs_from_full = 0;
  for (const auto& s : states) {
    // A script's state keeps a chain of samples that each resample moves on: each agent
    // searches a fresh copy, which starts without one.
    by_default.choose(*s->clone());
    ten.choose(*s->clone());
    to_the_end.choose(*s->clone());
    parsed_to_the_end->choose(*s->clone());
    EXPECT_EQ(root_visits(by_default), root_visits(ten));
    EXPECT_EQ(root_visits(*parsed_to_the_end), root_visits(to_the_end));
    if (root_visits(by_default) != root_visits(to_the_end)) ++differs_from_full;
  }
  EXPECT_GT(differs_from_full, 0);
}

TEST(Greedy, BeatsRandomAtClashingBlades) {
  auto game = bundled_game("clashing-blades");
  const MatchResult m = play_match(*game, {"greedy", "random"}, 40, 1000);
  const AgentTally& s = m.tally[0];
  std::cout << "[ greedy   ] vs random: " << s.wins << " won, " << s.draws << " drawn, " << s.losses << " lost\n";
  EXPECT_EQ(s.wins + s.draws + s.losses, 40);
  EXPECT_GT(s.wins, 2 * s.losses);
}

// The small version of the strength measurement (`deckwright play --games 200 --agents
// ismcts,random` is the full one, see the engine README): 20 games, seats alternated, 100
// simulations a decision.
TEST(Ismcts, BeatsRandomAtClashingBlades) {
  auto game = bundled_game("clashing-blades");
  const MatchResult m = play_match(*game, {"ismcts:100", "random"}, 20, 2026);
  const AgentTally& s = m.tally[0];
  std::cout << "[ ismcts   ] vs random: " << s.wins << " won, " << s.draws << " drawn, " << s.losses << " lost\n";
  EXPECT_GE(s.wins, 15);
  EXPECT_EQ(m.tally[1].wins, s.losses);
}

TEST(Match, WilsonIntervalMatchesTheReferenceFigures) {
  // The reference figures of shared/reference/engine.md, section 3.5.
  const Interval a = wilson_interval(55, 100);
  EXPECT_NEAR(a.low, 0.452, 0.0005);
  EXPECT_NEAR(a.high, 0.644, 0.0005);
  const Interval b = wilson_interval(0, 50);
  EXPECT_NEAR(b.low, 0.0, 1e-12);
  EXPECT_NEAR(b.high, 0.071, 0.0005);
}

}  // namespace
}  // namespace dw::engine::testing
