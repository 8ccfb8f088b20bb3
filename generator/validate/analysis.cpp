// analysis: figures per line-up, the play findings and their evidence, confirmations by
// restricted play and replay files for crashes and timeouts.
#include "validate/analysis.hpp"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <map>

#include "engine/replay.hpp"
#include "engine/state.hpp"
#include "validate/lineup.hpp"
#include "validate/simulation.hpp"

namespace dw::validate {

namespace {

std::string percent(double x) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f%%", 100 * x);
  return buf;
}

std::string rate_text(const RateWithInterval& r) {
  return std::to_string(r.count) + " of " + std::to_string(r.of) + " (" + percent(r.rate) + ", 95% CI " +
         percent(r.interval.low) + " to " + percent(r.interval.high) + ")";
}

std::string number(double x, const char* format = "%.3g") {
  char buf[32];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

LengthStats length_stats(const std::map<int, int>& lengths) {
  LengthStats s;
  long long games = 0, sum = 0;
  for (const auto& [len, count] : lengths) {
    games += count;
    sum += static_cast<long long>(len) * count;
    s.histogram.emplace_back(len, count);
  }
  if (games == 0) return s;
  s.mean = static_cast<double>(sum) / static_cast<double>(games);
  s.min = lengths.begin()->first;
  s.max = lengths.rbegin()->first;
  const auto quantile = [&](double q) {
    const long long wanted = static_cast<long long>(std::ceil(q * static_cast<double>(games)));
    long long seen = 0;
    for (const auto& [len, count] : lengths)
      if ((seen += count) >= std::max(1LL, wanted)) return len;
    return s.max;
  };
  s.median = quantile(0.5);
  s.p90 = quantile(0.9);
  return s;
}

std::vector<std::string> seat_specs(const LineupTally& t, int index) {
  std::vector<std::string> seats(static_cast<std::size_t>(t.players));
  for (int a = 0; a < t.players; ++a)
    seats[static_cast<std::size_t>(seat_of_agent(a, index, t.players))] = t.agents[static_cast<std::size_t>(a)];
  return seats;
}

std::string seats_text(const std::vector<std::string>& seats) {
  std::string out;
  for (const auto& s : seats) out += (out.empty() ? "" : ",") + s;
  return out;
}

// Plays game `ref` again and writes its replay; returns the file name ("" when none was written).
std::string write_game_replay(const AnalysisContext& ctx, int lineup, const GameRef& ref,
                              const char* why) {
  if (ctx.replay_dir.empty()) return {};
  const GameRecord r = run_game(ctx.game, ctx.cards, ref.seat_agents, ref.index, ref.seed);
  try {
    auto state = ctx.game.new_initial_state();
    for (engine::Action a : r.history) state->apply_action(a);
    engine::Replay replay = engine::make_replay(*state, ref.seed);
    replay.agents = ref.seat_agents;
    const auto file = ctx.replay_dir / (ctx.set.id + "-lineup" + std::to_string(lineup + 1) + "-game" +
                                        std::to_string(ref.index) + "-" + why + ".replay");
    std::filesystem::create_directories(ctx.replay_dir);
    engine::write_replay_file(file, ctx.game, replay);
    return file.string();
  } catch (const std::exception&) {
    return {};  // the history itself breaks the rules: the seed still reproduces the game
  }
}

// Which cards go with the endless games: those played far more often per decision in the stopped
// games than in the finished ones (a card that keeps a game going is played again and again);
// besides, or when every game stopped, the cards a set built on another changed (its own card
// files), since the base's games end.
void name_endless_cards(Finding& f, const LineupTally& t, const AnalysisContext& ctx) {
  const double stopped = static_cast<double>(t.timeout_decisions);
  const double finished = static_cast<double>(t.decisions - t.timeout_decisions);
  struct Excess {
    double per_hundred;  // extra plays per 100 decisions in stopped games
    double stopped_rate, finished_rate;
    std::size_t card;
  };
  std::vector<Excess> excess;
  if (stopped > 0 && finished > 0) {
    for (std::size_t c = 0; c < t.cards.size(); ++c) {
      const CardTally& ct = t.cards[c];
      const double in_stopped = ct.timeout_chosen / stopped;
      const double otherwise = (ct.chosen - ct.timeout_chosen) / finished;
      if (ct.timeout_chosen >= 10 && in_stopped >= 1.5 * otherwise && 100 * (in_stopped - otherwise) >= 0.5)
        excess.push_back({100 * (in_stopped - otherwise), in_stopped, otherwise, c});
    }
    std::stable_sort(excess.begin(), excess.end(), [](const Excess& a, const Excess& b) { return a.per_hundred > b.per_hundred; });
    for (std::size_t i = 0; i < excess.size() && i < 3; ++i) {
      const std::size_t c = excess[i].card;
      if (i == 0) {
        f.card = ctx.cards.id(static_cast<int>(c));
        f.where = ctx.set.cards[c].where;
      }
      f.evidence.push_back("'" + ctx.cards.id(static_cast<int>(c)) + "' was played " + number(100 * excess[i].stopped_rate, "%.1f") +
                           " times per 100 decisions in the stopped games, " + number(100 * excess[i].finished_rate, "%.1f") +
                           " in the finished ones");
    }
  }
  if (ctx.set.bases.empty()) return;
  const std::string own = ctx.set.dir.string();
  for (std::size_t c = 0; c < ctx.set.cards.size(); ++c) {
    const Card& card = ctx.set.cards[c];
    if (card.where.file.rfind(own, 0) != 0) continue;
    if (f.card.empty()) {
      f.card = card.id;
      f.where = card.where;
    }
    const bool named = std::any_of(excess.begin(), excess.end(), [&](const Excess& e) { return e.card == c; });
    if (named) continue;
    f.evidence.push_back("'" + card.id + "' is a card this set adds to or changes in its base " +
                         ctx.set.bases.front().filename().string() + (finished > 0 ? "" : ", and no game ended"));
  }
}

struct Candidate {
  std::size_t lineup;
  std::size_t card;
  bool dominant;
  double z;  // strength of the evidence, for choosing which to confirm
};

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
  return c;  // confirmed once every confirmation's p is known (Holm, in analyse)
}

}  // namespace

