// cb_state: the moves of the basic Clashing Blades! game: dealing, en garde, the spade duel, the
// exchange and disengaging (rules and interpretations in clashing_blades.hpp). The advanced
// rules hook in through apply_advanced / legal_advanced (cb_advanced.cpp).
#include "engine/games/clashing_blades/cb_state.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw::engine::games::clashing_blades {

const char* phase_name(Phase p) {
  switch (p) {
    case Phase::deal: return "deal";
    case Phase::shed: return "shed";
    case Phase::en_garde: return "en-garde";
    case Phase::spade_duel: return "spade-duel";
    case Phase::exchange: return "exchange";
    case Phase::sting: return "sting";
    case Phase::event_offer: return "event-offer";
    case Phase::event_draw: return "event-draw";
    case Phase::event_discard: return "event-discard";
    case Phase::over: return "over";
  }
  return "?";
}

CbState::CbState(std::shared_ptr<const Game> game)
    : State(std::move(game)),
      cb_game_(&static_cast<const ClashingBladesGame&>(this->game())),
      zone_(static_cast<std::size_t>(cb_game_->num_cards()), Zone::deck) {
  zone_.resize(zone_.size() + static_cast<std::size_t>(cb_game_->num_events()), Zone::events);
  count_[static_cast<std::size_t>(Zone::deck)] = cb_game_->num_cards();
  for (int c = 0; c < cb_game_->num_cards(); ++c) cards_in_[static_cast<std::size_t>(Zone::deck)].insert(c);
  count_[static_cast<std::size_t>(Zone::events)] = cb_game_->num_events();
  health_ = cb_game_->catalog().health;
  start_deal();
}

std::unique_ptr<State> CbState::clone() const { return std::unique_ptr<State>(new CbState(*this)); }

Player CbState::current_player() const {
  switch (phase_) {
    case Phase::deal:
    case Phase::event_draw: return kChancePlayer;
    case Phase::over: return kTerminalPlayer;
    default: return actor_;
  }
}

Play CbState::play_of(int card_index) const {
  const DuelCard& c = card(card_index);
  return Play{c.suit, c.strength};
}

std::vector<int> CbState::hand(Player p) const {
  std::vector<int> out;
  cards_in(hand_zone(p)).for_each([&](int c) { out.push_back(c); });
  return out;
}

std::vector<Action> CbState::legal_actions() const {
  std::vector<Action> out;
  legal_actions_into(out);
  return out;
}

void CbState::legal_actions_into(std::vector<Action>& out) const {
  out.clear();
  const auto take = [&out](int c) { out.push_back(static_cast<Action>(c)); };
  switch (phase_) {
    case Phase::deal: cards_in(Zone::deck).for_each(take); break;
    case Phase::en_garde: cards_in(hand_zone(actor_)).without(suit_cards(Suit::hearts)).for_each(take); break;
    case Phase::spade_duel:
    case Phase::exchange: {
      // The hand's answers to a threat: diamonds, and clubs while no balance card is used.
      const CardMask answers =
          balance_used_ ? suit_cards(Suit::diamonds) : suit_cards(Suit::diamonds) | suit_cards(Suit::clubs);
      (cards_in(hand_zone(actor_)) & answers).for_each(take);
      out.push_back(cb_game_->pass_action());
      if (phase_ == Phase::exchange) legal_advanced(out);  // kept balance cards
      break;
    }
    case Phase::over: break;
    default: legal_advanced(out); break;
  }
}

std::vector<std::pair<Action, double>> CbState::chance_outcomes() const {
  std::vector<std::pair<Action, double>> out;
  chance_outcomes_into(out);
  return out;
}

void CbState::chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const {
  out.clear();
  if (phase_ == Phase::deal) {
    const double p = 1.0 / deck_size();
    cards_in(Zone::deck).for_each([&](int c) { out.emplace_back(static_cast<Action>(c), p); });
  } else if (phase_ == Phase::event_draw) {
    const double p = 1.0 / event_deck_size();
    for (int e = 0; e < cb_game_->num_events(); ++e)
      if (event_zone(e) == Zone::events) out.emplace_back(cb_game_->event_action(e), p);
  }
}

Action CbState::sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const {
  if (phase_ == Phase::event_draw) return State::sample_chance(rng, buffer);
  // Every card in the deck is equally likely: take the k-th one, k uniform in [0, deck size).
  if (phase_ != Phase::deal) throw std::logic_error("clashing-blades: not a chance node");
  const int size = deck_size();
  const int k = std::min(size - 1, static_cast<int>(rng.uniform() * size));
  const int drawn = cards_in(Zone::deck).nth(k);
  if (drawn >= 0) return static_cast<Action>(drawn);
  throw std::logic_error("clashing-blades: the deck count is wrong");
}

std::vector<double> CbState::returns() const { return {returns_[0], returns_[1]}; }

