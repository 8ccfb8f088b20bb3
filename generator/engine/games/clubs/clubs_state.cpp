// clubs_state: the moves of CLUBS: the deal, set-up, draws, settling attacks, the main part of a
// turn and the end-of-turn discard (rules and interpretations in clubs.hpp).
#include "engine/games/clubs/clubs_state.hpp"

#include <bit>
#include <stdexcept>

#include "engine/games/clubs/clubs_battle.hpp"
#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games::clubs {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::deal: return "deal";
    case Phase::setup: return "setup";
    case Phase::draw: return "draw";
    case Phase::resolve: return "resolve";
    case Phase::main: return "main";
    case Phase::over: return "over";
  }
  return "?";
}

ClubsState::ClubsState(std::shared_ptr<const Game> game)
    : State(std::move(game)), game_(&static_cast<const ClubsGame&>(this->game())) {
  const int n = game_->num_cards();
  deck_ = n == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
  for (auto& places : slot_) places.fill(-1);
  for (auto& targets : attack_on_) targets.fill(-1);
  draws_left_ = 2 * game_->rules().opening_hand;
  log_.reserve(static_cast<std::size_t>(4 * n));
}

std::unique_ptr<State> ClubsState::clone() const { return std::unique_ptr<State>(new ClubsState(*this)); }

Player ClubsState::current_player() const {
  switch (phase_) {
    case Phase::deal:
    case Phase::draw: return kChancePlayer;
    case Phase::over: return kTerminalPlayer;
    default: return actor_;
  }
}

int ClubsState::hand_size(Player p) const { return count_bits(hand_[idx(p)]); }

int ClubsState::defenders(Player p) const {
  int n = 0;
  for (int c : slot_[idx(p)]) n += c >= 0 ? 1 : 0;
  return n;
}

int ClubsState::free_place(Player p) const {
  for (int s = 0; s < game_->rules().max_defenders; ++s)
    if (slot_[idx(p)][static_cast<std::size_t>(s)] < 0) return s;
  return -1;
}

bool ClubsState::can_attack(Player attacker, int target) const {
  const Player opp = 1 - attacker;
  if (attack_on_[idx(opp)][static_cast<std::size_t>(target)] >= 0) return false;
  if (target < kSlots) return slot_[idx(opp)][static_cast<std::size_t>(target)] >= 0;
  if (target < kDirectTarget) return (pools_[idx(opp)] >> (target - kSlots)) & 1U;
  return defenders(opp) == 0;
}

unsigned ClubsState::attack_targets(Player attacker) const {
  // can_attack for every target at once, for the rollouts' sample_legal_action (the conformance
  // tests check its draws against the list add_legal_moves builds with can_attack): the
  // opponent's filled places, their pools (target kSlots + s - 1 is the pool of bit s - 1) and,
  // with no place filled, the opponent directly; less every target a spade already waits against.
  const std::size_t opp = idx(1 - attacker);
  unsigned filled = 0;
  for (int p = 0; p < kSlots; ++p) filled |= (slot_[opp][static_cast<std::size_t>(p)] >= 0 ? 1U : 0U) << p;
  const unsigned open = filled | (static_cast<unsigned>(pools_[opp]) << kSlots) | (filled == 0 ? 1U << kDirectTarget : 0U);
  unsigned waiting = 0;
  for (int t = 0; t < kTargets; ++t) waiting |= (attack_on_[opp][static_cast<std::size_t>(t)] >= 0 ? 1U : 0U) << t;
  return open & ~waiting;
}

std::vector<Action> ClubsState::legal_actions() const {
  std::vector<Action> out;
  legal_actions_into(out);
  return out;
}

void ClubsState::legal_actions_into(std::vector<Action>& out) const {
  out.clear();
  switch (phase_) {
    case Phase::deal:
    case Phase::draw:
      out.reserve(static_cast<std::size_t>(count_bits(deck_)));
      for (std::uint64_t s = deck_; s; s &= s - 1) out.push_back(std::countr_zero(s));
      break;
    case Phase::resolve:
      for (std::uint64_t s = hand_[idx(actor_)] & role_set(Role::counter); s; s &= s - 1)
        out.push_back(std::countr_zero(s));
      out.push_back(game_->pass_action());
      break;
    case Phase::setup:
    case Phase::main: add_legal_moves(out); break;
    case Phase::over: break;
  }
}

