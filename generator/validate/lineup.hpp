// lineup: who plays in a validation run. A line-up is one agent spec per seat (or one spec for
// every seat) and a number of games; each game has its own seed derived from the run seed, and
// the agents move round the table from game to game, as in engine/match.hpp.
//
//   random@2000            random players in every seat, 2,000 games
//   greedy,random@400      a greedy player against a random one, 400 games
//   ismcts:200             200-simulation ISMCTS everywhere, the default number of games
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/types.hpp"

namespace dw::validate {

struct Lineup {
  std::string label;                // as written, without the game count: "greedy,random"
  std::vector<std::string> agents;  // one spec per agent k (k = 0..players-1)
  int games = 0;
};

// Parses "SPEC[,SPEC...][@GAMES]" for `players` seats; `default_games` when no count is given.
// Throws std::invalid_argument (message saying what is wrong) for a bad spec or count.
Lineup parse_lineup(const std::string& text, int players, int default_games);

// The searching player of the default line-ups: ISMCTS with 1,000 simulations whose rollouts
// stop after 40 player actions and are scored by the ruleset's heuristic. Its strength against
// greedy and random play, per ruleset, is the skill ladder in generator/engine/README.md
// (tests/engine/skill_ladder_test.cpp).
inline constexpr const char* kDefaultSearchAgent = "ismcts:1000:rollout=40";
// Games of the search line-up: 120 player-seats' worth, so 60 games at two players, 30 at four.
inline constexpr int kDefaultSearchSeats = 120;

// The line-ups a plain `deckwright validate` runs: random play in every seat (crashes, endless
// games, reachability), greedy play in every seat (balance and per-card figures) and the search
// player in every seat (per-card choices of a competent player; a card greedy never plays but
// search does is an agent artefact, not a dead card).
std::vector<Lineup> default_lineups(int players);

// The seed of game `index` of line-up `lineup` in a run seeded with `run_seed`.
std::uint64_t game_seed(std::uint64_t run_seed, int lineup, int index);

// The seat of agent k in game `index`: agents move one seat on each game.
inline engine::Player seat_of_agent(int agent, int index, int players) { return (agent + index) % players; }

// Whether an agent spec chooses by itself (random play does not: it never "prefers" a card).
bool is_searching_agent(const std::string& spec);

}  // namespace dw::validate
