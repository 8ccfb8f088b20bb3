// static_checks: what the validator finds without playing: the ruleset's declared facts
// (engine/card_facts.hpp: deck sizes, references between cards, printed numbers, cards that cost
// more than they can give back) and the
// ruleset's own refusal of the set (mechanics outside its vocabulary), as findings.
#pragma once

#include <memory>
#include <vector>

#include "engine/game.hpp"
#include "engine/registry.hpp"
#include "model/card_set.hpp"
#include "validate/finding.hpp"

namespace dw::validate {

// `options` must have the players and every option filled in (complete_options).
std::vector<Finding> check_deck_rules(const CardSet& set, const engine::RulesetInfo& ruleset,
                                      const engine::GameOptions& options);
std::vector<Finding> check_references(const CardSet& set, const engine::RulesetInfo& ruleset);
std::vector<Finding> check_printed_numbers(const CardSet& set, const engine::RulesetInfo& ruleset);
// `options` complete, as for check_deck_rules.
std::vector<Finding> check_payoffs(const CardSet& set, const engine::RulesetInfo& ruleset, const engine::GameOptions& options);

// The options with the ruleset's default player count and option values filled in.
engine::GameOptions complete_options(engine::GameOptions options, const engine::RulesetInfo& ruleset);

// Builds the game. When the ruleset refuses the set, each of its errors becomes a finding
// (vocabulary, or deck-rules when it is about the set as a whole and a deck finding exists
// already, in which case it is folded into that finding's evidence) and nullptr is returned.
// The ruleset's warnings become warnings.
std::shared_ptr<const engine::Game> build_game(const CardSet& set, const engine::GameOptions& options,
                                               std::vector<Finding>& findings);

// The card whose [[card]] table holds `where` (the nearest card header above it in that file).
const Card* card_at(const CardSet& set, const SourcePos& where);

}  // namespace dw::validate
