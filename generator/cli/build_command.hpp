// build_command: `deckwright build <set-dir>`: the command-line options of a build (the build
// itself is pipeline/set_build.hpp) and the report of what it wrote: a line per file on stdout,
// a progress bar on stderr while it works when stderr is a terminal.
//
// Exit codes: 0 built, 1 an I/O failure or (with --strict) warnings, 2 bad input.
#pragma once

#include <CLI/CLI.hpp>

#include "pipeline/set_build.hpp"

namespace dw {

struct BuildOptions {
  BuildRequest request;
  bool verbose = false;  // also print the text layout report
  bool no_cache = false;  // --no-cache: draw everything, leave output/<set>/.cache/ alone
  bool strict = false;   // warnings fail the build (exit 1)
};

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code);
int run_build(const BuildOptions& options);

}  // namespace dw
