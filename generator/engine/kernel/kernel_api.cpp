// kernel_api: the Lua functions of the `k` table, each checking its arguments and what the current
// call may do, and raising a Lua error (with the script's line) when a script asks for more.
#include "engine/kernel/kernel_api.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

namespace dw::engine::kernel {

namespace {

thread_local KernelAccess* current_access = nullptr;
thread_local KernelAccess scoped_access;

KernelAccess& access(lua_State* L) {
  if (!current_access || !current_access->kernel) luaL_error(L, "the kernel is used outside a rules call");
  return *current_access;
}

CardKernel& kernel(lua_State* L) { return *access(L).kernel; }

void require_change(lua_State* L, const char* what) {
  const auto mode = access(L).mode;
  if (mode != KernelAccess::Mode::setup && mode != KernelAccess::Mode::apply)
    luaL_error(L, "k.%s changes the game: only setup and apply may change it", what);
}

void require_setup(lua_State* L, const char* what) {
  if (access(L).mode != KernelAccess::Mode::setup) luaL_error(L, "k.%s is for setup only", what);
}

// Runs `f`, turning a std::invalid_argument into a Lua error once nothing of C++ is left alive
// (a Lua error unwinds with longjmp, which runs no destructors).
template <class F>
void guarded(lua_State* L, F&& f) {
  char message[320];
  bool failed = false;
  try {
    f();
  } catch (const std::invalid_argument& e) {
    std::snprintf(message, sizeof message, "%s", e.what());
    failed = true;
  }
  if (failed) luaL_error(L, "%s", message);
}

int player_arg(lua_State* L, int index) {
  const lua_Integer p = luaL_checkinteger(L, index);
  if (p < 1 || p > kernel(L).players()) luaL_error(L, "player %I is not a player (1 to %d)", p, kernel(L).players());
  return static_cast<int>(p - 1);
}

int token_arg(lua_State* L, int index) {
  const lua_Integer t = luaL_checkinteger(L, index);
  if (t < 1 || t > kernel(L).tokens()) luaL_error(L, "card #%I does not exist (cards are 1 to %d)", t, kernel(L).tokens());
  return static_cast<int>(t - 1);
}

int zone_arg(lua_State* L, int index) {
  const char* name = luaL_checkstring(L, index);
  const KernelAccess& a = access(L);
  const int z = a.cache->zone(L, index, name, *a.kernel);
  if (z < 0) luaL_error(L, "no zone is named '%s' (declare it in setup with k.zone)", name);
  return z;
}

// The face of `token` as the current call may read it.
int readable_face(lua_State* L, int token) {
  const KernelAccess& a = access(L);
  const int face = a.kernel->face(token);
  if (face < 0)
    luaL_error(L, "card #%d has no face yet: its zone was shuffled in this call, and its faces are dealt by the chance events after it",
               token + 1);
  if (a.mode == KernelAccess::Mode::read_as_player && !a.kernel->knows(a.viewer, token))
    luaL_error(L, "card #%d is hidden from player %d: this function reads only what its player knows (test k.known first)",
               token + 1, a.viewer + 1);
  if (a.reads) a.reads->push_back(token);
  return face;
}

const Card& card_of(lua_State* L, int token) {
  return kernel(L).catalogue().set->cards[static_cast<std::size_t>(readable_face(L, token))];
}

void push_value(lua_State* L, const Value& v, int depth = 0) {
  if (depth > 64) luaL_error(L, "a rules value is nested too deeply");
  luaL_checkstack(L, 3, "rules value");
  switch (v.kind) {
    case Value::Kind::none: lua_pushnil(L); break;
    case Value::Kind::boolean: lua_pushboolean(L, v.boolean); break;
    case Value::Kind::integer: lua_pushinteger(L, v.integer); break;
    case Value::Kind::real: lua_pushnumber(L, v.real); break;
    case Value::Kind::string: lua_pushlstring(L, v.string.data(), v.string.size()); break;
    case Value::Kind::array:
      lua_createtable(L, static_cast<int>(v.items.size()), 0);
      for (std::size_t i = 0; i < v.items.size(); ++i) {
        push_value(L, v.items[i], depth + 1);
        lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
      }
      break;
    case Value::Kind::table:
      lua_createtable(L, 0, static_cast<int>(v.entries.size()));
      for (const auto& e : v.entries) {
        push_value(L, e.value, depth + 1);
        lua_setfield(L, -2, e.key.c_str());
      }
      break;
  }
}

// Pushes rule `key` (the string at stack index key_index) of the card definition `definition`, or nil.
void push_rule(lua_State* L, int definition, int key_index, const char* key) {
  const KernelAccess& a = access(L);
  const ApiCache::Rule rule = a.cache->rule(L, key_index, key, *a.kernel, definition);
  if (rule.string_ref >= 0) lua_rawgeti(L, LUA_REGISTRYINDEX, rule.string_ref);
  else if (rule.value) push_value(L, *rule.value);
  else lua_pushnil(L);
}

void push_tokens(lua_State* L, const std::vector<int>& tokens) {
  lua_createtable(L, static_cast<int>(tokens.size()), 0);
  for (std::size_t i = 0; i < tokens.size(); ++i) {
    lua_pushinteger(L, tokens[i] + 1);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
}

int k_players(lua_State* L) {
  lua_pushinteger(L, kernel(L).players());
  return 1;
}

int k_option(lua_State* L) {
  const char* name = luaL_checkstring(L, 1);
  const KernelCatalogue& c = kernel(L).catalogue();
  const auto found = c.options.find(std::string_view(name));
  if (found == c.options.end()) luaL_error(L, "no option is named '%s' (declare it in the script's options table)", name);
  const std::string& value = found->second;
  if (std::find(c.integer_options.begin(), c.integer_options.end(), found->first) != c.integer_options.end())
    lua_pushinteger(L, std::strtoll(value.c_str(), nullptr, 10));  // checked as an integer
  else
    lua_pushlstring(L, value.data(), value.size());
  return 1;
}

int k_zone(lua_State* L) {
  require_setup(L, "zone");
  const char* name = luaL_checkstring(L, 1);
  int owner = -1;
  bool ordered = true;
  Visibility visibility = Visibility::hidden;
  if (!lua_isnoneornil(L, 2)) {
    luaL_checktype(L, 2, LUA_TTABLE);
    if (lua_getfield(L, 2, "owner") != LUA_TNIL) owner = player_arg(L, -1);
    lua_pop(L, 1);
    if (lua_getfield(L, 2, "ordered") != LUA_TNIL) ordered = lua_toboolean(L, -1);
    lua_pop(L, 1);
    if (lua_getfield(L, 2, "visibility") != LUA_TNIL) {
      const char* v = luaL_checkstring(L, -1);
      if (std::strcmp(v, "hidden") == 0) visibility = Visibility::hidden;
      else if (std::strcmp(v, "owner") == 0) visibility = Visibility::owner;
      else if (std::strcmp(v, "public") == 0) visibility = Visibility::everyone;
      else luaL_error(L, "zone visibility '%s' is not one of hidden, owner, public", v);
    }
    lua_pop(L, 1);
  }
  guarded(L, [&] { kernel(L).declare_zone(ZoneSpec{name, owner, visibility, ordered}); });
  return 0;
}

int k_counter(lua_State* L) {
  require_setup(L, "counter");
  const char* name = luaL_checkstring(L, 1);
  const Counter c{luaL_checkinteger(L, 2), luaL_checkinteger(L, 3), luaL_checkinteger(L, 4)};
  guarded(L, [&] { kernel(L).define_counter(name, c); });
  return 0;
}

// k.cards(zone): the zone's cards. k.cards(zone, key, value): those whose rule `key` is `value`
// (raw equality, as k.rule(card, key) == value; nil selects the cards without the rule), reading
// every card's face of the zone.
int k_cards(lua_State* L) {
  const int z = zone_arg(L, 1);
  if (lua_isnoneornil(L, 2)) {
    push_tokens(L, kernel(L).contents(z));
    return 1;
  }
  const char* key = luaL_checkstring(L, 2);
  if (lua_isnone(L, 3)) luaL_error(L, "k.cards(zone, key, value) selects cards by a rule: give the value too");
  const auto& in = kernel(L).contents(z);
  lua_createtable(L, static_cast<int>(in.size()), 0);
  lua_Integer n = 0;
  for (int t : in) {
    push_rule(L, readable_face(L, t), 2, key);
    const bool selected = lua_rawequal(L, -1, 3) != 0;
    lua_pop(L, 1);
    if (selected) {
      lua_pushinteger(L, t + 1);
      lua_rawseti(L, -2, ++n);
    }
  }
  return 1;
}

// k.rules(zone, key): rule `key` of each of the zone's cards, in the order of k.cards(zone) (nil
// where a card has none), reading every card's face of the zone.
int k_rules(lua_State* L) {
  const int z = zone_arg(L, 1);
  const char* key = luaL_checkstring(L, 2);
  const auto& in = kernel(L).contents(z);
  lua_createtable(L, static_cast<int>(in.size()), 0);
  for (std::size_t i = 0; i < in.size(); ++i) {
    push_rule(L, readable_face(L, in[i]), 2, key);
    lua_rawseti(L, -2, static_cast<lua_Integer>(i + 1));
  }
  return 1;
}

int k_count(lua_State* L) {
  lua_pushinteger(L, static_cast<lua_Integer>(kernel(L).contents(zone_arg(L, 1)).size()));
  return 1;
}

int k_top(lua_State* L) {
  const auto& in = kernel(L).contents(zone_arg(L, 1));
  if (in.empty()) lua_pushnil(L);
  else lua_pushinteger(L, in.back() + 1);
  return 1;
}

int k_where(lua_State* L) {
  const std::string& name = kernel(L).zone(kernel(L).zone_of(token_arg(L, 1))).name;
  lua_pushlstring(L, name.data(), name.size());
  return 1;
}

int k_move(lua_State* L) {
  require_change(L, "move");
  const int t = token_arg(L, 1);
  const int z = zone_arg(L, 2);
  const char* where = luaL_optstring(L, 3, "top");
  const bool bottom = std::strcmp(where, "bottom") == 0;
  if (!bottom && std::strcmp(where, "top") != 0) luaL_error(L, "k.move puts a card on 'top' or 'bottom', not '%s'", where);
  kernel(L).move(t, z, bottom);
  return 0;
}

int k_draw(lua_State* L) {
  require_change(L, "draw");
  const int from = zone_arg(L, 1);
  const int to = zone_arg(L, 2);
  const auto& in = kernel(L).contents(from);
  if (in.empty()) luaL_error(L, "k.draw from '%s', which is empty", kernel(L).zone(from).name.c_str());
  const int t = in.back();
  kernel(L).move(t, to);
  lua_pushinteger(L, t + 1);
  return 1;
}

int k_shuffle(lua_State* L) {
  require_change(L, "shuffle");
  const int z = zone_arg(L, 1);
  guarded(L, [&] { kernel(L).shuffle(z); });
  return 0;
}

int k_flip(lua_State* L) {
  require_change(L, "flip");
  const int t = token_arg(L, 1);
  kernel(L).flip(t, lua_isnoneornil(L, 2) ? !kernel(L).face_up(t) : lua_toboolean(L, 2));
  return 0;
}

int k_face_up(lua_State* L) {
  lua_pushboolean(L, kernel(L).face_up(token_arg(L, 1)));
  return 1;
}

int k_reveal(lua_State* L) {
  require_change(L, "reveal");
  const int t = token_arg(L, 1);
  const std::uint32_t who = lua_isnoneornil(L, 2) ? kernel(L).everyone() : 1U << player_arg(L, 2);
  kernel(L).reveal(t, who);
  return 0;
}

int k_known(lua_State* L) {
  const int t = token_arg(L, 1);
  const int p = player_arg(L, 2);
  lua_pushboolean(L, kernel(L).face(t) >= 0 && kernel(L).knows(p, t));
  return 1;
}

int k_id(lua_State* L) {
  const std::string& id = card_of(L, token_arg(L, 1)).id;
  lua_pushlstring(L, id.data(), id.size());
  return 1;
}

int k_kind(lua_State* L) {
  const std::string& kind = card_of(L, token_arg(L, 1)).kind;
  lua_pushlstring(L, kind.data(), kind.size());
  return 1;
}

int k_rule(lua_State* L) {
  const int face = readable_face(L, token_arg(L, 1));
  push_rule(L, face, 2, luaL_checkstring(L, 2));
  return 1;
}

int k_field(lua_State* L) {
  const Card& card = card_of(L, token_arg(L, 1));
  const Value* v = card.fields.find(luaL_checkstring(L, 2));
  if (v) push_value(L, *v);
  else lua_pushnil(L);
  return 1;
}

void push_variable(lua_State* L, const VarValue* value) {
  if (!value) lua_pushnil(L);
  else if (const auto* b = std::get_if<bool>(value)) lua_pushboolean(L, *b);
  else if (const auto* i = std::get_if<std::int64_t>(value)) lua_pushinteger(L, *i);
  else {
    const std::string& text = std::get<std::string>(*value);
    lua_pushlstring(L, text.data(), text.size());
  }
}

// The counter named by the string at stack index 1, or null; `slot` is the name's cache entry
// (null: looked up by its text).
Counter* counter_named(CardKernel& k, ApiCache::Name* slot, const char* name) {
  if (slot) return slot->counter >= 0 ? &k.counters().entry(static_cast<std::size_t>(slot->counter)).second : nullptr;
  const auto found = k.counters().find(name);
  return found == k.counters().end() ? nullptr : &found->second;
}

// The variable named `name`, or null.
VarValue* variable_named(CardKernel& k, ApiCache::Name* slot, const char* name) {
  auto& vars = k.vars();
  const auto found = slot ? vars.find_from(slot->variable, name) : vars.find(name);
  return found == vars.end() ? nullptr : &found->second;
}

int k_get(lua_State* L) {
  const char* name = luaL_checkstring(L, 1);
  const KernelAccess& a = access(L);
  CardKernel& k = *a.kernel;
  ApiCache::Name* slot = a.cache->name(L, 1, name, k);
  if (const Counter* c = counter_named(k, slot, name)) {
    lua_pushinteger(L, c->value);
    return 1;
  }
  push_variable(L, variable_named(k, slot, name));
  return 1;
}

void set_counter(lua_State* L, Counter& c, const char* name, lua_Integer value) {
  if (value < c.min || value > c.max)
    luaL_error(L, "counter '%s' would be %I, outside its bounds %I to %I", name, value,
               static_cast<lua_Integer>(c.min), static_cast<lua_Integer>(c.max));
  c.value = value;
}

int k_set(lua_State* L) {
  require_change(L, "set");
  const char* name = luaL_checkstring(L, 1);
  const KernelAccess& a = access(L);
  CardKernel& k = *a.kernel;
  ApiCache::Name* slot = a.cache->name(L, 1, name, k);
  if (Counter* c = counter_named(k, slot, name)) {
    set_counter(L, *c, name, luaL_checkinteger(L, 2));
    return 0;
  }
  if (std::strlen(name) > 64) luaL_error(L, "variable names are at most 64 bytes");
  // The variable to write, made when new (after the value is checked, as an error leaves none).
  auto variable = [&]() -> VarValue& {
    if (VarValue* v = variable_named(k, slot, name)) return *v;
    return k.vars()[name];
  };
  switch (lua_type(L, 2)) {
    case LUA_TNIL: k.vars().erase(name); break;
    case LUA_TBOOLEAN: variable() = static_cast<bool>(lua_toboolean(L, 2)); break;
    case LUA_TNUMBER:
      if (!lua_isinteger(L, 2)) luaL_error(L, "variable '%s': numbers in the kernel are integers", name);
      variable() = static_cast<std::int64_t>(lua_tointeger(L, 2));
      break;
    case LUA_TSTRING: {
      std::size_t size = 0;
      const char* s = lua_tolstring(L, 2, &size);
      if (size > 256) luaL_error(L, "variable '%s': strings in the kernel are at most 256 bytes", name);
      variable() = std::string(s, size);
      break;
    }
    default: luaL_error(L, "variable '%s': the kernel keeps booleans, integers and strings, not a %s", name, luaL_typename(L, 2));
  }
  if (k.vars().size() > 1024) luaL_error(L, "more than 1024 variables");
  return 0;
}

int k_add(lua_State* L) {
  require_change(L, "add");
  const char* name = luaL_checkstring(L, 1);
  const KernelAccess& a = access(L);
  CardKernel& k = *a.kernel;
  Counter* c = counter_named(k, a.cache->name(L, 1, name, k), name);
  if (!c) luaL_error(L, "no counter is named '%s' (define it in setup with k.counter)", name);
  const lua_Integer by = luaL_checkinteger(L, 2);
  set_counter(L, *c, name, c->value + by);
  return 0;
}

int k_turn(lua_State* L) {
  lua_pushinteger(L, kernel(L).turn + 1);
  return 1;
}

int k_set_turn(lua_State* L) {
  require_change(L, "set_turn");
  kernel(L).turn = player_arg(L, 1);
  return 0;
}

int k_next_player(lua_State* L) {
  const int p = player_arg(L, 1);
  lua_pushinteger(L, (p + 1) % kernel(L).players() + 1);
  return 1;
}

int k_finish(lua_State* L) {
  require_change(L, "finish");
  luaL_checktype(L, 1, LUA_TTABLE);
  CardKernel& k = kernel(L);
  double result[32];
  for (int p = 1; p <= k.players(); ++p) {
    lua_geti(L, 1, p);
    if (!lua_isnumber(L, -1)) luaL_error(L, "k.finish needs a number for each of the %d players (player %d has none)", k.players(), p);
    const double r = lua_tonumber(L, -1);
    if (!std::isfinite(r)) luaL_error(L, "k.finish: player %d's return is not a finite number", p);
    result[p - 1] = r;
    lua_pop(L, 1);
  }
  k.result.assign(result, result + k.players());
  k.over = true;
  return 0;
}

}  // namespace

KernelAccessScope::KernelAccessScope(KernelAccess a) {
  scoped_access = a;
  current_access = &scoped_access;
}

KernelAccessScope::~KernelAccessScope() { current_access = nullptr; }

void push_kernel_api(lua_State* L) {
  static const luaL_Reg functions[] = {
      {"players", k_players}, {"zone", k_zone},       {"counter", k_counter},   {"cards", k_cards},
      {"count", k_count},     {"top", k_top},         {"where", k_where},       {"move", k_move},
      {"draw", k_draw},       {"shuffle", k_shuffle}, {"flip", k_flip},         {"face_up", k_face_up},
      {"reveal", k_reveal},   {"known", k_known},     {"id", k_id},             {"kind", k_kind},
      {"rule", k_rule},       {"rules", k_rules},     {"field", k_field},       {"get", k_get},
      {"set", k_set},         {"add", k_add},         {"turn", k_turn},         {"set_turn", k_set_turn},
      {"next_player", k_next_player}, {"finish", k_finish}, {"option", k_option}, {nullptr, nullptr}};
  // A read-only proxy: scripts cannot replace the kernel's functions or keep state in `k`.
  lua_newtable(L);
  lua_newtable(L);
  luaL_setfuncs(L, functions, 0);
  lua_setfield(L, -2, "__index");
  lua_pushcfunction(L, [](lua_State* S) -> int { return luaL_error(S, "the kernel table k is read-only"); });
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_newtable(L);
  lua_insert(L, -2);
  lua_setmetatable(L, -2);
}

}  // namespace dw::engine::kernel
