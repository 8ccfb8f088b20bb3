// locale_check: what `deckwright i18n check` finds in one locale of a card set.
// - Translations (PO locales): each translated message keeps the icon tokens and placeholders of
//   its source text (an error at the msgstr line otherwise); messages the source no longer has,
//   and messages printed in the source language (untranslated, fuzzy), are warnings.
// - Layout (every locale, pseudo-locales too): every card face is laid out in the locale. Text
//   that overflows its box at min_size is a warning naming card, field, locale and the overflow
//   in mm, at the translation's PO line; characters no font has are errors, characters drawn in
//   a substitute font warnings; the trackers, aids and booklet are loaded in the locale too (an
//   aid that cannot fit, a translation that breaks the Markdown).
#pragma once

#include <filesystem>
#include <string>

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

}  // namespace dw
