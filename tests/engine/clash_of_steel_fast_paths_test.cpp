// Clash of Steel's fast paths (cos_legal.cpp, cos_resample.cpp) must not change a single game:
// seeded games of every agent kind are pinned by the action lists they had before the speed work,
// the chance shortcut is checked against State::sample_chance's walk, also at the very ends of
// every card type's block where floating point and integers could disagree, and the zone masks
// against the counts they summarise.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/agents/agent.hpp"
#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine/play.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::clash_of_steel {
namespace {

using dw::engine::testing::bundled_game;

std::uint64_t fnv1a(const std::vector<Action>& actions) {
  std::uint64_t h = 1469598103934665603ULL;
  for (Action a : actions) {
    h ^= static_cast<std::uint64_t>(a);
    h *= 1099511628211ULL;
  }
  return h;
}

struct SeededGame {
  const char* options;
  std::vector<std::string> agents;
  std::uint64_t seed;
  std::size_t actions;  // recorded with deckwright play --log at commit 57fb42f (before the fast paths)
  std::uint64_t digest;  // fnv1a of those actions
};

TEST(CosFastPaths, SeededGamesAreTheGamesTheyWere) {
  const std::vector<SeededGame> games = {
      {"", {"random", "random", "random", "random"}, 11, 259, 0x400c16f5c3fa4eb7ULL},
      {"players=2", {"ismcts:60", "random"}, 3, 111, 0x32da9651fca07930ULL},
      {"dice=d6", {"greedy:4", "ismcts:30", "random", "random"}, 5, 296, 0x5abf99733e0dc702ULL},
      {"players=3,hand-limit=on,elimination=on,turns=4", {"random", "greedy", "random"}, 8, 84, 0x565414bb0470e1aeULL},
      {"players=2,turns=30", {"random", "random"}, 21, 301, 0x5d4f650fd7cb5d77ULL},
  };
  for (const SeededGame& g : games) {
    auto game = bundled_game("clash-of-steel", g.options);
    std::vector<std::unique_ptr<Agent>> owned;
    std::vector<Agent*> agents;
    for (std::size_t p = 0; p < g.agents.size(); ++p) {
      owned.push_back(make_agent(g.agents[p], static_cast<Player>(p), agent_seed(g.seed, static_cast<Player>(p))));
      agents.push_back(owned.back().get());
    }
    const PlayedGame played = play_game(*game, agents, g.seed);
    const auto& actions = played.final_state->history();
    EXPECT_EQ(actions.size(), g.actions) << "options '" << g.options << "', seed " << g.seed;
    EXPECT_EQ(fnv1a(actions), g.digest) << "options '" << g.options << "', seed " << g.seed;
  }
}

TEST(CosFastPaths, PresentTypesMarksEveryNonZeroCount) {
  Rng rng(17);
  for (int round = 0; round < 2000; ++round) {
    Counts counts{};
    std::uint64_t expected = 0;
    for (std::size_t t = 0; t < counts.size(); ++t) {
      const auto draw = rng.below(4);  // zero half the time; sometimes 128 and more (the top bit)
      counts[t] = static_cast<std::uint8_t>(draw < 2 ? 0 : draw == 2 ? 1 + rng.below(127) : 128 + rng.below(128));
      if (counts[t] != 0) expected |= std::uint64_t{1} << t;
    }
    ASSERT_EQ(present_types(counts), expected) << "round " << round;
  }
}

// The u that Rng::uniform can return nearest to each end of every type's block, and a few
// thousand around it (both sides of the 2^-39 margin), plus random ones.
void expect_walk_everywhere(const Counts& deck, Rng& rng) {
  int size = 0;
  for (std::uint8_t c : deck) size += c;
  std::vector<double> us;
  for (int i = 0; i < 200; ++i) us.push_back(rng.uniform());
  int before = 0;
  for (std::uint8_t c : deck) {
    before += c;
    if (c == 0) continue;
    const double end = static_cast<double>(before) / size;
    const auto m = static_cast<std::int64_t>(std::floor(end * 0x1.0p53));
    for (std::int64_t d : {0LL, 1LL, 2LL, 64LL, 1000LL, 16383LL, 16384LL, 16385LL, 40000LL})
      for (std::int64_t sign : {-1LL, 1LL}) {
        const std::int64_t at = m + sign * d;  // the margin is 2^14 steps of 2^-53
        if (at >= 0 && at < (std::int64_t{1} << 53)) us.push_back(static_cast<double>(at) * 0x1.0p-53);
      }
    us.push_back(std::nextafter(end, 0.0));  // off the 2^-53 grid: the walk itself
  }
  for (double u : us)
    ASSERT_EQ(drawn_type(deck, size, u), drawn_type_by_walk(deck, size, u)) << "deck of " << size << ", u = " << u;
}

TEST(CosFastPaths, DrawnTypeIsTheWalkEvenAtBlockEnds) {
  Rng rng(23);
  auto game = bundled_game("clash-of-steel");
  const auto initial = game->new_initial_state();
  const auto& state = static_cast<const CosState&>(*initial);
  Counts bundled{};
  for (int t = 0; t < static_cast<const ClashOfSteelGame&>(*game).num_types(); ++t)
    bundled[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(state.deck_count(t));
  expect_walk_everywhere(bundled, rng);
  for (int round = 0; round < 300; ++round) {  // small, large (up to 48 x 255) and sparse decks
    Counts deck{};
    const std::uint64_t most = round % 3 == 0 ? 3 : round % 3 == 1 ? 40 : 255;
    int size = 0;
    for (std::uint8_t& c : deck) {
      c = static_cast<std::uint8_t>(rng.below(3) == 0 ? 0 : rng.below(most + 1));
      size += c;
    }
    if (size == 0) deck[7] = 1;
    expect_walk_everywhere(deck, rng);
  }
  const Counts empty{};
  EXPECT_EQ(drawn_type(empty, 0, 0.5), -1);
}

TEST(CosFastPaths, SampleChanceDrawsWhatTheGenericWalkDraws) {
  for (const char* options : {"", "dice=d6", "dice=d4,players=2"}) {
    auto game = bundled_game("clash-of-steel", options);
    Rng play(5), probe(99);
    std::vector<Action> legal;
    std::vector<std::pair<Action, double>> buffer;
    int checked = 0;
    for (int g = 0; g < 20; ++g) {
      auto state = game->new_initial_state();
      while (!state->is_terminal()) {
        if (!state->is_chance_node()) {
          state->legal_actions_into(legal);
          state->apply_action(legal[play.below(legal.size())]);
          continue;
        }
        for (int k = 0; k < 8; ++k) {
          Rng fast(probe.next()), generic = fast;
          ASSERT_EQ(state->sample_chance(fast, buffer), state->State::sample_chance(generic, buffer)) << options;
          ASSERT_EQ(fast.state(), generic.state());
          ++checked;
        }
        state->apply_action(state->sample_chance(play, buffer));
      }
    }
    EXPECT_GT(checked, 1000) << options;
  }
}

}  // namespace
}  // namespace dw::engine::games::clash_of_steel
