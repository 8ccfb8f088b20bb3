// simulation: plays the games of every line-up (or of one shard of them) on J threads and adds
// them up into one tally per line-up. Games are independent and tallies are sums, so the result
// is the same for every J and every way of cutting the run into shards.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

#include "engine/game.hpp"
#include "validate/game_runner.hpp"
#include "validate/lineup.hpp"
#include "validate/tally.hpp"

namespace dw::validate {

// Shard K of N (1-based) plays the games whose index i has i % N == K - 1, in every line-up.
struct Shard {
  int index = 1;
  int count = 1;
  bool whole() const { return count == 1; }
  bool owns(int game) const { return game % count == index - 1; }
};

// "K/N" with 1 <= K <= N <= 100000; throws std::invalid_argument otherwise.
Shard parse_shard(const std::string& text);

struct SimulationPlan {
  std::vector<Lineup> lineups;
  std::uint64_t seed = 1;
  int jobs = 1;
  Shard shard;
  bool check_invariants = true;
  // Called on the calling thread now and then with games done and games planned (this shard).
  std::function<void(long long done, long long total)> progress;
};

struct SimulationResult {
  std::vector<LineupTally> tallies;   // one per line-up, in plan order
  std::vector<double> seconds;        // wall time per line-up (not part of any report file)
};

SimulationResult simulate(const engine::Game& game, const CardIndex& cards, const SimulationPlan& plan);

// Runs `work(worker, i)` for i in [0, count) on `jobs` threads, worker in [0, jobs): without a
// `tick` the calling thread is one of them; with one, `jobs` threads play and the calling thread
// calls `tick()` about ten times a second. Exceptions of `work` are rethrown.
void parallel_for(int count, int jobs, const std::function<void(int worker, int i)>& work, const std::function<void()>& tick);

}  // namespace dw::validate
