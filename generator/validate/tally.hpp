// tally: the sums a line-up's games leave behind: outcomes by seat and agent, lengths, timeouts,
// crashes and the per-card counts. Every field is a count (or a list capped by game index), so
// tallies of disjoint game sets add up to the tally of their union whatever the order: threads
// and shards (`--shard K/N`, `deckwright validate merge`) combine with merge() and give exactly
// what one run gives. to_json/from_json carry a tally through a shard file.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "validate/game_runner.hpp"
#include "validate/lineup.hpp"

namespace dw::validate {

using Json = nlohmann::ordered_json;

// Games kept by index in a finding's evidence (the lowest indices).
inline constexpr std::size_t kKeptGames = 20;

struct CardTally {
  int seen = 0;         // player-games in which the player drew the card
  int seen_wins = 0;    // ... and won alone
  int unseen = 0;       // player-games without it
  int unseen_wins = 0;
  std::vector<int> seen_by_seat;  // player-games with the card drawn, per seat
  int playable_games = 0;         // player-games in which playing it was legal at least once
  int played_games = 0;           // player-games in which it was played
  int timeout_played_games = 0;   // ... of games stopped at the length cap
  int timeout_chosen = 0;         // plays of it in games stopped at the length cap
  int playable = 0;               // decisions at which playing it was legal
  int chosen = 0;                 // plays of it
  int search_playable = 0;        // the same two, for searching agents only (not random)
  int search_chosen = 0;
  bool operator==(const CardTally&) const = default;
};

struct GameRef {
  int index = 0;
  std::uint64_t seed = 0;
  std::string detail;                   // the crash message
  std::vector<std::string> seat_agents; // to reproduce it
  std::string replay;                   // replay file written for it (set by the report, never by a shard)
  bool operator==(const GameRef&) const = default;
};

struct LineupTally {
  std::string label;
  std::vector<std::string> agents;  // spec of agent k
  int players = 0;
  int planned = 0;      // games of the whole line-up (every shard)
  int games = 0;        // games tallied here
  int decided = 0;      // one player had the highest return alone
  int shared = 0;       // several shared the highest return (draws)
  int timeouts = 0;     // stopped by the length cap (counted in shared or decided too)
  int crashes = 0;
  std::vector<int> seat_wins;
  std::vector<int> agent_wins;
  long long actions = 0;
  long long decisions = 0;
  long long multi_option = 0;
  long long timeout_decisions = 0;  // decisions of the games stopped at the length cap
  std::map<int, int> lengths;  // decisions in a game -> games
  std::map<int, int> lead_changes;  // lead changes in a finished game -> games
  // Decided games by the percentage (0-100, rounded down) of their decisions after which the
  // eventual winner led for good: 100 - settled_percent is the game's decisiveness.
  std::map<int, int> settled_percent;
  std::vector<CardTally> cards;
  std::vector<GameRef> crash_games;    // lowest indices first, at most kKeptGames
  std::vector<GameRef> timeout_games;
  // One character per game of the line-up: the winning seat ('0'...), '=' for a shared top,
  // 'x' for a crash, '.' for a game not tallied here. Restricted play compares against it.
  std::string outcomes;
  bool operator==(const LineupTally&) const = default;
};

LineupTally empty_tally(const Lineup& lineup, int players, int cards);
// Adds one game's record (its seats' agents must be the line-up's, rotated by game index).
void add_game(LineupTally& t, const GameRecord& r);
// The agent spec in each seat of game `index` of the line-up.
std::vector<std::string> seat_specs(const LineupTally& t, int index);
// Adds `other`, a tally of the same line-up over other games.
void merge(LineupTally& t, const LineupTally& other);

Json to_json(const LineupTally& t, const CardIndex& cards);
LineupTally tally_from_json(const Json& j, const CardIndex& cards);

}  // namespace dw::validate
