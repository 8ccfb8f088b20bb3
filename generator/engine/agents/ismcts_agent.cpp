// ismcts_agent: the search loop of single-observer ISMCTS (see the header).
#include "engine/agents/ismcts_agent.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace dw::engine {

IsmctsAgent::IsmctsAgent(std::uint64_t seed, IsmctsOptions options) : seed_(seed), options_(options), rng_(seed) {
  if (options_.simulations < 1) throw std::invalid_argument("ismcts: simulations must be at least 1");
  if (!(options_.exploration >= 0)) throw std::invalid_argument("ismcts: exploration must be 0 or more");
  if (options_.rollout_limit < 0 && options_.rollout_limit != kRolloutLimitByTable)
    throw std::invalid_argument("ismcts: rollout limit must be 0 or more");
}

int IsmctsAgent::rollout_limit_for(const Game& game) const {
  if (options_.rollout_limit != kRolloutLimitByTable) return options_.rollout_limit;
  const int by_table = game.num_players() > 2 ? kMultiPlayerRolloutLimit : 0;
  const int preferred = game.preferred_rollout_limit();
  if (preferred <= 0) return by_table;
  return by_table == 0 ? preferred : std::min(by_table, preferred);
}

std::string IsmctsAgent::name() const { return "ismcts:" + std::to_string(options_.simulations); }

std::int32_t IsmctsAgent::add_child(std::int32_t parent, Player mover, Action action) {
  const auto index = static_cast<std::int32_t>(nodes_.size());
  Node child;
  child.mover = mover;
  child.action = action;
  child.next_sibling = nodes_[static_cast<std::size_t>(parent)].first_child;
  nodes_.push_back(child);
  nodes_[static_cast<std::size_t>(parent)].first_child = index;
  return index;
}

std::uint32_t IsmctsAgent::next_marks() {
  if (mark_epoch_ >= 0xFFFFFFF0u) {  // the marks would wrap: start them again from zero
    std::fill(mark_.begin(), mark_.end(), 0u);
    mark_epoch_ = 0;
  }
  mark_epoch_ += 2;
  return mark_epoch_;
}

std::uint32_t& IsmctsAgent::mark_of(Action action) {
  const auto i = static_cast<std::size_t>(action);
  if (i >= mark_.size()) mark_.resize(i + 1, 0u);
  return mark_[i];
}

void IsmctsAgent::rollout(State& world, std::vector<double>& returns, std::uint64_t scored) {
  int decisions = 0;
  for (;;) {
    const Player to_move = world.current_player();
    if (to_move == kTerminalPlayer) break;
    if (to_move == kChancePlayer) {
      world.apply_action(sample_chance_outcome(world, rng_, outcomes_));
      continue;
    }
    if (rollout_limit_ > 0 && decisions == rollout_limit_) {
      // Only the seats whose edges the back-up reads are scored (a script's heuristic is a call
      // into Lua per seat); the others' entries are never read.
      for (Player p = 0; p < static_cast<Player>(returns.size()); ++p)
        returns[static_cast<std::size_t>(p)] = p >= 64 || ((scored >> p) & 1U) ? world.evaluate(p) : 0.0;
      return;
    }
    world.apply_action(world.sample_legal_action(rng_, legal_));
    ++decisions;
  }
  returns = world.returns();
}

