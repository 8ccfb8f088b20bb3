// statistics: the few tests the validator needs, written out so their behaviour is pinned by
// tests: Wilson intervals (engine/match.hpp), the two-proportion z test, the exact sign test for
// paired outcomes, and Benjamini-Hochberg adjusted p-values across many cards.
#pragma once

#include <vector>

#include "engine/match.hpp"

namespace dw::validate {

using engine::Interval;
using engine::wilson_interval;

// P(Z <= z) for a standard normal Z.
double normal_cdf(double z);

// Two-sided p-value of H0 "both groups win equally often" (pooled z test): a of n against b of m.
// 1 when either group is empty or nobody (or everybody) won.
double two_proportion_p(int a, int n, int b, int m);

// Two-sided exact p-value of a sign test: `k` of `n` discordant pairs went one way, H0 p = 1/2.
double sign_test_p(int k, int n);

// Benjamini-Hochberg adjusted p-values (q-values), in the order given: reject at level q where
// adjusted <= q, and the expected share of false discoveries among the rejections stays <= q.
std::vector<double> benjamini_hochberg(const std::vector<double>& p);

}  // namespace dw::validate
