// eg_state: the turn flow of En Garde!: who goes first, the deal, discarding and refilling,
// Items and Restores, the Pistol, losing Poise and going out, the end of the game (rules and
// interpretations in en_garde.hpp; the Exchange itself is in eg_exchange.cpp).
#include "engine/games/en_garde/eg_state.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <stdexcept>

#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::en_garde {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::first: return "first";
    case Phase::deal: return "deal";
    case Phase::discard: return "discard";
    case Phase::refill: return "refill";
    case Phase::main: return "main";
    case Phase::enhance: return "enhance";
    case Phase::duel: return "duel";
    case Phase::riposte: return "riposte";
    case Phase::bonus_attack: return "bonus-attack";
    case Phase::over: return "over";
  }
  return "?";
}

EgState::EgState(std::shared_ptr<const Game> game)
    : State(std::move(game)), game_(&static_cast<const EnGardeGame&>(this->game())) {
  players_ = static_cast<std::int8_t>(game_->num_players());
  for (int t = 0; t < catalog().num_types(); ++t) deck_[idx(t)] = static_cast<std::uint8_t>(type(t).count);
  deck_size_ = catalog().total_cards;
  for (int p = 0; p < players_; ++p) {
    poise_[idx(p)] = kStartPoise;
    item_[idx(p)] = -1;
    alive_[idx(p)] = true;
  }
  alive_count_ = players_;
}

std::unique_ptr<State> EgState::clone() const { return std::unique_ptr<State>(new EgState(*this)); }

Player EgState::current_player() const {
  switch (phase_) {
    case Phase::first:
    case Phase::deal:
    case Phase::refill: return kChancePlayer;
    case Phase::over: return kTerminalPlayer;
    default: return actor_;
  }
}

std::vector<Action> EgState::legal_actions() const {
  std::vector<Action> out;
  legal_actions_into(out);
  return out;
}

void EgState::legal_actions_into(std::vector<Action>& out) const {
  out.clear();
  const int types = catalog().num_types();
  switch (phase_) {
    case Phase::first:
      for (Player q = 0; q < players_; ++q) out.push_back(codec().first(q));
      break;
    case Phase::deal:
    case Phase::refill:
      for (int t = 0; t < types; ++t)
        if (deck_[idx(t)] > 0) out.push_back(codec().draw(drawer_, t));
      break;
    case Phase::discard:
      for (std::uint32_t m = held_types(actor_) & (~0u << discard_floor_); m != 0; m &= m - 1)
        out.push_back(codec().card(actor_, std::countr_zero(m)));
      out.push_back(codec().pass(actor_));
      break;
    case Phase::main: legal_main(out); break;
    case Phase::enhance:
    case Phase::duel:
    case Phase::riposte:
    case Phase::bonus_attack: legal_exchange(out); break;
    case Phase::over: break;
  }
}

