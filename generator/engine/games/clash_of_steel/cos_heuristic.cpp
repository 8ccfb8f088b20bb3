// cos_heuristic: the greedy agent's view of a Clash of Steel position (CosState::evaluate).
//
// Each player gets a score from what is public: 1 per resource in play (resources decide the
// game), 0.4 per creature in play (the first tie-breaker, and the defence of those resources),
// 0.05 per point of standing attack and printed defense of those creatures, 0.1 per card in
// hand. The evaluating player adds 0.05 per point of the number cards in their own hand (only
// they know them). The value is the player's score minus the best other score still in the
// game, squashed by x / (|x| + 2) into (-1, 1). Terminal states give the returns; an eliminated
// player scores -1.
#include <algorithm>
#include <bit>
#include <cmath>

#include "engine/games/clash_of_steel/cos_state.hpp"

namespace dw::engine::games::clash_of_steel {

double CosState::evaluate(Player player) const {
  if (is_terminal()) return returns_[idx(player)];
  if (seats_[idx(player)].eliminated) return -1.0;
  const std::span<const ResourceCounts> res(resources_.data(), static_cast<std::size_t>(players()));
  auto score = [&](Player q) {
    const Seat& s = seats_[idx(q)];
    double v = 1.0 * s.resources + 0.4 * s.creatures + 0.1 * s.hand_size;
    for (std::uint64_t m = creature_types_in_play(q); m != 0; m &= m - 1) {  // ascending, as a walk of all types
      const int t = std::countr_zero(m);
      v += 0.05 * creatures_of(q, t) * (standing_attack(game_->catalog(), res, Fighter{t, q}) + type(t).defense);
    }
    return v;
  };
  double mine = score(player);
  for (int k = 1; k <= static_cast<int>(game_->catalog().numbers.size()); ++k)
    mine += 0.05 * seats_[idx(player)].hand[ti(number_type(k))] * type(number_type(k)).value;
  double best_other = -1e9;
  for (Player q = 0; q < players(); ++q)
    if (q != player && !seats_[idx(q)].eliminated) best_other = std::max(best_other, score(q));
  if (best_other < -1e8) return 1.0;
  const double x = mine - best_other;
  return x / (std::abs(x) + 2.0);
}

}  // namespace dw::engine::games::clash_of_steel
