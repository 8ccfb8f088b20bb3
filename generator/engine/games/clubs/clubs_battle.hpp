// clubs_battle: how one attack in CLUBS is settled, as a pure function apart from any game state,
// so each case can be tested on its own. Values are the cards' strengths (clubs_cards.hpp).
//
//   1. If the defender answered with a counter and it is strictly higher than the attack, the
//      attack is beaten: attack and counter are discarded, the defender is untouched (a face-down
//      club stays face down, unseen).
//   2. Otherwise (no counter, or a counter the attack equals or beats: ties go to the aggressor)
//      the counter is discarded and the attack meets what it was aimed at:
//      - a defender (club) or a healing pool: the attack wins when it is at least the defender's
//        value (a pool defends with its highest card); the attack and the defender (the club, or
//        the pool's three cards) are discarded. When the defender is higher, the attack is
//        discarded and a club is left face up (a pool stays as it was).
//      - the player directly (they had no club when attacked): the attack wins and the defender
//        loses the game.
#pragma once

#include <cstdint>

namespace dw::engine::games::clubs {

enum class Outcome : std::uint8_t {
  countered,  // the counter beat the attack
  held,       // the defender was higher: a club turns face up, a pool stays
  broken,     // the attack beat the defender: both are discarded
  hit,        // a direct attack got through: the defender loses
};
const char* outcome_name(Outcome o);

// `counter` < 0: no counter played. `defence` < 0: a direct attack on the player.
Outcome settle_attack(int attack, int counter, int defence);

}  // namespace dw::engine::games::clubs
