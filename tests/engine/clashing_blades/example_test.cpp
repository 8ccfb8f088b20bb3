// The "Extended Example" of the Clashing Blades! rules (Annette and Carlos), played move by move
// on the bundled card set: Annette is seat 0, Carlos seat 1. Each step checks the threats, hands
// and health the example states.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "engine/games/clashing_blades/cb_state.hpp"
#include "engine/replay.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::clashing_blades {
namespace {

constexpr Player kAnnette = 0;
constexpr Player kCarlos = 1;

class ClashingBladesExample : public ::testing::Test {
 protected:
  void SetUp() override {
    game_ = std::static_pointer_cast<const ClashingBladesGame>(dw::engine::testing::bundled_game("clashing-blades"));
    state_ = game_->new_initial_state();
  }
  const CbState& cb() const { return static_cast<const CbState&>(*state_); }
  Action card(const char* name) const {
    const Action a = game_->card_action(name);
    EXPECT_GE(a, 0) << "no card " << name;
    return a;
  }
  // Applies `who` playing `name` (or passing when name is null), checking it is their turn and legal.
  void play(Player who, const char* name) {
    ASSERT_EQ(state_->current_player(), who) << state_->to_string();
    const Action a = name ? card(name) : game_->pass_action();
    ASSERT_TRUE(state_->is_legal(a)) << (name ? name : "pass") << " is not legal\n" << state_->to_string();
    state_->apply_action(a);
  }
  // Deals seven cards to each: the first card goes to the dealer's opponent, then alternately.
  void deal(const std::vector<const char*>& first, const std::vector<const char*>& second) {
    for (std::size_t i = 0; i < first.size(); ++i) {
      for (const char* name : {first[i], second[i]}) {
        ASSERT_TRUE(state_->is_chance_node());
        ASSERT_TRUE(state_->is_legal(card(name))) << name;
        state_->apply_action(card(name));
      }
    }
  }

  std::shared_ptr<const ClashingBladesGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(ClashingBladesExample, AnnetteAndCarlos) {
  EXPECT_EQ(cb().health(kAnnette), 15);
  EXPECT_EQ(cb().health(kCarlos), 15);
  // Seat 0 deals the first hand, so Carlos receives the first card.
  deal({"diamond-4", "club-9", "diamond-8", "diamond-2", "spade-6", "diamond-a", "spade-2"},
       {"spade-10", "club-10", "club-7", "spade-3", "club-8", "diamond-5", "diamond-6"});
  ASSERT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().hand_size(kAnnette), 7);
  EXPECT_EQ(cb().hand_size(kCarlos), 7);
  EXPECT_EQ(cb().deck_size(), 16);

  // En garde: Annette's spade 10 face down; Carlos cannot see it yet.
  play(kAnnette, "spade-10");
  EXPECT_THAT(state_->information_state_string(kCarlos), ::testing::Not(::testing::HasSubstr("spade-10")));
  EXPECT_THAT(state_->information_state_string(kAnnette), ::testing::HasSubstr("spade-10"));
  play(kCarlos, "diamond-4");
  // Revealed: the diamond 4 reduces the 10 to a threat of 6 against Carlos.
  EXPECT_EQ(cb().phase(), Phase::exchange);
  EXPECT_EQ(cb().threat(kCarlos), 6);
  EXPECT_EQ(cb().threat(kAnnette), 0);
  EXPECT_THAT(state_->information_state_string(kCarlos), ::testing::HasSubstr("reveal p0=spade-10 p1=diamond-4"));

  play(kCarlos, "club-9");  // parries the 6, ripostes 3
  EXPECT_EQ(cb().threat(kAnnette), 3);
  EXPECT_EQ(cb().threat(kCarlos), 0);
  play(kAnnette, "club-10");  // parries the 3, ripostes 7
  EXPECT_EQ(cb().threat(kCarlos), 7);
  EXPECT_EQ(cb().threat(kAnnette), 0);
  play(kCarlos, "diamond-8");  // stops the 7: nobody is threatened, the exchange ends
  EXPECT_EQ(cb().threat(kAnnette), 0);
  EXPECT_EQ(cb().threat(kCarlos), 0);
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().hand_size(kAnnette), 5);
  EXPECT_EQ(cb().hand_size(kCarlos), 4);
  EXPECT_EQ(cb().discard_size(), 5);
  EXPECT_EQ(cb().health(kAnnette), 15);
  EXPECT_EQ(cb().health(kCarlos), 15);

