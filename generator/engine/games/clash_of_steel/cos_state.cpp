// cos_state: the moves of Clash of Steel: the deal, a player's turn (draw, place, attack), the
// defences, the reveal and the fights, the losses of undefended players, the end of a turn and
// of a game turn (rules and interpretations in clash_of_steel.hpp). What is legal: cos_legal.cpp.
#include "engine/games/clash_of_steel/cos_state.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace dw::engine::games::clash_of_steel {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::deal: return "deal";
    case Phase::draw: return "draw";
    case Phase::place_resource: return "place-resource";
    case Phase::place_creature: return "place-creature";
    case Phase::on_play: return "on-play";
    case Phase::declare: return "declare";
    case Phase::defend: return "defend";
    case Phase::roll: return "roll";
    case Phase::take_resource: return "take-resource";
    case Phase::give_card: return "give-card";
    case Phase::trim_hand: return "trim-hand";
    case Phase::over: return "over";
  }
  return "?";
}

CosState::CosState(std::shared_ptr<const Game> game)
    : State(std::move(game)), game_(&static_cast<const ClashOfSteelGame&>(this->game())) {
  const Catalog& catalog = game_->catalog();
  const int n = players();
  token_width_ = 1;
  while ((Action{1} << (6 * token_width_)) < game_->num_distinct_actions()) ++token_width_;
  for (std::size_t t = 0; t < catalog.types.size(); ++t) {
    const CardType& c = catalog.types[t];
    if (c.starting) {
      for (Player p = 0; p < n; ++p) {
        seats_[idx(p)].ready[t] = 1;
        ++seats_[idx(p)].creatures;
      }
      box_[t] = static_cast<std::uint8_t>(c.count - n);
    } else if (c.kind == CardKind::number && game_->rules().die_faces > 0) {
      box_[t] = static_cast<std::uint8_t>(c.count);
    } else {
      deck_[t] = static_cast<std::uint8_t>(c.count);
      deck_size_ += c.count;
    }
  }
  phase_ = Phase::deal;
  deal_to_ = 0;
  deal_left_ = kStartingHand * n;
}

std::unique_ptr<State> CosState::clone() const { return std::unique_ptr<State>(new CosState(*this)); }

Player CosState::current_player() const {
  switch (phase_) {
    case Phase::deal:
    case Phase::draw:
    case Phase::roll: return kChancePlayer;
    case Phase::over: return kTerminalPlayer;
    default: return actor_;
  }
}

std::vector<double> CosState::returns() const {
  return std::vector<double>(returns_.begin(), returns_.begin() + players());
}

int CosState::creatures_of(Player p, int t) const {
  int n = seats_[idx(p)].ready[ti(t)] + seats_[idx(p)].exhausted[ti(t)];
  for (int i = 0; i < num_combats_; ++i)
    if (p == turn_player_ && combats_[static_cast<std::size_t>(i)].attacker == t && !combats_[static_cast<std::size_t>(i)].attacker_destroyed) ++n;
  return n;
}

std::uint64_t CosState::creature_types_in_play(Player p) const {
  const Seat& s = seats_[idx(p)];
  std::uint64_t in_play = present_types(s.ready) | present_types(s.exhausted);
  if (p == turn_player_)
    for (int i = 0; i < num_combats_; ++i) {
      const Combat& c = combats_[static_cast<std::size_t>(i)];
      if (!c.attacker_destroyed && c.attacker >= 0) in_play |= std::uint64_t{1} << c.attacker;
    }
  return in_play & game_->catalog().creature_mask;
}

bool CosState::has_ready(Player p) const { return present_types(seats_[idx(p)].ready) != 0; }

Standing CosState::standing(Player p) const {
  const Seat& s = seats_[idx(p)];
  Standing out;
  out.resources = s.resources;
  out.creatures = s.creatures;
  out.eliminated = s.eliminated;
  const std::span<const ResourceCounts> res(resources_.data(), static_cast<std::size_t>(players()));
  for (std::uint64_t m = creature_types_in_play(p); m != 0; m &= m - 1)
    out.best_attack = std::max(out.best_attack, standing_attack(game_->catalog(), res, Fighter{std::countr_zero(m), p}));
  return out;
}

