// build_command: `deckwright build <set-dir>`: the command-line options of a build (the build
// itself is pipeline/set_build.hpp) and the report of what it wrote.
#pragma once

#include <CLI/CLI.hpp>

#include "pipeline/set_build.hpp"

namespace dw {

struct BuildOptions {
  BuildRequest request;
  bool verbose = false;  // print the files written, the layout report and the locale summaries
};

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code);
int run_build(const BuildOptions& options);

}  // namespace dw
