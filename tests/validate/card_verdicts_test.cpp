// Verdicts that hold, on tallies made by hand on the bundled Duel Cards set: a card flagged one
// way by some line-ups and the other way by others is one finding; the verdict follows the
// strongest players whose restricted play confirmed it and says when it depends on player
// strength; a dead card is a choice rate whose upper bound is tiny, not "zero choices"; mostly
// drawn games that stronger players do finish are a limit of the weaker players; seat balance is
// tested at the Bonferroni level over every seat test and reported once per seat.
#include "validate/card_verdicts.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine_test_support.hpp"
#include "validate/lineup.hpp"

namespace dw::validate {
namespace {

using engine::testing::bundled_game;
using engine::testing::load_bundled;

TEST(CardVerdicts, PlayerStrengthIsTheWeakestAgentsRank) {
  EXPECT_EQ(player_strength({"random", "random"}), 0);
  EXPECT_EQ(player_strength({"greedy", "greedy"}), 1);
  EXPECT_EQ(player_strength({"ismcts:1000:rollout=40", "ismcts:1000:rollout=40"}), 2);
  EXPECT_EQ(player_strength({"ismcts:1000:rollout=40", "random"}), 0);
}

TEST(CardVerdicts, BothWaysConfirmedFollowsTheStrongestPlayersAndSaysSo) {
  // Dominant under random play (tested first: its flag was the stronger), weak under greedy play.
  const CardVerdict v = reconcile({{true, true, 0, 0.2}, {false, true, 1, -0.1}});
  EXPECT_EQ(v.kind, CardVerdict::Kind::weak);
  EXPECT_EQ(v.decided_by, 1u);
  EXPECT_TRUE(v.depends_on_player_strength);
}

TEST(CardVerdicts, OneWayConfirmedIsThatVerdictAlone) {
  const CardVerdict v = reconcile({{true, true, 0, 0.2}, {false, false, 1, -0.05}});
  EXPECT_EQ(v.kind, CardVerdict::Kind::dominant);
  EXPECT_EQ(v.decided_by, 0u);
  EXPECT_FALSE(v.depends_on_player_strength);
  // Between players of equal strength, the larger effect decides.
  const CardVerdict equal = reconcile({{true, true, 1, 0.1}, {false, true, 1, -0.3}});
  EXPECT_EQ(equal.kind, CardVerdict::Kind::weak);
  EXPECT_TRUE(equal.depends_on_player_strength);
}

TEST(CardVerdicts, NothingConfirmedIsNoVerdict) {
  EXPECT_EQ(reconcile({{true, false, 2, 0.3}}).kind, CardVerdict::Kind::unconfirmed);
  EXPECT_FALSE(reconcile({{true, false, 0, 0.3}, {false, false, 1, -0.3}}).depends_on_player_strength);
}

class VerdictFindings : public ::testing::Test {
 protected:
  VerdictFindings() : set(load_bundled("duel-cards")), game(bundled_game("duel-cards")), cards(set) {}

