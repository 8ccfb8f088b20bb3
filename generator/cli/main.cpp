// main: the deckwright command line. One file per subcommand; this file only wires them up and
// maps usage errors to exit code 2.
#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/build_command.hpp"
#include "cli/list_command.hpp"
#include "cli/proof_command.hpp"

int main(int argc, char** argv) {
  CLI::App app{"deckwright: card sets and layout templates to print-ready card games"};
  app.set_version_flag("--version", std::string("deckwright ") + DW_VERSION);
  app.require_subcommand(1);
  int exit_code = 0;
  dw::BuildOptions build;
  dw::add_build_command(app, build, exit_code);
  dw::add_list_command(app, exit_code);
  dw::ProofOptions proof;
  dw::add_proof_command(app, proof, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  return exit_code;
}
