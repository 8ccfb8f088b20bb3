// The catalogue of bad replay files for `deckwright replay`: each case breaks one thing in a
// replay written by `deckwright play --log` and expects a GCC-style error at the right
// file:line:col with a hint, and exit code 2. A byte-order mark and CRLF line ends are accepted.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <regex>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

const std::string kSetDir = std::string(DW_SOURCE_DIR) + "/cardsets/duel-cards";

// A replay of a whole duel-cards game between random players, seed 3. Its header is lines 1-7
// (magic, ruleset, cardset, options, seed, agents, actions); line 8 is the first chance action.
const std::string& good_replay() {
  static const std::string text = [] {
    TempDir dir;
    const auto log = dir.path() / "game.replay";
    const auto played = run_command(shell_quote(deckwright_binary()) + " play " + shell_quote(kSetDir) +
                                    " --seed 3 --log " + shell_quote(log.string()));
    if (played.exit_code != 0) throw std::runtime_error("play failed: " + played.err);
    return read_file(log);
  }();
  return text;
}

CommandResult replay(const TempDir& dir, const std::string& text) {
  const auto file = dir.write("bad.replay", text);
  return run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(file.string()) + " --set " +
                     shell_quote(kSetDir));
}

std::string replace_line(const std::string& text, int line_no, const std::string& with) {
  std::string out;
  std::size_t start = 0;
  for (int n = 1; start < text.size(); ++n) {
    const std::size_t end = text.find('\n', start);
    const std::string line = text.substr(start, end - start);
    if (n != line_no) out += line + "\n";
    else if (!with.empty()) out += with + "\n";
    start = end + 1;
  }
  return out;
}

std::string insert_after(const std::string& text, int line_no, const std::string& line) {
  std::size_t at = 0;
  for (int n = 0; n < line_no; ++n) at = text.find('\n', at) + 1;
  return text.substr(0, at) + line + "\n" + text.substr(at);
}

struct Case {
  const char* name;
  std::function<std::string(const std::string&)> breaks;
  const char* position;  // "line:col"; "end" stands for the line number of the good replay's 'end'

  const char* message;
};

class BadReplay : public ::testing::TestWithParam<Case> {};

TEST_P(BadReplay, ErrorAtPositionWithHintAndExitTwo) {
  const Case& c = GetParam();
  TempDir dir;
  const auto result = replay(dir, c.breaks(good_replay()));
  EXPECT_EQ(result.exit_code, 2) << result.err;
  std::string position = c.position;
  if (position.rfind("end", 0) == 0) {
    const int end_line = static_cast<int>(std::count(good_replay().begin(), good_replay().end(), '\n'));
    const std::size_t colon = position.find(':');
    const int offset = colon == 3 ? 0 : std::stoi(position.substr(3, colon - 3));
    position = std::to_string(end_line + offset) + position.substr(colon);
  }
  const std::string expected = (dir.path() / "bad.replay").string() + ":" + position + ": error: ";
  EXPECT_THAT(result.err, ::testing::HasSubstr(expected)) << "expected " << expected << " in:\n" << result.err;
  EXPECT_THAT(result.err, ::testing::HasSubstr(c.message)) << "expected '" << c.message << "' in:\n" << result.err;
  EXPECT_THAT(result.err, ::testing::HasSubstr("hint: ")) << "every error says what to do:\n" << result.err;
  EXPECT_TRUE(result.out.empty()) << "nothing is printed for a bad replay:\n" << result.out;
}

