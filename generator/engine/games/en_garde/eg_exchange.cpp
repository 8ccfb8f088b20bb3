// eg_exchange: the Exchange of En Garde!: starting it, the duelists' turns (Attacks and their
// Enhancements, Responses, Presses, Fancy Moves, ripostes) and its end (Disarm, damage all at
// once, the Field discarded). Rules and interpretations in en_garde.hpp.
#include "engine/games/en_garde/eg_state.hpp"

#include <bit>
#include <stdexcept>

#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::en_garde {

void EgState::legal_attacks(std::vector<Action>& out) const {
  for (std::uint32_t m = held_types(actor_) & catalog().mask(CardKind::attack); m != 0; m &= m - 1)
    out.push_back(codec().card(actor_, std::countr_zero(m)));
}

void EgState::legal_exchange(std::vector<Action>& out) const {
  const Player p = actor_;
  switch (phase_) {
    case Phase::enhance: {
      const std::uint32_t above = enhance_floor_ >= 32 ? 0u : ~0u << enhance_floor_;
      for (std::uint32_t m = held_types(p) & catalog().mask(CardKind::enhancement) & above; m != 0; m &= m - 1)
        out.push_back(codec().card(p, std::countr_zero(m)));
      break;
    }
    case Phase::riposte:
    case Phase::bonus_attack: legal_attacks(out); break;
    case Phase::duel: {
      const std::uint32_t held = held_types(p);
      for (std::uint32_t m = duel_cards_without_target(held); m != 0; m &= m - 1)
        out.push_back(codec().card(p, std::countr_zero(m)));
      for (std::uint32_t m = held & catalog().mask(CardKind::response); m != 0; m &= m - 1) {
        const int t = std::countr_zero(m);
        for (int k = 0; k < field_.count; ++k)
          if (can_respond(p, t, k)) out.push_back(codec().respond(p, t, k));
      }
      for (std::uint32_t m = held & catalog().mask(CardKind::press); m != 0; m &= m - 1) {
        const int t = std::countr_zero(m);
        for (int k = 0; k < field_.count; ++k)
          if (can_press(p, t, k)) out.push_back(codec().press(p, t, k));
      }
      break;
    }
    default: break;
  }
  out.push_back(codec().pass(p));
}

std::uint32_t EgState::duel_cards_without_target(std::uint32_t held) const {
  // An Attack when the Field is empty or, for a when_unthreatened Attack, when no unblocked Attack
  // targets the player; any Fancy Move.
  std::uint32_t attacks = held & catalog().mask(CardKind::attack);
  if (field_.count != 0) {
    std::uint32_t lunges = 0;
    if (!threatened(catalog(), field_, actor_))
      for (std::uint32_t m = attacks; m != 0; m &= m - 1)
        if (type(std::countr_zero(m)).when_unthreatened) lunges |= m & -m;
    attacks = lunges;
  }
  return attacks | (held & catalog().mask(CardKind::fancy));
}

bool EgState::can_respond(Player p, int t, int k) const {
  const FieldAttack& a = field_.at(k);
  return a.owner != p && a.response < 0 && !((a.forbids >> t) & 1u);
}

bool EgState::can_press(Player p, int t, int k) const {
  const FieldAttack& a = field_.at(k);
  return a.owner == p && a.response >= 0 && !((type(a.response).immune_to >> t) & 1u);
}

// The duel's list counted (legal_exchange's order: the cards without a target, the Responses by
// type and Attack, the Presses likewise, the pass), for sample_legal_action.
Action EgState::sample_duel_action(Rng& rng) const {
  const Player p = actor_;
  const std::uint32_t held = held_types(p);
  const std::uint32_t cards = duel_cards_without_target(held);
  const std::uint32_t responses = held & catalog().mask(CardKind::response);
  const std::uint32_t presses = held & catalog().mask(CardKind::press);
  std::uint64_t n_responses = 0, n_presses = 0;
  for (std::uint32_t m = responses; m != 0; m &= m - 1)
    for (int k = 0; k < field_.count; ++k) n_responses += can_respond(p, std::countr_zero(m), k);
  for (std::uint32_t m = presses; m != 0; m &= m - 1)
    for (int k = 0; k < field_.count; ++k) n_presses += can_press(p, std::countr_zero(m), k);
  const auto n_cards = static_cast<std::uint64_t>(count_bits(cards));
  std::uint64_t i = rng.below(n_cards + n_responses + n_presses + 1);
  if (i < n_cards) return codec().card(p, nth_bit(cards, static_cast<int>(i)));
  i -= n_cards;
  if (i < n_responses) {
    for (std::uint32_t m = responses; m != 0; m &= m - 1)
      for (int k = 0; k < field_.count; ++k)
        if (can_respond(p, std::countr_zero(m), k) && i-- == 0) return codec().respond(p, std::countr_zero(m), k);
  }
  i -= n_responses;
  if (i < n_presses) {
    for (std::uint32_t m = presses; m != 0; m &= m - 1)
      for (int k = 0; k < field_.count; ++k)
        if (can_press(p, std::countr_zero(m), k) && i-- == 0) return codec().press(p, std::countr_zero(m), k);
  }
  return codec().pass(p);
}

