// conformance: the random-play check every ruleset must pass (OpenSpiel's RandomSimTest, in our
// words). Plays N seeded random games and checks every state it passes through; failures are
// reported as GoogleTest failures naming the game seed and move.
#pragma once

#include <cstdint>

#include "engine/game.hpp"

namespace dw::engine::testing {

// Under AddressSanitizer (./build.sh asan, a Debug build) every check runs about a hundred times
// slower: runs of several hundred games play this fraction of them, which keeps each within the
// test timeout on a busy machine and still walks every path; the Release suite plays them all.
#if defined(__SANITIZE_ADDRESS__)
inline constexpr int kSanitizerScale = 5;
#else
inline constexpr int kSanitizerScale = 1;
#endif

struct ConformanceStats {
  int games = 0;
  long long states = 0;
  long long resamples = 0;
  long long resamples_that_changed_hidden_cards = 0;
  int longest_game = 0;
  int draws_or_both_lose = 0;
};

// Checks on every state: legal actions sorted, unique, in range and with unique names; chance
// outcomes consistent with the legal actions and summing to 1; clone equal (description,
// history, information states) and independent; the history replayed from the start gives an
// equal state; cards conserved; tracked values within bounds; length within max_game_length();
// returns within bounds at the end. Every `resample_every`-th state, resampling for
// each seat keeps that seat's information state (and, for the player to move, the legal
// actions) and gives a state whose own history replays to it. Each finished game also goes
// through a replay file and back. The replay from the start costs as much as the game so far, so
// for long games `replay_every` > 1 replays only every replay_every-th state (and always the
// final one).
ConformanceStats run_conformance(const Game& game, int games, std::uint64_t seed, int resample_every = 5,
                                 int replay_every = 1);

}  // namespace dw::engine::testing
