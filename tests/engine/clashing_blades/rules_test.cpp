// Clashing Blades! rules apart from a full game: every row of the interaction table, the checks
// on the card set's rules tables (with their file:line:col) and on options, and endings that
// random play reaches only by luck (both duelists losing together).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/games/clashing_blades/cb_interactions.hpp"
#include "engine/games/clashing_blades/cb_state.hpp"
#include "engine/registry.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::clashing_blades {
namespace {

using dw::testing::TempDir;

Play S(int n) { return {Suit::spades, n}; }
Play D(int n) { return {Suit::diamonds, n}; }
Play C(int n) { return {Suit::clubs, n}; }

struct EnGardeRow {
  int line;
  std::optional<Play> a, b;
  int threat_a, threat_b;
  bool spade_duel;
};

TEST(ClashingBladesInteractions, EnGardeTable) {
  const std::vector<EnGardeRow> rows = {
      {__LINE__, S(10), S(3), 3, 10, true},      // spade vs spade: each threatened by the other
      {__LINE__, S(4), S(4), 4, 4, true},
      {__LINE__, S(10), D(4), 0, 6, false},      // spade vs diamond: reduced
      {__LINE__, S(3), D(5), 0, 0, false},       // fully parried
      {__LINE__, D(5), S(5), 0, 0, false},
      {__LINE__, S(8), C(3), 0, 5, false},       // spade vs club: club too weak
      {__LINE__, S(3), C(8), 5, 0, false},       // club stronger: the excess ripostes
      {__LINE__, C(8), S(3), 0, 5, false},
      {__LINE__, S(6), C(6), 0, 0, false},       // exactly parried
      {__LINE__, D(4), D(9), 0, 0, false},       // diamond vs diamond: no effect
      {__LINE__, D(9), C(4), 0, 0, false},       // diamond vs club at en garde: no effect
      {__LINE__, C(2), D(9), 0, 0, false},
      {__LINE__, C(10), C(1), 0, 0, false},      // club vs club at en garde: no effect
      {__LINE__, S(7), std::nullopt, 0, 7, false},  // against an empty hand
      {__LINE__, std::nullopt, S(2), 2, 0, false},
      {__LINE__, C(7), std::nullopt, 0, 0, false},
      {__LINE__, std::nullopt, D(7), 0, 0, false},
  };
  for (const auto& row : rows) {
    SCOPED_TRACE("row at line " + std::to_string(row.line));
    const EnGardeResult r = resolve_en_garde(row.a, row.b);
    EXPECT_EQ(r.threat[0], row.threat_a);
    EXPECT_EQ(r.threat[1], row.threat_b);
    EXPECT_EQ(r.spade_duel, row.spade_duel);
  }
}

TEST(ClashingBladesInteractions, ExchangeResponses) {
  struct Row {
    int line;
    int threat;
    Play card;
    int damage, riposte;
  };
  const std::vector<Row> rows = {
      {__LINE__, 7, D(8), 0, 0},   // diamond stops it
      {__LINE__, 7, D(7), 0, 0},
      {__LINE__, 2, D(1), 1, 0},   // partial: the responder takes the rest
      {__LINE__, 6, C(9), 0, 3},   // club: the excess threatens the opponent
      {__LINE__, 3, C(10), 0, 7},
      {__LINE__, 5, C(5), 0, 0},   // exactly countered
      {__LINE__, 9, C(4), 5, 0},   // too weak
  };
  for (const auto& row : rows) {
    SCOPED_TRACE("row at line " + std::to_string(row.line));
    const ResponseResult r = respond(row.threat, row.card);
    EXPECT_EQ(r.damage_to_responder, row.damage);
    EXPECT_EQ(r.threat_to_opponent, row.riposte);
  }
}

const char* kSetToml = R"(id = "mini-blades"
title = "Mini Blades"
version = "0.1.0"
ruleset = "clashing-blades"
cards = ["cards/duel.toml", "cards/health.toml"]

[card]
size = "poker"
)";

const char* kHealth = R"([[card]]
id = "h1"
kind = "health"
[card.rules]
suit = "hearts"
health = 3
duelist = 1

[[card]]
id = "h2"
kind = "health"
[card.rules]
suit = "hearts"
health = 3
duelist = 2
)";

const char* kDuel = R"([[card]]
id = "s5"
kind = "attack"
count = 4
[card.rules]
suit = "spades"
strength = 5
)";

const char* kBadDuel = R"([[card]]
id = "bad-suit"
kind = "attack"
[card.rules]
suit = "swords"
strength = 3
[[card]]
id = "no-strength"
kind = "attack"
[card.rules]
suit = "spades"
[[card]]
id = "too-strong"
kind = "attack"
[card.rules]
suit = "clubs"
strength = 11
[[card]]
id = "odd-key"
kind = "attack"
[card.rules]
suit = "diamonds"
strength = 2
damage = 4
)";

std::shared_ptr<const Game> mini_game(const TempDir& dir, const char* duel, const std::string& options = "") {
  dir.write("set.toml", kSetToml);
  dir.write("cards/duel.toml", duel);
  dir.write("cards/health.toml", kHealth);
  Diagnostics warnings;
  const CardSet set = load_card_set(dir.path(), warnings);
  Diagnostics diags;
  GameOptions parsed = parse_options(options, SourcePos{"cli", 1, 1}, diags);
  return make_game(set, parsed, warnings);
}

