// proof_command: `deckwright proof <set-dir> [--card ID]... [--dpi N] [--guides] [--ink-saver]
// [--grayscale] [--out DIR] [--report FILE]`: one PNG per card face (with its bleed, optionally with trim, bleed and safe
// zone guides) and a contact sheet, for looking at cards before printing them; and the layout
// report of every text box.
#pragma once

#include <CLI/CLI.hpp>

#include <string>
#include <vector>

namespace dw {

struct ProofOptions {
  std::string set_dir;
  std::vector<std::string> cards;  // ids; empty: every card
  double dpi = 150;
  bool guides = false;
  bool ink_saver = false;  // the faces as build --ink-saver prints them
  bool grayscale = false;  // the PNGs in greys, as a black-and-white printer prints them
  std::string out_dir = "output";  // the PNGs go to <out>/<set>/proof/
  std::string report_file;         // empty: no report
  bool verbose = false;
};

void add_proof_command(CLI::App& app, ProofOptions& options, int& exit_code);
int run_proof(const ProofOptions& options);

}  // namespace dw
