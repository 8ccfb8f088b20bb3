// serve_session: `deckwright serve` from start to stop. It binds the server, then runs three
// threads beside the HTTP server's: the card rebuilds (preview_builder) driven by the file
// watcher, the sheet builds (sheet_builder), and the caller's, which waits for SIGINT, SIGTERM or
// SIGHUP (blocked in every thread, taken with sigwait) and then stops everything in order: the
// watcher and the event streams are woken, the server closes, a sheet build under way is killed,
// and the scratch folder is removed.
#pragma once

#include <functional>
#include <iosfwd>
#include <string>

namespace dw {

struct ServeOptions {
  std::string set_dir;
  std::string host = "127.0.0.1";
  int port = 8421;  // 0: any free port
  double dpi = 110;  // the faces' resolution on the page
};

// Serves until a stop signal; returns the exit code (0). `announce` is called with the page's URL
// once the server listens; a line per rebuild goes to `log`. A set folder without set.toml is bad
// input (InputError), and so is a port that cannot be bound (InputError at --port).
int serve_set(const ServeOptions& options, const std::function<void(const std::string& url)>& announce, std::ostream& log);

}  // namespace dw
