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
  // The same actions written into `out` (its previous contents are dropped). Search and random
  // play call this in their inner loops with a reused vector; a ruleset overrides it to avoid
  // allocating (the default copies legal_actions()).
  virtual void legal_actions_into(std::vector<Action>& out) const { out = legal_actions(); }
  // At a chance node: every outcome with its probability (summing to 1), sorted by action.
  virtual std::vector<std::pair<Action, double>> chance_outcomes() const = 0;
  // The same outcomes written into `out`, for inner loops with a reused vector (the default
  // copies chance_outcomes(); a ruleset overrides it to avoid allocating).
  virtual void chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const { out = chance_outcomes(); }
  bool is_legal(Action action) const;
  // At a player's decision: one legal action drawn uniformly, legal[rng.below(legal.size())] of
  // legal_actions_into(legal), with that one rng draw (random rollouts take their moves through
  // it). The default builds the list in `buffer`; a ruleset whose decisions have many actions may
  // override it with an equivalent that counts them and builds only the one drawn (the same seed
  // must give the same action).
  virtual Action sample_legal_action(Rng& rng, std::vector<Action>& buffer) const;

  // At a chance node: one outcome drawn with the probabilities of chance_outcomes(), using one
  // rng.uniform() draw. The default walks chance_outcomes_into(buffer); a ruleset may override it
  // with a faster equivalent (the whole engine samples chance through it, so a seed still fixes
  // every game).
  virtual Action sample_chance(Rng& rng, std::vector<std::pair<Action, double>>& buffer) const;

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

  // What a person in `player`'s seat sees at the table, in words (play --human shows it): their
  // own hand by card name, the cards in view, the tracks, the phase. By default the information
  // state, for rulesets that write it in words; those whose information state is encoded give
  // their present position here.
  virtual std::string table_view(Player player) const { return information_state_string(player); }

  // A full description of the state (hidden cards included), for equality and debugging.
  virtual std::string to_string() const = 0;

  // A state drawn from those `player` cannot tell apart from this one: hidden cards are dealt
  // again at random, consistent with everything `player` has seen. The conformance run checks
  // that `player`'s information state is unchanged, that the player to move keeps their legal
  // actions, and that the result's history() replays to it (a direct resample works on a copy and
  // rewrites the hidden actions with mutable_history()). Search calls it once per simulation:
  // make it direct, not a replay from the start.
  virtual std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const = 0;

  // Cards per zone; the total is constant over a game (Game::total_cards()).
  virtual std::vector<ZoneCount> zone_counts() const = 0;
  // Numbers with the bounds the ruleset promises.
  virtual std::vector<TrackedValue> tracked_values() const = 0;

  // The ruleset's heuristic value of this state for `player`, in [-1, 1] (higher is better), as
  // the greedy agent sees it after a one-ply look-ahead. It must use only what `player` may know.
  // Each ruleset documents its heuristic in its header; the default scores terminal returns only.
  virtual double evaluate(Player player) const;

  // What `player` sees at the table now, in words, for a person playing that seat (play --human):
  // the zones they can see with the cards they know by name, the rest counted. Empty (the
  // default) when the ruleset has no such view: the person is then shown their information state.
  virtual std::string player_view(Player player) const {
    (void)player;
    return {};
  }

  // A short public description of the position (health, scores, open threats), printed in
  // play-by-play logs whenever it changes. Only what every player may see; default empty.
  virtual std::string public_summary() const { return {}; }

  // For the validator's per-card statistics: what `action`, taken at this state, does to cards in
  // hands (types.hpp: drawn, played, discarded), appended to `out`. The default reports nothing
  // (the validator then has no per-card figures for the ruleset).
  virtual void card_events(Action action, std::vector<CardEvent>& out) const {
    (void)action;
    (void)out;
  }
  // True at a terminal state the game reached through the ruleset's length cap (max-deals,
  // max-rounds) instead of its rules: the validator counts such games as timeouts. Default false.
  virtual bool stopped_by_limit() const { return false; }

  // Every action applied since the initial state, chance included.
  const std::vector<Action>& history() const { return history_; }
  int move_number() const { return static_cast<int>(history_.size()); }

 protected:
  // A copy's history has room for kHistoryRoom more actions: search copies a state (clone,
  // resample) and plays on from it, and a history copied at its exact size would be copied again,
  // to a new block, at the first action played on the copy (for a six-player En Garde! history of
  // 2,000 actions, 16 KB a simulation).
  static constexpr std::size_t kHistoryRoom = 128;
  State(const State& other) : game_(other.game_) {
    history_.reserve(other.history_.size() + kHistoryRoom);
    history_.assign(other.history_.begin(), other.history_.end());
  }
  State& operator=(const State&) = delete;
  virtual void do_apply_action(Action action) = 0;
  // For resample_from_infostate working on a copy: hidden chance outcomes (and hidden choices)
  // in the history are rewritten to match the resampled cards.
  std::vector<Action>& mutable_history() { return history_; }
  // For resample_from_infostate: replaces the action at `index` of the history, so that a state
  // whose hidden cards were dealt again carries a history that leads to it.
  void rewrite_history(std::size_t index, Action action) { history_.at(index) = action; }

 private:
  std::shared_ptr<const Game> game_;
  std::vector<Action> history_;
};

// Picks a chance outcome according to its probability (State::sample_chance). The second form
// reuses `buffer`; both pick the same outcome from the same generator state.
Action sample_chance_outcome(const State& state, Rng& rng);
Action sample_chance_outcome(const State& state, Rng& rng, std::vector<std::pair<Action, double>>& buffer);

}  // namespace dw::engine
