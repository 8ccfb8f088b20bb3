// The engine hooks the validator reads, for every ruleset: card events name cards of the set, a
// player only plays cards they drew (or hold from the start), the length cap is reported as a
// timeout, and restricted play keeps a seat from playing one card.
#include <gtest/gtest.h>

#include <algorithm>
#include <map>
#include <set>

#include "engine/agents/agent.hpp"
#include "engine/play.hpp"
#include "engine/state.hpp"
#include "engine_test_support.hpp"
#include "validate/game_runner.hpp"
#include "validate/restricted_state.hpp"

namespace dw::validate {
namespace {

using engine::testing::bundled_game;
using engine::testing::load_bundled;

struct Case {
  const char* set;
  bool draws;  // the ruleset deals cards (Duel Cards' players hold theirs from the start)
};

class CardEvents : public ::testing::TestWithParam<Case> {};

TEST_P(CardEvents, NameSetCardsAndOnlyPlayWhatWasDrawn) {
  const CardSet set = load_bundled(GetParam().set);
  const auto game = bundled_game(GetParam().set);
  const CardIndex cards(set);
  std::map<engine::CardEvent::Kind, int> kinds;
  for (std::uint64_t seed = 1; seed <= 30; ++seed) {
    engine::Rng rng(seed);
    auto state = game->new_initial_state();
    std::vector<std::set<std::string>> drawn(static_cast<std::size_t>(game->num_players()));
    std::vector<engine::CardEvent> events;
    while (!state->is_terminal()) {
      const auto legal = state->legal_actions();
      const engine::Action a = state->is_chance_node() ? engine::sample_chance_outcome(*state, rng)
                                                       : legal[rng.below(legal.size())];
      events.clear();
      state->card_events(a, events);
      for (const auto& e : events) {
        ASSERT_GE(cards.find(e.card), 0) << "unknown card '" << e.card << "'";
        ASSERT_GE(e.player, 0);
        ASSERT_LT(e.player, game->num_players());
        ++kinds[e.kind];
        if (e.kind == engine::CardEvent::Kind::drawn) drawn[static_cast<std::size_t>(e.player)].insert(std::string(e.card));
        if (e.kind == engine::CardEvent::Kind::played) {
          EXPECT_FALSE(state->is_chance_node());
          EXPECT_EQ(e.player, state->current_player());
          // Creatures attack and defend from play, not from the hand (Clash of Steel); the
          // starting creatures are never drawn.
          if (GetParam().draws && std::string(GetParam().set) != "clash-of-steel") {
            EXPECT_TRUE(drawn[static_cast<std::size_t>(e.player)].count(std::string(e.card)))
                << e.card << " played by seat " << e.player << " without being drawn";
          }
        }
      }
      state->apply_action(a);
    }
    EXPECT_FALSE(state->stopped_by_limit() && state->returns()[0] != 0);
  }
  EXPECT_GT(kinds[engine::CardEvent::Kind::played], 0);
  if (GetParam().draws) EXPECT_GT(kinds[engine::CardEvent::Kind::drawn], 0);
  else EXPECT_EQ(kinds[engine::CardEvent::Kind::drawn], 0);
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, CardEvents,
                         ::testing::Values(Case{"clashing-blades", true}, Case{"clubs", true}, Case{"duel-cards", false},
                                           Case{"clash-of-steel", true}, Case{"en-garde", true}),
                         [](const auto& param_info) {
                           std::string name = param_info.param.set;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(StoppedByLimit, ClashingBladesDrawAtMaxDealsIsATimeout) {
  const CardSet set = load_bundled("clashing-blades");
  const CardIndex cards(set);
  const auto capped = bundled_game("clashing-blades", "max-deals=1");
  int timeouts = 0;
  for (int g = 0; g < 50; ++g) {
    const GameRecord r = run_game(*capped, cards, {"random", "random"}, g, 1000 + g);
    ASSERT_TRUE(r.crash.empty()) << r.crash;
    if (!r.timeout) continue;
    ++timeouts;
    EXPECT_EQ(r.winner, -1);
    EXPECT_FALSE(r.history.empty());
  }
  EXPECT_GT(timeouts, 25);
  const auto normal = bundled_game("clashing-blades");
  int winners = 0;
  for (int g = 0; g < 50; ++g) {
    const GameRecord r = run_game(*normal, cards, {"random", "random"}, g, 1000 + g);
    EXPECT_FALSE(r.timeout);
    winners += r.winner >= 0;
  }
  EXPECT_GT(winners, 40);
}

TEST(StoppedByLimit, DuelCardsDrawAtMaxRoundsIsATimeout) {
  const CardSet set = load_bundled("duel-cards");
  const auto game = bundled_game("duel-cards", "max-rounds=2");
  const CardIndex cards(set);
  int timeouts = 0;
  for (int g = 0; g < 30; ++g) timeouts += run_game(*game, cards, {"random", "random"}, g, 7 + g).timeout;
  EXPECT_GT(timeouts, 20);
}

TEST(StoppedByLimit, EnGardeRoundLimitIsATimeoutAndGoingOutIsNot) {
  const CardSet set = load_bundled("en-garde");
  const CardIndex cards(set);
  const auto capped = bundled_game("en-garde", "max-rounds=1");
  int timeouts = 0;
  for (int g = 0; g < 30; ++g) {
    const GameRecord r = run_game(*capped, cards, {"random", "random"}, g, 500 + g);
    ASSERT_TRUE(r.crash.empty()) << r.crash;
    if (r.timeout) {
      EXPECT_EQ(r.winner, -1);
    }
    timeouts += r.timeout;
  }
  EXPECT_GT(timeouts, 25);  // one round each is seldom enough to take 10 Poise and more
  const auto normal = bundled_game("en-garde");
  int winners = 0;
  for (int g = 0; g < 30; ++g) {
    const GameRecord r = run_game(*normal, cards, {"random", "random"}, g, 500 + g);
    EXPECT_FALSE(r.timeout && r.winner >= 0);
    winners += r.winner >= 0;
  }
  EXPECT_GT(winners, 25);
}

TEST(GameRunner, MatchesPlayGameForTheSameSeed) {
  const CardSet set = load_bundled("clubs");
  const auto game = bundled_game("clubs");
  const CardIndex cards(set);
  const GameRecord r = run_game(*game, cards, {"greedy:2", "random"}, 0, 99);
  auto a0 = engine::make_agent("greedy:2", 0, engine::agent_seed(99, 0));
  auto a1 = engine::make_agent("random", 1, engine::agent_seed(99, 1));
  std::vector<engine::Agent*> seats{a0.get(), a1.get()};
  const engine::PlayedGame played = engine::play_game(*game, seats, 99);
  EXPECT_EQ(r.returns, played.returns);
  EXPECT_EQ(r.actions, static_cast<int>(played.replay.steps.size()));
}

TEST(RestrictedState, TheSeatPlaysTheForbiddenCardOnlyWhenForced) {
  const auto game = bundled_game("clashing-blades");
  const auto plays = [](const engine::State& state, engine::Action a, engine::Player seat) {
    std::vector<engine::CardEvent> events;
    state.card_events(a, events);
    for (const auto& e : events)
      if (e.kind == engine::CardEvent::Kind::played && e.player == seat && e.card == "spade-10") return true;
    return false;
  };
  int filtered = 0, forced = 0, other_seat = 0;
  for (std::uint64_t seed = 1; seed <= 60; ++seed) {
    engine::Rng rng(seed);
    RestrictedState state(game->new_initial_state(), 0, "spade-10");
    while (!state.is_terminal()) {
      engine::Action a;
      if (state.is_chance_node()) {
        a = engine::sample_chance_outcome(state, rng);
      } else {
        const auto legal = state.legal_actions();
        const auto all = state.inner().legal_actions();
        const bool any = std::any_of(legal.begin(), legal.end(), [&](engine::Action x) { return plays(state, x, 0); });
        if (state.current_player() == 0 && any) {
          // Allowed only when every choice plays it.
          EXPECT_TRUE(std::all_of(legal.begin(), legal.end(), [&](engine::Action x) { return plays(state, x, 0); }));
          EXPECT_EQ(legal, all);
          ++forced;
        }
        if (state.current_player() == 0 && legal.size() < all.size()) ++filtered;
        if (state.current_player() == 1 && std::any_of(legal.begin(), legal.end(), [&](engine::Action x) { return plays(state, x, 1); }))
          ++other_seat;
        a = legal[rng.below(legal.size())];
      }
      state.apply_action(a);
    }
  }
  EXPECT_GT(filtered, 0);
  EXPECT_GT(other_seat, 0);
  (void)forced;
}

TEST(RestrictedState, ClonesAndResamplesStayRestricted) {
  const auto game = bundled_game("clashing-blades");
  auto inner = game->new_initial_state();
  RestrictedState state(std::move(inner), 0, "spade-10");
  engine::Rng rng(3);
  while (!state.is_terminal() && !(state.current_player() == 0 && state.legal_actions().size() > 1))
    state.apply_action(state.is_chance_node() ? engine::sample_chance_outcome(state, rng) : state.legal_actions().front());
  ASSERT_FALSE(state.is_terminal());
  const auto clone = state.clone();
  EXPECT_EQ(clone->legal_actions(), state.legal_actions());
  EXPECT_EQ(clone->history(), state.history());
  const auto resampled = state.resample_from_infostate(0, rng);
  EXPECT_NE(dynamic_cast<RestrictedState*>(resampled.get()), nullptr);
  EXPECT_EQ(resampled->information_state_string(0), state.information_state_string(0));
}

}  // namespace
}  // namespace dw::validate
