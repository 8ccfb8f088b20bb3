// The search player in the default line-ups, and what a card that one player never chooses but
// another does amounts to: an agent artefact (a note naming the players who use it), not a dead
// card; the JSON report's card_choices give every line-up's choice rate per card. Tallies are
// made by hand on the bundled Duel Cards set.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine_test_support.hpp"
#include "validate/analysis.hpp"
#include "validate/lineup.hpp"
#include "validate/report.hpp"

namespace dw::validate {
namespace {

using engine::testing::bundled_game;
using engine::testing::load_bundled;

TEST(SearchLineup, TheDefaultLineupsIncludeTheSearchPlayer) {
  const auto two = default_lineups(2);
  ASSERT_EQ(two.size(), 3u);
  EXPECT_EQ(two[0].label, "random");
  EXPECT_EQ(two[1].label, "greedy");
  EXPECT_EQ(two[2].label, kDefaultSearchAgent);
  EXPECT_TRUE(is_searching_agent(two[2].agents.front()));
  EXPECT_EQ(two[2].games, 60);
  EXPECT_EQ(default_lineups(4)[2].games, 30);  // the same seats' worth of games at four players
}

class ChoiceFindings : public ::testing::Test {
 protected:
  ChoiceFindings() : set(load_bundled("duel-cards")), game(bundled_game("duel-cards")), cards(set) {}

  // `games` two-player games of `spec` in which card `card` was legal at 10 decisions of each
  // seat and chosen `chosen` times by each.
  LineupTally tally(const std::string& spec, int games, int card, int chosen) const {
    const Lineup lineup = parse_lineup(spec + "@" + std::to_string(games), 2, 0);
    LineupTally t = empty_tally(lineup, 2, cards.size());
    for (int g = 0; g < games; ++g) {
      GameRecord r;
      r.index = g;
      r.seed = static_cast<std::uint64_t>(g) + 1;
      r.seat_agents.assign(2, spec);
      r.winner = g % 2;
      r.returns = {g % 2 ? -1.0 : 1.0, g % 2 ? 1.0 : -1.0};
      r.decisions = r.actions = 20;
      r.multi_option = 20;
      const std::size_t n = static_cast<std::size_t>(2 * cards.size());
      r.seen.assign(n, 1);
      r.playable.assign(n, 0);
      r.chosen.assign(n, 0);
      for (int s = 0; s < 2; ++s) {
        r.playable[static_cast<std::size_t>(s * cards.size() + card)] = 10;
        r.chosen[static_cast<std::size_t>(s * cards.size() + card)] = chosen;
      }
      add_game(t, r);
    }
    return t;
  }
  Report analyse_tallies(const std::vector<LineupTally>& tallies) const {
    Report report;
    AnalysisSettings settings;
    settings.confirm_cards = 0;
    AnalysisContext ctx{set, *game, cards, 1, 1, {}, {}, {}};
    analyse(report, tallies, ctx, settings);
    return report;
  }
  static const Finding* find(const Report& r, const char* category, const std::string& card) {
    for (const auto& f : r.findings)
      if (f.category == category && f.card == card) return &f;
    return nullptr;
  }

  CardSet set;
  std::shared_ptr<const engine::Game> game;
  CardIndex cards;
};

TEST_F(ChoiceFindings, NeverChosenByAnyPlayerIsADeadCard) {
  const std::string card = cards.id(0);
  const Report r = analyse_tallies({tally("greedy", 40, 0, 0)});
  EXPECT_NE(find(r, category::dead_card, card), nullptr);
  EXPECT_EQ(find(r, category::agent_artefact, card), nullptr);
}

TEST_F(ChoiceFindings, UsedBySearchButNeverByGreedyIsAnAgentArtefact) {
  const std::string card = cards.id(0);
  const Report r = analyse_tallies({tally("greedy", 40, 0, 0), tally(kDefaultSearchAgent, 20, 0, 3)});
  EXPECT_EQ(find(r, category::dead_card, card), nullptr);
  const Finding* f = find(r, category::agent_artefact, card);
  ASSERT_NE(f, nullptr);
  EXPECT_EQ(f->severity, Severity::note);
  EXPECT_EQ(f->lineup, "greedy");
  ASSERT_FALSE(f->evidence.empty());
  EXPECT_THAT(f->evidence.front(), ::testing::HasSubstr("line-up 2 (" + std::string(kDefaultSearchAgent) + ") chose it at 120 of 400"))
      << f->evidence.front();

  // The JSON report gives each line-up's choice rate and the verdict on the card's use.
  const Json j = to_json(r);
  const Json& choice = j.at("card_choices").at(0);
  EXPECT_EQ(choice.at("card"), card);
  EXPECT_EQ(choice.at("use"), "agent-artefact");
  ASSERT_EQ(choice.at("by_lineup").size(), 2u);
  EXPECT_EQ(choice.at("by_lineup").at(0).at("lineup"), "greedy");
  EXPECT_EQ(choice.at("by_lineup").at(0).at("plays"), 0);
  EXPECT_EQ(choice.at("by_lineup").at(1).at("playable_decisions"), 400);
  EXPECT_DOUBLE_EQ(choice.at("by_lineup").at(1).at("rate").get<double>(), 0.3);
}

}  // namespace
}  // namespace dw::validate
