// lua ruleset: ScriptGame (script loading, the interpreter pool, the set-up state) and
// ScriptState (the engine's State on a CardKernel), with the registration.
#include "engine/games/lua/lua_ruleset.hpp"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <fstream>
#include <mutex>
#include <sstream>
#include <stdexcept>
#include <utility>

#include "engine/games/common/rules_reader.hpp"
#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/replay_trace.hpp"
#include "engine/kernel/script_program.hpp"
#include "engine/state.hpp"

namespace dw::engine::games::lua {

namespace {

namespace fs = std::filesystem;
using kernel::CardKernel;
using kernel::ScriptError;
using kernel::ScriptProgram;

constexpr std::uintmax_t kMostScriptBytes = 1u << 20;
constexpr int kResampleDraws = 16;  // independent draws tried to start a player's chain of samples
constexpr int kChainSteps = 2;      // exchanges of two faces tried on each later resample
// When no independent draw fits: exchanges tried to repair the draw that fitted longest (each
// kept when the deal fits at least as far into the history), and, when that fails too, exchanges
// tried on the true deal before the chain that then starts from it gives its first sample (so
// that its samples lean less to that deal).
constexpr int kRepairSteps = 1024;
constexpr int kBurnInSteps = 256;

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

[[noreturn]] void throw_script_error(const ScriptError& e, int actions) {
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

std::unique_ptr<State> ScriptGame::new_initial_state() const {
  auto state = std::make_unique<ScriptState>(shared_from_this(), catalogue_);
  state->kernel() = *initial_;
  return state;
}

void ScriptGame::set_up() {
  ScriptState state(shared_from_this(), catalogue_);
  state.set_up();
  initial_ = std::make_unique<CardKernel>(state.kernel());
}

std::unique_ptr<ScriptState> ScriptState::play_on(std::unique_ptr<ScriptState> state, const std::vector<Action>& actions,
                                                 std::size_t from, std::size_t& fails_at) {
  std::vector<Action> legal;
  for (std::size_t i = from; i < actions.size(); ++i) {
    state->legal_actions_into(legal);
    if (!std::binary_search(legal.begin(), legal.end(), actions[i])) {
      fails_at = i;
      return nullptr;
    }
    state->apply_action(actions[i]);
  }
  return state;
}

bool ScriptState::fits(const ScriptState& candidate, Player player) const {
  if (candidate.information_state_string(player) != information_state_string(player)) return false;
  if (current_player() == player && candidate.legal_actions() != legal_actions()) return false;
  return true;
}

std::unique_ptr<ScriptState> ScriptState::realize(const std::vector<Action>& actions, Player player,
                                                 std::size_t& fails_at) const {
  fails_at = actions.size();
  std::vector<kernel::FaceChange> changes;
  for (int t = 0; t < kernel_.tokens(); ++t) {
    const int at = kernel_.dealt_at(t);
    if (kernel_.face(t) < 0 || at < 0) continue;
    const int face = static_cast<int>(actions[static_cast<std::size_t>(at)]);
    if (face != kernel_.face(t)) changes.push_back(kernel::FaceChange{t, face, at});
  }
  std::sort(changes.begin(), changes.end(),
            [](const kernel::FaceChange& a, const kernel::FaceChange& b) { return a.dealt_at < b.dealt_at; });
  const ScriptGame& game = script_game();
  kernel::ReplayTrace::Check check;
  try {
    ScriptGame::Lease program(game);
    if (!trace_) trace_ = std::make_shared<kernel::ReplayTrace>(*game.initial_kernel(), history(), *program.get());
    check = trace_->check(changes, *program.get());
    if (check.verdict == kernel::ReplayTrace::Verdict::illegal) {
      fails_at = check.index;
      return nullptr;
    }
    if (check.verdict == kernel::ReplayTrace::Verdict::same_play) {
      // The same play with other faces: this state with the changed faces, which the history's
      // chance events now deal. The observer's information state holds none of them.
      auto candidate = std::unique_ptr<ScriptState>(new ScriptState(*this, CardKernel(kernel_)));
      std::vector<std::pair<int, int>> faces;
      for (const auto& c : changes) faces.emplace_back(c.token, c.face);
      candidate->kernel_.exchange_faces(faces);
      candidate->mutable_history() = actions;
      if (trace_->final_legal(changes, candidate->kernel_, *program.get(), candidate->legal_)) {
        candidate->legal_valid_ = true;
        if (current_player() == player && candidate->legal_ != trace_->recorded_final_legal()) return nullptr;
      }
      return candidate;
    }
  } catch (const ScriptError& e) {
    throw_script_error(e, move_number());
  }
  // The deal changes what the script does: the rest of the game is played through it.
  auto candidate = std::unique_ptr<ScriptState>(new ScriptState(*this, std::move(*check.kernel)));
  candidate->mutable_history().assign(actions.begin(), actions.begin() + static_cast<std::ptrdiff_t>(check.index) + 1);
  candidate = play_on(std::move(candidate), actions, check.index + 1, fails_at);
  if (!candidate || !fits(*candidate, player)) return nullptr;
  return candidate;
}

std::unique_ptr<State> ScriptState::resample_from_infostate(Player player, Rng& rng) const {
  // The cards whose faces `player` does not know, by the shuffle that dealt them.
  std::vector<std::vector<int>> groups;
  for (int t = 0; t < kernel_.tokens(); ++t) {
    if (kernel_.face(t) < 0 || kernel_.dealt_by(t) < 0 || kernel_.knows(player, t)) continue;
    const auto g = static_cast<std::size_t>(kernel_.dealt_by(t));
    if (groups.size() <= g) groups.resize(g + 1);
    groups[g].push_back(t);
  }
  std::erase_if(groups, [](const std::vector<int>& g) { return g.size() < 2; });
  if (groups.empty()) return clone();
  if (chains_.size() < static_cast<std::size_t>(kernel_.players())) chains_.resize(static_cast<std::size_t>(kernel_.players()));
  auto& chain = chains_[static_cast<std::size_t>(player)];
  // An exchange: the places in the history of two unseen cards dealt by one shuffle, drawn at random.
  const auto random_exchange = [&] {
    const auto& group = groups[static_cast<std::size_t>(rng.below(groups.size()))];
    const int a = group[static_cast<std::size_t>(rng.below(group.size()))];
    const int b = group[static_cast<std::size_t>(rng.below(group.size()))];
    return std::pair{static_cast<std::size_t>(kernel_.dealt_at(a)), static_cast<std::size_t>(kernel_.dealt_at(b))};
  };

  // The first call: independent draws, every group's faces dealt again at random; the first that
  // fits is the sample and starts the chain; when none fits, the best draw repaired by exchanges,
  // and when that fails too the state itself, moved on by kBurnInSteps exchanges first. A draw
  // equal to this deal is kept like any other.
  int steps = kChainSteps;
  if (!chain) {
    std::vector<Action> best;  // the draw that fits furthest into the history, and how far
    std::size_t best_fits = 0;
    for (int draw = 0; draw < kResampleDraws && !chain; ++draw) {
      std::vector<Action> actions = history();
      for (const auto& group : groups) {
        std::vector<int> faces;
        for (int t : group) faces.push_back(kernel_.face(t));
        // Sorted first, so the draw depends only on what the player cannot tell apart.
        std::sort(faces.begin(), faces.end());
        for (std::size_t i = faces.size() - 1; i > 0; --i)
          std::swap(faces[i], faces[static_cast<std::size_t>(rng.below(i + 1))]);
        for (std::size_t i = 0; i < group.size(); ++i)
          actions[static_cast<std::size_t>(kernel_.dealt_at(group[i]))] = faces[i];
      }
      std::size_t fits_to = 0;
      if (auto candidate = realize(actions, player, fits_to)) chain = std::move(candidate);
      else if (best.empty() || fits_to > best_fits) best = std::move(actions), best_fits = fits_to;
    }
    // None fits: exchanges of two faces on the best draw, each kept when the deal still fits at
    // least as far, until one fits (what the draws and the exchanges see depends only on what
    // the player knows, not on this deal).
    for (int step = 0; step < kRepairSteps && !chain; ++step) {
      const auto [ia, ib] = random_exchange();
      if (best[ia] == best[ib]) continue;
      std::swap(best[ia], best[ib]);
      std::size_t fits_to = 0;
      if (auto candidate = realize(best, player, fits_to)) chain = std::move(candidate);
      else if (fits_to >= best_fits) best_fits = fits_to;
      else std::swap(best[ia], best[ib]);
    }
    if (chain) return chain->clone();
    chain = std::shared_ptr<const ScriptState>(static_cast<ScriptState*>(clone().release()));
    steps += kBurnInSteps;
  }
  // Every call: a few exchanges of two unseen faces dealt by one shuffle, each kept when it fits
  // (constraints such as a player who did not follow suit are then kept by construction).
  std::vector<Action> actions = chain->history();
  for (int step = 0; step < steps; ++step) {
    const auto [ia, ib] = random_exchange();
    if (actions[ia] == actions[ib]) continue;
    std::swap(actions[ia], actions[ib]);
    if (auto candidate = realize(actions, player)) chain = std::move(candidate);
    else std::swap(actions[ia], actions[ib]);
  }
  return chain->clone();
}

std::string read_script(const CardSet& set, std::string& display, Diagnostics& out) {
  const SourcePos where = set.rules_script_where.file.empty() ? SourcePos{set.set_file.string(), 0, 0}
                                                               : set.rules_script_where;
  if (set.rules_script.empty()) {
    out.error(where, "a card set with ruleset = \"lua\" names its rules script",
              "add rules_script = \"rules/game.lua\" to set.toml");
    return {};
  }
  const fs::path relative(set.rules_script);
  bool escapes = relative.is_absolute();
  for (const auto& part : relative)
    if (part == "..") escapes = true;
  std::error_code ec;
  const fs::path& script_dir = set.rules_script_dir.empty() ? set.dir : set.rules_script_dir;
  const fs::path path = script_dir / relative;
  display = path.lexically_normal().string();
  const fs::path real = fs::weakly_canonical(path, ec);
  const fs::path root = fs::weakly_canonical(script_dir, ec);
  const auto rel = real.lexically_relative(root);
  if (escapes || rel.empty() || *rel.begin() == "..") {
    out.error(where, "the rules script '" + set.rules_script + "' is outside the card set's folder",
              "keep the script inside the set, e.g. rules/game.lua");
    return {};
  }
  if (!fs::is_regular_file(real, ec)) {
    out.error(where, "no rules script at '" + display + "'", "write the script there or fix rules_script");
    return {};
  }
  if (fs::file_size(real, ec) > kMostScriptBytes) {
    out.error(where, "the rules script is larger than 1 MiB", "a rules script is text of at most 1 MiB");
    return {};
  }
  std::ifstream in(real, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Checks every card's [card.rules] against the vocabulary the script declares (card_rules).
void check_card_rules(const CardSet& set, const kernel::ScriptConstants& constants, Diagnostics& out) {
  if (constants.card_rules.empty()) return;
  std::vector<std::string> keys;
  for (const auto& [key, type] : constants.card_rules) keys.push_back(key);
  for (const Card& card : set.cards) {
    if (card.rules.kind != Value::Kind::table || card.rules.entries.empty()) continue;
    RulesReader reader(card, card.rules, "rules", kRulesetName, out);
    reader.only_keys(keys);
    for (const auto& [key, type] : constants.card_rules) {
      const Value* v = reader.find(key);
      if (!v || type == "any") continue;
      const bool fits = type == "integer"  ? v->kind == Value::Kind::integer
                        : type == "number" ? v->is_number()
                        : type == "string" ? v->kind == Value::Kind::string
                        : type == "boolean" ? v->kind == Value::Kind::boolean
                        : type == "table"  ? v->kind == Value::Kind::table
                                           : v->kind == Value::Kind::array;
      if (!fits)
        reader.error(v, reader.name_of(key) + " must be " + (type == "integer" ? "an " : "a ") + type + ", not " +
                            Value::kind_name(v->kind),
                     "the rules script declares it in card_rules");
    }
  }
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  std::string display;
  std::string source = read_script(set, display, out);
  if (out.has_errors()) return nullptr;
  auto catalogue = std::make_shared<kernel::KernelCatalogue>();
  catalogue->players = options.players;
  for (std::size_t c = 0; c < set.cards.size(); ++c) {
    const Card& card = set.cards[c];
    if (card.rules.kind != Value::Kind::table || card.rules.entries.empty()) continue;
    catalogue->playable.push_back(static_cast<int>(c));
    for (int copy = 0; copy < card.count; ++copy) catalogue->initial_face.push_back(static_cast<int>(c));
  }
  try {
    const ScriptProgram program(display, source);
    const auto& constants = program.constants();
    if (constants.players != options.players) {
      out.error(options.where, "the rules script is for " + std::to_string(constants.players) + " players, not " +
                                   std::to_string(options.players),
                "choose players=" + std::to_string(constants.players));
      return nullptr;
    }
    check_card_rules(set, constants, out);
    // The options the script declares: checked, defaults filled in, handed to k.option.
    GameOptions complete = options;
    validate_options(complete, constants.options, out);
    if (out.has_errors()) return nullptr;
    for (const auto& spec : constants.options) {
      complete.rules.emplace(spec.name, spec.default_value);
      if (spec.allowed.empty()) catalogue->integer_options.push_back(spec.name);
    }
    catalogue->options.insert(complete.rules.begin(), complete.rules.end());
    auto game = std::make_shared<ScriptGame>(set, complete, display, std::move(source), catalogue, constants);
    game->set_up();
    return game;
  } catch (const ScriptError& e) {
    out.error(SourcePos{e.file, e.line, 0}, "rules script: " + std::string(e.what()),
              "fix the script; it runs in a sandbox (engine/kernel/README.md)");
    return nullptr;
  }
}

}  // namespace

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "a game whose rules are a Lua script in the card set (rules_script in set.toml)";
  info.min_players = 1;
  info.max_players = 8;
  info.default_players = 2;
  info.set_default_players = [](const CardSet& set) {
    // The script's own count; a script that cannot be read is reported when the game is made.
    Diagnostics ignored;
    std::string display;
    const std::string source = read_script(set, display, ignored);
    if (ignored.has_errors()) return 2;
    try {
      return ScriptProgram(display, source).constants().players;
    } catch (const ScriptError&) {
      return 2;
    }
  };
  info.factory_checks_options = true;  // the script declares its options
  info.factory = make;
  return info;
}

}  // namespace dw::engine::games::lua