LineupStats lineup_stats(const LineupTally& t, const CardIndex& cards, const AnalysisSettings& settings) {
  LineupStats s;
  s.label = t.label;
  s.agents = t.agents;
  s.players = t.players;
  s.games = t.games;
  const int finished = t.games - t.crashes;
  s.completed = rate_of(t.decided, finished);
  s.shared = rate_of(t.shared, finished);
  s.timeouts = rate_of(t.timeouts, finished);
  s.crashes = t.crashes;
  for (int w : t.seat_wins) s.seats.push_back(rate_of(w, t.decided));  // among games with a winner
  for (int w : t.agent_wins) s.agents_won.push_back(rate_of(w, finished));
  if (finished > 0) {
    s.decisions_per_game = static_cast<double>(t.decisions) / finished;
    s.actions_per_game = static_cast<double>(t.actions) / finished;
  }
  if (t.decisions > 0) s.multi_option_share = static_cast<double>(t.multi_option) / static_cast<double>(t.decisions);
  s.length = length_stats(t.lengths);
  for (std::size_t c = 0; c < t.cards.size(); ++c) {
    const CardTally& ct = t.cards[c];
    CardStats cs;
    cs.card = cards.id(static_cast<int>(c));
    cs.seen = rate_of(ct.seen_wins, ct.seen);
    cs.unseen = rate_of(ct.unseen_wins, ct.unseen);
    const bool varies_within_a_seat = std::any_of(ct.seen_by_seat.begin(), ct.seen_by_seat.end(),
                                                  [&](int n) { return n > 0 && n < finished; });
    cs.comparable = ct.seen >= settings.min_group && ct.unseen >= settings.min_group && varies_within_a_seat;
    if (cs.comparable) cs.improvement = cs.seen.rate - cs.unseen.rate;
    cs.playable_games = ct.playable_games;
    cs.played_games = ct.played_games;
    cs.playable = ct.playable;
    cs.chosen = ct.chosen;
    cs.search_playable = ct.search_playable;
    cs.search_chosen = ct.search_chosen;
    s.cards.push_back(cs);
  }
  // Each card against the mean of the comparable cards (unweighted: one vote per card).
  int comparable = 0;
  for (const CardStats& cs : s.cards)
    if (cs.comparable) {
      s.mean_improvement += cs.improvement;
      ++comparable;
    }
  if (comparable > 0) s.mean_improvement /= comparable;
  for (std::size_t c = 0; c < s.cards.size(); ++c) {
    CardStats& cs = s.cards[c];
    if (!cs.comparable) continue;
    const CardTally& ct = t.cards[c];
    cs.relative = cs.improvement - s.mean_improvement;
    cs.p = difference_p(ct.seen_wins, ct.seen, ct.unseen_wins, ct.unseen, s.mean_improvement);
  }
  s.crash_games = t.crash_games;
  s.timeout_games = t.timeout_games;
  return s;
}

