// game_runner: the validation game loop with per-card bookkeeping and invariant checks.
#include "validate/game_runner.hpp"

#include <algorithm>
#include <memory>
#include <optional>
#include <stdexcept>

#include "engine/agents/agent.hpp"
#include "engine/play.hpp"
#include "engine/state.hpp"
#include "validate/restricted_state.hpp"

namespace dw::validate {

CardIndex::CardIndex(const CardSet& set) {
  for (const Card& c : set.cards) ids_.push_back(c.id);
  for (std::size_t i = 0; i < ids_.size(); ++i) by_id_.emplace(ids_[i], static_cast<int>(i));
}

int CardIndex::find(std::string_view id) const {
  const auto it = by_id_.find(id);
  return it == by_id_.end() ? -1 : it->second;
}

namespace {

[[noreturn]] void broken(const engine::State& state, const std::string& what) {
  throw std::logic_error("invariant broken at move " + std::to_string(state.move_number()) + ": " + what);
}

void check_state(const engine::State& state, const engine::Game& game) {
  int total = 0;
  for (const auto& z : state.zone_counts()) {
    if (z.cards < 0) broken(state, "zone '" + z.zone + "' holds " + std::to_string(z.cards) + " cards");
    total += z.cards;
  }
  if (total != game.total_cards())
    broken(state, "the zones hold " + std::to_string(total) + " cards, the game has " + std::to_string(game.total_cards()));
  for (const auto& v : state.tracked_values())
    if (v.value < v.min || v.value > v.max)
      broken(state, v.name + " is " + std::to_string(v.value) + ", outside " + std::to_string(v.min) + ".." +
                        std::to_string(v.max));
}

void check_legal(const engine::State& state, const std::vector<engine::Action>& legal) {
  if (legal.empty()) broken(state, "player " + std::to_string(state.current_player()) + " has no legal action");
  if (!std::is_sorted(legal.begin(), legal.end()) || std::adjacent_find(legal.begin(), legal.end()) != legal.end())
    broken(state, "the legal actions are not sorted and unique");
}

}  // namespace

GameRecord run_game(const engine::Game& game, const CardIndex& cards, const std::vector<std::string>& seat_agents,
                    int index, std::uint64_t seed, const std::optional<Restriction>& restriction, bool check_invariants) {
  const int n = game.num_players();
  const int nc = cards.size();
  GameRecord r;
  r.index = index;
  r.seed = seed;
  r.seat_agents = seat_agents;
  r.seen.assign(static_cast<std::size_t>(n * nc), 0);
  r.playable.assign(static_cast<std::size_t>(n * nc), 0);
  r.chosen.assign(static_cast<std::size_t>(n * nc), 0);
  const auto at = [&](engine::Player p, int c) { return static_cast<std::size_t>(p * nc + c); };

  std::unique_ptr<engine::State> state;
  std::optional<engine::Action> attempted;  // the action being applied, kept when applying it fails
  try {
    std::vector<std::unique_ptr<engine::Agent>> agents;
    for (int s = 0; s < n; ++s)
      agents.push_back(engine::make_agent(seat_agents[static_cast<std::size_t>(s)], s, engine::agent_seed(seed, s)));
    engine::Rng chance = engine::Rng::derive(seed, 0);
    state = game.new_initial_state();
    if (restriction) state = std::make_unique<RestrictedState>(std::move(state), restriction->seat, restriction->card);
    std::vector<engine::Action> legal;
    std::vector<std::pair<engine::Action, double>> outcomes;
    std::vector<engine::CardEvent> events;
    std::vector<int> stamp(static_cast<std::size_t>(nc), -1);  // the decision a card was last counted playable at
    const bool follow_lead = !restriction;
    int leader = -1, led_since = 0;  // led_since: decisions played when the leader took the lead
    if (check_invariants) check_state(*state, game);
    while (!state->is_terminal()) {
      if (state->move_number() > game.max_game_length())
        throw std::logic_error("the game went past its declared maximum length of " + std::to_string(game.max_game_length()) +
                               " actions");
      engine::Action a;
      if (state->is_chance_node()) {
        a = state->sample_chance(chance, outcomes);
      } else {
        const engine::Player p = state->current_player();
        state->legal_actions_into(legal);
        if (check_invariants) check_legal(*state, legal);
        ++r.decisions;
        if (legal.size() > 1) ++r.multi_option;
        for (engine::Action option : legal) {
          events.clear();
          state->card_events(option, events);
          for (const auto& e : events) {
            const int c = cards.find(e.card);
            if (e.kind != engine::CardEvent::Kind::played || e.player != p || c < 0) continue;
            if (stamp[static_cast<std::size_t>(c)] == r.decisions) continue;
            stamp[static_cast<std::size_t>(c)] = r.decisions;
            ++r.playable[at(p, c)];
          }
        }
        a = agents[static_cast<std::size_t>(p)]->choose(*state);
        if (!std::binary_search(legal.begin(), legal.end(), a))
          throw std::logic_error("agent '" + seat_agents[static_cast<std::size_t>(p)] + "' in seat " + std::to_string(p) +
                                 " chose action " + std::to_string(a) + ", which is not legal");
      }
      events.clear();
      state->card_events(a, events);
      for (const auto& e : events) {
        const int c = cards.find(e.card);
        if (c < 0 || e.player < 0 || e.player >= n) continue;
        if (e.kind == engine::CardEvent::Kind::drawn) r.seen[at(e.player, c)] = 1;
        if (e.kind == engine::CardEvent::Kind::played && !state->is_chance_node()) ++r.chosen[at(e.player, c)];
      }
      const bool decision = !state->is_chance_node();
      attempted = a;
      state->apply_action(a);
      attempted.reset();
      ++r.actions;
      if (check_invariants) check_state(*state, game);
      if (follow_lead && decision && !state->is_terminal()) {
        int best = -1;
        double best_value = 0;
        bool tie = false;
        for (int s = 0; s < n; ++s) {
          const double v = state->evaluate(s);
          if (best < 0 || v > best_value) {
            best = s;
            best_value = v;
            tie = false;
          } else if (v == best_value) {
            tie = true;
          }
        }
        if (!tie && best != leader) {
          if (leader >= 0) ++r.lead_changes;
          leader = best;
          led_since = r.decisions;
        }
      }
    }
    r.returns = state->returns();
    if (static_cast<int>(r.returns.size()) != n) throw std::logic_error("returns() gave the wrong number of values");
    for (double v : r.returns)
      if (v < game.min_return() || v > game.max_return())
        throw std::logic_error("a return of " + std::to_string(v) + " lies outside the game's bounds");
    const double best = *std::max_element(r.returns.begin(), r.returns.end());
    if (std::count(r.returns.begin(), r.returns.end(), best) == 1)
      r.winner = static_cast<int>(std::find(r.returns.begin(), r.returns.end(), best) - r.returns.begin());
    r.settled_at = r.winner >= 0 && r.winner == leader ? led_since : r.decisions;
    r.timeout = state->stopped_by_limit();
    if (r.timeout) r.history = state->history();
  } catch (const std::exception& e) {
    // Bad input (a rules script's error) in one line: where, what, the hint; kBadInput marks it.
    const auto* bad = dynamic_cast<const InputError*>(&e);
    if (bad && !bad->diagnostics().items().empty()) {
      const Diagnostic& d = bad->diagnostics().items().front();
      r.crash = std::string(kBadInput) + d.where.file + (d.where.line > 0 ? ":" + std::to_string(d.where.line) : "") + ": " +
                d.message + (d.hint.empty() ? "" : " (" + d.hint + ")");
    } else {
      r.crash = e.what();
    }
    r.returns.clear();
    r.winner = -1;
    if (state) r.history = state->history();
    // The failing action too, so that the game's replay file ends on the error.
    if (attempted) r.history.push_back(*attempted);
  }
  return r;
}

}  // namespace dw::validate
