// main: the deckwright command line. One file per subcommand; this file only wires them up and
// reports usage errors (cli/usage_errors.hpp, exit code 2).
#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/build_command.hpp"
#include "cli/calibrate_command.hpp"
#include "cli/i18n_command.hpp"
#include "cli/list_command.hpp"
#include "cli/new_command.hpp"
#include "cli/proof_command.hpp"
#include "cli/schema_command.hpp"
#include "cli/serve_command.hpp"
#include "cli/play_command.hpp"
#include "cli/usage_errors.hpp"
#include "cli/validate_command.hpp"
#include "support/interrupt_cleanup.hpp"

int main(int argc, char** argv) {
  dw::install_interrupt_cleanup();
  CLI::App app{"deckwright: card sets and layout templates to print-ready card games"};
  app.set_version_flag("--version", std::string("deckwright ") + DW_VERSION);
  app.require_subcommand(1);
  int exit_code = 0;
  dw::BuildOptions build;
  dw::add_build_command(app, build, exit_code);
  dw::add_calibrate_command(app, exit_code);
  dw::add_list_command(app, exit_code);
  dw::I18nOptions i18n;
  dw::add_i18n_command(app, i18n, exit_code);
  dw::NewOptions new_set;
  dw::add_new_command(app, new_set, exit_code);
  dw::PlayOptions play;
  dw::add_play_command(app, play, exit_code);
  dw::ReplayOptions replay;
  dw::add_replay_command(app, replay, exit_code);
  dw::ValidateOptions validate;
  dw::add_validate_command(app, validate, exit_code);
  dw::ProofOptions proof;
  dw::add_proof_command(app, proof, exit_code);
  dw::add_schema_command(app, exit_code);
  dw::ServeOptions serve;
  dw::add_serve_command(app, serve, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return dw::report_usage_error(app, e, std::vector<std::string>(argv + 1, argv + argc), std::cout, std::cerr);
  }
  return exit_code;
}
