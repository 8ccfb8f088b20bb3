// The validator's statistics against values worked out by hand or from tables.
#include <gtest/gtest.h>

#include "validate/statistics.hpp"

namespace dw::validate {
namespace {

TEST(Statistics, NormalCdfAtKnownPoints) {
  EXPECT_NEAR(normal_cdf(0), 0.5, 1e-12);
  EXPECT_NEAR(normal_cdf(1.959964), 0.975, 1e-6);
  EXPECT_NEAR(normal_cdf(-1.644854), 0.05, 1e-6);
}

TEST(Statistics, DifferenceAgainstAnExpectedValue) {
  // 60/100 against 40/100: unpooled se = sqrt(0.24/100 + 0.24/100) = 0.069282.
  EXPECT_NEAR(difference_p(60, 100, 40, 100, 0.0), 0.0038924, 1e-6);  // z = 2.887
  EXPECT_NEAR(difference_p(60, 100, 40, 100, 0.1), 0.148915, 1e-5);   // z = 1.443
  EXPECT_NEAR(difference_p(60, 100, 40, 100, 0.2), 1.0, 1e-9);        // exactly the expected difference
  EXPECT_DOUBLE_EQ(difference_p(0, 0, 5, 10, 0.0), 1.0);  // an empty group
  EXPECT_DOUBLE_EQ(difference_p(0, 10, 0, 10, 0.0), 1.0); // nobody won: no spread
}

TEST(Statistics, SignTestIsTheExactBinomial) {
  // 2 of 10 one way: P(X <= 2) = (1 + 10 + 45) / 1024 = 0.0547, two-sided 0.109.
  EXPECT_NEAR(sign_test_p(2, 10), 112.0 / 1024, 1e-12);
  EXPECT_NEAR(sign_test_p(8, 10), 112.0 / 1024, 1e-12);
  EXPECT_DOUBLE_EQ(sign_test_p(5, 10), 1.0);
  EXPECT_NEAR(sign_test_p(0, 5), 2.0 / 32, 1e-12);
  EXPECT_DOUBLE_EQ(sign_test_p(0, 0), 1.0);
}

TEST(Statistics, BinomialLowerTail) {
  // P(X <= 2) for X ~ Bin(10, 1/2) = (1 + 10 + 45) / 1024; for Bin(4, 0.3): 0.7^4 + 4 x 0.3 x 0.7^3.
  EXPECT_NEAR(binomial_at_most_p(2, 10, 0.5), 56.0 / 1024, 1e-12);
  EXPECT_NEAR(binomial_at_most_p(1, 4, 0.3), 0.2401 + 0.4116, 1e-12);
  EXPECT_NEAR(binomial_at_most_p(0, 6, 0.5), 1.0 / 64, 1e-12);
  EXPECT_DOUBLE_EQ(binomial_at_most_p(6, 6, 0.5), 1.0);
  EXPECT_DOUBLE_EQ(binomial_at_most_p(0, 0, 0.5), 1.0);
  EXPECT_DOUBLE_EQ(binomial_at_most_p(3, 5, 1.0), 0.0);  // every trial succeeds
}

TEST(Statistics, BenjaminiHochbergAdjustsInRankOrder) {
  // Sorted p: 0.01, 0.02, 0.03, 0.5 -> raw p*m/rank: 0.04, 0.04, 0.04, 0.5.
  const auto q = benjamini_hochberg({0.5, 0.01, 0.03, 0.02});
  ASSERT_EQ(q.size(), 4u);
  EXPECT_NEAR(q[0], 0.5, 1e-12);
  EXPECT_NEAR(q[1], 0.04, 1e-12);
  EXPECT_NEAR(q[2], 0.04, 1e-12);
  EXPECT_NEAR(q[3], 0.04, 1e-12);
  // Monotone: a larger p never gets a smaller q.
  const auto r = benjamini_hochberg({0.001, 0.04, 0.041, 0.9, 0.2});
  EXPECT_LE(r[0], r[1]);
  EXPECT_LE(r[1], r[2]);
  EXPECT_LE(r[2], r[4]);
  EXPECT_LE(r[4], r[3]);
  EXPECT_TRUE(benjamini_hochberg({}).empty());
}

TEST(Statistics, HolmStepsDownAndStaysMonotone) {
  // Sorted p: 0.01, 0.02, 0.03, 0.5 with m = 4: 0.04, 0.06, 0.06 (max with 0.03 * 2), 0.5.
  const auto a = holm({0.5, 0.01, 0.03, 0.02});
  ASSERT_EQ(a.size(), 4u);
  EXPECT_NEAR(a[0], 0.5, 1e-12);
  EXPECT_NEAR(a[1], 0.04, 1e-12);
  EXPECT_NEAR(a[2], 0.06, 1e-12);
  EXPECT_NEAR(a[3], 0.06, 1e-12);
  EXPECT_NEAR(holm({0.6, 0.7})[0], 1.0, 1e-12);  // 1.2 capped at 1
  EXPECT_NEAR(holm({0.4, 0.6})[1], 0.8, 1e-12);  // 0.6 raised to the smaller p's 0.8
  EXPECT_NEAR(holm({0.03})[0], 0.03, 1e-12);     // one test: unchanged
  EXPECT_TRUE(holm({}).empty());
}

TEST(Statistics, PairedShareLostWithItsLowerBound) {
  // 221 lost, 57 gained in 2000 pairs, 475 wins before: share 164/475 = 0.3453; variance of one
  // pair's difference 278/2000 - 0.082^2 = 0.132276, sd of the sum sqrt(264.55) = 16.265,
  // 1.645 * 16.265 / 475 = 0.05633.
  const ShareEstimate e = paired_share_lost(221, 57, 2000, 475);
  EXPECT_NEAR(e.share, 0.345263, 1e-6);
  EXPECT_NEAR(e.interval.low, 0.345263 - 0.05633, 1e-4);
  EXPECT_NEAR(e.interval.high, 0.345263 + 0.05633, 1e-4);
  // Nothing changed: no loss, no spread.
  const ShareEstimate none = paired_share_lost(0, 0, 100, 40);
  EXPECT_DOUBLE_EQ(none.share, 0.0);
  EXPECT_DOUBLE_EQ(none.interval.low, 0.0);
  EXPECT_DOUBLE_EQ(paired_share_lost(3, 1, 0, 0).share, 0.0);
}

TEST(Statistics, WilsonIntervalMatchesTheReferenceNote) {
  const auto a = wilson_interval(55, 100);
  EXPECT_NEAR(a.low, 0.452, 0.001);
  EXPECT_NEAR(a.high, 0.644, 0.001);
  const auto b = wilson_interval(0, 50);
  EXPECT_NEAR(b.low, 0.0, 1e-12);
  EXPECT_NEAR(b.high, 0.071, 0.001);
}

}  // namespace
}  // namespace dw::validate
