// The skill ladder: for every ruleset (two players, its bundled card set), the searching player
// of the validator's default line-ups against the greedy one and against random play, seats
// alternated game by game, each game on its own seed. Prints one Markdown row per pair (the table
// in generator/engine/README.md comes from this test): wins, draws and losses, the score with
// draws counted as half a win, and the share of the decided games the search player won, each
// with its 95 % Wilson interval. It asserts that the search player is really the stronger: the
// lower end of the interval on its share of the decided games must be above 50 % against greedy
// and above 80 % against random. A search player no better than greedy wins about half the
// decided games against it, so the first bound then fails. (Decided games, because Duel Cards
// between competent players is mostly drawn: there the score stays near 50 % whoever is better.)
//
// The figures in the README were produced with more games than the suite plays:
//   DW_LADDER_GAMES=100 engine_tests --gtest_filter='*SkillLadder*'
// (DW_LADDER_GAMES games per pair; the default keeps the suite short). DW_LADDER_SEARCH=SPEC
// measures another search player (an agent spec, e.g. ismcts:3000) for tuning.
#include <gtest/gtest.h>

#include <cstdio>
#include <cstdlib>
#include <ostream>
#include <string>

#include "engine/match.hpp"
#include "engine_test_support.hpp"

namespace dw::engine {
namespace {

// The search player of the validator's default line-ups (kDefaultSearchAgent in
// generator/validate/lineup.hpp; the engine tests do not link the validator).
constexpr const char* kSearch = "ismcts:1000:rollout=40";

std::string search_spec() {
  const char* text = std::getenv("DW_LADDER_SEARCH");
  return text && *text ? text : kSearch;
}

// Games per pair: DW_LADDER_GAMES, else the ruleset's own count, enough for the bounds to hold
// with this player (Duel Cards needs many games for a few decided ones; Clashing Blades! loses
// about one game in fifty to random play, so thirty games could not show 80 %).
int games_per_pair(int suite_games) {
  if (const char* text = std::getenv("DW_LADDER_GAMES")) {
    const int n = std::atoi(text);
    if (n > 0) return n;
  }
  return suite_games;
}

struct Ruleset {
  const char* name;
  int suite_games;
};
void PrintTo(const Ruleset& r, std::ostream* os) { *os << r.name; }

struct Rung {
  int games = 0, wins = 0, draws = 0, losses = 0;
  double score() const { return (wins + 0.5 * draws) / games; }
  Interval score_interval() const { return wilson_interval_for_score(wins + 0.5 * draws, games); }
  int decided() const { return wins + losses; }
  double decided_share() const { return decided() ? static_cast<double>(wins) / decided() : 0; }
  Interval decided_interval() const { return wilson_interval(wins, decided()); }
};

Rung play(const Game& game, const char* opponent, std::uint64_t seed, int games) {
  const MatchResult r = play_match(game, {search_spec(), opponent}, games, seed);
  const AgentTally& t = r.tally.front();
  return {r.games, t.wins, t.draws, t.losses};
}

std::string row(const std::string& ruleset, const char* opponent, const Rung& r) {
  char line[320];
  const Interval score = r.score_interval(), decided = r.decided_interval();
  std::snprintf(line, sizeof line, "| %s | %s | %s | %d | %d / %d / %d | %.1f %% [%.1f, %.1f] | %.1f %% [%.1f, %.1f] |",
                ruleset.c_str(), search_spec().c_str(), opponent, r.games, r.wins, r.draws, r.losses, 100 * r.score(),
                100 * score.low, 100 * score.high, 100 * r.decided_share(), 100 * decided.low, 100 * decided.high);
  return line;
}

class SkillLadder : public ::testing::TestWithParam<Ruleset> {};

TEST_P(SkillLadder, SearchBeatsGreedyAndRandom) {
  const std::string ruleset = GetParam().name;
  const auto game = testing::bundled_game(ruleset, "players=2");
  const int games = games_per_pair(GetParam().suite_games);
  const Rung vs_greedy = play(*game, "greedy", 7001, games);
  const Rung vs_random = play(*game, "random", 9001, games);
  std::printf("%s\n%s\n", row(ruleset, "greedy", vs_greedy).c_str(), row(ruleset, "random", vs_random).c_str());
  EXPECT_GT(vs_greedy.decided_interval().low, 0.5) << ruleset << ": the search player is not clearly stronger than greedy";
  EXPECT_GT(vs_random.decided_interval().low, 0.8) << ruleset << ": the search player is not clearly stronger than random play";
}

INSTANTIATE_TEST_SUITE_P(EveryRuleset, SkillLadder,
                         ::testing::Values(Ruleset{"clashing-blades", 60}, Ruleset{"clash-of-steel", 30},
                                           Ruleset{"clubs", 60}, Ruleset{"duel-cards", 120}, Ruleset{"en-garde", 30}),
                         [](const ::testing::TestParamInfo<Ruleset>& param) {
                           std::string name = param.param.name;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace dw::engine
