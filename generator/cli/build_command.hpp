// build_command: `deckwright build <set-dir>`: load, check, render and write the print-and-play
// PDFs of a card set.
#pragma once

#include <CLI/CLI.hpp>

namespace dw {

struct BuildOptions {
  std::string set_dir;
  std::string paper;  // a4, letter or all; empty: the set's default
  std::string out_dir = "output";
  bool verbose = false;
};

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code);
int run_build(const BuildOptions& options);

}  // namespace dw
