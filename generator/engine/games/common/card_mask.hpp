// card_mask: a set of card numbers below 256 held as four 64-bit words, for the hot loops of a
// ruleset (legal actions, dealing, clearing a zone) that would otherwise read every card's zone:
// members are visited in rising order, so an action list built from them stays sorted, and the
// k-th member is found by counting bits rather than walking the cards (bit_words.hpp).
#pragma once

#include <array>
#include <bit>
#include <cstdint>

#include "engine/games/common/bit_words.hpp"

namespace dw::engine::games {

class CardMask {
 public:
  static constexpr int kCapacity = 256;  // card numbers 0..255

  void insert(int card) { words_[word(card)] |= bit(card); }
  void erase(int card) { words_[word(card)] &= ~bit(card); }
  bool contains(int card) const { return (words_[word(card)] & bit(card)) != 0; }
  bool empty() const { return (words_[0] | words_[1] | words_[2] | words_[3]) == 0; }

  CardMask operator&(const CardMask& other) const {
    CardMask out;
    for (std::size_t w = 0; w < kWords; ++w) out.words_[w] = words_[w] & other.words_[w];
    return out;
  }
  CardMask operator|(const CardMask& other) const {
    CardMask out;
    for (std::size_t w = 0; w < kWords; ++w) out.words_[w] = words_[w] | other.words_[w];
    return out;
  }
  // The members of this set that are not in `other`.
  CardMask without(const CardMask& other) const {
    CardMask out;
    for (std::size_t w = 0; w < kWords; ++w) out.words_[w] = words_[w] & ~other.words_[w];
    return out;
  }

  // Calls visit(card) for every member, in rising order.
  template <class Visit>
  void for_each(Visit&& visit) const {
    for (std::size_t w = 0; w < kWords; ++w)
      for (std::uint64_t m = words_[w]; m != 0; m &= m - 1)
        visit(static_cast<int>(w * 64 + static_cast<std::size_t>(std::countr_zero(m))));
  }

  // The member with `k` smaller members (k from 0), or -1 when the set has k members or fewer.
  int nth(int k) const {
    for (std::size_t w = 0; w < kWords; ++w) {
      const int here = count_bits(words_[w]);
      if (k >= here) {
        k -= here;
        continue;
      }
      return static_cast<int>(w * 64) + nth_bit(words_[w], k);
    }
    return -1;
  }

  bool operator==(const CardMask&) const = default;

 private:
  static constexpr std::size_t kWords = kCapacity / 64;
  static std::size_t word(int card) { return static_cast<std::size_t>(card) >> 6; }
  static std::uint64_t bit(int card) { return std::uint64_t{1} << (static_cast<unsigned>(card) & 63u); }

  std::array<std::uint64_t, kWords> words_{};
};

}  // namespace dw::engine::games
