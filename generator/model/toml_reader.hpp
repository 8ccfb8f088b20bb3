// toml_reader: typed, diagnosing access to a toml++ table. Every getter reports a wrong type or
// a missing required key as a Diagnostic at the node's file:line:col, remembers which keys were
// asked for, and finish() reports every other key as unknown, with a "did you mean" suggestion.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <toml++/toml.h>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/value.hpp"

namespace dw {

SourcePos pos_of(const toml::source_region& region, const std::string& file);

// Converts a toml node (any type) to a Value, keeping positions.
Value to_value(const toml::node& node, const std::string& file);

// What one reader was asked for: its table's name in messages and every key asked for or allowed.
struct AskedKeys {
  std::string what;
  std::set<std::string> keys;
};

class TomlReader {
 public:
  // While set, every finish() adds the reader's asked keys to `log` (nullptr stops it). For the
  // test that compares the JSON Schemas of schemas/ with the keys the readers accept; one thread.
  static void log_asked_keys(std::vector<AskedKeys>* log) { asked_log_ = log; }

  // `what` names the table in messages ("set.toml", "card 'spade-1'", "element 'title'").
  TomlReader(const toml::table& table, std::string file, std::string what, Diagnostics& out);

  std::optional<std::string> string(const char* key, bool required = false);
  std::optional<std::int64_t> integer(const char* key, std::int64_t min, std::int64_t max,
                                      bool required = false);
  std::optional<double> number(const char* key, double min, double max, bool required = false);
  std::optional<bool> boolean(const char* key);
  // A length string with a unit ("3mm"); plain numbers are refused (bad unit).
  std::optional<double> length_pt(const char* key, bool required = false);
  const toml::table* table(const char* key, bool required = false);
  const toml::array* array(const char* key, bool required = false);
  const toml::node* node(const char* key);  // marks the key known, no type check

  void allow(const char* key) { known_.insert(key); }
  void allow_all() { allow_all_ = true; }
  // Reports keys that were never asked for or allowed. Call once, after every getter.
  void finish();

  SourcePos where_of(const char* key) const;  // the key's value, or the table when absent
  SourcePos where() const;  // the table itself; 1:1 for a whole file
  const std::string& file() const { return file_; }
  Diagnostics& diagnostics() { return out_; }
  void error(SourcePos where, std::string message, std::string hint = {});

 private:
  const toml::node* get(const char* key, bool required, const char* expected);
  void wrong_type(const char* key, const toml::node& n, const char* expected);

  const toml::table& table_;
  std::string file_;
  std::string what_;
  Diagnostics& out_;
  std::set<std::string> known_;
  bool allow_all_ = false;
  static inline std::vector<AskedKeys>* asked_log_ = nullptr;
};

// Parses a TOML file; a syntax error becomes a diagnostic (and nullopt). The same as
// read_text_file, then toml_depth_error (model/toml_depth.hpp) reported, then parse_toml_text.
std::optional<toml::table> parse_toml_file(const std::string& path, Diagnostics& out);
// The bytes of a file; nullopt with a diagnostic when it cannot be opened.
std::optional<std::string> read_text_file(const std::string& path, Diagnostics& out);
// Parses the text read from `path` (checked by toml_depth_error first: toml++ must never see text
// nesting deeper); a syntax error becomes a diagnostic (and nullopt).
std::optional<toml::table> parse_toml_text(const std::string& text, const std::string& path, Diagnostics& out);

}  // namespace dw
