// `deckwright new`: with no option it writes a complete set of its own (set.toml, three example
// cards, a face and a back template, a booklet stub, shared art) that builds and validates on its
// first run; --base takes a bundled set's name or a folder, and a bundled base is written as its
// name, so the new set still builds after it is moved; a derived set carries its base's aids and
// booklet. Before, `new` without --base was refused and --base took only a folder, written as a
// relative path that broke when the new set moved.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

// Runs deckwright in `folder`, as a designer in their project folder would.
CommandResult deckwright_in(const fs::path& folder, const std::string& args) {
  return run_command("cd " + shell_quote(folder.string()) + " && " + shell_quote(deckwright_binary()) + " " + args);
}

TEST(NewStarter, WritesACompleteSetThatBuildsAndValidatesOnItsFirstRun) {
  TempDir dir;
  const auto made = deckwright_in(dir.path(), "new my-deck");
  ASSERT_EQ(made.exit_code, 0) << made.err;
  for (const char* file : {"set.toml", "cards/cards.toml", "templates/face.toml", "templates/back.toml", "booklet/rules.md",
                           "art/sun.svg", "art/moon.svg"}) {
    EXPECT_TRUE(fs::is_regular_file(dir.path() / "my-deck" / file)) << file;
    EXPECT_THAT(made.out, ::testing::HasSubstr("wrote my-deck/" + std::string(file) + "\n"));
  }
  const auto listed = deckwright_in(dir.path(), "list my-deck");
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_THAT(listed.out, ::testing::HasSubstr("my-deck: My Game 0.1.0, ruleset none\n"));
  EXPECT_THAT(listed.out, ::testing::ContainsRegex("\n  total +4\n")) << "three cards, one of them twice";

  const auto built = deckwright_in(dir.path(), "build my-deck --out out");
  ASSERT_EQ(built.exit_code, 0) << built.err;
  EXPECT_EQ(built.err, "") << "the starter set builds without a warning";
  EXPECT_TRUE(fs::is_regular_file(dir.path() / "out" / "my-deck" / "my-deck-a4.pdf"));
  EXPECT_TRUE(fs::is_regular_file(dir.path() / "out" / "my-deck" / "my-deck-rules-a5.pdf"));

  const auto validated = deckwright_in(dir.path(), "validate my-deck -q --no-pdf --out out");
  EXPECT_EQ(validated.exit_code, 0) << validated.out << validated.err;
  EXPECT_THAT(validated.out, ::testing::HasSubstr("0 errors, 0 warnings")) << validated.out;
}

TEST(NewBase, ABundledBaseIsWrittenByNameAndSurvivesAMove) {
  TempDir dir;
  for (const std::string& base : {std::string("clubs"), std::string(DW_SOURCE_DIR) + "/cardsets/clubs"}) {
    fs::remove_all(dir.path() / "mine");
    const auto made = deckwright_in(dir.path(), "new mine --base " + shell_quote(base));
    ASSERT_EQ(made.exit_code, 0) << made.err;
    EXPECT_THAT(read_file(dir.path() / "mine" / "set.toml"), ::testing::HasSubstr("\nbase = \"clubs\"\n")) << base;
  }
  fs::create_directories(dir.path() / "elsewhere" / "deeper");
  fs::rename(dir.path() / "mine", dir.path() / "elsewhere" / "deeper" / "mine");
  const auto listed = deckwright_in(dir.path() / "elsewhere", "list deeper/mine");
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_THAT(listed.out, ::testing::HasSubstr("mine: CLUBS, custom 0.1.0, ruleset clubs\n"));
  // The base's player aids and booklet carry over.
  EXPECT_THAT(listed.out, ::testing::HasSubstr("  strikes ("));
  EXPECT_THAT(listed.out, ::testing::ContainsRegex("\nBooklet: [^\n]*cardsets/clubs/booklet/rules.md\n"));
}

TEST(NewBase, AFolderBaseIsWrittenAsARelativePathAndAnUnknownNameIsRefused) {
  TempDir dir;
  ASSERT_EQ(deckwright_in(dir.path(), "new mine").exit_code, 0);
  const auto derived = deckwright_in(dir.path(), "new ours --base mine");
  ASSERT_EQ(derived.exit_code, 0) << derived.err;
  EXPECT_THAT(read_file(dir.path() / "ours" / "set.toml"), ::testing::HasSubstr("\nbase = \"../mine\"\n"));
  const auto built = deckwright_in(dir.path(), "build ours --out out");
  EXPECT_EQ(built.exit_code, 0) << built.err;
  EXPECT_TRUE(fs::is_regular_file(dir.path() / "out" / "ours" / "ours-rules-a5.pdf")) << "the booklet is inherited";

  const auto unknown = deckwright_in(dir.path(), "new theirs --base clbus");
  EXPECT_EQ(unknown.exit_code, 2);
  EXPECT_THAT(unknown.err, ::testing::HasSubstr("--base: error: 'clbus' is neither a card set folder nor a bundled set "
                                                "(did you mean 'clubs'?)"));
  EXPECT_FALSE(fs::exists(dir.path() / "theirs"));
}

}  // namespace
}  // namespace dw
