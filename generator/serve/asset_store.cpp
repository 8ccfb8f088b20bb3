// asset_store: groups of named in-memory files under a mutex.
#include "serve/asset_store.hpp"

namespace dw {

void AssetStore::replace_group(const std::string& group, std::map<std::string, Asset> assets) {
  std::lock_guard lock(mutex_);
  groups_[group] = std::move(assets);
}

std::optional<Asset> AssetStore::find(const std::string& name) const {
  std::lock_guard lock(mutex_);
  for (const auto& [group, assets] : groups_)
    if (auto found = assets.find(name); found != assets.end()) return found->second;
  return std::nullopt;
}

}  // namespace dw
