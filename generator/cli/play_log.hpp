// play_log: the readable play-by-play of a game, shared by `deckwright play` and
// `deckwright replay` so that a replayed game prints exactly what was printed when it was played.
//
// The log is the full account (a designer watching computer players): every action with its
// number, who took it and its name from State::action_to_string, chance deals included with the
// card dealt, like the comments of a replay file. A person playing with --human sees only their
// own information instead (human_agent.hpp).
#pragma once

#include <cstdint>
#include <ostream>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/state.hpp"

namespace dw {

// "game: clashing-blades, card set clashing-blades, options players=2,..., seed 42" and
// "seats: p0 ismcts:1000, p1 random" (the seats line only when agents are known).
void write_log_header(std::ostream& out, const engine::Game& game, std::uint64_t seed,
                      const std::vector<std::string>& agents);

// Writes the play-by-play one action at a time: "   17  p0      en garde spade-4" (the action
// about to be applied to `before`, numbered from 1), preceded by "        = health p0 15, p1 12"
// whenever the ruleset's public summary has changed.
class PlayLog {
 public:
  explicit PlayLog(std::ostream& out) : out_(out) {}
  void action(const engine::State& before, engine::Action action);
  // The last summary, then "result after 153 actions: p0 +1, p1 -1 (p0 wins); seed 42".
  void result(const engine::State& final_state, std::uint64_t seed);

 private:
  void summary(const engine::State& state);
  std::ostream& out_;
  std::string last_summary_;
};

// One line describing returns: "p0 +1, p1 -1 (p0 wins)".
std::string describe_returns(const std::vector<double>& returns);

}  // namespace dw
