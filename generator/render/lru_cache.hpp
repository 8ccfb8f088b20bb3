// lru_cache: a memory of at most `capacity` values by string key that forgets the least recently
// used one first. Owned by whoever uses it (no global state), so each renderer, and each thread
// with its own renderer, has its own.
#pragma once

#include <cstddef>
#include <list>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>

namespace dw {

template <class Value>
class LruCache {
 public:
  explicit LruCache(std::size_t capacity) : capacity_(capacity > 0 ? capacity : 1) {}
  LruCache(const LruCache&) = delete;
  LruCache& operator=(const LruCache&) = delete;

  // The value kept under `key`, now the most recently used; nullptr when there is none. Valid
  // until the next put.
  const Value* find(const std::string& key) {
    const auto it = index_.find(key);
    if (it == index_.end()) return nullptr;
    entries_.splice(entries_.begin(), entries_, it->second);
    return &it->second->second;
  }

  // Keeps `value` under `key` (replacing what was there) as the most recently used, forgetting
  // the least recently used value when the cache is full.
  void put(const std::string& key, Value value) {
    if (const auto it = index_.find(key); it != index_.end()) {
      it->second->second = std::move(value);
      entries_.splice(entries_.begin(), entries_, it->second);
      return;
    }
    if (entries_.size() == capacity_) {
      index_.erase(entries_.back().first);
      entries_.pop_back();
    }
    entries_.emplace_front(key, std::move(value));
    index_.emplace(entries_.front().first, entries_.begin());
  }

  std::size_t size() const { return entries_.size(); }
  std::size_t capacity() const { return capacity_; }

 private:
  using Entries = std::list<std::pair<std::string, Value>>;
  std::size_t capacity_;
  Entries entries_;  // most recently used first
  std::unordered_map<std::string_view, typename Entries::iterator> index_;  // views into entries_' keys
};

}  // namespace dw
