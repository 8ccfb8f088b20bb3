// Nothing lost: a build stopped by a signal while it is writing leaves the previous outputs
// byte-identical and no temporary files; two builds into one output folder at once both succeed
// and leave complete, identical files.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <functional>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

extern char** environ;

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

// The tiny set with many copies, so that a build spends a while writing its PDFs.
void write_large_set(const TempDir& set) {
  write_tiny_set(set);
  std::string cards = kCards;
  cards.replace(cards.find("count = 2"), 9, "count = 900");
  set.write("cards/cards.toml", cards);
}

pid_t spawn_build(const fs::path& set, const fs::path& out) {
  std::vector<std::string> args = {deckwright_binary(), "build", set.string(), "--out", out.string(),
                                   "--paper", "all", "--backs", "separate"};
  std::vector<char*> argv;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0);
  posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
  pid_t pid = -1;
  const int rc = posix_spawn(&pid, argv[0], &actions, nullptr, argv.data(), environ);
  posix_spawn_file_actions_destroy(&actions);
  return rc == 0 ? pid : -1;
}

// Every file under `dir` with its size and a hash of its content (printable when a check fails).
std::map<std::string, std::string> snapshot(const fs::path& dir) {
  std::map<std::string, std::string> files;
  for (const auto& entry : fs::recursive_directory_iterator(dir))
    if (entry.is_regular_file()) {
      const std::string content = read_file(entry.path());
      files[fs::relative(entry.path(), dir).string()] =
          std::to_string(content.size()) + " bytes, hash " + std::to_string(std::hash<std::string>{}(content));
    }
  return files;
}

// The first temporary file under `dir`, or an empty path.
fs::path temporary_in(const fs::path& dir) {
  std::error_code ec;
  for (fs::recursive_directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec))
    if (it->path().filename().string().find(".tmp-") != std::string::npos) return it->path();
  return {};
}

bool has_temporary(const fs::path& dir) { return !temporary_in(dir).empty(); }

class InterruptedBuild : public ::testing::TestWithParam<int> {};

TEST_P(InterruptedBuild, LeavesPreviousOutputsAndNoTemporaries) {
  const int signal_number = GetParam();
  TempDir set, out;
  write_large_set(set);
  const pid_t first = spawn_build(set.path(), out.path());
  ASSERT_GT(first, 0);
  int status = 0;
  ASSERT_EQ(waitpid(first, &status, 0), first);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "the first build must succeed";
  const auto before = snapshot(out.path());
  ASSERT_EQ(before.size(), 2u);  // the A4 and the Letter PDF

  // Build again and stop it at the moment a temporary output exists. On a loaded machine the
  // build can finish between seeing the temporary and the signal landing; then it must have left
  // complete, identical outputs, and the attempt is repeated.
  int interrupted = 0;
  for (int attempt = 0; attempt < 5 && interrupted == 0; ++attempt) {
    const pid_t second = spawn_build(set.path(), out.path());
    ASSERT_GT(second, 0);
    bool signalled = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    while (!signalled && std::chrono::steady_clock::now() < deadline) {
      if (has_temporary(out.path())) {
        kill(second, signal_number);
        signalled = true;
      }
    }
    ASSERT_TRUE(signalled) << "no temporary file was ever seen";
    ASSERT_EQ(waitpid(second, &status, 0), second);
    if (WIFSIGNALED(status)) {
      EXPECT_EQ(WTERMSIG(status), signal_number) << "the build should end by the signal it received";
      ++interrupted;
    } else {
      EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "a build that finished must succeed";
    }
    EXPECT_EQ(temporary_in(out.path()), fs::path()) << "temporary files left behind";
    EXPECT_EQ(snapshot(out.path()), before) << "previous outputs changed";
  }
  EXPECT_EQ(interrupted, 1) << "no attempt was stopped mid-build";
}

INSTANTIATE_TEST_SUITE_P(Signals, InterruptedBuild, ::testing::Values(SIGINT, SIGTERM),
                         [](const auto& signal_info) { return signal_info.param == SIGINT ? "SIGINT" : "SIGTERM"; });

TEST(ConcurrentBuilds, TwoBuildsIntoOneFolderLeaveCompleteIdenticalFiles) {
  TempDir set, alone, together;
  write_large_set(set);
  const pid_t reference = spawn_build(set.path(), alone.path());
  int status = 0;
  ASSERT_EQ(waitpid(reference, &status, 0), reference);
  ASSERT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0);

  const pid_t a = spawn_build(set.path(), together.path());
  const pid_t b = spawn_build(set.path(), together.path());
  ASSERT_GT(a, 0);
  ASSERT_GT(b, 0);
  for (pid_t pid : {a, b}) {
    ASSERT_EQ(waitpid(pid, &status, 0), pid);
    EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "both concurrent builds succeed";
  }
  EXPECT_FALSE(has_temporary(together.path()));
  EXPECT_EQ(snapshot(together.path()), snapshot(alone.path()))
      << "concurrent builds must leave exactly what one build leaves";
}

}  // namespace
}  // namespace dw
