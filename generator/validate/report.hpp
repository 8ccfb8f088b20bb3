// report: everything one validation run established, ready to print: the run's settings, the
// findings, and per line-up the outcome figures (completion, draws, timeouts, seat and agent win
// rates with Wilson intervals, game lengths, decisions) and the per-card figures, plus the
// restricted-play confirmations. to_json writes the JSON report (schema in validate/README.md);
// it holds no timings, so the same seed gives the same file for any --jobs and any sharding.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "validate/finding.hpp"
#include "validate/statistics.hpp"
#include "validate/tally.hpp"

namespace dw::validate {

inline constexpr int kReportSchemaVersion = 1;

struct RateWithInterval {
  int count = 0;
  int of = 0;
  double rate = 0;
  Interval interval;
};
RateWithInterval rate_of(int count, int of);

// Figures as findings word them: "12.5%"; "3 of 8 (37.5%, 95% CI 13.7% to 69.4%)"; a number
// through printf's `format`.
std::string percent_text(double share);
std::string rate_text(const RateWithInterval& r);
std::string number_text(double x, const char* format = "%.3g");

struct CardStats {
  std::string card;
  RateWithInterval seen;     // win rate of players who drew it
  RateWithInterval unseen;   // ... who did not
  bool comparable = false;   // enough player-games on both sides, not tied to one seat
  double improvement = 0;    // seen minus unseen win rate (17lands' IWD)
  double relative = 0;       // improvement minus the line-up's mean improvement (what is flagged)
  double p = 1;              // z test of `relative` against 0
  double q = 1;              // Benjamini-Hochberg across every comparable card of every line-up
  int playable_games = 0;
  int played_games = 0;
  int playable = 0;
  int chosen = 0;
  int search_playable = 0;
  int search_chosen = 0;
};

struct LengthStats {
  double mean = 0;
  int min = 0;
  int p25 = 0;  // quartiles: the length spread
  int median = 0;
  int p75 = 0;
  int p90 = 0;
  int max = 0;
  std::vector<std::pair<int, int>> histogram;  // (decisions, games), ascending
};

// A mean over games with a normal-approximation 95% interval (mean +- 1.96 sd / sqrt(n)).
struct MeanWithInterval {
  double mean = 0;
  int of = 0;  // games
  Interval interval;
};
// The mean of a histogram (value -> games), each value multiplied by `scale`, and its interval.
MeanWithInterval mean_of(const std::map<int, int>& histogram, double scale = 1.0);

// Game-level design metrics of a line-up, as game-design research reports them (CardStock,
// Ludii): seat fairness, decisiveness, lead changes and the spread of lengths.
struct DesignMetrics {
  RateWithInterval first_player;  // share of the decided games won by seat 0
  // Per decided game, the share of its decisions after which the eventual winner led for good by
  // the ruleset's heuristic (1: the winner led from the first decision; 0: clear only at the end).
  MeanWithInterval decisiveness;
  MeanWithInterval lead_changes;  // per finished game
};

// Skill depth: how often a searching player beats a random one, from a line-up that seats both.
struct SkillDepth {
  std::string lineup;
  std::string search_agent;
  RateWithInterval search_wins;  // of the finished games
};

struct LineupStats {
  std::string label;
  std::vector<std::string> agents;
  int players = 0;
  int games = 0;
  RateWithInterval completed;  // a sole winner
  RateWithInterval shared;     // draws and shared wins
  RateWithInterval timeouts;
  int crashes = 0;
  std::vector<RateWithInterval> seats;   // share of the decided games each seat won (seat 0 plays first)
  std::vector<RateWithInterval> agents_won;  // win rate per agent of the line-up
  double decisions_per_game = 0;
  double actions_per_game = 0;
  double multi_option_share = 0;  // decisions with more than one legal action
  // The mean improvement of the comparable cards: what drawing any card goes with. Where players
  // who draw more cards win more (a game of drawing, or longer games for the winner), every card
  // seems to help; cards are judged against this mean instead of against 0.
  double mean_improvement = 0;
  LengthStats length;
  DesignMetrics design;
  std::vector<CardStats> cards;
  std::vector<GameRef> crash_games;
  std::vector<GameRef> timeout_games;
};

struct Confirmation {
  std::string card;
  std::string lineup;
  std::string suspected;  // "dominant", "weak", "dead" or "never-playable"
  int games = 0;          // paired games (same seed, one seat forbidden the card)
  int baseline_wins = 0;  // the forbidden seat's wins without the restriction
  int restricted_wins = 0;
  int lost_by_restriction = 0;  // won before, not with the card forbidden
  int won_by_restriction = 0;   // the other way round
  double p = 1;                 // sign test on those two
  double holm_p = 1;            // p adjusted (Holm) over every confirmation of the run
  // Share of its wins the forbidden seat lost, (lost - gained) / baseline, with a one-sided 95%
  // lower bound: a dominant card is an error only when that bound reaches the dominance level.
  double share_lost = 0;
  double share_lost_low = 0;
  Interval share_lost_interval;  // two-sided 95% interval of share_lost: the effect size's interval
  bool confirmed = false;
};

struct Report {
  std::string set_id;
  std::string set_title;
  std::string ruleset;
  std::string options;  // "players=2,max-deals=100"
  std::uint64_t seed = 0;
  bool simulated = false;
  std::vector<Finding> findings;  // sorted: errors, warnings, notes
  std::vector<LineupStats> lineups;
  std::vector<Confirmation> confirmations;
  std::vector<SkillDepth> skill_depth;  // one per line-up that seats a searching and a random player
  double dead_choice_rate = 0.02;  // a line-up "uses" a card it chose at least this often when legal
  int errors() const { return count_findings(findings, Severity::error); }
  int warnings() const { return count_findings(findings, Severity::warning); }
};

Json to_json(const Report& report);

}  // namespace dw::validate
