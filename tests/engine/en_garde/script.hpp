// en_garde_script: plays scripted En Garde! games for the tests: chosen deals and draws, and
// moves by card id, each checked to be legal for the seat that makes it (a step that is not
// throws, so the test fails naming it).
#pragma once

#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/games/en_garde/eg_state.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::en_garde::testing {

class Script {
 public:
  explicit Script(std::shared_ptr<const Game> game)
      : game_(std::static_pointer_cast<const EnGardeGame>(std::move(game))), state_(game_->new_initial_state()) {}
  explicit Script(const std::string& options = "") : Script(dw::engine::testing::bundled_game("en-garde", options)) {}

  const EnGardeGame& game() const { return *game_; }
  const EgState& s() const { return static_cast<const EgState&>(*state_); }
  State& state() { return *state_; }
  int t(const char* id) const { return game_->card_type(id); }
  const ActionCodec& codec() const { return game_->codec(); }

  // Chance: who goes first, then the opening deal round the table from them.
  void first(Player p) { chance(codec().first(p)); }
  void deal(const std::vector<std::vector<const char*>>& hands) {
    const Player start = s().turn_player();
    const int n = game_->num_players();
    for (std::size_t i = 0; i < hands[0].size(); ++i)
      for (int k = 0; k < n; ++k) {
        const Player p = (start + k) % n;
        chance(codec().draw(p, t(hands[static_cast<std::size_t>(p)][i])));
      }
  }
  void draws(Player p, const std::vector<const char*>& ids) {
    for (const char* id : ids) chance(codec().draw(p, t(id)));
  }

  // Moves of seat p.
  Action card(Player p, const char* id) const { return codec().card(p, t(id)); }
  Action respond(Player p, const char* id, int attack) const { return codec().respond(p, t(id), attack); }
  Action press(Player p, const char* id, int attack) const { return codec().press(p, t(id), attack); }
  Action challenge(Player p, Player q, const char* id) const { return codec().challenge(p, q, t(id)); }
  Action shoot(Player p, Player q) const { return codec().shoot(p, q); }
  Action pass(Player p) const { return codec().pass(p); }
  Action discard_item(Player p) const { return codec().discard_item(p); }

  bool legal(Action a) const { return state_->is_legal(a); }
  void play(Player p, Action a) {
    if (state_->current_player() != p)
      throw std::runtime_error("it is not p" + std::to_string(p) + "'s decision:\n" + state_->to_string());
    if (!state_->is_legal(a))
      throw std::runtime_error("'" + state_->action_to_string(p, a) + "' is not legal:\n" + state_->to_string());
    state_->apply_action(a);
  }
  void chance(Action a) {
    if (!state_->is_chance_node()) throw std::runtime_error("not a chance node:\n" + state_->to_string());
    if (!state_->is_legal(a)) throw std::runtime_error("chance outcome not possible:\n" + state_->to_string());
    state_->apply_action(a);
  }

 private:
  std::shared_ptr<const EnGardeGame> game_;
  std::unique_ptr<State> state_;
};

}  // namespace dw::engine::games::en_garde::testing
