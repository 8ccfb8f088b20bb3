// build_command: `deckwright build <set-dir>`: load, check, render and write the outputs of a
// card set: print-and-play PDFs (the default target), print-on-demand PNGs, Tabletop Simulator.
#pragma once

#include <CLI/CLI.hpp>

namespace dw {

struct BuildOptions {
  std::string set_dir;
  std::string paper;  // a4, letter or all; empty: the set's default
  std::string out_dir = "output";
  std::vector<std::string> targets = {"pnp"};  // pnp, tgc, mpc, tts or all
  std::string backs = "duplex-long";           // pnp back mode, see print/back_mode.hpp
  std::string tts_base_url;                    // empty: file:// URLs to the written images
  std::string booklet_flip = "short-edge";     // imposed booklet duplex: short-edge or long-edge
  bool verbose = false;
};

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code);
int run_build(const BuildOptions& options);

}  // namespace dw
