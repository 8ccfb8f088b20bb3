// script_program: a loaded rules script: its sandbox, the `k` table, the functions of the table
// the script returned (setup, legal, apply, action_name, heuristic) and its declared constants,
// with one C++ method per call that checks what the script gives back. Not thread-safe: a game
// keeps one program per thread that plays it (ScriptGame's pool).
#pragma once

#include <functional>
#include <iterator>
#include <optional>
#include <utility>
#include <string>
#include <vector>

#include "engine/game_options.hpp"
#include "engine/kernel/api_cache.hpp"
#include "engine/kernel/card_kernel.hpp"
#include "engine/kernel/lua_sandbox.hpp"
#include "engine/types.hpp"

namespace dw::engine::kernel {

// What the script's table declares besides its functions.
struct ScriptConstants {
  int players = 2;
  int max_actions = 0;      // player actions are integers in [0, max_actions)
  int max_length = 0;       // actions, chance included, from the start to any end
  double min_return = -1, max_return = 1;
  // actions = "cards": `legal` lists cards (1 .. max_actions) and `apply` and `action_name` receive
  // a card; the engine's action is the card's number - 1. Default ("integers"): actions as they are.
  bool card_actions = false;
  bool has_heuristic = false;
  // search_rollout = N (1 to 1000, needs a heuristic): the search's random rollouts stop after N
  // player actions and the heuristic scores every seat (Game::preferred_rollout_limit); 0 when
  // the script declares none (the search's own rule: to the end at two players, 40 at more).
  int search_rollout = 0;
  // card_rules = { key = "integer" | "number" | "string" | "boolean" | "table" | "array" | "any" }:
  // the keys a card's [card.rules] table may have, sorted by key; empty when the script declares none.
  std::vector<std::pair<std::string, std::string>> card_rules;
  // options = { name = { "off", "on", help = "..." } | { min = 1, max = 10, default = 5, help = "..." } }:
  // the game options the script understands (`--option name=value`), sorted by name; a list's
  // first value is its default. The script reads the game's values with k.option(name).
  std::vector<OptionSpec> options;
};

class ScriptProgram {
 public:
  ScriptProgram(const std::string& file, const std::string& source, SandboxLimits limits = {});

  const ScriptConstants& constants() const { return constants_; }
  const std::string& file() const { return sandbox_.file(); }
  // How many calls into the script this program has made.
  long long calls() const { return sandbox_.calls(); }

  // setup and apply run counted (LuaSandbox::Budget); legal, action_name and heuristic, which
  // change nothing, run watched, and again counted when the watch stops them; play runs watched
  // when the caller can undo it.
  void setup(CardKernel& k);
  // Sorted and without duplicates; an empty list, a value that is not an integer in range or a
  // repeated action is a ScriptError at the function's line. With `reads`, the tokens whose faces
  // the call read are appended to it (the same for apply).
  void legal(const CardKernel& k, Player player, std::vector<Action>& out, std::vector<int>* reads = nullptr);
  void apply(CardKernel& k, Player player, Action action, std::vector<int>* reads = nullptr);
  // Puts a kernel back as it was before a play (the watch stopped the script's apply halfway).
  using Undo = std::function<void(CardKernel&)>;
  // One action of a game's history at index `index`: the face a pending shuffle deals, or the
  // choice of the player to move, recorded and applied. No legality check. With `undo`, the
  // script's apply runs watched, and when the watch stops it, `undo` puts `k` back and the play is
  // made again counted.
  void play(CardKernel& k, Action action, int index, std::vector<int>* reads = nullptr, const Undo& undo = {});
  std::string action_name(const CardKernel& k, Player player, Action action);
  // In [-1, 1]; reads only what `player` knows.
  double heuristic(const CardKernel& k, Player player);

 private:
  // The script's functions, in the order of kFunctionNames.
  enum class Function : unsigned char { setup, legal, apply, action_name, heuristic };
  static constexpr const char* kFunctionNames[] = {"setup", "legal", "apply", "action_name", "heuristic"};

  // Pushes the script's function and the `k` table; false when the script has none.
  bool push_function(Function function);
  using Budget = LuaSandbox::Budget;
  void call_apply(CardKernel& k, Player player, Action action, std::vector<int>* reads, Budget budget);
  [[noreturn]] void fail_in(const char* function, const std::string& message);

  LuaSandbox sandbox_;
  ScriptConstants constants_;
  ApiCache cache_;
  int kernel_ref_ = -1;
  int function_refs_[std::size(kFunctionNames)] = {};  // registry references (LUA_NOREF: none)
};

}  // namespace dw::engine::kernel
