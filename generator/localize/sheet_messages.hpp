// sheet_messages: the i18n side of print/sheet_words: deckwright's own words on print sheets
// (check bar, page kinds, caption and bookmark formats, PDF titles) as PO template entries with
// msgctxt "sheet|<key>", and the same words put back translated for a locale build. Every set
// offers them, since every set prints sheets.
#pragma once

#include <vector>

#include "i18n/pot_writer.hpp"
#include "i18n/translator.hpp"
#include "print/sheet_words.hpp"

namespace dw {

// One entry per word of sheet_word_catalogue(), in its order, with the translator's note and the
// placeholders to keep; no source reference (the words are deckwright's, not the set's).
std::vector<PotEntry> extract_sheet_messages();

// The sheet words in `translator`'s language (each falling back to English as the translator does).
SheetWords localize_sheet_words(Translator& translator);

}  // namespace dw
