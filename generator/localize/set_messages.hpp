// set_messages: everything translatable in one card set, in a fixed order: the set's title,
// card fields and template texts, trackers, player aids, the booklet, then deckwright's own words
// on the print sheets (sheet_messages). This is what
// `deckwright i18n extract` writes to locales/<set>.pot.
#pragma once

#include <filesystem>
#include <vector>

#include "i18n/pot_writer.hpp"
#include "model/card_set.hpp"
#include "model/template_library.hpp"

namespace dw {

// Problems reading trackers, aids or the booklet go to `out`.
std::vector<PotEntry> extract_set_messages(const CardSet& set, TemplateLibrary& templates,
                                           const std::filesystem::path& home, Diagnostics& out);

// locales/<set id>.pot in the set's folder.
std::filesystem::path pot_path(const CardSet& set);
// Every locales/<lang>.po of the set, sorted by language.
std::vector<std::filesystem::path> po_files(const CardSet& set);

}  // namespace dw
