// cos_combat: rating arithmetic (rules in the header).
#include "engine/games/clash_of_steel/cos_combat.hpp"

#include <algorithm>

namespace dw::engine::games::clash_of_steel {

namespace {

bool anyone_has(std::span<const ResourceCounts> resources, int type) {
  for (const auto& seat : resources)
    if (seat[static_cast<std::size_t>(type)] > 0) return true;
  return false;
}

bool has(std::span<const ResourceCounts> resources, Player p, int type) {
  return resources[static_cast<std::size_t>(p)][static_cast<std::size_t>(type)] > 0;
}

// Resource modifiers of `stat` on `self`; `attacked` is the seat `self` attacks (-1: none).
int resource_modifiers(const CardType& self, std::span<const ResourceCounts> resources, Stat stat, Player owner,
                       Player attacked) {
  int total = 0;
  for (const Modifier& m : self.modified_by) {
    if (m.stat != stat) continue;
    bool applies = false;
    switch (m.whose) {
      case Whose::owner: applies = has(resources, owner, m.resource); break;
      case Whose::everyone: applies = anyone_has(resources, m.resource); break;
      case Whose::attackers: applies = attacked >= 0 && has(resources, attacked, m.resource); break;
    }
    if (applies) total += m.amount;
  }
  return total;
}

int bonuses(const CardType& self, Stat stat, const CardType& opponent) {
  int total = 0;
  if (opponent.race < 0) return 0;
  for (const Bonus& b : self.bonuses)
    if (b.stat == stat && (b.versus >> opponent.race & 1u)) total += b.amount;
  return total;
}

const CardType& type_of(const Catalog& catalog, int type) { return catalog.types[static_cast<std::size_t>(type)]; }

}  // namespace

int attack_rating(const Catalog& catalog, std::span<const ResourceCounts> resources, Fighter attacker,
                  Fighter defender) {
  const CardType& self = type_of(catalog, attacker.type);
  const int rating = self.attack + bonuses(self, Stat::attack, type_of(catalog, defender.type)) +
                     resource_modifiers(self, resources, Stat::attack, attacker.owner, defender.owner);
  return std::max(0, rating);
}

int defense_rating(const Catalog& catalog, std::span<const ResourceCounts> resources, Fighter defender,
                   Fighter attacker) {
  const CardType& self = type_of(catalog, defender.type);
  const int rating = self.defense + bonuses(self, Stat::defense, type_of(catalog, attacker.type)) +
                     resource_modifiers(self, resources, Stat::defense, defender.owner, -1);
  return std::max(0, rating);
}

int standing_attack(const Catalog& catalog, std::span<const ResourceCounts> resources, Fighter creature) {
  const CardType& self = type_of(catalog, creature.type);
  return std::max(0, self.attack + resource_modifiers(self, resources, Stat::attack, creature.owner, -1));
}

}  // namespace dw::engine::games::clash_of_steel