// The lists of legal_actions_into, counted instead of written: the index State::sample_legal_action
// would draw, rng.below(list size), is drawn from the count and the action at that place built.
// Each list is cards of a type mask (ascending) and then fixed entries; the main phase's also has
// a challenge per other player still in and Attack (players outer), then a shot per such player.
// The duel's list (Responses and Presses per Attack on the Field) is counted in eg_exchange.cpp.
Action EgState::sample_legal_action(Rng& rng, std::vector<Action>& buffer) const {
  const Player p = actor_;
  const auto count = [](std::uint64_t mask) { return static_cast<std::uint64_t>(count_bits(mask)); };
  const auto nth = [](std::uint64_t mask, std::uint64_t i) { return nth_bit(mask, static_cast<int>(i)); };
  std::uint32_t cards = 0;  // the list's cards of one type each, then the pass
  switch (phase_) {
    case Phase::discard: cards = held_types(p) & (~0u << discard_floor_); break;
    case Phase::enhance:
      cards = held_types(p) & catalog().mask(CardKind::enhancement) & (enhance_floor_ >= 32 ? 0u : ~0u << enhance_floor_);
      break;
    case Phase::riposte:
    case Phase::bonus_attack: cards = held_types(p) & catalog().mask(CardKind::attack); break;
    case Phase::main: {
      const std::uint32_t held = held_types(p);
      cards = held & (catalog().mask(CardKind::item) | catalog().mask(CardKind::restore));
      std::uint64_t others = 0, attacks = 0;  // others: the players still in but p, bit q
      bool shot = false;
      if (!exchange_used_) {
        for (Player q = 0; q < players_; ++q)
          if (q != p && alive_[idx(q)]) others |= std::uint64_t{1} << q;
        attacks = held & catalog().mask(CardKind::attack);
        shot = item_[idx(p)] >= 0 && type(item_[idx(p)]).shot > 0;
      }
      const std::uint64_t challenges = count(others) * count(attacks), shots = shot ? count(others) : 0;
      const bool discard_item = item_[idx(p)] >= 0;
      std::uint64_t i = rng.below(count(cards) + challenges + shots + (discard_item ? 1 : 0) + 1);
      if (i < count(cards)) return codec().card(p, nth(cards, i));
      i -= count(cards);
      if (i < challenges) return codec().challenge(p, nth(others, i / count(attacks)), nth(attacks, i % count(attacks)));
      i -= challenges;
      if (i < shots) return codec().shoot(p, nth(others, i));
      i -= shots;
      return discard_item && i == 0 ? codec().discard_item(p) : codec().pass(p);
    }
    case Phase::duel: return sample_duel_action(rng);
    default: return State::sample_legal_action(rng, buffer);
  }
  const std::uint64_t i = rng.below(count(cards) + 1);
  return i < count(cards) ? codec().card(p, nth(cards, i)) : codec().pass(p);
}

std::vector<std::pair<Action, double>> EgState::chance_outcomes() const {
  std::vector<std::pair<Action, double>> out;
  chance_outcomes_into(out);
  return out;
}

void EgState::chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const {
  out.clear();
  if (phase_ == Phase::first) {
    for (Player q = 0; q < players_; ++q) out.emplace_back(codec().first(q), 1.0 / players_);
  } else if (phase_ == Phase::deal || phase_ == Phase::refill) {
    const double total = deck_size_;
    for (int t = 0; t < catalog().num_types(); ++t)
      if (deck_[idx(t)] > 0) out.emplace_back(codec().draw(drawer_, t), deck_[idx(t)] / total);
  }
}

Action EgState::sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const {
  // A draw: every card of the deck equally likely, the k-th one with k uniform in [0, deck size).
  // It picks the card State::sample_chance would pick from the same draw (but for rounding).
  if (phase_ != Phase::deal && phase_ != Phase::refill) return State::sample_chance(rng, buffer);
  int k = std::min(deck_size_ - 1, static_cast<int>(rng.uniform() * deck_size_));
  for (std::uint32_t m = types_present(deck_); m != 0; m &= m - 1) {  // the types left, in order
    const int t = std::countr_zero(m);
    k -= deck_[idx(t)];
    if (k < 0) return codec().draw(drawer_, t);
  }
  throw std::logic_error("en-garde: the deck count is wrong");
}

std::vector<double> EgState::returns() const {
  std::vector<double> out(idx(players_));
  for (int p = 0; p < players_; ++p) out[idx(p)] = result_[idx(p)];
  return out;
}

// ---- zones ----

void EgState::hand_to_discard(Player p, int t) {
  --hand_[idx(p)][idx(t)];
  --hand_size_[idx(p)];
  to_discard(t);
}

void EgState::to_discard(int t, int n) {
  discard_[idx(t)] = static_cast<std::uint8_t>(discard_[idx(t)] + n);
  discard_size_ += n;
}

void EgState::draw_card(Player p, int t) {
  --deck_[idx(t)];
  --deck_size_;
  ++hand_[idx(p)][idx(t)];
  ++hand_size_[idx(p)];
  ++(reshuffles_.empty() ? first_deck_drawn_ : reshuffles_.back().drawn)[idx(p)][idx(t)];
}

