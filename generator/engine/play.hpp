// play: plays one game to its end with one agent per seat, sampling chance from the game's own
// seeded stream. The seed fixes everything: the chance stream is Rng::derive(seed, 0) and
// agent_seed(seed, seat) is the conventional seed for the agent in `seat`.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <vector>

#include "engine/agents/agent.hpp"
#include "engine/replay.hpp"
#include "engine/state.hpp"

namespace dw::engine {

inline std::uint64_t agent_seed(std::uint64_t game_seed, Player seat) {
  return Rng::derive(game_seed, static_cast<std::uint64_t>(seat) + 1).next();
}

struct PlayedGame {
  std::unique_ptr<State> final_state;
  std::vector<double> returns;
  Replay replay;
};

// Plays from the initial state. `agents[i]` plays seat i. Stops at a terminal state; throws
// std::logic_error if an agent returns an illegal action or the game exceeds max_game_length().
// `on_action`, when set, sees every action (chance included) just before it is applied.
using ActionObserver = std::function<void(const State& before, Action action)>;
PlayedGame play_game(const Game& game, std::span<Agent* const> agents, std::uint64_t seed,
                     const ActionObserver& on_action = {});

}  // namespace dw::engine
