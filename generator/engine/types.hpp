// types: the small vocabulary every part of the engine shares: actions, player ids and the
// special "players" (chance, terminal), plus the records a state reports for invariant checks.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>

namespace dw::engine {

// An action is a number in [0, Game::num_distinct_actions()). Chance outcomes are actions too.
using Action = std::int64_t;
using Player = int;

// current_player() returns a seat (0..n-1) or one of these.
inline constexpr Player kChancePlayer = -1;
inline constexpr Player kTerminalPlayer = -4;

// A named count of cards in one zone (deck, a hand, the table, discards). The sum over all zones
// of a state must stay constant for the whole game: cards are neither created nor lost.
struct ZoneCount {
  std::string zone;
  int cards = 0;
};

// A named number of a state with the bounds the ruleset promises (health, threat, hand size).
struct TrackedValue {
  std::string name;
  int value = 0;
  int min = 0;
  int max = 0;
};

// What an action does to a card in a hand, for per-card statistics. A card is `drawn` when it
// comes into a player's hand (or their sight, as their own: an event they turn over), `played`
// when its player chooses to use it (lay, attack or answer with it), `discarded` when it leaves
// the hand otherwise (a discard forced by the rules or by an opponent).
struct CardEvent {
  enum class Kind : unsigned char { drawn, played, discarded };
  Kind kind = Kind::drawn;
  Player player = 0;
  std::string_view card;  // the card's id in the card set; valid as long as the game lives
};

}  // namespace dw::engine
