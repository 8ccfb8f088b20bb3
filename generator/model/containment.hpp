// containment: the one rule for every file deckwright opens because of a card set, whether the set
// names it or it is found in one of the set's folders (cards, templates, locales, aids, booklet,
// art) or the project's shared folders (templates, fonts): once symbolic links are resolved, the
// file must lie inside one of the allowed roots (the set's folder, its bases' folders, the project
// folder). A link that leads elsewhere is refused, so a set cannot make the tool read, draw or
// quote a file of the machine it is built on.
#pragma once

#include <filesystem>
#include <optional>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw {

// The roots a set's files may lie in: the set's folder, each base's folder and the project home.
std::vector<std::filesystem::path> containment_roots(const CardSet& set, const std::filesystem::path& home);

// Where `file` leads once every symbolic link is resolved, when that lies outside every root
// (roots are resolved too); nothing when the file stays inside one of them.
std::optional<std::filesystem::path> escape_target(const std::filesystem::path& file,
                                                   const std::vector<std::filesystem::path>& roots);

// escape_target as a check: an error at `where` naming the file and where it leads when it leaves
// the roots, and false; true when it stays inside.
bool check_contained(const std::filesystem::path& file, const std::vector<std::filesystem::path>& roots,
                     const SourcePos& where, Diagnostics& out);

}  // namespace dw
