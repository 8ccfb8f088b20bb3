// Duel Cards: the two readings of the seed that change play most, each with its option. Who marks
// the damage (by default the holder of the marker, that is of the initiative after the round;
// marked-by=owner lets each damaged player mark their own) and how both players reaching six
// marks in one round scores (by default both lose; mutual-knockout=draw scores 0 each).
#include <gtest/gtest.h>

#include "engine/games/duel_cards/dc_state.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::duel_cards {
namespace {

class DuelCardsReadings : public ::testing::Test {
 protected:
  // Seat 1 holds the initiative first, so seat 0 plays first.
  void start(const std::string& options) {
    game_ = std::static_pointer_cast<const DuelCardsGame>(dw::engine::testing::bundled_game("duel-cards", options));
    state_ = game_->new_initial_state();
    state_->apply_checked(DuelCardsGame::initiative_action(1));
  }
  const DcState& dc() const { return static_cast<const DcState&>(*state_); }
  // The play named `name` (of either of the seat's cards, as the lower or single card).
  Action play(Player seat, const char* name, bool weak) const {
    const auto& cards = game_->catalog().cards[static_cast<std::size_t>(seat)];
    for (int card = 0; card < kSides; ++card)
      for (int shape = 0; shape < kShapes; ++shape)
        if (cards[static_cast<std::size_t>(card)].plays[static_cast<std::size_t>(shape)].name == name)
          return DuelCardsGame::play_action(card, static_cast<Shape>(shape), weak);
    ADD_FAILURE() << "no play " << name;
    return 0;
  }
  // The first player's play, then the holder's.
  void round(Action first, Action second) {
    state_->apply_checked(first);
    state_->apply_checked(second);
  }
  // Three rounds of equal strong attacks: each hurts both players by 2, so both reach six
  // together. Whoever marks takes the last clear circle offered (bottom rows first), which leaves
  // the high and middle plays of the next rounds open.
  void trade_blows_to_the_end() {
    for (const char* attack : {"slash", "head-swing", "slash"}) {
      const Player first = 1 - dc().holder();
      round(play(first, attack, false), play(1 - first, attack, false));
      while (dc().phase() == Phase::mark) state_->apply_checked(state_->legal_actions().back());
    }
    ASSERT_TRUE(state_->is_terminal());
    ASSERT_EQ(dc().marks(0), 6);
    ASSERT_EQ(dc().marks(1), 6);
  }

  std::shared_ptr<const DuelCardsGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(DuelCardsReadings, TheInitiativeHolderMarksEveryonesDamageByDefault) {
  start("");
  // Equal strong slashes: both are hurt 2 and seat 1 keeps the marker.
  round(play(0, "slash", false), play(1, "slash", false));
  ASSERT_EQ(dc().phase(), Phase::mark);
  const Player holder = dc().holder();
  int marked_by_holder = 0;
  while (dc().phase() == Phase::mark) {
    EXPECT_EQ(state_->current_player(), holder);
    state_->apply_checked(state_->legal_actions().front());
    ++marked_by_holder;
  }
  EXPECT_EQ(marked_by_holder, 4);  // two circles of each player, all chosen by the holder
  EXPECT_EQ(dc().marks(0), 2);
  EXPECT_EQ(dc().marks(1), 2);
}

TEST_F(DuelCardsReadings, WithMarkedByOwnerEachDamagedPlayerMarksTheirOwn) {
  start("marked-by=owner");
  round(play(0, "slash", false), play(1, "slash", false));
  std::vector<Player> markers;
  while (dc().phase() == Phase::mark) {
    markers.push_back(state_->current_player());
    state_->apply_checked(state_->legal_actions().front());
  }
  EXPECT_EQ(markers, (std::vector<Player>{0, 0, 1, 1}));  // seat 0's damage first
}

TEST_F(DuelCardsReadings, BothAtSixInOneRoundBothLoseByDefault) {
  start("");
  trade_blows_to_the_end();
  EXPECT_EQ(state_->returns(), (std::vector<double>{-1, -1}));
}

TEST_F(DuelCardsReadings, MutualKnockoutCanBeScoredAsADraw) {
  start("mutual-knockout=draw");
  trade_blows_to_the_end();
  EXPECT_EQ(state_->returns(), (std::vector<double>{0, 0}));
}

// The heuristic (greedy's judgement, and the score of a search rollout cut short) sees a round
// whose damage is revealed but not yet marked as what it is: when it takes both players to six
// it scores the reading's return, not an even position; when it takes one, a win or a loss.
TEST_F(DuelCardsReadings, TheHeuristicScoresADecidedRoundAsItsResult) {
  for (const auto& [options, mutual] : {std::pair<std::string, double>{"", -1.0}, {"mutual-knockout=draw", 0.0}}) {
    start(options);
    round(play(0, "slash", false), play(1, "slash", false));
    while (dc().phase() == Phase::mark) state_->apply_checked(state_->legal_actions().back());
    round(play(1 - dc().holder(), "head-swing", false), play(dc().holder(), "head-swing", false));
    while (dc().phase() == Phase::mark) state_->apply_checked(state_->legal_actions().back());
    ASSERT_EQ(dc().marks(0), 4);
    ASSERT_EQ(dc().marks(1), 4);
    // Equal strong slashes again: two more each, both at six once marked.
    round(play(1 - dc().holder(), "slash", false), play(dc().holder(), "slash", false));
    ASSERT_EQ(dc().phase(), Phase::mark);
    EXPECT_EQ(state_->evaluate(0), mutual) << options;
    EXPECT_EQ(state_->evaluate(1), mutual) << options;
  }
  // A strong slash against a weak one: the weak side takes two (to six), the strong side one.
  start("");
  for (const char* attack : {"slash", "head-swing"}) {
    round(play(1 - dc().holder(), attack, false), play(dc().holder(), attack, false));
    while (dc().phase() == Phase::mark) state_->apply_checked(state_->legal_actions().back());
  }
  const Player weak = 1 - dc().holder();
  round(play(weak, "slash", true), play(1 - weak, "slash", false));
  ASSERT_EQ(dc().phase(), Phase::mark);
  EXPECT_EQ(state_->evaluate(weak), -1.0);
  EXPECT_EQ(state_->evaluate(1 - weak), 1.0);
}

TEST_F(DuelCardsReadings, AnUnknownReadingIsRejected) {
  EXPECT_THROW(start("mutual-knockout=sometimes"), InputError);
  EXPECT_THROW(start("marked-by=referee"), InputError);
}

}  // namespace
}  // namespace dw::engine::games::duel_cards
