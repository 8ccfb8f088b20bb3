// greedy_agent: the one-ply look-ahead player. For each legal action it estimates the value of
// the state that action leads to with the ruleset's heuristic (State::evaluate), and plays the
// best one; ties are broken by its own seeded generator.
//
// Information safety: the agent never evaluates the true child state, whose hidden cards it may
// not see. It draws `determinizations` states from its information state
// (State::resample_from_infostate), applies each legal action there and averages the
// evaluations over those samples. Where an action leads to a chance node (a deal, a draw), the
// value is the expectation over that node's outcomes, each outcome's state evaluated in turn.
#pragma once

#include <vector>

#include "engine/agents/agent.hpp"

namespace dw::engine {

struct GreedyOptions {
  int determinizations = 8;  // sampled worlds per decision (1..1000)
};

class GreedyAgent : public Agent {
 public:
  GreedyAgent(std::uint64_t seed, GreedyOptions options = {});
  Action choose(const State& state) override;
  void restart() override { rng_ = Rng(seed_); }
  std::string name() const override;

  // The estimated value of each legal action of `state` for the player to move, in the order of
  // state.legal_actions() (exposed for tests and reports).
  std::vector<double> action_values(const State& state);

 private:
  double value_after(const State& world, Action action, Player seat) const;

  std::uint64_t seed_;
  GreedyOptions options_;
  Rng rng_;
};

}  // namespace dw::engine
