// endless_cards: which cards go with a line-up's endless games (games stopped at the ruleset's
// length cap), for any set, built on another (`base =`) or not. Correlation picks the
// candidates: the cards played most often per decision in the stopped games (a card that keeps a
// game going is played again and again; how often in the finished games is shown beside it, but
// a card common in every game may be the cause too, so it does not rule one out). Restricted
// play decides: the line-up's first games (up to endless_confirm_games, those whose stop is
// known) are played again on the same seeds with the candidate forbidden to every seat, and the
// candidate goes with the endless games when markedly fewer of them stop (one-sided sign test on
// the games that changed, Holm over the candidates tested). In a set built on another, the cards it
// adds or changes are named besides (the base's games end); a card no one plays (a chart, a
// rules card) can only be named that way or by a static check.
#pragma once

#include <cstddef>

#include "validate/analysis.hpp"
#include "validate/finding.hpp"
#include "validate/tally.hpp"

namespace dw::validate {

// Adds to `f` (an endless finding of line-up `lineup`, tallied in `t`) the evidence on the cards
// behind its stopped games, and names the card: the candidate whose restriction ended the most
// stopped games, else (a set with a base) the first card the set changed.
void name_endless_cards(Finding& f, const LineupTally& t, std::size_t lineup, const AnalysisContext& ctx,
                        const AnalysisSettings& settings);

}  // namespace dw::validate
