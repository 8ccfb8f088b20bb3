// registry: ruleset name (the `ruleset` key of set.toml) -> what the ruleset is and how to build
// its Game. Adding a ruleset is one folder under engine/games/<name>/ that defines
// `RulesetInfo ruleset_info()` in namespace dw::engine::games::<name>, plus one line
// DW_RULESET(<name>) in engine/games/rulesets.def. A program may add rulesets of its own (a test
// build's test-only ruleset) with a RulesetRegistration.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/card_facts.hpp"
#include "engine/game.hpp"
#include "engine/game_options.hpp"
#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine {

// Builds a game; adds errors to `out` (and returns nullptr) when the card set or options are bad.
using GameFactory = std::function<std::shared_ptr<const Game>(const CardSet&, const GameOptions&,
                                                              Diagnostics& out)>;

struct RulesetInfo {
  std::string name;     // as written in set.toml: ruleset = "clashing-blades"
  std::string summary;  // one line for --help and reports
  int min_players = 2;
  int max_players = 2;
  int default_players = 2;
  // The default for one card set, when it is the set's to say (the lua ruleset: its script's
  // `players`); empty: default_players. Read through default_players_for.
  std::function<int(const CardSet&)> set_default_players;
  std::vector<OptionSpec> options;
  // True when the options are not known before the card set is read (the lua ruleset: its script
  // declares them): make_game and the validator then leave checking them and filling in their
  // defaults to the factory, and `options` is empty.
  bool factory_checks_options = false;
  GameFactory factory;
  // Optional hooks for the validator's static checks (card_facts.hpp); empty: no such check.
  DeckRulesHook deck_rules;
  CardReferencesHook card_references;
  PrintedNumbersHook printed_numbers;
  CardPayoffsHook card_payoffs;
  DesignProblemsHook design_problems;
};

// The number of players a game of `set` has when the options do not say.
int default_players_for(const RulesetInfo& ruleset, const CardSet& set);

// Every registered ruleset (those of rulesets.def and any RulesetRegistration), sorted by name.
const std::vector<RulesetInfo>& rulesets();

// Adds a ruleset that is not in rulesets.def, for the program it is linked into; the deckwright
// binary has none. Define one at namespace scope, so it runs during static initialisation:
//   const RulesetRegistration registration(&my_ruleset_info);
// Registering after the first call of rulesets(), or a name already taken, throws
// std::logic_error.
class RulesetRegistration {
 public:
  explicit RulesetRegistration(RulesetInfo (*make_info)());
};
const RulesetInfo* find_ruleset(std::string_view name);

// The ruleset that plays a card set's rules script (set.toml `rules_script`).
inline constexpr const char* kScriptRuleset = "lua";

// A set may name a built-in `ruleset` and also carry the same game as a `rules_script` (the
// scripted Clashing Blades! beside the C++ ruleset). This switches `set` to its script, as
// `play --scripted`, `validate --scripted` and `replay` of a scripted game do: its ruleset becomes
// "lua". Throws InputError (at set.toml) when the set has no rules_script. A set whose ruleset is
// already "lua" is left as it is.
void use_rules_script(CardSet& set);

// The game for `set` (its `ruleset` key) with `options`: checks the ruleset name, the player count
// and the option names and values, fills in defaults, then calls the ruleset's factory. Throws
// InputError carrying every error; warnings are added to `warnings`.
std::shared_ptr<const Game> make_game(const CardSet& set, GameOptions options, Diagnostics& warnings);

}  // namespace dw::engine
