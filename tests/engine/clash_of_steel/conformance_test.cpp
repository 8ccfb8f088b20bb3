// Clash of Steel under the conformance check (conformance.hpp): 1,000 random games at the
// default four players, then two and three players and every house rule, so each path of the
// rules is walked many times.
#include <gtest/gtest.h>

#include <iostream>

#include "conformance.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::testing {
namespace {

constexpr int kScale = kSanitizerScale;  // conformance.hpp

void print_stats(const char* what, const ConformanceStats& stats) {
  std::cout << "[ stats    ] " << what << ": " << stats.games << " games, " << stats.states << " states, "
            << stats.resamples << " resamples (" << stats.resamples_that_changed_hidden_cards
            << " changed hidden cards), longest " << stats.longest_game << " actions, " << stats.draws_or_both_lose
            << " all-equal results\n";
}

TEST(ClashOfSteelConformance, ThousandRandomGamesFourPlayers) {
  auto game = bundled_game("clash-of-steel");
  ASSERT_EQ(game->num_players(), 4);
  const ConformanceStats stats = run_conformance(*game, 1000 / kScale, /*seed=*/20261121, /*resample_every=*/7);
  EXPECT_EQ(stats.games, 1000 / kScale);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
  EXPECT_LE(stats.longest_game, game->max_game_length());
  print_stats("4 players", stats);
}

TEST(ClashOfSteelConformance, TwoAndThreePlayers) {
  for (const char* options : {"players=2", "players=3"}) {
    SCOPED_TRACE(options);
    auto game = bundled_game("clash-of-steel", options);
    const ConformanceStats stats = run_conformance(*game, 200 / kScale, /*seed=*/7, /*resample_every=*/7);
    EXPECT_EQ(stats.games, 200 / kScale);
    EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
    print_stats(options, stats);
  }
}

TEST(ClashOfSteelConformance, LongGamesRunTheDeckDry) {
  // Four players over 25 game turns draw more cards than the deck holds: turns go on without draws.
  auto game = bundled_game("clash-of-steel", "turns=25");
  const ConformanceStats stats = run_conformance(*game, 30 / kScale, /*seed=*/13, /*resample_every=*/11);
  EXPECT_EQ(stats.games, 30 / kScale);
  print_stats("turns=25", stats);
}

TEST(ClashOfSteelConformance, HouseRules) {
  // House rule 1 with a short game and two players (eliminations are rare otherwise), house rule
  // 2 with both dice, house rule 3, and all three together.
  for (const char* options : {"players=2,elimination=on", "players=3,elimination=on", "dice=d6", "players=2,dice=d4",
                              "hand-limit=on", "players=3,elimination=on,dice=d6,hand-limit=on"}) {
    SCOPED_TRACE(options);
    auto game = bundled_game("clash-of-steel", options);
    const ConformanceStats stats = run_conformance(*game, 120 / kScale, /*seed=*/11, /*resample_every=*/7);
    EXPECT_EQ(stats.games, 120 / kScale);
    print_stats(options, stats);
  }
}

}  // namespace
}  // namespace dw::engine::testing
