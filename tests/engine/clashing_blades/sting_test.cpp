// Clashing Blades! advanced rule 1, how long a sting lasts: the heart stays before its victim
// "during the next deal" only, so it must end with that deal whichever way the deal ends. The
// scripted duel below ends the stung deal without damage (both hands run out, disengage (c)); the
// victim must then not shed again in the deal after. Seat 0 deals first, so seat 1 gets the
// first card of odd deals and seat 0 the first card of even ones.
#include <gtest/gtest.h>

#include "engine/games/clashing_blades/cb_state.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::clashing_blades {
namespace {

class ClashingBladesStingLength : public ::testing::Test {
 protected:
  void SetUp() override {
    game_ = std::static_pointer_cast<const ClashingBladesGame>(
        dw::engine::testing::bundled_game("clashing-blades", "extra-hearts=on,hand-size=2"));
    state_ = game_->new_initial_state();
  }
  const CbState& cb() const { return static_cast<const CbState&>(*state_); }
  Action card(const char* name) const {
    const Action a = game_->card_action(name);
    EXPECT_GE(a, 0) << "no card " << name;
    return a;
  }
  void act(Player who, Action a) {
    ASSERT_EQ(state_->current_player(), who) << state_->to_string();
    ASSERT_TRUE(state_->is_legal(a)) << state_->action_to_string(who, a) << " is not legal\n" << state_->to_string();
    state_->apply_action(a);
  }
  void play(Player who, const char* name) { act(who, card(name)); }
  // One card to each in turn: first[i] to the dealer's opponent, then second[i].
  void deal(const std::vector<const char*>& first, const std::vector<const char*>& second) {
    for (std::size_t i = 0; i < first.size(); ++i)
      for (const char* name : {first[i], second[i]}) act(kChancePlayer, card(name));
  }
  // Deal 1: seat 0 hurts seat 1 for 7 and stings them with the heart 3. Deal 2: seat 1 sheds the
  // club 3, then both play out their hands without damage, so the deal ends because both hands
  // are empty.
  void sting_then_run_out_of_cards() {
    deal({"diamond-2", "club-9"}, {"spade-9", "heart-3"});
    play(0, "spade-9");
    play(1, "diamond-2");
    act(1, game_->pass_action());  // seat 1 takes 7
    ASSERT_EQ(cb().phase(), Phase::sting);
    play(0, "heart-3");
    ASSERT_EQ(cb().sting(1), card("heart-3"));
    deal({"diamond-7", "diamond-4"}, {"club-3", "diamond-5"});
    ASSERT_EQ(cb().phase(), Phase::shed);
    play(1, "club-3");
    ASSERT_EQ(cb().phase(), Phase::en_garde);
    play(0, "diamond-7");
    play(1, "diamond-5");  // two parries: no threat, the exchange ends
    play(0, "diamond-4");  // seat 1 has no card left; seat 0 plays alone, again without threat
    ASSERT_EQ(cb().health(0), 15);
    ASSERT_EQ(cb().health(1), 8);
  }

  std::shared_ptr<const ClashingBladesGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(ClashingBladesStingLength, TheStingEndsWithItsDealWhenBothHandsRunOut) {
  sting_then_run_out_of_cards();
  // Disengage (c): a new deal begins, and the heart is back in the deck with every other card.
  ASSERT_EQ(cb().phase(), Phase::deal);
  EXPECT_EQ(cb().deals(), 3);
  EXPECT_EQ(cb().sting(1), -1);
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("heart-3"))), Zone::deck);
  EXPECT_EQ(cb().deck_size(), 36);  // all thirty duel cards and the six extra hearts
}

TEST_F(ClashingBladesStingLength, TheVictimDoesNotShedAgainInTheDealAfter) {
  sting_then_run_out_of_cards();
  deal({"club-8", "spade-4"}, {"spade-7", "diamond-6"});
  EXPECT_EQ(cb().to_shed(1), 0);
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().hand_size(1), 2);
}

}  // namespace
}  // namespace dw::engine::games::clashing_blades
