// statistics: normal CDF, proportion and sign tests, paired shares, Benjamini-Hochberg and Holm.
#include "validate/statistics.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace dw::validate {

double normal_cdf(double z) { return 0.5 * std::erfc(-z / std::sqrt(2.0)); }

double difference_p(int a, int n, int b, int m, double expected) {
  if (n <= 0 || m <= 0) return 1.0;
  const double pa = static_cast<double>(a) / n, pb = static_cast<double>(b) / m;
  const double se = std::sqrt(pa * (1 - pa) / n + pb * (1 - pb) / m);
  if (se <= 0) return 1.0;
  const double z = (pa - pb - expected) / se;
  return std::min(1.0, 2 * normal_cdf(-std::fabs(z)));
}

double sign_test_p(int k, int n) {
  if (n <= 0) return 1.0;
  const int tail = std::min(k, n - k);
  // Sum the binomial(n, 1/2) probabilities of the smaller tail in log space, then double it.
  double sum = 0;
  for (int i = 0; i <= tail; ++i)
    sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) - n * std::log(2.0));
  return std::min(1.0, 2 * sum);
}

double binomial_at_most_p(int k, int n, double p) {
  if (n <= 0 || k >= n || p <= 0) return 1.0;
  if (k < 0) return 0.0;
  if (p >= 1) return 0.0;  // every trial succeeds: fewer than n successes cannot happen
  double sum = 0;
  for (int i = 0; i <= k; ++i)
    sum += std::exp(std::lgamma(n + 1.0) - std::lgamma(i + 1.0) - std::lgamma(n - i + 1.0) + i * std::log(p) +
                    (n - i) * std::log1p(-p));
  return std::min(1.0, sum);
}

double normal_quantile(double p) {
  double low = -40, high = 40;
  while (high - low > 1e-9) {
    const double mid = (low + high) / 2;
    (normal_cdf(mid) < p ? low : high) = mid;
  }
  return (low + high) / 2;
}

ShareEstimate paired_share_lost(int lost, int gained, int games, int baseline, double z) {
  ShareEstimate e;
  if (games <= 0 || baseline <= 0) return e;
  const double n = games;
  const double mean = (lost - gained) / n;
  const double variance = std::max(0.0, (lost + gained) / n - mean * mean);
  const double half = z * std::sqrt(variance * n) / baseline;  // sd of the sum, over the baseline
  e.share = (lost - gained) / static_cast<double>(baseline);
  e.interval = Interval{e.share - half, e.share + half};
  return e;
}

std::vector<double> benjamini_hochberg(const std::vector<double>& p) {
  const std::size_t m = p.size();
  std::vector<std::size_t> order(m);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  std::vector<double> q(m, 1.0);
  double running = 1.0;
  for (std::size_t r = m; r-- > 0;) {  // from the largest p down, keeping the adjusted values monotone
    const std::size_t i = order[r];
    running = std::min(running, p[i] * static_cast<double>(m) / static_cast<double>(r + 1));
    q[i] = std::min(1.0, running);
  }
  return q;
}

std::vector<double> holm(const std::vector<double>& p) {
  const std::size_t m = p.size();
  std::vector<std::size_t> order(m);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return p[a] < p[b]; });
  std::vector<double> adjusted(m, 1.0);
  double running = 0.0;
  for (std::size_t r = 0; r < m; ++r) {  // from the smallest p up, keeping the adjusted values monotone
    const std::size_t i = order[r];
    running = std::max(running, std::min(1.0, p[i] * static_cast<double>(m - r)));
    adjusted[i] = running;
  }
  return adjusted;
}

}  // namespace dw::validate
