// cb_cards: reads the Clashing Blades! mechanics from a card set's `rules` tables and checks
// them. This is the ruleset's vocabulary of effects (every key of a card's [card.rules]):
//
//   suit     = "spades" | "diamonds" | "clubs" | "hearts"                   (duel and heart cards)
//   strength = 1..10   the damage a spade deals, or a diamond/club stops;   (spades, diamonds and
//                      for an extra heart card, what the victim must shed   clubs: required; with
//                                                                           only this, a heart
//                                                                           is an extra heart)
//   health   = 1..99   points of health a heart card gives its duelist      (health cards)
//   duelist  = 1 | 2   which duelist holds the heart card                    (health cards)
//   event    = one of the event effects below                               (event cards)
//   value    = 1..10   the size of the effect                               (events that have one)
//   needs    = "marcus-king"  the event is only in the game with that option
//
// Event effects (advanced rule 2; `value` is required for all but the two jokers' effects):
//   punch        the foe takes `value` damage; the exchange goes on      (spade face cards)
//   second-wind  regain up to `value` health, never above the start     (heart face cards)
//   trickery     the foe discards `value` cards of their choice          (club face cards)
//   balance      kept face up until used: adds `value` to one parry      (diamond face cards)
//   disarm-foe   the foe discards the rest of their hand                 (minor joker)
//   drop-weapon  you discard the rest of your own hand                   (major joker)
//   pistol       the foe takes `value` damage, which ends the exchange;  (the Marcus King)
//                every used event card goes back into the event deck
//
// Spades, diamonds and clubs make the duel deck, one entry per physical copy (`count`); extra
// heart cards (advanced rule 1) join it when the extra-hearts option is on. Heart cards with
// `health` set each duelist's starting health (the sum of theirs). A card whose rules table is
// empty is not part of the game (a reference card, say). Anything else (unknown key, suit or
// effect, missing, mistyped or out-of-range value) is an error at the value's file:line:col.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine::games::clashing_blades {

enum class Suit : std::uint8_t { spades, diamonds, clubs, hearts };

enum class EventEffect : std::uint8_t { punch, second_wind, trickery, balance, disarm_foe, drop_weapon, pistol };
const char* effect_name(EventEffect e);

inline constexpr int kMinStrength = 1;
inline constexpr int kMaxStrength = 10;

const char* suit_name(Suit s);

struct DuelCard {
  std::string name;  // the card id, with "#2", "#3", ... for further copies
  Suit suit = Suit::spades;
  int strength = 0;
};

struct EventCard {
  std::string name;  // the card id, with "#2", ... for further copies
  EventEffect effect = EventEffect::punch;
  int value = 0;     // 0 for the jokers' effects
  bool needs_marcus_king = false;
};

struct CardCatalog {
  std::vector<DuelCard> cards;   // the duel deck (extra hearts included); index = action number
  std::vector<EventCard> events; // the event deck
  std::array<int, 2> health{};   // starting health of duelist 1 (seat 0) and 2 (seat 1)
  int max_strength = 0;          // the largest strength in the deck
};

// Reads and checks every card of `set`; errors and warnings go to `out`.
CardCatalog read_card_catalog(const CardSet& set, Diagnostics& out);

}  // namespace dw::engine::games::clashing_blades
