// card_verdicts: what the per-card win-rate flags of every line-up amount to. A card flagged in
// one direction (dominant or weak) by several line-ups is one finding with the evidence of each;
// the strongest (by their largest z) are confirmed by restricted play (the same seeds again with
// one seat forbidden the card, on the line-up with the strongest evidence), Holm-adjusted over
// the run's confirmations; a confirmed dominant card is an error when even the lower bound of the
// wins lost reaches both dominance levels (AnalysisSettings).
#pragma once

#include <cstddef>
#include <vector>

#include "validate/analysis.hpp"

namespace dw::validate {

// A card of a line-up whose win rate stands out (analysis.cpp finds them).
struct CardFlag {
  std::size_t lineup;
  std::size_t card;
  bool dominant;  // more wins when drawn; otherwise fewer
  double z;       // strength of the evidence, for choosing which to confirm
};

// Appends one finding per card and direction to report.findings and the restricted-play results
// to report.confirmations (report.lineups must be filled).
void judge_card_flags(Report& report, const std::vector<LineupTally>& tallies, std::vector<CardFlag> flags_in,
                      const AnalysisContext& ctx, const AnalysisSettings& settings);

}  // namespace dw::validate
