// Tests of serve/preview_server over real HTTP (cpp-httplib's client): it answers its page, its
// state, its event stream and the assets it produced, and nothing else; no URL reaches a file;
// another Host and other methods are refused.
#include "serve/preview_server.hpp"

#include <gtest/gtest.h>
#include <httplib.h>

#include <thread>

#include "serve/content_hash.hpp"

namespace dw {
namespace {

class PreviewServerTest : public ::testing::Test {
 protected:
  void SetUp() override {
    assets.replace_group("faces", {{picture_name, Asset{"image/png", std::make_shared<const std::string>("PNG bytes")}}});
    port = server.bind("127.0.0.1", 0);
    serving = std::thread([this] { server.run(); });
    client = std::make_unique<httplib::Client>("127.0.0.1", port);
    client->set_connection_timeout(5);
    client->set_read_timeout(5);
    // The server accepts once its listening loop runs.
    for (int tries = 0; tries < 100 && !client->Get("/"); ++tries) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  void TearDown() override {
    changes.stop();
    server.stop();
    serving.join();
  }
  int status(const std::string& method, const std::string& path, const std::string& host = {}) {
    httplib::Headers headers;
    if (!host.empty()) headers.emplace("Host", host);
    httplib::Result result = method == "GET" ? client->Get(path, headers) : client->Post(path, headers, "x", "text/plain");
    return result ? result->status : -1;
  }

  const std::string picture_name = "face-" + hex64(fnv1a("PNG bytes")) + ".png";
  AssetStore assets;
  ChangeNotifier changes;
  PreviewServer server{assets, changes, [] { return std::string(R"({"generation":0})"); }};
  int port = 0;
  std::thread serving;
  std::unique_ptr<httplib::Client> client;
};

TEST_F(PreviewServerTest, AnswersItsPageStateAndAssets) {
  auto page = client->Get("/");
  ASSERT_TRUE(page);
  EXPECT_EQ(page->status, 200);
  EXPECT_NE(page->body.find("EventSource"), std::string::npos);
  auto state = client->Get("/state.json");
  ASSERT_TRUE(state);
  EXPECT_EQ(state->body, R"({"generation":0})");
  auto picture = client->Get("/asset/" + picture_name);
  ASSERT_TRUE(picture);
  EXPECT_EQ(picture->status, 200);
  EXPECT_EQ(picture->body, "PNG bytes");
  EXPECT_EQ(picture->get_header_value("Content-Type"), "image/png");
}

TEST_F(PreviewServerTest, NoUrlReachesAFile) {
  for (const std::string& path : std::vector<std::string>{"/etc/passwd", "/asset/../../etc/passwd", "/asset/%2e%2e/%2e%2e/etc/passwd",
                                 "/asset/face-0000000000000000.png", "/asset/face-" + hex64(1) + ".png/../x",
                                 "/set.toml", "/cards/duel.toml", "/asset/", "/asset/face-.png"})
    EXPECT_EQ(status("GET", path), 404) << path;
}

TEST_F(PreviewServerTest, RefusesOtherHostsAndMethods) {
  EXPECT_EQ(status("GET", "/", "attacker.example"), 403);
  EXPECT_EQ(status("GET", "/", "attacker.example:" + std::to_string(port)), 403);
  EXPECT_EQ(status("GET", "/", "localhost:" + std::to_string(port)), 200);
  EXPECT_EQ(status("POST", "/"), 405);
}

TEST_F(PreviewServerTest, TheEventStreamSendsEveryPublishedChange) {
  std::string received;
  std::thread publisher([this] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    changes.publish();
  });
  client->Get("/events", [&](const char* data, std::size_t length) {
    received.append(data, length);
    return received.find("data: 1\n\n") == std::string::npos;  // stop reading once the change came
  });
  publisher.join();
  EXPECT_NE(received.find("data: 0\n\n"), std::string::npos);  // the generation when it connected
  EXPECT_NE(received.find("data: 1\n\n"), std::string::npos);
}

}  // namespace
}  // namespace dw
