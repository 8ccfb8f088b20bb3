// cos_scoring: the end-of-game ranking and its tie-breakers (see the header).
#include "engine/games/clash_of_steel/cos_scoring.hpp"

#include <tuple>

namespace dw::engine::games::clash_of_steel {

std::vector<int> winners(std::span<const Standing> standings) {
  std::vector<int> best;
  auto key = [&](int seat) {
    const Standing& s = standings[static_cast<std::size_t>(seat)];
    return std::make_tuple(s.resources, s.creatures, s.best_attack);
  };
  for (int seat = 0; seat < static_cast<int>(standings.size()); ++seat) {
    if (standings[static_cast<std::size_t>(seat)].eliminated) continue;
    if (best.empty() || key(seat) > key(best.front())) best = {seat};
    else if (key(seat) == key(best.front())) best.push_back(seat);
  }
  return best;
}

std::vector<double> final_returns(std::span<const Standing> standings) {
  std::vector<double> out(standings.size(), -1.0);
  const auto won = winners(standings);
  for (int seat : won) out[static_cast<std::size_t>(seat)] = won.size() == 1 ? 1.0 : 0.0;
  return out;
}

}  // namespace dw::engine::games::clash_of_steel