  // One game of a two-player line-up of `spec`: `winner` (-1 a draw); card 0 drawn by
  // `card0_holder` only (-1: by both); every other card by one seat, which changes every two games
  // (so that it goes with neither more nor fewer wins, and the cards can be compared).
  GameRecord record(const std::string& spec, int g, int winner, int card0_holder) const {
    GameRecord r;
    r.index = g;
    r.seed = static_cast<std::uint64_t>(g) + 1;
    r.seat_agents.assign(2, spec);
    r.winner = winner;
    r.returns = {winner == 0 ? 1.0 : -1.0, winner == 1 ? 1.0 : -1.0};
    r.decisions = r.actions = r.multi_option = 20;
    const std::size_t n = static_cast<std::size_t>(2 * cards.size());
    r.seen.assign(n, 1);
    r.playable.assign(n, 0);
    r.chosen.assign(n, 0);
    if (card0_holder >= 0) r.seen[static_cast<std::size_t>((1 - card0_holder) * cards.size())] = 0;
    for (int c = 1; c < cards.size(); ++c) r.seen[static_cast<std::size_t>(((g / 2 + c) % 2) * cards.size() + c)] = 0;
    return r;
  }
  // `games` games of `spec` in which whoever alone draws card 0 wins (`helps`) or loses.
  LineupTally card0_tally(const std::string& spec, int games, bool helps) const {
    LineupTally t = empty_tally(parse_lineup(spec + "@" + std::to_string(games), 2, 0), 2, cards.size());
    for (int g = 0; g < games; ++g) {
      const int holder = g % 2, other = 1 - holder;
      add_game(t, record(spec, g, helps ? holder : other, g % 4 < 2 ? holder : -1));
    }
    return t;
  }
  // `games` games of `spec`, `draws` of them drawn, seat 0 winning `seat0_wins` of the rest.
  LineupTally outcome_tally(const std::string& spec, int games, int draws, int seat0_wins) const {
    LineupTally t = empty_tally(parse_lineup(spec + "@" + std::to_string(games), 2, 0), 2, cards.size());
    for (int g = 0; g < games; ++g) {
      const int winner = g < draws ? -1 : g - draws < seat0_wins ? 0 : 1;
      // Agents change seats every game: keep the seat's outcome, whichever agent sits there.
      add_game(t, record(spec, g, winner, -1));
    }
    return t;
  }
  // Card 0 legal at `playable` decisions of the line-up's first game, chosen at `chosen` of them.
  LineupTally choice_tally(const std::string& spec, int games, int playable, int chosen) const {
    LineupTally t = empty_tally(parse_lineup(spec + "@" + std::to_string(games), 2, 0), 2, cards.size());
    for (int g = 0; g < games; ++g) {
      GameRecord r = record(spec, g, g % 2, -1);
      if (g == 0) {
        r.playable[0] = playable;
        r.chosen[0] = chosen;
      }
      add_game(t, r);
    }
    return t;
  }
  Report analyse_tallies(const std::vector<LineupTally>& tallies, int confirm_cards = 0) const {
    Report report;
    AnalysisSettings settings;
    settings.confirm_cards = confirm_cards;
    AnalysisContext ctx{set, *game, cards, 1, 1, {}, {}, {}};
    analyse(report, tallies, ctx, settings);
    return report;
  }
  // The dominant and weak findings about `card`.
  static std::vector<const Finding*> about(const Report& r, const std::string& card) {
    std::vector<const Finding*> out;
    for (const auto& f : r.findings)
      if (f.card == card && (f.category == std::string(category::dominant) || f.category == std::string(category::weak)))
        out.push_back(&f);
    return out;
  }
  static std::vector<const Finding*> of(const Report& r, const char* category) {
    std::vector<const Finding*> out;
    for (const auto& f : r.findings)
      if (f.category == category) out.push_back(&f);
    return out;
  }

