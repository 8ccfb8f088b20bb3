// script_state: the Lua ruleset's game and state. ScriptGame holds the script (loaded once),
// the pool of interpreters its threads take and the kernel after set-up; ScriptState is a
// CardKernel plus the engine's history, asking the script for legal actions and applying them.
// Its resampling (script_resample.cpp) and the ruleset's registration (lua_ruleset.cpp) are
// defined apart.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <memory>
#include <mutex>
#include <string>
#include <vector>

#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/replay_trace.hpp"
#include "engine/kernel/script_program.hpp"
#include "engine/registry.hpp"
#include "engine/state.hpp"
#include "engine/games/lua/lua_ruleset.hpp"

namespace dw::engine::games::lua {

using kernel::CardKernel;
using kernel::ScriptError;
using kernel::ScriptProgram;

class ScriptState;

class ScriptGame : public Game {
 public:
  ScriptGame(const CardSet& set, GameOptions options, std::string file, std::string source,
             std::shared_ptr<kernel::KernelCatalogue> catalogue, kernel::ScriptConstants constants)
      : Game(kRulesetName, set.id, std::move(options)), set_(set), file_(std::move(file)),
        source_(std::move(source)), catalogue_(std::move(catalogue)), constants_(constants) {
    catalogue_->set = &set_;
  }

  int num_players() const override { return constants_.players; }
  int num_distinct_actions() const override {
    return std::max(constants_.max_actions, static_cast<int>(set_.cards.size()));
  }
  int max_chance_outcomes() const override { return static_cast<int>(set_.cards.size()); }
  int max_game_length() const override { return constants_.max_length; }
  double min_return() const override { return constants_.min_return; }
  double max_return() const override { return constants_.max_return; }
  int total_cards() const override { return static_cast<int>(catalogue_->initial_face.size()); }
  std::unique_ptr<State> new_initial_state() const override;
  // The script's search_rollout: every step of a rollout is a legal and an apply call into it.
  int preferred_rollout_limit() const override { return constants_.search_rollout; }

  const kernel::ScriptConstants& constants() const { return constants_; }
  const std::string& file() const { return file_; }

  // An interpreter for this thread's call. Each thread keeps the interpreter it last used for one
  // game outside the pool, so the many short calls of a playout take no lock; a lease that cannot
  // use it (another game's, or already leased by an outer call) goes through the pool.
  class Lease {
   public:
    explicit Lease(const ScriptGame& game) : game_(game) {
      ThreadProgram& kept = thread_program();
      if (!kept.leased && kept.game == game.serial_) {
        kept.leased = true;
        program_ = kept.program.get();
        return;
      }
      {
        std::lock_guard lock(game.pool_mutex_);
        if (!game.pool_.empty()) {
          pooled_ = std::move(game.pool_.back());
          game.pool_.pop_back();
        }
      }
      if (!pooled_) pooled_ = std::make_unique<ScriptProgram>(game.file_, game.source_);
      program_ = pooled_.get();
    }
    ~Lease() {
      ThreadProgram& kept = thread_program();
      if (!pooled_) {
        kept.leased = false;
        return;
      }
      if (!kept.leased && kept.owner.expired()) {
        kept.game = game_.serial_;
        kept.owner = game_.weak_from_this();
        kept.program = std::move(pooled_);
        return;
      }
      std::lock_guard lock(game_.pool_mutex_);
      game_.pool_.push_back(std::move(pooled_));
    }
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ScriptProgram* operator->() { return program_; }
    ScriptProgram* get() { return program_; }

   private:
    const ScriptGame& game_;
    ScriptProgram* program_ = nullptr;
    std::unique_ptr<ScriptProgram> pooled_;  // null when the thread's own interpreter is leased
  };

  // Runs the script's set-up once (errors are InputErrors) and keeps the state it makes.
  void set_up();
  const CardKernel* initial_kernel() const { return initial_.get(); }

 private:
  CardSet set_;  // the game keeps its own copy: the kernel points into it
  std::string file_, source_;
  std::shared_ptr<kernel::KernelCatalogue> catalogue_;
  kernel::ScriptConstants constants_;
  std::unique_ptr<CardKernel> initial_;  // the kernel after set-up (a state would keep the game alive)
  mutable std::mutex pool_mutex_;
  mutable std::vector<std::unique_ptr<ScriptProgram>> pool_;

