// card_verdicts: what the per-card win-rate flags of every line-up amount to. The flags (a
// correlation: players who drew the card won more or less often) only pick the candidates; the
// verdict rests on restricted play (the same seeds again with one seat forbidden the card), with
// the share of wins it costs and its 95% interval, Holm-adjusted over the run's confirmations.
// A card gets one verdict, reported once with the line-ups that show it: flagged one way by some
// line-ups and the other way by others, each direction is tested on its own strongest line-up,
// and when both hold the verdict is that of the strongest players and says that it depends on
// player strength. A confirmed dominant card is an error when even the lower bound of the wins
// lost reaches both dominance levels (AnalysisSettings).
#pragma once

#include <cstddef>
#include <string>
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

// How strong a line-up's players are: its weakest agent's rank (random 0, greedy 1, a searching
// player such as ismcts 2).
int player_strength(const std::vector<std::string>& agents);

// One direction of a card's flags, tested by restricted play on one line-up.
struct TestedDirection {
  bool dominant = false;
  bool confirmed = false;  // restricted play showed the effect (Holm-adjusted)
  int strength = 0;        // player_strength of the line-up it was tested on
  double share_lost = 0;   // effect size: the share of its wins the forbidden seat lost
};

// The one verdict on a card from its tested directions (one or two, one per direction flagged).
struct CardVerdict {
  enum class Kind { dominant, weak, unconfirmed } kind = Kind::unconfirmed;
  std::size_t decided_by = 0;               // the tested direction the verdict follows
  bool depends_on_player_strength = false;  // flagged both ways, and at least one way confirmed
};
CardVerdict reconcile(const std::vector<TestedDirection>& tested);

// Restricted play on line-up `lineup`: its games again (at most settings.confirm_games) with one
// seat per game forbidden `card`; the wins that seat lost and gained, the sign test and the share
// of its wins lost with its intervals (holm_p and confirmed are left for the caller).
Confirmation restricted_play(const AnalysisContext& ctx, const LineupTally& t, std::size_t lineup, const std::string& card,
                             const std::string& suspected, const AnalysisSettings& settings);

// "forbidding it changed the seat's wins by -31% (95% CI -38% to -24%)".
std::string effect_text(const Confirmation& c);

// Appends one finding per card and direction to report.findings and the restricted-play results
// to report.confirmations (report.lineups must be filled).
void judge_card_flags(Report& report, const std::vector<LineupTally>& tallies, std::vector<CardFlag> flags_in,
                      const AnalysisContext& ctx, const AnalysisSettings& settings);

}  // namespace dw::validate
