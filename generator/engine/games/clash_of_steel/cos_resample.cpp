// cos_resample: deals again, at random, the cards a player has not seen, directly on a copy of
// the state (no replay from the start).
//
// What the viewer cannot place: the deck, the other hands and the other players' face-down
// number cards of the fights under way. Those cards are pooled and dealt again: first a number
// card for every face-down slot (a number card lies there, the viewer only does not know which),
// then every other hand at its known size, the rest forming the deck. Cards the viewer saw
// (their own, and every card placed, discarded or revealed) stay where they are.
//
// The sample also gets a history that leads to it: each other player's hidden draws are given
// cards again so that every card they later played or discarded was drawn before they used it
// (each such card goes to a random earlier draw of theirs still free), and the draws left over
// hold their new hand. The total drawn of every card never exceeds its copies, so every draw of
// the rewritten history was possible. Face-down number cards are rewritten in their actions.
#include <algorithm>
#include <bit>
#include <cstdint>
#include <stdexcept>

#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

// One card drawn uniformly from `pool` (counts per type), restricted to the types in `only`
// when it is not empty.
int take_from(Counts& pool, int& size, const std::vector<int>* only, Rng& rng) {
  int total = size;
  if (only) {
    total = 0;
    for (int t : *only) total += pool[static_cast<std::size_t>(t)];
  }
  if (total <= 0) throw std::logic_error("clash-of-steel: resampling ran out of cards");
  auto r = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
  auto pick = [&](int t) {
    const int n = pool[static_cast<std::size_t>(t)];
    if (r < n) {
      --pool[static_cast<std::size_t>(t)];
      --size;
      return true;
    }
    r -= n;
    return false;
  };
  if (only) {
    for (int t : *only)
      if (pick(t)) return t;
  } else {
    for (std::uint64_t m = present_types(pool); m != 0; m &= m - 1)  // the types with copies, ascending
      if (pick(std::countr_zero(m))) return std::countr_zero(m);
  }
  throw std::logic_error("clash-of-steel: resampling pool is inconsistent");
}

struct HiddenCommit {
  Player owner;
  int combat;
  bool defense;
};

}  // namespace

