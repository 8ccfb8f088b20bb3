// lua_sandbox: the interpreter with its capped allocator, instruction budget, trimmed libraries,
// sorted `pairs`, read-only library tables and the translation of Lua errors into ScriptError.
#include "engine/kernel/lua_sandbox.hpp"

#include "engine/kernel/call_watch.hpp"

#include <cstdlib>
#include <cstring>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
}

namespace dw::engine::kernel {

namespace {

constexpr int kHookEvery = 1000;  // instructions between two budget checks

// Runs with the stripped globals before the script: `pairs` in sorted key order, and read-only
// views of the libraries (so a script cannot keep state in them either).
constexpr const char* kPrelude = R"lua(
local next_, type_, sort_, error_, rawget_, setmetatable_ = next, type, table.sort, error, rawget, setmetatable
local rank = { number = 1, string = 2, boolean = 3 }
local function before(a, b)
  local ta, tb = type_(a), type_(b)
  if ta ~= tb then return rank[ta] < rank[tb] end
  if ta == "boolean" then return (not a) and b end
  return a < b
end
pairs = function(t)
  if type_(t) ~= "table" then error_("bad argument #1 to 'pairs' (table expected, got " .. type_(t) .. ")", 2) end
  local keys, n = {}, 0
  for key in next_, t do
    if not rank[type_(key)] then
      error_("pairs: a key of type " .. type_(key) .. " has no order (keys must be numbers, strings or booleans)", 2)
    end
    n = n + 1
    keys[n] = key
  end
  sort_(keys, before)
  local i = 0
  return function()
    i = i + 1
    local key = keys[i]
    if key ~= nil then return key, rawget_(t, key) end
  end
end
local function read_only(lib, name)
  return setmetatable_({}, {
    __index = lib,
    __newindex = function() error_("the " .. name .. " library is read-only", 2) end,
    __metatable = false,
  })
end
string = read_only(string, "string")
table = read_only(table, "table")
math = read_only(math, "math")
utf8 = read_only(utf8, "utf8")
return string
)lua";

// The message handler of every call: turns any error value into text and notes the script line.
int message_handler(lua_State* L) {
  auto* self = static_cast<LuaSandbox*>(lua_touserdata(L, lua_upvalueindex(1)));
  if (lua_type(L, 1) != LUA_TSTRING) {
    const char* type = luaL_typename(L, 1);
    lua_pushfstring(L, "the script raised an error value of type %s, not a message (use error(\"text\"))", type);
    lua_replace(L, 1);
  }
  self->note_error_line();
  return 1;
}

}  // namespace

void* LuaSandbox::allocate(void* ud, void* block, std::size_t old_size, std::size_t new_size) {
  auto* self = static_cast<LuaSandbox*>(ud);
  if (block == nullptr) old_size = 0;  // old_size then holds the object's type
  if (new_size == 0) {
    self->pool_.release(block, old_size);
    self->used_ -= old_size;
    return nullptr;
  }
  if (new_size > old_size && self->used_ - old_size + new_size > self->limits_.memory_bytes) {
    if (!self->out_of_memory_ && self->L_) self->note_error_line();
    self->out_of_memory_ = true;
    return nullptr;
  }
  void* grown = self->pool_.resize(block, old_size, new_size);
  if (grown) self->used_ = self->used_ - old_size + new_size;
  return grown;
}

void LuaSandbox::count_hook(lua_State* L, lua_Debug*) {
  void* ud = nullptr;
  lua_getallocf(L, &ud);
  auto* self = static_cast<LuaSandbox*>(ud);
  self->instructions_left_ -= kHookEvery;
  if (self->instructions_left_ < 0) {
    // From now on every instruction raises, so a script's own pcall cannot catch the error and go on.
    lua_sethook(L, &LuaSandbox::count_hook, LUA_MASKCOUNT, 1);
    luaL_error(L, "the call ran more than %I instructions (the sandbox's budget per call): an endless loop?",
               static_cast<lua_Integer>(self->limits_.instructions_per_call));
  }
}

void LuaSandbox::stop_hook(lua_State* L, lua_Debug*) {
  luaL_error(L, "the call ran long: it is run again with its instructions counted");
}

LuaSandbox::LuaSandbox(const std::string& file, const std::string& source, SandboxLimits limits)
    : file_(file), limits_(limits) {
  L_ = lua_newstate(&LuaSandbox::allocate, this);
  if (!L_) throw ScriptError(file_, 0, "could not start the Lua interpreter");
  // A script that does not load throws from here; the destructor does not run for an object that
  // was never constructed, so the interpreter is closed before the error goes on.
  try {
    open_libraries_and_load(source);
  } catch (...) {
    lua_close(L_);
    L_ = nullptr;
    throw;
  }
}

