// match: rotated-seat matches and the Wilson interval (see the header).
#include "engine/match.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <stdexcept>

#include "engine/agents/agent.hpp"

namespace dw::engine {

MatchResult play_match(const Game& game, const std::vector<std::string>& agent_specs, int games, std::uint64_t seed,
                       const std::function<void(int, const std::vector<Player>&, const PlayedGame&)>& on_game) {
  const int n = game.num_players();
  if (static_cast<int>(agent_specs.size()) != n)
    throw std::invalid_argument("a match needs one agent per seat (" + std::to_string(n) + ")");
  if (games < 1) throw std::invalid_argument("a match needs at least one game");
  MatchResult result;
  for (const auto& spec : agent_specs) result.tally.push_back({spec, 0, 0, 0});
  std::vector<Player> seat_of(static_cast<std::size_t>(n));
  for (int g = 0; g < games; ++g) {
    const std::uint64_t game_seed = seed + static_cast<std::uint64_t>(g);
    std::vector<std::unique_ptr<Agent>> agents(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) {
      const Player seat = (k + g) % n;
      seat_of[static_cast<std::size_t>(k)] = seat;
      agents[static_cast<std::size_t>(seat)] = make_agent(agent_specs[static_cast<std::size_t>(k)], seat, agent_seed(game_seed, seat));
    }
    std::vector<Agent*> seats;
    for (auto& a : agents) seats.push_back(a.get());
    const PlayedGame played = play_game(game, seats, game_seed);
    const double best = *std::max_element(played.returns.begin(), played.returns.end());
    const auto at_best = std::count(played.returns.begin(), played.returns.end(), best);
    for (int k = 0; k < n; ++k) {
      const double mine = played.returns[static_cast<std::size_t>(seat_of[static_cast<std::size_t>(k)])];
      AgentTally& t = result.tally[static_cast<std::size_t>(k)];
      if (mine < best) ++t.losses;
      else if (at_best == 1) ++t.wins;
      else ++t.draws;
    }
    ++result.games;
    if (on_game) on_game(g, seat_of, played);
  }
  return result;
}

Interval wilson_interval(int successes, int n, double z) { return wilson_interval_for_score(successes, n, z); }

Interval wilson_interval_for_score(double score, int n, double z) {
  if (n <= 0) return {0, 1};
  const double p = score / n;
  const double z2n = z * z / n;
  const double centre = (p + z2n / 2) / (1 + z2n);
  const double half = z * std::sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / (1 + z2n);
  return {std::max(0.0, centre - half), std::min(1.0, centre + half)};
}

}  // namespace dw::engine
