// script_resample: a scripted game's samples of what a player cannot see. The faces of the cards
// that player does not know are exchanged among the cards one shuffle dealt and written into the
// history; a deal is kept when the history replays under it to the same information state
// (checked on the state's replay trace, re-running only the calls that read a changed face).
#include <algorithm>
#include <utility>

#include "engine/games/lua/script_state.hpp"

namespace dw::engine::games::lua {

namespace {

constexpr int kResampleDraws = 16;  // independent draws tried to start a player's chain of samples
constexpr int kChainSteps = 2;      // exchanges of two faces tried on each later resample
// When no independent draw fits: exchanges tried to repair the draw that fitted longest (each
// kept when the deal fits at least as far into the history), and, when that fails too, exchanges
// tried on the true deal before the chain that then starts from it gives its first sample (so
// that its samples lean less to that deal).
constexpr int kRepairSteps = 1024;
constexpr int kBurnInSteps = 256;

}  // namespace

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

}  // namespace dw::engine::games::lua