  // The interpreter a thread keeps (see Lease), for the game with serial `game` (0: none) while
  // `owner` lives; a later game takes the place once that game is gone.
  struct ThreadProgram {
    std::uint64_t game = 0;
    std::weak_ptr<const Game> owner;
    std::unique_ptr<ScriptProgram> program;
    bool leased = false;
  };
  static ThreadProgram& thread_program() {
    thread_local ThreadProgram kept;
    return kept;
  }
  static std::uint64_t next_serial() {
    static std::atomic<std::uint64_t> serial{0};
    return ++serial;
  }
  const std::uint64_t serial_ = next_serial();  // names this game to the threads' kept interpreters
};

[[noreturn]] inline void throw_script_error(const ScriptError& e, int actions) {
  throw InputError(SourcePos{e.file, e.line, 0}, "rules script: " + std::string(e.what()),
                   actions < 0 ? "fix the script; it runs in a sandbox (engine/kernel/README.md)"
                               : "the game had " + std::to_string(actions) +
                                     " actions; its seed (or replay file) reproduces the error");
}

class ScriptState : public State {
 public:
  ScriptState(std::shared_ptr<const Game> game, std::shared_ptr<kernel::KernelCatalogue> catalogue)
      : State(std::move(game)), kernel_(std::move(catalogue)) {}

  const ScriptGame& script_game() const { return static_cast<const ScriptGame&>(game()); }
  CardKernel& kernel() { return kernel_; }

  Player current_player() const override {
    if (kernel_.over) return kTerminalPlayer;
    if (kernel_.chance_pending()) return kChancePlayer;
    return kernel_.turn;
  }

  std::vector<Action> legal_actions() const override {
    std::vector<Action> out;
    legal_actions_into(out);
    return out;
  }

  void legal_actions_into(std::vector<Action>& out) const override {
    out.clear();
    if (kernel_.over) return;
    if (kernel_.chance_pending()) {
      const auto& counts = kernel_.chance_counts();
      for (std::size_t face = 0; face < counts.size(); ++face)
        if (counts[face] > 0) out.push_back(static_cast<Action>(face));
      return;
    }
    if (!legal_valid_) {
      ScriptGame::Lease program(script_game());
      try {
        program->legal(kernel_, kernel_.turn, legal_);
      } catch (const ScriptError& e) {
        throw_script_error(e, move_number());
      }
      legal_valid_ = true;
    }
    out = legal_;
  }

  std::vector<std::pair<Action, double>> chance_outcomes() const override {
    std::vector<std::pair<Action, double>> out;
    chance_outcomes_into(out);
    return out;
  }

  // Each face still to deal with its count over the faces left (the count of a face is at most
  // what is left, so every probability is that exact quotient).
  void chance_outcomes_into(std::vector<std::pair<Action, double>>& out) const override {
    out.clear();
    if (!kernel_.chance_pending()) return;
    const auto& counts = kernel_.chance_counts();
    const int total = kernel_.chance_left();
    for (std::size_t face = 0; face < counts.size(); ++face)
      if (counts[face] > 0) out.emplace_back(static_cast<Action>(face), static_cast<double>(counts[face]) / total);
  }

  // State::sample_chance's walk over chance_outcomes_into, on the counts themselves: the same
  // probabilities subtracted in the same order, so the same face for the same draw.
  Action sample_chance(Rng& rng, std::vector<std::pair<Action, double>>&) const override {
    if (!kernel_.chance_pending()) throw std::logic_error("sample_chance: not a chance node");
    const auto& counts = kernel_.chance_counts();
    const int total = kernel_.chance_left();
    double r = rng.uniform();
    Action last = 0;
    for (std::size_t face = 0; face < counts.size(); ++face) {
      if (counts[face] <= 0) continue;
      const double p = static_cast<double>(counts[face]) / total;
      if (r < p) return static_cast<Action>(face);
      r -= p;
      last = static_cast<Action>(face);
    }
    return last;  // rounding left a sliver at the end
  }

  std::string action_to_string(Player player, Action action) const override {
    if (player == kChancePlayer) {
      const std::string card = action >= 0 && action < static_cast<Action>(kernel_.catalogue().set->cards.size())
                                   ? kernel_.face_name(static_cast<int>(action))
                                   : "?";
      if (!kernel_.chance_pending()) return "deal " + card;
      return "#" + std::to_string(kernel_.chance_token() + 1) + " is " + card;
    }
    ScriptGame::Lease program(script_game());
    try {
      return program->action_name(kernel_, player, action);
    } catch (const ScriptError& e) {
      throw_script_error(e, move_number());
    }
  }

  std::vector<double> returns() const override {
    if (kernel_.over) return kernel_.result;
    return std::vector<double>(static_cast<std::size_t>(kernel_.players()), 0.0);
  }

  // A clone starts without chains of samples or a trace: it resamples like a state reached by play.
  std::unique_ptr<State> clone() const override { return std::unique_ptr<ScriptState>(new ScriptState(*this, Copy{})); }

  std::string information_state_string(Player player) const override { return kernel_.information_state(player); }
  std::string to_string() const override { return kernel_.describe(); }
  std::string player_view(Player player) const override { return kernel_.player_view(player); }

