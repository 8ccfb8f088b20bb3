// cb_views: how a Clashing Blades! state is seen: action names, the full description
// (to_string), the public summary, what each duelist may know (information state: every
// observation since the start, then the present view), and resampling the cards a duelist
// cannot see.
//
// Hidden from a duelist: the opponent's hand, the deck order (cards still in the deck), the
// opponent's face-down en garde card until both are revealed, and the cards an opponent had left
// in hand when a deal ended. Everything played or discarded face up is public (it is recorded
// in public_cards_), and so are stings, kept balance cards and turned-over events.
//
// Resampling is direct: per deal, the slots where the opponent was dealt a card the viewer never
// saw are dealt again from the cards the viewer cannot account for, in a copy of the state whose
// history is rewritten to match (so it still replays); no replay from the start.
#include <algorithm>
#include <stdexcept>

#include "engine/games/clashing_blades/cb_state.hpp"

namespace dw::engine::games::clashing_blades {

namespace {

std::string seat(Player p) { return "p" + std::to_string(p); }

}  // namespace

std::string CbState::card_name(Action a) const {
  if (a >= 0 && a < cb_game_->num_cards()) return card(a).name;
  const int e = cb_game_->event_of(a);
  if (e >= 0 && e < cb_game_->num_events()) return event(e).name;
  return "action " + std::to_string(a);
}

std::string CbState::action_to_string(Player player, Action action) const {
  const std::string name = card_name(action);
  const bool is_event = action >= cb_game_->event_action(0) && cb_game_->event_of(action) < cb_game_->num_events();
  if (player == kChancePlayer) {
    if (phase_ == Phase::event_draw && is_event) {
      const EventCard& ev = event(cb_game_->event_of(action));
      return "event " + name + " (" + effect_name(ev.effect) + (ev.value ? " " + std::to_string(ev.value) : "") + ")";
    }
    return "deal " + name + (phase_ == Phase::deal ? " to p" + std::to_string(deal_to_) : std::string());
  }
  if (action == cb_game_->pass_action()) {
    switch (phase_) {
      case Phase::spade_duel: return "keep the attack";
      case Phase::exchange: return "take " + std::to_string(threat_[idx(actor_)]) + " damage";
      case Phase::sting: return "no sting";
      case Phase::event_offer: return "leave the event deck";
      default: return "pass";
    }
  }
  if (action == cb_game_->draw_event_action() && phase_ == Phase::event_offer) return "turn over an event";
  if (is_event) return "use balance " + name + " (" + std::to_string(event(cb_game_->event_of(action)).value) + ")";
  switch (phase_) {
    case Phase::en_garde: return "en garde " + name;
    case Phase::spade_duel: return "drop the attack, play " + name;
    case Phase::exchange: return "answer with " + name;
    case Phase::shed: return "shed " + name + " (owing " + std::to_string(shed_[idx(actor_)]) + ")";
    case Phase::sting: return "sting " + seat(1 - actor_) + " with " + name;
    case Phase::event_discard: return "discard " + name + " (trickery)";
    default: return "play " + name;
  }
}

std::string CbState::to_string() const {
  std::string out = "phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) +
                    " deals=" + std::to_string(deals_) + " dealer=" + seat(dealer_) +
                    " to-deal=" + std::to_string(deal_left_) + "/" + seat(deal_to_) +
                    " declines=" + std::to_string(declines_) + " balance-used=" + std::to_string(balance_used_) +
                    " discard-left=" + std::to_string(discard_left_) + " counterer=" + seat(counterer_) + "\n";
  out += "health=" + std::to_string(health_[0]) + "," + std::to_string(health_[1]) +
         " threat=" + std::to_string(threat_[0]) + "," + std::to_string(threat_[1]) +
         " chosen=" + std::to_string(chosen_[0]) + "," + std::to_string(chosen_[1]) +
         " front=" + std::to_string(front_[0]) + "," + std::to_string(front_[1]) +
         " sting=" + std::to_string(sting_[0]) + "," + std::to_string(sting_[1]) +
         " shed=" + std::to_string(shed_[0]) + "," + std::to_string(shed_[1]) +
         " sting-pending=" + std::to_string(sting_pending_[0]) + "," + std::to_string(sting_pending_[1]) + "\n";
  static const char* zone_names[kZones] = {"deck", "hand p0", "hand p1", "table", "discard", "stung",
                                           "event deck", "events used", "kept p0", "kept p1"};
  for (int z = 0; z < kZones; ++z) {
    out += zone_names[z];
    out += ":";
    for (std::size_t i = 0; i < zone_.size(); ++i)
      if (static_cast<int>(zone_[i]) == z)
        out += " " + (static_cast<int>(i) < cb_game_->num_cards() ? card(static_cast<Action>(i)).name
                                                               : event(static_cast<int>(i) - cb_game_->num_cards()).name);
    out += "\n";
  }
  out += "returns=" + std::to_string(returns_[0]) + "," + std::to_string(returns_[1]) + "\n";
  return out;
}

std::string CbState::public_summary() const {
  std::string out = "health p0 " + std::to_string(health_[0]) + ", p1 " + std::to_string(health_[1]);
  for (Player p = 0; p < 2; ++p)
    if (threat_[idx(p)] > 0) out += "; " + std::to_string(threat_[idx(p)]) + " threatens " + seat(p);
  for (Player p = 0; p < 2; ++p)
    if (sting_[idx(p)] >= 0) out += "; " + card(sting_[idx(p)]).name + " stings " + seat(p);
  for (Player p = 0; p < 2; ++p)
    for (int e = 0; e < cb_game_->num_events(); ++e)
      if (event_zone(e) == kept_zone(p)) out += "; " + seat(p) + " keeps " + event(e).name;
  return out;
}

std::string CbState::observe(Player viewer, Action action) const {
  switch (phase_) {
    case Phase::deal:
      return deal_to_ == viewer ? "deal me " + card(action).name : "deal " + seat(deal_to_) + " ?";
    case Phase::en_garde: {
      const Player other = 1 - actor_;
      const bool completes = !(hand_count_[idx(other)] > 0 && chosen_[idx(other)] < 0);
      if (!completes)
        return seat(actor_) + " garde " + (actor_ == viewer ? card(action).name : std::string("?"));
      std::array<std::string, 2> shown;
      shown[idx(actor_)] = card(action).name;
      shown[idx(other)] = chosen_[idx(other)] >= 0 ? card(chosen_[idx(other)]).name : "none";
      return "reveal p0=" + shown[0] + " p1=" + shown[1];
    }
    case Phase::event_draw: return action_to_string(kChancePlayer, action);
    case Phase::over: break;
    default: return seat(actor_) + " " + action_to_string(actor_, action);  // every other move is public
  }
  return "?";
}

std::string CbState::private_view(Player viewer) const {
  const Player opp = 1 - viewer;
  std::string out = "now: phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) +
                    " health=" + std::to_string(health_[0]) + "," + std::to_string(health_[1]) +
                    " threat=" + std::to_string(threat_[0]) + "," + std::to_string(threat_[1]) +
                    " hands=" + std::to_string(hand_count_[0]) + "," + std::to_string(hand_count_[1]) +
                    " deck=" + std::to_string(deck_size());
  if (cb_game_->extra_hearts()) out += " to-shed=" + std::to_string(shed_[0]) + "," + std::to_string(shed_[1]);
  if (cb_game_->num_events() > 0) out += " event-deck=" + std::to_string(event_deck_size());
  out += "\nmy hand:";
  for (int c : hand(viewer)) out += " " + card(c).name;
  out += "\ntable:";
  for (int i = 0; i < cb_game_->num_cards(); ++i) {
    if (zone_[static_cast<std::size_t>(i)] != Zone::table) continue;
    if (i == chosen_[idx(opp)]) out += " (face down)";
    else out += " " + card(i).name;
  }
  for (Zone z : {Zone::discard, Zone::stung}) {
    if (z == Zone::stung && !cb_game_->extra_hearts()) continue;
    out += z == Zone::discard ? "\ndiscard:" : "\nstings:";
    for (int i = 0; i < cb_game_->num_cards(); ++i)
      if (zone_[static_cast<std::size_t>(i)] == z) out += " " + card(i).name;
  }
  if (cb_game_->num_events() > 0) {
    for (Zone z : {Zone::events_used, Zone::kept0, Zone::kept1}) {
      out += z == Zone::events_used ? "\nevents used:" : z == Zone::kept0 ? "\nkept by p0:" : "\nkept by p1:";
      for (int e = 0; e < cb_game_->num_events(); ++e)
        if (event_zone(e) == z) out += " " + event(e).name;
    }
  }
  return out + "\n";
}

std::string CbState::information_state_string(Player player) const {
  if (player < 0 || player > 1) throw std::invalid_argument("clashing-blades: no seat " + std::to_string(player));
  std::string out = "seat " + seat(player) + "\n";
  auto walker = game().new_initial_state();
  auto& w = static_cast<CbState&>(*walker);
  for (Action a : history()) {
    out += w.observe(player, a);
    const std::size_t shown = w.public_cards_.size();
    w.apply_action(a);
    // Cards an effect made public without being the action itself (discarded hands, ...).
    for (std::size_t i = shown; i < w.public_cards_.size(); ++i)
      if (w.public_cards_[i] != a) out += " +" + w.card(w.public_cards_[i]).name;
    out += '\n';
  }
  return out + private_view(player);
}

std::unique_ptr<State> CbState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer > 1) throw std::invalid_argument("clashing-blades: no seat " + std::to_string(viewer));
  const Player opp = 1 - viewer;
  const int n = cb_game_->num_cards();
  const int deal_length = 2 * cb_game_->hand_size();
  auto out = std::unique_ptr<CbState>(new CbState(*this));
  std::vector<Action>& hist = out->mutable_history();
  const int end = static_cast<int>(hist.size());
  // The opponent's face-down en garde card, while it is face down, is the last action.
  const bool hidden_garde = phase_ == Phase::en_garde && chosen_[idx(opp)] >= 0;
  const Action face_down = hidden_garde ? hist.back() : -1;

  thread_local std::vector<char> seen;  // known to the viewer in this deal
  thread_local std::vector<int> hidden_slots, pool;
  seen.resize(static_cast<std::size_t>(n));
  for (std::size_t k = 0; k < deal_start_.size(); ++k) {
    const int start = deal_start_[k];
    const int stop = k + 1 < deal_start_.size() ? deal_start_[k + 1] : end;
    const int dealt_end = std::min(start + deal_length, stop);
    const Player first_receiver = 1 - static_cast<Player>(k % 2);  // dealers alternate from seat 0
    std::fill(seen.begin(), seen.end(), 0);
    // Every card shown face up in this deal is public (stings kept from the last deal included);
    // the viewer's own cards are known.
    const int public_end = k + 1 < public_start_.size() ? public_start_[k + 1] : static_cast<int>(public_cards_.size());
    for (int i = public_start_[k]; i < public_end; ++i) seen[static_cast<std::size_t>(public_cards_[static_cast<std::size_t>(i)])] = 1;
    hidden_slots.clear();
    for (int i = start; i < dealt_end; ++i) {
      const Player receiver = (i - start) % 2 == 0 ? first_receiver : 1 - first_receiver;
      const auto c = static_cast<std::size_t>(hist[static_cast<std::size_t>(i)]);
      if (receiver == viewer) seen[c] = 1;
      else if (!seen[c]) hidden_slots.push_back(i);
    }
    if (hidden_slots.empty()) continue;
    pool.clear();
    for (int c = 0; c < n; ++c)
      if (!seen[static_cast<std::size_t>(c)]) pool.push_back(c);
    const bool current = k + 1 == deal_start_.size();
    // In this deal the opponent's hand must stay playable where the true one was: the face-down
    // card cannot be a heart, and a hand the opponent must still choose from at en garde holds
    // something besides hearts (rejection keeps the draw uniform among consistent deals).
    const bool must_choose = current && phase_ == Phase::en_garde && chosen_[idx(opp)] < 0 && hand_count_[idx(opp)] > 0;
    for (int attempt = 0;; ++attempt) {
      if (attempt == 10000) throw std::logic_error("clashing-blades: no consistent deal to resample");
      for (std::size_t j = 0; j < hidden_slots.size(); ++j) std::swap(pool[j], pool[j + rng.below(pool.size() - j)]);
      if (!current || !cb_game_->extra_hearts()) break;
      bool face_down_ok = true, has_other = false;
      for (std::size_t j = 0; j < hidden_slots.size(); ++j) {
        const bool heart = card(pool[j]).suit == Suit::hearts;
        if (hist[static_cast<std::size_t>(hidden_slots[j])] == face_down) face_down_ok = !heart;
        else has_other = has_other || !heart;
      }
      if (face_down_ok && (!must_choose || has_other)) break;
    }
    if (current)  // the opponent's unseen cards go back to the deck before the new ones are drawn
      for (int slot : hidden_slots) out->move_card(static_cast<int>(hist[static_cast<std::size_t>(slot)]), Zone::deck);
    for (std::size_t j = 0; j < hidden_slots.size(); ++j) {
      const int slot = hidden_slots[j];
      const bool was_face_down = current && hist[static_cast<std::size_t>(slot)] == face_down;
      hist[static_cast<std::size_t>(slot)] = pool[j];
      if (!current) continue;
      if (was_face_down) {
        out->move_card(pool[j], Zone::table);
        out->chosen_[idx(opp)] = pool[j];
        out->front_[idx(opp)] = pool[j];
        hist.back() = pool[j];
      } else {
        out->move_card(pool[j], hand_zone(opp));
      }
    }
  }
  return out;
}

}  // namespace dw::engine::games::clashing_blades
