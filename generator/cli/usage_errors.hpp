// usage_errors: a command-line mistake found while parsing (an unknown command or option, a
// missing argument, a value out of its choices), told in deckwright's one error style,
// "what: error: message" with a hint, and a suggestion for a misspelt command or option
// (model/suggest.hpp: the nearest name by edit distance).
#pragma once

#include <CLI/CLI.hpp>

#include <ostream>
#include <string>
#include <vector>

namespace dw {

// Prints the error (help and --version print themselves) and returns the exit code: 0 for help
// and --version, else 2 (bad input).
int report_usage_error(CLI::App& app, const CLI::ParseError& error, const std::vector<std::string>& args, std::ostream& out,
                       std::ostream& err);

}  // namespace dw