  CardSet set;
  std::shared_ptr<const engine::Game> game;
  CardIndex cards;
};

TEST_F(VerdictFindings, ACardFlaggedBothWaysIsOneFinding) {
  const Report r = analyse_tallies({card0_tally("random", 400, true), card0_tally("greedy", 400, false)});
  const auto found = about(r, cards.id(0));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found.front()->severity, Severity::note);  // untested: a correlation is no verdict
  EXPECT_THAT(found.front()->message, ::testing::HasSubstr("more wins in line-up 1 (random) and fewer in line-up 2 (greedy)"))
      << found.front()->message;
  EXPECT_EQ(found.front()->evidence.size(), 2u);
  // The card is never legal in these tallies: one never-playable finding naming both line-ups.
  const auto never = of(r, category::never_playable);
  const auto card0 = std::count_if(never.begin(), never.end(), [&](const Finding* f) { return f->card == cards.id(0); });
  EXPECT_EQ(card0, 1);
  const auto first = std::find_if(never.begin(), never.end(), [&](const Finding* f) { return f->card == cards.id(0); });
  ASSERT_NE(first, never.end());
  EXPECT_THAT((*first)->message, ::testing::HasSubstr("never legal to play in line-ups 1 (random), 2 (greedy)")) << (*first)->message;
}

TEST_F(VerdictFindings, DeadIsAChoiceRateWithAnUpperBound) {
  // Never chosen at 30 decisions: the rate's upper bound (10.4%) says nothing yet.
  EXPECT_TRUE(of(analyse_tallies({choice_tally("greedy", 40, 30, 0)}), category::dead_card).empty());
  // Chosen twice at 2,000 decisions (upper bound 0.36%): dead, although not exactly never chosen.
  const Report dead_report = analyse_tallies({choice_tally("greedy", 40, 2000, 2)});
  const auto dead = of(dead_report, category::dead_card);
  ASSERT_EQ(dead.size(), 1u);
  EXPECT_THAT(dead.front()->message, ::testing::HasSubstr("2 of 2000 (0.1%, 95% CI")) << dead.front()->message;
  // With restricted play, the verdict rests on the card's absence as well: the same games with one
  // seat forbidden the card, its effect on that seat's wins with an interval.
  const Report tested = analyse_tallies({choice_tally("greedy", 40, 2000, 2)}, 4);
  const auto dead_tested = of(tested, category::dead_card);
  ASSERT_EQ(dead_tested.size(), 1u);
  // (The tally's other cards are never legal: each never-playable verdict has its own test.)
  std::vector<const Confirmation*> dead_tests;
  for (const auto& c : tested.confirmations)
    if (c.suspected == "dead") dead_tests.push_back(&c);
  ASSERT_EQ(dead_tests.size(), 1u);
  EXPECT_EQ(dead_tests.front()->card, cards.id(0));
  EXPECT_EQ(dead_tests.front()->games, 40);
  EXPECT_EQ(tested.confirmations.size(), 1u + of(tested, category::never_playable).size());
  EXPECT_THAT(dead_tested.front()->evidence.back(), ::testing::HasSubstr("forbidding it changed the seat's wins by"))
      << dead_tested.front()->evidence.back();
  // Chosen at 5% of 2,000: used.
  EXPECT_TRUE(of(analyse_tallies({choice_tally("greedy", 40, 2000, 100)}), category::dead_card).empty());
}

TEST_F(VerdictFindings, DrawsThatStrongerPlayersAvoidAreANote) {
  const Report alone_report = analyse_tallies({outcome_tally("greedy", 200, 200, 0)});
  const auto alone = of(alone_report, category::drawish);
  ASSERT_EQ(alone.size(), 1u);
  EXPECT_EQ(alone.front()->severity, Severity::warning);
  const Report beside_report = analyse_tallies({outcome_tally("greedy", 200, 200, 0), outcome_tally(kDefaultSearchAgent, 60, 25, 18)});
  const auto beside = of(beside_report,
                         category::drawish);
  ASSERT_EQ(beside.size(), 1u);
  EXPECT_EQ(beside.front()->severity, Severity::note);
  // Weaker players who finish their games do not excuse the stronger ones.
  const Report weaker_report = analyse_tallies({outcome_tally("random", 200, 20, 90), outcome_tally("greedy", 200, 200, 0)});
  const auto weaker = of(weaker_report,
                         category::drawish);
  ASSERT_EQ(weaker.size(), 1u);
  EXPECT_EQ(weaker.front()->severity, Severity::warning);
}

TEST_F(VerdictFindings, SeatBalanceIsTestedOverEveryLineupAndReportedOnce) {
  // 22 of 60 (36.7%, 95% CI 25.6% to 49.3%) misses 50% on its own, not at the Bonferroni level
  // over three line-ups.
  const Report small = analyse_tallies(
      {outcome_tally("random", 2000, 0, 1000), outcome_tally("greedy", 400, 0, 200), outcome_tally(kDefaultSearchAgent, 60, 0, 22)});
  EXPECT_TRUE(of(small, category::first_player).empty());
  // A clear advantage in two line-ups: one finding naming both.
  const Report clear = analyse_tallies({outcome_tally("random", 2000, 0, 1300), outcome_tally("greedy", 400, 0, 270)});
  const auto found = of(clear, category::first_player);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_THAT(found.front()->message, ::testing::HasSubstr("line-ups 1 (random), 2 (greedy)")) << found.front()->message;
  EXPECT_EQ(found.front()->evidence.size(), 2u);
}

TEST(Statistics, NormalQuantileInvertsTheCdf) {
  EXPECT_NEAR(normal_quantile(0.975), 1.959964, 1e-5);
  EXPECT_NEAR(normal_quantile(0.5), 0.0, 1e-8);
  EXPECT_NEAR(normal_quantile(1 - 0.05 / 6), 2.393980, 1e-5);
}

}  // namespace
}  // namespace dw::validate
