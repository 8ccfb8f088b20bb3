// card_facts: what a ruleset declares about a card set for the validator's static checks (no
// play): the decks its rules need, the cards that name other cards, the numbers printed on
// cards that must equal a rules value, and what cards cost against the most they can give
// back. Each is an optional hook of RulesetInfo (registry.hpp); a ruleset without the hook simply
// gets no such check.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "engine/game_options.hpp"
#include "engine/types.hpp"
#include "model/card_set.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine {

// One deck the rules build from the set, with the sizes the rules allow.
struct DeckRule {
  std::string deck;                   // "duel deck", "main deck"
  int cards = 0;                      // physical cards the set puts in it with these options
  int minimum = 0;                    // the least size the rules allow (0: no minimum)
  int exact = 0;                      // the only size the rules allow (0: any size)
  int dealt = 0;                      // cards dealt from it before play, all players together
  std::string dealt_why;              // "7 to each of 2 duelists"
  std::vector<std::string> card_ids;  // the card definitions it is made of, in set order
};

// A card that names another card of the set (a resource that requires another in play).
struct CardReference {
  std::string card;      // the card that names
  std::string target;    // the card id it names
  std::string relation;  // what the name means, in words: "needs in play before it can be placed"
  SourcePos where;       // where the name is written
  bool requirement = false;  // the target must be in play first: a circle of these never starts
};

// A field printed on a card that must show a rules value.
struct PrintedNumber {
  enum class Match {
    number,  // the field (an integer, or a text starting with a number) equals `expected`
    name,    // the field, lower-cased, "(...)" dropped and spaces made '-', equals `expected`
    word,    // some word of the field starts with `expected` less its last letter ("Dwarves": dwarf)
  };
  std::string card;
  std::string field;     // the printed field
  std::string expected;  // the rules value as it must print
  Match match = Match::number;
  std::string rule;      // the rules key it comes from, "rules.strength"
  SourcePos rules_where; // where the rules value is written
};

// What a card costs against the most it can ever give back, in one unit (Poise paid against
// Poise it can take off a target): a card whose cost is higher never pays for itself.
struct CardPayoff {
  std::string card;
  int cost = 0;
  int most = 0;           // the most it gives back in the best case the rules allow
  std::string unit;       // "Poise"
  std::string breakdown;  // how `most` is made up, in words
  std::string caveat;     // when paying more can still be right (may be empty)
  SourcePos where;        // where the cost is written
};

// A problem of the set's design the ruleset can see before play: seats that start unequal, a
// rules table that contradicts itself. `category` is one of validate/finding.hpp's.
struct DesignProblem {
  std::string category;               // "asymmetric-start", "rules-table"
  std::string card;                   // the card to change
  std::string message;
  std::string hint;
  SourcePos where;                    // the value to change
  std::vector<std::string> evidence;  // the figures behind it
};

using DeckRulesHook = std::function<std::vector<DeckRule>(const CardSet&, const GameOptions&)>;
using CardReferencesHook = std::function<std::vector<CardReference>(const CardSet&)>;
using PrintedNumbersHook = std::function<std::vector<PrintedNumber>(const CardSet&)>;
using CardPayoffsHook = std::function<std::vector<CardPayoff>(const CardSet&, const GameOptions&)>;
using DesignProblemsHook = std::function<std::vector<DesignProblem>(const CardSet&, const GameOptions&)>;

}  // namespace dw::engine
