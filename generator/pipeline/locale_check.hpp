// locale_check: what `deckwright i18n check` finds in one locale of a card set.
// - Translations (PO locales): each translated message keeps the icon tokens and placeholders of
//   its source text (an error at the msgstr line otherwise); messages the source no longer has,
//   and messages printed in the source language (untranslated, fuzzy), are warnings.
// - Layout (every locale, pseudo-locales too): every card face is laid out in the locale. Text
//   that overflows its box at min_size is a warning naming card, field, locale and the overflow
//   in mm, at the translation's PO line; characters no font has are errors, characters drawn in
//   a substitute font warnings; the trackers, aids and booklet are loaded in the locale too (an
//   aid that cannot fit, a translation that breaks the Markdown).
// check_translations runs it over several locales of a set as one library call (the CLI's
// `i18n check`, and the validator's check of a set's translations).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw {

struct LocaleCheck {
  std::string locale;
  Diagnostics problems;   // errors and warnings, in the order found
  int messages = 0;       // source messages
  int translated = 0;     // of them printed translated (pseudo-locales: all)
  int text_boxes = 0;     // card text boxes laid out
  int shrunk = 0;         // of them set below their template's size
  int overflowing = 0;    // of them overflowing at min_size
  std::string tightest;   // "rules-text on spade-a: 6.1 pt of 10 pt" (the most shrunk box)
  std::string summary() const;  // one line for the terminal
};

LocaleCheck check_locale(const CardSet& set, const std::filesystem::path& home, const std::string& locale);

struct TranslationCheck {
  std::vector<LocaleCheck> locales;  // one per locale checked, in the order asked
  Diagnostics problems;              // loading the set, the locale names, then every locale's problems
  bool failed() const { return problems.has_errors(); }
};

// Checks `locales` of the set in `set_dir` (`home`: the project folder with fonts/ and templates/).
// Locales are as on the command line: a language with a PO file, "all", x-long, x-debug; an empty
// list checks every language with a PO file, and nothing when the set has none. Never throws for
// bad input: a set that cannot be loaded, an unknown locale, a broken PO file all come back as
// errors in `problems`.
TranslationCheck check_translations(const std::filesystem::path& set_dir, const std::filesystem::path& home,
                                    const std::vector<std::string>& locales = {});
// The same for a set already loaded.
TranslationCheck check_translations(const CardSet& set, const std::filesystem::path& home,
                                    const std::vector<std::string>& locales = {});

}  // namespace dw
