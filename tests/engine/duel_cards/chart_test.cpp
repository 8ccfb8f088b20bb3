// Every row of the Duel Cards outcome chart, played through a real game on the bundled card set:
// the initiative is dealt to the chosen seat, the player without it plays first, the holder
// second, and the damage to mark and the new holder are checked, along with the chart row the
// engine used. "You" is the seat named by the row.
#include <gtest/gtest.h>

#include "engine/games/duel_cards/dc_state.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::duel_cards {
namespace {

struct Move {
  const char* play;
  bool weak;
};

struct Row {
  int line;
  Situation situation;
  Compare compare;
  bool you_hold;  // you start the round with the initiative
  Move you, enemy;
  int your_damage, enemy_damage;
  bool you_hold_after;
};

constexpr bool kStrong = false;
constexpr bool kWeak = true;

class DuelCardsChartRows : public ::testing::Test {
 protected:
  void SetUp() override {
    game_ = std::static_pointer_cast<const DuelCardsGame>(dw::engine::testing::bundled_game("duel-cards"));
  }
  // The play action of `seat` named `name` at `weak` strength.
  Action play(Player seat, const char* name, bool weak) const {
    const auto& cards = game_->catalog().cards[static_cast<std::size_t>(seat)];
    for (int card = 0; card < kSides; ++card)
      for (int shape = 0; shape < kShapes; ++shape)
        if (cards[static_cast<std::size_t>(card)].plays[static_cast<std::size_t>(shape)].name == name)
          return DuelCardsGame::play_action(card, static_cast<Shape>(shape), weak);
    ADD_FAILURE() << "no play " << name;
    return 0;
  }
  void check(const Row& row, Player you) {
    SCOPED_TRACE("chart row at line " + std::to_string(row.line) + ", you = p" + std::to_string(you));
    const Player enemy = 1 - you;
    const Player holder = row.you_hold ? you : enemy;
    auto state = game_->new_initial_state();
    state->apply_checked(DuelCardsGame::initiative_action(holder));
    const Player first = 1 - holder;
    const Move& first_move = first == you ? row.you : row.enemy;
    const Move& second_move = first == you ? row.enemy : row.you;
    ASSERT_EQ(state->current_player(), first);
    state->apply_checked(play(first, first_move.play, first_move.weak));
    ASSERT_EQ(state->current_player(), holder);
    const auto& dc = static_cast<const DcState&>(*state);
    std::array<Action, 2> plays{};
    plays[static_cast<std::size_t>(you)] = play(you, row.you.play, row.you.weak);
    plays[static_cast<std::size_t>(enemy)] = play(enemy, row.enemy.play, row.enemy.weak);
    const RoundOutcome outcome = dc.outcome_of(static_cast<int>(plays[0]), static_cast<int>(plays[1]));
    ASSERT_TRUE(outcome.has_row[static_cast<std::size_t>(you)]);
    EXPECT_EQ(outcome.situation[static_cast<std::size_t>(you)], row.situation);
    EXPECT_EQ(outcome.compare[static_cast<std::size_t>(you)], row.compare);

    state->apply_checked(play(holder, second_move.play, second_move.weak));
    const auto values = state->tracked_values();
    auto value = [&](const std::string& name) {
      for (const auto& v : values)
        if (v.name == name) return v.value;
      ADD_FAILURE() << "no tracked value " << name;
      return -1;
    };
    EXPECT_EQ(value("damage to mark p" + std::to_string(you)), row.your_damage);
    EXPECT_EQ(value("damage to mark p" + std::to_string(enemy)), row.enemy_damage);
    EXPECT_EQ(dc.holder(), row.you_hold_after ? you : enemy);
    // Mark the damage (first clear circles) and check the next round starts as it should.
    while (dc.phase() == Phase::mark) state->apply_checked(state->legal_actions().front());
    EXPECT_EQ(dc.marks(you), row.your_damage);
    EXPECT_EQ(dc.marks(enemy), row.enemy_damage);
    ASSERT_EQ(dc.phase(), Phase::first_play);
    EXPECT_EQ(state->current_player(), 1 - dc.holder());  // the holder always plays second
  }

