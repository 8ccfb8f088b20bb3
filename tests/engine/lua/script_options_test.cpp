// Game options declared by a rules script (`options = {...}` in its table, read with k.option):
// checked like a built-in ruleset's (unknown names and values not allowed are errors), defaults
// filled into the game's options, a malformed declaration or an undeclared name an error at the
// script.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "engine/agents/ismcts_agent.hpp"
#include "engine/registry.hpp"
#include "engine/state.hpp"
#include "model/card_set_loader.hpp"

namespace dw::engine::testing {
namespace {

namespace fs = std::filesystem;

class ScriptOptions : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("dw-script-options-" + std::to_string(::getpid()) + "-" +
                                        ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir_);
    fs::create_directories(dir_ / "rules");
    std::ofstream(dir_ / "set.toml") << "id = \"options\"\ntitle = \"Options\"\nversion = \"0.1.0\"\n"
                                        "ruleset = \"lua\"\nrules_script = \"rules/game.lua\"\ncards = [\"cards.toml\"]\n"
                                        "[card]\nsize = \"poker\"\n[fields]\nname = { type = \"string\", required = true }\n";
    std::ofstream(dir_ / "cards.toml") << "[[card]]\nid = \"one\"\nkind = \"card\"\nname = \"One\"\n[card.rules]\nrank = 1\n";
  }
  void TearDown() override { fs::remove_all(dir_); }

  // A one-move game whose setup copies the options into variables.
  void write_script(const std::string& options, const std::string& setup = "k.set(\"mode\", k.option(\"mode\")); "
                                                                           "k.set(\"count\", k.option(\"count\"))") {
    std::ofstream(dir_ / "rules" / "game.lua") << "return {\n  max_actions = 1,\n  max_length = 1,\n  options = " << options
                                                << ",\n  setup = function(k)\n    " << setup
                                                << "\n  end,\n  legal = function(k, p) return { 0 } end,\n"
                                                   "  apply = function(k, p, a) k.finish({ 0, 0 }) end,\n"
                                                   "  action_name = function(k, p, a) return \"end\" end,\n}\n";
  }
  std::shared_ptr<const Game> game(const std::string& options) {
    Diagnostics diags;
    const GameOptions parsed = parse_options(options, SourcePos{"--option", 0, 0}, diags);
    Diagnostics warnings;
    return make_game(load_card_set(dir_, warnings), parsed, warnings);
  }
  std::string error(const std::string& options) {
    try {
      game(options);
    } catch (const InputError& e) {
      return e.diagnostics().format_all();
    }
    ADD_FAILURE() << "no error";
    return "";
  }

  fs::path dir_;
};

constexpr const char* kDeclared = R"({ mode = { "a", "b", help = "which mode" }, count = { min = 1, max = 3, default = 2 } })";

TEST_F(ScriptOptions, DefaultsAreFilledInAndGivenValuesReachTheScript) {
  write_script(kDeclared);
  const auto defaults = game("");
  EXPECT_EQ(defaults->options().to_string(), "players=2,count=2,mode=a");
  const std::string start = defaults->new_initial_state()->to_string();
  EXPECT_THAT(start, ::testing::HasSubstr("\ncount=2\n"));  // an integer option is an integer
  EXPECT_THAT(start, ::testing::HasSubstr("\nmode=\"a\"\n"));
  const auto given = game("mode=b,count=3");
  EXPECT_EQ(given->options().to_string(), "players=2,count=3,mode=b");
  EXPECT_THAT(given->new_initial_state()->to_string(), ::testing::HasSubstr("\nmode=\"b\"\n"));
}

TEST_F(ScriptOptions, UnknownOptionsAndValuesAreRefused) {
  write_script(kDeclared);
  EXPECT_THAT(error("speed=2"), ::testing::HasSubstr("unknown option 'speed'"));
  EXPECT_THAT(error("count=9"), ::testing::HasSubstr("option 'count' must be a whole number from 1"));
  EXPECT_THAT(error("mode=c"), ::testing::HasSubstr("option 'mode' cannot be 'c'"));
}

TEST_F(ScriptOptions, MalformedDeclarationsAndUndeclaredNamesAreErrorsAtTheScript) {
  write_script(R"({ ["Bad Name"] = { "x" } })");
  EXPECT_THAT(error(""), ::testing::HasSubstr("'Bad Name' is not an option name"));
  write_script(R"({ n = { min = 3, max = 1, default = 2 } })");
  EXPECT_THAT(error(""), ::testing::HasSubstr("option 'n' needs min <= default <= max"));
  write_script(R"({ n = { 1, 2 } })");
  EXPECT_THAT(error(""), ::testing::HasSubstr("option 'n' lists a value that is not a string"));
  write_script("{}", "k.set(\"x\", k.option(\"nope\"))");
  const std::string undeclared = error("");
  EXPECT_THAT(undeclared, ::testing::HasSubstr("game.lua:6:"));
  EXPECT_THAT(undeclared, ::testing::HasSubstr("no option is named 'nope'"));
}

// search_rollout in the script's table (written here after the options) becomes the game's
// preferred rollout limit for the search; it needs a heuristic to score the stopped rollouts and
// is an integer from 1 to 1000.
TEST_F(ScriptOptions, SearchRolloutIsTheGamesPreferredRolloutLimit) {
  const std::string declared = kDeclared;
  write_script(declared);
  EXPECT_EQ(game("")->preferred_rollout_limit(), 0);
  write_script(declared + ", search_rollout = 5, heuristic = function(k, p) return 0 end");
  EXPECT_EQ(game("")->preferred_rollout_limit(), 5);
  write_script(declared + ", search_rollout = 5");
  EXPECT_THAT(error(""), ::testing::HasSubstr("search_rollout needs a heuristic"));
  write_script(declared + ", search_rollout = 0, heuristic = function(k, p) return 0 end");
  EXPECT_THAT(error(""), ::testing::HasSubstr("search_rollout, an integer from 1 to 1000"));
}

// A search whose rollouts stop scores only the seats whose choices it backs up: in this
// three-player script seat 3 never moves, and its heuristic raises, so a search that scored every
// seat at the end of a stopped rollout would fail.
TEST_F(ScriptOptions, StoppedRolloutsScoreOnlyTheSeatsThatChose) {
  std::ofstream(dir_ / "rules" / "game.lua") << R"(return {
  players = 3,
  max_actions = 2,
  max_length = 30,
  setup = function(k) k.counter("steps", 0, 0, 30); k.set_turn(1) end,
  legal = function(k, p) return { 0, 1 } end,
  apply = function(k, p, a)
    k.add("steps", 1)
    if k.get("steps") == 30 then k.finish({ 0, 0, 0 }) else k.set_turn(3 - p) end
  end,
  action_name = function(k, p, a) return "move " .. a end,
  heuristic = function(k, p)
    if p == 3 then error("seat 3 never chooses") end
    return k.get("steps") % 3 == p and 0.5 or -0.5
  end,
}
)";
  const auto g = game("players=3");
  IsmctsAgent agent(5, {200, 1.4, 4});
  const auto state = g->new_initial_state();
  EXPECT_NO_THROW(agent.choose(*state));
  EXPECT_FALSE(agent.last_root().empty());
}

}  // namespace
}  // namespace dw::engine::testing
