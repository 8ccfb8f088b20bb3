// cb_views: how a Clashing Blades! state is seen: the full description (to_string), what each
// duelist may know (information state: every observation since the start, then the present
// view), and resampling the cards a duelist cannot see.
//
// Hidden from a duelist: the opponent's hand, the deck order (cards still in the deck), the
// opponent's face-down en garde card until both are revealed, and the cards an opponent had left
// in hand when a deal ended. Everything played face up is public.
#include "engine/games/clashing_blades/cb_state.hpp"

#include <stdexcept>

namespace dw::engine::games::clashing_blades {

namespace {

std::string seat(Player p) { return "p" + std::to_string(p); }

}  // namespace

std::string CbState::to_string() const {
  std::string out = "phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) +
                    " deals=" + std::to_string(deals_) + " dealer=" + seat(dealer_) +
                    " to-deal=" + std::to_string(deal_left_) + "/" + seat(deal_to_) +
                    " declines=" + std::to_string(declines_) + "\n";
  out += "health=" + std::to_string(health_[0]) + "," + std::to_string(health_[1]) +
         " threat=" + std::to_string(threat_[0]) + "," + std::to_string(threat_[1]) +
         " chosen=" + std::to_string(chosen_[0]) + "," + std::to_string(chosen_[1]) +
         " front=" + std::to_string(front_[0]) + "," + std::to_string(front_[1]) + "\n";
  const char* zone_names[] = {"deck", "hand p0", "hand p1", "table", "discard"};
  for (int z = 0; z < 5; ++z) {
    out += zone_names[z];
    out += ":";
    for (std::size_t i = 0; i < zone_.size(); ++i)
      if (static_cast<int>(zone_[i]) == z) out += " " + card(static_cast<Action>(i)).name;
    out += "\n";
  }
  out += "returns=" + std::to_string(returns_[0]) + "," + std::to_string(returns_[1]) + "\n";
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
    case Phase::spade_duel:
    case Phase::exchange: return seat(actor_) + " " + action_to_string(actor_, action);
    case Phase::over: break;
  }
  return "?";
}

std::string CbState::private_view(Player viewer) const {
  const Player opp = 1 - viewer;
  std::string out = "now: phase=" + std::string(phase_name(phase_)) + " actor=" + seat(actor_) +
                    " health=" + std::to_string(health_[0]) + "," + std::to_string(health_[1]) +
                    " threat=" + std::to_string(threat_[0]) + "," + std::to_string(threat_[1]) +
                    " hands=" + std::to_string(hand_count_[0]) + "," + std::to_string(hand_count_[1]) +
                    " deck=" + std::to_string(deck_size()) + "\nmy hand:";
  for (int c : hand(viewer)) out += " " + card(c).name;
  out += "\ntable:";
  for (std::size_t i = 0; i < zone_.size(); ++i) {
    if (zone_[i] != Zone::table) continue;
    if (static_cast<int>(i) == chosen_[idx(opp)]) out += " (face down)";
    else out += " " + card(static_cast<Action>(i)).name;
  }
  out += "\ndiscard:";
  for (std::size_t i = 0; i < zone_.size(); ++i)
    if (zone_[i] == Zone::discard) out += " " + card(static_cast<Action>(i)).name;
  return out + "\n";
}

std::string CbState::information_state_string(Player player) const {
  if (player < 0 || player > 1) throw std::invalid_argument("clashing-blades: no seat " + std::to_string(player));
  std::string out = "seat " + seat(player) + "\n";
  auto walker = game().new_initial_state();
  auto& w = static_cast<CbState&>(*walker);
  for (Action a : history()) {
    out += w.observe(player, a);
    out += '\n';
    w.apply_action(a);
  }
  return out + private_view(player);
}

std::unique_ptr<State> CbState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer > 1) throw std::invalid_argument("clashing-blades: no seat " + std::to_string(viewer));
  const Player opp = 1 - viewer;
  const std::size_t n = zone_.size();
  // Pass 1: per deal, the cards the viewer knows (their own and the opponent's played ones) and
  // the history positions where the opponent was dealt a card.
  struct Epoch {
    std::vector<bool> known;   // the viewer's cards and the opponent's revealed cards
    std::vector<int> opp_known;
    std::vector<std::size_t> opp_slots;
  };
  std::vector<Epoch> epochs;
  std::size_t last_opp_garde = 0;
  auto walker = game().new_initial_state();
  auto& w = static_cast<CbState&>(*walker);
  const auto& hist = history();
  for (std::size_t i = 0; i < hist.size(); ++i) {
    const Action a = hist[i];
    while (epochs.size() < static_cast<std::size_t>(w.deals_)) epochs.push_back({std::vector<bool>(n, false), {}, {}});
    Epoch& e = epochs[static_cast<std::size_t>(w.deals_ - 1)];
    if (w.phase_ == Phase::deal) {
      if (w.deal_to_ == viewer) e.known[static_cast<std::size_t>(a)] = true;
      else e.opp_slots.push_back(i);
    } else if (w.actor_ == opp && a < static_cast<Action>(n)) {
      e.known[static_cast<std::size_t>(a)] = true;
      e.opp_known.push_back(static_cast<int>(a));
      if (w.phase_ == Phase::en_garde) last_opp_garde = i;
    }
    w.apply_action(a);
  }
  // The opponent's face-down card, if it is still face down, is not known.
  const bool hidden_garde = phase_ == Phase::en_garde && chosen_[idx(opp)] >= 0;
  if (hidden_garde) {
    Epoch& e = epochs.back();
    e.known[static_cast<std::size_t>(e.opp_known.back())] = false;
    e.opp_known.pop_back();
  }
  // Pass 2: deal the opponent's unknown cards again from what the viewer cannot account for.
  std::vector<Action> actions = hist;
  for (Epoch& e : epochs) {
    std::vector<int> pool;
    for (std::size_t c = 0; c < n; ++c)
      if (!e.known[c]) pool.push_back(static_cast<int>(c));
    std::vector<int> cards = e.opp_known;
    const std::size_t need = e.opp_slots.size() - cards.size();
    for (std::size_t k = 0; k < need; ++k) {
      const std::size_t j = k + rng.below(pool.size() - k);
      std::swap(pool[k], pool[j]);
      cards.push_back(pool[k]);
    }
    for (std::size_t k = cards.size(); k > 1; --k) std::swap(cards[k - 1], cards[rng.below(k)]);
    for (std::size_t k = 0; k < cards.size(); ++k) actions[e.opp_slots[k]] = cards[k];
  }
  auto out = game().new_initial_state();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    Action a = actions[i];
    if (hidden_garde && i == last_opp_garde) {
      const auto h = static_cast<const CbState&>(*out).hand(opp);
      a = h[rng.below(h.size())];
    }
    if (!out->is_legal(a)) throw std::logic_error("clashing-blades: resampling produced an illegal action");
    out->apply_action(a);
  }
  return out;
}

}  // namespace dw::engine::games::clashing_blades