  // Club 7 against diamond 2: no effect.
  play(kAnnette, "club-7");
  play(kCarlos, "diamond-2");
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().threat(kAnnette), 0);
  EXPECT_EQ(cb().threat(kCarlos), 0);
  EXPECT_EQ(cb().hand_size(kAnnette), 4);
  EXPECT_EQ(cb().hand_size(kCarlos), 3);

  // Spade 3 against spade 6: Annette faces 6, Carlos 3.
  play(kAnnette, "spade-3");
  play(kCarlos, "spade-6");
  EXPECT_EQ(cb().phase(), Phase::spade_duel);
  EXPECT_EQ(cb().threat(kAnnette), 6);
  EXPECT_EQ(cb().threat(kCarlos), 3);
  // Annette faces the greater damage, so the first option is hers: a diamond or club, or keep.
  ASSERT_EQ(state_->current_player(), kAnnette);
  const std::vector<Action> options = {card("club-8"), card("diamond-5"), card("diamond-6"), game_->pass_action()};
  std::vector<Action> sorted = options;
  std::sort(sorted.begin(), sorted.end());
  EXPECT_EQ(state_->legal_actions(), sorted);
  play(kAnnette, "club-8");  // drops the spade 3: the club 8 parries the 6 and ripostes 2
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("spade-3"))), Zone::discard);
  EXPECT_EQ(cb().threat(kCarlos), 2);
  EXPECT_EQ(cb().threat(kAnnette), 0);
  EXPECT_EQ(cb().hand_size(kAnnette), 2);
  EXPECT_EQ(cb().hand_size(kCarlos), 2);
  play(kCarlos, "diamond-a");  // reduces the 2 to 1, which he suffers: one card at a time
  EXPECT_EQ(cb().health(kCarlos), 14);
  EXPECT_EQ(cb().health(kAnnette), 15);

  // Damage was done: hands (Annette 2, Carlos 1) and discards go back, a new deal of 7 each.
  EXPECT_EQ(cb().phase(), Phase::deal);
  EXPECT_TRUE(state_->is_chance_node());
  EXPECT_EQ(cb().deck_size(), 30);
  EXPECT_EQ(cb().hand_size(kAnnette), 0);
  EXPECT_EQ(cb().hand_size(kCarlos), 0);
  EXPECT_EQ(cb().deals(), 2);
  // Carlos deals the second hand, so Annette receives its first card.
  deal({"spade-a", "spade-2", "spade-3", "spade-4", "spade-5", "spade-6", "spade-7"},
       {"club-a", "club-2", "club-3", "club-4", "club-5", "club-6", "club-7"});
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().hand_size(kAnnette), 7);
  EXPECT_EQ(cb().hand_size(kCarlos), 7);
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("spade-a"))), Zone::hand0);

  // The whole example survives a replay file.
  const std::string text = format_replay(*game_, make_replay(*state_, 1));
  EXPECT_THAT(text, ::testing::HasSubstr("# answer with club-9")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("# drop the attack, play club-8"));
  auto again = replay_game(*game_, parse_replay(text, "example.replay"));
  EXPECT_EQ(again->to_string(), state_->to_string());
}

TEST_F(ClashingBladesExample, ResamplingForCarlosRedealsOnlyWhatHeCannotSee) {
  deal({"diamond-4", "club-9", "diamond-8", "diamond-2", "spade-6", "diamond-a", "spade-2"},
       {"spade-10", "club-10", "club-7", "spade-3", "club-8", "diamond-5", "diamond-6"});
  play(kAnnette, "spade-10");  // face down: Carlos does not know it
  const std::vector<int> carlos_hand = cb().hand(kCarlos);
  Rng rng(99);
  std::set<int> face_down_seen;
  for (int i = 0; i < 200; ++i) {
    auto sample = state_->resample_from_infostate(kCarlos, rng);
    const auto& s = static_cast<const CbState&>(*sample);
    ASSERT_EQ(s.information_state_string(kCarlos), state_->information_state_string(kCarlos));
    EXPECT_EQ(s.hand(kCarlos), carlos_hand);
    EXPECT_EQ(s.hand_size(kAnnette), 6);
    for (int c = 0; c < game_->num_cards(); ++c)
      if (s.zone_of(c) == Zone::table) face_down_seen.insert(c);
  }
  // Annette's face-down card is redrawn among the 23 cards Carlos cannot account for.
  EXPECT_GT(face_down_seen.size(), 10u);
  for (int c : carlos_hand) EXPECT_EQ(face_down_seen.count(c), 0u);
  // Annette herself knows her card: resampling for her never moves it.
  for (int i = 0; i < 20; ++i) {
    auto sample = state_->resample_from_infostate(kAnnette, rng);
    EXPECT_EQ(static_cast<const CbState&>(*sample).zone_of(static_cast<int>(card("spade-10"))), Zone::table);
  }
}

TEST_F(ClashingBladesExample, KeepingBothAttacksHurtsBoth) {
  deal({"diamond-4", "club-9", "diamond-8", "diamond-2", "spade-6", "diamond-a", "spade-2"},
       {"spade-10", "club-10", "club-7", "spade-3", "club-8", "diamond-5", "diamond-6"});
  play(kAnnette, "spade-3");
  play(kCarlos, "spade-6");
  play(kAnnette, nullptr);  // Annette keeps her attack; now Carlos may drop his
  ASSERT_EQ(state_->current_player(), kCarlos);
  play(kCarlos, nullptr);  // he keeps it too: each takes the damage threatening them
  EXPECT_EQ(cb().health(kAnnette), 9);
  EXPECT_EQ(cb().health(kCarlos), 12);
  EXPECT_EQ(cb().phase(), Phase::deal);
}

TEST_F(ClashingBladesExample, TakingTheDamageInsteadOfAnswering) {
  deal({"diamond-4", "club-9", "diamond-8", "diamond-2", "spade-6", "diamond-a", "spade-2"},
       {"spade-10", "club-10", "club-7", "spade-3", "club-8", "diamond-5", "diamond-6"});
  play(kAnnette, "spade-10");
  play(kCarlos, "diamond-4");
  EXPECT_EQ(state_->action_to_string(kCarlos, game_->pass_action()), "take 6 damage");
  play(kCarlos, nullptr);
  EXPECT_EQ(cb().health(kCarlos), 9);
  EXPECT_EQ(cb().phase(), Phase::deal);
}

}  // namespace
}  // namespace dw::engine::games::clashing_blades