void EgState::reshuffle_if_needed() {
  if (deck_size_ > 0 || discard_size_ == 0) return;
  reshuffles_.push_back({move_number() + 1, discard_, {}});
  deck_ = discard_;
  deck_size_ = discard_size_;
  discard_ = {};
  discard_size_ = 0;
}

// ---- turn flow ----

void EgState::do_apply_action(Action action) {
  const Decoded d = codec().decode(action);
  switch (phase_) {
    case Phase::first:
      turn_player_ = static_cast<std::int8_t>(d.actor);
      drawer_ = static_cast<std::int8_t>(d.actor);
      deal_left_ = static_cast<std::int16_t>(kHandSize * players_);
      phase_ = Phase::deal;
      return;
    case Phase::deal:
      draw_card(d.actor, d.card);
      drawer_ = static_cast<std::int8_t>((drawer_ + 1) % players_);
      if (--deal_left_ == 0) begin_turn(turn_player_);
      return;
    case Phase::discard:
      if (d.move == Move::pass) {
        start_refill();
      } else {
        hand_to_discard(actor_, d.card);
        discard_floor_ = static_cast<std::int8_t>(d.card);
      }
      return;
    case Phase::refill:
      draw_card(d.actor, d.card);
      if (hand_size_[idx(d.actor)] >= kHandSize) {
        phase_ = Phase::main;
        return;
      }
      reshuffle_if_needed();
      if (deck_size_ == 0) phase_ = Phase::main;
      return;
    case Phase::main: apply_main(d); return;
    case Phase::enhance:
    case Phase::duel:
    case Phase::riposte:
    case Phase::bonus_attack: apply_exchange(d); return;
    case Phase::over: break;
  }
  throw std::logic_error("en-garde: no action is possible when the game is over");
}

void EgState::begin_turn(Player p) {
  ++turns_;
  turn_player_ = static_cast<std::int8_t>(p);
  actor_ = static_cast<std::int8_t>(p);
  discard_floor_ = 0;
  exchange_used_ = false;
  phase_ = Phase::discard;
}

void EgState::start_refill() {
  actor_ = turn_player_;
  drawer_ = turn_player_;
  phase_ = Phase::main;
  if (hand_size_[idx(turn_player_)] >= kHandSize) return;
  reshuffle_if_needed();
  if (deck_size_ > 0) phase_ = Phase::refill;
}

void EgState::end_turn() {
  if (turns_ >= game_->max_turns()) {
    finish(/*capped=*/true);
    return;
  }
  Player next = turn_player_;
  do next = (next + 1) % players_;
  while (!alive_[idx(next)]);
  begin_turn(next);
}

std::uint32_t EgState::types_present(const TypeCounts& hand) {
  // Eight counts at a time: a byte's top bit is set when the byte is not 0, and the multiply
  // gathers the eight top bits into one byte (bit i for byte i).
  constexpr std::uint64_t low7 = 0x7f7f7f7f7f7f7f7fULL;
  std::uint32_t mask = 0;
  for (std::size_t w = 0; w < hand.size() / 8; ++w) {
    std::uint64_t x;
    std::memcpy(&x, hand.data() + 8 * w, sizeof x);
    const std::uint64_t top = (((x & low7) + low7) | x) & ~low7;
    mask |= static_cast<std::uint32_t>(((top >> 7) * 0x0102040810204080ULL) >> 56) << (8 * w);
  }
  return mask;
}