void CbState::move_card(int card_index, Zone to) {
  Zone& from = zone_[static_cast<std::size_t>(card_index)];
  if (card_index < cb_game_->num_cards()) {
    cards_in_[static_cast<std::size_t>(from)].erase(card_index);
    cards_in_[static_cast<std::size_t>(to)].insert(card_index);
  }
  --count_[static_cast<std::size_t>(from)];
  if (from == Zone::hand0) --hand_count_[0];
  if (from == Zone::hand1) --hand_count_[1];
  from = to;
  ++count_[static_cast<std::size_t>(to)];
  if (to == Zone::hand0) ++hand_count_[0];
  if (to == Zone::hand1) ++hand_count_[1];
}

void CbState::start_deal() {
  threat_ = {0, 0};
  chosen_ = {-1, -1};
  front_ = {-1, -1};
  if (deals_ >= cb_game_->max_deals()) {
    end_game(/*draw=*/true);
    return;
  }
  // Hands, table and discards go back into the deck, which is shuffled by dealing at random; a
  // heart card stinging a duelist stays before them for this deal.
  for (Zone z : {Zone::hand0, Zone::hand1, Zone::table, Zone::discard}) {
    const CardMask back = cards_in(z);  // a copy: move_card changes the zone's set
    back.for_each([&](int c) { move_card(c, Zone::deck); });
  }
  ++deals_;
  deal_start_.push_back(applied_);  // the next action recorded is this deal's first card
  public_start_.push_back(static_cast<int>(public_cards_.size()));
  for (int s : sting_)
    if (s >= 0) make_public(s);
  dealer_ = (deals_ - 1) % 2;
  deal_to_ = 1 - dealer_;
  deal_left_ = 2 * cb_game_->hand_size();
  phase_ = Phase::deal;
}

void CbState::after_deal() {
  for (Player v = 0; v < 2; ++v) shed_[idx(v)] = sting_[idx(v)] >= 0 ? card(sting_[idx(v)]).strength : 0;
  next_shed();  // then en garde
}

void CbState::begin_en_garde() {
  chosen_ = {-1, -1};
  discard_hearts_only_hands();
  if (hand_count_[0] == 0 && hand_count_[1] == 0) {
    end_stings();  // a sting lasts one deal, and this deal is over
    start_deal();  // disengage (c): both duelists are out of cards
    return;
  }
  phase_ = Phase::en_garde;
  actor_ = hand_count_[0] > 0 ? 0 : 1;
}

void CbState::do_apply_action(Action action) {
  const int a = static_cast<int>(action);
  ++applied_;
  switch (phase_) {
    case Phase::deal:
      move_card(a, hand_zone(deal_to_));
      deal_to_ = 1 - deal_to_;
      if (--deal_left_ == 0) after_deal();
      return;
    case Phase::en_garde: {
      chosen_[idx(actor_)] = a;
      front_[idx(actor_)] = a;
      move_card(a, Zone::table);
      const Player other = 1 - actor_;
      if (hand_count_[idx(other)] > 0 && chosen_[idx(other)] < 0) actor_ = other;
      else reveal();
      return;
    }
    case Phase::spade_duel:
      if (action == cb_game_->pass_action()) {
        if (++declines_ == 2) suffer(threat_);  // both keep their attacks: both are hit
        else actor_ = 1 - actor_;
      } else {
        // Drop the attack and answer the other spade with this card.
        move_card(front_[idx(actor_)], Zone::discard);
        front_[idx(actor_)] = a;
        move_card(a, Zone::table);
        make_public(a);
        const int facing = threat_[idx(actor_)];
        threat_ = {0, 0};
        apply_response(actor_, respond(facing, play_of(a)), card(a).strength == facing);
      }
      return;
    case Phase::exchange: {
      const int facing = threat_[idx(actor_)];
      if (action == cb_game_->pass_action()) {
        std::array<int, 2> damage{0, 0};
        damage[idx(actor_)] = facing;
        balance_used_ = false;
        suffer(damage);
        return;
      }
      if (a >= cb_game_->num_cards()) {
        use_balance(cb_game_->event_of(action));
        return;
      }
      front_[idx(actor_)] = a;
      move_card(a, Zone::table);
      make_public(a);
      threat_ = {0, 0};
      balance_used_ = false;
      apply_response(actor_, respond(facing, play_of(a)), card(a).strength == facing);
      return;
    }
    case Phase::over: throw std::logic_error("clashing-blades: no action is possible when the duel is over");
    default: apply_advanced(action); return;
  }
}

