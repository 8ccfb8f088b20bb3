// match: many games between agents with the seats rotated, tallied per agent, with Wilson score
// intervals on the win rate. The loop behind `deckwright play --games N` and the strength tests.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/play.hpp"

namespace dw::engine {

struct AgentTally {
  std::string agent;  // the agent spec, as given
  int wins = 0;       // its return was strictly the highest
  int draws = 0;      // it shared the highest return (a draw, or both losing together)
  int losses = 0;     // someone else's return was higher
};

struct MatchResult {
  int games = 0;
  std::vector<AgentTally> tally;  // one per agent spec, in the order given
};

// Plays `games` games. Game g uses seed `seed + g`; agent k sits in seat (k + g) mod n, so every
// agent plays every seat equally often; each game's agents are fresh, seeded with agent_seed().
// `on_game`, when set, is called after each game with its index, the seat of every agent and the
// played game. Throws std::invalid_argument for a bad agent spec or count.
MatchResult play_match(const Game& game, const std::vector<std::string>& agent_specs, int games,
                       std::uint64_t seed,
                       const std::function<void(int, const std::vector<Player>&, const PlayedGame&)>& on_game = {});

// The Wilson score interval for `successes` out of `n` at the normal quantile `z` (1.96 = 95%).
struct Interval {
  double low = 0;
  double high = 1;
};
Interval wilson_interval(int successes, int n, double z = 1.96);
// The same for a score that counts draws as half a success (`score` from 0 to n).
Interval wilson_interval_for_score(double score, int n, double z = 1.96);

}  // namespace dw::engine
