// asset_store: everything the preview server may send besides its page: the PNGs and PDFs it
// produced, in memory, by the names it gave them. A URL can only name an entry here, so no path
// from a request ever reaches the filesystem. Entries come in groups (the card faces, the sheets)
// that are each replaced whole when rebuilt. Safe to use from several threads.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>

namespace dw {

struct Asset {
  std::string content_type;
  std::shared_ptr<const std::string> bytes;
};

class AssetStore {
 public:
  // Replaces the group's entries with `assets` (name -> asset). Names must be unique across groups.
  void replace_group(const std::string& group, std::map<std::string, Asset> assets);
  std::optional<Asset> find(const std::string& name) const;

 private:
  mutable std::mutex mutex_;
  std::map<std::string, std::map<std::string, Asset>> groups_;
};

}  // namespace dw
