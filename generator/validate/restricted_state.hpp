// restricted_state: a game state in which one seat may not play one card (restricted play, Jaffe
// et al. 2012): it wraps a ruleset's State and drops, at that seat's decisions (or every seat's,
// kEverySeat), every legal action that plays the card (State::card_events), unless nothing else
// would be left. Clones and
// resamples stay restricted, so searching agents plan with the restriction too. The validator
// plays the same seeds with and without it to confirm that a card is dominant or weak.
#pragma once

#include <memory>
#include <string>

#include "engine/state.hpp"

namespace dw::validate {

// The seat of a restriction that forbids the card to every seat.
inline constexpr engine::Player kEverySeat = -1;

class RestrictedState : public engine::State {
 public:
  RestrictedState(std::unique_ptr<engine::State> inner, engine::Player seat, std::string card);

  engine::Player current_player() const override { return inner_->current_player(); }
  std::vector<engine::Action> legal_actions() const override;
  void legal_actions_into(std::vector<engine::Action>& out) const override;
  std::vector<std::pair<engine::Action, double>> chance_outcomes() const override { return inner_->chance_outcomes(); }
  void chance_outcomes_into(std::vector<std::pair<engine::Action, double>>& out) const override {
    inner_->chance_outcomes_into(out);
  }
  engine::Action sample_chance(engine::Rng& rng, std::vector<std::pair<engine::Action, double>>& buffer) const override {
    return inner_->sample_chance(rng, buffer);
  }
  std::string action_to_string(engine::Player player, engine::Action action) const override {
    return inner_->action_to_string(player, action);
  }
  std::vector<double> returns() const override { return inner_->returns(); }
  std::unique_ptr<engine::State> clone() const override;
  std::string information_state_string(engine::Player player) const override {
    return inner_->information_state_string(player);
  }
  std::string to_string() const override { return inner_->to_string(); }
  std::unique_ptr<engine::State> resample_from_infostate(engine::Player player, engine::Rng& rng) const override;
  std::vector<engine::ZoneCount> zone_counts() const override { return inner_->zone_counts(); }
  std::vector<engine::TrackedValue> tracked_values() const override { return inner_->tracked_values(); }
  double evaluate(engine::Player player) const override { return inner_->evaluate(player); }
  std::string public_summary() const override { return inner_->public_summary(); }
  void card_events(engine::Action action, std::vector<engine::CardEvent>& out) const override {
    inner_->card_events(action, out);
  }
  bool stopped_by_limit() const override { return inner_->stopped_by_limit(); }

  const engine::State& inner() const { return *inner_; }

 protected:
  void do_apply_action(engine::Action action) override { inner_->apply_action(action); }

 private:
  bool plays_card(engine::Action action) const;

  std::unique_ptr<engine::State> inner_;
  engine::Player seat_;
  std::string card_;
};

}  // namespace dw::validate
