// The situations the CLUBS rules describe, scripted move by move on the bundled deck: every deal
// and draw is a chosen chance action, every decision a checked legal action. Seat 0 goes first.
// Covered: settling attacks (counters, ties to the aggressor, clubs left face up), the pool
// example (2-3-4 of hearts falls to the five of spades), aces high attacking and low defending,
// instant heals, healing pools, the hand limit of twelve, and both ways to lose.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <bit>

#include "engine/games/clubs/clubs_state.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::clubs {
namespace {

constexpr Player kFirst = 0;
constexpr Player kSecond = 1;

class ClubsExample : public ::testing::Test {
 protected:
  void start(const std::string& options = "") {
    game_ = std::static_pointer_cast<const ClubsGame>(dw::engine::testing::bundled_game("clubs", options));
    state_ = game_->new_initial_state();
  }
  const ClubsState& st() const { return static_cast<const ClubsState&>(*state_); }
  int card(const char* id) const {
    const int c = game_->card_index(id);
    EXPECT_GE(c, 0) << "no card " << id;
    return c;
  }
  bool holds(Player p, const char* id) const { return (st().hand(p) >> card(id)) & 1U; }
  bool discarded(const char* id) const { return (st().discards() >> card(id)) & 1U; }

  // Deals the two opening hands, one card at a time starting with seat 0.
  void deal(const std::vector<const char*>& first, const std::vector<const char*>& second) {
    ASSERT_EQ(first.size(), second.size());
    for (std::size_t i = 0; i < first.size(); ++i)
      for (const char* id : {first[i], second[i]}) draw(id);
    ASSERT_EQ(st().phase(), Phase::setup);
  }
  void draw(const char* id) {
    ASSERT_TRUE(state_->is_chance_node()) << "no draw expected now\n" << state_->to_string();
    ASSERT_TRUE(state_->is_legal(card(id))) << id << " is not in the pile";
    state_->apply_action(card(id));
  }
  void act(Player who, Action a) {
    ASSERT_EQ(state_->current_player(), who) << state_->to_string();
    ASSERT_TRUE(state_->is_legal(a)) << state_->action_to_string(who, a) << " is not legal\n" << state_->to_string();
    state_->apply_action(a);
  }

  Action play(const char* id) const { return game_->play_action(card(id)); }  // place, heal or counter
  Action discard(const char* id) const { return game_->discard_action(card(id)); }
  Action swap(const char* id, int place) const { return game_->swap_action(card(id), place - 1); }
  Action pool(int start_rank) const { return game_->pool_action(start_rank); }
  Action attack_place(const char* id, int place) const { return game_->attack_action(card(id), place - 1); }
  Action attack_pool(const char* id, int start_rank) const {
    return game_->attack_action(card(id), kSlots + start_rank - 1);
  }
  Action attack_directly(const char* id) const { return game_->attack_action(card(id), kDirectTarget); }
  Action pass() const { return game_->pass_action(); }

