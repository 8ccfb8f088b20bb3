// set_layers: a card set and the sets it builds on (set.toml `base`) as layers, the farthest base
// first and the set itself last. Tables a derived set inherits ([[tracker]], aids, [booklet]) are
// read layer by layer in this order: each layer adds to what the layers before it gave, replaces
// an entry by giving its id again, or removes entries (`remove_trackers`, `remove_aids`,
// `booklet = false`).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"
#include "model/toml_reader.hpp"

namespace dw {

struct SetLayer {
  std::filesystem::path dir;       // the layer's folder; a base's relative to the working folder
  std::filesystem::path set_file;  // its set.toml, as messages name it
  bool own = false;                // the set itself, not one of its bases
};

std::vector<SetLayer> set_layers(const CardSet& set);

// The art folders of every layer (art/icons, then art), the set's own first: where the icons
// written inline in text are looked for.
std::vector<std::filesystem::path> layered_art_folders(const CardSet& set);

// The ids a layer's `key = ["id", ...]` removes from `inherited` (what the layers before gave).
// An entry that is not a string, or names nothing inherited, is reported at its position.
std::vector<std::string> removed_ids(const toml::table& layer, const char* key, const std::string& file,
                                     const std::vector<std::string>& inherited, const std::string& what,
                                     Diagnostics& out);

}  // namespace dw
