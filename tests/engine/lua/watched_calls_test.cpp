// Watched calls (engine/kernel/call_watch.hpp): a script call runs without the count hook, and one
// that runs long is stopped by the thread's CPU-time watch and made again with its instructions
// counted, after what it changed is undone; short calls run once. The endless loops stopped by the
// budget are in hostile_scripts_test.cpp.
#include <gtest/gtest.h>

#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <memory>
#include <string>

#include "engine/kernel/call_watch.hpp"
#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/script_program.hpp"
#include "engine/play.hpp"
#include "engine/registry.hpp"
#include "engine/state.hpp"
#include "model/card_set_loader.hpp"

namespace dw::engine::testing {
namespace {

using kernel::CardKernel;
using kernel::KernelCatalogue;
using kernel::ScriptProgram;

// `legal` and `apply` of player 1 run a loop of 100 million steps (long enough for any machine to
// spend two ticks of the watch in it); player 2's calls are short. Every apply counts itself.
constexpr const char* kScript = R"lua(
local function busy(p)
  local x = 0
  if p == 1 then for i = 1, 100000000 do x = x + i end end
  return x
end
return {
  players = 2,
  max_actions = 4,
  max_length = 10,
  setup = function(k)
    k.counter("applied", 0, 0, 10)
    k.set_turn(1)
  end,
  legal = function(k, p) return { busy(p) % 3 } end,
  apply = function(k, p, a)
    k.add("applied", 1)
    busy(p)
  end,
  action_name = function(k, p, a) return "act" end,
}
)lua";

class LuaWatchedCalls : public ::testing::Test {
 protected:
  LuaWatchedCalls() : program_("watched.lua", kScript, limits()) {
    auto catalogue = std::make_shared<KernelCatalogue>();
    catalogue->set = &set_;
    kernel_ = std::make_unique<CardKernel>(catalogue);
    program_.setup(*kernel_);
    kernel_->freeze();
  }
  // A budget the long loop fits in when counted.
  static kernel::SandboxLimits limits() {
    kernel::SandboxLimits l;
    l.instructions_per_call = 1'000'000'000;
    return l;
  }
  std::int64_t applied() const { return kernel_->counters().at("applied").value; }

  CardSet set_;
  ScriptProgram program_;
  std::unique_ptr<CardKernel> kernel_;
};

TEST_F(LuaWatchedCalls, TheWatchRunsOnThisThread) { EXPECT_TRUE(kernel::WatchedCall::available()); }

TEST_F(LuaWatchedCalls, AShortCallRunsOnce) {
  const long long calls = program_.calls();
  std::vector<Action> legal;
  program_.legal(*kernel_, 1, legal);
  EXPECT_EQ(legal, std::vector<Action>{0});
  EXPECT_EQ(program_.calls(), calls + 1);
}

TEST_F(LuaWatchedCalls, ALongCallIsStoppedAndMadeAgainCounted) {
  const long long calls = program_.calls();
  std::vector<Action> legal;
  std::vector<int> reads{7};
  program_.legal(*kernel_, 0, legal, &reads);
  EXPECT_EQ(legal, std::vector<Action>{(100000000LL * 100000001LL / 2) % 3});
  EXPECT_EQ(program_.calls(), calls + 2);  // stopped, then counted
  EXPECT_EQ(reads, std::vector<int>{7});
}

// A child forked from a thread that had its timer inherits none: it makes its own.
TEST_F(LuaWatchedCalls, AForkedChildWatchesItsOwnCalls) {
  ASSERT_TRUE(kernel::WatchedCall::available());
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    const long long calls = program_.calls();
    std::vector<Action> legal;
    program_.legal(*kernel_, 0, legal);
    ::_exit(program_.calls() == calls + 2 ? 0 : 1);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << status;
}

TEST_F(LuaWatchedCalls, AStoppedPlayIsUndoneBeforeItIsMadeAgain) {
  const CardKernel before = *kernel_;
  int undone = 0;
  const long long calls = program_.calls();
  program_.play(*kernel_, 0, 0, nullptr, [&](CardKernel& k) {
    k = before;
    ++undone;
  });
  EXPECT_EQ(undone, 1);
  EXPECT_EQ(program_.calls(), calls + 2);
  EXPECT_EQ(applied(), 1);
  EXPECT_EQ(kernel_->events().size(), before.events().size() + 1);  // the choice, recorded once
}

TEST_F(LuaWatchedCalls, APlayThatCannotBeUndoneIsCountedAtOnce) {
  const long long calls = program_.calls();
  program_.play(*kernel_, 0, 0);
  EXPECT_EQ(program_.calls(), calls + 1);
  EXPECT_EQ(applied(), 1);
}

// A game state undoes a stopped apply by playing its history again: the long apply (here one
// call of string.rep after another, a few instructions but much CPU) counts once.
TEST(LuaWatchedGame, AStoppedApplyCountsOnce) {
  const auto dir = std::filesystem::temp_directory_path() / ("dw-watched-" + std::to_string(::getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir / "rules");
  std::ofstream(dir / "set.toml") << "id = \"watched\"\ntitle = \"Watched\"\nversion = \"0.1.0\"\n"
                                     "ruleset = \"lua\"\nrules_script = \"rules/game.lua\"\ncards = [\"cards.toml\"]\n"
                                     "[card]\nsize = \"poker\"\n[fields]\nname = { type = \"string\", required = true }\n";
  std::ofstream(dir / "cards.toml") << "[[card]]\nid = \"c1\"\nkind = \"card\"\nname = \"C1\"\n[card.rules]\nrank = 1\n";
  std::ofstream(dir / "rules" / "game.lua") << R"lua(
return {
  players = 2,
  max_actions = 1,
  max_length = 10,
  setup = function(k)
    k.counter("applied", 0, 0, 10)
    k.set_turn(1)
  end,
  legal = function(k, p) return { 0 } end,
  apply = function(k, p, a)
    k.add("applied", 1)
    if k.get("applied") == 2 then for _ = 1, 100 do local s = string.rep("x", 1000000) end end
    if k.get("applied") == 3 then k.finish({ 0, 0 }) else k.set_turn(3 - p) end
  end,
  action_name = function(k, p, a) return "act" end,
}
)lua";
  Diagnostics warnings;
  auto game = make_game(load_card_set(dir, warnings), GameOptions{}, warnings);
  auto state = game->new_initial_state();
  while (!state->is_terminal()) state->apply_action(0);
  std::filesystem::remove_all(dir);
  ASSERT_EQ(state->tracked_values().size(), 1u);
  EXPECT_EQ(state->tracked_values()[0].value, 3);
  EXPECT_EQ(state->history().size(), 3u);
}

}  // namespace
}  // namespace dw::engine::testing
