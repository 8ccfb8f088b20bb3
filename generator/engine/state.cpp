// state and game: the few non-virtual helpers of the game interface.
#include "engine/state.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw::engine {

bool State::is_legal(Action action) const {
  const auto legal = legal_actions();
  return std::binary_search(legal.begin(), legal.end(), action);
}

void State::apply_checked(Action action) {
  if (!is_legal(action))
    throw std::invalid_argument("action " + std::to_string(action) + " is not legal at move " +
                                std::to_string(move_number()));
  apply_action(action);
}

double State::evaluate(Player player) const {
  if (!is_terminal()) return 0.0;
  return returns().at(static_cast<std::size_t>(player));
}

std::unique_ptr<State> Game::state_from_actions(std::span<const Action> actions) const {
  auto state = new_initial_state();
  for (std::size_t i = 0; i < actions.size(); ++i) {
    if (!state->is_legal(actions[i]))
      throw std::invalid_argument("action " + std::to_string(actions[i]) + " at index " +
                                  std::to_string(i) + " is not legal");
    state->apply_action(actions[i]);
  }
  return state;
}

Action sample_chance_outcome(const State& state, Rng& rng) {
  std::vector<std::pair<Action, double>> outcomes;
  return sample_chance_outcome(state, rng, outcomes);
}

Action sample_chance_outcome(const State& state, Rng& rng, std::vector<std::pair<Action, double>>& buffer) {
  return state.sample_chance(rng, buffer);
}

Action State::sample_legal_action(Rng& rng, std::vector<Action>& buffer) const {
  legal_actions_into(buffer);
  if (buffer.empty()) throw std::logic_error("sample_legal_action: no legal action");
  return buffer[rng.below(buffer.size())];
}

Action State::sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& outcomes) const {
  chance_outcomes_into(outcomes);
  if (outcomes.empty()) throw std::logic_error("sample_chance: not a chance node");
  double r = rng.uniform();
  for (const auto& [action, p] : outcomes) {
    if (r < p) return action;
    r -= p;
  }
  return outcomes.back().first;  // rounding left a sliver at the end
}

}  // namespace dw::engine
