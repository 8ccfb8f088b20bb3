// serve_command: `deckwright serve <set-dir> [--port N] [--host ADDRESS] [--dpi N]`: the live
// preview (serve/serve_session.hpp); this file parses the options and prints the address.
#pragma once

#include <CLI/CLI.hpp>

#include "serve/serve_session.hpp"

namespace dw {

void add_serve_command(CLI::App& app, ServeOptions& options, int& exit_code);
int run_serve(const ServeOptions& options);

}  // namespace dw
