// build_command: `deckwright build <set-dir>`: load, check, render and write the outputs of a
// card set: print-and-play PDFs (the default target), print-on-demand PNGs, Tabletop Simulator;
// with --locale, in each chosen language into output/<set>/<locale>/.
#pragma once

#include <CLI/CLI.hpp>

#include <optional>

namespace dw {

struct BuildOptions {
  std::string set_dir;
  std::string paper;  // a4, letter or all; empty: the set's default
  std::string out_dir = "output";
  std::vector<std::string> targets = {"pnp"};  // pnp, tgc, mpc, tts or all
  std::string backs;                           // pnp back mode (print/back_mode.hpp); empty: the set's
  std::string sheet;                           // pnp sheet preset (templates/sheets/); empty: default
  std::string marks;                           // crop-mark style; empty: the sheet's
  std::string back_offset;                     // "X,Y" mm seen from the front; empty: the set's
  std::optional<double> back_rotation;         // degrees clockwise seen from the front
  std::optional<double> back_bleed_mm;         // the backs' bleed on pnp sheets
  std::string tts_base_url;                    // empty: file:// URLs to the written images
  std::string booklet_flip = "short-edge";     // imposed booklet duplex: short-edge or long-edge
  std::vector<std::string> locales;              // --locale: build these locales (i18n/locale_build.hpp)
  std::string locale;                            // the one being built (empty: the set's own words)
  bool verbose = false;
};

void add_build_command(CLI::App& app, BuildOptions& options, int& exit_code);
int run_build(const BuildOptions& options);

}  // namespace dw
