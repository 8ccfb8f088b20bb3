// Clash of Steel: the order of a turn's two placements. By default the resource decision comes
// first and the creature decision second (the order of the rules' sentence); with placing=either
// the turn player may place the creature first, and the resource decision follows it. The
// positions are reached by seeded random play (the first turn whose player holds a creature and
// a resource at the first placement decision); a conformance run checks resampling with the
// option on.
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>
#include <string>

#include "conformance.hpp"
#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine/rng.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::clash_of_steel {
namespace {

class ClashOfSteelPlacing : public ::testing::Test {
 protected:
  // Plays at random until the turn player is at the first placement decision with a creature
  // and a placeable resource in hand, and room for both.
  void reach_placement(const std::string& options) {
    game_ = std::static_pointer_cast<const ClashOfSteelGame>(dw::engine::testing::bundled_game("clash-of-steel", options));
    state_ = game_->new_initial_state();
    Rng rng(424242);
    while (!state_->is_terminal()) {
      if (state_->current_player() >= 0 && cos().phase() == Phase::place_resource) {
        creature_ = first_in_hand(CardKind::creature);
        resource_ = first_in_hand(CardKind::resource);
        if (creature_ >= 0 && resource_ >= 0 && cos().seat(me()).creatures < kMaxCreatures &&
            state_->is_legal(game_->codec().choose(resource_)))
          return;
      }
      const auto legal = state_->is_chance_node() ? std::vector<Action>{} : state_->legal_actions();
      if (state_->is_chance_node()) state_->apply_action(sample_chance_outcome(*state_, rng, outcomes_));
      else state_->apply_action(legal[rng.below(legal.size())]);
    }
    FAIL() << "no turn began with a creature and a resource in hand";
  }
  const CosState& cos() const { return static_cast<const CosState&>(*state_); }
  Player me() const { return state_->current_player(); }
  int first_in_hand(CardKind kind) const {
    for (int t = 0; t < game_->num_types(); ++t)
      if (game_->catalog().types[static_cast<std::size_t>(t)].kind == kind && cos().hand_count(me(), t) > 0) return t;
    return -1;
  }
  // Resolves a creature's on-placement effect, if it asks for a choice, with the first choice.
  void settle_effect() {
    if (cos().phase() == Phase::on_play) state_->apply_action(state_->legal_actions().front());
  }

  std::shared_ptr<const ClashOfSteelGame> game_;
  std::unique_ptr<State> state_;
  std::vector<std::pair<Action, double>> outcomes_;
  int creature_ = -1, resource_ = -1;
};

TEST_F(ClashOfSteelPlacing, ByDefaultTheResourceDecisionComesFirst) {
  reach_placement("players=2");
  EXPECT_FALSE(state_->is_legal(game_->codec().choose(creature_)));
  state_->apply_action(game_->codec().choose(resource_));
  EXPECT_EQ(cos().phase(), Phase::place_creature);
  EXPECT_TRUE(state_->is_legal(game_->codec().choose(creature_)));
}

TEST_F(ClashOfSteelPlacing, WithPlacingEitherTheCreatureMayComeFirst) {
  reach_placement("players=2,placing=either");
  const Player p = me();
  const Action creature = game_->codec().choose(creature_);
  ASSERT_TRUE(state_->is_legal(creature));
  EXPECT_EQ(state_->action_to_string(p, creature), "place creature " + game_->catalog().types[static_cast<std::size_t>(creature_)].name);
  const int creatures = cos().seat(p).creatures;
  state_->apply_action(creature);
  settle_effect();
  EXPECT_EQ(cos().seat(p).creatures, creatures + 1);
  // The resource decision follows, and no second creature is offered in it.
  ASSERT_EQ(cos().phase(), Phase::place_resource);
  ASSERT_EQ(me(), p);
  for (Action a : state_->legal_actions()) {
    if (a == ActionCodec::pass()) continue;
    EXPECT_EQ(game_->catalog().types[static_cast<std::size_t>(game_->codec().chosen_type(a))].kind, CardKind::resource);
  }
  state_->apply_action(ActionCodec::pass());
  EXPECT_NE(cos().phase(), Phase::place_creature);  // placing is over: on to attacks or defences
  EXPECT_NE(cos().phase(), Phase::place_resource);
}

TEST(ClashOfSteelPlacingConformance, EitherOrderKeepsResamplingSound) {
  auto game = dw::engine::testing::bundled_game("clash-of-steel", "players=2,placing=either");
  const auto stats = dw::engine::testing::run_conformance(*game, 200, /*seed=*/8080);
  EXPECT_EQ(stats.games, 200);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
}

}  // namespace
}  // namespace dw::engine::games::clash_of_steel
