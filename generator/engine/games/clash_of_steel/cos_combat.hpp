// cos_combat: the ratings of fighting creatures and the outcome of one fight. A creature's
// rating is its printed value, plus its own bonuses against the opposing creature's race, plus
// the modifiers of resources in play, plus the number card (or die) played under it.
//
// Resource modifiers never stack: a modifier counts once when at least one copy of its resource
// is where it must be (the owner's side for whose = "owner", anyone's for "everyone", the
// attacked player's for "attackers"), however many copies are in play. Different resources
// (and a creature's own bonuses) do add up. A rating never falls below 0.
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "engine/games/clash_of_steel/cos_catalog.hpp"
#include "engine/types.hpp"

namespace dw::engine::games::clash_of_steel {

// Resource cards in play, per type, for one seat.
using ResourceCounts = std::array<std::uint8_t, kMaxCardTypes>;

struct Fighter {
  int type = -1;  // a creature type
  Player owner = 0;
};

// The modified attack rating of `attacker` fighting `defender` (number card not included).
int attack_rating(const Catalog& catalog, std::span<const ResourceCounts> resources, Fighter attacker,
                  Fighter defender);
// The modified defense rating of `defender` fighting `attacker` (number card not included).
int defense_rating(const Catalog& catalog, std::span<const ResourceCounts> resources, Fighter defender,
                   Fighter attacker);
// The attack rating outside a fight: printed, plus the modifiers of resources that always apply
// (whose = "owner" or "everyone"). Used by the last tie-breaker.
int standing_attack(const Catalog& catalog, std::span<const ResourceCounts> resources, Fighter creature);

enum class FightResult : std::uint8_t { defender_destroyed, both_destroyed, attacker_destroyed };

// Higher attack destroys the defender, equal ratings destroy both, higher defense destroys the
// attacker.
inline FightResult fight(int attack, int defense) {
  if (attack > defense) return FightResult::defender_destroyed;
  if (attack == defense) return FightResult::both_destroyed;
  return FightResult::attacker_destroyed;
}

}  // namespace dw::engine::games::clash_of_steel
