// Game-level design metrics: the leader by the ruleset's heuristic after every decision of a real
// game (lead changes, when the winner was clear), their sums in the tally and shard file, and
// the report's figures with intervals: first-player win rate, decisiveness, lead changes, length
// quartiles and skill depth.
#include <gtest/gtest.h>

#include "engine_test_support.hpp"
#include "validate/analysis.hpp"
#include "validate/lineup.hpp"
#include "validate/report.hpp"

namespace dw::validate {
namespace {

using engine::testing::bundled_game;
using engine::testing::load_bundled;

TEST(DesignMetrics, TheRunnerFollowsTheLeadByTheHeuristic) {
  const CardSet set = load_bundled("clubs");
  const auto game = bundled_game("clubs");
  const CardIndex cards(set);
  int decided = 0, with_changes = 0, settled_early = 0;
  for (int g = 0; g < 20; ++g) {
    const GameRecord r = run_game(*game, cards, {"greedy", "random"}, g, game_seed(1, 0, g));
    ASSERT_TRUE(r.crash.empty()) << r.crash;
    EXPECT_GE(r.settled_at, 0);
    EXPECT_LE(r.settled_at, r.decisions);
    if (r.winner < 0) continue;
    ++decided;
    with_changes += r.lead_changes > 0;
    settled_early += r.settled_at < r.decisions;
  }
  ASSERT_GT(decided, 10);
  // The CLUBS heuristic moves with the score: leads change in some games, and in most the
  // winner led before the last decision.
  EXPECT_GT(with_changes, 0);
  EXPECT_GT(settled_early, decided / 2);
  // Restricted play does not follow the lead.
  const GameRecord restricted = run_game(*game, cards, {"greedy", "random"}, 0, game_seed(1, 0, 0), Restriction{0, cards.id(0)});
  EXPECT_EQ(restricted.lead_changes, 0);
}

TEST(DesignMetrics, MeansOfAHistogramCarryTheirInterval) {
  const MeanWithInterval m = mean_of({{0, 50}, {2, 50}});
  EXPECT_DOUBLE_EQ(m.mean, 1.0);
  EXPECT_EQ(m.of, 100);
  // sd = sqrt(100/99), half width 1.96 * sd / 10.
  EXPECT_NEAR(m.interval.high - m.mean, 1.96 * std::sqrt(100.0 / 99.0) / 10, 1e-12);
  EXPECT_NEAR(mean_of({{100, 3}, {50, 1}}, 0.01).mean, 0.875, 1e-12);
}

TEST(DesignMetrics, TheReportGivesThemWithIntervals) {
  const CardSet set = load_bundled("duel-cards");
  const auto game = bundled_game("duel-cards");
  const CardIndex cards(set);
  const Lineup lineup = parse_lineup(std::string(kDefaultSearchAgent) + ",random@40", 2, 0);
  LineupTally t = empty_tally(lineup, 2, cards.size());
  for (int g = 0; g < 40; ++g) {
    GameRecord r;
    r.index = g;
    r.seed = static_cast<std::uint64_t>(g) + 1;
    r.seat_agents = {g % 2 ? "random" : kDefaultSearchAgent, g % 2 ? kDefaultSearchAgent : "random"};
    r.winner = g < 4 ? -1 : g % 2;  // the search player wins every decided game
    r.returns = {r.winner == 0 ? 1.0 : -1.0, r.winner == 1 ? 1.0 : -1.0};
    r.decisions = r.actions = 10 + g;  // lengths 10 to 49
    r.lead_changes = g % 3;
    r.settled_at = g < 20 ? 0 : r.decisions;  // clear from the start, or only at the end
    const std::size_t n = static_cast<std::size_t>(2 * cards.size());
    r.seen.assign(n, 0);
    r.playable.assign(n, 0);
    r.chosen.assign(n, 0);
    add_game(t, r);
  }
  Report report;
  AnalysisSettings settings;
  settings.confirm_cards = 0;
  AnalysisContext ctx{set, *game, cards, 1, 1, {}, {}, {}};
  analyse(report, {t}, ctx, settings);
  const LineupStats& s = report.lineups.front();
  EXPECT_EQ(s.length.p25, 19);
  EXPECT_EQ(s.length.p75, 39);
  EXPECT_EQ(s.design.decisiveness.of, 36);
  EXPECT_NEAR(s.design.decisiveness.mean, 16.0 / 36, 1e-9);  // games 4 to 19 of the 36 decided
  EXPECT_LT(s.design.decisiveness.interval.low, s.design.decisiveness.mean);
  EXPECT_NEAR(s.design.lead_changes.mean, (14 * 0 + 13 * 1 + 13 * 2) / 40.0, 1e-9);  // g % 3 over 0..39
  EXPECT_EQ(s.design.first_player.of, 36);
  ASSERT_EQ(report.skill_depth.size(), 1u);
  EXPECT_EQ(report.skill_depth.front().search_agent, kDefaultSearchAgent);
  EXPECT_EQ(report.skill_depth.front().search_wins.count, 36);
  EXPECT_EQ(report.skill_depth.front().search_wins.of, 40);

  const Json j = to_json(report);
  const Json& design = j.at("lineups").at(0).at("design");
  EXPECT_EQ(design.at("decisiveness").at("of"), 36);
  EXPECT_TRUE(design.at("lead_changes").contains("low"));
  EXPECT_EQ(j.at("lineups").at(0).at("length").at("p25"), 19);
  EXPECT_EQ(j.at("skill_depth").at(0).at("search_wins").at("count"), 36);
}

}  // namespace
}  // namespace dw::validate
