// cos_legal: what may be done in a Clash of Steel state: the legal actions of every phase and
// the chance outcomes of draws and dice (rules in clash_of_steel.hpp, numbering in cos_actions.hpp).
// Decisions are listed by card type, so copies of a card give one action.
//
// These run in the inner loops of random play and search, so they write into the caller's
// vectors, walk the types present in a zone as a bit mask (present_types, lowest bit first, which
// keeps the actions sorted) and sample chance without building the outcome list.
#include <bit>
#include <cstdint>
#include <stdexcept>

#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

// The lowest type in a non-empty mask.
int lowest(std::uint64_t mask) { return std::countr_zero(mask); }

}  // namespace

bool CosState::can_place_resource(int t) const {
  const Player p = turn_player_;
  const int needs = type(t).requires_resource;
  return seats_[idx(p)].resources < kMaxResources && (needs < 0 || resources_[idx(p)][ti(needs)] > 0);
}

bool CosState::can_declare() const {
  if (num_combats_ >= kMaxAttacks) return false;
  const Player p = turn_player_;
  bool target = false;
  for (Player q = 0; q < players() && !target; ++q) {
    if (q == p || seats_[idx(q)].eliminated) continue;
    target = true;
    for (int i = 0; i < num_combats_; ++i)
      if (combats_[static_cast<std::size_t>(i)].target == q) target = false;
  }
  return target && (present_types(seats_[idx(p)].ready) & game_->catalog().attacker_mask) != 0;
}

std::uint64_t CosState::held_number_choices() const {
  std::uint64_t held = 0;
  if (game_->rules().die_faces == 0) {
    const Catalog& catalog = game_->catalog();
    const std::uint64_t hand = present_types(seats_[idx(actor_)].hand);
    for (std::size_t k = 0; k < catalog.numbers.size(); ++k)  // no branch: hands vary at random
      held |= (hand >> catalog.numbers[k] & 1) << (k + 1);
  }
  return held;
}

std::uint64_t CosState::open_targets() const {
  std::uint64_t open = 0;
  for (Player q = 0; q < players(); ++q) {
    if (q == actor_ || seats_[idx(q)].eliminated) continue;
    bool attacked = false;
    for (int i = 0; i < num_combats_; ++i) attacked |= combats_[static_cast<std::size_t>(i)].target == q;
    if (!attacked) open |= std::uint64_t{1} << q;
  }
  return open;
}

std::uint64_t CosState::type_choices(bool& pass_first) const {
  const Catalog& catalog = game_->catalog();
  const Seat& me = seats_[idx(actor_)];
  pass_first = phase_ == Phase::place_resource || phase_ == Phase::place_creature;
  switch (phase_) {
    case Phase::place_resource: {
      std::uint64_t placeable = 0;
      for (std::uint64_t m = present_types(me.hand) & catalog.resource_mask; m != 0; m &= m - 1)
        if (can_place_resource(lowest(m))) placeable |= std::uint64_t{1} << lowest(m);
      // placing=either: before the resource decision the creature may come first.
      if (game_->rules().either_order && !creature_first_ && me.creatures < kMaxCreatures)
        placeable |= present_types(me.hand) & catalog.creature_mask;
      return placeable;
    }
    case Phase::place_creature: return me.creatures < kMaxCreatures ? present_types(me.hand) & catalog.creature_mask : 0;
    case Phase::on_play:
      switch (type(placed_).on_play) {
        case OnPlay::discard_creature: {
          std::uint64_t m = present_types(me.ready);
          if (me.ready[ti(placed_)] == 1) m &= ~(std::uint64_t{1} << placed_);  // another one
          return m;
        }
        case OnPlay::discard_resource: return present_types(resources_[idx(actor_)]);
        case OnPlay::discard_hand: return present_types(me.hand);
        case OnPlay::none: return 0;
      }
      return 0;
    case Phase::take_resource: return present_types(resources_[idx(combats_[static_cast<std::size_t>(cursor_)].target)]);
    case Phase::give_card:
    case Phase::trim_hand: return present_types(me.hand);
    default: return 0;
  }
}

