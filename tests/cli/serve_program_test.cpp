// Pins that `deckwright serve` runs in the program deckwright-serve beside deckwright
// (cli/serve_command.hpp): deckwright itself links no HTTP or TLS library, and `serve` becomes
// deckwright-serve, in the same process, with the options it was given.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <csignal>

#include <chrono>
#include <filesystem>
#include <string>
#include <thread>
#include <vector>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;
using namespace dw::testing;
using ::testing::HasSubstr;
using ::testing::Not;

namespace {

TEST(ServeProgram, DeckwrightLinksNoHttpOrTlsLibrary) {
  const CommandResult needed = run_command("readelf -d " + shell_quote(deckwright_binary()));
  ASSERT_EQ(needed.exit_code, 0) << needed.err;
  EXPECT_THAT(needed.out, HasSubstr("libcairo"));  // the list of libraries was read
  for (const char* library : {"libcpp-httplib", "libssl", "libcrypto"})
    EXPECT_THAT(needed.out, Not(HasSubstr(library))) << "deckwright loads " << library << " at every start";
}

TEST(ServeProgram, ServeBecomesDeckwrightServeWithItsOptions) {
  TempDir dir;
  const fs::path set = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  const fs::path pid_file = dir.path() / "serve.pid";
  const fs::path log = dir.path() / "serve.log";
  const CommandResult started = run_command("(" + shell_quote(deckwright_binary()) + " serve " + shell_quote(set.string()) +
                                            " --port 0 --dpi 72.5 >" + shell_quote(log.string()) + " 2>&1 & echo $! >" +
                                            shell_quote(pid_file.string()) + ")");
  ASSERT_EQ(started.exit_code, 0) << started.err;
  const int pid = std::stoi(read_file(pid_file));
  for (int i = 0; i < 200 && read_file(log).find("serving ") == std::string::npos; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_THAT(read_file(log), HasSubstr("serving " + set.string() + " at http://127.0.0.1:"));
  std::error_code ec;
  EXPECT_EQ(fs::read_symlink("/proc/" + std::to_string(pid) + "/exe", ec).filename(), "deckwright-serve");
  const std::string cmdline = read_file("/proc/" + std::to_string(pid) + "/cmdline");
  std::vector<std::string> arguments;
  for (std::size_t at = 0; at < cmdline.size();) {
    const std::size_t end = cmdline.find('\0', at);
    arguments.push_back(cmdline.substr(at, end - at));
    at = end == std::string::npos ? cmdline.size() : end + 1;
  }
  ASSERT_FALSE(arguments.empty());
  EXPECT_EQ(std::vector<std::string>(arguments.begin() + 1, arguments.end()),
            (std::vector<std::string>{"--port", "0", "--host", "127.0.0.1", "--dpi", "72.5", "--", set.string()}));
  kill(pid, SIGTERM);
  for (int i = 0; i < 100 && kill(pid, 0) == 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_NE(kill(pid, 0), 0) << "serve still running after SIGTERM; log:\n" << read_file(log);
  EXPECT_THAT(read_file(log), HasSubstr("stopping (SIGTERM)"));
}

TEST(ServeProgram, AMissingServeProgramIsNamed) {
  TempDir dir;
  const fs::path lone = dir.path() / "deckwright";
  fs::copy_file(deckwright_binary(), lone);
  const CommandResult run = run_command(shell_quote(lone.string()) + " serve " + shell_quote(dir.path().string()));
  EXPECT_EQ(run.exit_code, 1);
  EXPECT_THAT(run.err, HasSubstr("cannot start " + (dir.path() / "deckwright-serve").string()));
  EXPECT_THAT(run.err, HasSubstr("build or install it beside deckwright"));
}

}  // namespace
