// icon_set: named icons a template or card set declares ([icons] sword = "art/icons.svg#sword"),
// the `:name:` tokens that place them in text, and image references that may name one element
// of an SVG sprite sheet after a '#'. Token scanning lives here, in the model, so the load-time
// check and the renderer's markup parser agree on what is an icon.
#pragma once

#include <string>
#include <string_view>
#include <toml++/toml.h>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw {

struct IconDef {
  std::string name;
  std::string src;  // an image path relative to the set (or project), optionally with #element-id
  SourcePos where;
  bool operator==(const IconDef&) const = default;
};

// The icon called `name` in `icons`, or nullptr.
const IconDef* find_icon(const std::vector<IconDef>& icons, std::string_view name);

// Adds or replaces (by name) the entries of an [icons] table; bad names and values are errors.
void read_icon_table(const toml::table& table, const std::string& file, std::vector<IconDef>& icons, Diagnostics& out);

// Whether `name` is a valid icon name: a letter, then letters, digits, '-' or '_'.
bool valid_icon_name(std::string_view name);

// The length of the icon token `:name:` starting at text[pos] (which must be ':'), or 0 when none
// starts there. The name goes to `name`.
std::size_t match_icon_token(std::string_view text, std::size_t pos, std::string* name);

struct IconToken {
  std::string name;
  std::size_t offset = 0;  // byte offset of the opening ':'
};
// Every icon token of a text in order, skipping escaped colons ("\:").
std::vector<IconToken> icon_tokens_in(std::string_view text);

// "art/icons.svg#sword" -> file "art/icons.svg", fragment "sword"; no '#' -> empty fragment.
struct AssetRef {
  std::string file;
  std::string fragment;
};
AssetRef split_asset_ref(const std::string& src);

}  // namespace dw
