// higher_card: a ruleset that exists only in the test build, registered with a
// RulesetRegistration (engine/registry.hpp) and never listed in engine/games/rulesets.def. It has
// no test of its own: the registry-wide conformance suite (ruleset_conformance_test.cpp) finds it
// through rulesets() and its card set under tests/engine/cardsets/higher-card/, which is what
// proves that registering a ruleset brings its conformance runs.
//
// The rules: two players, one shuffled deck whose cards carry a `value` (1..9) in their
// [card.rules] table. Each player is dealt one card face down. Then, seat 0 first, each player
// either keeps their card or swaps it: the old card goes face up to the discard pile and the player
// is dealt a new one from the deck. The higher card wins (+1, -1); equal values draw (0, 0).
// Hidden: the other player's card in hand. Actions: 0..T-1 deal a card of type t (chance),
// T keep, T+1 swap. At most 6 actions.
#pragma once

namespace dw::engine::testing::higher_card {

inline constexpr const char* kRulesetName = "higher-card";

}  // namespace dw::engine::testing::higher_card
