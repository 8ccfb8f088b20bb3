// icon_set: icon tables, icon tokens and sprite references.
#include "model/icon_set.hpp"

#include <algorithm>
#include <cctype>

#include "model/toml_reader.hpp"

namespace dw {

const IconDef* find_icon(const std::vector<IconDef>& icons, std::string_view name) {
  for (const auto& icon : icons)
    if (icon.name == name) return &icon;
  return nullptr;
}

bool valid_icon_name(std::string_view name) {
  if (name.empty() || name.size() > 64 || !std::isalpha(static_cast<unsigned char>(name[0]))) return false;
  return std::all_of(name.begin(), name.end(), [](char c) {
    return std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_';
  });
}

void read_icon_table(const toml::table& table, const std::string& file, std::vector<IconDef>& icons, Diagnostics& out) {
  for (const auto& [key, node] : table) {
    const std::string name(key.str());
    const SourcePos where = pos_of(node.source(), file);
    if (!valid_icon_name(name)) {
      out.error(pos_of(key.source(), file), "bad icon name '" + name + "'",
                "start with a letter and use letters, digits, '-' or '_'");
      continue;
    }
    auto src = node.as_string();
    if (!src || src->get().empty()) {
      out.error(where, "icon '" + name + "' must name an image file",
                "write " + name + " = \"art/" + name + ".svg\" or \"art/icons.svg#" + name + "\"");
      continue;
    }
    IconDef def{name, src->get(), where};
    auto it = std::find_if(icons.begin(), icons.end(), [&](const IconDef& d) { return d.name == name; });
    if (it != icons.end()) *it = def;
    else icons.push_back(def);
  }
}

std::size_t match_icon_token(std::string_view text, std::size_t pos, std::string* name) {
  if (pos >= text.size() || text[pos] != ':') return 0;
  const std::size_t close = text.find(':', pos + 1);
  if (close == std::string_view::npos) return 0;
  const std::string_view candidate = text.substr(pos + 1, close - pos - 1);
  if (!valid_icon_name(candidate)) return 0;
  if (name) *name = std::string(candidate);
  return close - pos + 1;
}

std::vector<IconToken> icon_tokens_in(std::string_view text) {
  std::vector<IconToken> out;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\\' && i + 1 < text.size()) {
      ++i;  // an escaped character is never the start of a token
      continue;
    }
    std::string name;
    if (const std::size_t n = match_icon_token(text, i, &name)) {
      out.push_back({name, i});
      i += n - 1;
    }
  }
  return out;
}

AssetRef split_asset_ref(const std::string& src) {
  const auto hash = src.find('#');
  if (hash == std::string::npos) return {src, {}};
  return {src.substr(0, hash), src.substr(hash + 1)};
}

}  // namespace dw
