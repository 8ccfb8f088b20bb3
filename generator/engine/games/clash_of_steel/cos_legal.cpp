// cos_legal: what may be done in a Clash of Steel state: the legal actions of every phase and
// the chance outcomes of draws and dice (rules in clash_of_steel.hpp, numbering in cos_actions.hpp).
// Decisions are listed by card type, so copies of a card give one action.
#include "engine/games/clash_of_steel/cos_state.hpp"

namespace dw::engine::games::clash_of_steel {

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
  if (!target) return false;
  for (int t = 0; t < game_->num_types(); ++t)
    if (seats_[idx(p)].ready[ti(t)] > 0 && type(t).can_attack) return true;
  return false;
}

void CosState::legal_choices(std::vector<Action>& out) const {
  const ActionCodec& codec = game_->codec();
  const int types = game_->num_types();
  const Seat& me = seats_[idx(actor_)];
  switch (phase_) {
    case Phase::place_resource:
      out.push_back(ActionCodec::pass());
      for (int t = 0; t < types; ++t)
        if (me.hand[ti(t)] > 0 && type(t).kind == CardKind::resource && can_place_resource(t)) out.push_back(codec.choose(t));
      return;
    case Phase::place_creature:
      out.push_back(ActionCodec::pass());
      if (me.creatures >= kMaxCreatures) return;
      for (int t = 0; t < types; ++t)
        if (me.hand[ti(t)] > 0 && type(t).kind == CardKind::creature) out.push_back(codec.choose(t));
      return;
    case Phase::on_play:
      for (int t = 0; t < types; ++t) {
        bool ok = false;
        switch (type(placed_).on_play) {
          case OnPlay::discard_creature: ok = me.ready[ti(t)] > (t == placed_ ? 1 : 0); break;
          case OnPlay::discard_resource: ok = resources_[idx(actor_)][ti(t)] > 0; break;
          case OnPlay::discard_hand: ok = me.hand[ti(t)] > 0; break;
          case OnPlay::none: break;
        }
        if (ok) out.push_back(codec.choose(t));
      }
      return;
    case Phase::declare: {
      out.push_back(ActionCodec::pass());
      const int numbers = game_->rules().die_faces > 0 ? 0 : static_cast<int>(game_->catalog().numbers.size());
      for (Player q = 0; q < players(); ++q) {
        if (q == actor_ || seats_[idx(q)].eliminated) continue;
        bool attacked = false;
        for (int i = 0; i < num_combats_; ++i) attacked |= combats_[static_cast<std::size_t>(i)].target == q;
        if (attacked) continue;
        for (int t = 0; t < types; ++t) {
          if (me.ready[ti(t)] == 0 || !type(t).can_attack) continue;
          out.push_back(codec.attack({q, t, 0}));
          for (int k = 1; k <= numbers; ++k)
            if (me.hand[ti(number_type(k))] > 0) out.push_back(codec.attack({q, t, k}));
        }
      }
      return;
    }
    case Phase::defend: {
      out.push_back(ActionCodec::pass());
      const int numbers = game_->rules().die_faces > 0 ? 0 : static_cast<int>(game_->catalog().numbers.size());
      for (int t = 0; t < types; ++t) {
        if (me.ready[ti(t)] == 0) continue;
        out.push_back(codec.defend({t, 0}));
        for (int k = 1; k <= numbers; ++k)
          if (me.hand[ti(number_type(k))] > 0) out.push_back(codec.defend({t, k}));
      }
      return;
    }
    case Phase::take_resource: {
      const Player target = combats_[static_cast<std::size_t>(cursor_)].target;
      for (int t = 0; t < types; ++t)
        if (resources_[idx(target)][ti(t)] > 0) out.push_back(codec.choose(t));
      return;
    }
    case Phase::give_card:
    case Phase::trim_hand:
      for (int t = 0; t < types; ++t)
        if (me.hand[ti(t)] > 0) out.push_back(codec.choose(t));
      return;
    default: return;
  }
}

std::vector<Action> CosState::legal_actions() const {
  std::vector<Action> out;
  switch (phase_) {
    case Phase::deal:
    case Phase::draw: {
      const Player to = phase_ == Phase::deal ? deal_to_ : turn_player_;
      out.reserve(static_cast<std::size_t>(game_->num_types()));
      for (int t = 0; t < game_->num_types(); ++t)
        if (deck_[ti(t)] > 0) out.push_back(game_->codec().draw(to, t));
      return out;
    }
    case Phase::roll:
      for (int f = 1; f <= game_->rules().die_faces; ++f) out.push_back(game_->codec().die(f));
      return out;
    case Phase::over: return out;
    default:
      out.reserve(16);
      legal_choices(out);
      return out;
  }
}

std::vector<std::pair<Action, double>> CosState::chance_outcomes() const {
  std::vector<std::pair<Action, double>> out;
  if (phase_ == Phase::deal || phase_ == Phase::draw) {
    const Player to = phase_ == Phase::deal ? deal_to_ : turn_player_;
    for (int t = 0; t < game_->num_types(); ++t)
      if (deck_[ti(t)] > 0) out.emplace_back(game_->codec().draw(to, t), static_cast<double>(deck_[ti(t)]) / deck_size_);
  } else if (phase_ == Phase::roll) {
    const int faces = game_->rules().die_faces;
    for (int f = 1; f <= faces; ++f) out.emplace_back(game_->codec().die(f), 1.0 / faces);
  }
  return out;
}

}  // namespace dw::engine::games::clash_of_steel