// ---- moves ----

void CosState::give(Player p, int t) {
  --deck_[ti(t)];
  --deck_size_;
  ++seats_[idx(p)].hand[ti(t)];
  ++seats_[idx(p)].hand_size;
}

void CosState::leave_hand(Player p, int t) {
  Seat& s = seats_[idx(p)];
  --s.hand[ti(t)];
  --s.hand_size;
  s.departed[static_cast<std::size_t>(s.departures++)] = {static_cast<std::uint16_t>(move_number()), static_cast<std::uint8_t>(t)};
}

void CosState::destroy_in_play(Player p, int t) {
  --seats_[idx(p)].ready[ti(t)];
  --seats_[idx(p)].creatures;
  ++discard_[ti(t)];
}

void CosState::do_apply_action(Action action) {
  const ActionCodec& codec = game_->codec();
  const Player p = turn_player_;
  Seat& me = seats_[idx(actor_)];
  switch (phase_) {
    case Phase::deal:
      give(deal_to_, codec.draw_type(action));
      deal_to_ = (deal_to_ + 1) % players();
      if (--deal_left_ == 0) begin_turn(0);
      return;
    case Phase::draw:
      give(p, codec.draw_type(action));
      phase_ = Phase::place_resource;
      return;
    case Phase::place_resource:
      if (action != ActionCodec::pass() && is_creature(codec.chosen_type(action))) {
        creature_first_ = true;  // placing=either: the creature comes first
        place_creature(action);
        return;
      }
      if (action != ActionCodec::pass()) {
        const int t = codec.chosen_type(action);
        leave_hand(p, t);
        ++resources_[idx(p)][ti(t)];
        ++me.resources;
      }
      if (creature_first_) after_placing();
      else phase_ = Phase::place_creature;
      return;
    case Phase::place_creature:
      if (action == ActionCodec::pass()) after_creature();
      else place_creature(action);
      return;
    case Phase::on_play: {
      const int t = codec.chosen_type(action);
      switch (type(placed_).on_play) {
        case OnPlay::discard_creature: destroy_in_play(p, t); break;
        case OnPlay::discard_resource:
          --resources_[idx(p)][ti(t)];
          --me.resources;
          ++discard_[ti(t)];
          break;
        case OnPlay::discard_hand:
          leave_hand(p, t);
          ++discard_[ti(t)];
          break;
        case OnPlay::none: break;
      }
      after_creature();
      return;
    }
    case Phase::declare: {
      if (action == ActionCodec::pass()) {
        start_defences();
        return;
      }
      const AttackMove m = codec.attack_of(action);
      Combat& c = combats_[static_cast<std::size_t>(num_combats_++)];
      c = Combat{};
      c.target = static_cast<std::int8_t>(m.target);
      c.attacker = static_cast<std::int8_t>(m.creature);
      c.attack_number = static_cast<std::int8_t>(m.number);
      c.attack_index = static_cast<std::uint16_t>(move_number());
      --me.ready[ti(m.creature)];
      if (m.number > 0) leave_hand(p, number_type(m.number));
      if (!can_declare()) start_defences();
      return;
    }
    case Phase::defend: {
      Combat& c = combats_[static_cast<std::size_t>(cursor_)];
      c.answered = true;
      c.defense_index = static_cast<std::uint16_t>(move_number());
      if (action != ActionCodec::pass()) {
        const DefendMove m = codec.defend_of(action);
        c.defender = static_cast<std::int8_t>(m.creature);
        c.defense_number = static_cast<std::int8_t>(m.number);
        if (m.number > 0) leave_hand(actor_, number_type(m.number));
      }
      ++cursor_;
      next_defence();
      return;
    }
    case Phase::roll: {
      Combat& c = combats_[static_cast<std::size_t>(cursor_)];
      const int face = codec.die_face(action);
      if (!roll_defender_) {
        c.attack_roll = static_cast<std::uint8_t>(face);
        roll_defender_ = true;
      } else {
        c.defense_roll = static_cast<std::uint8_t>(face);
        roll_defender_ = false;
        ++cursor_;
      }
      next_roll();
      return;
    }
    case Phase::take_resource: {
      const int t = codec.chosen_type(action);
      const Player target = combats_[static_cast<std::size_t>(cursor_)].target;
      --resources_[idx(target)][ti(t)];
      --seats_[idx(target)].resources;
      ++discard_[ti(t)];
      losses_from(cursor_ + 1);
      return;
    }
    case Phase::give_card: {
      const int t = codec.chosen_type(action);
      leave_hand(actor_, t);
      ++discard_[ti(t)];
      losses_from(cursor_ + 1);
      return;
    }
    case Phase::trim_hand: {
      const int t = codec.chosen_type(action);
      leave_hand(p, t);
      ++discard_[ti(t)];
      if (me.hand_size <= kHandLimit) end_turn();
      return;
    }
    case Phase::over: break;
  }
  throw std::logic_error("clash-of-steel: no action is possible when the game is over");
}

