// The deckwright(1) man page the build writes from the help (generator/cli/make_man_page.sh):
// `man -l` renders it without a complaint, it holds every command's options as --help prints
// them, and `cmake --install` puts it in share/man/man1 beside the binary in bin.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

const fs::path kManPage = fs::path(DW_BINARY_DIR) / "deckwright.1";

TEST(ManPage, RendersWithEveryCommandsHelp) {
  ASSERT_TRUE(fs::is_regular_file(kManPage));
  const auto rendered = run_command("MANWIDTH=100 man -l " + shell_quote(kManPage.string()));
  ASSERT_EQ(rendered.exit_code, 0) << rendered.err;
  EXPECT_EQ(rendered.err, "") << "groff or man complained";
  for (const char* text : {"deckwright - card sets and layout templates", "deckwright build", "deckwright i18n extract",
                           "deckwright validate merge", "EXIT STATUS", "DECKWRIGHT_HOME"})
    EXPECT_THAT(rendered.out, ::testing::HasSubstr(text));
  // Every option of a command's --help is in the page.
  const auto help = run_command(shell_quote(deckwright_binary()) + " build --help");
  for (const char* option : {"--strict", "--separate-extras", "--booklet-flip", "--paper"}) {
    ASSERT_THAT(help.out, ::testing::HasSubstr(option));
    EXPECT_THAT(rendered.out, ::testing::HasSubstr(option));
  }
}

TEST(ManPage, InstalledBesideTheBinary) {
  TempDir prefix;
  const auto installed = run_command("cmake --install " + shell_quote(DW_BINARY_DIR) + " --prefix " +
                                     shell_quote(prefix.path().string()));
  ASSERT_EQ(installed.exit_code, 0) << installed.out << installed.err;
  EXPECT_TRUE(fs::is_regular_file(prefix.path() / "bin" / "deckwright"));
  EXPECT_TRUE(fs::is_regular_file(prefix.path() / "share" / "man" / "man1" / "deckwright.1"));
}

}  // namespace
}  // namespace dw
