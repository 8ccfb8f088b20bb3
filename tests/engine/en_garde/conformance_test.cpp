// The conformance check (conformance.hpp) on En Garde! with the bundled card set: 1,000 random
// games each at 2, 3 and 6 players, 300 at 4 players without the Pistol and 300 at 5; every
// fifth state is resampled for every seat and each sample's history replayed; plus the promise
// that random games end within the declared maximum and that a seed fixes a whole game.
#include <gtest/gtest.h>

#include "conformance.hpp"
#include "engine/agents/random_agent.hpp"
#include "engine/games/en_garde/eg_state.hpp"
#include "engine/play.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::testing {
namespace {

void report(const char* what, const ConformanceStats& stats) {
  std::cout << "[ stats    ] " << what << ": " << stats.games << " games, " << stats.states << " states, "
            << stats.resamples << " resamples (" << stats.resamples_that_changed_hidden_cards
            << " changed hidden cards), longest " << stats.longest_game << " actions, " << stats.draws_or_both_lose
            << " without a winner\n";
}

// Games of many players are long; replaying every state from the start would make the run
// quadratic in their length, so those replay every `replay_every`-th state (and the last).
void run(const std::string& options, std::uint64_t seed, const char* what, int replay_every = 1, int games = 1000) {
  auto game = bundled_game("en-garde", options);
  const ConformanceStats stats = run_conformance(*game, games, seed, /*resample_every=*/5, replay_every);
  EXPECT_EQ(stats.games, games);
  EXPECT_GT(stats.resamples, 0);
  // Resampling must really deal the hidden cards again, not hand back the same state.
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
  EXPECT_LE(stats.longest_game, game->max_game_length());
  report(what, stats);
}

TEST(EnGardeConformance, TwoPlayersThousandRandomGames) { run("", 20261121, "2 players"); }
TEST(EnGardeConformance, ThreePlayersThousandRandomGames) { run("players=3", 3031, "3 players"); }
TEST(EnGardeConformance, SixPlayersThousandRandomGames) { run("players=6", 6061, "6 players", /*replay_every=*/5); }
TEST(EnGardeConformance, FourPlayersWithoutThePistolThreeHundredRandomGames) {
  run("players=4,pistol=off", 404, "4 players, no Pistol", /*replay_every=*/3, /*games=*/300);
}
TEST(EnGardeConformance, FivePlayersThreeHundredRandomGames) {
  run("players=5", 505, "5 players", /*replay_every=*/3, /*games=*/300);
}

TEST(EnGardeConformance, RoundLimitEndsGamesAsDraws) {
  // One round for three players: every game reaches the limit unless two players go out at once.
  auto game = bundled_game("en-garde", "players=3,max-rounds=1");
  const ConformanceStats stats = run_conformance(*game, 200, 77);
  EXPECT_EQ(stats.games, 200);
  EXPECT_GT(stats.draws_or_both_lose, 0);
}

TEST(EnGardeConformance, SameSeedSameGame) {
  auto game = bundled_game("en-garde", "players=4");
  auto play = [&](std::uint64_t seed) {
    std::vector<RandomAgent> agents;
    std::vector<Agent*> seats;
    for (Player p = 0; p < 4; ++p) agents.emplace_back(agent_seed(seed, p));
    for (auto& a : agents) seats.push_back(&a);
    return play_game(*game, seats, seed);
  };
  const auto first = play(42);
  const auto second = play(42);
  const auto other = play(43);
  EXPECT_EQ(first.replay.actions(), second.replay.actions());
  EXPECT_EQ(first.final_state->to_string(), second.final_state->to_string());
  EXPECT_NE(first.replay.actions(), other.replay.actions());
}

}  // namespace
}  // namespace dw::engine::testing