std::uint64_t ClubsState::playable_cards() const {
  const std::uint64_t hand = hand_[idx(actor_)];
  const std::uint64_t clubs = free_place(actor_) >= 0 ? hand & role_set(Role::defend) : 0;
  return (hand & role_set(Role::heal)) | clubs;
}

std::uint64_t ClubsState::discardable_cards() const {
  std::uint64_t discardable = hand_[idx(actor_)];
  for (int c : slot_[idx(actor_)])
    if (c >= 0) discardable |= bit(c);
  return discardable;
}

unsigned ClubsState::swappable_places() const {
  const std::size_t me = idx(actor_);
  unsigned swappable = 0;
  for (int p = 0; p < kSlots; ++p)
    if (slot_[me][static_cast<std::size_t>(p)] >= 0 && !((face_up_[me] >> p) & 1U) && !((changed_ >> p) & 1U))
      swappable |= 1U << p;
  return swappable;
}

unsigned ClubsState::pool_starts() const {
  const std::uint64_t hand = hand_[idx(actor_)];
  unsigned runs = 0;
  for (int start = 1; start <= kRunStarts; ++start) {
    const std::uint64_t run = game_->run_cards(start);
    if (run && (hand & run) == run) runs |= 1U << (start - 1);
  }
  return runs;
}

void ClubsState::add_legal_moves(std::vector<Action>& out) const {
  out.reserve(48);
  const std::uint64_t hand = hand_[idx(actor_)];
  const bool main = phase_ == Phase::main;
  // Place a club, or heal.
  for (std::uint64_t s = playable_cards(); s; s &= s - 1) out.push_back(std::countr_zero(s));
  if (main) {
    for (std::uint64_t s = discardable_cards(); s; s &= s - 1) out.push_back(game_->discard_action(std::countr_zero(s)));
    // The places whose club may be swapped are the same for every club in hand.
    if (const unsigned swappable = swappable_places())
      for (std::uint64_t s = hand & role_set(Role::defend); s; s &= s - 1)
        for (unsigned m = swappable; m; m &= m - 1) out.push_back(game_->swap_action(std::countr_zero(s), std::countr_zero(m)));
  }
  for (unsigned runs = pool_starts(); runs; runs &= runs - 1) out.push_back(game_->pool_action(std::countr_zero(runs) + 1));
  if (main) {
    // Every spade in hand may go against the same targets: found once, with can_attack (bit t:
    // target t), apart from attack_targets, which the rollouts' draws use.
    unsigned targets = 0;
    for (int t = 0; t < kTargets; ++t)
      if (can_attack(actor_, t)) targets |= 1U << t;
    if (targets)
      for (std::uint64_t s = hand & role_set(Role::attack); s; s &= s - 1)
        for (unsigned m = targets; m; m &= m - 1) out.push_back(game_->attack_action(std::countr_zero(s), std::countr_zero(m)));
  } else {
    out.push_back(game_->pass_action());
  }
}

