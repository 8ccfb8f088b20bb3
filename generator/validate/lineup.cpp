// lineup: line-up parsing, the default line-ups and per-game seeds.
#include "validate/lineup.hpp"

#include <algorithm>
#include <charconv>
#include <stdexcept>

#include "engine/agents/agent.hpp"
#include "engine/rng.hpp"

namespace dw::validate {

namespace {
constexpr int kMaxGames = 10'000'000;
}

Lineup parse_lineup(const std::string& text, int players, int default_games) {
  Lineup lineup;
  std::string specs = text;
  lineup.games = default_games;
  if (const auto at = text.rfind('@'); at != std::string::npos) {
    specs = text.substr(0, at);
    const std::string count = text.substr(at + 1);
    int n = 0;
    const auto [ptr, ec] = std::from_chars(count.data(), count.data() + count.size(), n);
    if (count.empty() || ec != std::errc() || ptr != count.data() + count.size() || n < 1 || n > kMaxGames)
      throw std::invalid_argument("line-up '" + text + "': the number of games after @ must be a whole number from 1 to " +
                                  std::to_string(kMaxGames));
    lineup.games = n;
  }
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = specs.find(',', start);
    lineup.agents.push_back(specs.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
    if (comma == std::string::npos) break;
    start = comma + 1;
  }
  if (lineup.agents.size() == 1) lineup.agents.assign(static_cast<std::size_t>(players), lineup.agents.front());
  if (static_cast<int>(lineup.agents.size()) != players)
    throw std::invalid_argument("line-up '" + text + "' names " + std::to_string(lineup.agents.size()) +
                                " agents; the game has " + std::to_string(players) + " seats (give one agent, or one per seat)");
  for (const auto& spec : lineup.agents) engine::make_agent(spec, 0, 0);  // throws for a bad spec
  lineup.label = specs;
  return lineup;
}

std::vector<Lineup> default_lineups(int players) {
  const int search_games = std::max(1, kDefaultSearchSeats / std::max(1, players));
  return {parse_lineup("random@2000", players, 0), parse_lineup("greedy@400", players, 0),
          parse_lineup(std::string(kDefaultSearchAgent) + "@" + std::to_string(search_games), players, 0)};
}

std::uint64_t game_seed(std::uint64_t run_seed, int lineup, int index) {
  const std::uint64_t lineup_seed = engine::Rng::derive(run_seed, static_cast<std::uint64_t>(lineup) + 1000).next();
  return engine::Rng::derive(lineup_seed, static_cast<std::uint64_t>(index)).next();
}

bool is_searching_agent(const std::string& spec) { return spec.rfind("random", 0) != 0; }

}  // namespace dw::validate
