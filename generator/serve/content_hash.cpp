// content_hash: FNV-1a, and the file hashes remembered by stat.
#include "serve/content_hash.hpp"

#include <sys/stat.h>

#include <chrono>
#include <cstdio>
#include <fstream>
#include <vector>

namespace fs = std::filesystem;

namespace dw {

std::uint64_t fnv1a(std::string_view bytes, std::uint64_t seed) {
  std::uint64_t hash = seed;
  for (unsigned char byte : bytes) {
    hash ^= byte;
    hash *= 0x100000001b3ull;
  }
  return hash;
}

std::string hex64(std::uint64_t value) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(value));
  return text;
}

std::optional<std::uint64_t> FileHashes::of(const fs::path& file) {
  struct stat info {};
  if (::stat(file.c_str(), &info) != 0 || !S_ISREG(info.st_mode)) return std::nullopt;
  const std::int64_t modified_ns = static_cast<std::int64_t>(info.st_mtim.tv_sec) * 1'000'000'000 + info.st_mtim.tv_nsec;
  // File times come from a coarse clock (a few milliseconds): a file changed within the last
  // second could be rewritten again with the same size and time, so it is always read.
  const auto now = std::chrono::system_clock::now().time_since_epoch();
  const bool settled = std::chrono::duration_cast<std::chrono::nanoseconds>(now).count() - modified_ns > 1'000'000'000;
  auto known = entries_.find(file);
  if (settled && known != entries_.end() && known->second.size == static_cast<std::uintmax_t>(info.st_size) &&
      known->second.modified_ns == modified_ns && known->second.inode == info.st_ino) {
    known->second.used = true;
    return known->second.hash;
  }
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::uint64_t hash = kFnvOffsetBasis;
  std::vector<char> buffer(1 << 16);
  while (in) {
    in.read(buffer.data(), static_cast<std::streamsize>(buffer.size()));
    hash = fnv1a(std::string_view(buffer.data(), static_cast<std::size_t>(in.gcount())), hash);
  }
  if (in.bad()) return std::nullopt;
  entries_[file] = Entry{static_cast<std::uintmax_t>(info.st_size), modified_ns, info.st_ino, hash, true};
  return hash;
}

void FileHashes::forget_unused() {
  for (auto it = entries_.begin(); it != entries_.end();) {
    if (!it->second.used) {
      it = entries_.erase(it);
    } else {
      it->second.used = false;
      ++it;
    }
  }
}

}  // namespace dw
