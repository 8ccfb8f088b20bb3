// game_runner: plays one validation game and records what the statistics need: the outcome,
// whether the length cap stopped it, its decisions, and per seat and card whether the card was
// drawn, at how many decisions playing it was legal and how often it was played. Invariants are
// checked after every action (cards conserved, tracked values in bounds, legal actions sorted,
// unique and not empty, returns in bounds); an exception or a broken invariant is recorded as a
// crash with the actions played so far, so the game can be written as a replay file. After every
// decision it asks the ruleset's heuristic who leads (lead changes, and when the winner was clear).
//
// The game is played exactly as engine::play_game plays it (chance from Rng::derive(seed, 0),
// the agent in seat s seeded with agent_seed(seed, s)), so `deckwright play --seed S --agents
// <the seats' specs>` reproduces any game the validator names.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "engine/game.hpp"
#include "engine/types.hpp"
#include "model/card_set.hpp"

namespace dw::validate {

// The set's cards in set order, findable by id.
class CardIndex {
 public:
  explicit CardIndex(const CardSet& set);
  CardIndex(const CardIndex&) = delete;
  CardIndex& operator=(const CardIndex&) = delete;
  int size() const { return static_cast<int>(ids_.size()); }
  const std::string& id(int i) const { return ids_[static_cast<std::size_t>(i)]; }
  int find(std::string_view id) const;  // -1 when the set has no such card

 private:
  std::vector<std::string> ids_;
  std::unordered_map<std::string_view, int> by_id_;
};

// A seat that may not play a card (restricted play); kEverySeat (restricted_state.hpp, -1):
// no seat may.
struct Restriction {
  engine::Player seat = 0;
  std::string card;
};

struct GameRecord {
  int index = 0;
  std::uint64_t seed = 0;
  std::vector<std::string> seat_agents;  // the agent spec in each seat
  std::vector<double> returns;           // empty after a crash
  int winner = -1;                       // the seat with the sole highest return, or -1
  bool timeout = false;                  // stopped by the ruleset's length cap
  int actions = 0;                       // chance included
  int decisions = 0;                     // player actions
  int multi_option = 0;                  // decisions with more than one legal action
  // The leader after each decision: the sole seat the ruleset's heuristic (State::evaluate) rates
  // highest; a tie keeps the previous leader. Lead changes count a new leader replacing another;
  // settled_at is the number of decisions played when the eventual winner took the lead for good
  // (the whole game's decisions when the heuristic never named the winner at the end). Not
  // measured in restricted play.
  int lead_changes = 0;
  int settled_at = 0;
  std::string crash;                     // what went wrong; empty when the game finished
  std::vector<engine::Action> history;   // kept for crashes and timeouts (replay files)
  // Per seat s and card c, at [s * cards + c]:
  std::vector<std::uint8_t> seen;        // drawn at least once
  std::vector<int> playable;             // decisions at which playing it was legal
  std::vector<int> chosen;               // decisions at which it was played
};

// The start of GameRecord::crash when the game stopped on bad input (an InputError, such as a
// rules script's error at its file:line) rather than a broken invariant.
inline constexpr std::string_view kBadInput = "bad input: ";

// Plays game `index` with `seed`, the agent spec of each seat given in `seat_agents`.
GameRecord run_game(const engine::Game& game, const CardIndex& cards, const std::vector<std::string>& seat_agents,
                    int index, std::uint64_t seed, const std::optional<Restriction>& restriction = std::nullopt,
                    bool check_invariants = true);

}  // namespace dw::validate
