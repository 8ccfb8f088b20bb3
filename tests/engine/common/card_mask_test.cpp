// CardMask (games/common/card_mask.hpp): members in rising order across its four words, the k-th
// member against a walk over every card number, and the set operations the rulesets use.
#include "engine/games/common/card_mask.hpp"

#include <gtest/gtest.h>

#include <vector>

#include "engine/rng.hpp"

namespace dw::engine::games {
namespace {

std::vector<int> members(const CardMask& mask) {
  std::vector<int> out;
  mask.for_each([&](int c) { out.push_back(c); });
  return out;
}

TEST(CardMask, VisitsMembersInRisingOrderAcrossWords) {
  CardMask mask;
  EXPECT_TRUE(mask.empty());
  for (int c : {255, 0, 64, 63, 130, 1}) mask.insert(c);
  EXPECT_FALSE(mask.empty());
  EXPECT_EQ(members(mask), (std::vector<int>{0, 1, 63, 64, 130, 255}));
  mask.erase(63);
  mask.erase(63);  // erasing a card that is not there changes nothing
  EXPECT_FALSE(mask.contains(63));
  EXPECT_TRUE(mask.contains(64));
  EXPECT_EQ(members(mask), (std::vector<int>{0, 1, 64, 130, 255}));
}

TEST(CardMask, NthIsTheWalkOverEveryCardNumber) {
  Rng rng(11);
  for (int round = 0; round < 200; ++round) {
    CardMask mask;
    std::vector<bool> in(CardMask::kCapacity, false);
    const int wanted = static_cast<int>(rng.below(CardMask::kCapacity));
    for (int i = 0; i < wanted; ++i) {
      const int c = static_cast<int>(rng.below(CardMask::kCapacity));
      mask.insert(c);
      in[static_cast<std::size_t>(c)] = true;
    }
    std::vector<int> walk;
    for (int c = 0; c < CardMask::kCapacity; ++c)
      if (in[static_cast<std::size_t>(c)]) walk.push_back(c);
    for (std::size_t k = 0; k < walk.size(); ++k) ASSERT_EQ(mask.nth(static_cast<int>(k)), walk[k]) << "k " << k;
    EXPECT_EQ(mask.nth(static_cast<int>(walk.size())), -1);
    EXPECT_EQ(members(mask), walk);
  }
}

TEST(CardMask, IntersectionUnionAndDifference) {
  CardMask a, b;
  for (int c : {2, 70, 200}) a.insert(c);
  for (int c : {70, 71, 200, 201}) b.insert(c);
  EXPECT_EQ(members(a & b), (std::vector<int>{70, 200}));
  EXPECT_EQ(members(a | b), (std::vector<int>{2, 70, 71, 200, 201}));
  EXPECT_EQ(members(a.without(b)), (std::vector<int>{2}));
  EXPECT_TRUE(b.without(a | b).empty());
}

}  // namespace
}  // namespace dw::engine::games
