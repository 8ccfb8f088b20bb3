// Writes that fail (a full disk, a file size limit) are reported with the file and the system's
// reason, exit 1, and leave neither a truncated file nor one claimed as written. RLIMIT_FSIZE
// (`ulimit -f`, with SIGXFSZ ignored so a write fails with EFBIG instead of killing the process)
// makes every write fail without root. Each prints in the one error style, "path: error: ...",
// with a hint saying what to do.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

// `args` run by deckwright in a shell whose file size limit is one block (1 KiB: the error message still fits on stderr).
CommandResult with_no_room(const std::string& args) {
  return run_command("(trap '' XFSZ; ulimit -f 1; " + shell_quote(deckwright_binary()) + " " + args + ")");
}

std::size_t entries(const std::filesystem::path& dir) {
  std::size_t n = 0;
  for ([[maybe_unused]] const auto& entry : std::filesystem::directory_iterator(dir)) ++n;
  return n;
}

TEST(DiskFull, ExtractAndBuildSayWhyAndLeaveNothingBehind) {
  TempDir set, out;
  write_tiny_set(set);
  set.write("locales/keep.txt", "the folder exists");

  const auto extract = with_no_room("i18n extract " + shell_quote(set.path().string()));
  EXPECT_EQ(extract.exit_code, 1) << extract.out << extract.err;
  EXPECT_THAT(extract.out, ::testing::Not(::testing::HasSubstr("wrote"))) << extract.out;
  EXPECT_THAT(extract.err, ::testing::HasSubstr((set.path() / "locales" / "tiny.pot").string() +
                                                 ": error: cannot write: File too large\n  hint: the file is larger than"))
      << extract.err;
  EXPECT_EQ(entries(set.path() / "locales"), 1u) << "no .pot, whole or cut, and no temporary file";

  const auto build = with_no_room("build " + shell_quote(set.path().string()) + " --out " + shell_quote(out.path().string()));
  EXPECT_EQ(build.exit_code, 1) << build.err;
  EXPECT_THAT(build.err, ::testing::HasSubstr("tiny-a4.pdf: error: cannot write PDF: ")) << build.err;
  EXPECT_THAT(build.err, ::testing::HasSubstr("hint: the file is larger than this process may write")) << build.err;
  EXPECT_THAT(build.err, ::testing::HasSubstr("File too large")) << build.err;
  EXPECT_EQ(entries(out.path() / "tiny"), 0u) << "no PDF and no temporary file";

  const auto json = with_no_room("validate " + shell_quote(set.path().string()) + " --static-only --json " +
                                 shell_quote((out.path() / "report.json").string()));
  EXPECT_EQ(json.exit_code, 1) << json.err;
  EXPECT_THAT(json.err, ::testing::HasSubstr("report.json: error: cannot write: File too large\n  hint: ")) << json.err;
  EXPECT_FALSE(std::filesystem::exists(out.path() / "report.json"));
}

}  // namespace
}  // namespace dw
