// statistics: the few tests the validator needs, written out so their behaviour is pinned by
// tests: Wilson intervals (engine/match.hpp), a z test of a difference of win rates, the exact
// sign test for paired outcomes and the interval of a paired loss of wins, and Benjamini-Hochberg
// and Holm adjusted p-values across many cards.
#pragma once

#include <vector>

#include "engine/match.hpp"

namespace dw::validate {

using engine::Interval;
using engine::wilson_interval;

// P(Z <= z) for a standard normal Z.
double normal_cdf(double z);

// The z with P(Z <= z) = p, 0 < p < 1 (bisection on normal_cdf, to 1e-9).
double normal_quantile(double p);

// Two-sided p-value of H0 "the difference of the win rates a/n - b/m equals `expected`"
// (unpooled z test). 1 when either group is empty or both rates are 0 or 1 throughout.
double difference_p(int a, int n, int b, int m, double expected);

// Two-sided exact p-value of a sign test: `k` of `n` discordant pairs went one way, H0 p = 1/2.
double sign_test_p(int k, int n);

// One-sided exact p-value of at most `k` successes in `n` trials when each succeeds with
// probability `p` (the binomial lower tail): small when k is well below n x p.
double binomial_at_most_p(int k, int n, double p);

// The share of a seat's `baseline` wins that a change to the game costs it, from `games` paired
// games (same seeds before and after) of which `lost` were won before only and `gained` after
// only: estimate (lost - gained) / baseline and a normal-approximation interval at two-sided
// level 1 - 2 * (1 - Phi(z)) (z = 1.645: a one-sided 95% lower bound in .low). The paired
// difference per game is -1, 0 or 1, so its variance is (lost + gained) / games minus the mean's
// square. The baseline is taken as fixed.
struct ShareEstimate {
  double share = 0;
  Interval interval;
};
ShareEstimate paired_share_lost(int lost, int gained, int games, int baseline, double z = 1.645);

// Benjamini-Hochberg adjusted p-values (q-values), in the order given: reject at level q where
// adjusted <= q, and the expected share of false discoveries among the rejections stays <= q.
std::vector<double> benjamini_hochberg(const std::vector<double>& p);

// Holm's step-down adjusted p-values, in the order given: rejecting where adjusted <= alpha keeps
// the chance of any false rejection at most alpha.
std::vector<double> holm(const std::vector<double>& p);

}  // namespace dw::validate
