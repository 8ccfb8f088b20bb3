// cb_cards: reads the Clashing Blades! mechanics from a card set's `rules` tables and checks
// them. This is the ruleset's vocabulary of effects (every key of a card's [card.rules]):
//
//   suit     = "spades" | "diamonds" | "clubs" | "hearts"                     (required)
//   strength = 1..10   the damage a spade deals, or a diamond/club stops      (spades, diamonds,
//                      and clubs; also extra heart cards, advanced rule 1)    clubs: required)
//   health   = 1..99   points of health a heart card gives its duelist        (health cards)
//   duelist  = 1 | 2   which duelist holds the heart card                      (health cards)
//
// Spades, diamonds and clubs make the duel deck, one entry per physical copy (`count`). Heart
// cards with `health` set each duelist's starting health (the sum of theirs). A heart card with
// only a `strength` is an extra heart card of advanced rule 1, not implemented yet: it is left
// out with a warning. A card whose rules table is empty is not part of the game (a reference
// card, say). Anything else (unknown key or suit, missing, mistyped or out-of-range value) is an
// error at the value's file:line:col.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine::games::clashing_blades {

enum class Suit : std::uint8_t { spades, diamonds, clubs };

inline constexpr int kMinStrength = 1;
inline constexpr int kMaxStrength = 10;

const char* suit_name(Suit s);

struct DuelCard {
  std::string name;  // the card id, with "#2", "#3", ... for further copies
  Suit suit = Suit::spades;
  int strength = 0;
};

struct CardCatalog {
  std::vector<DuelCard> cards;   // the duel deck; a card's index is its action number
  std::array<int, 2> health{};   // starting health of duelist 1 (seat 0) and 2 (seat 1)
  int max_strength = 0;          // the largest strength in the deck
};

// Reads and checks every card of `set`; errors and warnings go to `out`.
CardCatalog read_card_catalog(const CardSet& set, Diagnostics& out);

}  // namespace dw::engine::games::clashing_blades