// add_legal_moves's list, counted part by part instead of built: the action drawn is the one at
// the drawn place of that list, found in its part (a rollout step of the main phase builds one
// action, not the thirty or so that a hand with spades and defenders allows).
Action ClubsState::sample_legal_action(Rng& rng, std::vector<Action>& buffer) const {
  if (phase_ != Phase::setup && phase_ != Phase::main) return State::sample_legal_action(rng, buffer);
  const std::uint64_t hand = hand_[idx(actor_)];
  const bool main = phase_ == Phase::main;
  const std::uint64_t plays = playable_cards();
  std::uint64_t discardable = 0, swap_clubs = 0, spades = 0;
  unsigned swappable = 0, targets = 0;
  if (main) {
    discardable = discardable_cards();
    swappable = swappable_places();
    swap_clubs = swappable ? hand & role_set(Role::defend) : 0;
    targets = attack_targets(actor_);
    spades = targets ? hand & role_set(Role::attack) : 0;
  }
  const unsigned runs = pool_starts();
  const int n_plays = count_bits(plays);
  const int n_discards = count_bits(discardable);
  const int n_places = count_bits(swappable);
  const int n_swaps = count_bits(swap_clubs) * n_places;
  const int n_pools = count_bits(runs);
  const int n_targets = count_bits(targets);
  const int n_last = main ? count_bits(spades) * n_targets : 1;  // attacks, or pass
  const int total = n_plays + n_discards + n_swaps + n_pools + n_last;
  if (total == 0) throw std::logic_error("clubs: no legal action");
  int k = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
  if (k < n_plays) return nth_bit(plays, k);
  k -= n_plays;
  if (k < n_discards) return game_->discard_action(nth_bit(discardable, k));
  k -= n_discards;
  if (k < n_swaps) return game_->swap_action(nth_bit(swap_clubs, k / n_places), nth_bit(swappable, k % n_places));
  k -= n_swaps;
  if (k < n_pools) return game_->pool_action(nth_bit(runs, k) + 1);
  k -= n_pools;
  if (!main) return game_->pass_action();
  return game_->attack_action(nth_bit(spades, k / n_targets), nth_bit(targets, k % n_targets));
}

std::vector<std::pair<Action, double>> ClubsState::chance_outcomes() const {
  std::vector<std::pair<Action, double>> out;
  chance_outcomes_into(out);
  return out;
}

void ClubsState::chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const {
  out.clear();
  if (phase_ != Phase::deal && phase_ != Phase::draw) return;
  const double p = 1.0 / count_bits(deck_);
  out.reserve(static_cast<std::size_t>(count_bits(deck_)));
  for (std::uint64_t s = deck_; s; s &= s - 1) out.emplace_back(std::countr_zero(s), p);
}

Action ClubsState::sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const {
  if ((phase_ != Phase::deal && phase_ != Phase::draw) || deck_ == 0) return State::sample_chance(rng, buffer);
  // The same arithmetic as State::sample_chance on chance_outcomes(): every card of the deck has
  // p = 1 / size, r is taken down by p card by card, so a seed draws the same card.
  const double p = 1.0 / count_bits(deck_);
  double r = rng.uniform();
  Action last = 0;
  for (std::uint64_t s = deck_; s; s &= s - 1) {
    last = std::countr_zero(s);
    if (r < p) return last;
    r -= p;
  }
  return last;  // rounding left a sliver at the end
}

std::vector<double> ClubsState::returns() const { return {returns_[0], returns_[1]}; }

void ClubsState::log_event(EventType type, int a, int b, int c, int d, int e) {
  log_.push_back(Event{type, static_cast<std::int8_t>(actor_), static_cast<std::int8_t>(a), static_cast<std::int8_t>(b),
                       static_cast<std::int8_t>(c), static_cast<std::int8_t>(d), static_cast<std::int8_t>(e)});
}

