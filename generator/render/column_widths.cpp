// column_widths: automatic table column widths.
#include "render/column_widths.hpp"

#include <algorithm>
#include <numeric>

namespace dw {

std::vector<double> column_widths(const std::vector<double>& min, const std::vector<double>& natural, double available) {
  const std::size_t n = natural.size();
  std::vector<double> w(n, 0);
  std::vector<bool> settled(n, false);
  double remaining = available;
  std::size_t open = n;
  for (bool changed = true; changed && open > 0;) {
    changed = false;
    const double share = remaining / static_cast<double>(open);
    for (std::size_t c = 0; c < n; ++c) {
      if (settled[c] || natural[c] > share) continue;
      w[c] = natural[c];
      settled[c] = true;
      remaining -= natural[c];
      --open;
      changed = true;
    }
  }
  if (open == 0) {  // everything fits on one line: share the spare room in proportion
    const double sum = std::accumulate(natural.begin(), natural.end(), 0.0);
    for (std::size_t c = 0; c < n; ++c) w[c] = natural[c] + (available - sum) * natural[c] / sum;
    return w;
  }
  double open_natural = 0;
  for (std::size_t c = 0; c < n; ++c)
    if (!settled[c]) open_natural += natural[c];
  for (std::size_t c = 0; c < n; ++c)
    if (!settled[c]) w[c] = std::max(min[c], remaining * natural[c] / open_natural);
  const double total = std::accumulate(w.begin(), w.end(), 0.0);
  if (total > available)
    for (double& x : w) x *= available / total;
  return w;
}

}  // namespace dw
