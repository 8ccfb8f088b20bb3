// One build at a time per output folder: while another process holds the folder's lock, a build
// into it says so and waits, writing nothing there (stopped by `timeout` here); once the lock is
// released the same build succeeds. The lock is on the folder itself: no file is left.
// ConcurrentBuilds (interrupted_build_test) checks that two real builds both succeed.
#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

TEST(OutputLock, ABuildIntoALockedFolderWaitsAndWritesNothing) {
  TempDir set, out;
  write_tiny_set(set);
  const auto folder = out.path() / "tiny";
  std::filesystem::create_directories(folder);
  const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY);
  ASSERT_GE(fd, 0);
  ASSERT_EQ(::flock(fd, LOCK_EX | LOCK_NB), 0);  // as a running build holds it
  const std::string command = shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                              " --out " + shell_quote(out.path().string());
  const auto waiting = run_command("timeout 3 " + command);
  EXPECT_EQ(waiting.exit_code, 124) << "still waiting when stopped:\n" << waiting.err;
  EXPECT_THAT(waiting.err, ::testing::HasSubstr("note: another build is writing into " + folder.string() + "; waiting for it to finish"))
      << waiting.err;
  EXPECT_TRUE(std::filesystem::is_empty(folder)) << "nothing written while locked";

  ::close(fd);
  const auto built = run_command(command);
  EXPECT_EQ(built.exit_code, 0) << built.err;
  std::size_t files = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(folder)) ++files;
  EXPECT_EQ(files, 1u) << "the PDF only: no lock file left";
}

}  // namespace
}  // namespace dw
