// content_cache: a folder of outputs kept from earlier builds, found again by a key: the SHA-256
// of everything that decides the output's bytes (the caller makes it). Under its folder,
//   keys/<key>      "<sha256 of the payload> <size in bytes>\n"
//   blobs/<sha256>  the payload
// so equal payloads under different keys (the 540 identical backs of a deck) are stored once.
// Nothing read back is trusted: a key file that does not parse, a blob missing, of another size
// or whose bytes do not hash to its name is a miss, and the bad files are removed. Every file is
// written under a temporary name and renamed (support/atomic_file), the blob before its key, so
// an interrupted build leaves no key naming a half-written blob. The cache only ever holds one
// build's entries: evict_unused() removes the keys this build neither found, stored nor kept
// (keep(): an entry not needed this time but wanted by the next build), then the blobs no key
// names. A cache that cannot be written (disk full, read-only folder) stops storing and says so
// in stats(); the build itself never fails because of its cache. Safe to call from several
// threads.
#pragma once

#include <cstddef>
#include <deque>
#include <map>
#include <filesystem>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>

namespace dw {

class ContentCache {
 public:
  explicit ContentCache(std::filesystem::path dir);

  // The payload stored under `key` (64 hex digits), checked against its digest; nullopt when
  // there is none or it failed the check.
  std::optional<std::string> find(const std::string& key);
  void store(const std::string& key, std::string_view payload);
  // Keeps the entry under `key` through evict_unused() without reading it: for entries a build
  // did not need this time but will look up again (the pieces of a deck taken whole). Nothing is
  // checked but the key file's form, so keep() never trusts a payload: find() checks it when the
  // entry is used. A key with no entry, or a key file that does not parse, is left alone.
  void keep(const std::string& key);
  // Removes every key this object neither found nor stored and every blob left unnamed. Returns
  // how many files it removed.
  int evict_unused();

  struct Stats {
    std::size_t hits = 0;
    std::size_t misses = 0;
    std::size_t rejected = 0;  // entries found bad (and removed): counted among the misses too
    std::size_t stored = 0;
    bool unwritable = false;  // a write failed: nothing more is stored
  };
  Stats stats() const;
  const std::filesystem::path& dir() const { return dir_; }

 private:
  std::optional<std::string> read_blob(const std::string& digest, std::size_t size);
  // The blob digest and size a key file names, or nullopt when it does not parse.
  static std::optional<std::pair<std::string, std::size_t>> parse_key_file(std::string_view text);
  void reject(const std::filesystem::path& key_file, const std::filesystem::path& blob_file);

  std::filesystem::path dir_;
  mutable std::mutex mutex_;
  std::map<std::string, std::string> used_;  // keys found or stored by this build -> their blob
  std::set<std::string> sound_;  // blobs written or read and checked by this build
  // The last few blobs read and checked, so a payload many keys share is read once.
  std::deque<std::pair<std::string, std::string>> recent_;
  Stats stats_;
};

// Whether `key` is 64 lowercase hex digits (the form of every key and blob name).
bool is_cache_key(std::string_view key);

}  // namespace dw
