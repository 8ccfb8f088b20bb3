// csv_card_file: the cards of a card file written as CSV or TSV (a spreadsheet's export). The
// header row names a column for each card key (id, count, kind, template, back), for the set's
// declared fields, and `rules.x` (or nested `rules.a.b`) for the rules table; each further row is
// one card, checked as a [[card]] table of a TOML card file is. Diagnostics point at the cell:
// file:line:col of its first character (see csv_reader).
#pragma once

#include <map>
#include <string>
#include <string_view>

#include "model/card_set.hpp"

namespace dw {

// Adds the cards of the CSV (`delimiter` ',') or TSV ('\t') text of the file shown as `display`
// to `set`, recording ids in `seen`. `may_be_empty`: a header without rows is no error.
void read_csv_card_file(std::string_view text, char delimiter, const std::string& display, CardSet& set,
                        std::map<std::string, SourcePos>& seen, Diagnostics& diags, bool may_be_empty);

// The card keys a CSV column may name, besides the set's fields and rules.x.
const std::vector<std::string>& csv_card_columns();

}  // namespace dw
