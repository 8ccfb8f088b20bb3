// rules_reader: checked access to one card's `[card.rules]` table (or a table nested in it) for
// every ruleset: whole numbers in a range, booleans, strings, one word out of a list, nested
// tables, arrays and arrays of tables, unknown keys and keys of another kind of card with a "did
// you mean", and names of other cards or things that the set does not have. Every problem becomes
// a diagnostic at the value's file:line:col (the table's, or the card's, when the value is
// missing), with a hint, tagged with the card id. The wording of these messages lives here, so
// every ruleset reports alike.
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
  // The same for a card of one kind (`kind`: "creature"): a key in `every_key` (the ruleset's
  // keys for any kind) but not in `known` does not apply to this kind; any other is unknown.
  void only_keys(const std::vector<std::string>& known, const std::vector<std::string>& every_key,
                 std::string_view kind);

  bool has(std::string_view key) const { return table_.find(key) != nullptr; }
  const Value* find(std::string_view key) const { return table_.find(key); }

  // A whole number in [lo, hi]; nullopt (after reporting) when missing, mistyped or out of range.
  // `what` says what the number means, for the hint of a missing value.
  std::optional<int> integer(std::string_view key, int lo, int hi, std::string_view what);
  // The same when the key is optional: `fallback` when it is absent or (after reporting) bad.
  int integer_or(std::string_view key, int lo, int hi, int fallback);
  // true or false; `fallback` when absent or (after reporting) not a boolean.
  bool boolean_or(std::string_view key, bool fallback);
  // A string; nullptr (after reporting, with `hint` when missing) when missing or not a string.
  const Value* string(std::string_view key, std::string_view hint);
  // One of `words`; nullopt (after reporting) otherwise. Returns the index into `words`.
  std::optional<int> choice(std::string_view key, const std::vector<std::string>& words);
  // A nested table (nullopt after reporting when missing or not a table).
  const Value* table(std::string_view key);
  // An array (nullptr after reporting when missing or not an array).
  const Value* array(std::string_view key);
  // The tables of [[card.rules.key]] (one table written as [card.rules.key] counts as one); none
  // when absent; anything else is reported.
  std::vector<const Value*> tables(std::string_view key);
  // The strings of an array of strings such as ids (none when absent); other items are reported.
  std::vector<const Value*> strings(std::string_view key, std::string_view what);

  // A reader of `table`, nested in this one's table at `key` ("bonus": "rules.bonus"); its
  // problems count as this reader's too (failed()).
  RulesReader nested(const Value& table, std::string_view key);

  // Reports `value` (a string at `key`) naming something the set does not have, `what` saying
  // what it should name ("a response card", "a race"), with the closest of `candidates`.
  void unknown_name(const Value& value, std::string_view key, std::string_view what,
                    const std::vector<std::string>& candidates);
  // Reports the key `key` of this table as not applying to cards of kind `kind`, whose keys are
  // `known`.
  void not_for_kind(const Value& value, std::string_view key, std::string_view kind,
                    const std::vector<std::string>& known);

  // Reports a problem with `value` (at its position) or, without one, at the table.
  void error(const Value* value, std::string message, std::string hint = {});
  // "rules.key" spelt with this reader's path.
  std::string name_of(std::string_view key) const;
  SourcePos position() const;
  bool failed() const { return failed_; }

 private:
  void mark_failed();
  // "stat" at the top, "modifier.stat" in a nested table: how a key is named in "unknown" messages.
  std::string short_name_of(std::string_view key) const;

  RulesReader* parent_ = nullptr;
  const Card& card_;
  const Value& table_;
  std::string path_;
  std::string ruleset_;
  Diagnostics& out_;
  bool failed_ = false;
};

}  // namespace dw::engine::games
