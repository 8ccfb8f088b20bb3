// lua_scaffold: the files of `deckwright new DIR --ruleset lua`: a complete little scripted card
// set that builds, plays and validates as written (twelve cards, a face and a back template, a
// rules script for a two-player trick game with hidden hands, and a rules booklet stub), for a
// designer to change into their own game.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace dw {

// Each file's path inside the new set and its text.
std::vector<std::pair<std::string, std::string>> lua_scaffold_files(const std::string& id, const std::string& title);

}  // namespace dw
