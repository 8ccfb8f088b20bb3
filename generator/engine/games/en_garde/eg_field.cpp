// eg_field: damage rules of the Field (see eg_field.hpp).
#include "engine/games/en_garde/eg_field.hpp"

#include <algorithm>

namespace dw::engine::games::en_garde {

bool is_unblocked(const CardCatalog& catalog, const FieldAttack& attack) {
  return attack.response < 0 || !catalog.types[static_cast<std::size_t>(attack.response)].blocks;
}

bool threatened(const CardCatalog& catalog, const Field& field, int seat) {
  for (int k = 0; k < field.count; ++k) {
    const FieldAttack& a = field.at(k);
    if (a.owner != seat && is_unblocked(catalog, a)) return true;
  }
  return false;
}

int attack_damage(const CardCatalog& catalog, const FieldAttack& attack, int attacker_item, int defender_item) {
  if (!is_unblocked(catalog, attack)) return 0;
  const auto& types = catalog.types;
  int damage = types[static_cast<std::size_t>(attack.card)].damage;
  for (std::uint32_t m = attack.enhancements; m != 0; m &= m - 1)
    damage += types[static_cast<std::size_t>(std::countr_zero(m))].bonus;
  if (attacker_item >= 0) damage += types[static_cast<std::size_t>(attacker_item)].attack_bonus;
  if (defender_item >= 0) damage -= types[static_cast<std::size_t>(defender_item)].shield;
  if (attack.response >= 0) damage -= types[static_cast<std::size_t>(attack.response)].shield;
  return std::max(0, damage);
}

std::array<int, 2> exchange_damage(const CardCatalog& catalog, const Field& field, std::array<int, 2> seats,
                                   std::array<int, 2> items) {
  std::array<int, 2> damage{0, 0};
  for (int k = 0; k < field.count; ++k) {
    const FieldAttack& a = field.at(k);
    const std::size_t attacker = a.owner == seats[0] ? 0 : 1;
    const std::size_t defender = 1 - attacker;
    damage[defender] += attack_damage(catalog, a, items[attacker], items[defender]);
  }
  return damage;
}

int apply_poise_loss(int poise, int damage) {
  if (damage <= 0) return poise;
  if (poise == 0) return -1;
  return poise > damage ? poise - damage : 0;
}

}  // namespace dw::engine::games::en_garde
