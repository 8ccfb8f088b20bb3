// api_cache: zone numbers and rule values found by the identity of the script's Lua strings.
//
// Lua keeps one object per distinct short string while any reference to it lives, so once a
// name is anchored in the registry, a string argument with the same address is that name and any
// other address is another string. Long strings are not interned: they are looked up by content
// every time and never anchored. Names are read up to their first NUL byte, as luaL_checkstring
// callers always read them.
#include "engine/kernel/api_cache.hpp"

#include <cstring>
#include <string_view>

extern "C" {
#include <lauxlib.h>
#include <lua.h>
}

namespace dw::engine::kernel {

void ApiCache::bind(lua_State* L, const CardKernel& k) {
  if (catalogue_ == k.catalogue_ptr()) return;
  for (int ref : anchors_) luaL_unref(L, LUA_REGISTRYINDEX, ref);
  anchors_.clear();
  zone_names_.clear();
  keys_.clear();
  names_.clear();
  catalogue_ = k.catalogue_ptr();
}

int ApiCache::anchor(lua_State* L, int index) {
  lua_pushvalue(L, index);
  const int ref = luaL_ref(L, LUA_REGISTRYINDEX);
  anchors_.push_back(ref);
  return ref;
}

int ApiCache::zone(lua_State* L, int index, const char* name, const CardKernel& k) {
  bind(L, k);
  for (std::size_t z = 0; z < zone_names_.size(); ++z)
    if (zone_names_[z] == name) return static_cast<int>(z);
  const std::string_view text(name);
  const int z = k.find_zone(text);
  if (z >= 0 && text.size() <= kShortString && lua_rawlen(L, index) == text.size()) {
    const auto slot = static_cast<std::size_t>(z);
    if (zone_names_.size() <= slot) zone_names_.resize(slot + 1, nullptr);
    if (!zone_names_[slot]) {
      anchor(L, index);
      zone_names_[slot] = name;
    }
  }
  return z;
}

ApiCache::Rule ApiCache::rule(lua_State* L, int key_index, const char* key, const CardKernel& k, int definition) {
  bind(L, k);
  const Card& card = k.catalogue().set->cards[static_cast<std::size_t>(definition)];
  Key* slot = nullptr;
  for (Key& known : keys_) {
    if (known.name == key) {
      slot = &known;
      break;
    }
  }
  if (!slot) {
    const std::size_t size = lua_rawlen(L, key_index);
    if (size > kShortString || size != std::string_view(key).size() || keys_.size() >= kMostKeys)
      return Rule{card.rules.find_path(std::string_view(key)), -1};
    anchor(L, key_index);
    const std::size_t definitions = k.catalogue().set->cards.size();
    keys_.push_back(Key{key, std::vector<Rule>(definitions), std::vector<unsigned char>(definitions, 0)});
    slot = &keys_.back();
  }
  const auto d = static_cast<std::size_t>(definition);
  if (!slot->looked_up[d]) {
    Rule found{card.rules.find_path(std::string_view(key)), -1};
    if (found.value && found.value->kind == Value::Kind::string) {
      lua_pushlstring(L, found.value->string.data(), found.value->string.size());
      found.string_ref = anchor(L, -1);
      lua_pop(L, 1);
    }
    slot->by_definition[d] = found;
    slot->looked_up[d] = 1;
  }
  return slot->by_definition[d];
}

ApiCache::Name* ApiCache::name(lua_State* L, int index, const char* text, const CardKernel& k) {
  if (!k.frozen()) return nullptr;
  bind(L, k);
  for (Name& known : names_)
    if (known.name == text) return &known;
  const std::size_t size = lua_rawlen(L, index);
  if (size > kShortString || size != std::strlen(text) || names_.size() >= kMostNames) return nullptr;
  anchor(L, index);
  Name added{text};
  // Every kernel of the catalogue has the counters set-up defined, in the same (name) order.
  const auto counter = k.counters().find(text);
  if (counter != k.counters().end()) added.counter = static_cast<int>(counter - k.counters().begin());
  names_.push_back(added);
  return &names_.back();
}

}  // namespace dw::engine::kernel
