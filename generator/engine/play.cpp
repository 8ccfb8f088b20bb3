// play: the game loop shared by the CLI, the validator and the tests.
#include "engine/play.hpp"

#include <stdexcept>

namespace dw::engine {

PlayedGame play_game(const Game& game, std::span<Agent* const> agents, std::uint64_t seed,
                     const ActionObserver& on_action) {
  if (static_cast<int>(agents.size()) != game.num_players())
    throw std::invalid_argument("play_game: one agent per seat is needed");
  Rng chance = Rng::derive(seed, 0);
  for (Agent* a : agents) a->restart();
  auto state = game.new_initial_state();
  while (!state->is_terminal()) {
    if (state->move_number() > game.max_game_length())
      throw std::logic_error("play_game: the game exceeded its declared maximum length");
    Action a;
    if (state->is_chance_node()) {
      a = sample_chance_outcome(*state, chance);
    } else {
      a = agents[static_cast<std::size_t>(state->current_player())]->choose(*state);
      if (!state->is_legal(a)) throw std::logic_error("play_game: an agent chose an illegal action");
    }
    if (on_action) on_action(*state, a);
    state->apply_action(a);
  }
  PlayedGame out;
  out.returns = state->returns();
  out.replay = make_replay(*state, seed);
  out.final_state = std::move(state);
  return out;
}

}  // namespace dw::engine
