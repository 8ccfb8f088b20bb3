// toml_depth: how deep a TOML text nests, measured before toml++ parses it. toml++ 3.3.0 limits
// nested arrays and inline tables but not dotted keys or table headers, and a key of some 30,000
// parts overflows its stack. This scanner walks the text once, without recursion, honouring
// strings, quoted keys and comments, and adds up the parts of the current table header, the parts
// of each dotted key and the arrays and inline tables around each value. The first place deeper
// than the limit is reported.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "model/diagnostic.hpp"

namespace dw {

// The deepest a value may sit: header parts + key parts + enclosing arrays and inline tables.
constexpr int kMaxTomlDepth = 256;

// The first spot of `text` that nests deeper than `limit`, as an error at file:line:col; nullopt
// when the text stays within it. Malformed TOML is left to the parser (never reported here).
std::optional<Diagnostic> toml_depth_error(std::string_view text, const std::string& file,
                                           int limit = kMaxTomlDepth);

}  // namespace dw
