// finding: one thing the validator found in a card set, with its category, severity, the card it
// names and the evidence (figures, seeds, replay files). The wording of the findings lives where
// they are made (static_checks.cpp, analysis.cpp, validation.cpp); this file holds the type, the
// category names and the GCC-style formatting.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"

namespace dw::validate {

// The categories, as written in reports (JSON "category"). Static checks first, then play.
namespace category {
inline constexpr const char* load = "load";                      // the loader's warnings
inline constexpr const char* vocabulary = "vocabulary";          // mechanics the ruleset does not know
inline constexpr const char* reference = "reference";            // a card names a card the game lacks
inline constexpr const char* deck_rules = "deck-rules";          // a deck the rules cannot use
inline constexpr const char* printed_number = "printed-number";  // printed value != rules value
inline constexpr const char* overcosted = "overcosted";          // costs more than it can give back
inline constexpr const char* asymmetric_start = "asymmetric-start";  // seats begin with unequal cards or values
inline constexpr const char* rules_table = "rules-table";        // a rules table contradicts itself
inline constexpr const char* overflow = "overflow";              // text overflows its box
inline constexpr const char* tofu = "tofu";                      // a character no font has
inline constexpr const char* font_fallback = "font-fallback";    // drawn in another family
inline constexpr const char* low_resolution = "low-resolution";  // image below 300 ppi
inline constexpr const char* design_risk = "design-risk";        // a trim-edge border, text outside the safe zone
inline constexpr const char* render = "render";                  // other problems drawing a card
inline constexpr const char* crash = "crash";                    // an exception or broken invariant
inline constexpr const char* endless = "endless";                // games stopped at the length cap
inline constexpr const char* never_playable = "never-playable";  // drawn, never legal to play
inline constexpr const char* dead_card = "dead-card";            // playable, never chosen
inline constexpr const char* agent_artefact = "agent-artefact";  // one player never chose it, another did
inline constexpr const char* dominant = "dominant-card";         // holding it wins far more
inline constexpr const char* weak = "weak-card";                 // holding it wins far less
inline constexpr const char* first_player = "first-player";      // seat 0's win rate is off
inline constexpr const char* seat_balance = "seat-balance";      // some seat wins more than fair
inline constexpr const char* no_choice = "no-choice";            // few decisions have two options
inline constexpr const char* drawish = "drawish";                // most games end with no sole winner
}  // namespace category

struct Finding {
  Severity severity = Severity::error;
  std::string category;
  std::string card;      // the card it names (may be empty)
  std::string message;   // one sentence
  std::string hint;      // what to do (may be empty)
  SourcePos where;       // where it is written (may be empty)
  std::string lineup;    // simulation findings: the agent line-up
  std::vector<std::string> evidence;    // figures, in words
  std::vector<std::uint64_t> seeds;     // games that show it
  std::vector<std::string> replays;     // replay files written for them
  bool operator==(const Finding&) const = default;
};

const char* severity_word(Severity s);
// As a GCC-style diagnostic (file:line:col: error: [category] message [card X]), hint and
// evidence indented below.
std::string format_finding(const Finding& f);
// Errors first, then warnings, then notes; within each, static before play, stable otherwise.
void sort_findings(std::vector<Finding>& findings);
int count_findings(const std::vector<Finding>& findings, Severity s);

}  // namespace dw::validate
