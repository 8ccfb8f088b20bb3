// starter_scaffold: the files of `deckwright new DIR` with neither --base nor --ruleset: a small
// complete card set with no rules engine (ruleset "none") that builds and validates as written:
// set.toml, three example cards, a face and a back template, a rules booklet stub, and two
// pictures the cards choose between by name (the `art` field), so a new card needs no file of
// its own. A designer changes it into their own deck.
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace dw {

// Each file's path inside the new set and its text.
std::vector<std::pair<std::string, std::string>> starter_scaffold_files(const std::string& id, const std::string& title);

}  // namespace dw