void EgState::start_exchange(Player attacker, Player defender, int attack) {
  exchange_used_ = true;
  duelists_ = {static_cast<std::int8_t>(attacker), static_cast<std::int8_t>(defender)};
  disarm_pending_ = {false, false};
  field_.count = 0;
  --hand_[idx(attacker)][idx(attack)];
  --hand_size_[idx(attacker)];
  pay(attacker, type(attack).cost);
  add_attack(attacker, attack);
}

void EgState::add_attack(Player p, int attack) {
  if (field_.count >= kMaxAttacks) throw std::logic_error("en-garde: the Field is full");
  field_.at(field_.count) = FieldAttack{static_cast<std::int8_t>(attack), static_cast<std::int8_t>(p), -1, 0, 0};
  current_attack_ = static_cast<std::int8_t>(field_.count);
  ++field_.count;
  actor_ = static_cast<std::int8_t>(p);
  enhance_floor_ = 0;
  phase_ = Phase::enhance;
}

void EgState::next_duelist() {
  actor_ = static_cast<std::int8_t>(opponent_in_exchange(actor_));
  phase_ = Phase::duel;
}

void EgState::apply_exchange(const Decoded& d) {
  const Player p = actor_;
  if (d.move == Move::pass) {
    if (phase_ == Phase::duel) end_exchange();
    else next_duelist();
    return;
  }
  const CardType& c = type(d.card);
  switch (d.move) {
    case Move::card:
      --hand_[idx(p)][idx(d.card)];
      --hand_size_[idx(p)];
      if (phase_ == Phase::enhance) {
        pay(p, c.cost);
        FieldAttack& a = field_.at(current_attack_);
        a.enhancements |= 1u << d.card;
        a.forbids |= c.forbids;
        enhance_floor_ = static_cast<std::int8_t>(d.card + 1);
      } else if (c.kind == CardKind::attack) {
        if (phase_ == Phase::riposte) pay(p, riposte_cost_);
        pay(p, c.cost);
        add_attack(p, d.card);
      } else {  // a Fancy Move
        to_discard(d.card);
        pay(p, c.cost);
        if (c.disarm) disarm_pending_[idx(duelist_index(p))] = true;
        if (c.disengage) end_exchange(/*with_damage=*/false);
        else if (c.grants_attack) phase_ = Phase::bonus_attack;
        else next_duelist();
      }
      return;
    case Move::respond: {
      --hand_[idx(p)][idx(d.card)];
      --hand_size_[idx(p)];
      pay(p, c.cost);
      field_.at(d.target).response = static_cast<std::int8_t>(d.card);
      if (c.riposte) {
        riposte_cost_ = static_cast<std::int8_t>(c.riposte_cost);
        phase_ = Phase::riposte;
      } else {
        next_duelist();
      }
      return;
    }
    case Move::press: {
      hand_to_discard(p, d.card);
      pay(p, c.cost);
      FieldAttack& a = field_.at(d.target);
      to_discard(a.response);
      a.response = -1;
      next_duelist();
      return;
    }
    default: break;
  }
  throw std::logic_error("en-garde: not a move of the Exchange");
}

std::array<int, 2> EgState::projected_damage() const {
  std::array<int, 2> items{item_[idx(duelists_[0])], item_[idx(duelists_[1])]};
  for (std::size_t i = 0; i < 2; ++i)
    if (disarm_pending_[i]) items[1 - i] = -1;
  return exchange_damage(catalog(), field_, {duelists_[0], duelists_[1]}, items);
}

void EgState::end_exchange(bool with_damage) {
  // 1. End-of-Exchange effects: Disarm.
  for (std::size_t i = 0; i < 2; ++i) {
    const Player opp = duelists_[1 - i];
    if (disarm_pending_[i] && item_[idx(opp)] >= 0) {
      to_discard(item_[idx(opp)]);
      item_[idx(opp)] = -1;
    }
  }
  // 2. Damage of every unblocked Attack, with the Items in play now (none after a disengage).
  const std::array<int, 2> damage = with_damage ? projected_damage() : std::array<int, 2>{0, 0};
  // 3. The Field is discarded (its cards are counted before anyone goes out).
  for (int k = 0; k < field_.count; ++k) {
    const FieldAttack& a = field_.at(k);
    to_discard(a.card);
    for (std::uint32_t m = a.enhancements; m != 0; m &= m - 1) to_discard(std::countr_zero(m));
    if (a.response >= 0) to_discard(a.response);
  }
  field_.count = 0;
  current_attack_ = -1;
  disarm_pending_ = {false, false};
  // 4. Both lose their Poise at once.
  const std::array<std::int8_t, 2> seats = duelists_;
  duelists_ = {-1, -1};
  lose_poise(seats[0], damage[0]);
  lose_poise(seats[1], damage[1]);
  after_losses();
}

}  // namespace dw::engine::games::en_garde
