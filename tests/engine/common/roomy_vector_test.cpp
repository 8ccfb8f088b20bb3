// RoomyVector (games/common/roomy_vector.hpp): a copy holds the same elements with room for more,
// so appending up to that room keeps its block; moves and assignments behave as std::vector's.
#include "engine/games/common/roomy_vector.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <vector>

namespace dw::engine::games {
namespace {

TEST(RoomyVector, CopyKeepsRoomForMoreWithoutMovingItsBlock) {
  RoomyVector<std::int16_t, 64> log;
  for (int i = 0; i < 100; ++i) log.push_back(static_cast<std::int16_t>(i));
  log.shrink_to_fit();
  const RoomyVector<std::int16_t, 64> copy(log);
  EXPECT_EQ(std::vector<std::int16_t>(copy.begin(), copy.end()), std::vector<std::int16_t>(log.begin(), log.end()));
  EXPECT_GE(copy.capacity(), log.size() + 64);
  RoomyVector<std::int16_t, 64> grown(log);
  const std::int16_t* block = grown.data();
  for (int i = 0; i < 64; ++i) grown.push_back(static_cast<std::int16_t>(i));
  EXPECT_EQ(grown.data(), block);
  EXPECT_EQ(grown.size(), 164U);
}

TEST(RoomyVector, EmptyCopyAndAssignmentKeepTheElements) {
  const RoomyVector<int, 8> empty;
  const RoomyVector<int, 8> copy(empty);
  EXPECT_TRUE(copy.empty());
  EXPECT_GE(copy.capacity(), 8U);
  RoomyVector<int, 8> a;
  a.push_back(3);
  RoomyVector<int, 8> b;
  b = a;
  EXPECT_EQ(b.size(), 1U);
  EXPECT_EQ(b[0], 3);
  RoomyVector<int, 8> c(std::move(b));
  EXPECT_EQ(c.size(), 1U);
}

}  // namespace
}  // namespace dw::engine::games
