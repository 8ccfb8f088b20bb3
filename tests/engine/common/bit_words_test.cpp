// bit_words (games/common/bit_words.hpp): count_bits against std::popcount and nth_bit against
// clearing the lowest set bits one by one, on edge words and random words of every density.
#include "engine/games/common/bit_words.hpp"

#include <gtest/gtest.h>

#include <bit>
#include <vector>

#include "engine/rng.hpp"

namespace dw::engine::games {
namespace {

int nth_by_clearing(std::uint64_t x, int k) {
  for (; k > 0; --k) x &= x - 1;
  return std::countr_zero(x);
}

void expect_like_the_walks(std::uint64_t x) {
  ASSERT_EQ(count_bits(x), std::popcount(x)) << std::hex << x;
  for (int k = 0; k < std::popcount(x); ++k) ASSERT_EQ(nth_bit(x, k), nth_by_clearing(x, k)) << std::hex << x << " k " << k;
}

TEST(BitWords, EdgeWords) {
  static_assert(count_bits(0) == 0 && count_bits(~std::uint64_t{0}) == 64);
  static_assert(nth_bit(~std::uint64_t{0}, 63) == 63 && nth_bit(std::uint64_t{1} << 63, 0) == 63);
  for (std::uint64_t x : std::vector<std::uint64_t>{0, 1, ~std::uint64_t{0}, std::uint64_t{1} << 63, 0xFF00000000000000ULL,
                                                    0x00000000000000FFULL, 0x8000000000000001ULL, 0x0100000000000080ULL,
                                                    0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL})
    expect_like_the_walks(x);
}

TEST(BitWords, RandomWordsOfEveryDensity) {
  Rng rng(23);
  for (int round = 0; round < 4000; ++round) {
    // AND-ing or OR-ing a few random words gives sparse and dense words as well as even ones.
    std::uint64_t x = rng.next();
    const int mix = static_cast<int>(rng.below(7)) - 3;
    for (int i = 0; i < mix; ++i) x &= rng.next();
    for (int i = 0; i < -mix; ++i) x |= rng.next();
    expect_like_the_walks(x);
  }
}

}  // namespace
}  // namespace dw::engine::games
