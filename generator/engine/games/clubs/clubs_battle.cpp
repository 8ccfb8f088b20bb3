// clubs_battle: settling one attack (see the header).
#include "engine/games/clubs/clubs_battle.hpp"

namespace dw::engine::games::clubs {

const char* outcome_name(Outcome o) {
  switch (o) {
    case Outcome::countered: return "countered";
    case Outcome::held: return "held";
    case Outcome::broken: return "broken";
    case Outcome::hit: return "hit";
  }
  return "?";
}

Outcome settle_attack(int attack, int counter, int defence) {
  if (counter >= 0 && counter > attack) return Outcome::countered;
  if (defence < 0) return Outcome::hit;
  return attack >= defence ? Outcome::broken : Outcome::held;
}

}  // namespace dw::engine::games::clubs
