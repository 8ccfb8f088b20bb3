// content_hash: 64-bit FNV-1a hashes of bytes and of files, for keys that change exactly when
// content changes (the face cache's keys, the names the server gives what it produced). A file's
// hash is remembered with its size, modification time and inode, so an unchanged file is not
// read again on the next rebuild.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <string_view>

namespace dw {

inline constexpr std::uint64_t kFnvOffsetBasis = 0xcbf29ce484222325ull;

// FNV-1a over `bytes`, continuing from `seed` (chain calls to hash several parts).
std::uint64_t fnv1a(std::string_view bytes, std::uint64_t seed = kFnvOffsetBasis);

// Sixteen lower-case hex digits.
std::string hex64(std::uint64_t value);

class FileHashes {
 public:
  // The hash of the file's bytes; nullopt when it cannot be read (it is then not remembered).
  std::optional<std::uint64_t> of(const std::filesystem::path& file);
  // Forgets files not asked for since the last call (deleted or no longer used).
  void forget_unused();

 private:
  struct Entry {
    std::uintmax_t size = 0;
    std::int64_t modified_ns = 0;
    std::uint64_t inode = 0;
    std::uint64_t hash = 0;
    bool used = false;
  };
  std::map<std::filesystem::path, Entry> entries_;
};

}  // namespace dw
