// set_layers: the layers of a derived set and removal of inherited entries.
#include "model/set_layers.hpp"

#include <algorithm>

#include "model/suggest.hpp"

namespace fs = std::filesystem;

namespace dw {

std::vector<SetLayer> set_layers(const CardSet& set) {
  std::vector<SetLayer> layers;
  for (auto base = set.bases.rbegin(); base != set.bases.rend(); ++base) {
    // Bases are held as absolute paths; messages name a base inside the working folder by its
    // relative path, and one elsewhere (a bundled set, say) by its absolute path.
    std::error_code ec;
    fs::path dir = *base;
    const fs::path relative = fs::relative(*base, fs::current_path(ec), ec);
    if (!ec && !relative.empty() && *relative.begin() != "..") dir = relative;
    layers.push_back(SetLayer{dir, dir / "set.toml", false});
  }
  layers.push_back(SetLayer{set.dir, set.set_file, true});
  return layers;
}

std::vector<fs::path> layered_art_folders(const CardSet& set) {
  std::vector<fs::path> folders{set.dir / "art" / "icons", set.dir / "art"};
  for (const fs::path& base : set.bases) {
    folders.push_back(base / "art" / "icons");
    folders.push_back(base / "art");
  }
  return folders;
}

std::vector<std::string> removed_ids(const toml::table& layer, const char* key, const std::string& file,
                                     const std::vector<std::string>& inherited, const std::string& what,
                                     Diagnostics& out) {
  std::vector<std::string> removed;
  const toml::node* node = layer.get(key);
  if (!node) return removed;
  const std::string example = std::string(key) + " = [\"" + (inherited.empty() ? std::string("id") : inherited.front()) + "\"]";
  const toml::array* list = node->as_array();
  if (!list) {
    out.error(pos_of(node->source(), file), "'" + std::string(key) + "' must be a list of " + what + " ids", "write " + example);
    return removed;
  }
  for (const auto& entry : *list) {
    const SourcePos where = pos_of(entry.source(), file);
    const auto id = entry.as_string();
    if (!id) {
      out.error(where, "entries of '" + std::string(key) + "' must be " + what + " ids (strings)", "write " + example);
      continue;
    }
    if (std::find(inherited.begin(), inherited.end(), id->get()) == inherited.end()) {
      out.error(where, "the base has no " + what + " '" + id->get() + "' to remove" + did_you_mean(id->get(), inherited),
                inherited.empty() ? std::string("the base has no ") + what + "s: delete '" + key + "'"
                                  : "give the id of a " + what + " of the base set");
      continue;
    }
    removed.push_back(id->get());
  }
  return removed;
}

}  // namespace dw
