// The ruleset registry and the random generator: lookups, refusals with suggestions, and the
// generator's determinism and range.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>
#include <vector>

#include "engine/agents/agent.hpp"
#include "engine/registry.hpp"
#include "engine/rng.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::testing {
namespace {

TEST(Registry, KnowsClashingBlades) {
  const RulesetInfo* info = find_ruleset("clashing-blades");
  ASSERT_NE(info, nullptr);
  EXPECT_EQ(info->min_players, 2);
  EXPECT_EQ(find_ruleset("chess"), nullptr);
  EXPECT_TRUE(std::is_sorted(rulesets().begin(), rulesets().end(),
                             [](const RulesetInfo& a, const RulesetInfo& b) { return a.name < b.name; }));
}

// The test build adds higher-card (tests/engine/higher_card/) with a RulesetRegistration, beside
// the rulesets of rulesets.def and in name order.
TEST(Registry, AProgramsOwnRulesetJoinsTheTable) {
  std::vector<std::string> names;
  for (const auto& r : rulesets()) names.push_back(r.name);
  EXPECT_EQ(names, (std::vector<std::string>{"clash-of-steel", "clashing-blades", "clubs", "duel-cards", "en-garde",
                                             "higher-card", "lua"}));
  ASSERT_NE(find_ruleset("higher-card"), nullptr);
  EXPECT_EQ(find_ruleset("higher-card")->min_players, 2);
}

RulesetInfo late_ruleset_info() {
  RulesetInfo info;
  info.name = "too-late";
  return info;
}

// Once rulesets() has built its table a registration could not be seen, so it is refused.
TEST(Registry, ARegistrationAfterTheTableIsBuiltIsRefused) {
  ASSERT_FALSE(rulesets().empty());
  EXPECT_THROW(RulesetRegistration{&late_ruleset_info}, std::logic_error);
  EXPECT_EQ(find_ruleset("too-late"), nullptr);
}

TEST(Registry, MakeGameFillsDefaults) {
  auto game = bundled_game("clashing-blades");
  EXPECT_EQ(game->ruleset(), "clashing-blades");
  EXPECT_EQ(game->card_set_id(), "clashing-blades");
  EXPECT_EQ(game->num_players(), 2);
  EXPECT_EQ(game->options().players, 2);
  EXPECT_EQ(game->options().rules.at("hand-size"), "7");
  EXPECT_EQ(game->options().rules.at("max-deals"), "100");
  EXPECT_EQ(game->total_cards(), 30);
  EXPECT_EQ(game->num_distinct_actions(), 32);  // 30 cards, pass, turn over an event (no events)
}

TEST(Registry, UnknownRulesetIsRefusedWithASuggestion) {
  CardSet set = load_bundled("clashing-blades");
  set.ruleset = "clashing-blade";
  Diagnostics warnings;
  try {
    make_game(set, GameOptions{}, warnings);
    FAIL() << "expected an InputError";
  } catch (const InputError& e) {
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr("no rules engine for ruleset 'clashing-blade' (did you mean 'clashing-blades'?)"))
        << e.what();
  }
}

TEST(Agents, FactoryParsesSpecs) {
  EXPECT_EQ(make_agent("random", 0, 1)->name(), "random");
  EXPECT_EQ(make_agent("greedy", 0, 1)->name(), "greedy:8");
  EXPECT_EQ(make_agent("greedy:3", 0, 1)->name(), "greedy:3");
  EXPECT_EQ(make_agent("ismcts", 0, 1)->name(), "ismcts:1000");
  EXPECT_EQ(make_agent("ismcts:250", 0, 1)->name(), "ismcts:250");
  EXPECT_EQ(make_agent("ismcts:sims=40:c=0.7:rollout=10", 0, 1)->name(), "ismcts:40");
  auto message = [](const char* spec) {
    try {
      make_agent(spec, 0, 1);
    } catch (const std::invalid_argument& e) {
      return std::string(e.what());
    }
    return std::string("accepted");
  };
  EXPECT_EQ(message("minimax"), "unknown agent 'minimax' (known: greedy, ismcts, random)");
  EXPECT_EQ(message("ismcts:0"), "agent 'ismcts:0': simulations must be a whole number from 1 to 1000000, not '0'");
  EXPECT_EQ(message("ismcts:lots"), "agent 'ismcts:lots': simulations must be a whole number from 1 to 1000000, not 'lots'");
  EXPECT_THAT(message("ismcts:c=-1"), ::testing::HasSubstr("exploration constant"));
  EXPECT_THAT(message("ismcts:depth=3"), ::testing::HasSubstr("unknown parameter 'depth'"));
  EXPECT_THAT(message("greedy:0"), ::testing::HasSubstr("number of samples"));
  EXPECT_THAT(message("random:5"), ::testing::HasSubstr("takes no parameters"));
}

TEST(Rng, DeterministicAndInRange) {
  Rng a(123), b(123), c(124);
  for (int i = 0; i < 100; ++i) EXPECT_EQ(a.next(), b.next());
  EXPECT_NE(Rng(123).next(), c.next());
  Rng r(7);
  std::vector<int> seen(6, 0);
  for (int i = 0; i < 6000; ++i) ++seen[r.below(6)];
  for (int n : seen) EXPECT_GT(n, 800);  // roughly uniform: 1000 expected each
  for (int i = 0; i < 1000; ++i) {
    const double u = r.uniform();
    EXPECT_GE(u, 0.0);
    EXPECT_LT(u, 1.0);
  }
  EXPECT_NE(Rng::derive(1, 0).next(), Rng::derive(1, 1).next());
}

// below() takes one division per draw; it must draw exactly what the textbook form does (reject
// x >= max - max % n, return x % n), or every recorded seed would give another game. Bounds near
// 2^63 reject almost half the draws, so the rejection path is exercised too.
TEST(Rng, BelowMatchesTheTwoDivisionForm) {
  constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
  const auto reference = [](Rng& rng, std::uint64_t n) {
    const std::uint64_t reject_from = max - max % n;
    std::uint64_t x = rng.next();
    while (x >= reject_from) x = rng.next();
    return x % n;
  };
  std::vector<std::uint64_t> bounds = {1, 2, 3, 5, 6, 7, 52, 85, 1000, 4096, 1'000'003, (1ULL << 32) + 1,
                                       (1ULL << 63) - 1, 1ULL << 63, (1ULL << 63) + 1, max / 3 * 2, max - 1, max};
  Rng pick(99);
  for (int i = 0; i < 200; ++i) bounds.push_back(1 + pick.next() % (pick.below(2) ? 1000 : max));
  int rejections = 0;
  for (std::uint64_t n : bounds) {
    Rng fast(n ^ 0x5DEECE66DULL), slow(n ^ 0x5DEECE66DULL);
    for (int i = 0; i < 200; ++i) {
      ASSERT_EQ(fast.below(n), reference(slow, n)) << "bound " << n << ", draw " << i;
      ASSERT_EQ(fast.state(), slow.state()) << "bound " << n << ", draw " << i;
    }
    Rng count(n);
    for (int i = 0; i < 200; ++i) rejections += count.next() >= max - max % n;
  }
  EXPECT_GT(rejections, 100);  // the bounds above 2^63 reject often
}

}  // namespace
}  // namespace dw::engine::testing
