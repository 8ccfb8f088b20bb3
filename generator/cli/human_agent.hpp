// human_agent: a person at the terminal taking one seat of `deckwright play --human SEAT`. Before
// each of their decisions they see the ruleset's view of the table for their seat (State::
// player_view: a scripted game shows its zones with the cards they know by name), or, for a
// ruleset without one, what changed since their last turn (the new lines of their table view:
// the ruleset's words for what that seat sees, never its encoded state), and the legal actions
// numbered from 1 by their readable names; they answer with a number. Anything else re-prompts; end of input
// abandons the game (HumanQuit).
#pragma once

#include <istream>
#include <ostream>
#include <stdexcept>
#include <string>

#include "engine/agents/agent.hpp"

namespace dw {

class HumanQuit : public std::runtime_error {
 public:
  HumanQuit() : std::runtime_error("input ended") {}
};

class HumanAgent : public engine::Agent {
 public:
  HumanAgent(engine::Player seat, std::istream& in, std::ostream& out) : seat_(seat), in_(in), out_(out) {}
  engine::Action choose(const engine::State& state) override;
  void restart() override { shown_.clear(); }
  std::string name() const override { return "human"; }

  // Shows the seat what it learnt since it last looked (also called once the game is over).
  void show_news(const engine::State& state);

 private:
  engine::Player seat_;
  std::istream& in_;
  std::ostream& out_;
  std::string shown_;  // the information state as last shown
};

}  // namespace dw
