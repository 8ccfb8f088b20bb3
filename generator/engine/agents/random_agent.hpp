// random_agent: picks uniformly among the legal actions with its own seeded generator. The
// baseline for conformance runs and the opponent search agents must beat.
#pragma once

#include "engine/agents/agent.hpp"

namespace dw::engine {

class RandomAgent : public Agent {
 public:
  explicit RandomAgent(std::uint64_t seed) : seed_(seed), rng_(seed) {}
  Action choose(const State& state) override;
  void restart() override { rng_ = Rng(seed_); }
  std::string name() const override { return "random"; }

 private:
  std::uint64_t seed_;
  Rng rng_;
  std::vector<Action> legal_;  // reused between calls
};

}  // namespace dw::engine
