// eg_cards: the En Garde! card catalog, read from the `rules` tables of a card set and checked.
// This is the ruleset's vocabulary of effects (every key a card's [card.rules] may hold):
//
//   type = "attack" | "enhancement" | "response" | "press" | "fancy" | "item" | "restore"  (required)
//   cost = 0..10          Poise paid when the card is played from the hand       (any type; default 0)
//
//   attack       damage = 0..10            bursts of damage                           (required)
//                when_unthreatened = bool  may also be played in an Exchange whenever no
//                                          unblocked Attack targets its player (Lunge)
//   enhancement  bonus = 0..10             extra damage for the Attack it joins          (required)
//                forbids = [response ids]  those Responses may not face that Attack
//   response     blocks = bool             "block an Attack": the Attack deals nothing    (default false)
//                shield = 0..10            damage taken off the Attack it faces           (default 0)
//                riposte_cost = 0..10      after playing it, its player may play an Attack, paying
//                                          this much Poise (free at No Poise)
//                immune_to = [press ids]   those Presses cannot remove it
//                (a response must block, shield or offer a riposte)
//   press        (no further keys)         removes one Response facing one of your Attacks
//   fancy        grants_attack = bool      its player may play an Attack right after it
//                disarm = bool             at the end of the Exchange the opponent discards their Item
//                disengage = bool          the Exchange ends at once and no Attack of it deals damage
//                (at least one of the three)
//   item         attack_bonus = 0..10      extra damage for each of its owner's Attacks
//                shield = 0..10            damage taken off each Attack against its owner
//                shot = 1..10              instead of starting an Exchange, its owner may make any
//                                          player lose this much Poise (the Pistol)
//                (at least one of the three)
//   restore      restore = 1..10           Poise regained, up to 10                       (required)
//
// Each card of the set with a rules table is one card type with `count` copies in the deck; a
// card with an empty rules table is not part of the game. Anything else (an unknown type or key,
// a key that does not belong to the type, a missing, mistyped or out-of-range value, an id in
// `forbids`/`immune_to` that is not a card of the right type) is an error at the value's
// file:line:col.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine::games::en_garde {

enum class CardKind : std::uint8_t { attack, enhancement, response, press, fancy, item, restore };
const char* card_kind_name(CardKind k);

inline constexpr int kMaxCardTypes = 32;  // card types are bits of a 32-bit mask
inline constexpr int kMaxValue = 10;      // costs, damage, bonuses, shields and restores
inline constexpr int kMaxDeck = 250;      // cards in the deck (counts per zone are bytes)

struct CardType {
  std::string id;
  std::string name;  // the printed `name` field, else the id
  CardKind kind = CardKind::attack;
  int count = 0;  // copies in the deck of this game (0: left out, e.g. the Pistol when off)
  int cost = 0;
  // attack
  int damage = 0;
  bool when_unthreatened = false;
  // enhancement
  int bonus = 0;
  std::uint32_t forbids = 0;  // response types that may not face the Attack
  // response
  bool blocks = false;
  int shield = 0;  // also an item's shield
  bool riposte = false;
  int riposte_cost = 0;
  std::uint32_t immune_to = 0;  // press types that cannot remove it
  // fancy move
  bool grants_attack = false;
  bool disarm = false;
  bool disengage = false;
  // item
  int attack_bonus = 0;
  int shot = 0;
  // restore
  int restore = 0;
};

struct CardCatalog {
  std::vector<CardType> types;  // a card type's index is its number in actions
  int total_cards = 0;          // copies of every type together: the deck
  std::uint32_t kind_mask[7] = {0, 0, 0, 0, 0, 0, 0};  // types of each CardKind

  int num_types() const { return static_cast<int>(types.size()); }
  std::uint32_t mask(CardKind k) const { return kind_mask[static_cast<int>(k)]; }
  bool is(int type, CardKind k) const { return (mask(k) >> type) & 1u; }
  // The type with id `id`, or -1.
  int find(std::string_view id) const;
};

// Reads and checks every card of `set`; errors go to `out`. With `with_shot_items` false, items
// with a `shot` (the Pistol) are kept as types but get no copies in the deck.
CardCatalog read_card_catalog(const CardSet& set, bool with_shot_items, Diagnostics& out);

}  // namespace dw::engine::games::en_garde