  std::shared_ptr<const DuelCardsGame> game_;
};

TEST_F(DuelCardsChartRows, EveryRowOfTheChart) {
  using S = Situation;
  using C = Compare;
  const std::vector<Row> rows = {
      // Same attack: the stronger is hurt 1 and hurts 2, and loses the initiative.
      {__LINE__, S::same_attack, C::greater, true, {"head-swing", kStrong}, {"head-swing", kWeak}, 1, 2, false},
      {__LINE__, S::same_attack, C::equal, true, {"slash", kStrong}, {"slash", kStrong}, 2, 2, true},
      {__LINE__, S::same_attack, C::equal, false, {"slash", kWeak}, {"slash", kWeak}, 1, 1, false},
      {__LINE__, S::same_attack, C::lower, false, {"thrust", kWeak}, {"thrust", kStrong}, 2, 1, true},
      // Different attacks: the same damage; the weaker gains the initiative.
      {__LINE__, S::different_attack, C::greater, false, {"leg-chop", kStrong}, {"slash", kWeak}, 1, 2, false},
      {__LINE__, S::different_attack, C::greater, true, {"leg-chop", kStrong}, {"slash", kWeak}, 1, 2, false},
      {__LINE__, S::different_attack, C::equal, true, {"shield-bash", kStrong}, {"thrust", kStrong}, 2, 2, true},
      {__LINE__, S::different_attack, C::equal, false, {"shield-bash", kWeak}, {"head-swing", kWeak}, 1, 1, false},
      {__LINE__, S::different_attack, C::lower, false, {"head-swing", kWeak}, {"leg-chop", kStrong}, 2, 1, true},
      // The correct defence: no damage unless weaker than the attack.
      {__LINE__, S::correct_defence, C::greater, true, {"block-high", kStrong}, {"head-swing", kWeak}, 0, 0, false},
      {__LINE__, S::correct_defence, C::equal, false, {"block-high", kWeak}, {"head-swing", kWeak}, 0, 0, true},
      {__LINE__, S::correct_defence, C::equal, false, {"parry", kStrong}, {"thrust", kStrong}, 0, 0, true},
      {__LINE__, S::correct_defence, C::lower, false, {"dodge", kWeak}, {"shield-bash", kStrong}, 1, 0, true},
      // Another defence: the full attack gets through.
      {__LINE__, S::other_defence, C::greater, true, {"block-low", kStrong}, {"head-swing", kWeak}, 1, 0, false},
      {__LINE__, S::other_defence, C::equal, true, {"dodge", kStrong}, {"slash", kStrong}, 2, 0, false},
      {__LINE__, S::other_defence, C::equal, true, {"block-middle", kWeak}, {"leg-chop", kWeak}, 1, 0, false},
      {__LINE__, S::other_defence, C::lower, false, {"parry", kWeak}, {"leg-chop", kStrong}, 2, 0, true},
      // Both defend (the rule's text): nobody is hurt; the weaker takes the initiative.
      {__LINE__, S::both_defend, C::greater, true, {"block-middle", kStrong}, {"dodge", kWeak}, 0, 0, false},
      {__LINE__, S::both_defend, C::equal, true, {"block-low", kWeak}, {"parry", kWeak}, 0, 0, true},
      {__LINE__, S::both_defend, C::equal, false, {"block-low", kWeak}, {"parry", kWeak}, 0, 0, false},
      {__LINE__, S::both_defend, C::lower, false, {"dodge", kWeak}, {"block-high", kStrong}, 0, 0, true},
  };
  std::array<std::array<int, kCompares>, kSituations> covered{};
  for (const Row& row : rows) {
    for (Player you = 0; you < 2; ++you) check(row, you);
    ++covered[static_cast<std::size_t>(row.situation)][static_cast<std::size_t>(row.compare)];
  }
  for (int s = 0; s < kSituations; ++s)
    for (int c = 0; c < kCompares; ++c)
      EXPECT_GT(covered[static_cast<std::size_t>(s)][static_cast<std::size_t>(c)], 0)
          << situation_name(static_cast<Situation>(s)) << " / " << compare_name(static_cast<Compare>(c));
}

TEST_F(DuelCardsChartRows, TheAttackerFacingADefenceFollowsTheDefendersRow) {
  // From the attacker's side: a correct defence of equal strength takes the initiative away from
  // the attacker, who takes no damage either.
  const Row row{__LINE__, Situation::correct_defence, Compare::equal, false, {"block-middle", kStrong},
                {"slash", kStrong}, 0, 0, true};
  check(row, 0);
}

}  // namespace
}  // namespace dw::engine::games::duel_cards
