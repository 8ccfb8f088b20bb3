// analysis: from the line-ups' tallies to figures and findings. Crashes (with replay files) and
// endless games, cards drawn but never playable, cards never chosen by a searching agent when
// playable (dead cards), per-card win rates when drawn against when not drawn with Wilson
// intervals and Benjamini-Hochberg across every card, confirmed or not by restricted play (the
// same seeds with one seat forbidden the card), a card's choice rate when legal (dead when even
// its upper bound is tiny, an agent artefact when other players use it), first-player advantage and seat balance, games
// that mostly end without a winner, and decisions that seldom offer a choice.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <vector>

#include "engine/game.hpp"
#include "model/card_set.hpp"
#include "validate/game_runner.hpp"
#include "validate/report.hpp"
#include "validate/tally.hpp"

namespace dw::validate {

struct AnalysisSettings {
  double false_discovery_rate = 0.05;  // Benjamini-Hochberg level for win-rate flags
  int min_group = 30;                  // player-games needed on each side of a card comparison
  double min_effect = 0.05;            // smallest win-rate difference worth a flag
  double max_timeout_share = 0.05;     // more games than this stopped at the cap: an error
  int min_seen_for_never_playable = 20;  // player-games with the card drawn before "never playable"
  int min_playable_for_dead = 30;        // decisions with the card playable before "dead card"
  double dead_choice_rate = 0.02;        // dead: the 95% Wilson upper bound of the rate at which the
                                         // searching players chose it when legal is below this
  double confirm_level = 0.05;         // level of a confirmation (sign test, Holm over the run's confirmations)
  int confirm_cards = 4;               // flagged cards confirmed, the strongest first (0: none)
  double dominance = 0.25;             // a confirmed card is dominant (an error) when forbidding it
                                       // costs a player at least this share of their wins
  double dominance_leverage = 5;       // ... and at least this many times the card's share of its
                                       // deck (a card that is 12% of the deck costing 12% of the
                                       // wins pulls its weight; five times that is dominant)
  int confirm_games = 2000;            // paired games per confirmation (at most the line-up's)
  int endless_candidates = 3;          // cards tested by restricted play per endless finding
  int endless_confirm_games = 200;     // ... each on this many of the line-up's first games (more
                                       // when a stopped game kept for evidence lies beyond them)
  int replays = 3;                     // replay files per line-up for crashes and for timeouts
  double max_draw_share = 0.5;         // more finished games than this without a sole winner: a warning
  double min_choice_share = 0.5;       // fewer decisions than this with two or more options: a warning
};

struct AnalysisContext {
  const CardSet& set;
  const engine::Game& game;
  const CardIndex& cards;
  std::uint64_t seed = 1;
  int jobs = 1;
  std::filesystem::path replay_dir;  // where replay files go (empty: none written)
  // Per card (set order): its copies over the size of the deck it is drawn from, from the
  // ruleset's deck rules; 0 where unknown (then only the share of wins counts).
  std::vector<double> deck_share;
  std::function<void(long long done, long long total)> progress;  // restricted play
};

// Fills report.lineups, report.confirmations and appends the play findings to report.findings.
void analyse(Report& report, const std::vector<LineupTally>& tallies, const AnalysisContext& context,
             const AnalysisSettings& settings);

// The per-line-up figures of one tally (cards' q-values left at 1).
LineupStats lineup_stats(const LineupTally& t, const CardIndex& cards, const AnalysisSettings& settings);

}  // namespace dw::validate
