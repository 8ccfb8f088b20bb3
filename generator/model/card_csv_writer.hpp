// card_csv_writer: a set's cards written as one CSV (or TSV) table that the card loader reads
// back into the same cards: `deckwright list SET --format csv`. The canonical form: a header of
// id, count, kind, template and back (these two only when a card has one), the set's fields in
// name order (as set.toml's [fields] table is read), then one rules.x column per rules key the cards use (nested tables as
// rules.a.b), in the order the cards give them; one row per card; LF line ends, no byte order
// mark, cells quoted only where needed (see csv_values for how each value is written).
#pragma once

#include <string>

#include "model/card_set.hpp"

namespace dw {

// Throws InputError when a card's rules cannot be a column (a key holding a dot).
std::string cards_as_csv(const CardSet& set, char delimiter);

}  // namespace dw