std::unique_ptr<State> CosState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer >= players()) throw std::invalid_argument("clash-of-steel: no seat " + std::to_string(viewer));
  std::unique_ptr<CosState> out(new CosState(*this));
  const Catalog& catalog = game_->catalog();
  const ActionCodec& codec = game_->codec();

  // 1. Pool everything the viewer cannot place.
  Counts pool = deck_;
  int pool_size = deck_size_;
  std::array<HiddenCommit, 2 * kMaxAttacks> hidden{};
  int num_hidden = 0;
  for (Player q = 0; q < players(); ++q) {
    if (q == viewer) continue;
    for (int t = 0; t < game_->num_types(); ++t) pool[ti(t)] = static_cast<std::uint8_t>(pool[ti(t)] + seats_[idx(q)].hand[ti(t)]);
    pool_size += seats_[idx(q)].hand_size;
  }
  for (int i = 0; i < num_combats_ && !revealed_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    if (c.attack_number > 0 && turn_player_ != viewer) hidden[static_cast<std::size_t>(num_hidden++)] = {turn_player_, i, false};
    if (c.defense_number > 0 && c.target != viewer) hidden[static_cast<std::size_t>(num_hidden++)] = {c.target, i, true};
  }
  for (int h = 0; h < num_hidden; ++h) {
    const Combat& c = combats_[static_cast<std::size_t>(hidden[static_cast<std::size_t>(h)].combat)];
    ++pool[ti(number_type(hidden[static_cast<std::size_t>(h)].defense ? c.defense_number : c.attack_number))];
    ++pool_size;
  }

  // 2. Deal it again: face-down number cards, other hands, then the deck.
  for (int h = 0; h < num_hidden; ++h) {
    const HiddenCommit& hc = hidden[static_cast<std::size_t>(h)];
    const int t = take_from(pool, pool_size, &catalog.numbers, rng);
    int choice = 0;
    while (number_type(choice + 1) != t) ++choice;
    Combat& c = out->combats_[static_cast<std::size_t>(hc.combat)];
    (hc.defense ? c.defense_number : c.attack_number) = static_cast<std::int8_t>(choice + 1);
    const std::size_t at = hc.defense ? c.defense_index : c.attack_index;
    out->rewrite_history(at, hc.defense ? codec.defend({c.defender, choice + 1})
                                        : codec.attack({c.target, c.attacker, choice + 1}));
    Seat& s = out->seats_[idx(hc.owner)];
    for (int d = s.departures - 1; d >= 0; --d)
      if (s.departed[static_cast<std::size_t>(d)].index == at) s.departed[static_cast<std::size_t>(d)].type = static_cast<std::uint8_t>(t);
  }
  for (Player q = 0; q < players(); ++q) {
    if (q == viewer) continue;
    Seat& s = out->seats_[idx(q)];
    s.hand = Counts{};
    for (int k = 0; k < s.hand_size; ++k) ++s.hand[ti(take_from(pool, pool_size, nullptr, rng))];
  }
  out->deck_ = pool;

  // 3. A history that leads there: every other player's hidden draws get cards again.
  std::array<std::array<std::uint16_t, kMaxDepartures>, kMaxPlayers> slots{};
  std::array<int, kMaxPlayers> num_slots{};
  const auto& h = history();
  for (std::size_t i = 0; i < h.size(); ++i) {
    if (!codec.is_draw(h[i])) continue;
    const Player q = codec.draw_seat(h[i]);
    if (q != viewer) slots[idx(q)][static_cast<std::size_t>(num_slots[idx(q)]++)] = static_cast<std::uint16_t>(i);
  }
  for (Player q = 0; q < players(); ++q) {
    if (q == viewer) continue;
    const Seat& s = out->seats_[idx(q)];
    const int n = num_slots[idx(q)];
    std::array<int, kMaxDepartures> card{};
    card.fill(-1);
    // Bit k: draw k of q (in history order) has no card yet.
    static_assert(kMaxDepartures < 64, "a seat's draws must fit a mask");
    std::uint64_t free = (std::uint64_t{1} << n) - 1;
    const std::uint16_t* draws = slots[idx(q)].data();
    for (int d = 0; d < s.departures; ++d) {
      const Departure& dep = s.departed[static_cast<std::size_t>(d)];
      // The free draws of q before the card left the hand (draws are in history order).
      const auto earlier = std::lower_bound(draws, draws + n, dep.index) - draws;
      std::uint64_t candidates = free & ((std::uint64_t{1} << earlier) - 1);
      const int before = count_bits(candidates);
      if (before == 0) throw std::logic_error("clash-of-steel: a card left a hand before it was drawn");
      // The r-th of them, counting in history order.
      const int k = nth_bit(candidates, static_cast<int>(rng.below(static_cast<std::uint64_t>(before))));
      card[static_cast<std::size_t>(k)] = dep.type;
      free &= ~(std::uint64_t{1} << k);
    }
    std::array<int, kMaxDepartures> in_hand{};
    int held = 0;
    for (std::uint64_t m = present_types(s.hand); m != 0; m &= m - 1)
      for (int c = 0; c < s.hand[ti(std::countr_zero(m))]; ++c) in_hand[static_cast<std::size_t>(held++)] = std::countr_zero(m);
    for (int k = held; k > 1; --k)
      std::swap(in_hand[static_cast<std::size_t>(k - 1)], in_hand[static_cast<std::size_t>(rng.below(static_cast<std::uint64_t>(k)))]);
    int next = 0;
    for (int k = 0; k < n; ++k) {
      int& t = card[static_cast<std::size_t>(k)];
      if (t < 0) {
        if (next >= held) throw std::logic_error("clash-of-steel: more draws than cards to give them");
        t = in_hand[static_cast<std::size_t>(next++)];
      }
      out->rewrite_history(slots[idx(q)][static_cast<std::size_t>(k)], codec.draw(q, t));
    }
  }
  return out;
}

}  // namespace dw::engine::games::clash_of_steel
