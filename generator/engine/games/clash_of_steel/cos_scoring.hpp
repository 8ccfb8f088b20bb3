// cos_scoring: who wins when the game ends. Among the players still in the game: most resource
// cards in play; on a tie, most creatures in play; on a further tie, the strongest creature by
// standing attack rating (cos_combat.hpp); players still tied share the win.
//
// Returns: a sole winner +1; winners who share the win 0 each; everyone else (eliminated players
// included) -1. A game of two that ends fully tied is therefore a draw, 0 and 0.
#pragma once

#include <span>
#include <vector>

namespace dw::engine::games::clash_of_steel {

struct Standing {
  int resources = 0;
  int creatures = 0;
  int best_attack = -1;  // -1: no creature in play
  bool eliminated = false;
};

// The seats that win (at least one unless every player is eliminated).
std::vector<int> winners(std::span<const Standing> standings);

// One return per seat from winners().
std::vector<double> final_returns(std::span<const Standing> standings);

}  // namespace dw::engine::games::clash_of_steel
