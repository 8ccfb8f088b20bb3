// A designer's first day, step by step as a newcomer takes it, in a scratch folder with relative
// paths: `deckwright new` with no base; three cards added (two in a TOML file, one from a CSV
// file); build; open the live preview (`deckwright serve`) and see every card in it; edit a card
// and see the preview follow; build again and find the change in the printed PDF; validate.
// Each step is a method of the fixture, run in order by the one test.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <arpa/inet.h>
#include <httplib.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include <nlohmann/json.hpp>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

class FirstDay : public ::testing::Test {
 protected:
  CommandResult deckwright(const std::string& args) {
    return run_command("cd " + shell_quote(dir_.path().string()) + " && " + shell_quote(deckwright_binary()) + " " + args);
  }
  std::string printed_text() {
    return run_command("pdftotext " + shell_quote((dir_.path() / "out" / "harvest" / "harvest-a4.pdf").string()) + " -").out;
  }

  void start_a_set() {
    const auto made = deckwright("new harvest --title 'Harvest Moon'");
    ASSERT_EQ(made.exit_code, 0) << made.err;
    EXPECT_THAT(made.out, ::testing::HasSubstr("wrote harvest/set.toml\n"));
  }

  void add_three_cards() {
    // Two cards written as TOML, the third from a spreadsheet's CSV export (a quoted cell with a
    // comma, and the byte order mark some spreadsheets write).
    dir_.write("harvest/cards/more.toml", R"([[card]]
id = "scarecrow"
kind = "card"
name = "Scarecrow"
art = "sun"
text = "Keep one card of the field safe."

[[card]]
id = "owl"
kind = "card"
count = 2
name = "Owl"
art = "moon"
text = "Look at the top three cards of the deck."
)");
    dir_.write("harvest/cards/sheet.csv", "\xEF\xBB\xBFid,count,kind,name,art,text\n"
                                           "barn-dance,3,card,Barn Dance,sun,\"Everyone passes a card left, then right.\"\n");
    const auto listed = deckwright("list harvest");
    ASSERT_EQ(listed.exit_code, 0) << listed.err;
    for (const char* line : {"  scarecrow ", "  owl ", "  barn-dance "}) EXPECT_THAT(listed.out, ::testing::HasSubstr(line));
    EXPECT_THAT(listed.out, ::testing::ContainsRegex("\n  total +10\n")) << listed.out;
  }

  void build() {
    const auto built = deckwright("build harvest --out out");
    ASSERT_EQ(built.exit_code, 0) << built.err;
    EXPECT_EQ(built.err, "");
    ASSERT_TRUE(fs::is_regular_file(dir_.path() / "out" / "harvest" / "harvest-a4.pdf"));
  }

