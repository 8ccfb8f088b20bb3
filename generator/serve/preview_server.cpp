// preview_server: cpp-httplib routes for the page, its state, its event stream and its assets.
#include "serve/preview_server.hpp"

#include <httplib.h>

#include <stdexcept>

#include "serve/preview_page.hpp"

namespace dw {

namespace {

constexpr int kWorkerThreads = 32;  // each open page holds one for its event stream
constexpr std::chrono::seconds kKeepAliveComment{15};

void no_caching(httplib::Response& response) {
  response.set_header("Cache-Control", "no-store");
  response.set_header("X-Content-Type-Options", "nosniff");
}

}  // namespace

bool is_loopback_host(const std::string& host) {
  return host == "localhost" || host == "::1" || host == "[::1]" || host.rfind("127.", 0) == 0;
}

PreviewServer::PreviewServer(const AssetStore& assets, ChangeNotifier& changes, std::function<std::string()> state_json)
    : assets_(assets), changes_(changes), state_json_(std::move(state_json)), server_(std::make_unique<httplib::Server>()) {
  server_->new_task_queue = [] { return new httplib::ThreadPool(kWorkerThreads); };
  server_->set_keep_alive_timeout(1);  // stop() waits for idle connections this long at most
  server_->set_payload_max_length(64 * 1024);

  server_->set_pre_routing_handler([this](const httplib::Request& request, httplib::Response& response) {
    if (request.method != "GET" && request.method != "HEAD") {
      response.status = 405;
      return httplib::Server::HandlerResponse::Handled;
    }
    if (!host_allowed(request.get_header_value("Host"))) {
      response.status = 403;
      response.set_content("this preview answers only to its own address\n", "text/plain");
      return httplib::Server::HandlerResponse::Handled;
    }
    return httplib::Server::HandlerResponse::Unhandled;
  });

  server_->Get("/", [](const httplib::Request&, httplib::Response& response) {
    no_caching(response);
    response.set_header("Content-Security-Policy",
                        "default-src 'none'; img-src 'self'; connect-src 'self'; script-src 'unsafe-inline'; "
                        "style-src 'unsafe-inline'");
    response.set_content(preview_page_html(), "text/html; charset=utf-8");
  });

  server_->Get("/state.json", [this](const httplib::Request&, httplib::Response& response) {
    no_caching(response);
    response.set_content(state_json_(), "application/json");
  });

  server_->Get("/events", [this](const httplib::Request&, httplib::Response& response) {
    no_caching(response);
    auto sent = std::make_shared<std::uint64_t>(0);
    auto first = std::make_shared<bool>(true);
    response.set_chunked_content_provider("text/event-stream", [this, sent, first](std::size_t, httplib::DataSink& sink) {
      std::string message;
      if (*first) {
        *first = false;
        *sent = changes_.generation();
        message = "retry: 500\ndata: " + std::to_string(*sent) + "\n\n";
      } else {
        const auto next = changes_.wait_after(*sent, kKeepAliveComment);
        if (changes_.stopped()) return false;  // shutting down: close the stream
        if (next) {
          *sent = *next;
          message = "data: " + std::to_string(*next) + "\n\n";
        } else {
          message = ": still here\n\n";
        }
      }
      return sink.write(message.data(), message.size());
    });
  });

  server_->Get(R"(/asset/((?:face|page)-[0-9a-f]{16}\.png|pdf-[0-9a-f]{16}\.pdf))",
               [this](const httplib::Request& request, httplib::Response& response) {
                 const std::optional<Asset> asset = assets_.find(request.matches[1].str());
                 if (!asset) {
                   response.status = 404;
                   return;
                 }
                 // Names are content hashes: an asset never changes under its name.
                 response.set_header("Cache-Control", "max-age=86400, immutable");
                 response.set_header("X-Content-Type-Options", "nosniff");
                 response.set_content(*asset->bytes, asset->content_type.c_str());
               });
}

PreviewServer::~PreviewServer() = default;

bool PreviewServer::host_allowed(const std::string& host_header) const {
  if (!loopback_) return true;
  const std::string port = ":" + std::to_string(port_);
  for (const std::string& name : {host_, std::string("localhost"), std::string("127.0.0.1"), std::string("[::1]")})
    if (host_header == name + port) return true;
  return false;
}

int PreviewServer::bind(const std::string& host, int port) {
  host_ = host.find(':') != std::string::npos ? "[" + host + "]" : host;
  loopback_ = is_loopback_host(host);
  port_ = port == 0 ? server_->bind_to_any_port(host) : (server_->bind_to_port(host, port) ? port : -1);
  if (port_ <= 0) throw std::runtime_error("cannot listen on " + host + ":" + std::to_string(port) +
                             " (the port is taken, or the host is no address of this machine)");
  return port_;
}

void PreviewServer::run() { server_->listen_after_bind(); }

void PreviewServer::stop() { server_->stop(); }

}  // namespace dw
