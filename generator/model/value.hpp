// value: a plain, typed TOML-like value with its source position. Card fields and the `rules`
// tables the engine reads are Values, so every number a ruleset checks can be reported at its
// file:line:col.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct ValueEntry;

struct Value {
  enum class Kind { none, boolean, integer, real, string, array, table };
  Kind kind = Kind::none;
  bool boolean = false;
  std::int64_t integer = 0;
  double real = 0;
  std::string string;
  std::vector<Value> items;         // kind == array
  std::vector<ValueEntry> entries;  // kind == table, in source order
  SourcePos where;

  bool is_number() const { return kind == Kind::integer || kind == Kind::real; }
  double as_number() const { return kind == Kind::integer ? static_cast<double>(integer) : real; }
  // The entry named `key` of a table, or nullptr.
  const Value* find(std::string_view key) const;
  // Follows a dotted path ("rules.strength") through nested tables, or nullptr.
  const Value* find_path(std::string_view dotted) const;
  // How the value prints on a card: strings as they are, numbers without trailing zeros.
  std::string display() const;
  static const char* kind_name(Kind k);

  bool operator==(const Value& other) const;
};

struct ValueEntry {
  std::string key;
  Value value;
  bool operator==(const ValueEntry&) const = default;
};

}  // namespace dw
