// cb_heuristic: CbState::evaluate, the position value the greedy agent (and truncated ISMCTS
// rollouts) use. It reads only what `player` may know: both health totals, the open threats,
// the player's own hand and face-down card, the opponent's hand size (never its cards), and the
// public stings and kept balance cards.
//
//   margin = (my health - my expected loss) - (their health - their expected loss)
//            + 0.5 * (my hand size - their hand size) + 0.4 * (my unrevealed spade's strength)
//            + 0.5 * (my kept balance points - theirs) - 0.3 * (what I still owe a sting
//            - what they owe)                                  (the last two: advanced rules)
//   value  = tanh(margin / 6), or the returns once the duel is over.
// My expected loss is what my best answer from hand would still let through (a diamond or club
// of at least the threat stops it all); theirs is half their threat, because I cannot see
// whether they hold an answer.
#include <algorithm>
#include <cmath>

#include "engine/games/clashing_blades/cb_state.hpp"

namespace dw::engine::games::clashing_blades {

double CbState::evaluate(Player player) const {
  if (phase_ == Phase::over) return returns_[idx(player)];
  const Player opp = 1 - player;
  const int n = cb_game_->num_cards();
  // My expected loss: the threat less the best answer I hold.
  int my_loss = threat_[idx(player)];
  int my_spade = 0;
  for (int c = 0; c < n && (my_loss > 0 || chosen_[idx(player)] >= 0); ++c) {
    if (zone_[static_cast<std::size_t>(c)] == hand_zone(player) && card(c).suit != Suit::spades)
      my_loss = std::min(my_loss, respond(threat_[idx(player)], play_of(c)).damage_to_responder);
  }
  if (chosen_[idx(player)] >= 0 && card(chosen_[idx(player)]).suit == Suit::spades)
    my_spade = card(chosen_[idx(player)]).strength;
  const double their_loss = 0.5 * threat_[idx(opp)];
  int balance = 0;  // kept balance points, mine minus theirs
  for (int e = 0; e < cb_game_->num_events(); ++e) {
    if (event_zone(e) == kept_zone(player)) balance += event(e).value;
    if (event_zone(e) == kept_zone(opp)) balance -= event(e).value;
  }
  const double margin = (health_[idx(player)] - my_loss) - (health_[idx(opp)] - their_loss) +
                        0.5 * (hand_count_[idx(player)] - hand_count_[idx(opp)]) + 0.4 * my_spade +
                        0.5 * balance - 0.3 * (shed_[idx(player)] - shed_[idx(opp)]);
  return std::tanh(margin / 6.0);
}

}  // namespace dw::engine::games::clashing_blades