  std::unique_ptr<State> resample_from_infostate(Player player, Rng& rng) const override;

  std::vector<ZoneCount> zone_counts() const override {
    std::vector<ZoneCount> out;
    for (int z = 0; z < kernel_.zone_count(); ++z)
      out.push_back(ZoneCount{kernel_.zone(z).name, static_cast<int>(kernel_.contents(z).size())});
    return out;
  }

  std::vector<TrackedValue> tracked_values() const override {
    std::vector<TrackedValue> out;
    for (const auto& [name, c] : kernel_.counters())
      out.push_back(TrackedValue{name, static_cast<int>(c.value), static_cast<int>(c.min), static_cast<int>(c.max)});
    return out;
  }

  double evaluate(Player player) const override {
    if (is_terminal() || !script_game().constants().has_heuristic) return State::evaluate(player);
    ScriptGame::Lease program(script_game());
    try {
      return program->heuristic(kernel_, player);
    } catch (const ScriptError& e) {
      throw_script_error(e, move_number());
    }
  }

  std::string public_summary() const override {
    std::string out;
    for (const auto& [name, c] : kernel_.counters()) out += (out.empty() ? "" : ", ") + name + " " + std::to_string(c.value);
    return out;
  }

  // Runs the set-up on this (empty) state.
  void set_up() {
    ScriptGame::Lease program(script_game());
    program->setup(kernel_);
    kernel_.freeze();
  }

 protected:
  ScriptState(const ScriptState&) = default;
  struct Copy {};
  // A copy without the chains of samples and the trace (which would be cleared at once).
  ScriptState(const ScriptState& other, Copy)
      : State(other), kernel_(other.kernel_), legal_(other.legal_), legal_valid_(other.legal_valid_) {}
  // A state of the same game on `kernel`, whose history the caller fills in.
  ScriptState(const ScriptState& other, CardKernel kernel) : State(other.game_ptr()), kernel_(std::move(kernel)) {}

  void do_apply_action(Action action) override {
    legal_valid_ = false;
    chains_.clear();
    trace_.reset();
    if (move_number() >= script_game().max_game_length()) {
      throw InputError(SourcePos{script_game().file(), 0, 0},
                       "rules script: the game went on past its max_length of " +
                           std::to_string(script_game().max_game_length()) + " actions",
                       "raise max_length in the script's table, or end the game with k.finish sooner");
    }
    if (kernel_.chance_pending()) {
      kernel_.deal_face(static_cast<int>(action), move_number());
      return;
    }
    ScriptGame::Lease program(script_game());
    try {
      // Undone, should the watch stop the script's apply, by playing the history again.
      program->play(kernel_, action, move_number(), nullptr, [&](CardKernel& k) {
        k = *script_game().initial_kernel();
        for (int i = 0; i < move_number(); ++i) program->play(k, history()[static_cast<std::size_t>(i)], i);
      });
    } catch (const ScriptError& e) {
      throw_script_error(e, move_number());
    }
  }

 private:
  friend class ScriptGame;
  // Plays actions[from..] on `state`; null when one of them is not legal there (its index into
  // `fails_at`).
  static std::unique_ptr<ScriptState> play_on(std::unique_ptr<ScriptState> state, const std::vector<Action>& actions,
                                              std::size_t from, std::size_t& fails_at);
  // Whether `candidate` is indistinguishable from this state for `player`.
  bool fits(const ScriptState& candidate, Player player) const;
  // The state `actions` (this history with other faces at some chance events of unseen cards)
  // lead to, when it is one `player` cannot tell from this one; null otherwise. Checked on the
  // trace of this state's history: only the script calls that read a changed face run again.
  // `fails_at` gets how far into the history the deal fits (the index of the first action it makes
  // illegal, the history's length when only the end differs), a measure of the deal and of what
  // `player` saw only.
  std::unique_ptr<ScriptState> realize(const std::vector<Action>& actions, Player player, std::size_t& fails_at) const;
  std::unique_ptr<ScriptState> realize(const std::vector<Action>& actions, Player player) const {
    std::size_t ignored = 0;
    return realize(actions, player, ignored);
  }

  CardKernel kernel_;
  mutable std::vector<Action> legal_;
  mutable bool legal_valid_ = false;
  // Per player: the last sample resample_from_infostate gave for this state (a chain of samples
  // that each later call moves on by a few exchanges); cleared by every action.
  mutable std::vector<std::shared_ptr<const ScriptState>> chains_;
  // This history played through the script with the faces each call read (for realize); built by
  // the first resample, cleared by every action.
  mutable std::shared_ptr<kernel::ReplayTrace> trace_;
};

}  // namespace dw::engine::games::lua
