// project_home: finds the deckwright project folder (the one holding fonts/manifest.toml and
// templates/) that a command works with: $DECKWRIGHT_HOME, else the nearest ancestor of the
// given start folder, else of the current folder, else the source tree the binary was built from.
// Its cardsets/ folder holds the bundled card sets, which a set.toml `base` and `deckwright new
// --base` name by their folder name ("clubs").
#pragma once

#include <filesystem>
#include <string>
#include <vector>

namespace dw {

std::filesystem::path find_project_home(const std::filesystem::path& start);

// A bundled set's name (a folder name: no '/', not "." or ".."), as opposed to a path.
bool is_bundled_set_name(const std::string& name);
// cardsets/NAME of the project home found from `start`; empty when no such set exists.
std::filesystem::path bundled_set_folder(const std::string& name, const std::filesystem::path& start);
// The names of the bundled sets, sorted (for did-you-mean).
std::vector<std::string> bundled_set_names(const std::filesystem::path& start);

}  // namespace dw