void LuaSandbox::open_libraries_and_load(const std::string& source) {
  // Only the libraries that cannot reach outside the interpreter.
  luaL_requiref(L_, LUA_GNAME, luaopen_base, 1);
  luaL_requiref(L_, LUA_STRLIBNAME, luaopen_string, 1);
  luaL_requiref(L_, LUA_TABLIBNAME, luaopen_table, 1);
  luaL_requiref(L_, LUA_MATHLIBNAME, luaopen_math, 1);
  luaL_requiref(L_, LUA_UTF8LIBNAME, luaopen_utf8, 1);
  lua_settop(L_, 0);
  for (const char* name : {"dofile", "loadfile", "load", "print", "collectgarbage", "rawset", "require", "warn"}) {
    lua_pushnil(L_);
    lua_setglobal(L_, name);
  }
  lua_getglobal(L_, "string");
  lua_pushnil(L_);
  lua_setfield(L_, -2, "dump");
  lua_pop(L_, 1);
  lua_getglobal(L_, "math");
  for (const char* name : {"random", "randomseed"}) {
    lua_pushnil(L_);
    lua_setfield(L_, -2, name);
  }
  lua_pop(L_, 1);
  // Rules calls leave many short-lived tables (card lists): the generational collector suits them.
  lua_gc(L_, LUA_GCGEN, 0, 0);
  // One message handler for every call, kept in the registry.
  lua_pushlightuserdata(L_, this);
  lua_pushcclosure(L_, message_handler, 1);
  handler_ref_ = luaL_ref(L_, LUA_REGISTRYINDEX);

  if (luaL_loadbufferx(L_, kPrelude, std::strlen(kPrelude), "=sandbox", "t") != LUA_OK)
    throw ScriptError(file_, 0, std::string("the sandbox prelude does not load: ") + lua_tostring(L_, -1));
  call(0, 1);
  // Strings index the read-only string library; their metatable is hidden from scripts.
  lua_pushliteral(L_, "");
  lua_getmetatable(L_, -1);
  lua_pushvalue(L_, -3);
  lua_setfield(L_, -2, "__index");
  lua_pushboolean(L_, 0);
  lua_setfield(L_, -2, "__metatable");
  lua_pop(L_, 2);
  lua_pushnil(L_);
  lua_setglobal(L_, "next");
  lua_settop(L_, 0);

  const std::string chunk = "@" + file_;
  const int loaded = luaL_loadbufferx(L_, source.data(), source.size(), chunk.c_str(), "t");
  if (loaded != LUA_OK) raise_from_stack(loaded);
  call(0, 1);
  if (!lua_istable(L_, -1)) {
    lua_settop(L_, 0);
    throw ScriptError(file_, 0, "the script must end with `return { ... }`, the table of its rules functions");
  }
  script_ref_ = luaL_ref(L_, LUA_REGISTRYINDEX);
  // From now on a script keeps nothing in globals: game state lives in the kernel.
  lua_pushglobaltable(L_);
  lua_newtable(L_);
  lua_pushcfunction(L_, [](lua_State* S) -> int {
    return luaL_error(S, "the script assigned global '%s' during play: keep game state in the kernel (k.set)",
                      luaL_optstring(S, 2, "?"));
  });
  lua_setfield(L_, -2, "__newindex");
  lua_pushboolean(L_, 0);
  lua_setfield(L_, -2, "__metatable");
  lua_setmetatable(L_, -2);
  lua_pop(L_, 1);
}

LuaSandbox::~LuaSandbox() {
  if (L_) lua_close(L_);
}

int LuaSandbox::current_line() const {
  lua_Debug ar;
  for (int level = 0; lua_getstack(L_, level, &ar); ++level) {
    if (!lua_getinfo(L_, "Sl", &ar)) continue;
    if (ar.currentline > 0 && ar.source && ar.source[0] == '@' && file_ == ar.source + 1) return ar.currentline;
  }
  return 0;
}

void LuaSandbox::call(int args, int results, Budget budget) {
  const int function = lua_gettop(L_) - args;
  lua_rawgeti(L_, LUA_REGISTRYINDEX, handler_ref_);
  lua_insert(L_, function);
  instructions_left_ = limits_.instructions_per_call;
  ++calls_;
  out_of_memory_ = false;
  error_line_ = 0;
  int status = LUA_OK;
  if (budget == Budget::watched && WatchedCall::available()) {
    if (counting_) {
      lua_sethook(L_, nullptr, 0, 0);
      counting_ = false;
    }
    {
      const WatchedCall watch(L_, &LuaSandbox::stop_hook);
      status = lua_pcall(L_, args, results, function);
    }
    if (WatchedCall::last_stopped()) {
      lua_sethook(L_, nullptr, 0, 0);  // the stop hook
      // A call that finished before the hook's first instruction did all its work: it stands.
      if (status != LUA_OK) {
        lua_settop(L_, function - 1);
        throw CallStopped{};
      }
    }
  } else {
    // Set afresh for every counted call, so the budget is checked from this call's first
    // instruction whatever ran before it.
    lua_sethook(L_, &LuaSandbox::count_hook, LUA_MASKCOUNT, kHookEvery);
    counting_ = true;
    status = lua_pcall(L_, args, results, function);
  }
  if (status != LUA_OK) raise_from_stack(status);
  lua_remove(L_, function);
}

void LuaSandbox::raise_from_stack(int status) {
  int line = error_line_;
  std::string message;
  if (status == LUA_ERRMEM || out_of_memory_) {
    message = "the script used more than " + std::to_string(limits_.memory_bytes >> 20) +
              " MiB (the sandbox's memory cap per game)";
  } else {
    const char* text = lua_tostring(L_, -1);
    message = text ? text : "an error without a message";
    // Lua prefixes "chunk:line: " (the chunk name shortened to 60 bytes); the diagnostic
    // carries the place itself.
    const std::size_t colon = message.find(':');
    const std::size_t end = colon == std::string::npos ? colon : message.find(": ", colon + 1);
    if (end != std::string::npos && end > colon + 1 &&
        message.find_first_not_of("0123456789", colon + 1) == end &&
        (message.rfind(file_, 0) == 0 || message.rfind("...", 0) == 0)) {
      line = std::atoi(message.c_str() + colon + 1);
      message = message.substr(end + 2);
    }
  }
  // Keeps only the references: the stack is cleared so the interpreter can go on being used.
  lua_settop(L_, 0);
  lua_gc(L_, LUA_GCCOLLECT);
  throw ScriptError(file_, line, message);
}

}  // namespace dw::engine::kernel
