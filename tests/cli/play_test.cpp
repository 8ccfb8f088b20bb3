// `deckwright play` and `deckwright replay` end to end: a seed gives the same play-by-play twice,
// a logged game replays to the same text, a person can play through standard input (bad input
// re-prompts, end of input stops cleanly), a match prints rates, and bad values exit with 2.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

std::string set_dir() { return std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades"; }

CommandResult play(const std::string& args) {
  return run_command(shell_quote(deckwright_binary()) + " play " + shell_quote(set_dir()) + " " + args);
}

TEST(Play, SameSeedPrintsTheSameGameTwice) {
  const auto first = play("--agents greedy,ismcts:50 --seed 11");
  const auto second = play("--agents greedy,ismcts:50 --seed 11");
  const auto other = play("--agents greedy,ismcts:50 --seed 12");
  ASSERT_EQ(first.exit_code, 0) << first.err;
  EXPECT_EQ(first.out, second.out);
  EXPECT_NE(first.out, other.out);
  EXPECT_THAT(first.out, ::testing::HasSubstr("seats: p0 greedy, p1 ismcts:50\n"));
  EXPECT_THAT(first.out, ::testing::HasSubstr("     1  chance  deal "));
  EXPECT_THAT(first.out, ::testing::HasSubstr("p0      en garde "));
  EXPECT_THAT(first.out, ::testing::HasSubstr("        = health p0 15, p1 15"));
  EXPECT_THAT(first.out, ::testing::HasSubstr("result after "));
  EXPECT_THAT(first.out, ::testing::HasSubstr("; seed 11\n"));
}

TEST(Play, LoggedGameReplaysToTheSameText) {
  TempDir dir;
  const auto log = (dir.path() / "duel.replay").string();
  const auto played = play("--agents ismcts:30,random --seed 5 --log " + shell_quote(log));
  ASSERT_EQ(played.exit_code, 0) << played.err;
  const std::string text = read_file(log);
  EXPECT_EQ(text.rfind("deckwright-replay 1\n", 0), 0u);
  EXPECT_THAT(text, ::testing::HasSubstr("\nagents ismcts:30,random\n"));
  const auto replayed = run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(log));
  ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
  EXPECT_EQ(replayed.out, played.out);
  // The card set can also be named explicitly.
  const auto with_set = run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(log) + " --set " + shell_quote(set_dir()));
  EXPECT_EQ(with_set.out, played.out);
}

TEST(Play, ABrokenReplayIsReportedWithItsLine) {
  TempDir dir;
  const auto log = dir.write("bad.replay", "deckwright-replay 1\nruleset clashing-blades\ncardset clashing-blades\n"
                  "options players=2,event-deck=off,extra-hearts=off,hand-size=7,marcus-king=off,max-deals=100\n"
                  "seed 1\nactions\np0 3\nend\n");
  const auto r = run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(log.string()));
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("bad.replay:7:1: error:")) << r.err;
}

TEST(Play, APersonPlaysThroughStandardInput) {
  // Bad answers first (a word, a number out of range), then the first action every time.
  const auto r = run_command("{ printf 'x\\n0\\n99\\n'; yes 1 | head -n 3000; } | " + shell_quote(deckwright_binary()) +
                             " play " + shell_quote(set_dir()) + " --human 0 --agents random --seed 4");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("--- your turn (p0) ---\nseat p0\ndeal p1 ?\ndeal me ")) << r.out.substr(0, 400);
  EXPECT_THAT(r.out, ::testing::HasSubstr("  1) en garde "));
  EXPECT_THAT(r.out, ::testing::HasSubstr("'x' is not a choice; type a number from 1 to 7"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("'0' is not a choice"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("'99' is not a choice"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("you: en garde "));
  EXPECT_THAT(r.out, ::testing::HasSubstr("--- the game is over ---"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("result after "));
  // The person never sees the other seat's cards being dealt or chosen face down.
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("to p1\n")));
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("p1      en garde")));
}

// Clash of Steel and En Garde! keep an encoded history in their information state (for search);
// a person sees the table in words instead: whose seat, the phase, every seat's cards in view and
// tracks, their own hand by card name, and the actions by name (issue 20, D13). Before, the
// encoded history line ("FD~1~2~3FY...", "p0:.c.J  .P") was printed.
CommandResult play_human(const std::string& set, const std::string& seed) {
  return run_command("{ yes 1 | head -n 3000; } | " + shell_quote(deckwright_binary()) + " play " +
                     shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --human 0 --agents random --seed " +
                     seed);
}

