// call_watch: lets a rules call run without the interpreter's count hook and stops it when it runs
// long. Lua 5.4 traps every instruction while a count hook is set, whatever its count, so the
// instruction budget costs a third of a script's time; a watched call runs hook-free instead, and
// a per-thread CPU-time timer (a real-time signal every kTickMs of the thread's CPU) sets a hook
// that raises at the next instruction on a call that spans a whole tick, so no call runs more
// than two ticks (4 ms of CPU) unwatched. The sandbox then runs the call again from its start with
// the counting hook (LuaSandbox::call). The budget's 20 million instructions take far longer than
// two ticks (27 ms of CPU for the fastest loop measured on the project's 2.6 GHz machine, 1.35 ns
// an instruction; about 13 ms on a 5.5 GHz one), so a call the budget would stop is always stopped by the watch first and then
// by the budget at the same instruction and line as before, and a call that finishes watched fits
// the budget.
#pragma once

struct lua_State;
struct lua_Debug;

namespace dw::engine::kernel {

class WatchedCall {
 public:
  // CPU time a call may take before it is stopped (between one and two ticks).
  static constexpr int kTickMs = 2;

  // Whether this thread can watch calls (its timer could be made); without it every call counts.
  static bool available();

  // Watches a call into L on this thread while it lives; `stop` is the hook set on L to stop it
  // (it must raise a Lua error). Watches do not nest.
  WatchedCall(lua_State* L, void (*stop)(lua_State*, lua_Debug*));
  ~WatchedCall();
  WatchedCall(const WatchedCall&) = delete;
  WatchedCall& operator=(const WatchedCall&) = delete;

  // Whether the timer stopped this thread's last watched call (asked once its watch has ended, so
  // that no tick can come after the answer); its stop hook is then still set: the caller removes it.
  static bool last_stopped();
};

}  // namespace dw::engine::kernel
