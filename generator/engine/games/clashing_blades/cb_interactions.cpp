// cb_interactions: the interaction table (see the header).
#include "engine/games/clashing_blades/cb_interactions.hpp"

#include <algorithm>

namespace dw::engine::games::clashing_blades {

namespace {

// The threats from seat `x` playing `attack` against seat `y` playing `other` at en garde,
// added into `r` (x and y are 0/1).
void spade_against(const Play& attack, const std::optional<Play>& other, int x, int y, EnGardeResult& r) {
  const int s = attack.strength;
  if (!other) {
    r.threat[static_cast<std::size_t>(y)] += s;
    return;
  }
  switch (other->suit) {
    case Suit::spades: break;  // handled by the caller (spade duel)
    case Suit::hearts: r.threat[static_cast<std::size_t>(y)] += s; break;  // never played: like no card
    case Suit::diamonds: r.threat[static_cast<std::size_t>(y)] += std::max(0, s - other->strength); break;
    case Suit::clubs:
      if (other->strength < s) r.threat[static_cast<std::size_t>(y)] += s - other->strength;
      else r.threat[static_cast<std::size_t>(x)] += other->strength - s;
      break;
  }
}

}  // namespace

EnGardeResult resolve_en_garde(std::optional<Play> a, std::optional<Play> b) {
  EnGardeResult r;
  const bool a_spade = a && a->suit == Suit::spades;
  const bool b_spade = b && b->suit == Suit::spades;
  if (a_spade && b_spade) {
    r.spade_duel = true;
    r.threat = {b->strength, a->strength};
    return r;
  }
  if (a_spade) spade_against(*a, b, 0, 1, r);
  if (b_spade) spade_against(*b, a, 1, 0, r);
  return r;  // diamonds and clubs against each other (or nothing) have no effect
}

ResponseResult respond(int threat, Play card) {
  ResponseResult r;
  if (card.suit == Suit::diamonds) {
    r.damage_to_responder = std::max(0, threat - card.strength);
  } else {
    if (card.strength < threat) r.damage_to_responder = threat - card.strength;
    else r.threat_to_opponent = card.strength - threat;
  }
  return r;
}

}  // namespace dw::engine::games::clashing_blades