Action IsmctsAgent::choose(const State& state) {
  const Player seat = state.current_player();
  if (seat < 0) throw std::logic_error("ismcts: it is not a player's turn");
  const auto root_legal = state.legal_actions();
  if (root_legal.empty()) throw std::logic_error("ismcts: no legal action");
  last_root_.clear();
  if (root_legal.size() == 1) return root_legal.front();

  nodes_.clear();
  nodes_.push_back(Node{});
  if (mark_.size() < static_cast<std::size_t>(state.game().num_distinct_actions()))
    mark_.resize(static_cast<std::size_t>(state.game().num_distinct_actions()), 0u);
  rollout_limit_ = rollout_limit_for(state.game());
  for (auto n = log_of_.size(); n <= static_cast<std::size_t>(options_.simulations); ++n)
    log_of_.push_back(std::log(static_cast<double>(n)));
  const double c = options_.exploration;
  std::vector<double> returns(static_cast<std::size_t>(state.game().num_players()), 0.0);
  for (int sim = 0; sim < options_.simulations; ++sim) {
    auto world = state.resample_from_infostate(seat, rng_);
    path_.clear();
    std::int32_t node = 0;
    bool expanded = false;
    while (!expanded) {
      const Player mover = world->current_player();  // asked once a step
      if (mover == kTerminalPlayer) break;
      if (mover == kChancePlayer) {
        world->apply_action(sample_chance_outcome(*world, rng_, outcomes_));
        continue;
      }
      world->legal_actions_into(legal_);
      // Availability: every child legal in this world was available now; note the untried actions.
      // One pass over the legal actions marks them (mark_ == legal), one over the children finds
      // those of this mover that are legal (marked found), then the legal actions still only
      // marked legal are the untried ones, in the order of legal_.
      const std::uint32_t legal_mark = next_marks();
      const std::uint32_t found_mark = legal_mark + 1;
      for (Action a : legal_) mark_of(a) = legal_mark;
      std::size_t found = 0;
      for (std::int32_t ch = nodes_[static_cast<std::size_t>(node)].first_child; ch >= 0;
           ch = nodes_[static_cast<std::size_t>(ch)].next_sibling) {
        Node& n = nodes_[static_cast<std::size_t>(ch)];
        if (n.mover != mover || mark_[static_cast<std::size_t>(n.action)] != legal_mark) continue;
        mark_[static_cast<std::size_t>(n.action)] = found_mark;
        ++n.availability;
        ++found;
      }
      std::int32_t next = -1;
      if (found < legal_.size()) {
        untried_.clear();
        for (Action a : legal_)
          if (mark_[static_cast<std::size_t>(a)] == legal_mark) untried_.push_back(a);
        const Action a = untried_[rng_.below(untried_.size())];
        next = add_child(node, mover, a);
        nodes_[static_cast<std::size_t>(next)].availability = 1;
        expanded = true;
      } else {
        double best = -1e300;
        for (std::int32_t ch = nodes_[static_cast<std::size_t>(node)].first_child; ch >= 0;
             ch = nodes_[static_cast<std::size_t>(ch)].next_sibling) {
          const Node& n = nodes_[static_cast<std::size_t>(ch)];
          if (n.mover != mover || mark_[static_cast<std::size_t>(n.action)] != found_mark) continue;
          const double ucb = n.total / n.visits + c * std::sqrt(log_of_[static_cast<std::size_t>(n.availability)] / n.visits);
          if (ucb > best) {
            best = ucb;
            next = ch;
          }
        }
      }
      world->apply_action(nodes_[static_cast<std::size_t>(next)].action);
      path_.push_back(next);
      node = next;
    }
    std::uint64_t scored = 0;  // the seats that chose an edge of the path
    for (std::int32_t n : path_) {
      const Player mover = nodes_[static_cast<std::size_t>(n)].mover;
      scored |= mover < 64 ? std::uint64_t{1} << mover : 0;
    }
    rollout(*world, returns, scored);
    for (std::int32_t n : path_) {
      Node& edge = nodes_[static_cast<std::size_t>(n)];
      ++edge.visits;
      edge.total += returns[static_cast<std::size_t>(edge.mover)];
    }
  }

  // The most visited root action (the root's children all belong to `seat`).
  Action best_action = root_legal.front();
  int best_visits = -1;
  double best_mean = -1e300;
  int ties = 0;
  for (std::int32_t ch = nodes_[0].first_child; ch >= 0; ch = nodes_[static_cast<std::size_t>(ch)].next_sibling) {
    const Node& n = nodes_[static_cast<std::size_t>(ch)];
    const double mean = n.visits ? n.total / n.visits : 0;
    last_root_.push_back({n.action, n.visits, mean});
  }
  std::sort(last_root_.begin(), last_root_.end(), [](const RootEdge& a, const RootEdge& b) { return a.action < b.action; });
  for (const RootEdge& e : last_root_) {
    if (e.visits > best_visits || (e.visits == best_visits && e.mean > best_mean + 1e-12)) {
      best_action = e.action;
      best_visits = e.visits;
      best_mean = e.mean;
      ties = 1;
    } else if (e.visits == best_visits && std::abs(e.mean - best_mean) <= 1e-12 && rng_.below(static_cast<std::uint64_t>(++ties)) == 0) {
      best_action = e.action;  // reservoir choice among exact ties
    }
  }
  return best_action;
}

}  // namespace dw::engine