std::vector<Case> catalogue() {
  return {
        Case{"Empty", [](const std::string&) { return std::string(); }, "1:1", "the replay file is empty"},
        Case{"OnlyBlankLines", [](const std::string&) { return std::string("\n\n   \n"); }, "1:1",
             "the replay file is empty"},
        Case{"NotAReplay", [](const std::string&) { return std::string("[card]\nid = \"a\"\n"); }, "1:1",
             "not a deckwright replay file"},
        Case{"BinaryGarbage", [](const std::string&) { return std::string("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16); },
             "1:1", "not a deckwright replay file"},
        Case{"FutureVersion", [](const std::string& t) { return replace_line(t, 1, "deckwright-replay 7"); },
             "1:19", "replay format version 7 is not supported"},
        Case{"OtherRuleset", [](const std::string& t) { return replace_line(t, 2, "ruleset clubs"); }, "2:9",
             "the replay is of ruleset 'clubs', but the card set uses 'duel-cards'"},
        Case{"OtherCardSet", [](const std::string& t) { return replace_line(t, 3, "cardset clubs"); }, "3:9",
             "the replay is of card set 'clubs', not 'duel-cards'"},
        Case{"RulesetTwice", [](const std::string& t) { return insert_after(t, 2, "ruleset duel-cards"); }, "3:1",
             "'ruleset' is given twice"},
        Case{"UnknownHeaderLine", [](const std::string& t) { return insert_after(t, 3, "colour red"); }, "4:1",
             "unknown header line 'colour'"},
        Case{"HeaderValueMissing", [](const std::string& t) { return replace_line(t, 2, "ruleset"); }, "2:1",
             "'ruleset' takes exactly one value"},
        Case{"TooManyPlayers",
             [](const std::string& t) { return std::regex_replace(t, std::regex("players=2"), "players=9"); }, "4:9",
             "is for 2 players, not 9"},
        Case{"HugeOptionValue",
             [](const std::string& t) { return std::regex_replace(t, std::regex("max-rounds=100"), "max-rounds=100000000"); },
             "4:9", "option 'max-rounds' must be a whole number from 1 to 10000"},
        Case{"NegativeOptionValue",
             [](const std::string& t) { return std::regex_replace(t, std::regex("max-rounds=100"), "max-rounds=-4"); },
             "4:9", "option 'max-rounds' must be a whole number from 1 to 10000"},
        Case{"UnknownOption",
             [](const std::string& t) { return std::regex_replace(t, std::regex("players=2"), "players=2,bogus=1"); },
             "4:9", "unknown option 'bogus'"},
        Case{"NegativeSeed", [](const std::string& t) { return replace_line(t, 5, "seed -3"); }, "5:6",
             "seed '-3' is not a whole number from 0 to 2^64-1"},
        Case{"SeedBeyond64Bits", [](const std::string& t) { return replace_line(t, 5, "seed 18446744073709551616"); },
             "5:6", "seed '18446744073709551616' is not a whole number from 0 to 2^64-1"},
        Case{"NoSeedLine", [](const std::string& t) { return replace_line(t, 5, ""); }, "6:1",
             "the header has no 'seed' line"},
        Case{"NoActionsLine", [](const std::string& t) { return t.substr(0, t.find("actions\n")); }, "6:1",
             "the replay has no 'actions' line"},
        Case{"IllegalAction", [](const std::string& t) { return replace_line(t, 9, "p0 999"); }, "9:1",
             "action 999 is not legal here"},
        Case{"WrongPlayer",
             [](const std::string& t) {
               return std::regex_replace(t, std::regex("\np0 (\\d+)"), "\np1 $1", std::regex_constants::format_first_only);
             },
             "9:1", "it is p0's turn here, not p1"},
        Case{"NegativeAction", [](const std::string& t) { return replace_line(t, 9, "p0 -1"); }, "9:4",
             "action '-1' is not a non-negative whole number"},
        Case{"InvalidUtf8Action", [](const std::string& t) { return replace_line(t, 9, "p0 \xff\xfe"); }, "9:4",
             "action '\\xff\\xfe' is not a non-negative whole number"},
        Case{"HugeAction", [](const std::string& t) { return replace_line(t, 9, "p0 99999999999999999999999999"); },
             "9:4", "is not a non-negative whole number"},
        Case{"UnknownPlayer", [](const std::string& t) { return replace_line(t, 9, "south 2"); }, "9:1",
             "unknown player 'south'"},
        Case{"ActionWithoutPlayer", [](const std::string& t) { return replace_line(t, 9, "2"); }, "9:1",
             "an action line is '<player> <action>'"},
        Case{"CutShort", [](const std::string& t) { return t.substr(0, t.find("\nend")) + "\n"; }, "end-1:1",
             "the replay ends without 'end' (cut short?)"},
        Case{"TextAfterEnd", [](const std::string& t) { return t + "p0 3\n"; }, "end+1:1", "text after 'end'"},
        Case{"StopsAfterTheGameEnded",
             [](const std::string& t) { return insert_after(t, static_cast<int>(std::count(t.begin(), t.end(), '\n')) - 1, "p0 0"); },
             "end:1", "the game is already over"}};
}

INSTANTIATE_TEST_SUITE_P(Catalogue, BadReplay, ::testing::ValuesIn(catalogue()),
                         [](const ::testing::TestParamInfo<Case>& param_info) { return std::string(param_info.param.name); });

TEST(Replay, ByteOrderMarkAndCrlfLineEndsReplayTheSameGame) {
  TempDir dir;
  const auto plain = replay(dir, good_replay());
  ASSERT_EQ(plain.exit_code, 0) << plain.err;
  const auto with_bom = replay(dir, "\xEF\xBB\xBF" + good_replay());
  EXPECT_EQ(with_bom.exit_code, 0) << with_bom.err;
  EXPECT_EQ(with_bom.out, plain.out);
  const auto crlf = replay(dir, std::regex_replace(good_replay(), std::regex("\n"), "\r\n"));
  EXPECT_EQ(crlf.exit_code, 0) << crlf.err;
  EXPECT_EQ(crlf.out, plain.out);
}

TEST(Replay, MissingFileIsNamed) {
  TempDir dir;
  const auto missing = (dir.path() / "nowhere.replay").string();
  const auto result = run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(missing) + " --set " +
                                  shell_quote(kSetDir));
  EXPECT_EQ(result.exit_code, 2) << result.err;
  EXPECT_THAT(result.err, ::testing::HasSubstr(missing)) << result.err;
  EXPECT_THAT(result.err, ::testing::HasSubstr("cannot open the replay file")) << result.err;
}

}  // namespace
}  // namespace dw
