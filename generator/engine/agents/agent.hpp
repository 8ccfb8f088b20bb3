// agent: a computer player. It sees a State but must only use what its seat may know:
// legal_actions(), information_state_string(seat) and resample_from_infostate(seat, rng), never
// the hidden parts of to_string(). Every agent owns its own seeded Rng.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/state.hpp"

namespace dw::engine {

class Agent {
 public:
  virtual ~Agent() = default;
  // The action to take at `state`, where `state.current_player()` is this agent's seat.
  virtual Action choose(const State& state) = 0;
  // Called before a new game.
  virtual void restart() {}
  virtual std::string name() const = 0;
};

// The agent kinds make_agent knows: {"greedy", "ismcts", "random"}.
std::vector<std::string> agent_kinds();

// Makes the agent described by `spec` for `seat`, seeded with `seed`. A spec is a kind with
// optional parameters after colons:
//   random
//   greedy[:SAMPLES]                         resampled worlds per decision (default 8)
//   ismcts[:SIMS][:c=X][:rollout=N]          e.g. ismcts:1000, ismcts:200:c=0.7:rollout=40
// Throws std::invalid_argument for an unknown kind or a bad parameter (the message says which).
std::unique_ptr<Agent> make_agent(std::string_view spec, Player seat, std::uint64_t seed);

}  // namespace dw::engine
