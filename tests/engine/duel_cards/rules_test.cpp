// Duel Cards apart from the chart: the conformance run on the bundled set and its option
// variants, the three restrictions on plays (no repeat, three marks on a card, covered circles in
// both orientations), who marks damage, the endings (six circles, both at six, the round limit),
// what the second player may know of the first player's face-down play, and the checks on the
// rules tables (each with its file:line:col).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <bit>
#include <iostream>
#include <set>

#include "conformance.hpp"
#include "engine/games/duel_cards/dc_state.hpp"
#include "engine/registry.hpp"
#include "engine_test_support.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::duel_cards {
namespace {

using dw::engine::testing::ConformanceStats;
using dw::testing::TempDir;

void print_stats(const ConformanceStats& stats) {
  std::cout << "[ stats    ] " << stats.games << " games, " << stats.states << " states, " << stats.resamples
            << " resamples (" << stats.resamples_that_changed_hidden_cards << " changed the hidden play), longest "
            << stats.longest_game << " actions, " << stats.draws_or_both_lose << " draws\n";
}

TEST(DuelCardsConformance, ThousandRandomGames) {
  auto game = dw::engine::testing::bundled_game("duel-cards");
  const ConformanceStats stats = dw::engine::testing::run_conformance(*game, 1000, /*seed=*/20261123);
  EXPECT_EQ(stats.games, 1000);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
  EXPECT_LE(stats.longest_game, game->max_game_length());
  print_stats(stats);
}

TEST(DuelCardsConformance, OptionVariantsAndTheRoundLimit) {
  for (const char* options : {"face-down-shape=hidden", "marked-by=opponent", "max-rounds=3"}) {
    SCOPED_TRACE(options);
    auto game = dw::engine::testing::bundled_game("duel-cards", options);
    const ConformanceStats stats = dw::engine::testing::run_conformance(*game, 300 / dw::engine::testing::kSanitizerScale, /*seed=*/77);
    EXPECT_EQ(stats.games, 300 / dw::engine::testing::kSanitizerScale);
    if (std::string(options) == "max-rounds=3") {
      EXPECT_GT(stats.draws_or_both_lose, 100 / dw::engine::testing::kSanitizerScale);
    }
    print_stats(stats);
  }
}

TEST(DuelCardsHeuristic, EvaluateStaysInRangeAndIgnoresTheHiddenPlay) {
  auto game = dw::engine::testing::bundled_game("duel-cards");
  Rng rng(9);
  int checked = 0;
  for (int g = 0; g < 200; ++g) {
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
    EXPECT_EQ(state->evaluate(1), state->returns()[1]);
  }
  EXPECT_GT(checked, 1000);
}

class DuelCardsRules : public ::testing::Test {
 protected:
  void start(const std::string& options = "", Player holder = 1) {
    game_ = std::static_pointer_cast<const DuelCardsGame>(dw::engine::testing::bundled_game("duel-cards", options));
    state_ = game_->new_initial_state();
    state_->apply_checked(DuelCardsGame::initiative_action(holder));
  }
  const DcState& dc() const { return static_cast<const DcState&>(*state_); }
  Action play(Player seat, const char* name, bool weak) const {
    const auto& cards = game_->catalog().cards[static_cast<std::size_t>(seat)];
    for (int card = 0; card < kSides; ++card)
      for (int shape = 0; shape < kShapes; ++shape)
        if (cards[static_cast<std::size_t>(card)].plays[static_cast<std::size_t>(shape)].name == name)
          return DuelCardsGame::play_action(card, static_cast<Shape>(shape), weak);
    ADD_FAILURE() << "no play " << name;
    return 0;
  }
  bool allowed(Player seat, const char* name, bool weak) const {
    return (dc().allowed_plays(seat) >> play(seat, name, weak)) & 1U;
  }
  // One round: the player without the initiative plays `first`, the holder `second`.
  void round(Action first, Action second) {
    state_->apply_checked(first);
    state_->apply_checked(second);
  }
  void mark(int card, int circle) { state_->apply_checked(DuelCardsGame::mark_action(card, circle)); }