TEST(Play, ClashOfSteelShowsAPersonTheTableInWords) {
  const auto r = play_human("clash-of-steel", "1");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("--- your turn (p0) ---\nyou are p0\nturn 1/10 phase=place-resource turn-player=p0"))
      << r.out.substr(0, 600);
  EXPECT_THAT(r.out, ::testing::HasSubstr("\np1: hand 8 | resources 0: - | ready: Peasant Militia | exhausted: -\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("\nmy hand: Banshee, Desert Castle, Goblin Caves x2"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("  2) place resource Desert Castle\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("--- the game is over ---"));
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("seat p0\n")));
  EXPECT_THAT(r.out, ::testing::Not(::testing::ContainsRegex("~[0-9]~[0-9]"))) << r.out.substr(0, 600);
}

TEST(Play, EnGardeShowsAPersonTheTableInWords) {
  const auto r = play_human("en-garde", "1");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("--- your turn (p0) ---\nyou are p0\nmy hand: Thrust x2 Slash x1"))
      << r.out.substr(0, 600);
  EXPECT_THAT(r.out, ::testing::HasSubstr("\np0: 10 Poise, 9 cards\np1: 10 Poise, 9 cards\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("  1) discard Thrust\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("--- the game is over ---"));
  EXPECT_THAT(r.out, ::testing::Not(::testing::ContainsRegex("(^|\n)p[01]:[^ ]"))) << r.out.substr(0, 600);
}

// What the person types is echoed back in the "not a choice" line: escaped, like every text that
// comes from an input, so a pasted escape sequence cannot clear the screen or set the clipboard.
TEST(Play, AnAnswerWithControlSequencesIsEchoedEscaped) {
  const auto r = run_command("{ printf '\\033[2J\\033]52;c;aGk=\\007\\n'; yes 1 | head -n 3000; } | " +
                             shell_quote(deckwright_binary()) + " play " + shell_quote(set_dir()) +
                             " --human 0 --agents random --seed 4");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("'\\x1b[2J\\x1b]52;c;aGk=\\x07' is not a choice")) << r.out.substr(0, 600);
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("\x1b")));
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("\x07")));
}

TEST(Play, EndOfInputAbandonsTheGameCleanly) {
  TempDir dir;
  const auto log = (dir.path() / "never.replay").string();
  const auto r = run_command("printf '2\\n' | " + shell_quote(deckwright_binary()) + " play " + shell_quote(set_dir()) +
                             " --human 1 --seed 9 --log " + shell_quote(log));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("you: en garde "));
  EXPECT_THAT(r.out, ::testing::HasSubstr("input ended: the game was abandoned (no replay written)"));
  EXPECT_FALSE(std::filesystem::exists(log));
}

TEST(Play, AMatchPrintsRatesWithWilsonIntervals) {
  const auto r = play("--games 6 --agents greedy,random --seed 100");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  EXPECT_THAT(r.out, ::testing::HasSubstr("match: 6 games of clashing-blades")) << r.out;
  EXPECT_THAT(r.out, ::testing::HasSubstr("seeds 100 to 105"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("\ngreedy "));
  EXPECT_THAT(r.out, ::testing::HasSubstr("\nrandom "));
  EXPECT_THAT(r.out, ::testing::HasSubstr("% ["));
  EXPECT_EQ(r.out, play("--games 6 --agents greedy,random --seed 100").out);
}

TEST(Play, BadValuesExitWithTwoAndSayWhy) {
  struct Case {
    const char* args;
    const char* message;
  };
  const Case cases[] = {
      {"--option max-deals=0", "option 'max-deals' must be a whole number from 1 to 10000, not '0'"},
      {"--option max-deal=5", "unknown option 'max-deal'"},
      {"--option extra-hearts=maybe", "option 'extra-hearts' cannot be 'maybe'"},
      {"--option hand-size", "option 'hand-size' is not name=value"},
      {"--players 3", "clashing-blades is for 2 players, not 3"},
      {"--agents minimax", "unknown agent 'minimax'"},
      {"--agents ismcts:0", "simulations must be a whole number from 1 to 1000000"},
      {"--agents random,random,random", "--agents names 3 agents for 2 seats"},
      {"--human 2", "there is no seat 2"},
      {"--games 3 --log x.replay", "--log records one game"},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.args);
    const auto r = play(c.args);
    EXPECT_EQ(r.exit_code, 2);
    EXPECT_THAT(r.err, ::testing::HasSubstr(c.message)) << r.err;
    EXPECT_THAT(r.err, ::testing::HasSubstr("error: "));
  }
}

