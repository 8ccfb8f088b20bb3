// kernel_api: the `k` table a rules script receives: the CardKernel's operations as Lua functions
// (players, cards and zones numbered from 1). Which operations a call may use, and which faces it
// may read, depend on the call (KernelAccess): set-up declares zones and counters, apply moves
// cards, a heuristic or an action name reads only what its player knows.
#pragma once

#include <vector>

#include "engine/kernel/api_cache.hpp"
#include "engine/kernel/card_kernel.hpp"

struct lua_State;

namespace dw::engine::kernel {

struct KernelAccess {
  enum class Mode : unsigned char { setup, apply, read_all, read_as_player };
  CardKernel* kernel = nullptr;
  Mode mode = Mode::read_all;
  int viewer = -1;  // read_as_player: the seat whose knowledge limits face reads
  std::vector<int>* reads = nullptr;  // when set, every token whose face the call reads (repeats kept)
  ApiCache* cache = nullptr;  // the interpreter's names and rule values (every call site sets it)
};

// Sets the access of the calls made while it lives (calls do not nest).
class KernelAccessScope {
 public:
  explicit KernelAccessScope(KernelAccess access);
  ~KernelAccessScope();
  KernelAccessScope(const KernelAccessScope&) = delete;
  KernelAccessScope& operator=(const KernelAccessScope&) = delete;
};

// Pushes the read-only `k` table onto the stack of L.
void push_kernel_api(lua_State* L);

}  // namespace dw::engine::kernel
