// state: one node of a game tree, the interface every ruleset implements (OpenSpiel's shape):
// who acts (a seat, chance or terminal), the legal actions, applying one, returns, cloning, what
// each player may know (information state) and resampling what a player cannot see.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/game.hpp"
#include "engine/rng.hpp"
#include "engine/types.hpp"

namespace dw::engine {

class State {
 public:
  explicit State(std::shared_ptr<const Game> game) : game_(std::move(game)) {}
  virtual ~State() = default;

  const Game& game() const { return *game_; }
  const std::shared_ptr<const Game>& game_ptr() const { return game_; }

  // A seat, kChancePlayer or kTerminalPlayer.
  virtual Player current_player() const = 0;
  bool is_chance_node() const { return current_player() == kChancePlayer; }
  bool is_terminal() const { return current_player() == kTerminalPlayer; }

  // Sorted, without duplicates; empty at a terminal state. At a chance node, the outcomes.
  virtual std::vector<Action> legal_actions() const = 0;
  // At a chance node: every outcome with its probability (summing to 1), sorted by action.
  virtual std::vector<std::pair<Action, double>> chance_outcomes() const = 0;
  bool is_legal(Action action) const;

  // Applies a legal action and records it in the history. Precondition: is_legal(action).
  void apply_action(Action action) {
    do_apply_action(action);
    history_.push_back(action);
  }
  // Applies `action` after checking it; throws std::invalid_argument when it is not legal.
  void apply_checked(Action action);

  // A readable, state-dependent name of `action` as taken by `player` (chance: kChancePlayer).
  virtual std::string action_to_string(Player player, Action action) const = 0;

  // One value per player; meaningful at terminal states (0 before).
  virtual std::vector<double> returns() const = 0;

  virtual std::unique_ptr<State> clone() const = 0;

  // Everything `player` may know, including what they have seen before (perfect recall). Two
  // states give the same string for `player` exactly when that player cannot tell them apart.
  virtual std::string information_state_string(Player player) const = 0;

  // A full description of the state (hidden cards included), for equality and debugging.
  virtual std::string to_string() const = 0;

  // A state drawn from those `player` cannot tell apart from this one: hidden cards are dealt
  // again at random, consistent with everything `player` has seen.
  virtual std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const = 0;

  // Cards per zone; the total is constant over a game (Game::total_cards()).
  virtual std::vector<ZoneCount> zone_counts() const = 0;
  // Numbers with the bounds the ruleset promises.
  virtual std::vector<TrackedValue> tracked_values() const = 0;

  // The ruleset's heuristic value of this state for `player`, in [-1, 1] (higher is better), as
  // the greedy agent sees it after a one-ply look-ahead. It must use only what `player` may know.
  // Each ruleset documents its heuristic in its header; the default scores terminal returns only.
  virtual double evaluate(Player player) const;

  // Every action applied since the initial state, chance included.
  const std::vector<Action>& history() const { return history_; }
  int move_number() const { return static_cast<int>(history_.size()); }

 protected:
  State(const State&) = default;
  State& operator=(const State&) = delete;
  virtual void do_apply_action(Action action) = 0;
  // For resample_from_infostate: a resampled state may rewrite the hidden chance actions of its
  // history (cards dealt to other players) so the history holds nothing of the true deal.
  std::vector<Action>& mutable_history() { return history_; }

 private:
  std::shared_ptr<const Game> game_;
  std::vector<Action> history_;
};

// Picks a chance outcome according to its probability.
Action sample_chance_outcome(const State& state, Rng& rng);

}  // namespace dw::engine