  void see_the_new_cards_printed() {
    const std::string text = printed_text();
    for (const char* name : {"Scarecrow", "Owl", "Barn Dance", "Midnight"}) EXPECT_THAT(text, ::testing::HasSubstr(name));
    EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("Harvest Festival")));
  }

  // A port nobody listens on now (the kernel's choice for port 0).
  static int free_port() {
    const int fd = socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof address;
    bind(fd, reinterpret_cast<sockaddr*>(&address), sizeof address);
    getsockname(fd, reinterpret_cast<sockaddr*>(&address), &length);
    close(fd);
    return ntohs(address.sin_port);
  }

  // The card captions the preview shows once it has drawn every card, or nothing while it is
  // still drawing; waits up to `seconds` for the captions to satisfy `done`.
  std::vector<std::string> preview_captions_when(const std::function<bool(const std::vector<std::string>&)>& done, int seconds) {
    httplib::Client client("127.0.0.1", port_);
    std::vector<std::string> captions;
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(seconds);
    while (std::chrono::steady_clock::now() < until) {
      if (auto response = client.Get("/state.json"); response && response->status == 200) {
        const auto state = nlohmann::json::parse(response->body, nullptr, false);
        captions.clear();
        if (state.is_object() && state.value("loaded", false))
          for (const auto& card : state["cards"])
            if (!card["front"].is_null() && !card.value("stale", false)) captions.push_back(card.value("caption", ""));
        if (done(captions)) return captions;
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(100));
    }
    return captions;
  }
  static bool holds(const std::vector<std::string>& captions, const std::string& caption) {
    return std::find(captions.begin(), captions.end(), caption) != captions.end();
  }

  void open_the_preview() {
    port_ = free_port();
    const fs::path pid_file = dir_.path() / "serve.pid";
    const auto started = run_command("cd " + shell_quote(dir_.path().string()) + " && (" + shell_quote(deckwright_binary()) +
                                     " serve harvest --port " + std::to_string(port_) + " >serve.log 2>&1 & echo $! >" +
                                     shell_quote(pid_file.string()) + ")");
    ASSERT_EQ(started.exit_code, 0) << started.err;
    serve_pid_ = std::stoi(read_file(pid_file));
    const auto captions = preview_captions_when(
        [](const auto& c) { return holds(c, "Scarecrow") && holds(c, "Owl") && holds(c, "Barn Dance"); }, 60);
    for (const char* name : {"Scarecrow", "Owl", "Barn Dance"})
      EXPECT_TRUE(holds(captions, name)) << name << " not in the preview; log:\n" << read_file(dir_.path() / "serve.log");
  }

  void see_the_edit_in_the_preview() {
    const auto captions = preview_captions_when(
        [](const auto& c) { return holds(c, "Harvest Festival") && !holds(c, "Barn Dance"); }, 20);
    EXPECT_TRUE(holds(captions, "Harvest Festival")) << read_file(dir_.path() / "serve.log");
    EXPECT_FALSE(holds(captions, "Barn Dance"));
  }

  void close_the_preview() {
    if (serve_pid_ <= 0) return;
    kill(serve_pid_, SIGTERM);
    for (int i = 0; i < 100 && kill(serve_pid_, 0) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_NE(kill(serve_pid_, 0), 0) << "serve still running after SIGTERM";
    serve_pid_ = 0;
  }

  void TearDown() override {
    if (serve_pid_ > 0) kill(serve_pid_, SIGKILL);
  }

  void edit_a_card() {
    const fs::path csv = dir_.path() / "harvest" / "cards" / "sheet.csv";
    std::string content = read_file(csv);
    const std::size_t at = content.find("Barn Dance");
    ASSERT_NE(at, std::string::npos);
    content.replace(at, 10, "Harvest Festival");
    std::ofstream(csv, std::ios::binary) << content;
  }

  void see_the_edit_printed() {
    const std::string text = printed_text();
    EXPECT_THAT(text, ::testing::HasSubstr("Harvest Festival"));
    EXPECT_THAT(text, ::testing::Not(::testing::HasSubstr("Barn Dance")));
  }

  void validate() {
    const auto validated = deckwright("validate harvest -q --no-pdf --out out");
    EXPECT_EQ(validated.exit_code, 0) << validated.out << validated.err;
    EXPECT_THAT(validated.out, ::testing::HasSubstr("0 errors, 0 warnings")) << validated.out;
  }

  TempDir dir_;
  int port_ = 0;
  int serve_pid_ = 0;
};

TEST_F(FirstDay, NewSetThreeCardsBuildServeEditRebuildValidate) {
  ASSERT_NO_FATAL_FAILURE(start_a_set());
  ASSERT_NO_FATAL_FAILURE(add_three_cards());
  ASSERT_NO_FATAL_FAILURE(build());
  ASSERT_NO_FATAL_FAILURE(see_the_new_cards_printed());
  ASSERT_NO_FATAL_FAILURE(open_the_preview());
  ASSERT_NO_FATAL_FAILURE(edit_a_card());
  ASSERT_NO_FATAL_FAILURE(see_the_edit_in_the_preview());
  ASSERT_NO_FATAL_FAILURE(close_the_preview());
  ASSERT_NO_FATAL_FAILURE(build());
  ASSERT_NO_FATAL_FAILURE(see_the_edit_printed());
  ASSERT_NO_FATAL_FAILURE(validate());
}

}  // namespace
}  // namespace dw
