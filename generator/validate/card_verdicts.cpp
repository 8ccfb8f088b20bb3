// card_verdicts: grouping the flags by card, restricted play per direction, one verdict per card
// and the findings' wording.
#include "validate/card_verdicts.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>

#include "validate/lineup.hpp"
#include "validate/simulation.hpp"

namespace dw::validate {

Confirmation restricted_play(const AnalysisContext& ctx, const LineupTally& t, std::size_t lineup, const std::string& card,
                             const std::string& suspected, const AnalysisSettings& settings) {
  Confirmation c;
  c.card = card;
  c.lineup = t.label;
  c.suspected = suspected;
  const int games = std::min(t.planned, settings.confirm_games);
  std::vector<int> restricted_winner(static_cast<std::size_t>(games), -2);
  std::atomic<long long> done{0};
  parallel_for(
      games, ctx.jobs,
      [&](int, int g) {
        ++done;
        if (t.outcomes[static_cast<std::size_t>(g)] == 'x') return;  // a crash: no pair
        const Restriction r{g % t.players, card};
        const GameRecord rec = run_game(ctx.game, ctx.cards, seat_specs(t, g), g,
                                        game_seed(ctx.seed, static_cast<int>(lineup), g), r, false);
        restricted_winner[static_cast<std::size_t>(g)] = rec.crash.empty() ? rec.winner : -2;
      },
      [&] {
        if (ctx.progress) ctx.progress(done, games);
      });
  for (int g = 0; g < games; ++g) {
    const int rw = restricted_winner[static_cast<std::size_t>(g)];
    if (rw == -2) continue;
    const int seat = g % t.players;
    const bool before = t.outcomes[static_cast<std::size_t>(g)] == static_cast<char>('0' + seat);
    const bool after = rw == seat;
    ++c.games;
    c.baseline_wins += before;
    c.restricted_wins += after;
    c.lost_by_restriction += before && !after;
    c.won_by_restriction += after && !before;
  }
  const int discordant = c.lost_by_restriction + c.won_by_restriction;
  c.p = sign_test_p(c.lost_by_restriction, discordant);
  const ShareEstimate share = paired_share_lost(c.lost_by_restriction, c.won_by_restriction, c.games, c.baseline_wins);
  c.share_lost = share.share;
  c.share_lost_low = share.interval.low;
  c.share_lost_interval = paired_share_lost(c.lost_by_restriction, c.won_by_restriction, c.games, c.baseline_wins, 1.96).interval;
  return c;  // confirmed once every confirmation's p is known (Holm)
}

namespace {

std::string signed_points(double share) {
  return (share > 0 ? "+" : share < 0 ? "-" : "") + number_text(100 * std::fabs(share), "%.0f") + "%";
}

}  // namespace

std::string effect_text(const Confirmation& c) {
  return "forbidding it changed the seat's wins by " + signed_points(-c.share_lost) + " (95% CI " +
         signed_points(-c.share_lost_interval.high) + " to " + signed_points(-c.share_lost_interval.low) + ")";
}

int player_strength(const std::vector<std::string>& agents) {
  int weakest = 2;
  for (const std::string& spec : agents)
    weakest = std::min(weakest, spec.rfind("random", 0) == 0 ? 0 : spec.rfind("greedy", 0) == 0 ? 1 : 2);
  return agents.empty() ? 0 : weakest;
}

CardVerdict reconcile(const std::vector<TestedDirection>& tested) {
  CardVerdict v;
  std::vector<std::size_t> held;
  for (std::size_t i = 0; i < tested.size(); ++i)
    if (tested[i].confirmed) held.push_back(i);
  if (held.empty()) return v;  // unconfirmed, told by the first (strongest) flag
  // The verdict of the strongest players; between equals, the larger effect.
  std::size_t best = held.front();
  for (std::size_t i : held) {
    const TestedDirection& a = tested[i];
    const TestedDirection& b = tested[best];
    if (a.strength > b.strength || (a.strength == b.strength && std::fabs(a.share_lost) > std::fabs(b.share_lost))) best = i;
  }
  v.decided_by = best;
  v.kind = tested[best].dominant ? CardVerdict::Kind::dominant : CardVerdict::Kind::weak;
  v.depends_on_player_strength =
      std::any_of(held.begin(), held.end(), [&](std::size_t i) { return tested[i].dominant != tested[best].dominant; });
  return v;
}

void judge_card_flags(Report& report, const std::vector<LineupTally>& tallies, std::vector<CardFlag> flags_in,
                      const AnalysisContext& ctx, const AnalysisSettings& settings) {
  std::vector<Finding>& out = report.findings;
  // One group per card, with its flags in each direction, strongest first; the strongest cards
  // (by their largest z) are tested by restricted play, each direction flagged on the line-up
  // with its strongest evidence.
  struct Group {
    std::size_t card;
    std::vector<CardFlag> dominant, weak;  // strongest first
    double z() const { return std::max(dominant.empty() ? 0 : dominant.front().z, weak.empty() ? 0 : weak.front().z); }
    // The directions flagged, the strongest first.
    std::vector<const std::vector<CardFlag>*> directions() const {
      std::vector<const std::vector<CardFlag>*> d;
      if (!dominant.empty()) d.push_back(&dominant);
      if (!weak.empty()) d.push_back(&weak);
      if (d.size() == 2 && d[1]->front().z > d[0]->front().z) std::swap(d[0], d[1]);
      return d;
    }
  };
  std::vector<Group> groups;
  std::stable_sort(flags_in.begin(), flags_in.end(), [](const CardFlag& a, const CardFlag& b) { return a.z > b.z; });
  for (const CardFlag& cand : flags_in) {
    auto g = std::find_if(groups.begin(), groups.end(), [&](const Group& x) { return x.card == cand.card; });
    if (g == groups.end()) g = groups.insert(groups.end(), Group{cand.card, {}, {}});
    (cand.dominant ? g->dominant : g->weak).push_back(cand);
  }
  std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) { return a.z() > b.z(); });

  // Restricted play for the strongest cards, one test per direction flagged, then Holm over all.
  std::vector<Confirmation> confirmations;
  std::vector<std::vector<std::size_t>> tests_of(groups.size());  // indices into confirmations
  for (std::size_t i = 0; i < groups.size() && static_cast<int>(i) < settings.confirm_cards; ++i)
    for (const auto* direction : groups[i].directions()) {
      const CardFlag& best = direction->front();
      tests_of[i].push_back(confirmations.size());
      confirmations.push_back(restricted_play(ctx, tallies[best.lineup], best.lineup,
                                              report.lineups[best.lineup].cards[best.card].card,
                                              best.dominant ? "dominant" : "weak", settings));
    }
  std::vector<double> ps_confirm;
  for (const auto& c : confirmations) ps_confirm.push_back(c.p);
  const std::vector<double> adjusted = holm(ps_confirm);
  for (std::size_t i = 0; i < confirmations.size(); ++i) {
    Confirmation& c = confirmations[i];
    c.holm_p = adjusted[i];
    c.confirmed = c.holm_p < settings.confirm_level && (c.suspected == "dominant" ? c.lost_by_restriction > c.won_by_restriction
                                                                                  : c.won_by_restriction > c.lost_by_restriction);
  }
  report.confirmations.insert(report.confirmations.end(), confirmations.begin(), confirmations.end());

  const auto lineup_list = [&](const std::vector<CardFlag>& flags) {
    std::string list;
    for (const CardFlag& cand : flags)
      list += (list.empty() ? "" : ", ") + std::to_string(cand.lineup + 1) + " (" + report.lineups[cand.lineup].label + ")";
    return "line-up" + std::string(flags.size() > 1 ? "s " : " ") + list;
  };

  for (std::size_t i = 0; i < groups.size(); ++i) {
    const Group& group = groups[i];
    const auto directions = group.directions();
    const std::string card = report.lineups[directions.front()->front().lineup].cards[group.card].card;
    Finding f;
    f.card = card;
    f.where = ctx.set.cards[group.card].where;
    for (const auto* direction : directions)
      for (const CardFlag& cand : *direction) {
        const LineupStats& s = report.lineups[cand.lineup];
        const CardStats& cs = s.cards[cand.card];
        f.evidence.push_back("line-up " + std::to_string(cand.lineup + 1) + " (" + s.label + "): win rate with it drawn " +
                             rate_text(cs.seen) + ", without " + rate_text(cs.unseen) + "; difference " +
                             (cs.improvement > 0 ? "+" : "") + number_text(100 * cs.improvement, "%.1f") + " points, " +
                             (cs.relative > 0 ? "+" : "") + number_text(100 * cs.relative, "%.1f") +
                             " against the line-up's mean of " + (s.mean_improvement > 0 ? "+" : "") +
                             number_text(100 * s.mean_improvement, "%.1f") + ", p = " + number_text(cs.p) +
                             ", Benjamini-Hochberg q = " + number_text(cs.q) + " (a correlation: it picks the card for testing)");
      }
    const std::string both_ways = directions.size() == 2 ? "more wins in " + lineup_list(group.dominant) + " and fewer in " +
                                                                 lineup_list(group.weak)
                                                           : "";
    if (tests_of[i].empty()) {
      const std::vector<CardFlag>& flags = *directions.front();
      f.category = flags.front().dominant ? category::dominant : category::weak;
      f.lineup = report.lineups[flags.front().lineup].label;
      f.severity = Severity::note;
      f.message = "'" + card + "' goes with " +
                  (both_ways.empty() ? std::string(flags.front().dominant ? "more" : "fewer") + " wins in " + lineup_list(flags)
                                     : both_ways) +
                  " (not tested by restricted play: only the " + std::to_string(settings.confirm_cards) +
                  " most strongly flagged cards are; a correlation is no verdict)";
      f.hint = flags.front().dominant ? "weaken the card (ratings, cost, count) and validate again"
                                      : "strengthen the card or give it a use, and validate again";
      out.push_back(std::move(f));
      continue;
    }
    std::vector<TestedDirection> tested;
    for (std::size_t k = 0; k < tests_of[i].size(); ++k) {
      const Confirmation& c = confirmations[tests_of[i][k]];
      const CardFlag& best = directions[k]->front();
      tested.push_back({best.dominant, c.confirmed, player_strength(report.lineups[best.lineup].agents), c.share_lost});
      f.evidence.push_back("restricted play on line-up " + std::to_string(best.lineup + 1) + " (" +
                           report.lineups[best.lineup].label + "), " + std::to_string(c.games) +
                           " games with the same seeds, one seat forbidden to play it: that seat won " +
                           std::to_string(c.restricted_wins) + " instead of " + std::to_string(c.baseline_wins) + "; " +
                           effect_text(c) + (best.dominant ? ", a loss of at least " + number_text(100 * c.share_lost_low, "%.0f") +
                                                                 "% at one-sided 95% confidence"
                                                           : "") +
                           "; lost " + std::to_string(c.lost_by_restriction) + " games, gained " +
                           std::to_string(c.won_by_restriction) + "; sign test p = " + number_text(c.p) + ", Holm-adjusted over " +
                           std::to_string(confirmations.size()) + " tests p = " + number_text(c.holm_p) + ": " +
                           (c.confirmed ? "confirmed" : "not confirmed"));
    }
    const CardVerdict verdict = reconcile(tested);
    const std::vector<CardFlag>& decided_flags = *directions[verdict.decided_by];
    const CardFlag& best = decided_flags.front();
    const Confirmation& c = confirmations[tests_of[i][verdict.decided_by]];
    f.lineup = report.lineups[best.lineup].label;
    const std::string in_lineups = lineup_list(decided_flags);
    // Said whenever the card was flagged both ways: which way held, and with which players.
    std::string strength_note;
    if (verdict.depends_on_player_strength) {
      const CardFlag& other = directions[1 - verdict.decided_by]->front();
      strength_note = "; this depends on player strength: with the players of line-up " + std::to_string(other.lineup + 1) + " (" +
                      report.lineups[other.lineup].label + ") it is " + (best.dominant ? "weak" : "strong") +
                      " instead, also confirmed by restricted play; the verdict follows the strongest players";
    } else if (directions.size() == 2 && verdict.kind != CardVerdict::Kind::unconfirmed) {
      strength_note = "; it goes with " + std::string(best.dominant ? "fewer" : "more") + " wins in " +
                      lineup_list(*directions[1 - verdict.decided_by]) + ", which restricted play did not confirm";
    }
    const std::string effect = number_text(100 * c.share_lost, "%.0f") + "% of their wins (95% CI " +
                               number_text(100 * c.share_lost_interval.low, "%.0f") + "% to " +
                               number_text(100 * c.share_lost_interval.high, "%.0f") + "%; at least " +
                               number_text(100 * c.share_lost_low, "%.0f") + "% at one-sided 95% confidence";
    if (verdict.kind == CardVerdict::Kind::dominant) {
      f.category = category::dominant;
      // An error only when even the lower bound of the loss reaches both levels, so a card near
      // them does not turn into an error and back from one seed or game count to another. A card
      // that is much of its deck (ten Parry Ripostes of 85 cards) costs much when it is forbidden
      // without being stronger than its share: its leverage says how much more. A verdict that
      // depends on player strength is a warning: the designer decides for which players.
      const double share = best.card < ctx.deck_share.size() ? ctx.deck_share[best.card] : 0.0;
      const double leverage = share > 0 ? c.share_lost_low / share : 0.0;
      const bool broken = !verdict.depends_on_player_strength && c.share_lost_low >= settings.dominance &&
                          (share <= 0 || leverage >= settings.dominance_leverage);
      // Every deck has a strongest card: one whose estimated effect stays below the dominance
      // levels pulls its weight and is a note; a warning when the estimate reaches them but its
      // lower bound does not (or the verdict depends on player strength).
      const double estimated_leverage = share > 0 ? c.share_lost / share : 0.0;
      const bool maybe_broken =
          c.share_lost >= settings.dominance && (share <= 0 || estimated_leverage >= settings.dominance_leverage);
      f.severity = broken ? Severity::error : maybe_broken ? Severity::warning : Severity::note;
      const std::string weight =
          share > 0 ? ", " + number_text(leverage, "%.1f") + " times its " + number_text(100 * share, "%.0f") + "% share of its deck" : "";
      f.message = broken ? "'" + card + "' is dominant in " + in_lineups + ": forbidding it costs a player " + effect + weight + ")"
                         : "'" + card + "' is one of the strongest cards in " + in_lineups + ": forbidding it costs a player " +
                               effect + weight + "; dominant from " + number_text(100 * settings.dominance, "%.0f") + "%" +
                               (share > 0 ? " and " + number_text(settings.dominance_leverage, "%.0f") + " times its share" : "") +
                               ")" + strength_note;
      f.hint = "weaken the card (ratings, cost, count) and validate again";
    } else if (verdict.kind == CardVerdict::Kind::weak) {
      f.category = category::weak;
      f.severity = Severity::warning;
      f.message = "'" + card + "' is weak in " + in_lineups + ": forbidding it makes a player win more, " +
                  number_text(-100 * c.share_lost, "%.0f") + "% more of their wins (95% CI " +
                  number_text(-100 * c.share_lost_interval.high, "%.0f") + "% to " +
                  number_text(-100 * c.share_lost_interval.low, "%.0f") + "%)" + strength_note;
      f.hint = "strengthen the card or give it a use, and validate again";
    } else {
      f.category = best.dominant ? category::dominant : category::weak;
      f.severity = Severity::note;
      f.message = "'" + card + "' goes with " +
                  (both_ways.empty() ? std::string(best.dominant ? "more" : "fewer") + " wins in " + in_lineups : both_ways) +
                  ", but restricted play did not confirm that the card itself is the cause";
      f.hint = best.dominant ? "weaken the card (ratings, cost, count) and validate again"
                             : "strengthen the card or give it a use, and validate again";
    }
    out.push_back(std::move(f));
  }
}

}  // namespace dw::validate
