// serve_command: the options of `serve`, the host check, and the lines it prints.
#include "cli/serve_command.hpp"

#include <arpa/inet.h>

#include <iostream>

#include "cli/guarded_run.hpp"
#include "serve/preview_server.hpp"

namespace dw {

namespace {

bool is_address(const std::string& host) {
  unsigned char scratch[16];
  return host == "localhost" || inet_pton(AF_INET, host.c_str(), scratch) == 1 ||
         inet_pton(AF_INET6, host.c_str(), scratch) == 1;
}

}  // namespace

void add_serve_command(CLI::App& app, ServeOptions& options, int& exit_code) {
  CLI::App* serve = app.add_subcommand(
      "serve", "Preview a set in the browser: every card, the sheets and the diagnostics, updated on every save");
  serve->add_option("set-dir", options.set_dir, "The card set folder (holds set.toml)")->required();
  serve->add_option("--port", options.port, "The port to listen on (default 8421; 0: any free port)")
      ->check(CLI::Range(0, 65535));
  serve->add_option("--host", options.host,
                    "The address to listen on (default 127.0.0.1: this computer only; give another to share the "
                    "preview with your network)");
  serve->add_option("--dpi", options.dpi, "Resolution of the card pictures (default 110)")->check(CLI::Range(36.0, 600.0));
  serve->callback([&options, &exit_code] { exit_code = run_serve(options); });
}

int run_serve(const ServeOptions& options) {
  return run_guarded([&](Diagnostics& warnings) {
    if (!is_address(options.host))
      bad_argument("--host", "'" + options.host + "' is not an IP address",
                   "give 127.0.0.1 (the default), ::1, or an address of this computer");
    if (!is_loopback_host(options.host)) {
      warnings.warning(SourcePos{"--host", 0, 0},
                       "serving on " + options.host + ": every computer that can reach it can see the set",
                       "leave --host out to keep the preview on this computer");
      std::cerr << warnings.format_all();
      warnings.clear();
    }
    return serve_set(
        options,
        [&](const std::string& url) {
          std::cout << "serving " << options.set_dir << " at " << url << " (Ctrl-C stops)" << std::endl;
        },
        std::cout);
  });
}

}  // namespace dw
