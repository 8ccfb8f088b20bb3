// CLUBS apart from the rules source's examples: the conformance run on the bundled deck and on
// small variants, every case of settling an attack, and the checks on the card set's rules tables
// (each with its file:line:col) and on options.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <iostream>

#include "conformance.hpp"
#include "engine/games/clubs/clubs_battle.hpp"
#include "engine/games/clubs/clubs_state.hpp"
#include "engine/registry.hpp"
#include "engine_test_support.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::clubs {
namespace {

using dw::engine::testing::ConformanceStats;
using dw::testing::TempDir;

void print_stats(const ConformanceStats& stats) {
  std::cout << "[ stats    ] " << stats.games << " games, " << stats.states << " states, " << stats.resamples
            << " resamples (" << stats.resamples_that_changed_hidden_cards << " changed hidden cards), longest "
            << stats.longest_game << " actions\n";
}

TEST(ClubsConformance, ThousandRandomGames) {
  auto game = dw::engine::testing::bundled_game("clubs");
  const ConformanceStats stats = dw::engine::testing::run_conformance(*game, 1000, /*seed=*/20261122);
  EXPECT_EQ(stats.games, 1000);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
  EXPECT_LE(stats.longest_game, game->max_game_length());
  EXPECT_EQ(stats.draws_or_both_lose, 0);  // CLUBS always has a winner
  print_stats(stats);
}

TEST(ClubsConformance, SmallHandsAndOneDefender) {
  // Short hands and one defender place: direct attacks, empty hands and a running-out pile are
  // common here.
  auto game = dw::engine::testing::bundled_game("clubs", "opening-hand=3,hand-limit=5,max-defenders=1");
  const ConformanceStats stats = dw::engine::testing::run_conformance(*game, 300 / dw::engine::testing::kSanitizerScale, /*seed=*/11);
  EXPECT_EQ(stats.games, 300 / dw::engine::testing::kSanitizerScale);
  print_stats(stats);
}

TEST(ClubsHeuristic, EvaluateStaysInRangeAndUsesOnlyWhatThePlayerKnows) {
  // evaluate(p) must be the same in every state p cannot tell apart: resampling for p keeps it.
  auto game = dw::engine::testing::bundled_game("clubs");
  Rng rng(5);
  int checked = 0;
  for (int g = 0; g < 50; ++g) {
    auto state = game->new_initial_state();
    while (!state->is_terminal()) {
      for (Player p = 0; p < 2; ++p) {
        const double v = state->evaluate(p);
        ASSERT_GE(v, -1.0);
        ASSERT_LE(v, 1.0);
        EXPECT_DOUBLE_EQ(state->resample_from_infostate(p, rng)->evaluate(p), v);
        ++checked;
      }
      const auto legal = state->legal_actions();
      state->apply_action(state->is_chance_node() ? sample_chance_outcome(*state, rng)
                                                  : legal[rng.below(legal.size())]);
    }
    EXPECT_EQ(state->evaluate(0), state->returns()[0]);
  }
  EXPECT_GT(checked, 1000);
}

TEST(ClubsSettle, EveryCase) {
  struct Row {
    int line;
    int attack, counter, defence;
    Outcome outcome;
  };
  const std::vector<Row> rows = {
      {__LINE__, 9, 10, 5, Outcome::countered},   // counter higher: the attack is turned back
      {__LINE__, 9, 9, 5, Outcome::broken},       // counter equal: ties go to the aggressor
      {__LINE__, 9, 3, 12, Outcome::held},        // counter lower, club higher: the club holds
      {__LINE__, 13, -1, 13, Outcome::broken},    // king against king: the aggressor wins
      {__LINE__, 12, -1, 13, Outcome::held},
      {__LINE__, 14, -1, 13, Outcome::broken},    // the ace attacks high
      {__LINE__, 2, -1, 1, Outcome::broken},      // and defends low
      {__LINE__, 5, -1, 4, Outcome::broken},      // pool 2-3-4 defends with 4
      {__LINE__, 3, -1, 4, Outcome::held},
      {__LINE__, 7, -1, -1, Outcome::hit},        // direct
      {__LINE__, 7, 8, -1, Outcome::countered},
      {__LINE__, 7, 7, -1, Outcome::hit},
      {__LINE__, 13, 14, 1, Outcome::countered},  // the ace of diamonds counters high
  };
  for (const auto& row : rows) {
    SCOPED_TRACE("row at line " + std::to_string(row.line));
    EXPECT_EQ(settle_attack(row.attack, row.counter, row.defence), row.outcome);
  }
}

const char* kSetToml = R"(id = "mini-clubs"
title = "Mini Clubs"
version = "0.1.0"
ruleset = "clubs"
cards = ["cards/deck.toml"]

[card]
size = "poker"
)";

