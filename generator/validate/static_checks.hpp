// static_checks: what the validator finds without playing: the ruleset's declared facts
// (engine/card_facts.hpp: deck sizes, references between cards, printed numbers, cards that cost
// more than they can give back) and the
// ruleset's own refusal of the set (mechanics outside its vocabulary), as findings; numbers in
// card text against the rules table; circles of requirements.
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
// Names of cards the set lacks, and circles of requirements (check_requirement_circles).
std::vector<Finding> check_references(const CardSet& set, const engine::RulesetInfo& ruleset);
// Each circle of requirements once (A needs B in play first, B needs A): none of them can ever be
// placed. Names the card of the circle defined last in the set, at its requirement.
std::vector<Finding> check_requirement_circles(const CardSet& set, const std::vector<engine::CardReference>& refs);
std::vector<Finding> check_printed_numbers(const CardSet& set, const engine::RulesetInfo& ruleset);
// Numbers written into a card's text (declared `type = "text"`) that the card's rules table does
// not hold: a bold number (**3**) or a signed one (+1, −2) outside placeholders must equal some
// value of the card's rules, or text and mechanics have drifted apart. Cards without rules are
// not read.
std::vector<Finding> check_text_numbers(const CardSet& set);
// The ruleset's own findings of the set's design before play (asymmetric starts, rules tables
// that contradict themselves).
std::vector<Finding> check_design_problems(const CardSet& set, const engine::RulesetInfo& ruleset,
                                           const engine::GameOptions& options);
// `options` complete, as for check_deck_rules.
std::vector<Finding> check_payoffs(const CardSet& set, const engine::RulesetInfo& ruleset, const engine::GameOptions& options);

// The options with the default player count (the set's, when it is given and its ruleset lets it
// say: a rules script's `players`) and the ruleset's option values filled in.
engine::GameOptions complete_options(engine::GameOptions options, const engine::RulesetInfo& ruleset,
                                     const CardSet* set = nullptr);

// Builds the game. When the ruleset refuses the set, each of its errors becomes a finding
// (vocabulary, or deck-rules when it is about the set as a whole and a deck finding exists
// already, in which case it is folded into that finding's evidence) and nullptr is returned.
// The ruleset's warnings become warnings.
std::shared_ptr<const engine::Game> build_game(const CardSet& set, const engine::GameOptions& options,
                                               std::vector<Finding>& findings);

// The card whose [[card]] table holds `where` (the nearest card header above it in that file).
const Card* card_at(const CardSet& set, const SourcePos& where);

}  // namespace dw::validate
