// bit_words: counting and selecting the set bits of one 64-bit word, without a branch or a call,
// for the rulesets' rollout loops (drawing the k-th card of a deck, counting a hand). Why not
// std::popcount and a loop: on the x86-64 baseline the build targets (no POPCNT instruction),
// std::popcount is a call into libgcc, and clearing the k lowest bits one by one ends in a
// mispredicted branch whose place is random (k is a random draw), which profiles showed as a
// fifth of Clashing Blades!' search time.
#pragma once

#include <array>
#include <cstdint>

namespace dw::engine::games {

namespace bit_words_detail {

inline constexpr std::uint64_t kOnes = 0x0101010101010101ULL;   // 1 in every byte
inline constexpr std::uint64_t kHighs = 0x8080808080808080ULL;  // the top bit of every byte

// Byte i of the result: the number of set bits in byte i of x.
constexpr std::uint64_t byte_counts(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  return (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
}

// kInByte[b][j]: the place (0..7) of the set bit of byte b with j set bits below it (0 when b has
// j set bits or fewer).
constexpr std::array<std::array<std::uint8_t, 8>, 256> in_byte_table() {
  std::array<std::array<std::uint8_t, 8>, 256> table{};
  for (unsigned b = 0; b < 256; ++b) {
    unsigned j = 0;
    for (unsigned place = 0; place < 8; ++place)
      if ((b >> place) & 1U) table[b][j++] = static_cast<std::uint8_t>(place);
  }
  return table;
}
inline constexpr auto kInByte = in_byte_table();

}  // namespace bit_words_detail

// The number of set bits of x (std::popcount's value).
constexpr int count_bits(std::uint64_t x) {
  return static_cast<int>((bit_words_detail::byte_counts(x) * bit_words_detail::kOnes) >> 56);
}

// The place of the set bit of x with k set bits below it. Precondition: k < count_bits(x).
constexpr int nth_bit(std::uint64_t x, int k) {
  using namespace bit_words_detail;
  // Byte i of `upto`: the set bits of bytes 0..i (at most 64, so no byte overflows).
  const std::uint64_t upto = byte_counts(x) * kOnes;
  // The top bit of byte i is set where upto_i <= k (0x80 + k - upto_i never borrows: k < 64 and
  // upto_i <= 64); the bytes so marked are the ones before the byte holding the wanted bit.
  const std::uint64_t before = (((static_cast<std::uint64_t>(k) * kOnes) | kHighs) - upto) & kHighs;
  const int byte = static_cast<int>(((before >> 7) * kOnes) >> 56);
  const int below = static_cast<int>(((upto << 8) >> (8 * byte)) & 0xFF);  // set bits in bytes 0..byte-1
  const auto bits = static_cast<std::size_t>((x >> (8 * byte)) & 0xFF);
  return 8 * byte + kInByte[bits][static_cast<std::size_t>(k - below)];
}

}  // namespace dw::engine::games
