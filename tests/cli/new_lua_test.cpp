// `deckwright new DIR --ruleset lua` from nothing to a game: the scaffold builds (cards and rules
// booklet), plays a match, validates with no error and replays a logged game, on its first run;
// and the command refuses --base with --ruleset, and a ruleset it cannot start.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

CommandResult deckwright(const std::string& args) { return run_command(shell_quote(deckwright_binary()) + " " + args); }

TEST(NewLua, ScaffoldBuildsPlaysValidatesAndReplays) {
  TempDir dir;
  const std::string set = (dir.path() / "my-game").string();
  const std::string out = (dir.path() / "out").string();
  const auto made = deckwright("new " + shell_quote(set) + " --ruleset lua");
  ASSERT_EQ(made.exit_code, 0) << made.err;
  for (const char* file : {"set.toml", "cards/cards.toml", "templates/face.toml", "rules/game.lua", "booklet/rules.md"})
    EXPECT_TRUE(std::filesystem::is_regular_file(dir.path() / "my-game" / file)) << file;

  const auto built = deckwright("build " + shell_quote(set) + " --out " + shell_quote(out));
  ASSERT_EQ(built.exit_code, 0) << built.out << built.err;
  EXPECT_TRUE(std::filesystem::is_regular_file(dir.path() / "out" / "my-game" / "my-game-a4.pdf"));
  EXPECT_TRUE(std::filesystem::is_regular_file(dir.path() / "out" / "my-game" / "my-game-rules-a5.pdf"));

  const auto match = deckwright("play " + shell_quote(set) + " --games 5");
  ASSERT_EQ(match.exit_code, 0) << match.err;
  EXPECT_THAT(match.out, ::testing::HasSubstr("match: 5 games of lua"));

  const auto validated = deckwright("validate " + shell_quote(set) + " --games 10 --no-pdf -q --out " + shell_quote(out));
  EXPECT_EQ(validated.exit_code, 0) << validated.out << validated.err;
  EXPECT_THAT(validated.out, ::testing::HasSubstr("0 errors")) << validated.out;

  const std::string log = (dir.path() / "game.replay").string();
  const auto played = deckwright("play " + shell_quote(set) + " --agents greedy,random --seed 4 --log " + shell_quote(log));
  ASSERT_EQ(played.exit_code, 0) << played.err;
  EXPECT_THAT(played.out, ::testing::HasSubstr("result after 22 actions"));
  const auto replayed = deckwright("replay " + shell_quote(log) + " --set " + shell_quote(set));
  ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
  EXPECT_EQ(replayed.out, played.out);
}

TEST(NewLua, NeedsEitherABaseOrTheLuaRuleset) {
  TempDir dir;
  const std::string set = (dir.path() / "x").string();
  const auto both = deckwright("new " + shell_quote(set) + " --ruleset lua --base " +
                               shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/german-whist"));
  EXPECT_EQ(both.exit_code, 2);
  EXPECT_THAT(both.err, ::testing::HasSubstr("either --base SET or --ruleset lua"));
  const auto other = deckwright("new " + shell_quote(set) + " --ruleset clubs");
  EXPECT_EQ(other.exit_code, 2);
  EXPECT_THAT(other.err, ::testing::HasSubstr("cannot be started from nothing"));
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "x" / "set.toml"));
}

}  // namespace
}  // namespace dw
