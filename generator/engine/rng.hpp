// rng: the engine's one random generator type. Every game and every agent owns its own Rng,
// seeded explicitly; nothing in the engine uses global randomness or std distributions (whose
// output differs between standard libraries), so a seed gives the same game everywhere.
#pragma once

#include <cstdint>
#include <limits>

namespace dw::engine {

// SplitMix64 (Steele, Lea, Flood 2014): 64 bits of state, passes BigCrush, trivially seedable.
class Rng {
 public:
  using result_type = std::uint64_t;

  explicit Rng(std::uint64_t seed = 0) : state_(seed) {}

  // An independent stream for `stream` derived from a run seed: the chance stream of a game is
  // stream 0, the agent in seat i uses stream i + 1.
  static Rng derive(std::uint64_t seed, std::uint64_t stream) {
    Rng mixer(seed ^ (0xA0761D6478BD642FULL * (stream + 1)));
    return Rng(mixer.next());
  }

  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }

  // Uniform in [0, n) without modulo bias: x = next() is rejected when it lies in the top partial
  // block, x >= n * floor(max / n), and x % n is returned. One division per draw: with q = x / n,
  // x is in the top block exactly when q == floor(max / n), that is when (q + 1) * n > max, which
  // is q * n > max - n without overflow. n must be > 0.
  std::uint64_t below(std::uint64_t n) {
    constexpr std::uint64_t max = std::numeric_limits<std::uint64_t>::max();
    for (;;) {
      const std::uint64_t x = next();
      const std::uint64_t q = x / n;
      if (q * n <= max - n) return x - q * n;
    }
  }

  // Uniform in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }

  // UniformRandomBitGenerator, so std::shuffle-like helpers can take an Rng.
  static constexpr result_type min() { return 0; }
  static constexpr result_type max() { return std::numeric_limits<result_type>::max(); }
  result_type operator()() { return next(); }

  std::uint64_t state() const { return state_; }

 private:
  std::uint64_t state_;
};

}  // namespace dw::engine
