// serve_command: the options of `serve`, and the hand-over to deckwright-serve.
#include "cli/serve_command.hpp"

#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <stdexcept>

#include "cli/guarded_run.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

// deckwright-serve in the folder of the running deckwright (the build folder, or the installed bin/).
fs::path serve_program() {
  std::error_code ec;
  const fs::path self = fs::read_symlink("/proc/self/exe", ec);
  if (ec) throw std::runtime_error("cannot find the running program (/proc/self/exe): " + ec.message());
  return self.parent_path() / "deckwright-serve";
}

// Becomes deckwright-serve with `options`; returns only when that program cannot be started.
[[noreturn]] void become_serve_program(const ServeOptions& options) {
  const fs::path program = serve_program();
  const std::vector<std::string> arguments = serve_program_arguments(program, options);
  std::vector<char*> argv;
  for (const std::string& argument : arguments) argv.push_back(const_cast<char*>(argument.c_str()));
  argv.push_back(nullptr);
  std::cout.flush();
  std::cerr.flush();
  std::fflush(nullptr);
  execv(program.c_str(), argv.data());
  throw std::runtime_error("cannot start " + program.string() + " (the preview server `serve` runs in): " +
                           std::strerror(errno) + "; build or install it beside deckwright");
}

}  // namespace

void add_serve_options(CLI::App& command, ServeOptions& options) {
  command.add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  command.add_option("--port", options.port, "The port to listen on (default 8421; 0: any free port)")
      ->check(CLI::Range(0, 65535));
  command.add_option("--host", options.host,
                     "The address to listen on (default 127.0.0.1: this computer only; give another to share the "
                     "preview with your network)");
  command.add_option("--dpi", options.dpi, "Resolution of the card pictures (default 110)")->check(CLI::Range(36.0, 600.0));
}

void add_serve_command(CLI::App& app, ServeOptions& options, int& exit_code) {
  CLI::App* serve = app.add_subcommand(
      "serve", "Preview a set in the browser: every card, the sheets and the diagnostics, updated on every save");
  add_serve_options(*serve, options);
  serve->callback([&options, &exit_code] {
    exit_code = run_guarded([&](Diagnostics&) -> int { become_serve_program(options); });
  });
}

std::vector<std::string> serve_program_arguments(const fs::path& program, const ServeOptions& options) {
  char dpi[32];
  std::snprintf(dpi, sizeof dpi, "%.17g", options.dpi);  // the same double back
  // "--" before the set folder: a folder named like an option stays a folder.
  return {program.string(), "--port", std::to_string(options.port), "--host", options.host, "--dpi", dpi, "--",
          options.set_dir};
}

}  // namespace dw