void ClubsState::do_apply_action(Action action) {
  const int n = game_->num_cards();
  const int a = static_cast<int>(action);
  const std::size_t me = idx(actor_);
  switch (phase_) {
    case Phase::deal:
      deck_ &= ~bit(a);
      hand_[me] |= bit(a);
      log_event(EventType::draw, a);
      actor_ = 1 - actor_;
      if (--draws_left_ == 0) {
        phase_ = Phase::setup;
        actor_ = 0;
      }
      return;
    case Phase::draw:
      deck_ &= ~bit(a);
      hand_[me] |= bit(a);
      log_event(EventType::draw, a);
      if (--draws_left_ == 0) after_draws();
      return;
    case Phase::resolve:
      settle(action == game_->pass_action() ? -1 : a);
      return;
    case Phase::setup:
    case Phase::main:
      break;
    case Phase::over:
      throw std::logic_error("clubs: no action is possible when the game is over");
  }

  if (action == game_->pass_action()) {  // set-up: ready
    log_event(EventType::ready);
    if (actor_ == 0) actor_ = 1;
    else start_turn(0);
  } else if (a < n) {
    hand_[me] &= ~bit(a);
    if (card(a).role == Role::defend) {
      const int place = free_place(actor_);
      slot_[me][static_cast<std::size_t>(place)] = static_cast<std::int8_t>(a);
      changed_ |= static_cast<std::uint8_t>(1U << place);
      if (known_clubs_[me] > 0) --known_clubs_[me];
      log_event(EventType::place, a, place);
    } else {  // an instant heal
      discard_ |= bit(a);
      log_event(EventType::heal, a);
      draw_cards(card(a).draws, phase_);
    }
  } else if (a < 2 * n) {
    const int c = a - n;
    if (hand_[me] & bit(c)) {
      hand_[me] &= ~bit(c);
      if (card(c).role == Role::defend && known_clubs_[me] > 0) --known_clubs_[me];
      log_event(EventType::discard, c, -1);
    } else {
      int place = 0;
      while (slot_[me][static_cast<std::size_t>(place)] != c) ++place;
      slot_[me][static_cast<std::size_t>(place)] = -1;
      face_up_[me] &= static_cast<std::uint8_t>(~(1U << place));
      log_event(EventType::discard, c, place);
    }
    discard_ |= bit(c);
    end_turn();
  } else if (a < 5 * n) {
    const int c = (a - 2 * n) / kSlots;
    const int place = (a - 2 * n) % kSlots;
    const int old = slot_[me][static_cast<std::size_t>(place)];
    hand_[me] = (hand_[me] & ~bit(c)) | bit(old);
    slot_[me][static_cast<std::size_t>(place)] = static_cast<std::int8_t>(c);
    changed_ |= static_cast<std::uint8_t>(1U << place);
    if (known_clubs_[me] == 0) known_clubs_[me] = 1;
    log_event(EventType::swap, c, place, old);
  } else if (a < 5 * n + kRunStarts) {
    const int start = a - 5 * n + 1;
    hand_[me] &= ~game_->run_cards(start);
    pools_[me] |= static_cast<std::uint16_t>(1U << (start - 1));
    log_event(EventType::pool, start);
  } else {
    const int c = (a - 5 * n - kRunStarts) / kTargets;
    const int target = (a - 5 * n - kRunStarts) % kTargets;
    hand_[me] &= ~bit(c);
    attack_on_[idx(1 - actor_)][static_cast<std::size_t>(target)] = static_cast<std::int8_t>(c);
    log_event(EventType::attack, c, target);
  }
  // Playing the last card (a heal with an empty pile, say) can leave nothing to discard.
  if (phase_ == Phase::main && hand_[me] == 0 && defenders(actor_) == 0) lose(actor_, LossReason::nothing_to_discard);
}

void ClubsState::draw_cards(int wanted, Phase then) {
  const int room = game_->rules().hand_limit - hand_size(actor_);
  int n = std::min(wanted, count_bits(deck_));
  n = std::min(n, room);
  after_draw_ = then;
  if (n > 0) {
    phase_ = Phase::draw;
    draws_left_ = n;
  } else {
    after_draws();
  }
}

void ClubsState::after_draws() {
  switch (after_draw_) {
    case Phase::setup: phase_ = Phase::setup; break;
    case Phase::main: phase_ = Phase::main; break;
    default: next_attack(); break;  // the draws that begin a turn
  }
}

void ClubsState::start_turn(Player p) {
  actor_ = p;
  ++turn_;
  changed_ = 0;
  log_event(EventType::turn);
  draw_cards(1 + count_bits(static_cast<unsigned>(pools_[idx(p)])), Phase::resolve);
}

void ClubsState::next_attack() {
  for (int t = 0; t < kTargets; ++t)
    if (attack_on_[idx(actor_)][static_cast<std::size_t>(t)] >= 0) {
      phase_ = Phase::resolve;
      target_ = t;
      return;
    }
  enter_main();
}

void ClubsState::enter_main() {
  phase_ = Phase::main;
  target_ = -1;
  if (hand_[idx(actor_)] == 0 && defenders(actor_) == 0) lose(actor_, LossReason::nothing_to_discard);
}

