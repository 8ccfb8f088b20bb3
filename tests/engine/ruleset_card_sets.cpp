// ruleset_card_sets: finding each ruleset's card set (see the header).
#include "ruleset_card_sets.hpp"

#include <algorithm>
#include <cctype>
#include <toml++/toml.h>

#include "engine/registry.hpp"

namespace dw::engine::testing {

namespace {

// The `ruleset` key of dir/set.toml, or "" when it has none or cannot be read.
std::string ruleset_of(const std::filesystem::path& dir) {
  const auto file = dir / "set.toml";
  if (!std::filesystem::is_regular_file(file)) return {};
  try {
    const toml::table set = toml::parse_file(file.string());
    return set["ruleset"].value_or(std::string{});
  } catch (const toml::parse_error&) {
    return {};
  }
}

std::vector<std::filesystem::path> set_folders() {
  std::vector<std::filesystem::path> out;
  for (const char* root : {"cardsets", "tests/engine/cardsets"}) {
    std::vector<std::filesystem::path> here;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(DW_SOURCE_DIR) / root))
      if (entry.is_directory()) here.push_back(entry.path());
    std::sort(here.begin(), here.end());
    out.insert(out.end(), here.begin(), here.end());
  }
  return out;
}

}  // namespace

std::vector<RulesetUnderTest> rulesets_under_test() {
  std::vector<std::pair<std::string, std::filesystem::path>> sets;
  for (const auto& dir : set_folders()) sets.emplace_back(ruleset_of(dir), dir);
  std::vector<RulesetUnderTest> out;
  for (const auto& info : rulesets()) {
    std::vector<std::filesystem::path> named;
    for (const auto& [ruleset, dir] : sets)
      if (ruleset == info.name) named.push_back(dir);
    if (named.empty()) out.push_back(RulesetUnderTest{info.name, {}, camel_case(info.name)});
    for (const auto& dir : named) {
      const std::string name = camel_case(info.name) + (named.size() > 1 ? camel_case(dir.filename().string()) : "");
      out.push_back(RulesetUnderTest{info.name, dir, name});
    }
  }
  return out;
}

std::string camel_case(const std::string& ruleset) {
  std::string out;
  bool upper = true;
  for (char c : ruleset) {
    if (!std::isalnum(static_cast<unsigned char>(c))) {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
    upper = false;
  }
  return out;
}

}  // namespace dw::engine::testing
