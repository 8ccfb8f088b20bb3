// csv_values: what the text of a CSV cell means as a Value, and how a Value is written into a
// cell so that it reads back the same.
//
// A declared field's cell is read as the field's type: text as it is; an integer or number as
// TOML writes it (12, -3, 2.5, 1e-3); a boolean as true or false (in any case, as spreadsheets
// write TRUE). A `rules.x` cell is typed as TOML would type it: an integer, a number, a boolean,
// an array or inline table written in TOML ([1, 2], { a = 1 }), a TOML string in quotes ("42",
// for text that would otherwise read as a number), else the text itself. An empty cell is absent,
// except a quoted empty cell (""), which is the empty string.
#pragma once

#include <optional>
#include <string>

#include "model/card_set.hpp"
#include "model/csv_reader.hpp"
#include "model/value.hpp"

namespace dw {

// The value of a rules cell at `where`, or nullopt for an empty cell (the key is absent).
std::optional<Value> rules_cell_value(const CsvCell& cell, const SourcePos& where);

// The value of a cell of a field of type `type`, nullopt for an empty cell (the field is absent);
// `why` says what was expected when the text does not parse (then nullopt too, with `why` set).
std::optional<Value> field_cell_value(const CsvCell& cell, FieldType type, const SourcePos& where, std::string& why);

// A whole number (-3) or a number (2.5, 1e-3, inf) as TOML writes it.
std::optional<std::int64_t> parse_toml_integer(const std::string& text);
std::optional<double> parse_toml_float(const std::string& text);

// A real written so that it reads back as the same number (and as a number, never an integer).
std::string exact_real_text(double value);

// The cell text (before CSV quoting) that reads back as `v` in a rules column, and whether the
// cell must be quoted even when empty.
std::string rules_cell_text(const Value& v, bool& force_quotes);
// The same for a field column.
std::string field_cell_text(const Value& v, bool& force_quotes);

}  // namespace dw