  std::shared_ptr<const DuelCardsGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(DuelCardsRules, TheSamePlayMayNotBeRepeatedInTheNextRound) {
  start();  // seat 1 holds the initiative, seat 0 plays first
  round(play(0, "slash", false), play(1, "block-middle", false));  // a correct defence: nobody hurt
  ASSERT_EQ(dc().phase(), Phase::first_play);
  EXPECT_FALSE(allowed(0, "slash", false));
  EXPECT_FALSE(allowed(0, "slash", true));  // whatever its strength
  EXPECT_TRUE(allowed(0, "head-swing", false));
  EXPECT_FALSE(allowed(1, "block-middle", true));
  ASSERT_EQ(state_->current_player(), 0);  // the correct defence kept seat 1 the initiative
  EXPECT_FALSE(state_->is_legal(play(0, "slash", false)));
  // Two rounds later it is allowed again.
  const Player first = 1 - dc().holder();
  round(play(first, "dodge", false), play(1 - first, "dodge", false));
  EXPECT_TRUE(allowed(0, "slash", true));
  EXPECT_TRUE(allowed(1, "block-middle", true));
}

TEST_F(DuelCardsRules, MarkedCirclesBlockThePlaysThatWouldCoverThem) {
  start("marked-by=owner");
  // Seat 1 parries a strong thrust weakly: 1 damage, marked by seat 1 on circle 1 (top left) of
  // the attack card.
  round(play(0, "thrust", false), play(1, "parry", true));
  ASSERT_EQ(dc().phase(), Phase::mark);
  ASSERT_EQ(state_->current_player(), 1);  // the owner marks
  mark(0, 0);
  ASSERT_EQ(dc().circles(1, 0), 0b000001);
  // Upright, high covers the top row: the strong head swing is blocked. Turned, the top row is at
  // the bottom: the weak head swing is fine and the weak leg chop is blocked.
  EXPECT_FALSE(allowed(1, "head-swing", false));
  EXPECT_TRUE(allowed(1, "head-swing", true));
  EXPECT_TRUE(allowed(1, "leg-chop", false));
  EXPECT_FALSE(allowed(1, "leg-chop", true));
  EXPECT_TRUE(allowed(1, "slash", false));
  EXPECT_TRUE(allowed(1, "slash", true));
  EXPECT_EQ(DcState::covered_circles(Shape::middle, true), 0b001100);
}

TEST_F(DuelCardsRules, ThreeMarksOnACardStopItBeingPlayedAlone) {
  start("marked-by=owner");
  auto info = [&](Player who, int play_action) -> const PlayInfo& {
    return game_->catalog().cards[static_cast<std::size_t>(who)][static_cast<std::size_t>(play_action / 10)]
        .plays[static_cast<std::size_t>((play_action % 10) / 2)];
  };
  for (int r = 0; r < 3; ++r) {
    // Seat 0 makes a weak attack, seat 1 a strong defence that is not the right one: seat 1 takes
    // 1 damage and marks it on circles 3, 4 and 5 of its attack card.
    ASSERT_EQ(dc().phase(), Phase::first_play);
    int attack = -1, defence = -1;
    for (std::uint32_t s = dc().allowed_plays(0); s && attack < 0; s &= s - 1)
      if (info(0, std::countr_zero(s)).attack && std::countr_zero(s) % 2 == 1) attack = std::countr_zero(s);
    for (std::uint32_t s = dc().allowed_plays(1); s && defence < 0; s &= s - 1) {
      const PlayInfo& d = info(1, std::countr_zero(s));
      if (!d.attack && std::countr_zero(s) % 2 == 0 && d.stops != info(0, attack).name_id) defence = std::countr_zero(s);
    }
    ASSERT_GE(attack, 0);
    ASSERT_GE(defence, 0);
    const Player first = 1 - dc().holder();
    round(first == 0 ? attack : defence, first == 0 ? defence : attack);
    ASSERT_EQ(dc().phase(), Phase::mark);
    ASSERT_EQ(state_->current_player(), 1);
    mark(0, 2 + r);
  }
  ASSERT_EQ(dc().circles(1, 0), 0b011100);
  // The attack card can no longer be played alone, in either strength...
  for (bool weak : {false, true}) {
    EXPECT_FALSE(allowed(1, "thrust", weak));
    EXPECT_FALSE(allowed(1, "parry", weak));
  }
  // ...but it can still lie below: strong high covers the clear top row.
  EXPECT_TRUE(allowed(1, "head-swing", false));
  EXPECT_FALSE(allowed(1, "head-swing", true));
  EXPECT_FALSE(allowed(1, "slash", false));
}

TEST_F(DuelCardsRules, TheOpponentMarksWhenTheOptionSaysSo) {
  start("marked-by=opponent");
  round(play(0, "thrust", false), play(1, "parry", true));  // seat 1 takes 1
  ASSERT_EQ(dc().phase(), Phase::mark);
  EXPECT_EQ(state_->current_player(), 0);
  EXPECT_EQ(state_->action_to_string(0, DuelCardsGame::mark_action(1, 5)), "mark circle 6 of p1's defence card");
  mark(1, 5);
  EXPECT_EQ(dc().circles(1, 1), 0b100000);
  EXPECT_EQ(dc().circles(0, 1), 0);
}

TEST_F(DuelCardsRules, SixMarkedCirclesLoseAndSixEachIsADraw) {
  start("mutual-knockout=draw");
  // Equal strong slashes hurt both players by 2 each round; three such exchanges end the duel.
  const char* attacks[] = {"slash", "head-swing", "slash"};
  for (const char* attack : attacks) {
    const Player first = 1 - dc().holder();
    round(play(first, attack, false), play(1 - first, attack, false));
    while (dc().phase() == Phase::mark) state_->apply_checked(state_->legal_actions().back());
  }
  ASSERT_TRUE(state_->is_terminal());
  EXPECT_EQ(dc().marks(0), 6);
  EXPECT_EQ(dc().marks(1), 6);
  EXPECT_EQ(state_->returns(), (std::vector<double>{0, 0}));

  start();
  for (int r = 0; r < 3; ++r) {
    // Seat 1 always takes 2 from a strong leg chop or head swing against a weak wrong defence.
    const bool zero_first = dc().holder() == 1;
    const Action attack = play(0, r % 2 ? "head-swing" : "leg-chop", false);
    const Action defence = play(1, r % 2 ? "block-low" : "block-high", true);
    round(zero_first ? attack : defence, zero_first ? defence : attack);
    while (dc().phase() == Phase::mark) state_->apply_checked(state_->legal_actions().front());
  }
  ASSERT_TRUE(state_->is_terminal());
  EXPECT_EQ(dc().marks(1), 6);
  EXPECT_EQ(state_->returns(), (std::vector<double>{1, -1}));
}

TEST_F(DuelCardsRules, TheRoundLimitEndsInADraw) {
  start("max-rounds=4");
  for (int r = 0; r < 4; ++r) {
    const Player first = 1 - dc().holder();
    round(play(first, r % 2 ? "dodge" : "block-low", false), play(1 - first, r % 2 ? "parry" : "block-high", false));
  }
  ASSERT_TRUE(state_->is_terminal());
  EXPECT_EQ(dc().round(), 4);
  EXPECT_EQ(state_->returns(), (std::vector<double>{0, 0}));
}

TEST_F(DuelCardsRules, TheSecondPlayerSeesTheShapeOnly) {
  start();
  state_->apply_checked(play(0, "head-swing", true));
  const std::string holder_view = state_->information_state_string(1);
  EXPECT_THAT(holder_view, ::testing::HasSubstr("p0 plays face down: two cards, the top one high")) << holder_view;
  EXPECT_THAT(holder_view, ::testing::Not(::testing::HasSubstr("head-swing"))) << holder_view;
  EXPECT_THAT(state_->information_state_string(0), ::testing::HasSubstr("p0 plays face down: head-swing, weak"));
  // Resampling for the holder keeps the shape (high) and draws among the plays it may hide.
  Rng rng(3);
  std::set<int> seen;
  for (int i = 0; i < 200; ++i) {
    auto sample = state_->resample_from_infostate(1, rng);
    ASSERT_EQ(sample->information_state_string(1), holder_view);
    const auto& s = static_cast<const DcState&>(*sample);
    sample->apply_checked(play(1, "block-high", false));
    seen.insert(s.last_play(0));
  }
  const std::set<int> high = {static_cast<int>(play(0, "head-swing", false)), static_cast<int>(play(0, "head-swing", true)),
                              static_cast<int>(play(0, "block-high", false)), static_cast<int>(play(0, "block-high", true))};
  EXPECT_EQ(seen, high);
  // With the shape hidden, any allowed play may be behind it.
  start("face-down-shape=hidden");
  state_->apply_checked(play(0, "head-swing", true));
  EXPECT_THAT(state_->information_state_string(1), ::testing::HasSubstr("p0 plays face down\n"));
  seen.clear();
  for (int i = 0; i < 400; ++i) {
    auto sample = state_->resample_from_infostate(1, rng);
    sample->apply_checked(play(1, "block-high", false));
    seen.insert(static_cast<const DcState&>(*sample).last_play(0));
  }
  EXPECT_EQ(seen.size(), 20U);
}

const char* kSetToml = R"(id = "mini-duel"
title = "Mini Duel"
version = "0.1.0"
ruleset = "duel-cards"
cards = ["cards/cards.toml"]

[card]
size = "poker"
)";

// A valid card for `player` and `side` with the bundled plays.
std::string duel_card(int player, const char* side) {
  std::string s = "[[card]]\nid = \"p" + std::to_string(player) + "-" + side + "\"\nkind = \"x\"\n[card.rules]\nplayer = " +
                  std::to_string(player) + "\nside = \"" + side + "\"\n[card.rules.plays]\n";
  if (std::string(side) == "attack")
    s += "vertical = { name = \"thrust\", kind = \"attack\" }\nhorizontal = { name = \"parry\", kind = \"defence\", stops = \"thrust\" }\n"
         "high = { name = \"head-swing\", kind = \"attack\" }\nmiddle = { name = \"slash\", kind = \"attack\" }\n"
         "low = { name = \"leg-chop\", kind = \"attack\" }\n";
  else
    s += "vertical = { name = \"shield-bash\", kind = \"attack\" }\nhorizontal = { name = \"dodge\", kind = \"defence\", stops = \"shield-bash\" }\n"
         "high = { name = \"block-high\", kind = \"defence\", stops = \"head-swing\" }\n"
         "middle = { name = \"block-middle\", kind = \"defence\", stops = \"slash\" }\n"
         "low = { name = \"block-low\", kind = \"defence\", stops = \"leg-chop\" }\n";
  return s;
}

// The chart card; its first row is on line `first_line` of the file when it follows `lines_before`.
std::string chart_card(const std::vector<std::string>& rows) {
  std::string s = "[[card]]\nid = \"chart\"\nkind = \"chart\"\n[card.rules]\nstrong = 2\nweak = 1\nchart = [\n";
  for (const auto& row : rows) s += "  " + row + ",\n";
  return s + "]\n";
}

// Fifteen valid rows, in the order same-attack, different-attack, correct-defence,
// other-defence, both-defend, each greater, equal, lower.
std::vector<std::string> full_chart_rows() {
  std::vector<std::string> rows;
  for (const char* you : {"same-attack", "different-attack", "correct-defence", "other-defence", "both-defend"})
    for (const char* cmp : {"greater", "equal", "lower"})
      rows.push_back(std::string("{ you = \"") + you + "\", strength = \"" + cmp +
                     "\", enemy_damage = 0, your_damage = \"their-strength\", initiative = \"unchanged\" }");
  return rows;
}

std::string build_errors(const TempDir& dir, const std::string& cards) {
  dir.write("set.toml", kSetToml);
  dir.write("cards/cards.toml", cards);
  try {
    Diagnostics warnings;
    const CardSet set = load_card_set(dir.path(), warnings);
    make_game(set, GameOptions{}, warnings);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(DuelCardsCardRules, AValidMinimalSetBuilds) {
  TempDir dir;
  EXPECT_EQ(build_errors(dir, duel_card(1, "attack") + duel_card(1, "defence") + duel_card(2, "attack") +
                                  duel_card(2, "defence") + chart_card(full_chart_rows())),
            "no error");
}

void replace_once(std::string& s, const std::string& from, const std::string& to) {
  const auto at = s.find(from);
  ASSERT_NE(at, std::string::npos) << from;
  s.replace(at, from.size(), to);
}

// Each duel card written by duel_card() takes 12 lines.
TEST(DuelCardsCardRules, BadDuelCardsAreReportedWithPositions) {
  TempDir dir;
  std::string bad = duel_card(1, "attack");
  replace_once(bad, "kind = \"attack\" }", "kind = \"attak\" }");  // line 8, the vertical play
  std::string twice = duel_card(1, "defence");
  replace_once(twice, "side = \"defence\"", "side = \"attack\"");  // line 18
  std::string odd = duel_card(2, "attack");
  replace_once(odd, "player = 2", "player = 3");  // line 29
  const std::string text = build_errors(dir, bad + twice + odd + chart_card(full_chart_rows()));
  const std::string file = (dir.path() / "cards/cards.toml").string();
  auto expect = [&](const std::string& what) { EXPECT_THAT(text, ::testing::HasSubstr(what)) << what << "\n" << text; };
  expect(file + ":8:38: error: unknown plays.vertical.kind 'attak' (did you mean 'attack'?) [card p1-attack]");
  expect(file + ":18:8: error: player 1 already has its attack card ('p1-attack') [card p1-defence]");
  expect(file + ":29:10: error: rules.player = 3 is out of range [card p2-attack]");
  expect("set.toml: error: player 2 has no attack card");

  // Checks across cards: a defence must stop an attack the other player has; names are unique.
  std::string stops = duel_card(2, "defence");
  replace_once(stops, "stops = \"slash\"", "stops = \"slice\"");  // line 47, the middle play
  std::string same = duel_card(1, "defence");
  replace_once(same, "name = \"dodge\"", "name = \"slash\"");
  const std::string cross = build_errors(dir, duel_card(1, "attack") + same + duel_card(2, "attack") + stops +
                                                  chart_card(full_chart_rows()));
  EXPECT_THAT(cross, ::testing::HasSubstr(file + ":47:61: error: 'slice' is not an attack of player 1 [card p2-defence]"))
      << cross;
  EXPECT_THAT(cross, ::testing::HasSubstr("player 1 has two plays named 'slash'")) << cross;

  // Unknown keys, a play that is not a table, stops on an attack.
  std::string odd_keys = duel_card(1, "defence");
  replace_once(odd_keys, "[card.rules.plays]", "colour = \"red\"\n[card.rules.plays]");  // line 7
  replace_once(odd_keys, "low = { name = \"block-low\", kind = \"defence\", stops = \"leg-chop\" }", "low = 3");
  replace_once(odd_keys, "kind = \"attack\" }", "kind = \"attack\", stops = \"dodge\" }");
  const std::string more = build_errors(dir, odd_keys);
  EXPECT_THAT(more, ::testing::HasSubstr(file + ":7:10: error: unknown key 'rules.colour' for duel-cards")) << more;
  EXPECT_THAT(more, ::testing::HasSubstr(file + ":13:7: error: rules.plays.low must be a table, not an integer")) << more;
  EXPECT_THAT(more, ::testing::HasSubstr(file + ":9:")) << more;
  EXPECT_THAT(more, ::testing::HasSubstr("rules.plays.vertical.stops is only for defences")) << more;
  EXPECT_THAT(more, ::testing::HasSubstr("the card set has no chart card")) << more;
}

TEST(DuelCardsCardRules, BadChartsAreReportedWithPositions) {
  TempDir dir;
  const std::string cards = duel_card(1, "attack") + duel_card(1, "defence") + duel_card(2, "attack") + duel_card(2, "defence");
  const std::string file = (dir.path() / "cards/cards.toml").string();
  // The four duel cards take 48 lines and the chart card's header 7: row i is on line 55 + i.
  auto rows = full_chart_rows();
  replace_once(rows[0], "your_damage = \"their-strength\"", "your_damage = 9");
  replace_once(rows[1], "initiative = \"unchanged\"", "initiative = \"kept\"");
  replace_once(rows[2], "enemy_damage = 0", "enemy_damage = \"all\"");
  replace_once(rows[14], "strength = \"lower\"", "strength = \"equal\"");  // repeats row 14
  rows[3] = "\"same-attack\"";
  const std::string text = build_errors(dir, cards + chart_card(rows));
  auto expect = [&](const std::string& what) { EXPECT_THAT(text, ::testing::HasSubstr(what)) << what << "\n" << text; };
  expect(file + ":56:80: error: rules.chart[1].your_damage = 9 is out of range [card chart]");
  expect(file + ":57:");
  expect("unknown chart[2].initiative 'kept' [card chart]");
  expect(file + ":58:");
  expect("unknown chart[3].enemy_damage 'all' [card chart]");
  expect(file + ":59:3: error: rules.chart[4] must be a table");
  expect(file + ":70:11: error: the chart already has the row both-defend / equal (line 69) [card chart]");
  // A chart without a row says which one is missing; a set without a chart says so.
  auto short_rows = full_chart_rows();
  short_rows.erase(short_rows.begin() + 11);  // other-defence / lower
  EXPECT_THAT(build_errors(dir, cards + chart_card(short_rows)), ::testing::HasSubstr("the chart has no row for you = \"other-defence\", strength = \"lower\""));
  EXPECT_THAT(build_errors(dir, cards), ::testing::HasSubstr("the card set has no chart card"));
  // weak must be below strong.
  std::string flat = chart_card(full_chart_rows());
  replace_once(flat, "weak = 1", "weak = 2");
  EXPECT_THAT(build_errors(dir, cards + flat), ::testing::HasSubstr(file + ":54:8: error: weak must be lower than strong"));
}

}  // namespace
}  // namespace dw::engine::games::duel_cards