std::string build_errors(const TempDir& dir, const char* duel, const std::string& options = "") {
  try {
    mini_game(dir, duel, options);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(ClashingBladesCardRules, BadRulesTablesAreReportedWithPositions) {
  TempDir dir;
  const std::string text = build_errors(dir, kBadDuel);
  const std::string file = (dir.path() / "cards/duel.toml").string();
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":5:8: error: unknown suit 'swords'")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":10:1: error: rules.strength is missing [card no-strength]")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":17:12: error: rules.strength = 11 is out of range [card too-strong]")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":24:10: error: unknown key 'rules.damage' for clashing-blades")) << text;
}

TEST(ClashingBladesCardRules, DeckMustHoldTwoHands) {
  TempDir dir;
  const std::string text = build_errors(dir, kDuel);  // 4 cards, hands of 7
  EXPECT_THAT(text, ::testing::HasSubstr("the duel deck has 4 cards; dealing 7 to each duelist needs at least 14")) << text;
}

TEST(ClashingBladesCardRules, HealthComesFromTheHeartCards) {
  TempDir dir;
  auto game = mini_game(dir, kDuel, "hand-size=2");
  auto state = game->new_initial_state();
  const auto& cb = static_cast<const CbState&>(*state);
  EXPECT_EQ(cb.health(0), 3);
  EXPECT_EQ(cb.health(1), 3);
  EXPECT_EQ(game->total_cards(), 4);
}

TEST(ClashingBladesOptions, AdvancedRulesNeedTheirCards) {
  TempDir dir;  // this set has neither extra heart cards nor events
  EXPECT_THAT(build_errors(dir, kDuel, "hand-size=2,extra-hearts=on"), ::testing::HasSubstr("extra-hearts=on, but the card set has no extra heart cards"));
  EXPECT_THAT(build_errors(dir, kDuel, "hand-size=2,event-deck=on"), ::testing::HasSubstr("event-deck=on, but the card set has no event cards"));
  EXPECT_THAT(build_errors(dir, kDuel, "hand-size=2,marcus-king=on"), ::testing::HasSubstr("marcus-king=on needs event-deck=on"));
}

TEST(ClashingBladesOptions, UnknownOrBadOptionsAndPlayerCounts) {
  TempDir dir;
  EXPECT_THAT(build_errors(dir, kDuel, "max-deal=3"), ::testing::HasSubstr("unknown option 'max-deal' (did you mean 'max-deals'?)"));
  EXPECT_THAT(build_errors(dir, kDuel, "hand-size=0"), ::testing::HasSubstr("option 'hand-size' must be a whole number from 1 to 30"));
  EXPECT_THAT(build_errors(dir, kDuel, "players=3,hand-size=2"), ::testing::HasSubstr("clashing-blades is for 2 players, not 3"));
  EXPECT_EQ(build_errors(dir, kDuel, "hand-size=2"), "no error");
}

TEST(ClashingBladesEndings, BothDuelistsCanLoseTogether) {
  // Four spades of 5 and 3 health each: the first en garde is a spade duel with equal threats.
  TempDir dir;
  auto game = mini_game(dir, kDuel, "hand-size=2");
  auto state = game->new_initial_state();
  for (Action a : {0, 1, 2, 3}) state->apply_checked(a);  // seat 1 gets cards 0 and 2
  state->apply_checked(1);  // seat 0: en garde
  state->apply_checked(0);  // seat 1: en garde
  const auto& cb = static_cast<const CbState&>(*state);
  ASSERT_EQ(cb.phase(), Phase::spade_duel);
  // Equal threats: the duelist who did not deal (seat 1; seat 0 dealt) has the first option.
  EXPECT_EQ(state->current_player(), 1);
  EXPECT_EQ(state->legal_actions(), std::vector<Action>{4});  // only spades in hand: keep
  state->apply_checked(4);
  EXPECT_EQ(state->current_player(), 0);
  state->apply_checked(4);
  EXPECT_TRUE(state->is_terminal());
  EXPECT_EQ(cb.health(0), -2);
  EXPECT_EQ(cb.health(1), -2);
  EXPECT_EQ(state->returns(), (std::vector<double>{-1, -1}));
}

TEST(ClashingBladesEndings, DrawAfterTheDealLimit) {
  TempDir dir;
  // Diamonds only: nobody can ever be hurt, so the duel ends at the deal limit.
  const char* diamonds = "[[card]]\nid = \"d3\"\nkind = \"parry\"\ncount = 4\n[card.rules]\nsuit = \"diamonds\"\nstrength = 3\n";
  auto game = mini_game(dir, diamonds, "hand-size=2,max-deals=3");
  auto state = game->new_initial_state();
  int guard = 0;
  while (!state->is_terminal() && ++guard < 1000) state->apply_checked(state->legal_actions().front());
  ASSERT_TRUE(state->is_terminal());
  EXPECT_EQ(static_cast<const CbState&>(*state).deals(), 3);
  EXPECT_EQ(state->returns(), (std::vector<double>{0, 0}));
  EXPECT_LE(state->move_number(), game->max_game_length());
}

}  // namespace
}  // namespace dw::engine::games::clashing_blades
