// rules_reader: checked access to one card's `[card.rules]` table (or a table nested in it) for
// the rulesets: whole numbers in a range, one word out of a list, nested tables and arrays, and
// unknown keys with a "did you mean". Every problem becomes a diagnostic at the value's
// file:line:col (the table's, or the card's, when the value is missing), tagged with the card id.
// The wording of these messages lives here, so every ruleset reports alike.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/card.hpp"
#include "model/diagnostic.hpp"
#include "model/value.hpp"

namespace dw::engine::games {

class RulesReader {
 public:
  // Reads `table` (card.rules or a table inside it); `path` prefixes key names in messages
  // ("rules", "rules.chart[2]"); `ruleset` names the ruleset in hints.
  RulesReader(const Card& card, const Value& table, std::string path, std::string ruleset, Diagnostics& out);

  // Reports every key of the table that is not in `known`.
  void only_keys(const std::vector<std::string>& known);

  bool has(std::string_view key) const { return table_.find(key) != nullptr; }
  const Value* find(std::string_view key) const { return table_.find(key); }

  // A whole number in [lo, hi]; nullopt (after reporting) when missing, mistyped or out of range.
  // `what` says what the number means, for the hint of a missing value.
  std::optional<int> integer(std::string_view key, int lo, int hi, std::string_view what);
  // One of `words`; nullopt (after reporting) otherwise. Returns the index into `words`.
  std::optional<int> choice(std::string_view key, const std::vector<std::string>& words);
  // A nested table (nullopt after reporting when missing or not a table).
  const Value* table(std::string_view key);
  // An array (nullptr after reporting when missing or not an array).
  const Value* array(std::string_view key);

  // Reports a problem with `value` (at its position) or, without one, at the table.
  void error(const Value* value, std::string message, std::string hint = {});
  // "rules.key" spelt with this reader's path.
  std::string name_of(std::string_view key) const;
  SourcePos position() const;
  bool failed() const { return failed_; }

 private:
  const Card& card_;
  const Value& table_;
  std::string path_;
  std::string ruleset_;
  Diagnostics& out_;
  bool failed_ = false;
};

}  // namespace dw::engine::games