const char* kBadDeck = R"([[card]]
id = "bad-role"
kind = "x"
[card.rules]
role = "shield"
rank = 3
strength = 3
[[card]]
id = "no-strength"
kind = "x"
[card.rules]
role = "attack"
rank = 4
[[card]]
id = "too-strong"
kind = "x"
[card.rules]
role = "counter"
rank = 5
strength = 15
[[card]]
id = "odd-key"
kind = "x"
[card.rules]
role = "defend"
rank = 2
strength = 2
damage = 4
[[card]]
id = "heart-5"
kind = "x"
[card.rules]
role = "heal"
rank = 5
strength = 5
draws = 3
[[card]]
id = "heart-5b"
kind = "x"
[card.rules]
role = "heal"
rank = 5
strength = 5
draws = 3
[[card]]
id = "heart-6"
kind = "x"
[card.rules]
role = "heal"
rank = 6
strength = 6
[[card]]
id = "club-draws"
kind = "x"
[card.rules]
role = "defend"
rank = 6
strength = 6
draws = "three"
[[card]]
id = "rank-word"
kind = "x"
[card.rules]
role = "attack"
rank = "king"
strength = 13
)";

std::string build_errors(const TempDir& dir, const char* deck, const std::string& options = "") {
  dir.write("set.toml", kSetToml);
  dir.write("cards/deck.toml", deck);
  try {
    Diagnostics warnings;
    const CardSet set = load_card_set(dir.path(), warnings);
    Diagnostics diags;
    GameOptions parsed = parse_options(options, SourcePos{"cli", 1, 1}, diags);
    make_game(set, parsed, warnings);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(ClubsCardRules, BadRulesTablesAreReportedWithPositions) {
  TempDir dir;
  const std::string text = build_errors(dir, kBadDeck);
  const std::string file = (dir.path() / "cards/deck.toml").string();
  auto expect = [&](const std::string& what) { EXPECT_THAT(text, ::testing::HasSubstr(file + what)) << what << "\n" << text; };
  expect(":5:8: error: unknown role 'shield'");
  expect(":11:1: error: rules.strength is missing [card no-strength]");
  expect(":20:12: error: rules.strength = 15 is out of range [card too-strong]");
  expect(":28:10: error: unknown key 'rules.damage' for clubs");
  expect(":42:8: error: heal card 'heart-5' already has rank 5 [card heart-5b]");
  expect(":48:1: error: rules.draws is missing [card heart-6]");
  expect(":59:9: error: rules.draws is only for heal cards [card club-draws]");
  expect(":65:8: error: rules.rank must be a whole number, not a string [card rank-word]");
}

TEST(ClubsCardRules, DeckMustHoldTwoOpeningHands) {
  TempDir dir;
  const char* deck = "[[card]]\nid = \"s\"\nkind = \"x\"\ncount = 5\n[card.rules]\nrole = \"attack\"\nrank = 2\nstrength = 2\n";
  EXPECT_THAT(build_errors(dir, deck), ::testing::HasSubstr("the deck has 5 cards; dealing 10 to each player needs at least 20"));
  EXPECT_EQ(build_errors(dir, deck, "opening-hand=2"), "no error");
}

TEST(ClubsOptions, UnknownOrBadOptionsAndPlayerCounts) {
  TempDir dir;
  const char* deck = "[[card]]\nid = \"s\"\nkind = \"x\"\ncount = 8\n[card.rules]\nrole = \"attack\"\nrank = 2\nstrength = 2\n";
  EXPECT_THAT(build_errors(dir, deck, "opening-hand=2,hand-limt=3"), ::testing::HasSubstr("unknown option 'hand-limt' (did you mean 'hand-limit'?)"));
  EXPECT_THAT(build_errors(dir, deck, "opening-hand=3,hand-limit=2"), ::testing::HasSubstr("hand-limit 2 is below opening-hand 3"));
  EXPECT_THAT(build_errors(dir, deck, "opening-hand=2,max-defenders=4"), ::testing::HasSubstr("option 'max-defenders' must be a whole number from 1 to 3"));
  EXPECT_THAT(build_errors(dir, deck, "players=3,opening-hand=2"), ::testing::HasSubstr("clubs is for 2 players, not 3"));
}

TEST(ClubsCardRules, BundledDeckReadsAcesHighAndLow) {
  auto game = std::static_pointer_cast<const ClubsGame>(dw::engine::testing::bundled_game("clubs"));
  ASSERT_EQ(game->num_cards(), 52);  // the player aids have no rules: not in the game
  const auto& cards = game->catalog().cards;
  auto strength = [&](const char* id) { return cards[static_cast<std::size_t>(game->card_index(id))].strength; };
  EXPECT_EQ(strength("spade-a"), 14);
  EXPECT_EQ(strength("diamond-a"), 14);
  EXPECT_EQ(strength("club-a"), 1);
  EXPECT_EQ(strength("heart-a"), 1);
  EXPECT_EQ(strength("club-k"), 13);
  EXPECT_EQ(cards[static_cast<std::size_t>(game->card_index("heart-a"))].draws, 10);
  EXPECT_EQ(cards[static_cast<std::size_t>(game->card_index("heart-q"))].draws, 5);
  EXPECT_EQ(cards[static_cast<std::size_t>(game->card_index("heart-7"))].draws, 3);
  EXPECT_EQ(game->catalog().run_strength(1), 3);  // ace-2-3: the ace is low in a run
}

}  // namespace
}  // namespace dw::engine::games::clubs
