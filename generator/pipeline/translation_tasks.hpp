// translation_tasks: what `deckwright i18n extract` and `i18n update` do to a set's locales/
// folder: write the PO template (every translatable string of cards, templates of the set and its
// bases, trackers, aids, booklet and sheet words), create new PO files with msginit and merge the
// template into every PO file with msgmerge. Each file is written through a temporary and renamed.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct TemplateWritten {
  std::filesystem::path pot;
  std::size_t messages = 0;
};

struct TranslationUpdate {
  TemplateWritten pot;
  std::vector<std::filesystem::path> created;  // new PO files (msginit)
  // Every PO file merged, with "312 translated, 3 fuzzy, 14 untranslated".
  std::vector<std::pair<std::filesystem::path, std::string>> merged;
};

// Writes locales/<set>.pot. Bad input throws InputError; warnings go to `warnings`.
TemplateWritten extract_translations(const std::string& set_dir, Diagnostics& warnings);

// Writes the template, creates locales/<lang>.po for each of `add` that is missing, then merges
// the template into every PO file.
TranslationUpdate update_translations(const std::string& set_dir, const std::vector<std::string>& add,
                                      Diagnostics& warnings);

}  // namespace dw
