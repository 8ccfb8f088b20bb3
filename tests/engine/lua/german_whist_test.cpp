// German Whist (cardsets/german-whist, rules/game.lua) on the card kernel: the rules as the script
// states them, checked from outside through the engine's State: players follow suit, the first
// thirteen tricks are not counted and the last thirteen decide, hidden hands stay hidden in
// information states, and resamples deal the unseen cards again.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "../conformance.hpp"
#include "../engine_test_support.hpp"
#include "engine/state.hpp"

namespace dw::engine::testing {
namespace {

std::shared_ptr<const Game> german_whist() { return bundled_game("german-whist"); }

// The card id (e.g. "hearts-q") of the action's card, read from the full description's name.
std::string suit_of(const std::string& name) {
  static const char* suits[] = {"Clubs", "Diamonds", "Hearts", "Spades"};
  for (const char* s : suits)
    if (name.find(s) != std::string::npos) return s;
  return "";
}

TEST(LuaGermanWhist, PlayersFollowSuitAndTheLastThirteenTricksDecide) {
  const auto game = german_whist();
  for (std::uint64_t seed = 1; seed <= 20; ++seed) {
    auto state = game->new_initial_state();
    Rng rng(seed);
    std::string led;
    int played_in_trick = 0;
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        state->apply_action(sample_chance_outcome(*state, rng));
        continue;
      }
      const Player p = state->current_player();
      const auto legal = state->legal_actions();
      if (played_in_trick == 1) {
        // Either every legal card follows the suit led, or none in hand does (all are legal).
        int following = 0;
        for (Action a : legal) following += suit_of(state->action_to_string(p, a)) == led;
        EXPECT_TRUE(following == static_cast<int>(legal.size()) || following == 0) << "seed " << seed;
      }
      const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
      if (played_in_trick == 0) led = suit_of(state->action_to_string(p, a));
      played_in_trick = (played_in_trick + 1) % 2;
      state->apply_action(a);
    }
    int counted = 0;
    for (const auto& v : state->tracked_values()) counted += v.value;
    EXPECT_EQ(counted, 13) << "seed " << seed;
    const auto returns = state->returns();
    EXPECT_EQ(returns[0] + returns[1], 0);
    EXPECT_EQ(std::abs(returns[0]), 1);
    EXPECT_EQ(state->move_number(), 104);
  }
}

TEST(LuaGermanWhist, OpponentsHandIsHiddenUntilPlayed) {
  const auto game = german_whist();
  auto state = game->new_initial_state();
  Rng rng(3);
  while (state->is_chance_node()) state->apply_action(sample_chance_outcome(*state, rng));
  const std::string seen_by_first = state->information_state_string(0);
  const std::string full = state->to_string();
  // The second player's hand: its cards are named in the full description but not for player 1.
  const auto hand_line = [](const std::string& text) {
    const auto at = text.find("\nhand2:");
    return text.substr(at + 1, text.find('\n', at + 1) - at - 1);
  };
  EXPECT_THAT(hand_line(full), ::testing::HasSubstr("=")) << hand_line(full);
  EXPECT_THAT(hand_line(seen_by_first), ::testing::Not(::testing::HasSubstr("="))) << hand_line(seen_by_first);
  // The face-up trump card is known to both.
  EXPECT_THAT(seen_by_first, ::testing::HasSubstr("^"));
}

TEST(LuaGermanWhist, ResamplesDealTheUnseenCardsAgainAndReplay) {
  const auto game = german_whist();
  auto state = game->new_initial_state();
  Rng rng(11);
  while (state->is_chance_node()) state->apply_action(sample_chance_outcome(*state, rng));
  int changed = 0;
  for (int i = 0; i < 20; ++i) {
    const auto sample = state->resample_from_infostate(0, rng);
    EXPECT_EQ(sample->information_state_string(0), state->information_state_string(0));
    EXPECT_EQ(sample->legal_actions(), state->legal_actions());
    EXPECT_EQ(game->state_from_actions(sample->history())->to_string(), sample->to_string());
    changed += sample->to_string() != state->to_string();
  }
  EXPECT_GT(changed, 15);
}

// Two states a player cannot tell apart give that player the same samples from equal generators,
// so a search player decides alike in both (the samples depend only on what the player knows).
TEST(LuaGermanWhist, IndistinguishableStatesResampleAlike) {
  const auto game = german_whist();
  auto state = game->new_initial_state();
  Rng rng(5);
  while (state->is_chance_node()) state->apply_action(sample_chance_outcome(*state, rng));
  const auto twin = state->clone()->resample_from_infostate(0, rng);
  ASSERT_NE(twin->to_string(), state->to_string());
  Rng first(9), second(9);
  EXPECT_EQ(state->resample_from_infostate(0, first)->to_string(), twin->resample_from_infostate(0, second)->to_string());
}

// What a person at seat 0 is shown: their hand by card names, the other hand counted, never named.
TEST(LuaGermanWhist, PlayerViewNamesOnlyTheCardsTheSeatKnows) {
  const auto game = german_whist();
  auto state = game->new_initial_state();
  Rng rng(4);
  while (state->is_chance_node()) state->apply_action(sample_chance_outcome(*state, rng));
  const std::string view = state->player_view(0);
  const std::string everything = state->to_string();
  EXPECT_THAT(view, ::testing::HasSubstr("hand1 (yours): "));
  EXPECT_THAT(view, ::testing::HasSubstr("hand2 (player 2's): 13 cards you cannot see\n"));
  EXPECT_THAT(view, ::testing::HasSubstr(" (face up), and 25 cards you cannot see\n"));
  // Each of seat 0's legal actions names a card ("play Two of Clubs") that the view names too.
  for (Action a : state->legal_actions()) {
    const std::string name = state->action_to_string(0, a).substr(5);
    EXPECT_THAT(view, ::testing::HasSubstr(name));
  }
  // No card of the other hand is named: the view of seat 1 names 13 cards seat 0 does not see.
  const std::string other = state->player_view(1);
  const auto hand_line = [](const std::string& text, const std::string& zone) {
    const auto at = text.find(zone);
    return text.substr(at, text.find('\n', at) - at);
  };
  const std::string their_hand = hand_line(other, "hand2 (yours): ").substr(15);
  std::size_t start = 0;
  int named = 0;
  while (start < their_hand.size()) {
    const std::size_t end = std::min(their_hand.find(", ", start), their_hand.size());
    EXPECT_THAT(view, ::testing::Not(::testing::HasSubstr(their_hand.substr(start, end - start))));
    ++named;
    start = end + 2;
  }
  EXPECT_EQ(named, 13);
}

TEST(LuaGermanWhist, ThousandRandomGames) {
  const ConformanceStats stats = run_conformance(*german_whist(), 1000, /*seed=*/19, /*resample_every=*/25, /*replay_every=*/4);
  EXPECT_EQ(stats.games, 1000);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
  EXPECT_EQ(stats.longest_game, 104);
}

}  // namespace
}  // namespace dw::engine::testing
