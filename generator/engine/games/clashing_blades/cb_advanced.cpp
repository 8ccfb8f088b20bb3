// cb_advanced: the advanced rules of Clashing Blades! on top of the basic moves (cb_state.cpp):
// stings with extra heart cards (advanced rule 1) and the event deck with its effects, the
// Marcus King's pistol included (advanced rule 2). Interpretations are listed in
// clashing_blades.hpp; effect names and values come from the card set (cb_cards.hpp).
#include <algorithm>
#include <stdexcept>

#include "engine/games/clashing_blades/cb_state.hpp"

namespace dw::engine::games::clashing_blades {

void CbState::legal_advanced(std::vector<Action>& out) const {
  const CardMask& hand = cards_in(hand_zone(actor_));
  const auto take = [&out](int c) { out.push_back(static_cast<Action>(c)); };
  switch (phase_) {
    case Phase::exchange:  // kept balance cards, one per answer
      if (!balance_used_)
        for (int e = 0; e < cb_game_->num_events(); ++e)
          if (event_zone(e) == kept_zone(actor_)) out.push_back(cb_game_->event_action(e));
      break;
    case Phase::shed:
    case Phase::event_discard:
      hand.for_each(take);
      break;
    case Phase::sting:
      (hand & suit_cards(Suit::hearts)).for_each(take);
      out.push_back(cb_game_->pass_action());
      break;
    case Phase::event_offer:
      out.push_back(cb_game_->pass_action());
      out.push_back(cb_game_->draw_event_action());
      break;
    case Phase::event_draw:
      for (int e = 0; e < cb_game_->num_events(); ++e)
        if (event_zone(e) == Zone::events) out.push_back(cb_game_->event_action(e));
      break;
    default: break;
  }
}

void CbState::apply_advanced(Action action) {
  const int a = static_cast<int>(action);
  switch (phase_) {
    case Phase::shed:
      move_card(a, Zone::discard);
      make_public(a);
      shed_[idx(actor_)] = std::max(0, shed_[idx(actor_)] - card(a).strength);
      next_shed();
      return;
    case Phase::sting: {
      const Player victim = 1 - actor_;
      sting_pending_[idx(victim)] = false;
      if (action != cb_game_->pass_action()) {
        move_card(a, Zone::stung);
        make_public(a);
        sting_[idx(victim)] = a;
      }
      next_sting_decision();
      return;
    }
    case Phase::event_offer:
      if (action == cb_game_->pass_action()) disengage_no_threat();
      else phase_ = Phase::event_draw;
      return;
    case Phase::event_draw:
      resolve_event(cb_game_->event_of(action));
      return;
    case Phase::event_discard:
      move_card(a, Zone::discard);
      make_public(a);
      if (--discard_left_ == 0 || hand_count_[idx(actor_)] == 0) {
        discard_left_ = 0;
        disengage_no_threat();
      }
      return;
    default: break;
  }
  throw std::logic_error(std::string("clashing-blades: no such action in phase ") + phase_name(phase_));
}

void CbState::discard_hand(Player p) {
  const CardMask hand = cards_in(hand_zone(p));  // a copy: move_card changes the hand's set
  hand.for_each([&](int c) {
    move_card(c, Zone::discard);
    make_public(c);
  });
}

void CbState::discard_hearts_only_hands() {
  // Hearts cannot be played on their own: a hand of nothing but hearts is discarded face up.
  for (Player p = 0; p < 2; ++p) {
    if (hand_count_[idx(p)] == 0) continue;
    if (cards_in(hand_zone(p)).without(suit_cards(Suit::hearts)).empty()) discard_hand(p);
  }
}

void CbState::end_stings() {
  // A sting stays before its victim through one deal, whichever way that deal ends (damage, or
  // both hands empty); it then goes to the discards and so back into the deck.
  for (Player v = 0; v < 2; ++v) {
    if (sting_[idx(v)] >= 0) move_card(sting_[idx(v)], Zone::discard);
    sting_[idx(v)] = -1;
  }
}

void CbState::next_sting_decision() {
  // The attacker decides even without a heart in hand ("no sting" is then the only choice), so
  // the decision itself never tells the victim what the attacker holds.
  for (Player victim = 0; victim < 2; ++victim) {
    if (!sting_pending_[idx(victim)]) continue;
    phase_ = Phase::sting;
    actor_ = 1 - victim;
    return;
  }
  start_deal();
}

void CbState::next_shed() {
  for (Player v = 0; v < 2; ++v) {
    if (shed_[idx(v)] == 0) continue;
    if (hand_count_[idx(v)] == 0) {
      shed_[idx(v)] = 0;  // nothing left to discard
      continue;
    }
    phase_ = Phase::shed;
    actor_ = v;
    return;
  }
  begin_en_garde();
}

void CbState::after_exact_counter(Player counterer) {
  if (event_deck_size() == 0) {
    disengage_no_threat();
    return;
  }
  phase_ = Phase::event_offer;
  actor_ = counterer;
  counterer_ = counterer;
}

void CbState::use_balance(int e) {
  const int slot = cb_game_->num_cards() + e;
  move_card(slot, Zone::events_used);
  int& facing = threat_[idx(actor_)];
  facing -= event(e).value;
  balance_used_ = true;
  if (facing > 0) return;  // the same duelist may still add one diamond, or take the rest
  const bool exact = facing == 0;
  threat_ = {0, 0};
  balance_used_ = false;
  if (exact) after_exact_counter(actor_);
  else disengage_no_threat();
}

void CbState::resolve_event(int e) {
  const int slot = cb_game_->num_cards() + e;
  const Player me = counterer_;
  const Player foe = 1 - me;
  const EventCard& ev = event(e);
  move_card(slot, ev.effect == EventEffect::balance ? kept_zone(me) : Zone::events_used);
  switch (ev.effect) {
    case EventEffect::punch:
      health_[idx(foe)] -= ev.value;
      if (check_for_defeat()) return;
      break;  // the punch does not end the exchange
    case EventEffect::second_wind:
      health_[idx(me)] = std::min(cb_game_->catalog().health[idx(me)], health_[idx(me)] + ev.value);
      break;
    case EventEffect::trickery:
      discard_left_ = std::min(ev.value, hand_count_[idx(foe)]);
      if (discard_left_ > 0) {
        phase_ = Phase::event_discard;
        actor_ = foe;
        return;
      }
      break;
    case EventEffect::balance: break;  // kept face up until used
    case EventEffect::disarm_foe: discard_hand(foe); break;
    case EventEffect::drop_weapon: discard_hand(me); break;
    case EventEffect::pistol: {
      // The smoke: every used event card goes back into the event deck, the pistol included.
      for (int k = 0; k < cb_game_->num_events(); ++k)
        if (event_zone(k) == Zone::events_used) move_card(cb_game_->num_cards() + k, Zone::events);
      std::array<int, 2> damage{0, 0};
      damage[idx(foe)] = ev.value;
      suffer(damage);  // the shot ends the exchange like any damage
      return;
    }
  }
  disengage_no_threat();
}

}  // namespace dw::engine::games::clashing_blades
