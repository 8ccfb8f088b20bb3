// ismcts_agent: single-observer information-set Monte Carlo tree search (SO-ISMCTS, Cowling,
// Powley and Whitehouse 2012). It searches a tree of the searching seat's information sets: every
// iteration draws a fresh determinization from that seat's information state
// (State::resample_from_infostate) and descends the tree along the actions legal in that world,
// so it never looks at the hidden cards of the real state.
//
// One iteration:
//   1. determinize: world = state.resample_from_infostate(seat, rng);
//   2. select: at each decision node, every existing child whose action is legal in `world` has
//      its availability count raised; if some legal action has no child yet, one of them (chosen
//      at random) is added and the descent stops; otherwise the child with the highest
//      UCB = mean + c * sqrt(ln(availability) / visits) for the player who moves there is taken;
//   3. chance: chance nodes are not branched on; an outcome is sampled from the world's
//      probabilities and the descent carries on from the same tree node (so the tree is keyed by
//      the players' actions only, each edge by (mover, action));
//   4. roll out: random actions until the end, or until `rollout_limit` player actions have been
//      taken, after which every seat the back-up reads (each seat that chose an edge of the
//      path) is scored with the ruleset's heuristic State::evaluate. By
//      default (kRolloutLimitByTable) rollouts go to the end at two players and stop after
//      kMultiPlayerRolloutLimit (40) player actions at three or more, or sooner where the game
//      prefers it (Game::preferred_rollout_limit: a rules script's search_rollout);
//   5. back up: each edge on the path adds the return of the player who chose it.
// The final choice is the root action with the most visits (ties: higher mean, then the Rng).
//
// Known limits of the single-observer form: the opponents' nodes sit below the searcher's own
// hidden choices, so inside the tree the opponents act as if they saw them (the paper's
// "strategy fusion" caveat); MO-ISMCTS would separate them.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "engine/agents/agent.hpp"

namespace dw::engine {

// rollout_limit's default: decided by the table. At two players rollouts go to the end (short
// games, every built-in ruleset under 5 ms a decision); at three or more a rollout to the
// end plays every seat's turns, so its cost grows with the table (En Garde! 140, 290 and 450
// random actions a game at 2, 4 and 6 players), and it stops after kMultiPlayerRolloutLimit
// player actions and is scored by the heuristic. Stopping rollouts early and scoring them with an
// evaluation function is early playout termination (as in Lorentz's 2008 Amazons program); the
// limit is the one of the validator's search player (ismcts:1000:rollout=40). A game whose steps
// are dear may prefer a lower limit at every table (Game::preferred_rollout_limit; a rules script
// declares one with search_rollout, each step of its rollouts being two calls into Lua). Figures
// and the strength against greedy before and after: generator/engine/README.md, "ISMCTS at 1,000
// simulations" and "Scripted rulesets at 1,000 simulations".
inline constexpr int kRolloutLimitByTable = -1;
inline constexpr int kMultiPlayerRolloutLimit = 40;

struct IsmctsOptions {
  int simulations = 1000;    // iterations per decision (1..1000000)
  double exploration = 1.4;  // UCB constant c (returns are in the game's [min, max] range)
  // Player actions per rollout before evaluate() scores it; 0 = to the end; kRolloutLimitByTable
  // = 0 at two players, kMultiPlayerRolloutLimit at more, either lowered to the game's
  // preferred_rollout_limit when it has one.
  int rollout_limit = kRolloutLimitByTable;
};

class IsmctsAgent : public Agent {
 public:
  IsmctsAgent(std::uint64_t seed, IsmctsOptions options = {});
  Action choose(const State& state) override;
  void restart() override { rng_ = Rng(seed_); }
  std::string name() const override;

  // Root statistics of the last search, for tests and reports: (action, visits, mean return).
  struct RootEdge {
    Action action = 0;
    int visits = 0;
    double mean = 0;
  };
  const std::vector<RootEdge>& last_root() const { return last_root_; }

 private:
  struct Node {
    Player mover = kChancePlayer;  // who chose the edge into this node
    Action action = 0;
    std::int32_t first_child = -1;
    std::int32_t next_sibling = -1;
    int visits = 0;
    int availability = 0;
    double total = 0;  // sum of the mover's returns
  };

  std::int32_t add_child(std::int32_t parent, Player mover, Action action);
  // Plays `world` out; a rollout stopped at the limit scores with evaluate only the seats in
  // `scored` (bit p: seat p chose an edge of the path, so the back-up reads its return).
  void rollout(State& world, std::vector<double>& returns, std::uint64_t scored);
  // The rollout limit for `game` (options_.rollout_limit, or the table's, lowered to the game's
  // preferred_rollout_limit when it has one).
  int rollout_limit_for(const Game& game) const;
  // Two fresh mark values (legal, legal + 1 = found) for one node's child lookup.
  std::uint32_t next_marks();
  std::uint32_t& mark_of(Action action);  // grows mark_ for an action beyond it

  std::uint64_t seed_;
  IsmctsOptions options_;
  Rng rng_;
  int rollout_limit_ = 0;  // of the decision being searched (rollout_limit_for)
  std::vector<Node> nodes_;
  std::vector<std::int32_t> path_;
  std::vector<Action> legal_;
  std::vector<Action> untried_;
  std::vector<std::pair<Action, double>> outcomes_;
  std::vector<RootEdge> last_root_;
  // Per action, the mark of the node visit that last saw it legal (or found its child): the
  // child lookup is one pass over the legal actions and one over the children.
  std::vector<std::uint32_t> mark_;
  std::uint32_t mark_epoch_ = 0;
  // log_of_[n] = std::log(n) for every availability a search can reach (at most one a
  // simulation): the UCB takes it from here, the same value, without a call per child.
  std::vector<double> log_of_;
};

}  // namespace dw::engine