void CosState::legal_choices(std::vector<Action>& out) const {
  const ActionCodec& codec = game_->codec();
  const Catalog& catalog = game_->catalog();
  const Seat& me = seats_[idx(actor_)];
  switch (phase_) {
    case Phase::declare:
    case Phase::defend: {
      out.push_back(ActionCodec::pass());
      const std::uint64_t held = held_number_choices();
      const std::uint64_t ready = present_types(me.ready);
      if (phase_ == Phase::defend) {
        for (std::uint64_t c = ready; c != 0; c &= c - 1) {
          out.push_back(codec.defend({lowest(c), 0}));
          for (std::uint64_t k = held; k != 0; k &= k - 1) out.push_back(codec.defend({lowest(c), lowest(k)}));
        }
        return;
      }
      for (std::uint64_t targets = open_targets(); targets != 0; targets &= targets - 1) {
        const Player q = lowest(targets);
        for (std::uint64_t c = ready & catalog.attacker_mask; c != 0; c &= c - 1) {
          out.push_back(codec.attack({q, lowest(c), 0}));
          for (std::uint64_t k = held; k != 0; k &= k - 1) out.push_back(codec.attack({q, lowest(c), lowest(k)}));
        }
      }
      return;
    }
    default: {
      bool pass_first = false;
      std::uint64_t types = type_choices(pass_first);
      if (pass_first) out.push_back(ActionCodec::pass());
      for (; types != 0; types &= types - 1) out.push_back(codec.choose(lowest(types)));
      return;
    }
  }
}

// No decision is listed: the index State::sample_legal_action would draw, rng.below(list size), is
// drawn from the list's count and the action at that place in legal_choices' order is built. The
// declare and defend lists are each ready creature with no number card or with each one held
// (when declaring, that for each open target) after the pass; the others a pass maybe and one
// choice per type (type_choices).
Action CosState::sample_legal_action(Rng& rng, std::vector<Action>& buffer) const {
  const ActionCodec& codec = game_->codec();
  if (phase_ == Phase::deal || phase_ == Phase::draw || phase_ == Phase::roll || phase_ == Phase::over)
    return State::sample_legal_action(rng, buffer);  // chance, or the end
  if (phase_ != Phase::declare && phase_ != Phase::defend) {
    bool pass_first = false;
    const std::uint64_t types = type_choices(pass_first);
    const auto n = static_cast<std::uint64_t>(count_bits(types));
    if (n == 0 && !pass_first) return State::sample_legal_action(rng, buffer);  // no legal action: its error
    std::uint64_t i = rng.below(n + (pass_first ? 1 : 0));
    if (pass_first && i-- == 0) return ActionCodec::pass();
    return codec.choose(nth_bit(types, static_cast<int>(i)));
  }
  const std::uint64_t held = held_number_choices();
  const std::uint64_t per_creature = 1 + static_cast<std::uint64_t>(count_bits(held));  // no number, or one held
  const auto number = [&](std::uint64_t j) { return j == 0 ? 0 : nth_bit(held, static_cast<int>(j - 1)); };
  const std::uint64_t ready = present_types(seats_[idx(actor_)].ready);
  if (phase_ == Phase::defend) {
    std::uint64_t i = rng.below(1 + static_cast<std::uint64_t>(count_bits(ready)) * per_creature);
    if (i-- == 0) return ActionCodec::pass();
    return codec.defend({nth_bit(ready, static_cast<int>(i / per_creature)), number(i % per_creature)});
  }
  const std::uint64_t targets = open_targets();
  const std::uint64_t attackers = ready & game_->catalog().attacker_mask;
  const std::uint64_t per_target = static_cast<std::uint64_t>(count_bits(attackers)) * per_creature;
  std::uint64_t i = rng.below(1 + static_cast<std::uint64_t>(count_bits(targets)) * per_target);
  if (i-- == 0) return ActionCodec::pass();
  const Player q = nth_bit(targets, static_cast<int>(i / per_target));
  i %= per_target;
  return codec.attack({q, nth_bit(attackers, static_cast<int>(i / per_creature)), number(i % per_creature)});
}

std::vector<Action> CosState::legal_actions() const {
  std::vector<Action> out;
  legal_actions_into(out);
  return out;
}

void CosState::legal_actions_into(std::vector<Action>& out) const {
  out.clear();
  switch (phase_) {
    case Phase::deal:
    case Phase::draw: {
      const Player to = phase_ == Phase::deal ? deal_to_ : turn_player_;
      for (std::uint64_t m = present_types(deck_); m != 0; m &= m - 1) out.push_back(game_->codec().draw(to, lowest(m)));
      return;
    }
    case Phase::roll:
      for (int f = 1; f <= game_->rules().die_faces; ++f) out.push_back(game_->codec().die(f));
      return;
    case Phase::over: return;
    default: legal_choices(out); return;
  }
}

