// Hostile rules scripts through the command line: each line of the catalogue, put into one
// function of a small valid scripted game, stops `deckwright play` and `deckwright validate` with
// exit 2 and an error at the script's file:line; validate names the replay file it wrote for a
// game that stopped, and `deckwright replay` of that file shows the same error at the same line.
// (tests/engine/lua/hostile_scripts_test.cpp holds the engine-level catalogue.)
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <regex>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

// Two cards each from a shuffled deck of six, played in turn; markers on lines of their own.
constexpr const char* kGame = R"lua(return {
  players = 2,
  max_actions = 6,
  max_length = 10,
  setup = function(k)
    k.zone("deck", { visibility = "hidden" })
    k.zone("hand1", { owner = 1, visibility = "owner", ordered = false })
    k.zone("hand2", { owner = 2, visibility = "owner", ordered = false })
    k.zone("table", { visibility = "public" })
    for _, c in ipairs(k.cards("box")) do k.move(c, "deck") end
    k.shuffle("deck")
    for _ = 1, 2 do k.draw("deck", "hand1") k.draw("deck", "hand2") end
    k.set_turn(1)
  end,
  legal = function(k, p)
    local out = {}
    for i, c in ipairs(k.cards("hand" .. p)) do out[i] = c - 1 end
    if k.count("table") == 1 then
@LEGAL@
    end
    return out
  end,
  apply = function(k, p, a)
    if k.count("table") == 1 then
@APPLY@
    end
    k.move(a + 1, "table")
    if k.count("hand1") + k.count("hand2") == 0 then k.finish({ 0, 0 }) else k.set_turn(3 - p) end
  end,
  action_name = function(k, p, a) return "play " .. k.id(a + 1) end,
  heuristic = function(k, p)
    if k.count("table") == 1 then
@HEURISTIC@
    end
    return 0
  end,
}
)lua";

struct Hostile {
  const char* name;
  const char* marker;
  const char* code;
  const char* message;
  bool at_function = false;  // reported at the function's first line (what it returned is wrong)
  // Whether `deckwright replay` meets the error: it applies the actions and asks for the next
  // legal ones, but runs no heuristic (that error is met again by the seed: play --seed S).
  bool replay_shows = true;
};

const Hostile kCatalogue[] = {
    {"EndlessLoop", "@APPLY@", "while true do end", "instructions"},
    {"MemoryBomb", "@APPLY@", "local t = {} for i = 1, 1e9 do t[i] = i end", "memory cap"},
    {"HugeString", "@APPLY@", "local s = 'x' for _ = 1, 40 do s = s .. s end", "memory cap"},
    {"HugeRep", "@LEGAL@", "local s = string.rep('x', 1 << 30)", "memory cap"},
    {"DeepRecursion", "@APPLY@", "local function f(n) return 1 + f(n + 1) end f(1)", "stack overflow"},
    {"OsExecute", "@APPLY@", "os.execute('touch /tmp/dw-cli-hostile-os')", "global 'os'"},
    {"IoOpen", "@APPLY@", "io.open('/etc/passwd')", "global 'io'"},
    {"Require", "@APPLY@", "require('os')", "global 'require'"},
    {"BytecodeLoad", "@APPLY@", "load('\\27Lua\\84\\0')", "global 'load'"},
    {"GlobalMetatableTrick", "@APPLY@", "setmetatable(_G, nil)", "protected metatable"},
    {"StringMetatableTrick", "@LEGAL@", "getmetatable('').__index = {}", "boolean value"},
    {"NonStringError", "@APPLY@", "error({ 1, 2 })", "type table"},
    {"IllegalActionReturned", "@LEGAL@", "out[#out + 1] = 999", "outside 0 to max_actions", true},
    {"MalformedActionReturned", "@LEGAL@", "out[1] = 'first'", "not an integer", true},
    {"HiddenCardRead", "@HEURISTIC@", "local peek = k.id(k.cards('hand' .. (3 - p))[1])", "hidden from player", false, false},
    {"StateInGlobals", "@APPLY@", "moves = (moves or 0) + 1", "global 'moves'"},
    {"KernelOverwritten", "@APPLY@", "k.move = nil", "read-only"},
};

int line_of(const std::string& text, const std::string& marker) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(text.find(marker)), '\n'));
}

class LuaScriptErrors : public ::testing::TestWithParam<Hostile> {
 protected:
  void SetUp() override {
    const Hostile& h = GetParam();
    std::string script = kGame;
    line_ = h.at_function ? line_of(script, "legal = function") : line_of(script, h.marker);
    for (const std::string m : {"@LEGAL@", "@APPLY@", "@HEURISTIC@"})
      script.replace(script.find(m), m.size(), m == h.marker ? h.code : "");
    dir_.write("set/set.toml", "id = \"hostile\"\ntitle = \"Hostile\"\nversion = \"0.1.0\"\nruleset = \"lua\"\n"
                               "rules_script = \"rules/game.lua\"\ncards = [\"cards.toml\"]\n[card]\nsize = \"poker\"\n"
                               "[fields]\nname = { type = \"string\", required = true }\n");
    std::string cards;
    for (int rank = 1; rank <= 6; ++rank)
      cards += "[[card]]\nid = \"c" + std::to_string(rank) + "\"\nkind = \"card\"\nname = \"C" + std::to_string(rank) +
               "\"\n[card.rules]\nrank = " + std::to_string(rank) + "\n";
    dir_.write("set/cards.toml", cards);
    dir_.write("set/rules/game.lua", script);
  }

  std::string set() const { return (dir_.path() / "set").string(); }
  std::string at() const { return "game.lua:" + std::to_string(line_) + ":"; }

  TempDir dir_;
  int line_ = 0;
};

TEST_P(LuaScriptErrors, PlayStopsWithTheScriptLine) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " play " + shell_quote(set()) + " --agents greedy --seed 3");
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr(at())) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr(GetParam().message)) << r.err;
  EXPECT_THAT(r.err, ::testing::HasSubstr("hint: the game had ")) << r.err;
}

TEST_P(LuaScriptErrors, ValidateStopsAndItsReplayShowsTheError) {
  const std::string out = (dir_.path() / "out").string();
  const auto r = run_command(shell_quote(deckwright_binary()) + " validate " + shell_quote(set()) +
                             " --lineup random@3 --confirm 0 --no-pdf --no-render -q --out " + shell_quote(out));
  EXPECT_EQ(r.exit_code, 2) << r.out << r.err;
  const std::string text = r.out + r.err;
  EXPECT_THAT(text, ::testing::HasSubstr("bad input: ")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(at().substr(0, at().size() - 1))) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(GetParam().message)) << text;
  std::smatch replay;
  ASSERT_TRUE(std::regex_search(text, replay, std::regex("replay: (\\S+\\.replay)"))) << text;
  if (!GetParam().replay_shows) return;
  const auto replayed = run_command(shell_quote(deckwright_binary()) + " replay " + shell_quote(replay[1].str()) +
                                    " --set " + shell_quote(set()));
  EXPECT_EQ(replayed.exit_code, 2) << replayed.out << replayed.err;
  EXPECT_THAT(replayed.err, ::testing::HasSubstr(at())) << replayed.err;
  EXPECT_THAT(replayed.err, ::testing::HasSubstr(GetParam().message)) << replayed.err;
}

INSTANTIATE_TEST_SUITE_P(Catalogue, LuaScriptErrors, ::testing::ValuesIn(kCatalogue),
                         [](const ::testing::TestParamInfo<Hostile>& hostile) { return std::string(hostile.param.name); });

}  // namespace
}  // namespace dw
