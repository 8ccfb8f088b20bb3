// cb_interactions: the Table of Card Interactions of Clashing Blades! as pure functions, apart
// from any game state, so each row can be tested on its own.
//
// En garde (both cards revealed together):
//   spade s  vs spade t   : both threatened (s against the other, t against the spade's owner);
//                           the spade duel follows (see clashing_blades.hpp)
//   spade s  vs diamond d : the diamond's owner is threatened with max(0, s - d)
//   spade s  vs club c    : c < s: the club's owner is threatened with s - c;
//                           c > s: the spade's owner is threatened with c - s; c = s: nothing
//   spade s  vs no card   : the empty-handed duelist is threatened with s
//   diamond/club vs diamond/club/no card: no effect
// Exchange (one card against the threat T on the player who plays it):
//   diamond d : d >= T stops it; d < T: the player still takes T - d (one card at a time)
//   club c    : c < T: the player takes T - c; c = T: stopped; c > T: the opponent is
//               threatened with c - T (the club's attack counts as a spade attack)
#pragma once

#include <array>
#include <optional>

#include "engine/games/clashing_blades/cb_cards.hpp"

namespace dw::engine::games::clashing_blades {

struct Play {
  Suit suit = Suit::spades;
  int strength = 0;
};

struct EnGardeResult {
  std::array<int, 2> threat{0, 0};  // threat against seat 0 and seat 1
  bool spade_duel = false;          // both played spades
};

// Resolves the revealed en garde cards of seat 0 (`a`) and seat 1 (`b`); nullopt = no card.
EnGardeResult resolve_en_garde(std::optional<Play> a, std::optional<Play> b);

struct ResponseResult {
  int damage_to_responder = 0;  // what the player who responded suffers now
  int threat_to_opponent = 0;   // a riposte's excess against the other player
};

// The effect of answering a threat of `threat` with `card` (a diamond or a club).
ResponseResult respond(int threat, Play card);

}  // namespace dw::engine::games::clashing_blades
