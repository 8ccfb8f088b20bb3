// serve_program: deckwright-serve, the program `deckwright serve` becomes (serve_command.hpp):
// the same options, the host check, the preview (serve/serve_session.hpp) and the lines it prints.
#include <arpa/inet.h>

#include <CLI/CLI.hpp>

#include <iostream>

#include "cli/guarded_run.hpp"
#include "cli/serve_command.hpp"
#include "serve/preview_server.hpp"
#include "support/interrupt_cleanup.hpp"

namespace dw {
namespace {

bool is_address(const std::string& host) {
  unsigned char scratch[16];
  return host == "localhost" || inet_pton(AF_INET, host.c_str(), scratch) == 1 ||
         inet_pton(AF_INET6, host.c_str(), scratch) == 1;
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

}  // namespace
}  // namespace dw

int main(int argc, char** argv) {
  dw::install_interrupt_cleanup();
  CLI::App app{"deckwright-serve: the live preview that `deckwright serve` runs"};
  dw::ServeOptions options;
  dw::add_serve_options(app, options);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  }
  return dw::run_serve(options);
}
