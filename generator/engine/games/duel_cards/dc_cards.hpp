// dc_cards: reads the Duel Cards mechanics from a card set's `[card.rules]` tables and checks
// them. This is the ruleset's vocabulary of effects.
//
// A duel card (two per player: an attack card and a defence card):
//   player = 1 | 2                      whose card it is                              (required)
//   side   = "attack" | "defence"       which of the player's two cards                (required)
//   [card.rules.plays]                  the card's five plays, each a table            (required)
//     vertical   = { name = "thrust", kind = "attack" }            the card played alone, upright
//     horizontal = { name = "parry", kind = "defence", stops = "thrust" }   alone, turned sideways
//     high, middle, low = { ... }       both cards, this one below, the other covering its top,
//                                       middle or bottom pair of damage circles
//   A play's `name` is a lowercase word (the same name on both players' cards is the same play,
//   for "same attack" and the rule against repeating a play); `kind` is "attack" or "defence";
//   a defence's `stops` names the attack it is the correct defence against (required for a
//   defence, refused for an attack). A player's ten plays have ten different names.
//
// The chart card (exactly one; printed as the reference chart):
//   strong = 1..3   the strength of a play made with the bottom card upright (required)
//   weak   = 1..3   ... and turned a half turn; lower than strong                   (required)
//   chart  = [ { you = ..., strength = ..., enemy_damage = ..., your_damage = ...,
//                initiative = ... }, ... ]   fifteen rows (dc_chart.hpp)               (required)
//
// Each card must be a single copy. Anything else (unknown key or word, missing, mistyped or
// out-of-range value, a play name used twice, a `stops` that names no attack of the other
// player, a missing or repeated card or chart row) is an error at the value's file:line:col.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/games/duel_cards/dc_chart.hpp"
#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine::games::duel_cards {

enum class Shape : std::uint8_t { vertical, horizontal, high, middle, low };
inline constexpr int kShapes = 5;
inline constexpr int kSides = 2;    // 0: the attack card, 1: the defence card
inline constexpr int kCircles = 6;  // damage circles on each card's back: two per row, three rows
const char* shape_name(Shape s);
const char* side_name(int side);

struct PlayInfo {
  std::string name;
  int name_id = 0;   // index into DcCatalog::names
  bool attack = true;
  int stops = -1;    // name id of the attack this defence stops
};

struct DuelCard {
  std::string id;
  std::array<PlayInfo, kShapes> plays;
};

struct DcCatalog {
  std::array<std::array<DuelCard, kSides>, 2> cards;  // [seat][side]
  std::vector<std::string> names;                     // every play name, by id
  Chart chart;
};

// Reads and checks every card of `set`; errors go to `out`.
DcCatalog read_dc_catalog(const CardSet& set, Diagnostics& out);

}  // namespace dw::engine::games::duel_cards
