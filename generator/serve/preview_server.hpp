// preview_server: the HTTP side of `serve`, on cpp-httplib. It answers GET for four things only:
//   /            the page (preview_page.hpp)
//   /state.json  what the page shows now
//   /events      a server-sent event stream: one event per published change, a comment every
//                15 s to keep the connection open
//   /asset/NAME  a PNG or PDF of the asset store, NAME being "face-|page-|pdf-" + 16 hex digits
// Nothing else exists (404), and no part of a URL names a file. When bound to a loopback address
// it answers only requests whose Host is that address or localhost (a web page elsewhere cannot
// reach it by pointing a name of its own at 127.0.0.1).
#pragma once

#include <functional>
#include <memory>
#include <string>

#include "serve/asset_store.hpp"
#include "serve/change_notifier.hpp"

namespace httplib {
class Server;
}

namespace dw {

class PreviewServer {
 public:
  PreviewServer(const AssetStore& assets, ChangeNotifier& changes, std::function<std::string()> state_json);
  ~PreviewServer();
  PreviewServer(const PreviewServer&) = delete;
  PreviewServer& operator=(const PreviewServer&) = delete;

  // Binds to host:port (port 0: any free port) and returns the port. Throws std::runtime_error
  // when it cannot.
  int bind(const std::string& host, int port);
  // The page's address once bound: http://host:port/ (an IPv6 host in brackets).
  std::string url() const { return "http://" + host_ + ":" + std::to_string(port_) + "/"; }
  // Serves until stop() (blocks; run it in its own thread).
  void run();
  void stop();

 private:
  bool host_allowed(const std::string& host_header) const;

  const AssetStore& assets_;
  ChangeNotifier& changes_;
  std::function<std::string()> state_json_;
  std::unique_ptr<httplib::Server> server_;
  std::string host_;
  int port_ = 0;
  bool loopback_ = true;
};

// Whether `host` is a loopback address (127.0.0.0/8, ::1) or "localhost".
bool is_loopback_host(const std::string& host);

}  // namespace dw
