// toml_writer: Values written back as TOML text (strings quoted and escaped, numbers as they
// print, arrays and nested tables inline), for files deckwright writes for people to edit:
// `deckwright new` copies a card of the base set into a commented example.
#pragma once

#include <string>

#include "model/value.hpp"

namespace dw {

// The value as a TOML value: "text", 3, 2.5, true, [1, 2], { key = "v" }.
std::string toml_value(const Value& v);
// A key as TOML writes it: bare when it is letters, digits, '-' and '_', quoted otherwise.
std::string toml_key(const std::string& key);
// Text to put inside a "# ..." comment: line breaks, other control characters and bytes that are
// not UTF-8 escaped (\x0a), so the comment stays one line and nothing in it becomes TOML.
std::string toml_comment(const std::string& text);

}  // namespace dw
