// outcome_comparison: whether two versions of one game (a rules script and the built-in ruleset
// it ports) play alike: the outcomes of many games of each (the first agent's wins, losses, draws
// and games both players lose, and each game's length in player decisions) and two-sample tests
// between them: for each outcome the difference of the rates with its interval under the
// hypothesis of equal rates (pooled standard error), for the length the difference of the means
// (Welch) and the largest gap between the two length distributions (two-sample
// Kolmogorov-Smirnov, critical value 1.358 * sqrt((n + m) / (n m))).
//
// Each comparison is made at a confidence level (ConfidenceLevel): kEach95 puts every interval at
// 95 % (the equivalence table of the engine README); kAll95 makes the six intervals of one
// comparison 95 % together (Bonferroni: each at 1 - 0.05 / 6), so that a test which asserts all
// six does not fail by chance in one run of about twenty.
//
// Lengths count player decisions only: a script's shuffle deals every card of the zone by chance
// while a C++ ruleset may deal card by card, so chance actions differ in number between versions
// of one game.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "engine/match.hpp"
#include "engine/play.hpp"

namespace dw::engine::testing {

struct ConfidenceLevel {
  double z;   // the normal quantile of the rates' and means' intervals
  double ks;  // c(alpha) of the Kolmogorov-Smirnov critical value c * sqrt((n + m) / (n m))
};
inline constexpr ConfidenceLevel kEach95{1.96, 1.358};
inline constexpr ConfidenceLevel kAll95{2.638, 1.655};  // alpha = 0.05 / 6 for each

struct OutcomeSample {
  int games = 0;
  int wins = 0, losses = 0, draws = 0, both_lose = 0;  // of the first agent of the line-up
  std::vector<int> decisions;                          // player actions of each game
};

// `games` games of `agents` (seats rotated every game, as `deckwright play --games`).
inline OutcomeSample sample_outcomes(const Game& game, const std::vector<std::string>& agents, int games,
                                     std::uint64_t seed) {
  OutcomeSample out;
  play_match(game, agents, games, seed, [&](int, const std::vector<Player>& seats, const PlayedGame& g) {
    const double mine = g.returns[static_cast<std::size_t>(seats[0])];
    const double theirs = g.returns[static_cast<std::size_t>(seats[1])];
    ++out.games;
    if (mine > theirs) ++out.wins;
    else if (mine < theirs) ++out.losses;
    else if (mine < 0) ++out.both_lose;
    else ++out.draws;
    int decisions = 0;
    for (const auto& step : g.replay.steps) decisions += step.player >= 0;
    out.decisions.push_back(decisions);
  });
  return out;
}

struct Comparison {
  std::string what;
  double a = 0, b = 0;          // the statistic in each sample
  double low = 0, high = 0;     // the interval the difference a - b must fall in
  bool within() const { return a - b >= low - 1e-12 && a - b <= high + 1e-12; }
  std::string text() const {
    char line[200];
    std::snprintf(line, sizeof line, "%-22s %9.4f %9.4f  difference %+.4f, interval [%+.4f, %+.4f]%s", what.c_str(), a, b,
                  a - b, low, high, within() ? "" : "  OUTSIDE");
    return line;
  }
};

inline Comparison compare_rates(const char* what, int count_a, int n_a, int count_b, int n_b, ConfidenceLevel level) {
  const double pa = static_cast<double>(count_a) / n_a, pb = static_cast<double>(count_b) / n_b;
  const double pooled = static_cast<double>(count_a + count_b) / (n_a + n_b);
  const double half = level.z * std::sqrt(pooled * (1 - pooled) * (1.0 / n_a + 1.0 / n_b));
  return Comparison{what, pa, pb, -half, half};
}

inline Comparison compare_mean_lengths(const std::vector<int>& a, const std::vector<int>& b, ConfidenceLevel level) {
  const auto moments = [](const std::vector<int>& v) {
    double sum = 0, squares = 0;
    for (int x : v) sum += x;
    const double mean = sum / static_cast<double>(v.size());
    for (int x : v) squares += (x - mean) * (x - mean);
    return std::pair<double, double>{mean, squares / static_cast<double>(v.size() - 1)};
  };
  const auto [ma, va] = moments(a);
  const auto [mb, vb] = moments(b);
  const double half = level.z * std::sqrt(va / static_cast<double>(a.size()) + vb / static_cast<double>(b.size()));
  return Comparison{"mean decisions", ma, mb, -half, half};
}

// The largest gap between the two empirical distributions of lengths (a = that gap, b = 0).
inline Comparison compare_length_distributions(std::vector<int> a, std::vector<int> b, ConfidenceLevel level) {
  std::sort(a.begin(), a.end());
  std::sort(b.begin(), b.end());
  double gap = 0;
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    const int x = std::min(a[i], b[j]);
    while (i < a.size() && a[i] == x) ++i;
    while (j < b.size() && b[j] == x) ++j;
    gap = std::max(gap, std::abs(static_cast<double>(i) / a.size() - static_cast<double>(j) / b.size()));
  }
  const double n = static_cast<double>(a.size()), m = static_cast<double>(b.size());
  return Comparison{"length distribution KS", gap, 0, 0, level.ks * std::sqrt((n + m) / (n * m))};
}

inline std::vector<Comparison> compare(const OutcomeSample& a, const OutcomeSample& b, ConfidenceLevel level) {
  return {compare_rates("first agent wins", a.wins, a.games, b.wins, b.games, level),
          compare_rates("first agent loses", a.losses, a.games, b.losses, b.games, level),
          compare_rates("draws", a.draws, a.games, b.draws, b.games, level),
          compare_rates("both lose", a.both_lose, a.games, b.both_lose, b.games, level),
          compare_mean_lengths(a.decisions, b.decisions, level),
          compare_length_distributions(a.decisions, b.decisions, level)};
}

}  // namespace dw::engine::testing
