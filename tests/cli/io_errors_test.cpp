// A file operation that fails (creating a folder, renaming the finished file into place, writing)
// prints the path, the system's reason and a hint, in the one error style ("path: error: ...",
// then "  hint: ..."), and exits 1. The tests run as root in CI, where permissions stop nothing:
// a regular file standing where a folder or a file must go makes each operation fail instead.
// Writes that run out of room are pinned in disk_full_test.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "cli/tiny_set.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

CommandResult deckwright(const std::string& args) {
  return run_command(shell_quote(deckwright_binary()) + " " + args);
}

// Before, this printed "deckwright: error: .../tiny: cannot create the output folder: Not a
// directory" and no hint.
TEST(IoErrors, OutputFolderUnderAFileSaysWhereAndWhatToDo) {
  TempDir set, out;
  write_tiny_set(set);
  out.write("afile", "a file, not a folder");
  const auto build = deckwright("build " + shell_quote(set.path().string()) + " --out " +
                                shell_quote((out.path() / "afile" / "out").string()));
  EXPECT_EQ(build.exit_code, 1) << build.err;
  EXPECT_THAT(build.err, ::testing::HasSubstr((out.path() / "afile" / "out" / "tiny").string() +
                                              ": error: cannot create the output folder: Not a directory\n"
                                              "  hint: a part of that path is a file, not a folder"))
      << build.err;
}

// The validation report's folder (--report) is created the same way.
TEST(IoErrors, ReportFolderUnderAFileSaysWhereAndWhatToDo) {
  TempDir set, out;
  write_tiny_set(set);
  out.write("afile", "a file, not a folder");
  const auto report = deckwright("validate " + shell_quote(set.path().string()) + " --static-only --json " +
                                 shell_quote((out.path() / "afile" / "report.json").string()));
  EXPECT_EQ(report.exit_code, 1) << report.err;
  EXPECT_THAT(report.err, ::testing::HasSubstr((out.path() / "afile").string() + ": error: cannot create the folder: "))
      << report.err;
  EXPECT_THAT(report.err, ::testing::HasSubstr("\n  hint: ")) << report.err;
}

// A folder standing where the finished file goes: the rename fails. Before, std::filesystem threw
// its own text ("filesystem error: cannot rename: Is a directory [...]") with no hint.
TEST(IoErrors, RenameOntoAFolderSaysWhereAndWhatToDo) {
  TempDir set;
  write_tiny_set(set);
  set.write("locales/tiny.pot/keep.txt", "a folder where the template goes");
  const auto extract = deckwright("i18n extract " + shell_quote(set.path().string()));
  EXPECT_EQ(extract.exit_code, 1) << extract.err;
  EXPECT_THAT(extract.err, ::testing::HasSubstr((set.path() / "locales" / "tiny.pot").string() +
                                                ": error: cannot put the finished file in place (rename): "))
      << extract.err;
  EXPECT_THAT(extract.err, ::testing::HasSubstr("\n  hint: something else already has that name")) << extract.err;
  EXPECT_THAT(extract.out, ::testing::Not(::testing::HasSubstr("wrote"))) << extract.out;
}

}  // namespace
}  // namespace dw
