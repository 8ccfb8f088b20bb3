// restricted_state: the filtered legal actions and the wrapped clones and resamples.
#include "validate/restricted_state.hpp"

#include <algorithm>

namespace dw::validate {

RestrictedState::RestrictedState(std::unique_ptr<engine::State> inner, engine::Player seat, std::string card)
    : State(inner->game_ptr()), inner_(std::move(inner)), seat_(seat), card_(std::move(card)) {
  mutable_history() = inner_->history();
}

bool RestrictedState::plays_card(engine::Action action) const {
  std::vector<engine::CardEvent> events;
  inner_->card_events(action, events);
  return std::any_of(events.begin(), events.end(), [&](const engine::CardEvent& e) {
    return e.kind == engine::CardEvent::Kind::played && (seat_ == kEverySeat || e.player == seat_) && e.card == card_;
  });
}

std::vector<engine::Action> RestrictedState::legal_actions() const {
  std::vector<engine::Action> out;
  legal_actions_into(out);
  return out;
}

void RestrictedState::legal_actions_into(std::vector<engine::Action>& out) const {
  inner_->legal_actions_into(out);
  const engine::Player mover = inner_->current_player();
  if (mover < 0 || (seat_ != kEverySeat && mover != seat_)) return;
  const auto kept_end = std::remove_if(out.begin(), out.end(), [&](engine::Action a) { return plays_card(a); });
  if (kept_end != out.begin()) out.erase(kept_end, out.end());
  else inner_->legal_actions_into(out);  // every choice plays the card: the rules force it
}

std::unique_ptr<engine::State> RestrictedState::clone() const {
  return std::make_unique<RestrictedState>(inner_->clone(), seat_, card_);
}

std::unique_ptr<engine::State> RestrictedState::resample_from_infostate(engine::Player player, engine::Rng& rng) const {
  return std::make_unique<RestrictedState>(inner_->resample_from_infostate(player, rng), seat_, card_);
}

}  // namespace dw::validate