// A scripted game at the terminal: the person sees the table by card names and the zones they
// can see, and their choices by the script's readable names.
TEST(Play, HumanSeesAScriptedGameByCardNames) {
  const auto r = run_command("printf '1\\n1\\n' | " + shell_quote(deckwright_binary()) + " play " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/german-whist") + " --human 0 --seed 2");
  EXPECT_THAT(r.out, ::testing::HasSubstr("hand1 (yours): Five of Hearts, Six of Hearts, "));
  EXPECT_THAT(r.out, ::testing::HasSubstr("hand2 (player 2's): 13 cards you cannot see\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("stock: Four of Diamonds (face up), and 25 cards you cannot see\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("  1) play Five of Hearts\n"));
  EXPECT_THAT(r.out, ::testing::HasSubstr("trick: King of Hearts\n"));
  EXPECT_THAT(r.out, ::testing::Not(::testing::HasSubstr("stock>hand1")));  // not the kernel's record
}

// A set with a built-in ruleset and a rules script plays the script with --scripted; the replay
// file names the lua ruleset, so `replay` plays the script again; a set without a script, or
// shards of one run made with and without the script, are refused with exit 2.
TEST(Play, ScriptedPlaysTheSetsRulesScriptAndReplaysIt) {
  TempDir dir;
  const auto log = (dir.path() / "scripted.replay").string();
  const auto played = play("--scripted --seed 4 --option event-deck=on --log " + shell_quote(log));
  ASSERT_EQ(played.exit_code, 0) << played.err;
  EXPECT_THAT(read_file(log), ::testing::HasSubstr("\nruleset lua\ncardset clashing-blades\n"
                                                   "options players=2,event-deck=on,extra-hearts=off,marcus-king=off\n"));
  EXPECT_THAT(played.out, ::testing::HasSubstr("en garde "));
  const auto replayed = run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(log));
  ASSERT_EQ(replayed.exit_code, 0) << replayed.err;
  EXPECT_EQ(replayed.out, played.out);
  EXPECT_NE(play("--seed 4 --option event-deck=on").out, played.out);  // the C++ ruleset's game

  const auto no_script = run_command(shell_quote(deckwright_binary()) + " play " +
                                     shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clubs") + " --scripted");
  EXPECT_EQ(no_script.exit_code, 2);
  EXPECT_THAT(no_script.err, ::testing::HasSubstr("has no rules script to play instead of its ruleset 'clubs'"));

  const std::string validate = shell_quote(deckwright_binary()) + " validate " + shell_quote(set_dir()) +
                               " --lineup random@20 --no-render --no-pdf --quiet --confirm 0 --out " + shell_quote(dir.path().string());
  ASSERT_EQ(run_command(validate + " --scripted --shard 1/2 --shard-file " + shell_quote((dir.path() / "a.json").string())).exit_code, 0);
  ASSERT_EQ(run_command(validate + " --shard 2/2 --shard-file " + shell_quote((dir.path() / "b.json").string())).exit_code, 0);
  const auto merged = run_command(shell_quote(deckwright_binary()) + " validate merge " + shell_quote((dir.path() / "a.json").string()) + " " +
                                  shell_quote((dir.path() / "b.json").string()) + " --no-pdf --quiet --out " + shell_quote(dir.path().string()));
  EXPECT_EQ(merged.exit_code, 2);
  EXPECT_THAT(merged.err, ::testing::HasSubstr("did not play the set's rules script")) << merged.err;
}

// A set built on one that carries a rules script inherits the script, found in the base's folder
// (where the base's set.toml names it), not in the derived set's own folder.
TEST(Play, ADerivedSetPlaysItsBasesRulesScript) {
  TempDir dir;
  dir.write("mine/set.toml", "base = \"clashing-blades\"\nid = \"mine\"\ntitle = \"Mine\"\nversion = \"0.1.0\"\n");
  const auto derived = run_command(shell_quote(deckwright_binary()) + " play " + shell_quote((dir.path() / "mine").string()) +
                                   " --scripted --seed 4");
  ASSERT_EQ(derived.exit_code, 0) << derived.err;
  EXPECT_THAT(derived.out, ::testing::HasSubstr("en garde "));
}

}  // namespace
}  // namespace dw
