// eg_field: the Field of an Exchange (the Attacks the two duelists have played, each with its
// Enhancements and the Response facing it) and the damage rules that read it, as plain values
// apart from the rest of the game so each rule can be tested on its own.
//
// Damage of one Attack at the end of an Exchange: nothing when a blocking Response faces it;
// otherwise its bursts + its Enhancements' bonuses + the attacker's Item attack_bonus, minus the
// defender's Item shield and the shield of a Response facing it, never below zero. A duelist
// loses the sum over every Attack against them, all at once (apply_poise_loss).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/games/en_garde/eg_actions.hpp"
#include "engine/games/en_garde/eg_cards.hpp"

namespace dw::engine::games::en_garde {

inline constexpr int kMaxPoise = 10;  // the top of the Poise tracker; 0 is "No Poise"

struct FieldAttack {
  std::int8_t card = -1;       // the Attack's type
  std::int8_t owner = -1;      // the seat that played it (the other duelist is its target)
  std::int8_t response = -1;   // the Response facing it, or -1
  std::uint32_t enhancements = 0;  // Enhancement types played with it (one of each at most)
  std::uint32_t forbids = 0;       // Response types its Enhancements forbid

  int cards() const { return 1 + std::popcount(enhancements) + (response >= 0 ? 1 : 0); }
  bool operator==(const FieldAttack&) const = default;
};

struct Field {
  std::array<FieldAttack, kMaxAttacks> attacks{};
  int count = 0;

  int cards() const {
    int n = 0;
    for (int k = 0; k < count; ++k) n += attacks[static_cast<std::size_t>(k)].cards();
    return n;
  }
  const FieldAttack& at(int k) const { return attacks[static_cast<std::size_t>(k)]; }
  FieldAttack& at(int k) { return attacks[static_cast<std::size_t>(k)]; }
};

// True when no Response that blocks faces the Attack (a shield-only Response does not block).
bool is_unblocked(const CardCatalog& catalog, const FieldAttack& attack);

// True when an unblocked Attack of the Field targets `seat` (it is owned by the other duelist).
bool threatened(const CardCatalog& catalog, const Field& field, int seat);

// The damage `attack` deals at the end of the Exchange; items are types or -1 for none.
int attack_damage(const CardCatalog& catalog, const FieldAttack& attack, int attacker_item, int defender_item);

// What the Field would cost each duelist if the Exchange ended now: {damage to a, damage to b}.
std::array<int, 2> exchange_damage(const CardCatalog& catalog, const Field& field, std::array<int, 2> seats,
                                   std::array<int, 2> items);

// The result of losing `damage` Poise at `poise` (0 = No Poise): the new Poise, or -1 when the
// player is out of the game (they were at No Poise and took damage).
int apply_poise_loss(int poise, int damage);

// The result of paying a Poise cost: at No Poise nothing is paid; otherwise Poise drops by the
// cost but not below No Poise.
inline int pay_poise(int poise, int cost) { return poise == 0 ? 0 : (poise > cost ? poise - cost : 0); }

}  // namespace dw::engine::games::en_garde
