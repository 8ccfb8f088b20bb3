// game_options: what a game is built with besides its card set: the number of players and the
// optional rules (name = value). Options are text so a replay header, the command line and a
// test all spell them the same way; each ruleset declares which names it accepts (OptionSpec).
#pragma once

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw::engine {

struct GameOptions {
  int players = 0;                            // 0 = the ruleset's default
  std::map<std::string, std::string> rules;   // optional rule name -> value, e.g. "max-deals" -> "100"
  SourcePos where;                            // where the options came from (replay line, ...)

  // "players=2,max-deals=100": canonical (sorted) and parseable by parse_options.
  std::string to_string() const;
  bool operator==(const GameOptions& o) const { return players == o.players && rules == o.rules; }
};

// One optional rule a ruleset understands, with its default and allowed values. An empty
// `allowed` list means an integer in [min, max].
struct OptionSpec {
  std::string name;
  std::string default_value;
  std::string help;
  std::vector<std::string> allowed;
  int min = 0;
  int max = 0;
};

// Parses "name=value,name=value" ("players" sets GameOptions::players). Problems are reported at
// `where` (column advanced to the offending item).
GameOptions parse_options(std::string_view text, const SourcePos& where, Diagnostics& out);

// Checks names and values against the specs; the diagnostics name the option and its position.
void validate_options(const GameOptions& options, const std::vector<OptionSpec>& specs,
                      Diagnostics& out);

// The value of `name`: the given one, else the spec's default ("" when there is no such spec).
std::string option_value(const GameOptions& options, const std::vector<OptionSpec>& specs,
                         std::string_view name);
int option_int(const GameOptions& options, const std::vector<OptionSpec>& specs,
               std::string_view name);

}  // namespace dw::engine
