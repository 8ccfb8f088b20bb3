// lua_sandbox: one sandboxed Lua 5.4 interpreter for a rules script. Only the base functions that
// cannot reach outside (no dofile, loadfile, load, print, collectgarbage, rawset, next), string
// (without string.dump), table, math (without random) and utf8 are there; `pairs` walks keys in
// sorted order so that a script plays the same everywhere. Every call from C++ runs under an
// instruction budget (a count hook; a watched call runs without it until it runs long, see
// call_watch.hpp) and the interpreter's allocations under a memory cap (its own lua_Alloc). Errors
// of any kind come back as ScriptError with the script's file:line.
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

#include "engine/kernel/small_block_pool.hpp"

struct lua_State;
struct lua_Debug;

namespace dw::engine::kernel {

// A failure inside the script (or of the sandbox's limits), located in the script.
struct ScriptError : std::runtime_error {
  ScriptError(std::string file, int line, const std::string& message)
      : std::runtime_error(message), file(std::move(file)), line(line) {}
  std::string file;  // the script's path as shown in diagnostics
  int line = 0;      // 0 when no line of the script was running
};

// Thrown by a watched call that ran long and was stopped: nothing of its work counts, and the
// caller runs it again counted (after undoing what it changed outside the interpreter).
struct CallStopped {};

struct SandboxLimits {
  long long instructions_per_call = 20'000'000;
  std::size_t memory_bytes = 64u << 20;
};

class LuaSandbox {
 public:
  // Loads `source` (text only: a binary chunk is refused) named `file` and runs its top level,
  // whose single return value is left in the registry (script_table()).
  LuaSandbox(const std::string& file, const std::string& source, SandboxLimits limits = {});
  ~LuaSandbox();
  LuaSandbox(const LuaSandbox&) = delete;
  LuaSandbox& operator=(const LuaSandbox&) = delete;

  lua_State* state() const { return L_; }
  const std::string& file() const { return file_; }
  // Registry reference of the table the script returned.
  int script_table() const { return script_ref_; }

  // Calls the function on the stack below its `args` arguments with the budget, leaving `results`
  // values; throws ScriptError (the stack is restored to below the function). Counted: the count
  // hook checks the budget every kHookEvery instructions from the call's start, so a call that
  // runs more than the budget stops at the same instruction every time. Watched: the call runs
  // without the hook (a third faster) under the thread's CPU-time watch; one still running after
  // two to four ms of CPU throws CallStopped instead (the stack restored to below the function), and
  // the caller makes it again counted. On a thread without the watch a watched call is counted.
  enum class Budget : unsigned char { counted, watched };
  void call(int args, int results, Budget budget = Budget::counted);

  // The innermost line of the script that is running (0 when none), for errors raised from C.
  int current_line() const;

  std::size_t memory_in_use() const { return used_; }
  // How many calls call() has made (the top level's included).
  long long calls() const { return calls_; }
  // Remembers current_line() for the error being raised.
  void note_error_line() { error_line_ = current_line(); }

 private:
  static void* allocate(void* self, void* block, std::size_t old_size, std::size_t new_size);
  static void count_hook(lua_State* L, lua_Debug* ar);
  static void stop_hook(lua_State* L, lua_Debug* ar);
  void open_libraries_and_load(const std::string& source);
  [[noreturn]] void raise_from_stack(int status);

  SmallBlockPool pool_;  // declared first: it outlives the interpreter, which frees into it when closed
  std::string file_;
  SandboxLimits limits_;
  std::size_t used_ = 0;
  bool out_of_memory_ = false;
  long long instructions_left_ = 0;
  long long calls_ = 0;
  int error_line_ = 0;
  bool counting_ = false;  // the count hook is set
  lua_State* L_ = nullptr;
  int script_ref_ = -1;
  int handler_ref_ = -1;
};

}  // namespace dw::engine::kernel
