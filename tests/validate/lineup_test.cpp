// Line-up specs, per-game seeds, shards and the thread pool.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <array>
#include <atomic>
#include <chrono>
#include <functional>
#include <mutex>
#include <set>
#include <thread>

#include "validate/lineup.hpp"
#include "validate/simulation.hpp"

namespace dw::validate {
namespace {

TEST(Lineup, OneSpecFillsEverySeat) {
  const Lineup l = parse_lineup("greedy:4@250", 3, 100);
  EXPECT_EQ(l.label, "greedy:4");
  EXPECT_EQ(l.agents, (std::vector<std::string>{"greedy:4", "greedy:4", "greedy:4"}));
  EXPECT_EQ(l.games, 250);
}

TEST(Lineup, OneSpecPerSeatAndTheDefaultCount) {
  const Lineup l = parse_lineup("ismcts:200:c=0.7,random", 2, 77);
  EXPECT_EQ(l.agents, (std::vector<std::string>{"ismcts:200:c=0.7", "random"}));
  EXPECT_EQ(l.games, 77);
}

TEST(Lineup, BadSpecsSayWhy) {
  EXPECT_THROW(parse_lineup("random,random,random", 2, 10), std::invalid_argument);
  EXPECT_THROW(parse_lineup("random@0", 2, 10), std::invalid_argument);
  EXPECT_THROW(parse_lineup("random@x", 2, 10), std::invalid_argument);
  EXPECT_THROW(parse_lineup("sometimes", 2, 10), std::invalid_argument);
  try {
    parse_lineup("random,random,random", 2, 10);
  } catch (const std::invalid_argument& e) {
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr("names 3 agents; the game has 2 seats"));
  }
}

TEST(Lineup, SeedsDifferByGameAndLineupAndAreStable) {
  std::set<std::uint64_t> seeds;
  for (int l = 0; l < 3; ++l)
    for (int g = 0; g < 1000; ++g) seeds.insert(game_seed(42, l, g));
  EXPECT_EQ(seeds.size(), 3000u);
  EXPECT_EQ(game_seed(42, 1, 7), game_seed(42, 1, 7));
  EXPECT_NE(game_seed(42, 1, 7), game_seed(43, 1, 7));
}

TEST(Lineup, AgentsMoveRoundTheTable) {
  EXPECT_EQ(seat_of_agent(0, 0, 3), 0);
  EXPECT_EQ(seat_of_agent(0, 1, 3), 1);
  EXPECT_EQ(seat_of_agent(2, 2, 3), 1);
  EXPECT_TRUE(is_searching_agent("greedy"));
  EXPECT_TRUE(is_searching_agent("ismcts:100"));
  EXPECT_FALSE(is_searching_agent("random"));
}

TEST(Shard, ParsesAndCoversEveryGameOnce) {
  const Shard s = parse_shard("2/3");
  EXPECT_EQ(s.index, 2);
  EXPECT_EQ(s.count, 3);
  for (int g = 0; g < 30; ++g) {
    int owners = 0;
    for (int k = 1; k <= 3; ++k) owners += Shard{k, 3}.owns(g);
    EXPECT_EQ(owners, 1);
  }
  for (const char* bad : {"0/3", "4/3", "3", "a/b", "1/0", "1/3x"}) EXPECT_THROW(parse_shard(bad), std::invalid_argument) << bad;
}

}  // namespace
}  // namespace dw::validate

namespace dw::validate {
namespace {

// With a progress tick, `jobs` threads play and the calling thread only reports (a first version
// had the calling thread tick instead of play, so --jobs 2 played on one thread). Each worker
// waits in its first item until the other is inside too (or 5 s pass): both must get there.
TEST(ParallelFor, EveryJobPlaysWhileTheCallerTicks) {
  for (const bool with_tick : {true, false}) {
    std::atomic<int> inside{0}, most{0}, ticks{0};
    std::mutex ids_mutex;
    std::set<int> ids;
    std::array<std::atomic<bool>, 2> waited{};
    parallel_for(
        8, 2,
        [&](int worker, int) {
          {
            std::lock_guard<std::mutex> lock(ids_mutex);
            ids.insert(worker);
          }
          const int now = ++inside;
          int seen = most.load();
          while (now > seen && !most.compare_exchange_weak(seen, now)) {
          }
          if (!waited[static_cast<std::size_t>(worker)].exchange(true)) {
            const auto give_up = std::chrono::steady_clock::now() + std::chrono::seconds(5);
            while (most.load() < 2 && std::chrono::steady_clock::now() < give_up) std::this_thread::yield();
          }
          --inside;
        },
        with_tick ? std::function<void()>([&] { ++ticks; }) : std::function<void()>());
    EXPECT_EQ(most.load(), 2) << (with_tick ? "with" : "without") << " a tick";
    EXPECT_EQ(ids, (std::set<int>{0, 1}));
    if (with_tick) {
      EXPECT_GE(ticks.load(), 1);
    }
  }
}

}  // namespace
}  // namespace dw::validate
