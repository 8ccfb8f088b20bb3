// cos_catalog: reads the Clash of Steel mechanics from a card set's [card.rules] tables and checks
// them. Each card definition becomes one card type (its copies are interchangeable). This is the
// ruleset's whole vocabulary of effects (every key a rules table may hold):
//
//   type = "creature" | "resource" | "number"                                      (required)
//
//   creature cards
//     attack   = 0..20      the printed attack rating                              (required)
//     defense  = 0..20      the printed defense rating                             (required)
//     race     = "orc"      what other cards call it (a lower-case word)          (required)
//     attacks  = false      it may only defend (Peasant Militia)                  (default true)
//     starting = true       every player begins with one copy in play; the card   (default false)
//                           is never shuffled into the main deck
//     on_play  = "discard-creature"   when placed, its owner discards another creature in play
//              | "discard-resource"   ... one of their resources in play
//              | "discard-hand"       ... a card from their hand
//     [[card.rules.bonus]]  a change to its own rating in a fight against some races
//       stat   = "attack"   applies when it attacks, "defense": when it defends    (required)
//       amount = -5..5      not 0                                                  (required)
//       versus = ["orc"]    races of the opposing creature; each must be the race  (required)
//                           of some creature of the set
//
//   resource cards
//     requires = "<id>"     a resource card its owner must already have in play to place this
//     [[card.rules.modifier]]  a change to the ratings of one creature card while this is in play
//       stat     = "attack" | "defense"                                            (required)
//       amount   = -5..5    not 0                                                  (required)
//       creature = "<id>"   the creature card it changes                           (required)
//       whose    = "owner"      the owner's creatures of that card                 (default)
//                | "everyone"   every creature of that card in play, anyone's
//                | "attackers"  creatures of that card that attack the owner
//
//   number cards
//     value = 1..6          added to a rating when played under a fighting creature (required)
//
// A card with an empty rules table is not part of the game (a reference card, say). Anything
// else (an unknown key or word, a key that belongs to another type, a missing, mistyped or
// out-of-range value, a reference to a card or race the set does not have) is an error at the
// value's file:line:col. Set-wide checks (deck size, starting cards) are in clash_of_steel.cpp.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine::games::clash_of_steel {

inline constexpr int kMaxCardTypes = 48;  // card definitions with rules (the state keeps counts per type; <= 64 for masks)
inline constexpr int kMaxRaces = 32;
inline constexpr int kMaxRating = 20;
inline constexpr int kMaxAmount = 5;
inline constexpr int kMaxNumberValue = 6;

enum class CardKind : std::uint8_t { creature, resource, number };
enum class Stat : std::uint8_t { attack, defense };
enum class Whose : std::uint8_t { owner, everyone, attackers };
enum class OnPlay : std::uint8_t { none, discard_creature, discard_resource, discard_hand };

const char* kind_name(CardKind k);

// A creature's own rating change against opposing creatures of some races.
struct Bonus {
  Stat stat = Stat::attack;
  int amount = 0;
  std::uint32_t versus = 0;  // bit r set: race r
};

// A resource's rating change on one creature card, seen from the creature: stored on the
// creature type it changes, so combat looks only at the modifiers that can matter.
struct Modifier {
  int resource = -1;  // the resource type that gives it
  Stat stat = Stat::attack;
  int amount = 0;
  Whose whose = Whose::owner;
};

struct CardType {
  std::string id;
  std::string name;  // the printed name (the `name` field), else the id
  CardKind kind = CardKind::creature;
  int count = 0;     // physical copies in the set
  // creatures
  int attack = 0;
  int defense = 0;
  int race = -1;
  bool can_attack = true;
  bool starting = false;
  OnPlay on_play = OnPlay::none;
  std::vector<Bonus> bonuses;
  std::vector<Modifier> modified_by;  // resource modifiers that change this creature
  // resources
  int requires_resource = -1;  // type index, or -1
  // numbers
  int value = 0;
};

struct Catalog {
  std::vector<CardType> types;    // index = type number used by the state and the actions
  std::vector<std::string> races;
  std::vector<int> creatures;     // type indices by kind, in set order
  std::vector<int> resources;
  std::vector<int> numbers;
  std::vector<int> starting;      // starting creatures (each player gets one of each)
  std::vector<int> all_creatures; // starting or not, ascending
  // The same sets as bit masks (bit t: type t), for the legal-action loops.
  std::uint64_t creature_mask = 0;  // every creature
  std::uint64_t attacker_mask = 0;  // creatures that may attack
  std::uint64_t resource_mask = 0;
  int main_deck = 0;              // copies of every non-starting card
  int number_cards = 0;           // copies of number cards (part of main_deck)

  int find(std::string_view id) const;  // type index by card id, or -1
};

// Reads and checks every card of `set`; errors go to `out`.
Catalog read_catalog(const CardSet& set, Diagnostics& out);

}  // namespace dw::engine::games::clash_of_steel
