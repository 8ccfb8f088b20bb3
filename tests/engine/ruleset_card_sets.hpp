// ruleset_card_sets: which card sets each registered ruleset is tested with, found by scanning
// set.toml files for their `ruleset` key (no table to keep up to date): the bundled sets under
// cardsets/ first, then the test build's own sets under tests/engine/cardsets/. A ruleset several
// sets name (lua: one rules script per set) is tested on each of them.
#pragma once

#include <filesystem>
#include <ostream>
#include <string>
#include <vector>

namespace dw::engine::testing {

struct RulesetUnderTest {
  std::string ruleset;              // as registered: "clashing-blades"
  std::filesystem::path card_set;   // its card set's folder; empty when no set names the ruleset
  std::string name;                 // the instance's name: "ClashingBlades", or "LuaGermanWhist" when
                                    // several sets name the ruleset (the folder's name added)
};

// How GoogleTest shows a parameter: the ruleset and its card set.
inline void PrintTo(const RulesetUnderTest& r, std::ostream* out) {
  *out << r.ruleset << " on " << (r.card_set.empty() ? std::string("no card set") : r.card_set.string());
}

// One entry per card set of each ruleset of rulesets(), in the registry's order and then in folder
// name order (cardsets/ before tests/engine/cardsets/); one entry with no card set for a ruleset
// that no set names.
std::vector<RulesetUnderTest> rulesets_under_test();

// "clashing-blades" -> "ClashingBlades", "hand-size=3,max-deals=4" -> "HandSize3MaxDeals4": a
// ruleset name or an options string as a GoogleTest name part.
std::string camel_case(const std::string& ruleset);

}  // namespace dw::engine::testing
