// greedy_agent: one-ply look-ahead over resampled worlds (see the header).
#include "engine/agents/greedy_agent.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw::engine {

GreedyAgent::GreedyAgent(std::uint64_t seed, GreedyOptions options)
    : seed_(seed), options_(options), rng_(seed) {
  if (options_.determinizations < 1) throw std::invalid_argument("greedy: determinizations must be at least 1");
}

std::string GreedyAgent::name() const { return "greedy:" + std::to_string(options_.determinizations); }

double GreedyAgent::value_after(const State& world, Action action, Player seat) const {
  auto child = world.clone();
  child->apply_action(action);
  if (!child->is_chance_node()) return child->evaluate(seat);
  // One level of chance: the expectation over its outcomes.
  double value = 0;
  for (const auto& [outcome, p] : child->chance_outcomes()) {
    auto next = child->clone();
    next->apply_action(outcome);
    value += p * next->evaluate(seat);
  }
  return value;
}

std::vector<double> GreedyAgent::action_values(const State& state) {
  const Player seat = state.current_player();
  if (seat < 0) throw std::logic_error("greedy: it is not a player's turn");
  const auto legal = state.legal_actions();
  std::vector<double> sum(legal.size(), 0.0);
  std::vector<int> seen(legal.size(), 0);
  for (int d = 0; d < options_.determinizations; ++d) {
    auto world = state.resample_from_infostate(seat, rng_);
    for (std::size_t i = 0; i < legal.size(); ++i) {
      // A resampled world offers the same actions to the player to move (they depend on what that
      // player knows); the check guards rulesets where that does not hold.
      if (!world->is_legal(legal[i])) continue;
      sum[i] += value_after(*world, legal[i], seat);
      ++seen[i];
    }
  }
  for (std::size_t i = 0; i < legal.size(); ++i) sum[i] = seen[i] ? sum[i] / seen[i] : -2.0;
  return sum;
}

Action GreedyAgent::choose(const State& state) {
  const auto legal = state.legal_actions();
  if (legal.empty()) throw std::logic_error("greedy: no legal action");
  if (legal.size() == 1) return legal.front();
  const auto values = action_values(state);
  const double best = *std::max_element(values.begin(), values.end());
  std::vector<Action> ties;
  for (std::size_t i = 0; i < legal.size(); ++i)
    if (values[i] >= best - 1e-9) ties.push_back(legal[i]);
  return ties[rng_.below(ties.size())];
}

}  // namespace dw::engine
