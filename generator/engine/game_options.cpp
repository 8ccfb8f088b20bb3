// game_options: parsing, printing and validation of game options.
#include "engine/game_options.hpp"

#include <charconv>

#include "model/suggest.hpp"

namespace dw::engine {

namespace {

bool parse_int(std::string_view s, int& out) {
  if (s.empty()) return false;
  const auto* end = s.data() + s.size();
  auto [ptr, ec] = std::from_chars(s.data(), end, out);
  return ec == std::errc() && ptr == end;
}

Diagnostic option_error(SourcePos where, std::string message, std::string hint = {}) {
  return error_diagnostic(std::move(where), std::move(message), std::move(hint));
}

const OptionSpec* find_spec(const std::vector<OptionSpec>& specs, std::string_view name) {
  for (const auto& s : specs)
    if (s.name == name) return &s;
  return nullptr;
}

}  // namespace

std::string GameOptions::to_string() const {
  std::string out = "players=" + std::to_string(players);
  for (const auto& [name, value] : rules) out += "," + name + "=" + value;
  return out;
}

GameOptions parse_options(std::string_view text, const SourcePos& where, Diagnostics& out) {
  GameOptions options;
  options.where = where;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    if (comma == std::string_view::npos) comma = text.size();
    const std::string_view item = text.substr(start, comma - start);
    SourcePos at = where;
    at.column += static_cast<int>(start);
    if (!item.empty()) {
      const auto eq = item.find('=');
      if (eq == std::string_view::npos || eq == 0) {
        out.add(option_error(at, "option '" + std::string(item) + "' is not name=value",
                             "write options as players=2,max-deals=100"));
      } else {
        const std::string name(item.substr(0, eq));
        const std::string value(item.substr(eq + 1));
        if (name == "players") {
          if (!parse_int(value, options.players) || options.players < 1)
            out.add(option_error(at, "players must be a positive whole number, not '" + value + "'",
                                 "write the number of players, such as players=2"));
        } else if (!options.rules.emplace(name, value).second) {
          out.add(option_error(at, "option '" + name + "' is given twice", "keep one of the two"));
        }
      }
    }
    start = comma + 1;
  }
  return options;
}

namespace {
std::string join_names(const std::vector<std::string>& names) {
  std::string list;
  for (const auto& n : names) list += (list.empty() ? "" : ", ") + n;
  return list;
}
}  // namespace

void validate_options(const GameOptions& options, const std::vector<OptionSpec>& specs,
                      Diagnostics& out) {
  std::vector<std::string> names;
  for (const auto& s : specs) names.push_back(s.name);
  for (const auto& [name, value] : options.rules) {
    const OptionSpec* spec = find_spec(specs, name);
    if (!spec) {
      out.add(option_error(options.where, "unknown option '" + name + "'" + did_you_mean(name, names),
                           names.empty() ? std::string("this ruleset has no options besides players")
                                         : "the options of this ruleset are: " + join_names(names)));
      continue;
    }
    if (spec->allowed.empty()) {
      int n = 0;
      if (!parse_int(value, n) || n < spec->min || n > spec->max)
        out.add(option_error(options.where,
                             "option '" + name + "' must be a whole number from " +
                                 std::to_string(spec->min) + " to " + std::to_string(spec->max) +
                                 ", not '" + value + "'",
                             "write a number in that range"));
    } else {
      bool ok = false;
      std::string list;
      for (const auto& a : spec->allowed) {
        ok = ok || a == value;
        list += (list.empty() ? "" : ", ") + a;
      }
      if (!ok)
        out.add(option_error(options.where, "option '" + name + "' cannot be '" + value + "'",
                             "use one of: " + list));
    }
  }
}

std::string option_value(const GameOptions& options, const std::vector<OptionSpec>& specs,
                         std::string_view name) {
  if (auto it = options.rules.find(std::string(name)); it != options.rules.end()) return it->second;
  const OptionSpec* spec = find_spec(specs, name);
  return spec ? spec->default_value : std::string();
}

int option_int(const GameOptions& options, const std::vector<OptionSpec>& specs,
               std::string_view name) {
  int n = 0;
  parse_int(option_value(options, specs, name), n);
  return n;
}

}  // namespace dw::engine
