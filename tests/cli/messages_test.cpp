// Output and messages that behave alike across commands: build and proof say what they wrote;
// build --strict fails on warnings; command-line mistakes are told as "what: error: message"
// with a hint and a suggestion for a misspelt command or option (before, CLI11's own sentences,
// such as "A subcommand is required", without either); bad input exits 2 from every command and
// an I/O failure 1 with a hint; files are named relative to the working folder.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;
using ::testing::HasSubstr;
using ::testing::StartsWith;

class Messages : public ::testing::Test {
 protected:
  void SetUp() override { ASSERT_EQ(deckwright("new my-deck").exit_code, 0); }
  CommandResult deckwright(const std::string& args) {
    return run_command("cd " + shell_quote(dir_.path().string()) + " && " + shell_quote(deckwright_binary()) + " " + args);
  }
  TempDir dir_;
};

TEST_F(Messages, BuildAndProofSayWhatTheyWrote) {
  const auto built = deckwright("build my-deck --out out");
  ASSERT_EQ(built.exit_code, 0) << built.err;
  EXPECT_THAT(built.out, HasSubstr("wrote out/my-deck/my-deck-a4.pdf: 4 cards on 2 pages, sheet a4-poker"));
  EXPECT_THAT(built.out, HasSubstr("wrote out/my-deck/my-deck-rules-a5.pdf: "));
  EXPECT_EQ(built.err, "") << "no progress bar when stderr is not a terminal";
  const auto proofed = deckwright("proof my-deck --out out");
  ASSERT_EQ(proofed.exit_code, 0) << proofed.err;
  EXPECT_EQ(proofed.out,
            "wrote out/my-deck/proof: 6 face PNGs at 150 dpi (3 cards, front and back)\n"
            "wrote out/my-deck/proof/contact-sheet.png: contact sheet of 3 cards\n");
}

TEST_F(Messages, BuildStrictFailsOnWarnings) {
  std::string long_text;
  for (int i = 0; i < 200; ++i) long_text += "Far too many words for one card. ";
  dir_.write("my-deck/cards/wordy.toml",
             "[[card]]\nid = \"wordy\"\nkind = \"card\"\nname = \"Wordy\"\nart = \"sun\"\ntext = \"" + long_text + "\"\n");
  const auto lenient = deckwright("build my-deck --out out");
  EXPECT_EQ(lenient.exit_code, 0) << lenient.err;
  EXPECT_THAT(lenient.err, HasSubstr("warning:"));
  const auto strict = deckwright("build my-deck --out out --strict");
  EXPECT_EQ(strict.exit_code, 1) << strict.err;
  EXPECT_THAT(strict.err, HasSubstr("--strict: error: 1 warning (above)\n  hint: fix them, or leave out --strict\n"));
  fs::remove(dir_.path() / "my-deck" / "cards" / "wordy.toml");
  EXPECT_EQ(deckwright("build my-deck --out out --strict").exit_code, 0);
}

TEST_F(Messages, MisspeltCommandsAndOptionsGetASuggestion) {
  const auto command = deckwright("biuld my-deck");
  EXPECT_EQ(command.exit_code, 2);
  EXPECT_THAT(command.err, StartsWith("biuld: error: unknown command of `deckwright` (did you mean 'build'?)\n"
                                      "  hint: the commands are: build, calibrate, "));
  const auto nested = deckwright("i18n extrct my-deck");
  EXPECT_EQ(nested.exit_code, 2);
  EXPECT_THAT(nested.err, StartsWith("extrct: error: unknown command of `deckwright i18n` (did you mean 'extract'?)\n"));
  const auto option = deckwright("build my-deck --paperr a4");
  EXPECT_EQ(option.exit_code, 2);
  EXPECT_EQ(option.err,
            "--paperr: error: unknown option of `deckwright build` (did you mean '--paper'?)\n"
            "  hint: `deckwright build --help` lists its options\n");
  const auto value = deckwright("build my-deck --paper a5");
  EXPECT_EQ(value.exit_code, 2);
  EXPECT_THAT(value.err, StartsWith("--paper: error: a5 not in {a4,letter,a3,tabloid,all}\n"));
  const auto missing = deckwright("build");
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_THAT(missing.err, StartsWith("deckwright build: error: set-dir is required\n  hint: "));
  const auto nothing = deckwright("");
  EXPECT_EQ(nothing.exit_code, 2);
  EXPECT_THAT(nothing.err, StartsWith("deckwright: error: give a command\n"));
  EXPECT_EQ(deckwright("--help").exit_code, 0);
}

TEST_F(Messages, BadInputExitsTwoFromEveryCommandAndIoFailureOneWithAHint) {
  for (const char* command : {"build", "proof", "list", "validate", "play", "i18n extract", "i18n check"}) {
    const auto r = deckwright(std::string(command) + " no-such-set");
    EXPECT_EQ(r.exit_code, 2) << command << "\n" << r.err;
    EXPECT_THAT(r.err, StartsWith("no-such-set: error: ")) << command;
  }
  dir_.write("a-file", "not a folder");
  const auto io = deckwright("build my-deck --out a-file");
  EXPECT_EQ(io.exit_code, 1) << io.err;
  EXPECT_THAT(io.err, HasSubstr(": error: "));
  EXPECT_THAT(io.err, HasSubstr("\n  hint: "));
}

TEST_F(Messages, FilesAreNamedRelativeToTheWorkingFolder) {
  dir_.write("my-deck/cards/broken.toml", "[[card]]\nid = \"x\"\nkind = \"card\"\nname = 3\nart = \"sun\"\n");
  const auto r = deckwright("list " + shell_quote((dir_.path() / "my-deck").string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, StartsWith("my-deck/cards/broken.toml:4:")) << r.err;
}

}  // namespace
}  // namespace dw
