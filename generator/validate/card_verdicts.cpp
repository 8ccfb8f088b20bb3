// card_verdicts: grouping the flags, restricted play and the findings' wording.
#include "validate/card_verdicts.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>

#include "validate/lineup.hpp"
#include "validate/simulation.hpp"

namespace dw::validate {

namespace {

// The agent spec in each seat of game `index` of the line-up.
std::vector<std::string> seat_specs(const LineupTally& t, int index) {
  std::vector<std::string> seats(static_cast<std::size_t>(t.players));
  for (int a = 0; a < t.players; ++a)
    seats[static_cast<std::size_t>(seat_of_agent(a, index, t.players))] = t.agents[static_cast<std::size_t>(a)];
  return seats;
}

Confirmation confirm(const AnalysisContext& ctx, const LineupTally& t, std::size_t lineup, const std::string& card,
                     bool dominant, const AnalysisSettings& settings) {
  Confirmation c;
  c.card = card;
  c.lineup = t.label;
  c.suspected = dominant ? "dominant" : "weak";
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
  return c;  // confirmed once every confirmation's p is known (Holm, below)
}

}  // namespace

void judge_card_flags(Report& report, const std::vector<LineupTally>& tallies, std::vector<CardFlag> flags_in,
                      const AnalysisContext& ctx, const AnalysisSettings& settings) {
  std::vector<Finding>& out = report.findings;
  // One finding per card and direction, with the evidence of every line-up that flagged it; the
  // strongest (by their largest z) are confirmed by restricted play on the line-up with the
  // strongest evidence.
  struct Group {
    std::size_t card;
    bool dominant;
    std::vector<CardFlag> flags;  // strongest first
  };
  std::vector<Group> groups;
  std::stable_sort(flags_in.begin(), flags_in.end(), [](const CardFlag& a, const CardFlag& b) { return a.z > b.z; });
  for (const CardFlag& cand : flags_in) {
    auto g = std::find_if(groups.begin(), groups.end(), [&](const Group& x) { return x.card == cand.card && x.dominant == cand.dominant; });
    if (g == groups.end()) groups.push_back({cand.card, cand.dominant, {cand}});
    else g->flags.push_back(cand);
  }
  std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) { return a.flags.front().z > b.flags.front().z; });
  // Restricted play first, for the strongest groups, then Holm over their p-values.
  std::vector<Confirmation> confirmations;
  for (std::size_t i = 0; i < groups.size() && static_cast<int>(i) < settings.confirm_cards; ++i) {
    const CardFlag& best = groups[i].flags.front();
    confirmations.push_back(confirm(ctx, tallies[best.lineup], best.lineup, report.lineups[best.lineup].cards[best.card].card,
                                    groups[i].dominant, settings));
  }
  std::vector<double> ps_confirm;
  for (const auto& c : confirmations) ps_confirm.push_back(c.p);
  const std::vector<double> adjusted = holm(ps_confirm);
  for (std::size_t i = 0; i < confirmations.size(); ++i) {
    Confirmation& c = confirmations[i];
    c.holm_p = adjusted[i];
    c.confirmed = c.holm_p < settings.confirm_level && (groups[i].dominant ? c.lost_by_restriction > c.won_by_restriction
                                                                           : c.won_by_restriction > c.lost_by_restriction);
  }
  for (std::size_t i = 0; i < groups.size(); ++i) {
    const Group& group = groups[i];
    const CardFlag& best = group.flags.front();
    const std::string card = report.lineups[best.lineup].cards[best.card].card;
    Finding f;
    f.category = group.dominant ? category::dominant : category::weak;
    f.card = card;
    f.where = ctx.set.cards[best.card].where;
    std::string lineups;
    for (const CardFlag& cand : group.flags) {
      const LineupStats& s = report.lineups[cand.lineup];
      const CardStats& cs = s.cards[cand.card];
      lineups += (lineups.empty() ? "" : ", ") + std::to_string(cand.lineup + 1) + " (" + s.label + ")";
      f.evidence.push_back("line-up " + std::to_string(cand.lineup + 1) + " (" + s.label + "): win rate with it drawn " +
                           rate_text(cs.seen) + ", without " + rate_text(cs.unseen) + "; difference " +
                           (cs.improvement > 0 ? "+" : "") + number_text(100 * cs.improvement, "%.1f") + " points, " +
                           (cs.relative > 0 ? "+" : "") + number_text(100 * cs.relative, "%.1f") + " against the line-up's mean of " +
                           (s.mean_improvement > 0 ? "+" : "") + number_text(100 * s.mean_improvement, "%.1f") + ", p = " +
                           number_text(cs.p) + ", Benjamini-Hochberg q = " + number_text(cs.q));
    }
    f.lineup = report.lineups[best.lineup].label;
    const std::string in_lineups = "line-up" + std::string(group.flags.size() > 1 ? "s " : " ") + lineups;
    if (static_cast<int>(i) < settings.confirm_cards) {
      const Confirmation& c = confirmations[i];
      report.confirmations.push_back(c);
      const double change = c.share_lost;
      f.evidence.push_back("restricted play on line-up " + std::to_string(best.lineup + 1) + ", " + std::to_string(c.games) +
                           " games with the same seeds, one seat forbidden to play it: that seat won " +
                           std::to_string(c.restricted_wins) + " instead of " + std::to_string(c.baseline_wins) + " (" +
                           (change >= 0 ? "-" : "+") + number_text(100 * std::fabs(change), "%.0f") + "% of its wins" +
                           (group.dominant ? ", a loss of at least " + number_text(100 * c.share_lost_low, "%.0f") + "% at 95% confidence" : "") +
                           "; lost " +
                           std::to_string(c.lost_by_restriction) + " games, gained " + std::to_string(c.won_by_restriction) +
                           "; sign test p = " + number_text(c.p) + ", Holm-adjusted over " + std::to_string(confirmations.size()) +
                           " confirmations p = " + number_text(c.holm_p) + ")");
      if (c.confirmed && group.dominant) {
        // An error only when even the lower bound of the loss reaches both levels, so a card near
        // them does not turn into an error and back from one seed or game count to another. A
        // card that is much of its deck (ten Parry Ripostes of 85 cards) costs much when it is
        // forbidden without being stronger than its share: its leverage says how much more.
        const double share = best.card < ctx.deck_share.size() ? ctx.deck_share[best.card] : 0.0;
        const double leverage = share > 0 ? c.share_lost_low / share : 0.0;
        const bool broken = c.share_lost_low >= settings.dominance && (share <= 0 || leverage >= settings.dominance_leverage);
        f.severity = broken ? Severity::error : Severity::warning;
        const std::string weight =
            share > 0 ? ", " + number_text(leverage, "%.1f") + " times its " + number_text(100 * share, "%.0f") + "% share of its deck" : "";
        f.message = broken ? "'" + card + "' is dominant in " + in_lineups + ": players who draw it win far more often, and " +
                                 "forbidding it costs a player " + number_text(100 * change, "%.0f") + "% of their wins (at least " +
                                 number_text(100 * c.share_lost_low, "%.0f") + "% at 95% confidence" + weight + ")"
                           : "'" + card + "' is one of the strongest cards in " + in_lineups + ": forbidding it costs a player " +
                                 number_text(100 * change, "%.0f") + "% of their wins (at least " +
                                 number_text(100 * c.share_lost_low, "%.0f") + "% at 95% confidence" + weight +
                                 "; dominant from " + number_text(100 * settings.dominance, "%.0f") + "%" +
                                 (share > 0 ? " and " + number_text(settings.dominance_leverage, "%.0f") + " times its share" : "") + ")";
      } else if (c.confirmed) {
        f.severity = Severity::warning;
        f.message = "'" + card + "' is weak in " + in_lineups + ": players who draw it win less often, and forbidding it " +
                    "makes a player win more";
      } else {
        f.severity = Severity::note;
        f.message = "'" + card + "' goes with " + (group.dominant ? "more" : "fewer") + " wins in " + in_lineups +
                    ", but restricted play did not confirm that the card itself is the cause";
      }
    } else {
      f.severity = Severity::note;
      f.message = "'" + card + "' goes with " + (group.dominant ? "more" : "fewer") + " wins in " + in_lineups +
                  " (not confirmed by restricted play: only the " + std::to_string(settings.confirm_cards) +
                  " strongest flags are)";
    }
    f.hint = group.dominant ? "weaken the card (ratings, cost, count) and validate again"
                            : "strengthen the card or give it a use, and validate again";
    out.push_back(std::move(f));
  }
}

}  // namespace dw::validate
