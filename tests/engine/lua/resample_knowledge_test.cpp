// The samples a scripted game's resample gives a player depend only on what that player knows:
// a state and a twin the player cannot tell apart (another deal of the unseen cards) give the
// same samples from equal generators, also in positions so constrained that no independent
// draw of the unseen cards fits (where a chain started from the true deal would lean to it).
#include <gtest/gtest.h>

#include <cstdio>

#include "../engine_test_support.hpp"
#include "engine/agents/ismcts_agent.hpp"
#include "engine/state.hpp"

namespace dw::engine::testing {
namespace {

struct Agreement {
  int positions = 0;          // positions compared (a twin with another deal was found)
  int differing = 0;          // positions whose samples differ between the state and its twin
  long long with_truth = 0;   // outcomes where the deals differ that the state's samples deal as it does
  long long with_other = 0;   // the same outcomes that the twin's samples deal as the state does
};

// How many of the chance outcomes at which `truth` and `twin` differ `sample` deals as `truth` does.
int agreeing(const std::vector<Action>& sample, const std::vector<Action>& truth, const std::vector<Action>& twin) {
  int same = 0;
  for (std::size_t i = 0; i < truth.size(); ++i) same += truth[i] != twin[i] && sample[i] == truth[i];
  return same;
}

// Random games of `set`; at every decision of seat 0 from `from_move` on, the first `samples`
// resamples of the state and of a twin (a sample drawn far along the state's chain) with equal
// generators.
Agreement compare_twins(const std::string& set, int games, int from_move, int samples) {
  const auto game = bundled_game(set);
  Agreement out;
  for (int g = 0; g < games; ++g) {
    auto state = game->new_initial_state();
    Rng rng(static_cast<std::uint64_t>(1000 + g));
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        state->apply_action(sample_chance_outcome(*state, rng));
        continue;
      }
      if (state->current_player() == 0 && state->move_number() >= from_move) {
        auto walker = state->clone();
        std::unique_ptr<State> twin;
        for (int i = 0; i < 64; ++i) twin = walker->resample_from_infostate(0, rng);
        if (twin->history() != state->history()) {
          ++out.positions;
          const auto fresh = state->clone();
          Rng first(77 + static_cast<std::uint64_t>(g)), second(77 + static_cast<std::uint64_t>(g));
          bool differ = false;
          for (int s = 0; s < samples; ++s) {
            const auto a = fresh->resample_from_infostate(0, first);
            const auto b = twin->resample_from_infostate(0, second);
            differ = differ || a->history() != b->history();
            out.with_truth += agreeing(a->history(), state->history(), twin->history());
            out.with_other += agreeing(b->history(), state->history(), twin->history());
          }
          out.differing += differ;
        }
      }
      const auto legal = state->legal_actions();
      state->apply_action(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
  }
  std::printf("%s: %d positions, %d with other samples for the twin; of the outcomes where the "
              "deals differ, dealt as the state does: %lld in its samples, %lld in the twin's\n",
              set.c_str(), out.positions, out.differing, out.with_truth, out.with_other);
  return out;
}

// German Whist from the 30th action on: before, 8 of 132 positions gave the twin other samples.
TEST(LuaResampleKnowledge, GermanWhistTwinsResampleAlikeLateInTheFirstHalf) {
  const Agreement a = compare_twins("german-whist", 6, 30, 8);
  ASSERT_GT(a.positions, 20);
  EXPECT_EQ(a.differing, 0);
  EXPECT_EQ(a.with_truth, a.with_other);
}

// Crazy Eights: a player who draws had no card to play, so after a few draws no independent deal
// of the unseen cards fits. Before, the chain then started from the true deal: 59 of 178
// positions gave the twin other samples, and the first eight samples dealt 7,275 of the outcomes
// where the deals differ as the state does, the twin's 1,073.
TEST(LuaResampleKnowledge, CrazyEightsTwinsResampleAlikeAfterDraws) {
  const Agreement a = compare_twins("crazy-eights", 6, 10, 8);
  ASSERT_GT(a.positions, 20);
  EXPECT_EQ(a.differing, 0);
  EXPECT_EQ(a.with_truth, a.with_other);
}

// The search player itself: on twins after draws it makes the same decision with the same visits
// at the root. Before the repair, 5 of 25 positions got other visits (27 compared after it).
TEST(LuaResampleKnowledge, CrazyEightsSearchDecidesAlikeOnTwins) {
  const auto game = bundled_game("crazy-eights");
  int compared = 0, differing = 0;
  for (int g = 0; g < 4; ++g) {
    auto state = game->new_initial_state();
    Rng rng(static_cast<std::uint64_t>(2000 + g));
    while (!state->is_terminal()) {
      if (state->is_chance_node()) {
        state->apply_action(sample_chance_outcome(*state, rng));
        continue;
      }
      const auto legal = state->legal_actions();
      if (state->current_player() == 0 && state->move_number() >= 10 && legal.size() > 1) {
        auto walker = state->clone();
        std::unique_ptr<State> twin;
        for (int i = 0; i < 64; ++i) twin = walker->resample_from_infostate(0, rng);
        if (twin->history() != state->history()) {
          IsmctsAgent a(23, {200, 1.4, 0}), b(23, {200, 1.4, 0});
          const Action chosen = a.choose(*state->clone());
          bool same = chosen == b.choose(*twin) && a.last_root().size() == b.last_root().size();
          for (std::size_t i = 0; same && i < a.last_root().size(); ++i)
            same = a.last_root()[i].action == b.last_root()[i].action && a.last_root()[i].visits == b.last_root()[i].visits;
          differing += !same;
          ++compared;
        }
      }
      state->apply_action(legal[static_cast<std::size_t>(rng.below(legal.size()))]);
    }
  }
  std::printf("crazy-eights search: %d positions, %d with other root visits for the twin\n", compared, differing);
  ASSERT_GT(compared, 10);
  EXPECT_EQ(differing, 0);
}

}  // namespace
}  // namespace dw::engine::testing
