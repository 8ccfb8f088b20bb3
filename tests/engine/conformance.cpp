// conformance: the random-play checker (see the header).
#include "conformance.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>

#include "engine/agents/random_agent.hpp"
#include "engine/play.hpp"
#include "engine/replay.hpp"
#include "engine/state.hpp"

namespace dw::engine::testing {

namespace {

// Returns false (after reporting) when a check fails, so the caller stops that game.
bool check_state(const Game& game, const State& state, Rng& rng, bool resample, bool replay, ConformanceStats& stats,
                 const std::string& where) {
  const Player player = state.current_player();
  const auto legal = state.legal_actions();
  bool ok = true;
  auto fail = [&](const std::string& what) {
    ADD_FAILURE() << where << ": " << what << "\n" << state.to_string();
    ok = false;
  };

  if (state.move_number() > game.max_game_length()) fail("longer than max_game_length()");
  if (state.is_terminal()) {
    if (!legal.empty()) fail("a terminal state has legal actions");
    const auto r = state.returns();
    if (static_cast<int>(r.size()) != game.num_players()) fail("returns() has the wrong size");
    for (double v : r)
      if (v < game.min_return() || v > game.max_return()) fail("a return is out of bounds");
  } else {
    if (player != kChancePlayer && (player < 0 || player >= game.num_players())) fail("bad current player");
    if (legal.empty()) fail("a non-terminal state has no legal action");
    for (std::size_t i = 0; i < legal.size(); ++i) {
      if (legal[i] < 0 || legal[i] >= game.num_distinct_actions()) fail("a legal action is out of range");
      if (i > 0 && legal[i - 1] >= legal[i]) fail("legal actions are not sorted and unique");
    }
    std::set<std::string> names;
    for (Action a : legal) names.insert(state.action_to_string(player, a));
    if (names.size() != legal.size()) fail("two legal actions have the same name");
    const auto outcomes = state.chance_outcomes();
    if (state.is_chance_node()) {
      double sum = 0;
      if (outcomes.size() != legal.size()) fail("chance outcomes differ from legal actions");
      for (std::size_t i = 0; i < outcomes.size() && i < legal.size(); ++i) {
        if (outcomes[i].first != legal[i]) fail("chance outcomes differ from legal actions");
        if (outcomes[i].second <= 0) fail("a chance outcome has no probability");
        sum += outcomes[i].second;
      }
      if (std::abs(sum - 1.0) > 1e-9) fail("chance probabilities do not sum to 1");
    } else if (!outcomes.empty()) {
      fail("a decision node has chance outcomes");
    } else {
      // A ruleset's sample_legal_action (rollouts draw their moves through it) must draw what
      // legal[rng.below(size)] draws, with the same stream, for every place in the list.
      std::vector<Action> buffer;
      for (std::uint64_t d = 0; d < 8; ++d) {
        Rng drawn(static_cast<std::uint64_t>(state.move_number()) * 8 + d);
        Rng listed = drawn;
        const Action sampled = state.sample_legal_action(drawn, buffer);
        if (sampled != legal[listed.below(legal.size())] || drawn.next() != listed.next())
          fail("sample_legal_action differs from the listed action at the same draw");
      }
    }
  }

  // Clone: equal and independent.
  const std::string description = state.to_string();
  auto copy = state.clone();
  if (copy->to_string() != description || copy->history() != state.history()) fail("clone differs");
  for (Player p = 0; p < game.num_players(); ++p)
    if (copy->information_state_string(p) != state.information_state_string(p)) fail("clone's infostate differs");
  if (!legal.empty()) {
    copy->apply_action(legal.front());
    if (state.to_string() != description) fail("applying an action to a clone changed the original");
  }

  // Replay of the action list from the start.
  if (replay || state.is_terminal()) {
    auto replayed = game.state_from_actions(state.history());
    if (replayed->to_string() != description) fail("replaying the history gives a different state");
  }

  // Cards conserved, values in bounds.
  int cards = 0;
  for (const auto& z : state.zone_counts()) {
    if (z.cards < 0) fail("zone " + z.zone + " has a negative count");
    cards += z.cards;
  }
  if (cards != game.total_cards())
    fail("cards not conserved: " + std::to_string(cards) + " instead of " + std::to_string(game.total_cards()));
  for (const auto& v : state.tracked_values())
    if (v.value < v.min || v.value > v.max)
      fail(v.name + " = " + std::to_string(v.value) + " outside [" + std::to_string(v.min) + ", " +
           std::to_string(v.max) + "]");

  // Information states: distinct per seat; resampling keeps the seat's view.
  if (game.num_players() == 2 && state.information_state_string(0) == state.information_state_string(1))
    fail("both seats have the same information state");
  if (resample && !state.is_terminal()) {
    for (Player p = 0; p < game.num_players(); ++p) {
      auto sample = state.resample_from_infostate(p, rng);
      ++stats.resamples;
      if (sample->information_state_string(p) != state.information_state_string(p))
        fail("resampling for p" + std::to_string(p) + " changed what p" + std::to_string(p) + " knows");
      if (sample->current_player() != player) fail("resampling changed the player to move");
      if (sample->legal_actions() != legal && player == p) fail("resampling changed the mover's legal actions");
      if (game.state_from_actions(sample->history())->to_string() != sample->to_string())
        fail("a resampled state's history does not replay to it");
      if (sample->to_string() != description) ++stats.resamples_that_changed_hidden_cards;
    }
  }
  return ok;
}

}  // namespace

ConformanceStats run_conformance(const Game& game, int games, std::uint64_t seed, int resample_every,
                                 int replay_every) {
  ConformanceStats stats;
  for (int g = 0; g < games; ++g) {
    const std::uint64_t game_seed = seed + static_cast<std::uint64_t>(g);
    Rng chance = Rng::derive(game_seed, 0);
    Rng checker = Rng::derive(game_seed, 99);
    std::vector<RandomAgent> agents;
    for (Player p = 0; p < game.num_players(); ++p) agents.emplace_back(agent_seed(game_seed, p));
    auto state = game.new_initial_state();
    bool ok = true;
    while (ok) {
      const std::string where = "game seed " + std::to_string(game_seed) + ", move " + std::to_string(state->move_number());
      const bool resample = state->move_number() % resample_every == 0;
      const bool replay = state->move_number() % replay_every == 0;
      ok = check_state(game, *state, checker, resample, replay, stats, where);
      ++stats.states;
      if (!ok || state->is_terminal()) break;
      if (state->move_number() >= game.max_game_length()) {
        ADD_FAILURE() << where << ": the game did not end within max_game_length()";
        ok = false;
        break;
      }
      Action a;
      if (state->is_chance_node()) {
        a = sample_chance_outcome(*state, chance);
      } else {
        a = agents[static_cast<std::size_t>(state->current_player())].choose(*state);
      }
      state->apply_action(a);
    }
    if (!ok) return stats;
    ++stats.games;
    stats.longest_game = std::max(stats.longest_game, state->move_number());
    const auto r = state->returns();
    if (std::all_of(r.begin(), r.end(), [&](double v) { return v == r.front(); })) ++stats.draws_or_both_lose;

    // Through a replay file and back.
    const Replay replay = make_replay(*state, game_seed);
    const std::string text = format_replay(game, replay);
    const Replay read = parse_replay(text, "conformance.replay");
    auto again = replay_game(game, read);
    if (again->to_string() != state->to_string() || again->history() != state->history()) {
      ADD_FAILURE() << "game seed " << game_seed << ": the replay file does not reproduce the game";
      return stats;
    }
  }
  return stats;
}

}  // namespace dw::engine::testing
