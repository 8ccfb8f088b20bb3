// content_cache: checked reads, atomic writes and eviction of the cache folder.
#include "support/content_cache.hpp"

#include <charconv>
#include <fstream>
#include <system_error>

#include "support/atomic_file.hpp"
#include "support/sha256.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

constexpr std::size_t kRecentBlobs = 4;

std::optional<std::string> read_whole(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  if (!in) return std::nullopt;
  std::string bytes((std::istreambuf_iterator<char>(in)), {});
  if (in.bad()) return std::nullopt;
  return bytes;
}

}  // namespace

bool is_cache_key(std::string_view key) {
  if (key.size() != 64) return false;
  for (char c : key)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

ContentCache::ContentCache(fs::path dir) : dir_(std::move(dir)) {}

ContentCache::Stats ContentCache::stats() const {
  const std::lock_guard lock(mutex_);
  return stats_;
}

void ContentCache::reject(const fs::path& key_file, const fs::path& blob_file) {
  std::error_code ec;
  fs::remove(key_file, ec);
  if (!blob_file.empty()) fs::remove(blob_file, ec);
  ++stats_.rejected;
}

std::optional<std::string> ContentCache::read_blob(const std::string& digest, std::size_t size) {
  for (const auto& [name, bytes] : recent_)
    if (name == digest && bytes.size() == size) return bytes;
  std::optional<std::string> bytes = read_whole(dir_ / "blobs" / digest);
  if (!bytes || bytes->size() != size || sha256_hex(*bytes) != digest) return std::nullopt;
  sound_.insert(digest);
  recent_.emplace_front(digest, *bytes);
  if (recent_.size() > kRecentBlobs) recent_.pop_back();
  return bytes;
}

std::optional<std::pair<std::string, std::size_t>> ContentCache::parse_key_file(std::string_view text) {
  // "<digest> <size>\n", nothing else.
  std::size_t size = 0;
  const bool parsed = text.size() >= 67 && text.back() == '\n' && text[64] == ' ' && is_cache_key(text.substr(0, 64)) &&
                      std::from_chars(text.data() + 65, text.data() + text.size() - 1, size).ptr ==
                          text.data() + text.size() - 1;
  if (!parsed) return std::nullopt;
  return std::make_pair(std::string(text.substr(0, 64)), size);
}

void ContentCache::keep(const std::string& key) {
  const std::lock_guard lock(mutex_);
  if (!is_cache_key(key)) throw std::logic_error("not a cache key: " + key);
  if (used_.count(key)) return;
  const std::optional<std::string> entry = read_whole(dir_ / "keys" / key);
  if (!entry) return;
  if (const auto parsed = parse_key_file(*entry)) used_[key] = parsed->first;
}

std::optional<std::string> ContentCache::find(const std::string& key) {
  const std::lock_guard lock(mutex_);
  if (!is_cache_key(key)) throw std::logic_error("not a cache key: " + key);
  const fs::path key_file = dir_ / "keys" / key;
  std::optional<std::string> entry = read_whole(key_file);
  if (!entry) {
    ++stats_.misses;
    return std::nullopt;
  }
  const auto parsed = parse_key_file(*entry);
  if (!parsed) {
    reject(key_file, {});
    ++stats_.misses;
    return std::nullopt;
  }
  const auto& [digest, size] = *parsed;
  std::optional<std::string> payload = read_blob(digest, size);
  if (!payload) {
    reject(key_file, dir_ / "blobs" / digest);
    ++stats_.misses;
    return std::nullopt;
  }
  used_[key] = digest;
  ++stats_.hits;
  return payload;
}

void ContentCache::store(const std::string& key, std::string_view payload) {
  const std::lock_guard lock(mutex_);
  if (!is_cache_key(key)) throw std::logic_error("not a cache key: " + key);
  if (stats_.unwritable) return;
  const std::string digest = sha256_hex(payload);
  used_[key] = digest;
  try {
    if (!sound_.count(digest)) write_file_atomically(dir_ / "blobs" / digest, payload);
    sound_.insert(digest);
    write_file_atomically(dir_ / "keys" / key, digest + " " + std::to_string(payload.size()) + "\n");
    ++stats_.stored;
  } catch (const std::exception&) {
    stats_.unwritable = true;  // the build goes on without its cache
  }
}

int ContentCache::evict_unused() {
  const std::lock_guard lock(mutex_);
  int removed = 0;
  std::error_code ec;
  std::set<std::string> named;
  for (const auto& [key, digest] : used_) named.insert(digest);
  if (fs::is_directory(dir_ / "keys", ec)) {
    for (const auto& entry : fs::directory_iterator(dir_ / "keys", ec))
      if (!used_.count(entry.path().filename().string()) && fs::remove(entry.path(), ec)) ++removed;
  }
  if (fs::is_directory(dir_ / "blobs", ec)) {
    for (const auto& entry : fs::directory_iterator(dir_ / "blobs", ec))
      if (!named.count(entry.path().filename().string()) && fs::remove(entry.path(), ec)) ++removed;
  }
  return removed;
}

}  // namespace dw