void CosState::begin_turn(Player p) {
  turn_player_ = p;
  actor_ = p;
  Seat& s = seats_[idx(p)];
  for (std::size_t t = 0; t < s.ready.size(); ++t) {
    s.ready[t] = static_cast<std::uint8_t>(s.ready[t] + s.exhausted[t]);
    s.exhausted[t] = 0;
  }
  phase_ = deck_size_ > 0 ? Phase::draw : Phase::place_resource;
}

void CosState::place_creature(Action action) {
  const Player p = turn_player_;
  Seat& me = seats_[idx(p)];
  const int t = game_->codec().chosen_type(action);
  leave_hand(p, t);
  ++me.ready[ti(t)];
  ++me.creatures;
  placed_ = t;
  bool effect = false;
  switch (type(t).on_play) {
    case OnPlay::discard_creature: effect = me.creatures > 1; break;
    case OnPlay::discard_resource: effect = me.resources > 0; break;
    case OnPlay::discard_hand: effect = me.hand_size > 0; break;
    case OnPlay::none: break;
  }
  if (effect) phase_ = Phase::on_play;
  else after_creature();
}

void CosState::after_creature() {
  placed_ = -1;
  if (creature_first_) phase_ = Phase::place_resource;  // placing=either: the resource decision follows
  else after_placing();
}

bool CosState::is_creature(int t) const { return (game_->catalog().creature_mask >> t) & 1U; }

void CosState::after_placing() {
  creature_first_ = false;
  placed_ = -1;
  if (can_declare()) phase_ = Phase::declare;
  else start_defences();
}

void CosState::start_defences() {
  cursor_ = 0;
  next_defence();
}

void CosState::next_defence() {
  while (cursor_ < num_combats_) {
    Combat& c = combats_[static_cast<std::size_t>(cursor_)];
    if (has_ready(c.target)) {
      phase_ = Phase::defend;
      actor_ = c.target;
      return;
    }
    ++cursor_;  // nothing to defend with: the attack goes through
  }
  actor_ = turn_player_;
  reveal();
}

void CosState::reveal() {
  revealed_ = true;
  cursor_ = 0;
  roll_defender_ = false;
  if (game_->rules().die_faces > 0) next_roll();
  else {
    resolve_fights();
    losses_from(0);
  }
}

void CosState::next_roll() {
  while (cursor_ < num_combats_ && combats_[static_cast<std::size_t>(cursor_)].defender < 0) ++cursor_;
  if (cursor_ < num_combats_) {
    phase_ = Phase::roll;
    return;
  }
  resolve_fights();
  losses_from(0);
}

