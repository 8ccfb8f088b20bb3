// cb_views: how a Clashing Blades! state is seen: the full description (to_string), what each
// duelist may know (information state: every observation since the start, then the present
// view), and resampling the cards a duelist cannot see.
//
// Resampling is direct: per deal, the slots where the opponent was dealt a card the viewer never
// saw played are dealt again from the cards the viewer cannot account for, in a copy of the state
// whose history is rewritten to match (so it still replays); no replay from the start.
//
// Hidden from a duelist: the opponent's hand, the deck order (cards still in the deck), the
// opponent's face-down en garde card until both are revealed, and the cards an opponent had left
// in hand when a deal ended. Everything played face up is public.
#include "engine/games/clashing_blades/cb_state.hpp"

#include <algorithm>
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

std::string CbState::public_summary() const {
  std::string out = "health p0 " + std::to_string(health_[0]) + ", p1 " + std::to_string(health_[1]);
  for (Player p = 0; p < 2; ++p)
    if (threat_[idx(p)] > 0) out += "; " + std::to_string(threat_[idx(p)]) + " threatens " + seat(p);
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
  const int n = cb_game_->num_cards();
  const int deal_length = 2 * cb_game_->hand_size();
  auto out = std::unique_ptr<CbState>(new CbState(*this));
  std::vector<Action>& hist = out->mutable_history();
  const int end = static_cast<int>(hist.size());
  // The opponent's face-down en garde card, while it is face down, is the last action.
  const bool hidden_garde = phase_ == Phase::en_garde && chosen_[idx(opp)] >= 0;
  const int garde_index = hidden_garde ? end - 1 : -1;
  const Action face_down = hidden_garde ? hist.back() : -1;

  std::vector<char> seen(static_cast<std::size_t>(n));  // known to the viewer in this deal
  std::vector<int> hidden_slots, pool;
  for (std::size_t k = 0; k < deal_start_.size(); ++k) {
    const int start = deal_start_[k];
    const int stop = k + 1 < deal_start_.size() ? deal_start_[k + 1] : end;
    const int dealt_end = std::min(start + deal_length, stop);
    const Player first_receiver = 1 - static_cast<Player>(k % 2);  // dealers alternate from seat 0
    std::fill(seen.begin(), seen.end(), 0);
    // Every card played face up in this deal is public; the viewer's own cards are known.
    for (int i = dealt_end; i < stop; ++i)
      if (hist[static_cast<std::size_t>(i)] < n && i != garde_index) seen[static_cast<std::size_t>(hist[static_cast<std::size_t>(i)])] = 1;
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
    if (current)  // the opponent's unseen cards go back to the deck before the new ones are drawn
      for (int slot : hidden_slots) out->move_card(static_cast<int>(hist[static_cast<std::size_t>(slot)]), Zone::deck);
    for (std::size_t j = 0; j < hidden_slots.size(); ++j) {
      const std::size_t pick = j + rng.below(pool.size() - j);
      std::swap(pool[j], pool[pick]);
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
