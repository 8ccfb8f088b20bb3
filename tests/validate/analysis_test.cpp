// The analysis on tallies made by hand: whole-game findings (games without a sole winner,
// decisions without a choice, seat balance) appear exactly when their figures cross the settings'
// levels, judged on the Wilson bounds, and name the line-up.
#include "validate/analysis.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine_test_support.hpp"
#include "validate/lineup.hpp"

namespace dw::validate {
namespace {

using engine::testing::bundled_game;
using engine::testing::load_bundled;

// A game of the line-up: `winner` (-1: a draw), `decisions` of which `choices` had a choice.
GameRecord record(int index, int winner, int decisions, int choices, int players, int cards) {
  GameRecord r;
  r.index = index;
  r.seed = static_cast<std::uint64_t>(index) + 1;
  r.seat_agents.assign(static_cast<std::size_t>(players), "greedy");
  r.winner = winner;
  r.returns.assign(static_cast<std::size_t>(players), 0.0);
  r.decisions = decisions;
  r.actions = decisions;
  r.multi_option = choices;
  const std::size_t n = static_cast<std::size_t>(players * cards);
  r.seen.assign(n, 0);
  r.playable.assign(n, 0);
  r.chosen.assign(n, 0);
  return r;
}

class WholeGameFindings : public ::testing::Test {
 protected:
  WholeGameFindings() : set(load_bundled("duel-cards")), game(bundled_game("duel-cards")), cards(set) {}

  // `games` games: the first `draws` drawn, the rest won by seats in turn.
  std::vector<Finding> analyse_games(int games, int draws, int choices_of_ten) {
    const Lineup lineup = parse_lineup("greedy@" + std::to_string(games), 2, 0);
    LineupTally t = empty_tally(lineup, 2, cards.size());
    for (int g = 0; g < games; ++g) add_game(t, record(g, g < draws ? -1 : g % 2, 10, choices_of_ten, 2, cards.size()));
    Report report;
    AnalysisSettings settings;
    settings.confirm_cards = 0;
    AnalysisContext ctx{set, *game, cards, 1, 1, {}, {}, {}};
    analyse(report, {t}, ctx, settings);
    return report.findings;
  }
  static bool has(const std::vector<Finding>& fs, const char* category) {
    return std::any_of(fs.begin(), fs.end(), [&](const Finding& f) { return f.category == category; });
  }

  CardSet set;
  std::shared_ptr<const engine::Game> game;
  CardIndex cards;
};

TEST_F(WholeGameFindings, MostlyDrawnGamesAreAWarning) {
  const auto all = analyse_games(200, 200, 10);
  ASSERT_TRUE(has(all, category::drawish));
  const auto& f = *std::find_if(all.begin(), all.end(), [](const Finding& x) { return x.category == category::drawish; });
  EXPECT_EQ(f.severity, Severity::warning);
  EXPECT_EQ(f.lineup, "greedy");
  EXPECT_THAT(f.message, ::testing::HasSubstr("200 of 200 finished games")) << f.message;
  // 60% drawn of 200: the Wilson lower bound (53.1%) is above 50%.
  EXPECT_TRUE(has(analyse_games(200, 120, 10), category::drawish));
  // 55% of 200: the lower bound (48.1%) is not; nor are a few draws.
  EXPECT_FALSE(has(analyse_games(200, 110, 10), category::drawish));
  EXPECT_FALSE(has(analyse_games(200, 20, 10), category::drawish));
  // Too few games to say.
  EXPECT_FALSE(has(analyse_games(20, 20, 10), category::drawish));
}

TEST_F(WholeGameFindings, DecisionsWithoutAChoiceAreAWarning) {
  const auto forced = analyse_games(100, 0, 3);
  ASSERT_TRUE(has(forced, category::no_choice));
  const auto& f = *std::find_if(forced.begin(), forced.end(), [](const Finding& x) { return x.category == category::no_choice; });
  EXPECT_THAT(f.message, ::testing::HasSubstr("only 30.0% of the decisions")) << f.message;
  EXPECT_FALSE(has(analyse_games(100, 0, 5), category::no_choice));
  EXPECT_FALSE(has(analyse_games(100, 0, 10), category::no_choice));
}

TEST_F(WholeGameFindings, BalancedSeatsRaiseNothing) {
  const auto fs = analyse_games(400, 10, 9);
  EXPECT_FALSE(has(fs, category::first_player));
  EXPECT_FALSE(has(fs, category::seat_balance));
  EXPECT_FALSE(has(fs, category::drawish));
  EXPECT_FALSE(has(fs, category::no_choice));
}

}  // namespace
}  // namespace dw::validate