  std::shared_ptr<const ClubsGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(ClubsExample, KingOfSpadesBreaksKingOfClubsAndBothAreDiscarded) {
  start();
  deal({"spade-k", "spade-2", "spade-3", "spade-4", "diamond-2", "diamond-3", "heart-7", "heart-9", "club-2", "club-3"},
       {"club-k", "club-7", "diamond-5", "diamond-6", "spade-5", "spade-6", "heart-q", "heart-10", "heart-8", "club-4"});
  act(kFirst, pass());  // ready without defenders
  act(kSecond, play("club-k"));
  act(kSecond, play("club-7"));
  act(kSecond, pass());
  EXPECT_EQ(st().defender(kSecond, 0), card("club-k"));
  EXPECT_EQ(st().defender(kSecond, 1), card("club-7"));

  draw("spade-7");  // seat 0's first turn: one card
  ASSERT_EQ(st().phase(), Phase::main);
  // One spade per target: a second spade on place 1 is refused, direct attacks too (clubs stand).
  act(kFirst, attack_place("spade-k", 1));
  EXPECT_FALSE(state_->is_legal(attack_place("spade-2", 1)));
  EXPECT_FALSE(state_->is_legal(attack_directly("spade-2")));
  act(kFirst, discard("heart-7"));

  draw("spade-8");  // seat 1 draws, then settles the attack
  ASSERT_EQ(st().phase(), Phase::resolve);
  EXPECT_EQ(state_->legal_actions(),
            (std::vector<Action>{play("diamond-5"), play("diamond-6"), pass()}));  // counter or not
  act(kSecond, pass());
  // A tie goes to the aggressor: both kings are discarded and the place is free.
  EXPECT_TRUE(discarded("spade-k"));
  EXPECT_TRUE(discarded("club-k"));
  EXPECT_EQ(st().defender(kSecond, 0), -1);
  EXPECT_EQ(st().phase(), Phase::main);
  EXPECT_THAT(state_->information_state_string(kFirst), ::testing::HasSubstr("spade-k against no counter, defender club-k: broken"));
}

TEST_F(ClubsExample, HigherCounterTurnsTheAttackBackAndTheClubStaysHidden) {
  start();
  deal({"spade-5", "spade-2", "spade-3", "spade-4", "diamond-2", "diamond-3", "heart-7", "heart-9", "club-2", "club-3"},
       {"club-9", "club-7", "diamond-6", "diamond-k", "spade-6", "spade-7", "heart-q", "heart-10", "heart-8", "club-4"});
  act(kFirst, pass());
  act(kSecond, play("club-9"));
  act(kSecond, pass());
  draw("spade-8");
  act(kFirst, attack_place("spade-5", 1));
  act(kFirst, discard("heart-7"));
  draw("spade-9");
  act(kSecond, play("diamond-6"));  // 6 beats 5
  EXPECT_TRUE(discarded("spade-5"));
  EXPECT_TRUE(discarded("diamond-6"));
  EXPECT_EQ(st().defender(kSecond, 0), card("club-9"));
  EXPECT_FALSE(st().face_up(kSecond, 0));
  // The attacker never learns which club it was.
  const std::string seen = state_->information_state_string(kFirst);
  EXPECT_THAT(seen, ::testing::HasSubstr("spade-5 against diamond-6: countered")) << seen;
  EXPECT_THAT(seen, ::testing::Not(::testing::HasSubstr("club-9"))) << seen;
  // Still face down, so its owner may swap it in the main part of the turn.
  EXPECT_TRUE(state_->is_legal(swap("club-4", 1)));
}

TEST_F(ClubsExample, BeatenCounterThenAHigherClubIsLeftFaceUp) {
  start();
  deal({"spade-9", "spade-2", "spade-3", "spade-4", "diamond-2", "diamond-4", "heart-7", "heart-9", "club-2", "club-3"},
       {"club-q", "club-7", "diamond-3", "diamond-k", "spade-6", "spade-7", "heart-q", "heart-10", "heart-8", "club-4"});
  act(kFirst, pass());
  act(kSecond, play("club-q"));
  act(kSecond, pass());
  draw("spade-8");
  act(kFirst, attack_place("spade-9", 1));
  act(kFirst, discard("heart-7"));
  draw("spade-10");
  act(kSecond, play("diamond-3"));  // the spade beats the diamond, then meets the queen
  EXPECT_TRUE(discarded("spade-9"));
  EXPECT_TRUE(discarded("diamond-3"));
  EXPECT_EQ(st().defender(kSecond, 0), card("club-q"));
  EXPECT_TRUE(st().face_up(kSecond, 0));
  // A face-up defender cannot be swapped, but it still guards against direct attacks.
  EXPECT_FALSE(state_->is_legal(swap("club-7", 1)));
  EXPECT_THAT(state_->information_state_string(kFirst), ::testing::HasSubstr("p1 defenders: club-q(up)"));
  act(kSecond, discard("heart-8"));
  draw("spade-j");
  EXPECT_FALSE(state_->is_legal(attack_directly("spade-2")));
  EXPECT_TRUE(state_->is_legal(attack_place("spade-j", 1)));  // it can be attacked again
}

TEST_F(ClubsExample, PoolOfTwoThreeFourFallsToTheFiveOfSpades) {
  start();
  deal({"spade-5", "spade-3", "spade-4", "spade-6", "diamond-2", "diamond-4", "heart-7", "heart-9", "club-2", "club-3"},
       {"heart-2", "heart-3", "heart-4", "club-k", "club-q", "club-j", "heart-q", "diamond-10", "heart-8", "club-4"});
  act(kFirst, pass());
  act(kSecond, pool(2));  // 2-3-4 of hearts
  act(kSecond, pass());
  EXPECT_EQ(st().pools(kSecond), 1U << 1);
  draw("spade-8");
  // The pool is a target; the three of spades is too low for it.
  act(kFirst, attack_pool("spade-3", 2));
  act(kFirst, discard("heart-7"));
  // Seat 1 draws two: one card and one for the pool.
  draw("spade-9");
  draw("spade-10");
  ASSERT_EQ(st().phase(), Phase::resolve);
  act(kSecond, pass());
  EXPECT_TRUE(discarded("spade-3"));
  EXPECT_EQ(st().pools(kSecond), 1U << 1);  // held: 3 is below the 4 of hearts
  act(kSecond, discard("heart-8"));
  draw("spade-j");
  act(kFirst, attack_pool("spade-5", 2));
  act(kFirst, discard("heart-9"));
  draw("spade-q");
  draw("spade-k");
  act(kSecond, pass());
  // 5 beats the 4 of hearts: the whole run is discarded with the spade.
  EXPECT_EQ(st().pools(kSecond), 0U);
  for (const char* id : {"spade-5", "heart-2", "heart-3", "heart-4"}) EXPECT_TRUE(discarded(id)) << id;
}

TEST_F(ClubsExample, AcesAreHighAttackingAndLowDefending) {
  start();
  deal({"spade-a", "spade-5", "spade-3", "diamond-a", "club-a", "heart-7", "heart-9", "club-2", "heart-j", "club-3"},
       {"club-k", "club-5", "heart-a", "heart-2", "heart-3", "spade-k", "spade-2", "diamond-10", "heart-8", "club-4"});
  act(kFirst, play("club-a"));  // an ace defends with 1
  act(kFirst, pass());
  act(kSecond, play("club-k"));
  act(kSecond, pool(1));  // ace-2-3 of hearts: a run with the ace low
  act(kSecond, pass());
  draw("spade-8");
  act(kFirst, attack_place("spade-a", 1));  // 14 against the king of clubs
  act(kFirst, attack_pool("spade-3", 1));   // 3 against ace-2-3, which defends with 3
  act(kFirst, discard("heart-7"));
  draw("spade-9");
  draw("spade-10");
  act(kSecond, play("diamond-10"));  // too low for the ace of spades
  EXPECT_TRUE(discarded("club-k"));
  act(kSecond, pass());
  EXPECT_EQ(st().pools(kSecond), 0U);  // the tie goes to the aggressor
  // Seat 1 strikes back: the two of spades beats the ace of clubs; the ace of diamonds, high
  // when countering, turns back the king.
  act(kSecond, attack_place("spade-2", 1));
  act(kSecond, discard("heart-8"));
  draw("spade-j");
  act(kFirst, pass());
  EXPECT_TRUE(discarded("club-a"));
  act(kFirst, play("club-2"));
  act(kFirst, discard("heart-9"));
  draw("spade-4");
  act(kSecond, attack_place("spade-k", 1));
  act(kSecond, discard("club-5"));
  draw("spade-6");
  act(kFirst, play("diamond-a"));
  EXPECT_TRUE(discarded("spade-k"));
  EXPECT_TRUE(discarded("diamond-a"));
  EXPECT_EQ(st().defender(kFirst, 0), card("club-2"));
  EXPECT_FALSE(st().face_up(kFirst, 0));
}

TEST_F(ClubsExample, InstantHealsDrawThreeFiveOrTenButNeverPastTwelve) {
  start();
  deal({"heart-7", "heart-j", "heart-a", "spade-2", "spade-3", "spade-4", "diamond-2", "diamond-3", "club-2", "club-3"},
       {"club-k", "club-5", "heart-q", "heart-4", "heart-6", "spade-k", "spade-q", "diamond-10", "heart-8", "club-4"});
  act(kFirst, pass());
  act(kSecond, pass());
  draw("spade-5");
  EXPECT_EQ(st().hand_size(kFirst), 11);
  // A number card draws three.
  act(kFirst, play("heart-7"));
  for (const char* id : {"spade-6", "spade-7"}) draw(id);
  // 11 - 1 + 2 = 12: the third card would pass the limit, so the heal stops there.
  EXPECT_EQ(st().phase(), Phase::main);
  EXPECT_EQ(st().hand_size(kFirst), 12);
  act(kFirst, discard("club-3"));
  draw("spade-8");
  act(kSecond, discard("heart-8"));
  // Turn start at 11 cards: one draw reaches 12.
  draw("spade-9");
  EXPECT_EQ(st().hand_size(kFirst), 12);
  // A face card draws five, the ace ten; both stop at twelve.
  act(kFirst, play("heart-j"));
  draw("spade-10");
  EXPECT_EQ(st().hand_size(kFirst), 12);
  EXPECT_EQ(st().phase(), Phase::main);
  act(kFirst, play("heart-a"));
  draw("spade-j");
  EXPECT_EQ(st().hand_size(kFirst), 12);
  act(kFirst, discard("club-2"));
  EXPECT_EQ(st().hand_size(kFirst), 11);
  // With room, a face card really draws five.
  draw("diamond-4");
  EXPECT_EQ(st().hand_size(kSecond), 11);
  act(kSecond, play("club-k"));
  act(kSecond, play("club-5"));
  act(kSecond, play("club-4"));
  EXPECT_EQ(st().hand_size(kSecond), 8);
  act(kSecond, play("heart-q"));
  for (const char* id : {"diamond-5", "diamond-6", "diamond-7", "diamond-8", "diamond-9"}) draw(id);
  EXPECT_EQ(st().phase(), Phase::main);
  EXPECT_EQ(st().hand_size(kSecond), 12);
}

TEST_F(ClubsExample, EachHealingPoolDrawsOneMoreCardEveryTurn) {
  start();
  deal({"heart-2", "heart-3", "heart-4", "heart-5", "heart-6", "heart-7", "spade-4", "diamond-2", "club-2", "club-3"},
       {"club-k", "club-5", "heart-8", "heart-9", "heart-10", "spade-k", "spade-q", "diamond-10", "heart-q", "club-4"});
  act(kFirst, pool(2));
  act(kFirst, pool(5));
  EXPECT_EQ(std::popcount(st().pools(kFirst)), 2);
  act(kFirst, pass());
  act(kSecond, pass());
  // One card plus one per pool.
  for (const char* id : {"spade-5", "spade-6", "spade-7"}) draw(id);
  EXPECT_EQ(st().phase(), Phase::main);
  EXPECT_EQ(st().hand_size(kFirst), 7);
  act(kFirst, discard("spade-4"));
  draw("spade-8");
  act(kSecond, pool(8));
  act(kSecond, discard("spade-q"));
  for (const char* id : {"spade-9", "spade-10", "spade-j"}) draw(id);
  ASSERT_EQ(st().phase(), Phase::main);
  act(kFirst, discard("spade-5"));
  draw("spade-2");  // seat 1 now draws two
  draw("spade-3");
  EXPECT_EQ(st().phase(), Phase::main);
}

TEST_F(ClubsExample, AStrikeThatReachesAPlayerWithoutClubsWins) {
  start();
  deal({"spade-7", "spade-8", "spade-3", "diamond-2", "club-2", "club-3", "heart-7", "heart-9", "heart-j", "club-4"},
       {"diamond-8", "diamond-3", "heart-2", "heart-4", "heart-6", "spade-k", "spade-q", "diamond-10", "heart-8", "spade-2"});
  act(kFirst, pass());
  act(kSecond, pass());  // no clubs at all
  draw("spade-5");
  act(kFirst, attack_directly("spade-7"));
  EXPECT_FALSE(state_->is_legal(attack_directly("spade-8")));  // one spade per target
  act(kFirst, discard("heart-7"));
  draw("spade-6");
  act(kSecond, play("diamond-8"));  // 8 beats 7: the strike is turned back
  EXPECT_FALSE(state_->is_terminal());
  act(kSecond, discard("heart-8"));
  draw("spade-9");
  act(kFirst, attack_directly("spade-8"));
  act(kFirst, discard("heart-9"));
  draw("spade-10");
  act(kSecond, play("diamond-3"));  // too low
  ASSERT_TRUE(state_->is_terminal());
  EXPECT_EQ(state_->returns(), (std::vector<double>{1, -1}));
  EXPECT_THAT(state_->information_state_string(kSecond), ::testing::HasSubstr("p1 loses: an attack on them got through"));
}

TEST_F(ClubsExample, AnEmptyHandAfterTheDiscardLoses) {
  // Two-card hands make it quick.
  start("opening-hand=2");
  deal({"club-2", "club-3"}, {"spade-2", "heart-4"});
  act(kFirst, play("club-2"));
  act(kFirst, play("club-3"));
  act(kFirst, pass());
  act(kSecond, pass());
  draw("diamond-9");
  ASSERT_EQ(st().hand_size(kFirst), 1);
  // Discarding a defender instead of the hand's last card keeps seat 0 alive...
  auto other = state_->clone();
  other->apply_checked(discard("club-3"));
  EXPECT_FALSE(other->is_terminal());
  // ...discarding the last card of the hand loses.
  act(kFirst, discard("diamond-9"));
  ASSERT_TRUE(state_->is_terminal());
  EXPECT_EQ(state_->returns(), (std::vector<double>{-1, 1}));
  EXPECT_THAT(state_->information_state_string(kSecond), ::testing::HasSubstr("p0 loses: their hand is empty after the discard"));
}

}  // namespace
}  // namespace dw::engine::games::clubs
