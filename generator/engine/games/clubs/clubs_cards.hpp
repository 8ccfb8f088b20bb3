// clubs_cards: reads the CLUBS mechanics from a card set's `[card.rules]` tables and checks them.
// This is the ruleset's vocabulary of effects (every key a card's rules table may hold):
//
//   role     = "defend" | "attack" | "counter" | "heal"                          (required)
//              defend: placed face down (at most three) to guard its owner;
//              attack: played face down against one of the opponent's defenders, healing pools
//                      or, when they have no defender, against the opponent directly;
//              counter: answers an attack on its owner at the start of their turn;
//              heal: drawn cards at once (instant heal), or three in a row make a healing pool.
//   rank     = 1..13   the card's place in a run (ace 1, jack 11, queen 12, king 13); runs of
//                      three heal cards with consecutive ranks make healing pools   (required)
//   strength = 1..14   the value the card fights with: an attack or counter against the other,
//                      a defender against the attack that reached it; a healing pool defends
//                      with the highest strength of its three cards                 (required)
//   draws    = 0..20   heal cards only: the cards an instant heal draws             (heal: required)
//
// The rules source's "aces high attacking, low defending" is data: the ace of spades and of
// diamonds have strength 14, the ace of clubs and of hearts strength 1. Heal cards must have
// different ranks (a run must name its cards). Cards with an empty rules table are not part of the
// game (a player aid, say). Every physical copy (`count`) is one card of the deck, at most 64.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine::games::clubs {

enum class Role : std::uint8_t { defend, attack, counter, heal };

inline constexpr int kMaxCards = 64;     // hands and piles are 64-bit sets
inline constexpr int kMaxRank = 13;
inline constexpr int kMaxStrength = 14;
inline constexpr int kRunLength = 3;     // a healing pool is a run of three
inline constexpr int kRunStarts = kMaxRank - kRunLength + 1;  // runs start at rank 1..11

struct ClubsCard {
  std::string name;  // the card id, with "#2", "#3", ... for further copies
  Role role = Role::defend;
  int rank = 1;
  int strength = 1;
  int draws = 0;     // heal cards: instant-heal draws
};

struct ClubsCatalog {
  std::vector<ClubsCard> cards;            // a card's index is its number in actions
  std::array<std::uint64_t, 4> by_role{};  // the set of cards of each role
  std::array<int, kMaxRank + 1> heal_of_rank{};  // the heal card of rank r, or -1
  // The cards of the run starting at rank s (1..11), or 0 when the set lacks one of them.
  std::uint64_t run_cards(int start) const;
  // A run's defending value: the highest strength among its cards.
  int run_strength(int start) const;
};

// Reads and checks every card of `set`; errors go to `out`.
ClubsCatalog read_clubs_catalog(const CardSet& set, Diagnostics& out);

}  // namespace dw::engine::games::clubs
