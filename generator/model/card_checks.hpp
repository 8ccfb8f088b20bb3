// card_checks: the checks every card passes whichever file format it was written in (TOML or
// CSV): a valid, unique id, and printed field values of the declared type, within the length
// limit and free of control characters and bidi reordering controls. Each reports its own diagnostic.
#pragma once

#include <functional>
#include <map>
#include <string>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"
#include "model/value.hpp"

namespace dw {

// An error when `text` (the value at `where`, described by `what()`, which is called only then)
// holds a forbidden control character (see forbidden_control_character) or a bidi control that
// reorders it (see bidi_reordering_control).
bool refuse_control_characters(Diagnostics& out, const std::string& text, const SourcePos& where,
                               const std::function<std::string()>& what);

// Checks `id` written at `where`: valid, and not already in `seen` (where it is then recorded).
void check_card_id(const std::string& id, const SourcePos& where, std::map<std::string, SourcePos>& seen,
                   Diagnostics& out);

// Whether `v` (the value of field `spec` on the card `what`) may be printed: of the field's type,
// not longer than kMaxFieldLength, without control characters. Reports why not.
bool check_field_value(const FieldSpec& spec, const Value& v, const std::string& what, Diagnostics& out);

}  // namespace dw