void ClubsState::settle(int counter) {
  const std::size_t me = idx(actor_);
  const int target = target_;
  const int spade = attack_on_[me][static_cast<std::size_t>(target)];
  attack_on_[me][static_cast<std::size_t>(target)] = -1;
  discard_ |= bit(spade);
  if (counter >= 0) {
    hand_[me] &= ~bit(counter);
    discard_ |= bit(counter);
  }
  int defence = -1;
  int club = -1;
  const int start = target - kSlots + 1;  // pools: the run's first rank
  if (target < kSlots) {
    club = slot_[me][static_cast<std::size_t>(target)];
    defence = card(club).strength;
  } else if (target < kDirectTarget) {
    defence = game_->catalog().run_strength(start);
  }
  const Outcome outcome = settle_attack(card(spade).strength, counter >= 0 ? card(counter).strength : -1, defence);
  int shown = -1;
  if (outcome == Outcome::held && club >= 0) {
    face_up_[me] |= static_cast<std::uint8_t>(1U << target);
    shown = club;
  } else if (outcome == Outcome::broken) {
    if (club >= 0) {
      slot_[me][static_cast<std::size_t>(target)] = -1;
      face_up_[me] &= static_cast<std::uint8_t>(~(1U << target));
      discard_ |= bit(club);
      shown = club;
    } else {
      pools_[me] &= static_cast<std::uint16_t>(~(1U << (start - 1)));
      discard_ |= game_->run_cards(start);
    }
  }
  log_event(EventType::settle, target, spade, counter, shown, static_cast<int>(outcome));
  if (outcome == Outcome::hit) lose(actor_, LossReason::hit_directly);
  else next_attack();
}

void ClubsState::end_turn() {
  if (hand_[idx(actor_)] == 0) lose(actor_, LossReason::empty_hand);
  else start_turn(1 - actor_);
}

void ClubsState::lose(Player p, LossReason why) {
  actor_ = p;
  phase_ = Phase::over;
  returns_[idx(p)] = -1;
  returns_[idx(1 - p)] = 1;
  log_event(EventType::lose, static_cast<int>(why));
}

std::vector<ZoneCount> ClubsState::zone_counts() const {
  std::array<int, 2> defending{}, pooled{}, attacking{};
  for (Player p = 0; p < 2; ++p) {
    defending[idx(p)] = defenders(p);
    pooled[idx(p)] = kRunLength * count_bits(static_cast<unsigned>(pools_[idx(p)]));
    for (int c : attack_on_[idx(1 - p)]) attacking[idx(p)] += c >= 0 ? 1 : 0;
  }
  return {{"deck", count_bits(deck_)},         {"discard", count_bits(discard_)},
          {"hand p0", hand_size(0)},              {"hand p1", hand_size(1)},
          {"defenders p0", defending[0]},         {"defenders p1", defending[1]},
          {"pools p0", pooled[0]},                {"pools p1", pooled[1]},
          {"attacks by p0", attacking[0]},        {"attacks by p1", attacking[1]}};
}

std::vector<TrackedValue> ClubsState::tracked_values() const {
  // Every card is in exactly one place: the sets and places must not overlap.
  std::uint64_t seen = 0;
  int overlaps = 0;
  auto add = [&](std::uint64_t s) {
    overlaps += count_bits(seen & s);
    seen |= s;
  };
  add(deck_);
  add(discard_);
  for (Player p = 0; p < 2; ++p) {
    add(hand_[idx(p)]);
    for (int c : slot_[idx(p)])
      if (c >= 0) add(bit(c));
    for (int c : attack_on_[idx(p)])
      if (c >= 0) add(bit(c));
    for (int s = 1; s <= kRunStarts; ++s)
      if ((pools_[idx(p)] >> (s - 1)) & 1U) add(game_->catalog().run_cards(s));
  }
  const auto& rules = game_->rules();
  return {{"cards in two places", overlaps, 0, 0},
          {"hand p0", hand_size(0), 0, rules.hand_limit},
          {"hand p1", hand_size(1), 0, rules.hand_limit},
          {"defenders p0", defenders(0), 0, rules.max_defenders},
          {"defenders p1", defenders(1), 0, rules.max_defenders},
          // The public count of known clubs in a hand must never exceed the clubs really there.
          {"known clubs p0", known_clubs_[0], 0, count_bits(hand_[0] & role_set(Role::defend))},
          {"known clubs p1", known_clubs_[1], 0, count_bits(hand_[1] & role_set(Role::defend))},
          {"turn", turn_, 0, game_->max_turns()}};
}

}  // namespace dw::engine::games::clubs