void CosState::resolve_fights() {
  // Ratings depend only on resources, which fights do not change: every fight is resolved on
  // the same board, as if at once.
  const std::span<const ResourceCounts> res(resources_.data(), static_cast<std::size_t>(players()));
  const Player p = turn_player_;
  for (int i = 0; i < num_combats_; ++i) {
    Combat& c = combats_[static_cast<std::size_t>(i)];
    if (c.defender < 0) continue;
    const Fighter attacker{c.attacker, p}, defender{c.defender, c.target};
    const int attack = attack_rating(game_->catalog(), res, attacker, defender) +
                       (c.attack_number > 0 ? type(number_type(c.attack_number)).value : c.attack_roll);
    const int defense = defense_rating(game_->catalog(), res, defender, attacker) +
                        (c.defense_number > 0 ? type(number_type(c.defense_number)).value : c.defense_roll);
    const FightResult r = fight(attack, defense);
    if (r != FightResult::attacker_destroyed) destroy_in_play(c.target, c.defender);
    if (r != FightResult::defender_destroyed) {
      c.attacker_destroyed = true;
      --seats_[idx(p)].creatures;
      ++discard_[ti(c.attacker)];
    }
  }
}

void CosState::losses_from(int first) {
  for (int i = first; i < num_combats_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    if (c.defender >= 0) continue;
    const Seat& target = seats_[idx(c.target)];
    cursor_ = i;
    if (target.resources > 0) {
      phase_ = Phase::take_resource;
      actor_ = turn_player_;
      return;
    }
    if (target.hand_size > 0) {
      phase_ = Phase::give_card;
      actor_ = c.target;
      return;
    }
  }
  finish_attacks();
}

void CosState::finish_attacks() {
  const Player p = turn_player_;
  for (int i = 0; i < num_combats_; ++i) {
    const Combat& c = combats_[static_cast<std::size_t>(i)];
    if (c.attack_number > 0) ++discard_[ti(number_type(c.attack_number))];
    if (c.defense_number > 0) ++discard_[ti(number_type(c.defense_number))];
    if (!c.attacker_destroyed) ++seats_[idx(p)].exhausted[ti(c.attacker)];
  }
  num_combats_ = 0;
  cursor_ = 0;
  revealed_ = false;
  actor_ = p;
  if (game_->rules().hand_limit && seats_[idx(p)].hand_size > kHandLimit) phase_ = Phase::trim_hand;
  else end_turn();
}

void CosState::end_turn() {
  for (Player q = turn_player_ + 1; q < players(); ++q)
    if (!seats_[idx(q)].eliminated) {
      begin_turn(q);
      return;
    }
  end_game_turn();
}

void CosState::end_game_turn() {
  if (game_->rules().elimination) {
    int alive = 0, out = 0;
    std::array<bool, kMaxPlayers> empty{};
    for (Player q = 0; q < players(); ++q) {
      const Seat& s = seats_[idx(q)];
      if (s.eliminated) continue;
      ++alive;
      empty[idx(q)] = s.creatures == 0 && s.resources == 0 && s.hand_size == 0;
      out += empty[idx(q)] ? 1 : 0;
    }
    if (out == alive) {  // the last players would all go out together: they share the result
      end_game();
      return;
    }
    for (Player q = 0; q < players(); ++q)
      if (empty[idx(q)]) seats_[idx(q)].eliminated = true;
    if (alive - out == 1) {
      end_game();
      return;
    }
  }
  if (++turn_ > game_->rules().turns) {
    turn_ = game_->rules().turns;
    end_game();
    return;
  }
  for (Player q = 0; q < players(); ++q)
    if (!seats_[idx(q)].eliminated) {
      begin_turn(q);
      return;
    }
}

void CosState::end_game() {
  phase_ = Phase::over;
  std::array<Standing, kMaxPlayers> standings{};
  for (Player q = 0; q < players(); ++q) standings[idx(q)] = standing(q);
  const auto r = final_returns(std::span<const Standing>(standings.data(), static_cast<std::size_t>(players())));
  for (std::size_t q = 0; q < r.size(); ++q) returns_[q] = r[q];
}

}  // namespace dw::engine::games::clash_of_steel
