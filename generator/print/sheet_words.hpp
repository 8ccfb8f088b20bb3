// sheet_words: the words deckwright itself writes on print sheets and into their PDFs, as opposed
// to the card set's own text: the check bar's caption, the page kinds (Fronts, Backs, Fold
// sheets, used in the margin caption, the page labels and the bookmarks), the formats of the
// margin caption and of a sheet's bookmark, and the PDFs' document titles. English by default.
// The catalogue lists every word with its message key and a note for the translator, so one
// list serves `i18n extract` (msgctxt "sheet|<key>") and a locale build (which replaces each
// word by its translation before anything is drawn).
#pragma once

#include <string>
#include <utility>
#include <vector>

namespace dw {

struct SheetWords {
  std::string check_bar = "50 mm: measure to check the print scale";
  std::string fronts = "Fronts";
  std::string backs = "Backs";
  std::string fold_sheets = "Fold sheets";
  // {caption}: the set's title and version; {section}: one of the page kinds above.
  std::string caption = "{caption} \u00B7 {section} \u00B7 sheet {sheet} of {sheets}";
  std::string sheet_title = "Sheet {sheet} of {sheets}";
  // {title}: the set's title.
  std::string pnp_title = "{title} \u2014 print and play";
  std::string trackers_title = "{title} \u2014 trackers";
  std::string aids_title = "{title} \u2014 player aids";
  std::string extras_title = "{title} \u2014 trackers and player aids";
  bool operator==(const SheetWords&) const = default;
};

struct SheetWord {
  const char* key;                // the message's key: msgctxt "sheet|<key>"
  std::string SheetWords::*text;  // where the word lives
  const char* note;               // what the translator needs to know (#.)
};

// Every sheet word, in the order the PO template lists them.
const std::vector<SheetWord>& sheet_word_catalogue();

// `format` with each {name} of `values` replaced by its value; other braces stay as written.
std::string fill_sheet_format(const std::string& format, const std::vector<std::pair<std::string, std::string>>& values);

// "Clashing Blades! 1.0 · Fronts · sheet 2 of 7": the margin caption of a sheet (from 0).
std::string sheet_caption(const SheetWords& words, const std::string& caption, const std::string& section, int sheet,
                          int sheets);
// "Sheet 2 of 7": a sheet's bookmark (sheet from 0).
std::string sheet_bookmark(const SheetWords& words, int sheet, int sheets);
// A document title format (pnp_title, trackers_title, aids_title) filled with the set's title.
std::string document_title(const std::string& format, const std::string& title);

}  // namespace dw
