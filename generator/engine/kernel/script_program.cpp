// script_program: the calls from the engine into a rules script and the checks of their results.
#include "engine/kernel/script_program.hpp"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "engine/kernel/kernel_api.hpp"

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

namespace dw::engine::kernel {

namespace {

constexpr int kMostActions = 1'000'000;
constexpr int kMostLength = 1'000'000;

// t[name] without metamethods: a script's table may carry a metatable, and code run outside a
// protected call could not be stopped.
void raw_field(lua_State* L, int table, const char* name) {
  table = lua_absindex(L, table);
  lua_pushstring(L, name);
  lua_rawget(L, table);
}

// The script table's `options` (on top of the stack is the table the script returned).
void read_options(lua_State* L, const std::string& file, std::vector<OptionSpec>& out) {
  raw_field(L, -1, "options");
  if (lua_isnil(L, -1)) {
    lua_pop(L, 1);
    return;
  }
  const auto refuse = [&](const std::string& what) {
    throw ScriptError(file, 0, "options: " + what + " (options = { name = { \"off\", \"on\" }, "
                               "name = { min = 1, max = 10, default = 5 } })");
  };
  if (!lua_istable(L, -1)) refuse("must be a table");
  lua_pushnil(L);
  while (lua_next(L, -2) != 0) {
    if (lua_type(L, -2) != LUA_TSTRING || !lua_istable(L, -1)) refuse("each option is a name and a table");
    OptionSpec spec;
    spec.name = lua_tostring(L, -2);
    if (spec.name.empty() || spec.name.size() > 40 || spec.name == "players" ||
        spec.name.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-") != std::string::npos)
      refuse("'" + spec.name + "' is not an option name (lower-case letters, digits and '-'; not players)");
    raw_field(L, -1, "help");
    if (lua_type(L, -1) == LUA_TSTRING) spec.help = lua_tostring(L, -1);
    lua_pop(L, 1);
    const lua_Integer listed = static_cast<lua_Integer>(lua_rawlen(L, -1));
    for (lua_Integer i = 1; i <= listed && i <= 64; ++i) {
      lua_rawgeti(L, -1, i);
      if (lua_type(L, -1) != LUA_TSTRING) refuse("option '" + spec.name + "' lists a value that is not a string");
      spec.allowed.emplace_back(lua_tostring(L, -1));
      lua_pop(L, 1);
    }
    if (!spec.allowed.empty()) {
      spec.default_value = spec.allowed.front();
    } else {
      lua_Integer bounds[3] = {0, 0, 0};
      const char* keys[3] = {"min", "max", "default"};
      for (int i = 0; i < 3; ++i) {
        raw_field(L, -1, keys[i]);
        if (!lua_isinteger(L, -1)) refuse("option '" + spec.name + "' needs a list of values, or integers min, max and default");
        bounds[i] = lua_tointeger(L, -1);
        lua_pop(L, 1);
      }
      if (bounds[0] > bounds[1] || bounds[2] < bounds[0] || bounds[2] > bounds[1] || bounds[0] < -1'000'000'000 ||
          bounds[1] > 1'000'000'000)
        refuse("option '" + spec.name + "' needs min <= default <= max");
      spec.min = static_cast<int>(bounds[0]);
      spec.max = static_cast<int>(bounds[1]);
      spec.default_value = std::to_string(bounds[2]);
    }
    out.push_back(std::move(spec));
    lua_pop(L, 1);
  }
  lua_pop(L, 1);
  std::sort(out.begin(), out.end(), [](const OptionSpec& a, const OptionSpec& b) { return a.name < b.name; });
}

// Runs `call(budget)` watched; when the watch stops it, `undo()` and runs it again counted.
template <class Call, class Undo>
void watched_else_counted(Call&& call, Undo&& undo) {
  try {
    call(LuaSandbox::Budget::watched);
  } catch (const CallStopped&) {
    undo();
    call(LuaSandbox::Budget::counted);
  }
}

}  // namespace

ScriptProgram::ScriptProgram(const std::string& file, const std::string& source, SandboxLimits limits)
    : sandbox_(file, source, limits) {
  lua_State* L = sandbox_.state();
  push_kernel_api(L);
  kernel_ref_ = luaL_ref(L, LUA_REGISTRYINDEX);

  lua_rawgeti(L, LUA_REGISTRYINDEX, sandbox_.script_table());
  auto integer = [&](const char* key, int low, int high, std::optional<int> fallback) {
    raw_field(L, -1, key);
    const bool present = !lua_isnil(L, -1);
    const bool ok = lua_isinteger(L, -1);
    const lua_Integer value = ok ? lua_tointeger(L, -1) : 0;
    lua_pop(L, 1);
    if (!present && fallback) return *fallback;
    if (!ok || value < low || value > high)
      throw ScriptError(file, 0, std::string("the script's table needs ") + key + ", an integer from " +
                                     std::to_string(low) + " to " + std::to_string(high));
    return static_cast<int>(value);
  };
  constants_.players = integer("players", 1, 8, 2);
  constants_.max_actions = integer("max_actions", 1, kMostActions, std::nullopt);
  constants_.max_length = integer("max_length", 1, kMostLength, std::nullopt);
  raw_field(L, -1, "actions");
  if (lua_type(L, -1) == LUA_TSTRING && std::strcmp(lua_tostring(L, -1), "cards") == 0) constants_.card_actions = true;
  else if (!lua_isnil(L, -1) && !(lua_type(L, -1) == LUA_TSTRING && std::strcmp(lua_tostring(L, -1), "integers") == 0))
    throw ScriptError(file, 0, "the script's actions must be \"integers\" (the default) or \"cards\"");
  lua_pop(L, 1);
  raw_field(L, -1, "returns");
  if (lua_istable(L, -1)) {
    lua_rawgeti(L, -1, 1);
    lua_rawgeti(L, -2, 2);
    if (!lua_isnumber(L, -2) || !lua_isnumber(L, -1) || !(lua_tonumber(L, -2) <= lua_tonumber(L, -1)))
      throw ScriptError(file, 0, "the script's returns must be {lowest, highest}, two numbers in order");
    constants_.min_return = lua_tonumber(L, -2);
    constants_.max_return = lua_tonumber(L, -1);
    lua_pop(L, 2);
  } else if (!lua_isnil(L, -1)) {
    throw ScriptError(file, 0, "the script's returns must be {lowest, highest}, two numbers in order");
  }
  lua_pop(L, 1);
  raw_field(L, -1, "card_rules");
  if (lua_istable(L, -1)) {
    static const char* types[] = {"integer", "number", "string", "boolean", "table", "array", "any"};
    lua_pushnil(L);
    while (lua_next(L, -2) != 0) {
      const bool named = lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TSTRING;
      const std::string key = named ? lua_tostring(L, -2) : "";
      const std::string type = named ? lua_tostring(L, -1) : "";
      lua_pop(L, 1);
      if (!named || std::find(std::begin(types), std::end(types), type) == std::end(types))
        throw ScriptError(file, 0, "card_rules maps each key of [card.rules] to one of integer, number, string, "
                                   "boolean, table, array, any");
      constants_.card_rules.emplace_back(key, type);
    }
    std::sort(constants_.card_rules.begin(), constants_.card_rules.end());
  } else if (!lua_isnil(L, -1)) {
    throw ScriptError(file, 0, "card_rules must be a table: { key = \"integer\", ... }");
  }
  lua_pop(L, 1);
  read_options(L, file, constants_.options);
  for (const char* needed : {"setup", "legal", "apply", "action_name"}) {
    raw_field(L, -1, needed);
    const bool is_function = lua_isfunction(L, -1);
    lua_pop(L, 1);
    if (!is_function) throw ScriptError(file, 0, std::string("the script's table has no function ") + needed);
  }
  raw_field(L, -1, "heuristic");
  constants_.has_heuristic = lua_isfunction(L, -1);
  lua_pop(L, 1);
  constants_.search_rollout = integer("search_rollout", 1, 1000, 0);
  if (constants_.search_rollout > 0 && !constants_.has_heuristic)
    throw ScriptError(file, 0, "the script's search_rollout needs a heuristic to score the rollouts it stops");
  // The functions as the script's table held them once loaded (the table is not read again).
  for (std::size_t f = 0; f < std::size(kFunctionNames); ++f) {
    raw_field(L, -1, kFunctionNames[f]);
    function_refs_[f] = lua_isfunction(L, -1) ? luaL_ref(L, LUA_REGISTRYINDEX) : (lua_pop(L, 1), LUA_NOREF);
  }
  lua_settop(L, 0);
}

bool ScriptProgram::push_function(Function function) {
  lua_State* L = sandbox_.state();
  lua_settop(L, 0);
  const int ref = function_refs_[static_cast<std::size_t>(function)];
  if (ref == LUA_NOREF) return false;
  lua_rawgeti(L, LUA_REGISTRYINDEX, ref);
  lua_rawgeti(L, LUA_REGISTRYINDEX, kernel_ref_);
  return true;
}

void ScriptProgram::fail_in(const char* function, const std::string& message) {
  lua_State* L = sandbox_.state();
  int line = 0;
  lua_rawgeti(L, LUA_REGISTRYINDEX, sandbox_.script_table());
  raw_field(L, -1, function);
  lua_Debug ar;
  if (lua_isfunction(L, -1) && lua_getinfo(L, ">S", &ar)) line = ar.linedefined;
  lua_settop(L, 0);
  throw ScriptError(sandbox_.file(), line, std::string(function) + ": " + message);
}

void ScriptProgram::setup(CardKernel& k) {
  KernelAccessScope scope({&k, KernelAccess::Mode::setup, -1, nullptr, &cache_});
  push_function(Function::setup);
  sandbox_.call(1, 0);
  lua_settop(sandbox_.state(), 0);
}

void ScriptProgram::legal(const CardKernel& k, Player player, std::vector<Action>& out, std::vector<int>* reads) {
  lua_State* L = sandbox_.state();
  const std::size_t read = reads ? reads->size() : 0;
  watched_else_counted(
      [&](Budget budget) {
        KernelAccessScope scope({const_cast<CardKernel*>(&k), KernelAccess::Mode::read_all, -1, reads, &cache_});  // reads only
        push_function(Function::legal);
        lua_pushinteger(L, player + 1);
        sandbox_.call(2, 1, budget);
      },
      [&] {
        if (reads) reads->resize(read);
      });
  out.clear();
  if (!lua_istable(L, -1)) fail_in("legal", std::string("returned a ") + luaL_typename(L, -1) + ", not a list of actions");
  const lua_Integer n = static_cast<lua_Integer>(lua_rawlen(L, -1));
  if (n > constants_.max_actions) fail_in("legal", "returned more actions than max_actions");
  const lua_Integer offset = constants_.card_actions ? 1 : 0;  // a card c is the action c - 1
  for (lua_Integer i = 1; i <= n; ++i) {
    lua_rawgeti(L, -1, i);
    if (!lua_isinteger(L, -1))
      fail_in("legal", "item " + std::to_string(i) + " of the list is a " + luaL_typename(L, -1) + ", not an integer " +
                           (offset ? "card" : "action"));
    const lua_Integer a = lua_tointeger(L, -1) - offset;
    lua_pop(L, 1);
    if (a < 0 || a >= constants_.max_actions)
      fail_in("legal", offset ? "card " + std::to_string(a + 1) + " is outside 1 to max_actions (" +
                                    std::to_string(constants_.max_actions) + ")"
                              : "action " + std::to_string(a) + " is outside 0 to max_actions - 1 (" +
                                    std::to_string(constants_.max_actions - 1) + ")");
    out.push_back(a);
  }
  lua_settop(L, 0);
  std::sort(out.begin(), out.end());
  if (std::adjacent_find(out.begin(), out.end()) != out.end())
    fail_in("legal", std::string(offset ? "card " : "action ") +
                         std::to_string(*std::adjacent_find(out.begin(), out.end()) + offset) + " is listed twice");
  if (out.empty())
    fail_in("legal", "player " + std::to_string(player + 1) + " has no legal action but the game is not over (call k.finish to end it)");
}

void ScriptProgram::apply(CardKernel& k, Player player, Action action, std::vector<int>* reads) {
  call_apply(k, player, action, reads, Budget::counted);
}

void ScriptProgram::call_apply(CardKernel& k, Player player, Action action, std::vector<int>* reads, Budget budget) {
  KernelAccessScope scope({&k, KernelAccess::Mode::apply, -1, reads, &cache_});
  push_function(Function::apply);
  lua_pushinteger(sandbox_.state(), player + 1);
  lua_pushinteger(sandbox_.state(), constants_.card_actions ? action + 1 : action);
  sandbox_.call(3, 0, budget);
  lua_settop(sandbox_.state(), 0);
}

void ScriptProgram::play(CardKernel& k, Action action, int index, std::vector<int>* reads, const Undo& undo) {
  if (k.chance_pending()) {
    k.deal_face(static_cast<int>(action), index);
    return;
  }
  const Player player = k.turn;
  k.record_choice(player, action);
  if (!undo) {
    call_apply(k, player, action, reads, Budget::counted);
    return;
  }
  const std::size_t read = reads ? reads->size() : 0;
  watched_else_counted([&](Budget budget) { call_apply(k, player, action, reads, budget); },
                       [&] {
                         undo(k);
                         if (reads) reads->resize(read);
                         k.record_choice(player, action);
                       });
}

std::string ScriptProgram::action_name(const CardKernel& k, Player player, Action action) {
  lua_State* L = sandbox_.state();
  watched_else_counted(
      [&](Budget budget) {
        KernelAccessScope scope({const_cast<CardKernel*>(&k), KernelAccess::Mode::read_as_player, player, nullptr, &cache_});  // reads only
        push_function(Function::action_name);
        lua_pushinteger(L, player + 1);
        lua_pushinteger(L, constants_.card_actions ? action + 1 : action);
        sandbox_.call(3, 1, budget);
      },
      [] {});
  if (lua_type(L, -1) != LUA_TSTRING)
    fail_in("action_name", std::string("returned a ") + luaL_typename(L, -1) + ", not a string");
  std::size_t size = 0;
  const char* text = lua_tolstring(L, -1, &size);
  if (size == 0 || size > 200) fail_in("action_name", "a name is 1 to 200 bytes");
  std::string name(text, size);
  lua_settop(L, 0);
  return name;
}

double ScriptProgram::heuristic(const CardKernel& k, Player player) {
  lua_State* L = sandbox_.state();
  watched_else_counted(
      [&](Budget budget) {
        KernelAccessScope scope({const_cast<CardKernel*>(&k), KernelAccess::Mode::read_as_player, player, nullptr, &cache_});  // reads only
        push_function(Function::heuristic);
        lua_pushinteger(L, player + 1);
        sandbox_.call(2, 1, budget);
      },
      [] {});
  if (!lua_isnumber(L, -1)) fail_in("heuristic", std::string("returned a ") + luaL_typename(L, -1) + ", not a number");
  const double value = lua_tonumber(L, -1);
  lua_settop(L, 0);
  if (!std::isfinite(value) || value < -1 || value > 1)
    fail_in("heuristic", "returned " + std::to_string(value) + ", outside -1 to 1");
  return value;
}

}  // namespace dw::engine::kernel
