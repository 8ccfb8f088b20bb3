// named_values: a kernel's counters or variables, values by name kept in one vector sorted by name
// (the order of std::map<std::string, T, std::less<>>), with the map operations the kernel's users
// need. A kernel is copied for every search simulation: a vector is one allocation where a map
// is one per name, and a name looked up again is tried first at the place it was found before
// (find_from), which spares the binary search when the names have not moved.
#pragma once

#include <algorithm>
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dw::engine::kernel {

template <class T>
class NamedValues {
 public:
  using Entry = std::pair<std::string, T>;
  using iterator = typename std::vector<Entry>::iterator;
  using const_iterator = typename std::vector<Entry>::const_iterator;

  iterator begin() { return entries_.begin(); }
  iterator end() { return entries_.end(); }
  const_iterator begin() const { return entries_.begin(); }
  const_iterator end() const { return entries_.end(); }
  std::size_t size() const { return entries_.size(); }
  bool empty() const { return entries_.empty(); }

  iterator find(std::string_view name) {
    const auto at = lower_bound(name);
    return at != entries_.end() && at->first == name ? at : entries_.end();
  }
  const_iterator find(std::string_view name) const { return const_cast<NamedValues*>(this)->find(name); }

  // find(name), trying position `hint` first; `hint` becomes the position found.
  iterator find_from(std::size_t& hint, std::string_view name) {
    if (hint < entries_.size() && entries_[hint].first == name) return entries_.begin() + static_cast<std::ptrdiff_t>(hint);
    const auto at = find(name);
    if (at != entries_.end()) hint = static_cast<std::size_t>(at - entries_.begin());
    return at;
  }

  // The entry at a position (0 .. size() - 1), in name order.
  Entry& entry(std::size_t position) { return entries_[position]; }
  const Entry& entry(std::size_t position) const { return entries_[position]; }

  T& at(std::string_view name) {
    const auto found = find(name);
    if (found == entries_.end()) throw std::out_of_range("no value named '" + std::string(name) + "'");
    return found->second;
  }
  const T& at(std::string_view name) const { return const_cast<NamedValues*>(this)->at(name); }

  // The value named `name`, made (value-initialised) when there is none.
  T& operator[](std::string_view name) {
    auto at = lower_bound(name);
    if (at == entries_.end() || at->first != name) at = entries_.insert(at, Entry{std::string(name), T{}});
    return at->second;
  }

  // Adds `value` under `name` unless the name is taken: where the name is, and whether it was added.
  std::pair<iterator, bool> emplace(std::string_view name, T value) {
    auto at = lower_bound(name);
    if (at != entries_.end() && at->first == name) return {at, false};
    return {entries_.insert(at, Entry{std::string(name), std::move(value)}), true};
  }

  std::size_t erase(std::string_view name) {
    const auto found = find(name);
    if (found == entries_.end()) return 0;
    entries_.erase(found);
    return 1;
  }

  bool operator==(const NamedValues&) const = default;

 private:
  iterator lower_bound(std::string_view name) {
    return std::lower_bound(entries_.begin(), entries_.end(), name,
                            [](const Entry& e, std::string_view n) { return std::string_view(e.first) < n; });
  }

  std::vector<Entry> entries_;
};

}  // namespace dw::engine::kernel