void analyse(Report& report, const std::vector<LineupTally>& tallies, const AnalysisContext& ctx,
             const AnalysisSettings& settings) {
  std::vector<Finding>& out = report.findings;
  for (const auto& t : tallies) report.lineups.push_back(lineup_stats(t, ctx.cards, settings));

  // Benjamini-Hochberg over every comparable card of every line-up.
  std::vector<double> ps;
  std::vector<std::pair<std::size_t, std::size_t>> where;
  for (std::size_t l = 0; l < report.lineups.size(); ++l)
    for (std::size_t c = 0; c < report.lineups[l].cards.size(); ++c)
      if (report.lineups[l].cards[c].comparable) {
        ps.push_back(report.lineups[l].cards[c].p);
        where.emplace_back(l, c);
      }
  const std::vector<double> qs = benjamini_hochberg(ps);
  for (std::size_t i = 0; i < qs.size(); ++i) report.lineups[where[i].first].cards[where[i].second].q = qs[i];

  std::vector<Candidate> candidates;
  for (std::size_t l = 0; l < report.lineups.size(); ++l) {
    LineupStats& s = report.lineups[l];
    const LineupTally& t = tallies[l];
    const std::string lineup = "line-up " + std::to_string(l + 1) + " (" + s.label + ")";

    if (t.crashes > 0) {
      Finding f;
      f.category = category::crash;
      f.lineup = s.label;
      f.message = std::to_string(t.crashes) + " of " + std::to_string(t.games) + " games of " + lineup +
                  " stopped with an error or a broken invariant";
      f.hint = "replay a game with deckwright replay FILE, or play it again with deckwright play --seed S --agents A,B,...";
      for (std::size_t i = 0; i < s.crash_games.size(); ++i) {
        GameRef& g = s.crash_games[i];
        if (static_cast<int>(i) < settings.replays) g.replay = write_game_replay(ctx, static_cast<int>(l), g, "crash");
        f.seeds.push_back(g.seed);
        if (!g.replay.empty()) f.replays.push_back(g.replay);
        if (i < 3) f.evidence.push_back("game " + std::to_string(g.index) + " (seed " + std::to_string(g.seed) + ", seats " +
                                        seats_text(g.seat_agents) + "): " + g.detail);
      }
      out.push_back(std::move(f));
    }

    if (t.timeouts > 0) {
      Finding f;
      const double share = s.timeouts.rate;
      f.severity = share > settings.max_timeout_share ? Severity::error : Severity::warning;
      f.category = category::endless;
      f.lineup = s.label;
      f.message = std::to_string(t.timeouts) + " of " + std::to_string(t.games - t.crashes) + " games of " + lineup +
                  " (" + percent(share) + ") never ended by the rules and were stopped at the ruleset's length cap";
      f.hint = "look for a card or rule that lets the game go round without progress (replay one of the games)";
      f.evidence.push_back("stopped at the cap: " + rate_text(s.timeouts) + "; the limit for an error is " +
                           percent(settings.max_timeout_share));
      name_endless_cards(f, t, ctx);
      for (std::size_t i = 0; i < s.timeout_games.size(); ++i) {
        GameRef& g = s.timeout_games[i];
        if (static_cast<int>(i) < settings.replays) g.replay = write_game_replay(ctx, static_cast<int>(l), g, "timeout");
        f.seeds.push_back(g.seed);
        if (!g.replay.empty()) f.replays.push_back(g.replay);
      }
      out.push_back(std::move(f));
    }

    for (std::size_t c = 0; c < s.cards.size(); ++c) {
      const CardStats& cs = s.cards[c];
      const CardTally& ct = t.cards[c];
      if (ct.seen >= settings.min_seen_for_never_playable && ct.playable == 0) {
        Finding f;
        f.category = category::never_playable;
        f.card = cs.card;
        f.lineup = s.label;
        f.where = ctx.set.cards[c].where;
        f.message = "'" + cs.card + "' was drawn in " + std::to_string(ct.seen) + " player-games of " + lineup +
                    " but was never legal to play";
        f.hint = "check what the card needs before it can be played (another card in play, a phase, a target)";
        f.evidence.push_back("drawn in " + std::to_string(ct.seen) + " of " + std::to_string(ct.seen + ct.unseen) +
                             " player-games; playable at 0 decisions (rule of three: under " +
                             percent(3.0 / std::max(1, ct.seen)) + " of such games at 95%)");
        out.push_back(std::move(f));
      } else if (ct.search_playable >= settings.min_playable_for_dead && ct.search_chosen == 0) {
        Finding f;
        f.severity = Severity::warning;
        f.category = category::dead_card;
        f.card = cs.card;
        f.lineup = s.label;
        f.where = ctx.set.cards[c].where;
        f.message = "'" + cs.card + "' could be played at " + std::to_string(ct.search_playable) +
                    " decisions of the searching players of " + lineup + ", who never chose it";
        f.hint = "the card costs more than it gives, or always has a better alternative: make it cheaper or stronger";
        f.evidence.push_back("playable in " + std::to_string(ct.playable_games) + " player-games, chosen 0 times by " +
                             "searching agents (" + std::to_string(ct.chosen) + " times by random ones)");
        out.push_back(std::move(f));
      }
      if (cs.comparable && cs.q < settings.false_discovery_rate && std::fabs(cs.relative) >= settings.min_effect) {
        const double z = std::fabs(cs.relative) / std::max(1e-9, std::sqrt(cs.seen.rate * (1 - cs.seen.rate) / cs.seen.of +
                                                                            cs.unseen.rate * (1 - cs.unseen.rate) / cs.unseen.of));
        candidates.push_back({l, c, cs.relative > 0, z});
      }
    }

    // Games without a sole winner (Ludii's drawishness), judged on the Wilson lower bound, and
    // decisions without a choice (its decision moves), judged on the share itself: decisions of
    // one game are not independent trials.
    if (s.shared.of >= settings.min_group && s.shared.interval.low > settings.max_draw_share) {
      Finding f;
      f.severity = Severity::warning;
      f.category = category::drawish;
      f.lineup = s.label;
      f.message = std::to_string(s.shared.count) + " of " + std::to_string(s.shared.of) + " finished games of " + lineup + " (" +
                  percent(s.shared.rate) + ") ended without a sole winner";
      f.hint = "look for a position both players can reach and hold (mutual defeat, a stalemate the rules call a draw)";
      f.evidence.push_back("draws and shared wins: " + rate_text(s.shared) + "; a warning above " + percent(settings.max_draw_share));
      f.evidence.push_back("game length: mean " + number(s.length.mean) + " decisions, from " + std::to_string(s.length.min) +
                           " to " + std::to_string(s.length.max));
      out.push_back(std::move(f));
    }
    if (t.decisions >= settings.min_group && s.multi_option_share < settings.min_choice_share) {
      Finding f;
      f.severity = Severity::warning;
      f.category = category::no_choice;
      f.lineup = s.label;
      f.message = "only " + percent(s.multi_option_share) + " of the decisions of " + lineup +
                  " offered more than one legal action";
      f.hint = "players mostly follow the rules rather than choose: give them options (larger hands, alternatives to forced plays)";
      f.evidence.push_back(std::to_string(t.multi_option) + " of " + std::to_string(t.decisions) +
                           " decisions had a choice; a warning below " + percent(settings.min_choice_share));
      out.push_back(std::move(f));
    }

    // First player and seat balance, against the fair share 1/players.
    const double fair = 1.0 / s.players;
    // With two players, seat 1's share is the complement of seat 0's: one finding says it.
    for (int seat = 0; seat < (s.players == 2 ? 1 : s.players) && t.decided >= settings.min_group; ++seat) {
      const RateWithInterval& r = s.seats[static_cast<std::size_t>(seat)];
      if (r.interval.low <= fair && r.interval.high >= fair) continue;
      if (std::fabs(r.rate - fair) < settings.min_effect) continue;
      Finding f;
      f.severity = Severity::warning;
      f.category = seat == 0 ? category::first_player : category::seat_balance;
      f.lineup = s.label;
      f.message = std::string(seat == 0 ? "the first player (seat 0)" : "seat " + std::to_string(seat)) + " wins " +
                  percent(r.rate) + " of the decided games of " + lineup + ", against a fair share of " + percent(fair);
      f.hint = seat == 0 ? "compensate the first player's opponents (a card, health, the first turn's draw)"
                         : "look at what this seat gets or misses by its place at the table";
      f.evidence.push_back("seat " + std::to_string(seat) + " won " + rate_text(r));
      out.push_back(std::move(f));
    }
  }

  // One finding per card and direction, with the evidence of every line-up that flagged it; the
  // strongest (by their largest z) are confirmed by restricted play on the line-up with the
  // strongest evidence.
  struct Group {
    std::size_t card;
    bool dominant;
    std::vector<Candidate> flags;  // strongest first
  };
  std::vector<Group> groups;
  std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) { return a.z > b.z; });
  for (const Candidate& cand : candidates) {
    auto g = std::find_if(groups.begin(), groups.end(), [&](const Group& x) { return x.card == cand.card && x.dominant == cand.dominant; });
    if (g == groups.end()) groups.push_back({cand.card, cand.dominant, {cand}});
    else g->flags.push_back(cand);
  }
  std::stable_sort(groups.begin(), groups.end(), [](const Group& a, const Group& b) { return a.flags.front().z > b.flags.front().z; });
  // Restricted play first, for the strongest groups, then Holm over their p-values.
  std::vector<Confirmation> confirmations;
  for (std::size_t i = 0; i < groups.size() && static_cast<int>(i) < settings.confirm_cards; ++i) {
    const Candidate& best = groups[i].flags.front();
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
    const Candidate& best = group.flags.front();
    const std::string card = report.lineups[best.lineup].cards[best.card].card;
    Finding f;
    f.category = group.dominant ? category::dominant : category::weak;
    f.card = card;
    f.where = ctx.set.cards[best.card].where;
    std::string lineups;
    for (const Candidate& cand : group.flags) {
      const LineupStats& s = report.lineups[cand.lineup];
      const CardStats& cs = s.cards[cand.card];
      lineups += (lineups.empty() ? "" : ", ") + std::to_string(cand.lineup + 1) + " (" + s.label + ")";
      f.evidence.push_back("line-up " + std::to_string(cand.lineup + 1) + " (" + s.label + "): win rate with it drawn " +
                           rate_text(cs.seen) + ", without " + rate_text(cs.unseen) + "; difference " +
                           (cs.improvement > 0 ? "+" : "") + number(100 * cs.improvement, "%.1f") + " points, " +
                           (cs.relative > 0 ? "+" : "") + number(100 * cs.relative, "%.1f") + " against the line-up's mean of " +
                           (s.mean_improvement > 0 ? "+" : "") + number(100 * s.mean_improvement, "%.1f") + ", p = " +
                           number(cs.p) + ", Benjamini-Hochberg q = " + number(cs.q));
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
                           (change >= 0 ? "-" : "+") + number(100 * std::fabs(change), "%.0f") + "% of its wins" +
                           (group.dominant ? ", a loss of at least " + number(100 * c.share_lost_low, "%.0f") + "% at 95% confidence" : "") +
                           "; lost " +
                           std::to_string(c.lost_by_restriction) + " games, gained " + std::to_string(c.won_by_restriction) +
                           "; sign test p = " + number(c.p) + ", Holm-adjusted over " + std::to_string(confirmations.size()) +
                           " confirmations p = " + number(c.holm_p) + ")");
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
            share > 0 ? ", " + number(leverage, "%.1f") + " times its " + number(100 * share, "%.0f") + "% share of its deck" : "";
        f.message = broken ? "'" + card + "' is dominant in " + in_lineups + ": players who draw it win far more often, and " +
                                 "forbidding it costs a player " + number(100 * change, "%.0f") + "% of their wins (at least " +
                                 number(100 * c.share_lost_low, "%.0f") + "% at 95% confidence" + weight + ")"
                           : "'" + card + "' is one of the strongest cards in " + in_lineups + ": forbidding it costs a player " +
                                 number(100 * change, "%.0f") + "% of their wins (at least " +
                                 number(100 * c.share_lost_low, "%.0f") + "% at 95% confidence" + weight +
                                 "; dominant from " + number(100 * settings.dominance, "%.0f") + "%" +
                                 (share > 0 ? " and " + number(settings.dominance_leverage, "%.0f") + " times its share" : "") + ")";
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
  sort_findings(out);
}

}  // namespace dw::validate