void EgState::legal_main(std::vector<Action>& out) const {
  const Player p = actor_;
  const std::uint32_t held = held_types(p);
  for (std::uint32_t m = held & (catalog().mask(CardKind::item) | catalog().mask(CardKind::restore)); m != 0; m &= m - 1)
    out.push_back(codec().card(p, std::countr_zero(m)));
  if (!exchange_used_) {
    const std::uint32_t attacks = held & catalog().mask(CardKind::attack);
    for (Player q = 0; q < players_; ++q) {
      if (q == p || !alive_[idx(q)]) continue;
      for (std::uint32_t m = attacks; m != 0; m &= m - 1) out.push_back(codec().challenge(p, q, std::countr_zero(m)));
    }
    if (item_[idx(p)] >= 0 && type(item_[idx(p)]).shot > 0)
      for (Player q = 0; q < players_; ++q)
        if (q != p && alive_[idx(q)]) out.push_back(codec().shoot(p, q));
  }
  if (item_[idx(p)] >= 0) out.push_back(codec().discard_item(p));
  out.push_back(codec().pass(p));
}

void EgState::apply_main(const Decoded& d) {
  const Player p = actor_;
  switch (d.move) {
    case Move::card: {
      const CardType& c = type(d.card);
      if (c.kind == CardKind::item) {
        if (item_[idx(p)] >= 0) to_discard(item_[idx(p)]);
        --hand_[idx(p)][idx(d.card)];
        --hand_size_[idx(p)];
        item_[idx(p)] = static_cast<std::int8_t>(d.card);
        pay(p, c.cost);
      } else {
        hand_to_discard(p, d.card);
        pay(p, c.cost);
        poise_[idx(p)] = static_cast<std::int8_t>(std::min(kMaxPoise, poise_[idx(p)] + c.restore));
      }
      return;
    }
    case Move::challenge: start_exchange(p, d.target, d.card); return;
    case Move::shoot: {
      exchange_used_ = true;
      const int shot = type(item_[idx(p)]).shot;
      if (game_->single_shot_pistol()) {  // pistol=once: the spent Pistol is discarded as it fires
        to_discard(item_[idx(p)]);
        item_[idx(p)] = -1;
      }
      lose_poise(d.target, shot);
      after_losses();
      return;
    }
    case Move::discard_item:
      to_discard(item_[idx(p)]);
      item_[idx(p)] = -1;
      return;
    case Move::pass: end_turn(); return;
    default: break;
  }
  throw std::logic_error("en-garde: not a move of the main phase");
}

// ---- Poise, going out, the end ----

void EgState::lose_poise(Player p, int damage) {
  const int after = apply_poise_loss(poise_[idx(p)], damage);
  if (after < 0) eliminate(p);
  else poise_[idx(p)] = static_cast<std::int8_t>(after);
}

void EgState::eliminate(Player p) {
  Reveal& r = reveals_[idx(reveal_count_++)];
  r.after_move = move_number();
  r.seat = static_cast<std::int8_t>(p);
  r.cards = hand_[idx(p)];
  for (int t = 0; t < catalog().num_types(); ++t)
    if (hand_[idx(p)][idx(t)] > 0) to_discard(t, hand_[idx(p)][idx(t)]);
  hand_[idx(p)] = {};
  hand_size_[idx(p)] = 0;
  if (item_[idx(p)] >= 0) to_discard(item_[idx(p)]);
  item_[idx(p)] = -1;
  alive_[idx(p)] = false;
  --alive_count_;
}

const TypeCounts* EgState::shown_hand(Player p) const {
  for (int r = 0; r < reveal_count_; ++r)
    if (reveals_[idx(r)].seat == p) return &reveals_[idx(r)].cards;
  return nullptr;
}

void EgState::after_losses() {
  if (alive_count_ <= 1) {
    finish(/*capped=*/false);
  } else if (!alive_[idx(turn_player_)]) {
    end_turn();
  } else {
    phase_ = Phase::main;
    actor_ = turn_player_;
  }
}

void EgState::finish(bool capped) {
  phase_ = Phase::over;
  for (int p = 0; p < players_; ++p) {
    if (!alive_[idx(p)]) result_[idx(p)] = -1;
    else result_[idx(p)] = capped ? 0 : 1;
  }
}

}  // namespace dw::engine::games::en_garde
