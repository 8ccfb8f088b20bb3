// registry: the table of rulesets, built from engine/games/rulesets.def and the program's own
// registrations, and make_game.
#include "engine/registry.hpp"

#include <algorithm>
#include <stdexcept>

#include "model/suggest.hpp"

#define DW_RULESET(name) \
  namespace dw::engine::games::name { RulesetInfo ruleset_info(); }
#include "engine/games/rulesets.def"
#undef DW_RULESET

namespace dw::engine {

namespace {

// The program's own rulesets (RulesetRegistration), in the order they registered.
std::vector<RulesetInfo (*)()>& registered_makers() {
  static std::vector<RulesetInfo (*)()> makers;
  return makers;
}

// Set once rulesets() has built its table; a registration after that could not be seen.
bool& table_built() {
  static bool built = false;
  return built;
}

}  // namespace

RulesetRegistration::RulesetRegistration(RulesetInfo (*make_info)()) {
  if (table_built()) throw std::logic_error("a ruleset was registered after the table of rulesets was built");
  registered_makers().push_back(make_info);
}

const std::vector<RulesetInfo>& rulesets() {
  static const std::vector<RulesetInfo> all = [] {
    std::vector<RulesetInfo> list = {
#define DW_RULESET(name) games::name::ruleset_info(),
#include "engine/games/rulesets.def"
#undef DW_RULESET
    };
    for (auto* make_info : registered_makers()) {
      RulesetInfo info = make_info();
      for (const auto& r : list)
        if (r.name == info.name) throw std::logic_error("two rulesets are named '" + info.name + "'");
      list.push_back(std::move(info));
    }
    std::sort(list.begin(), list.end(),
              [](const RulesetInfo& a, const RulesetInfo& b) { return a.name < b.name; });
    table_built() = true;
    return list;
  }();
  return all;
}

const RulesetInfo* find_ruleset(std::string_view name) {
  for (const auto& r : rulesets())
    if (r.name == name) return &r;
  return nullptr;
}

int default_players_for(const RulesetInfo& ruleset, const CardSet& set) {
  return ruleset.set_default_players ? ruleset.set_default_players(set) : ruleset.default_players;
}

void use_rules_script(CardSet& set) {
  if (set.ruleset == kScriptRuleset) return;
  if (set.rules_script.empty())
    throw InputError(SourcePos{set.set_file.string(), 0, 0},
                     "the card set has no rules script to play instead of its ruleset '" + set.ruleset + "'",
                     "name one in set.toml: rules_script = \"rules/game.lua\", or leave out --scripted");
  set.ruleset = kScriptRuleset;
}

std::shared_ptr<const Game> make_game(const CardSet& set, GameOptions options, Diagnostics& warnings) {
  Diagnostics errors;
  auto fail = [&](std::string message, std::string hint, SourcePos where) {
    errors.error(std::move(where), std::move(message), std::move(hint));
  };
  const RulesetInfo* info = find_ruleset(set.ruleset);
  if (!info) {
    std::vector<std::string> names;
    std::string list;
    for (const auto& r : rulesets()) {
      names.push_back(r.name);
      list += (list.empty() ? "" : ", ") + r.name;
    }
    fail(set.ruleset.empty() ? "the card set names no ruleset"
                             : "no rules engine for ruleset '" + set.ruleset + "'" + did_you_mean(set.ruleset, names),
         "set ruleset = ... in set.toml to one of: " + list, SourcePos{set.set_file.string(), 0, 0});
    throw InputError(errors);
  }
  if (options.players == 0) options.players = default_players_for(*info, set);
  if (options.players < info->min_players || options.players > info->max_players)
    fail(info->name + " is for " + std::to_string(info->min_players) +
             (info->max_players != info->min_players ? " to " + std::to_string(info->max_players) : "") +
             " players, not " + std::to_string(options.players),
         "choose players=" + std::to_string(info->min_players) +
             (info->max_players != info->min_players ? " to " + std::to_string(info->max_players) : ""),
         options.where);
  if (!info->factory_checks_options) validate_options(options, info->options, errors);
  if (errors.has_errors()) throw InputError(errors);
  for (const auto& spec : info->options) options.rules.emplace(spec.name, spec.default_value);

  Diagnostics found;
  auto game = info->factory(set, options, found);
  for (const auto& d : found.items()) (d.severity == Severity::error ? errors : warnings).add(d);
  if (errors.has_errors() || !game) {
    if (!errors.has_errors()) fail("the " + info->name + " ruleset could not build a game", "", {});
    throw InputError(errors);
  }
  return game;
}

}  // namespace dw::engine
