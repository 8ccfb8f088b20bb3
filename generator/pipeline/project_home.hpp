// project_home: finds the deckwright project folder (the one holding fonts/manifest.toml and
// templates/) that a command works with: $DECKWRIGHT_HOME, else the nearest ancestor of the
// given start folder, else of the current folder, else the source tree the binary was built from.
#pragma once

#include <filesystem>

namespace dw {

std::filesystem::path find_project_home(const std::filesystem::path& start);

}  // namespace dw
