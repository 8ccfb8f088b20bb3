// The sandbox against hostile rules scripts: each script of the catalogue is a small valid game
// with one hostile line put into one of its functions; building and playing it must stop with an
// InputError (exit 2 in the CLI) at that line of the script, with a message that says what
// happened, and never reach outside the interpreter, hang or exhaust the machine.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "engine/agents/random_agent.hpp"
#include "engine/play.hpp"
#include "engine/registry.hpp"
#include "engine/state.hpp"
#include "model/card_set_loader.hpp"

namespace dw::engine::testing {
namespace {

namespace fs = std::filesystem;

// A complete little game: two cards each from a shuffled deck of six, played in turn. The
// markers @TOP@, @SETUP@, @LEGAL@, @APPLY@ and @HEURISTIC@ are each on a line of their own.
constexpr const char* kGame = R"lua(local unused = 0
@TOP@
return {
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
@SETUP@
  end,
  legal = function(k, p)
    local out = {}
    for i, c in ipairs(k.cards("hand" .. p)) do out[i] = c - 1 end
@LEGAL@
    return out
  end,
  apply = function(k, p, a)
@APPLY@
    k.move(a + 1, "table")
    if k.count("hand1") + k.count("hand2") == 0 then k.finish({ 0, 0 }) else k.set_turn(3 - p) end
  end,
  action_name = function(k, p, a) return "play " .. k.id(a + 1) end,
  heuristic = function(k, p)
@HEURISTIC@
    return 0
  end,
}
)lua";

// The line of `marker` in kGame (1-based), counted before the markers are replaced (each is on a
// line of its own, so replacing them moves no line).
int line_of(const std::string& marker) {
  const std::string text = kGame;
  const auto at = text.find(marker);
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

class HostileScript : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("dw-hostile-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "rules");
    std::ofstream(dir_ / "set.toml") << "id = \"hostile\"\ntitle = \"Hostile\"\nversion = \"0.1.0\"\n"
                                        "ruleset = \"lua\"\nrules_script = \"rules/game.lua\"\ncards = [\"cards.toml\"]\n"
                                        "[card]\nsize = \"poker\"\n[fields]\nname = { type = \"string\", required = true }\n";
    std::ofstream cards(dir_ / "cards.toml");
    for (int rank = 1; rank <= 6; ++rank)
      cards << "[[card]]\nid = \"c" << rank << "\"\nkind = \"card\"\nname = \"C" << rank << "\"\n[card.rules]\nrank = " << rank
            << "\n";
  }
  void TearDown() override { fs::remove_all(dir_); }

  // The game with `code` on the line of `marker` (the other markers left empty).
  void write_script(const std::string& marker, const std::string& code) {
    std::string text = kGame;
    for (const std::string m : {"@TOP@", "@SETUP@", "@LEGAL@", "@APPLY@", "@HEURISTIC@"})
      text.replace(text.find(m), m.size(), m == marker ? code : "");
    std::ofstream(dir_ / "rules" / "game.lua", std::ios::binary) << text;
  }

  // Builds the game and plays it with random agents, evaluating every state for the player to move
  // (as the greedy agent does); returns the first error's diagnostic, or fails.
  Diagnostic first_error() {
    const auto started = std::chrono::steady_clock::now();
    try {
      Diagnostics warnings;
      auto game = make_game(load_card_set(dir_, warnings), GameOptions{}, warnings);
      auto state = game->new_initial_state();
      Rng rng(7);
      while (!state->is_terminal()) {
        if (state->is_chance_node()) {
          state->apply_action(sample_chance_outcome(*state, rng));
          continue;
        }
        (void)state->evaluate(state->current_player());
        const auto legal = state->legal_actions();
        const Action a = legal[static_cast<std::size_t>(rng.below(legal.size()))];
        (void)state->action_to_string(state->current_player(), a);
        state->apply_action(a);
      }
    } catch (const InputError& e) {
      seconds_ = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
      return e.diagnostics().items().front();
    }
    ADD_FAILURE() << "the hostile script played to the end";
    return {};
  }

  // The script with `code` at `marker` stops at that line with a message containing `expected`.
  // `at` names the line the error is reported at when it is not the marker's: the line where
  // the script's function is defined, for what a function returned.
  void expect_stopped(const std::string& marker, const std::string& code, const std::string& expected,
                      const std::string& at = "") {
    write_script(marker, code);
    const Diagnostic d = first_error();
    EXPECT_EQ(fs::path(d.where.file).filename(), "game.lua") << d.message;
    EXPECT_EQ(d.where.line, line_of(at.empty() ? marker : at)) << d.message;
    EXPECT_THAT(d.message, ::testing::HasSubstr(expected)) << d.message;
    EXPECT_LT(seconds_, 20.0) << d.message;
  }

  fs::path dir_;
  double seconds_ = 0;
};

TEST_F(HostileScript, TheUnchangedGamePlays) {
  write_script("", "");
  Diagnostics warnings;
  auto game = make_game(load_card_set(dir_, warnings), GameOptions{}, warnings);
  std::vector<RandomAgent> agents{RandomAgent(1), RandomAgent(2)};
  std::vector<Agent*> seats{&agents[0], &agents[1]};
  EXPECT_TRUE(play_game(*game, seats, 5).final_state->is_terminal());
}

TEST_F(HostileScript, EndlessLoopRunsOutOfInstructions) {
  expect_stopped("@LEGAL@", "while true do end", "instructions");
}

// Apply and the heuristic run without the count hook until they run long (call_watch.hpp); the
// budget still stops them at their line, counted from the start.
TEST_F(HostileScript, EndlessLoopInApplyRunsOutOfInstructions) {
  expect_stopped("@APPLY@", "while true do end", "instructions");
}

TEST_F(HostileScript, EndlessLoopInHeuristicRunsOutOfInstructions) {
  expect_stopped("@HEURISTIC@", "while true do end", "instructions");
}

// Once the budget is spent every instruction raises, so a script that catches the error and goes
// on is stopped all the same.
TEST_F(HostileScript, EndlessLoopCannotCatchItsOwnStop) {
  expect_stopped("@LEGAL@", "while true do pcall(function() while true do end end) end", "instructions");
}

TEST_F(HostileScript, MemoryBombHitsTheCap) {
  expect_stopped("@APPLY@", "local t = {} for i = 1, 1e9 do t[i] = i end", "memory cap");
}

TEST_F(HostileScript, HugeStringHitsTheCap) {
  expect_stopped("@SETUP@", "local s = 'x' for _ = 1, 40 do s = s .. s end", "memory cap");
}

TEST_F(HostileScript, HugeRepHitsTheCap) {
  expect_stopped("@LEGAL@", "local s = string.rep('x', 1 << 30)", "memory cap");
}

TEST_F(HostileScript, DeepRecursionIsStopped) {
  expect_stopped("@APPLY@", "local function f(n) return 1 + f(n + 1) end f(1)", "stack overflow");
}

TEST_F(HostileScript, NoOs) { expect_stopped("@SETUP@", "os.execute('touch /tmp/dw-hostile-os')", "global 'os'"); }

TEST_F(HostileScript, NoIo) { expect_stopped("@APPLY@", "io.open('/etc/passwd')", "global 'io'"); }

TEST_F(HostileScript, NoRequire) { expect_stopped("@TOP@", "require('os')", "global 'require'"); }

TEST_F(HostileScript, NoLoadNorDump) {
  expect_stopped("@SETUP@", "load('return 1')", "global 'load'");
}

TEST_F(HostileScript, NoStringDump) { expect_stopped("@SETUP@", "string.dump(ipairs)", "field 'dump'"); }

TEST_F(HostileScript, NoRandomness) { expect_stopped("@LEGAL@", "local r = math.random(6)", "field 'random'"); }

TEST_F(HostileScript, NoDofileOrGarbageCollectorControl) {
  expect_stopped("@TOP@", "collectgarbage('stop')", "global 'collectgarbage'");
}

TEST_F(HostileScript, StringMetatableIsHidden) {
  expect_stopped("@APPLY@", "getmetatable('').__index = {}", "boolean value");
}

TEST_F(HostileScript, GlobalTableMetatableIsProtected) {
  expect_stopped("@APPLY@", "setmetatable(_G, nil)", "protected metatable");
}

TEST_F(HostileScript, LibrariesAreReadOnly) { expect_stopped("@APPLY@", "string.rep = nil", "read-only"); }

TEST_F(HostileScript, KernelIsReadOnly) { expect_stopped("@APPLY@", "k.move = nil", "read-only"); }

TEST_F(HostileScript, NoStateInGlobals) { expect_stopped("@APPLY@", "moves = (moves or 0) + 1", "global 'moves'"); }

TEST_F(HostileScript, NonStringErrors) { expect_stopped("@APPLY@", "error({ 1, 2 })", "type table"); }

TEST_F(HostileScript, IllegalActionReturned) {
  expect_stopped("@LEGAL@", "out[#out + 1] = 999", "outside 0 to max_actions", "legal = function");
}

TEST_F(HostileScript, MalformedActionReturned) { expect_stopped("@LEGAL@", "out[1] = 'first'", "not an integer", "legal = function"); }

TEST_F(HostileScript, ActionListedTwice) { expect_stopped("@LEGAL@", "out[#out + 1] = out[1]", "listed twice", "legal = function"); }

TEST_F(HostileScript, HiddenCardReadByHeuristic) {
  expect_stopped("@HEURISTIC@", "local peek = k.id(k.cards('hand' .. (3 - p))[1])", "hidden from player");
}

TEST_F(HostileScript, HeuristicCannotMove) {
  expect_stopped("@HEURISTIC@", "k.move(k.cards('hand' .. p)[1], 'table')", "only setup and apply");
}

TEST_F(HostileScript, FaceReadBeforeTheShuffleIsDealt) {
  expect_stopped("@SETUP@", "local first = k.id(k.top('deck'))", "no face yet");
}

TEST_F(HostileScript, BinaryChunkRefused) {
  write_script("", "");
  std::ofstream(dir_ / "rules" / "game.lua", std::ios::binary) << "\x1bLua\x54\x00 anything";
  const Diagnostic d = first_error();
  EXPECT_THAT(d.message, ::testing::HasSubstr("binary chunk")) << d.message;
}

TEST_F(HostileScript, SyntaxErrorAtItsLine) { expect_stopped("@APPLY@", "x = = 3", "unexpected symbol"); }

TEST_F(HostileScript, ScriptTableWithTrapMetatable) {
  write_script("", "");
  std::ofstream(dir_ / "rules" / "game.lua", std::ios::binary)
      << "return setmetatable({}, { __index = function() error('trap') end })\n";
  const Diagnostic d = first_error();
  EXPECT_THAT(d.message, ::testing::HasSubstr("max_actions")) << d.message;
}

TEST_F(HostileScript, ScriptOutsideTheSetIsRefused) {
  write_script("", "");
  std::string toml;
  {
    std::ifstream in(dir_ / "set.toml");
    toml.assign(std::istreambuf_iterator<char>(in), {});
  }
  toml.replace(toml.find("rules/game.lua"), 14, "../../etc/passwd");
  std::ofstream(dir_ / "set.toml") << toml;
  const Diagnostic d = first_error();
  EXPECT_THAT(d.message, ::testing::HasSubstr("outside the card set's folder")) << d.message;
  EXPECT_EQ(fs::path(d.where.file).filename(), "set.toml");
}

}  // namespace
}  // namespace dw::engine::testing
