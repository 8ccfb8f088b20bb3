// sha256: SHA-256 digests (Nettle's) for keys that must not collide by chance: the
// render cache's keys and the check of every cached file it reads back. Digests are written as
// 64 lowercase hex digits.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>

namespace dw {

class Sha256 {
 public:
  Sha256();
  ~Sha256();
  Sha256(const Sha256&) = delete;
  Sha256& operator=(const Sha256&) = delete;

  Sha256& add(std::string_view bytes);
  // A length-prefixed field, so ("ab", "c") and ("a", "bc") differ.
  Sha256& field(std::string_view bytes);
  Sha256& number(std::int64_t value);
  // The digest of everything added; the hasher may not be used after it.
  std::string hex();

 private:
  struct State;
  std::unique_ptr<State> state_;
};

std::string sha256_hex(std::string_view bytes);

// The digest of a file's bytes. Throws std::runtime_error naming the file when it cannot be read.
std::string sha256_of_file(const std::filesystem::path& file);

}  // namespace dw
