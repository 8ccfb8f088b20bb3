// api_cache: what one interpreter remembers between rules calls so that the `k` functions find
// zones and card rules without comparing names: each zone name and rules key a script passes is
// anchored once as a Lua string (so the interpreter's own string identity names it from then on),
// each card definition's rule value under a key is looked up once, string values kept as Lua
// strings, and each counter or variable name knows its place among the kernel's values. The cache belongs to one lua_State and to the catalogue of the kernels it last served
// (a kernel of another catalogue starts it afresh).
#pragma once

#include <memory>
#include <vector>

#include "engine/kernel/card_kernel.hpp"

struct lua_State;

namespace dw::engine::kernel {

class ApiCache {
 public:
  ApiCache() = default;
  ApiCache(const ApiCache&) = delete;
  ApiCache& operator=(const ApiCache&) = delete;

  // The zone named `name`, the string at stack index `index` of L (-1 when no zone has that name).
  int zone(lua_State* L, int index, const char* name, const CardKernel& k);

  // The value of rule `key` (the string at stack index `key_index`, dotted paths allowed) of the
  // card definition `definition` (a set.cards index): null when the card has none; a string value
  // also comes as a registry reference to the same Lua string (-1 when not kept), which is pushed
  // without hashing it again.
  struct Rule {
    const Value* value = nullptr;
    int string_ref = -1;
  };
  Rule rule(lua_State* L, int key_index, const char* key, const CardKernel& k, int definition);

  // What the cache knows of a counter or variable name: the counter's position in k.counters()
  // (-1: no counter has the name), and where a variable of that name was last found in k.vars().
  struct Name {
    const char* name = nullptr;  // the anchored Lua string
    int counter = -1;
    std::size_t variable = 0;
  };
  // The entry of the name that is the string `text` at stack index `index` of L, found by the
  // string's identity; null while set-up runs (counters may still be added) and for names Lua
  // does not intern (the caller then looks the name up by its text).
  Name* name(lua_State* L, int index, const char* text, const CardKernel& k);

 private:
  static constexpr std::size_t kShortString = 40;  // Lua interns strings up to this length
  static constexpr std::size_t kMostKeys = 64;     // keys cached; further keys are looked up each call
  static constexpr std::size_t kMostNames = 256;   // counter and variable names cached

  struct Key {
    const char* name = nullptr;  // the anchored Lua string
    std::vector<Rule> by_definition;
    std::vector<unsigned char> looked_up;  // per definition
  };

  // Starts afresh when `k` plays another catalogue than the cached one.
  void bind(lua_State* L, const CardKernel& k);
  // Anchors the value at stack index `index` in the registry (released when the cache starts
  // afresh) and returns its reference.
  int anchor(lua_State* L, int index);

  std::shared_ptr<KernelCatalogue> catalogue_;  // held, so its address names only it
  std::vector<int> anchors_;
  std::vector<const char*> zone_names_;  // per zone: its anchored name, or null until first asked
  std::vector<Key> keys_;
  std::vector<Name> names_;
};

}  // namespace dw::engine::kernel
