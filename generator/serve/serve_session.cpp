// serve_session: the threads of `serve` and their orderly stop.
#include "serve/serve_session.hpp"

#include <pthread.h>
#include <signal.h>

#include <atomic>
#include <mutex>
#include <ostream>
#include <thread>

#include "model/diagnostic.hpp"
#include "serve/asset_store.hpp"
#include "serve/change_notifier.hpp"
#include "serve/file_watcher.hpp"
#include "serve/preview_builder.hpp"
#include "serve/preview_page.hpp"
#include "serve/preview_server.hpp"
#include "serve/sheet_builder.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

sigset_t stop_signals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  sigaddset(&set, SIGHUP);
  return set;
}

std::size_t count_of(const std::vector<Diagnostic>& diagnostics, Severity severity) {
  std::size_t count = 0;
  for (const auto& d : diagnostics) count += d.severity == severity;
  return count;
}

}  // namespace

int serve_set(const ServeOptions& options, const std::function<void(const std::string& url)>& announce, std::ostream& log) {
  const fs::path set_dir = options.set_dir;
  std::error_code ec;
  if (!fs::is_regular_file(set_dir / "set.toml", ec))
    throw InputError(SourcePos{options.set_dir, 0, 0}, "no set.toml in '" + options.set_dir + "'",
                     "give the folder of a card set (deckwright list shows the bundled ones)");

  // Every thread started from here on inherits the blocked stop signals; this thread takes them.
  const sigset_t signals = stop_signals();
  pthread_sigmask(SIG_BLOCK, &signals, nullptr);
  ::signal(SIGPIPE, SIG_IGN);  // a page closed mid-answer is the server's business, not a crash

  AssetStore assets;
  ChangeNotifier changes;
  std::mutex state_mutex;
  PreviewState cards;
  // The sheets are built by deckwright, beside this program (deckwright-serve, cli/serve_command.hpp).
  SheetBuilder sheets(fs::read_symlink("/proc/self/exe").parent_path() / "deckwright", set_dir, assets,
                      [&] { changes.publish(); });
  PreviewServer server(assets, changes, [&] {
    std::lock_guard lock(state_mutex);
    return preview_state_json(changes.generation(), cards, sheets.state());
  });
  try {
    server.bind(options.host, options.port);
  } catch (const std::runtime_error& taken) {
    throw InputError(SourcePos{"--port", 0, 0}, taken.what(),
                     "choose another --port (--port 0 takes any free one), or stop the other server");
  }
  announce(server.url());

  std::thread serving([&] { server.run(); });
  std::atomic<bool> stopping{false};
  FileWatcher watcher;
  std::thread rebuilding([&] {
    PreviewBuilder builder(set_dir, options.dpi, assets, &stopping);
    while (!stopping) {
      PreviewState next;
      try {
        next = builder.rebuild([&](const PreviewState& so_far) {
          {
            std::lock_guard lock(state_mutex);
            cards = so_far;
          }
          changes.publish();
        });
      } catch (const std::exception& failure) {  // keep serving: the page says what went wrong
        next.diagnostics.push_back(error_diagnostic(SourcePos{options.set_dir, 0, 0},
                                                    std::string("the preview could not be rebuilt: ") + failure.what()));
        next.folders = {set_dir};
      }
      if (stopping) break;  // the rebuild was cut short
      log << "rebuilt in " << static_cast<long>(next.build_ms) << " ms: " << next.cards.size() << " cards ("
          << next.drawn << " drawn), " << count_of(next.diagnostics, Severity::error) << " errors, "
          << count_of(next.diagnostics, Severity::warning) << " warnings" << std::endl;
      for (const auto& folder : next.folders) watcher.watch_tree(folder);
      {
        std::lock_guard lock(state_mutex);
        cards = std::move(next);
      }
      changes.publish();
      sheets.request();
      while (!stopping && watcher.wait(std::chrono::seconds(1)).empty()) {
      }
      // A sheet build under way is stopped now, so it does not slow the cards' rebuild.
      sheets.request();
    }
  });

  int taken = 0;
  while (sigwait(&signals, &taken) != 0) {
  }
  log << "stopping (" << (taken == SIGINT ? "SIGINT" : taken == SIGTERM ? "SIGTERM" : "SIGHUP") << ")" << std::endl;
  stopping = true;
  watcher.wake();
  changes.stop();
  server.stop();
  serving.join();
  rebuilding.join();
  sheets.stop();
  return 0;
}

}  // namespace dw
