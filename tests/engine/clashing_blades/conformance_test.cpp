// Clashing Blades! under the conformance check (conformance.hpp) beyond the hundred games every
// ruleset gets (ruleset_conformance_test.cpp): 1,000 random games, then variants that reach rarely
// played paths (small hands, the draw limit, every combination of the advanced rules).
#include <gtest/gtest.h>

#include <iostream>

#include "conformance.hpp"
#include "engine_test_support.hpp"
#include "ruleset_card_sets.hpp"

namespace dw::engine::testing {
namespace {

TEST(ClashingBladesConformance, ThousandRandomGames) {
  auto game = bundled_game("clashing-blades");
  const ConformanceStats stats = run_conformance(*game, 1000, /*seed=*/20261121);
  EXPECT_EQ(stats.games, 1000);
  EXPECT_GT(stats.resamples, 0);
  // Resampling must actually redeal hidden cards, not hand back the same state.
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
  EXPECT_LE(stats.longest_game, game->max_game_length());
  std::cout << "[ stats    ] " << stats.games << " games, " << stats.states << " states, " << stats.resamples
            << " resamples, longest " << stats.longest_game << " actions, " << stats.draws_or_both_lose
            << " draws or both-lose\n";
}

TEST(ClashingBladesConformance, SmallHandsAndDrawLimit) {
  // Three cards each and at most four deals: hands run out often and many games hit the limit.
  auto game = bundled_game("clashing-blades", "hand-size=3,max-deals=4");
  const ConformanceStats stats = run_conformance(*game, 300 / kSanitizerScale, /*seed=*/7);
  EXPECT_EQ(stats.games, 300 / kSanitizerScale);
  EXPECT_GT(stats.draws_or_both_lose, 0);
}

// Every combination of the advanced rules: extra hearts (rule 1), the event deck (rule 2) and the
// Marcus King (which needs the event deck).
class AdvancedConformance : public ::testing::TestWithParam<const char*> {};

TEST_P(AdvancedConformance, RandomGames) {
  auto game = bundled_game("clashing-blades", GetParam());
  const ConformanceStats stats = run_conformance(*game, 300 / kSanitizerScale, /*seed=*/4242);
  EXPECT_EQ(stats.games, 300 / kSanitizerScale);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
  std::cout << "[ stats    ] " << GetParam() << ": " << stats.games << " games, " << stats.states << " states, longest "
            << stats.longest_game << " of at most " << game->max_game_length() << " actions\n";
}

INSTANTIATE_TEST_SUITE_P(ClashingBlades, AdvancedConformance,
                         ::testing::Values("extra-hearts=on", "event-deck=on", "event-deck=on,marcus-king=on",
                                           "extra-hearts=on,event-deck=on", "extra-hearts=on,event-deck=on,marcus-king=on",
                                           "extra-hearts=on,event-deck=on,marcus-king=on,hand-size=3,max-deals=4"),
                         [](const ::testing::TestParamInfo<const char*>& options) { return camel_case(options.param); });

}  // namespace
}  // namespace dw::engine::testing
