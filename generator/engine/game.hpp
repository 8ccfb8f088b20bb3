// game: the immutable description of one playable game: a ruleset applied to a card set with
// options. It knows the static facts (players, action space, bounds on returns and length) and
// makes initial states. Games are always held by shared_ptr (states keep their game alive).
#pragma once

#include <memory>
#include <span>
#include <string>

#include "engine/game_options.hpp"
#include "engine/types.hpp"

namespace dw::engine {

class State;

class Game : public std::enable_shared_from_this<Game> {
 public:
  Game(std::string ruleset, std::string card_set_id, GameOptions options)
      : ruleset_(std::move(ruleset)), card_set_id_(std::move(card_set_id)), options_(std::move(options)) {}
  virtual ~Game() = default;
  Game(const Game&) = delete;
  Game& operator=(const Game&) = delete;

  const std::string& ruleset() const { return ruleset_; }
  const std::string& card_set_id() const { return card_set_id_; }
  // The options with every default filled in (players included).
  const GameOptions& options() const { return options_; }

  virtual int num_players() const = 0;
  // Actions (player and chance) are numbers in [0, num_distinct_actions()).
  virtual int num_distinct_actions() const = 0;
  virtual int max_chance_outcomes() const = 0;
  // An upper bound on the number of actions (chance included) from the initial state to any
  // terminal state. Every game ends within it.
  virtual int max_game_length() const = 0;
  virtual double min_return() const = 0;
  virtual double max_return() const = 0;
  // The number of physical cards the game moves between zones (see State::zone_counts).
  virtual int total_cards() const = 0;

  virtual std::unique_ptr<State> new_initial_state() const = 0;

  // The player actions after which a search rollout should stop and score every seat with
  // State::evaluate when the search is left to choose (IsmctsAgent's default limit); 0: no
  // preference. A ruleset whose every step is dear (a rules script, each step a call into Lua)
  // and whose evaluate is informative says so here.
  virtual int preferred_rollout_limit() const { return 0; }

  // The state reached by applying `actions` to the initial state; throws std::invalid_argument
  // naming the index of the first illegal action.
  std::unique_ptr<State> state_from_actions(std::span<const Action> actions) const;

 private:
  std::string ruleset_;
  std::string card_set_id_;
  GameOptions options_;
};

}  // namespace dw::engine
