// simulation: the thread pool and the per-line-up loop.
#include "validate/simulation.hpp"

#include <atomic>
#include <chrono>
#include <charconv>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>

namespace dw::validate {

Shard parse_shard(const std::string& text) {
  const auto slash = text.find('/');
  Shard s;
  const auto number = [&](std::string_view part, int& out) {
    const auto [ptr, ec] = std::from_chars(part.data(), part.data() + part.size(), out);
    return !part.empty() && ec == std::errc() && ptr == part.data() + part.size();
  };
  const std::string_view all(text);
  if (slash == std::string::npos || !number(all.substr(0, slash), s.index) || !number(all.substr(slash + 1), s.count) ||
      s.count < 1 || s.count > 100000 || s.index < 1 || s.index > s.count)
    throw std::invalid_argument("--shard '" + text + "' must be K/N with 1 <= K <= N (such as 2/8)");
  return s;
}

void parallel_for(int count, int jobs, const std::function<void(int, int)>& work, const std::function<void()>& tick) {
  std::atomic<int> next{0};
  std::atomic<bool> failed{false};
  std::exception_ptr error;
  std::mutex error_mutex;
  // The reporting thread sleeps until every worker has finished or 100 ms have passed, so a short
  // line-up is not rounded up to the next tick (the games per second it reports stay true).
  std::mutex finished_mutex;
  std::condition_variable finished_signal;
  int finished_workers = 0;
  const auto worker_loop = [&](int id) {
    while (!failed) {
      const int i = next++;
      if (i >= count) return;
      try {
        work(id, i);
      } catch (...) {
        std::lock_guard<std::mutex> lock(error_mutex);
        if (!error) error = std::current_exception();
        failed = true;
      }
    }
  };
  const auto worker = [&](int id) {
    worker_loop(id);
    {
      std::lock_guard<std::mutex> lock(finished_mutex);
      ++finished_workers;
    }
    finished_signal.notify_one();
  };
  std::vector<std::thread> threads;
  if (jobs <= 1 || !tick) {
    for (int t = 1; t < jobs; ++t) threads.emplace_back(worker, t);
    worker(0);
  } else {
    // `jobs` threads play while the calling thread, asleep most of the time, reports progress.
    for (int t = 0; t < jobs; ++t) threads.emplace_back(worker, t);
    std::unique_lock<std::mutex> lock(finished_mutex);
    while (!finished_signal.wait_for(lock, std::chrono::milliseconds(100), [&] { return finished_workers == jobs; })) {
      lock.unlock();
      tick();
      lock.lock();
    }
  }
  for (auto& t : threads) t.join();
  if (tick) tick();
  if (error) std::rethrow_exception(error);
}

SimulationResult simulate(const engine::Game& game, const CardIndex& cards, const SimulationPlan& plan) {
  const int n = game.num_players();
  SimulationResult result;
  long long total = 0;
  for (const auto& l : plan.lineups)
    for (int g = 0; g < l.games; ++g) total += plan.shard.owns(g);
  std::atomic<long long> done{0};
  const int jobs = std::max(1, plan.jobs);
  for (std::size_t li = 0; li < plan.lineups.size(); ++li) {
    const Lineup& lineup = plan.lineups[li];
    std::vector<int> indices;
    for (int g = 0; g < lineup.games; ++g)
      if (plan.shard.owns(g)) indices.push_back(g);
    // One tally per worker; merged afterwards (sums, so the order does not matter).
    std::vector<LineupTally> partial(static_cast<std::size_t>(jobs), empty_tally(lineup, n, cards.size()));
    const auto start = std::chrono::steady_clock::now();
    parallel_for(
        static_cast<int>(indices.size()), jobs,
        [&](int worker, int k) {
          const int g = indices[static_cast<std::size_t>(k)];
          std::vector<std::string> seats(static_cast<std::size_t>(n));
          for (int a = 0; a < n; ++a)
            seats[static_cast<std::size_t>(seat_of_agent(a, g, n))] = lineup.agents[static_cast<std::size_t>(a)];
          const GameRecord r = run_game(game, cards, seats, g, game_seed(plan.seed, static_cast<int>(li), g), std::nullopt,
                                        plan.check_invariants);
          add_game(partial[static_cast<std::size_t>(worker)], r);
          if (jobs == 1 && plan.progress && (++done % 16 == 0)) plan.progress(done, total);
          else if (jobs > 1) ++done;
        },
        [&] {
          if (plan.progress) plan.progress(done, total);
        });
    LineupTally tally = empty_tally(lineup, n, cards.size());
    for (const auto& p : partial) merge(tally, p);
    result.tallies.push_back(std::move(tally));
    result.seconds.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  if (plan.progress) plan.progress(done, total);
  return result;
}

}  // namespace dw::validate