void CbState::reveal() {
  std::optional<Play> plays[2];
  for (Player p = 0; p < 2; ++p)
    if (chosen_[idx(p)] >= 0) {
      plays[p] = play_of(chosen_[idx(p)]);
      make_public(chosen_[idx(p)]);
    }
  chosen_ = {-1, -1};
  const EnGardeResult r = resolve_en_garde(plays[0], plays[1]);
  threat_ = r.threat;
  if (r.spade_duel) {
    phase_ = Phase::spade_duel;
    declines_ = 0;
    if (threat_[0] != threat_[1]) actor_ = threat_[0] > threat_[1] ? 0 : 1;
    else actor_ = 1 - dealer_;
  } else if (threat_[0] > 0 || threat_[1] > 0) {
    phase_ = Phase::exchange;
    actor_ = threat_[0] > 0 ? 0 : 1;
  } else {
    // A spade stopped exactly by a diamond or club is an exact counter (advanced rule 2).
    for (Player p = 0; p < 2; ++p) {
      const auto& mine = plays[p];
      const auto& theirs = plays[1 - p];
      if (mine && theirs && mine->suit != Suit::spades && theirs->suit == Suit::spades && mine->strength == theirs->strength) {
        after_exact_counter(p);
        return;
      }
    }
    disengage_no_threat();
  }
}

void CbState::apply_response(Player responder, const ResponseResult& r, bool exact) {
  if (r.damage_to_responder > 0) {
    std::array<int, 2> damage{0, 0};
    damage[idx(responder)] = r.damage_to_responder;
    suffer(damage);
  } else if (r.threat_to_opponent > 0) {
    actor_ = 1 - responder;
    threat_[idx(actor_)] = r.threat_to_opponent;
    phase_ = Phase::exchange;
  } else if (exact) {
    after_exact_counter(responder);
  } else {
    disengage_no_threat();
  }
}

void CbState::disengage_no_threat() {
  const CardMask table = cards_in(Zone::table);  // a copy: move_card changes the table's set
  table.for_each([&](int c) { move_card(c, Zone::discard); });
  front_ = {-1, -1};
  threat_ = {0, 0};
  begin_en_garde();
}

bool CbState::check_for_defeat() {
  if (health_[0] > 0 && health_[1] > 0) return false;
  end_game(/*draw=*/false);
  return true;
}

void CbState::suffer(std::array<int, 2> damage) {
  health_[0] -= damage[0];
  health_[1] -= damage[1];
  threat_ = {0, 0};
  if (check_for_defeat()) return;
  if (!cb_game_->extra_hearts()) {
    start_deal();  // disengage (b): damage was done
    return;
  }
  // Advanced rule 1: this deal's stings are over; each attacker may sting their victim.
  end_stings();
  for (Player v = 0; v < 2; ++v) sting_pending_[idx(v)] = damage[idx(v)] > 0;
  next_sting_decision();
}

void CbState::end_game(bool draw) {
  phase_ = Phase::over;
  if (draw) {
    returns_ = {0, 0};
  } else if (health_[0] <= 0 && health_[1] <= 0) {
    returns_ = {-1, -1};
  } else {
    returns_ = health_[0] <= 0 ? std::array<double, 2>{-1, 1} : std::array<double, 2>{1, -1};
  }
}

std::vector<ZoneCount> CbState::zone_counts() const {
  static const char* names[kZones] = {"deck", "hand p0", "hand p1", "table", "discard", "stung",
                                      "event deck", "events used", "kept p0", "kept p1"};
  std::vector<ZoneCount> out;
  for (int z = 0; z < kZones; ++z) out.push_back({names[z], count_[static_cast<std::size_t>(z)]});
  return out;
}

std::vector<TrackedValue> CbState::tracked_values() const {
  const int max_s = cb_game_->catalog().max_strength;
  const auto& start = cb_game_->catalog().health;
  // The zone counters are kept incrementally; they must agree with where the cards really are.
  // The same for the zones' card sets (cards_in_), rebuilt here from zone_.
  std::array<int, kZones> actual{};
  for (Zone z : zone_) ++actual[static_cast<std::size_t>(z)];
  std::array<CardMask, kZones> actual_cards{};
  for (int c = 0; c < cb_game_->num_cards(); ++c) actual_cards[static_cast<std::size_t>(zone_[static_cast<std::size_t>(c)])].insert(c);
  int drift = actual != count_ ? 1 : 0;
  drift += hand_count_[0] != actual[1] || hand_count_[1] != actual[2] ? 1 : 0;
  drift += actual_cards != cards_in_ ? 1 : 0;
  return {{"zone counter drift", drift, 0, 0},
          {"health p0", health_[0], 1 - cb_game_->max_blow(), start[0]},
          {"health p1", health_[1], 1 - cb_game_->max_blow(), start[1]},
          {"threat p0", threat_[0], 0, max_s},
          {"threat p1", threat_[1], 0, max_s},
          {"hand p0", hand_count_[0], 0, cb_game_->hand_size()},
          {"hand p1", hand_count_[1], 0, cb_game_->hand_size()},
          {"to shed p0", shed_[0], 0, kMaxStrength},
          {"to shed p1", shed_[1], 0, kMaxStrength},
          {"deals", deals_, 0, cb_game_->max_deals()}};
}

}  // namespace dw::engine::games::clashing_blades
