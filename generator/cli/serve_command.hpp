// serve_command: `deckwright serve <set-dir> [--port N] [--host ADDRESS] [--dpi N]`: the live
// preview (serve/serve_session.hpp). Its options are parsed here, and the preview itself runs in
// the program deckwright-serve beside deckwright (serve_program.cpp), which this process becomes
// (exec, same process id): only it loads the HTTP library and the TLS libraries it links, which
// cost every other command about 2 ms of start-up.
#pragma once

#include <CLI/CLI.hpp>

#include <filesystem>
#include <string>
#include <vector>

#include "serve/serve_session.hpp"

namespace dw {

// The options of the preview, on `command` (deckwright's `serve`, or deckwright-serve itself).
void add_serve_options(CLI::App& command, ServeOptions& options);

void add_serve_command(CLI::App& app, ServeOptions& options, int& exit_code);

// The arguments that give deckwright-serve `options` (its own path first).
std::vector<std::string> serve_program_arguments(const std::filesystem::path& program, const ServeOptions& options);

}  // namespace dw