std::vector<std::pair<Action, double>> CosState::chance_outcomes() const {
  std::vector<std::pair<Action, double>> out;
  chance_outcomes_into(out);
  return out;
}

void CosState::chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const {
  out.clear();
  if (phase_ == Phase::deal || phase_ == Phase::draw) {
    const Player to = phase_ == Phase::deal ? deal_to_ : turn_player_;
    for (std::uint64_t m = present_types(deck_); m != 0; m &= m - 1) {
      const int t = lowest(m);
      out.emplace_back(game_->codec().draw(to, t), static_cast<double>(deck_[ti(t)]) / deck_size_);
    }
  } else if (phase_ == Phase::roll) {
    const int faces = game_->rules().die_faces;
    for (int f = 1; f <= faces; ++f) out.emplace_back(game_->codec().die(f), 1.0 / faces);
  }
}

int drawn_type_by_walk(const Counts& deck, int deck_size, double u) {
  double r = u;
  int last = -1;
  for (std::uint64_t types = present_types(deck); types != 0; types &= types - 1) {
    last = lowest(types);
    const double p = static_cast<double>(deck[static_cast<std::size_t>(last)]) / deck_size;
    if (r < p) return last;
    r -= p;
  }
  return last;  // rounding left a sliver at the end (or -1: an empty deck)
}

// The walk above stops, in exact arithmetic, at the type holding card k = floor(u * N) of the
// deck in type order, and u * N = (m * N) / 2^53 (u = m / 2^53, as Rng::uniform makes it) is
// exact in integers. The floating-point walk strays from the exact one by less than 100 * 2^-53
// (one rounding per division and per subtraction, at most 48 types), so when u lies at least
// 2^-39 from both ends of that type's block, both stop at the same type. Otherwise (u that close
// to a block's end, or a deck of 1024 cards or more) the walk itself is run.
int drawn_type(const Counts& deck, int deck_size, double u) {
  const auto n = static_cast<std::uint64_t>(deck_size);
  const double scaled = u * 0x1.0p53;
  if (n == 0 || n >= 1024 || !(u >= 0 && u < 1) || scaled != static_cast<double>(static_cast<std::uint64_t>(scaled)))
    return drawn_type_by_walk(deck, deck_size, u);
  const std::uint64_t position = static_cast<std::uint64_t>(scaled) * n;  // card * 2^53 + fraction, < 2^63
  const std::uint64_t card = position >> 53;
  constexpr std::uint64_t margin = std::uint64_t{1} << 14;  // 2^-39 of u, in units of 2^-53 / N
  std::uint64_t before = 0;  // cards of the types ahead of t
  for (std::uint64_t types = present_types(deck); types != 0; types &= types - 1) {
    const int t = lowest(types);
    const std::uint64_t after = before + deck[static_cast<std::size_t>(t)];
    if (card < after) {
      const std::uint64_t from_start = position - (before << 53), to_end = (after << 53) - position;
      if (from_start >= margin * n && to_end >= margin * n) return t;
      break;
    }
    before = after;
  }
  return drawn_type_by_walk(deck, deck_size, u);
}

// Chance without the outcome list, picking exactly what State::sample_chance picks from
// chance_outcomes() for the same generator state (a seed must give the same game as before):
// drawn_type is that walk for a draw.
Action CosState::sample_chance(Rng& rng, std::vector<std::pair<Action, double>>&) const {
  const ActionCodec& codec = game_->codec();
  if (phase_ == Phase::deal || phase_ == Phase::draw) {
    const Player to = phase_ == Phase::deal ? deal_to_ : turn_player_;
    const int t = drawn_type(deck_, deck_size_, rng.uniform());
    if (t >= 0) return codec.draw(to, t);
  } else if (phase_ == Phase::roll) {
    const int faces = game_->rules().die_faces;
    const double p = 1.0 / faces;
    double r = rng.uniform();
    for (int f = 1; f <= faces; ++f) {
      if (r < p) return codec.die(f);
      r -= p;
    }
    if (faces > 0) return codec.die(faces);
  }
  throw std::logic_error("sample_chance: not a chance node");
}

}  // namespace dw::engine::games::clash_of_steel
