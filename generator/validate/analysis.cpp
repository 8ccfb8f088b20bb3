// analysis: figures per line-up, the play findings and their evidence, and replay files for
// crashes and timeouts; the per-card flags go to card_verdicts for restricted play.
#include "validate/analysis.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <optional>

#include "engine/replay.hpp"
#include "engine/state.hpp"
#include "validate/card_verdicts.hpp"
#include "validate/endless_cards.hpp"
#include "validate/lineup.hpp"
#include "validate/simulation.hpp"
#include "support/io_failure.hpp"

namespace dw::validate {

namespace {

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
  s.p25 = quantile(0.25);
  s.median = quantile(0.5);
  s.p75 = quantile(0.75);
  s.p90 = quantile(0.9);
  return s;
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
    std::optional<engine::ReplayStep> failing;  // a crash's last action, when applying it fails
    for (std::size_t i = 0; i < r.history.size(); ++i) {
      const engine::Player p = state->current_player();
      try {
        state->apply_action(r.history[i]);
      } catch (const std::exception&) {
        if (i + 1 < r.history.size() || r.crash.empty()) throw;
        failing = engine::ReplayStep{p, r.history[i], {}};
      }
    }
    engine::Replay replay = engine::make_replay(*state, ref.seed);
    if (failing) replay.steps.push_back(*failing);
    replay.agents = ref.seat_agents;
    const auto file = ctx.replay_dir / (ctx.set.id + "-lineup" + std::to_string(lineup + 1) + "-game" +
                                        std::to_string(ref.index) + "-" + why + ".replay");
    create_folder(ctx.replay_dir);
    engine::write_replay_file(file, ctx.game, replay);
    return file.string();
  } catch (const std::exception&) {
    return {};  // the history itself breaks the rules: the seed still reproduces the game
  }
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
  if (!s.seats.empty()) s.design.first_player = s.seats.front();
  // settled_percent p means the winner led for good after p% of the decisions: decisiveness 1 - p.
  std::map<int, int> decisive;
  for (const auto& [percent, games] : t.settled_percent) decisive[100 - percent] += games;
  s.design.decisiveness = mean_of(decisive, 0.01);
  s.design.lead_changes = mean_of(t.lead_changes);
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
  report.dead_choice_rate = settings.dead_choice_rate;
  for (const auto& t : tallies) report.lineups.push_back(lineup_stats(t, ctx.cards, settings));
  // Skill depth from every line-up that seats a searching player against random ones.
  for (const auto& t : tallies)
    for (std::size_t a = 0; a < t.agents.size(); ++a) {
      const bool mixed = player_strength({t.agents[a]}) == 2 &&
                         std::any_of(t.agents.begin(), t.agents.end(), [](const std::string& x) { return player_strength({x}) == 0; });
      if (!mixed) continue;
      report.skill_depth.push_back({t.label, t.agents[a], rate_of(t.agent_wins[a], t.games - t.crashes)});
    }

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

  // Per card and line-up, the rate at which the searching players chose it when it was legal. A
  // card is rarely chosen in a line-up when even the Wilson upper bound of that rate is below the
  // dead level, and used when the players chose it more often than that (the rate itself above
  // the level); one player never using a card another uses is a limit of that player (an agent
  // artefact), not a dead card.
  const auto choice_rate = [&](std::size_t l, std::size_t c) {
    return rate_of(tallies[l].cards[c].search_chosen, tallies[l].cards[c].search_playable);
  };
  const auto rarely_chosen = [&](std::size_t l, std::size_t c) {
    return tallies[l].cards[c].search_playable >= settings.min_playable_for_dead &&
           choice_rate(l, c).interval.high < settings.dead_choice_rate;
  };
  std::vector<std::vector<std::size_t>> chosen_in(static_cast<std::size_t>(ctx.cards.size()));
  for (std::size_t l = 0; l < tallies.size(); ++l)
    for (std::size_t c = 0; c < tallies[l].cards.size() && c < chosen_in.size(); ++c)
      if (tallies[l].cards[c].search_chosen > 0 && choice_rate(l, c).rate >= settings.dead_choice_rate) chosen_in[c].push_back(l);

  std::vector<CardFlag> candidates;
  std::vector<std::vector<std::size_t>> never_playable(static_cast<std::size_t>(ctx.cards.size()));  // line-ups
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
                  " (" + percent_text(share) + ") never ended by the rules and were stopped at the ruleset's length cap";
      f.hint = "look for a card or rule that lets the game go round without progress (replay one of the games)";
      f.evidence.push_back("stopped at the cap: " + rate_text(s.timeouts) + "; the limit for an error is " +
                           percent_text(settings.max_timeout_share));
      name_endless_cards(f, t, l, ctx, settings);
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
        never_playable[c].push_back(l);  // one finding per card, after every line-up
      } else if (rarely_chosen(l, c) && !chosen_in[c].empty()) {
        Finding f;
        f.severity = Severity::note;
        f.category = category::agent_artefact;
        f.card = cs.card;
        f.lineup = s.label;
        f.where = ctx.set.cards[c].where;
        std::string others;
        for (std::size_t o : chosen_in[c]) {
          const CardTally& oc = tallies[o].cards[c];
          const RateWithInterval r = rate_of(oc.search_chosen, oc.search_playable);
          others += (others.empty() ? "" : "; ") + std::string("line-up ") + std::to_string(o + 1) + " (" +
                    report.lineups[o].label + ") chose it at " + rate_text(r) + " of the decisions where it was legal";
        }
        f.message = "'" + cs.card + "' was chosen by the players of " + lineup + " at " + rate_text(choice_rate(l, c)) +
                    " of the decisions where it was legal, but other players do choose it: a limit of those players, not a dead card";
        f.hint = "nothing to change in the card; a stronger player finds a use for it";
        f.evidence.push_back(others);
        out.push_back(std::move(f));
      } else if (rarely_chosen(l, c)) {
        Finding f;
        f.severity = Severity::warning;
        f.category = category::dead_card;
        f.card = cs.card;
        f.lineup = s.label;
        f.where = ctx.set.cards[c].where;
        f.message = "'" + cs.card + "' was chosen at " + rate_text(choice_rate(l, c)) +
                    " of the decisions where the searching players of " + lineup + " could play it, below " +
                    percent_text(settings.dead_choice_rate) + " even at the upper bound, and no other players use it";
        f.hint = "the card costs more than it gives, or always has a better alternative: make it cheaper or stronger";
        f.evidence.push_back("playable in " + std::to_string(ct.playable_games) + " player-games, chosen " +
                             std::to_string(ct.search_chosen) + " times by searching agents (" +
                             std::to_string(ct.chosen - ct.search_chosen) + " times by random ones); the decisions of one game " +
                             "are not independent, so the interval is a guide");
        // The causal test: the same games with one seat forbidden the card. A dead card's absence
        // costs nothing; when it does cost wins, the rare plays matter and the card is not dead.
        if (settings.confirm_cards > 0) {
          const Confirmation test = restricted_play(ctx, t, l, cs.card, "dead", settings);
          const bool matters = test.p < settings.confirm_level && test.share_lost_interval.low > 0;
          f.evidence.push_back("restricted play on " + lineup + ", " + std::to_string(test.games) +
                               " games with the same seeds, one seat forbidden to play it: " + effect_text(test) +
                               "; sign test p = " + number_text(test.p) +
                               (matters ? ": its few plays win games, so it is not dead" : ": its absence costs nothing"));
          if (matters) f.severity = Severity::note;
          report.confirmations.push_back(test);
        }
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
      // Weak players who cannot finish a game are no proof that the game cannot be finished: when
      // a line-up of stronger players does not show it, it is a limit of these players (a note).
      const int strength = player_strength(s.agents);
      for (std::size_t o = 0; o < tallies.size(); ++o) {
        if (o == l) continue;
        const LineupTally& ot = tallies[o];
        const int finished_o = ot.games - ot.crashes;
        const RateWithInterval other = rate_of(ot.shared, finished_o);
        if (player_strength(ot.agents) <= strength || other.of < settings.min_group || other.interval.low > settings.max_draw_share)
          continue;
        f.severity = Severity::note;
        f.evidence.push_back("the stronger players of line-up " + std::to_string(o + 1) + " (" + ot.label +
                             ") ended " + rate_text(other) + " of their games without a sole winner, not above " +
                             percent_text(settings.max_draw_share) + " at 95% confidence: a limit of these players");
      }
      f.category = category::drawish;
      f.lineup = s.label;
      f.message = std::to_string(s.shared.count) + " of " + std::to_string(s.shared.of) + " finished games of " + lineup + " (" +
                  percent_text(s.shared.rate) + ") ended without a sole winner";
      f.hint = "look for a position both players can reach and hold (mutual defeat, a stalemate the rules call a draw)";
      f.evidence.push_back("draws and shared wins: " + rate_text(s.shared) + "; a warning above " + percent_text(settings.max_draw_share));
      f.evidence.push_back("game length: mean " + number_text(s.length.mean) + " decisions, from " + std::to_string(s.length.min) +
                           " to " + std::to_string(s.length.max));
      out.push_back(std::move(f));
    }
    if (t.decisions >= settings.min_group && s.multi_option_share < settings.min_choice_share) {
      Finding f;
      f.severity = Severity::warning;
      f.category = category::no_choice;
      f.lineup = s.label;
      f.message = "only " + percent_text(s.multi_option_share) + " of the decisions of " + lineup +
                  " offered more than one legal action";
      f.hint = "players mostly follow the rules rather than choose: give them options (larger hands, alternatives to forced plays)";
      f.evidence.push_back(std::to_string(t.multi_option) + " of " + std::to_string(t.decisions) +
                           " decisions had a choice; a warning below " + percent_text(settings.min_choice_share));
      out.push_back(std::move(f));
    }
  }

  // A card drawn and never legal: one finding listing every line-up that shows it.
  for (std::size_t c = 0; c < never_playable.size(); ++c) {
    if (never_playable[c].empty()) continue;
    const std::size_t first = never_playable[c].front();
    const CardTally& ct = tallies[first].cards[c];
    Finding f;
    f.category = category::never_playable;
    f.card = ctx.cards.id(static_cast<int>(c));
    f.lineup = report.lineups[first].label;
    f.where = ctx.set.cards[c].where;
    std::string lineups;
    for (std::size_t l : never_playable[c]) {
      const CardTally& lt = tallies[l].cards[c];
      lineups += (lineups.empty() ? "" : ", ") + std::to_string(l + 1) + " (" + report.lineups[l].label + ")";
      f.evidence.push_back("line-up " + std::to_string(l + 1) + " (" + report.lineups[l].label + "): drawn in " +
                           std::to_string(lt.seen) + " of " + std::to_string(lt.seen + lt.unseen) +
                           " player-games; playable at 0 decisions (rule of three: under " +
                           percent_text(3.0 / std::max(1, lt.seen)) + " of such games at 95%)");
    }
    f.message = "'" + f.card + "' was drawn but never legal to play in line-up" + (never_playable[c].size() > 1 ? "s " : " ") +
                lineups + " (drawn in " + std::to_string(ct.seen) + " player-games of line-up " + std::to_string(first + 1) + ")";
    f.hint = "check what the card needs before it can be played (another card in play, a phase, a target)";
    // The causal test, as for a dead card: the same games with one seat forbidden the card. A card
    // never legal takes no part in play, so its absence changes no result; when it does, the
    // searching players plan with positions in which it is legal (their simulations see it), so
    // the verdict depends on the line-up's players and is a warning.
    if (settings.confirm_cards > 0) {
      const Confirmation test = restricted_play(ctx, tallies[first], first, f.card, "never-playable", settings);
      const bool matters = test.p < settings.confirm_level && test.lost_by_restriction != test.won_by_restriction &&
                           (test.share_lost_interval.low > 0 || test.share_lost_interval.high < 0);
      f.evidence.push_back("restricted play on line-up " + std::to_string(first + 1) + " (" + report.lineups[first].label +
                           "), " + std::to_string(test.games) + " games with the same seeds, one seat forbidden to play it: " +
                           effect_text(test) + "; " + std::to_string(test.lost_by_restriction + test.won_by_restriction) +
                           " games changed hands, sign test p = " + number_text(test.p) +
                           (matters ? ": its absence changes results, so players do count on it somewhere"
                                    : ": its absence changes nothing, it is dead weight in the hand"));
      if (matters) f.severity = Severity::warning;
      report.confirmations.push_back(test);
    }
    out.push_back(std::move(f));
  }

  // First player and seat balance, against the fair share 1/players: one test per seat and
  // line-up (with two players, seat 1's share is the complement of seat 0's), each at the
  // Bonferroni level over all of them, so that three line-ups of four seats do not raise a false
  // alarm one run in five; a seat flagged by several line-ups is one finding listing them.
  struct SeatFlag {
    int seat;
    bool ahead;
    std::vector<std::size_t> lineups;
    std::vector<std::string> evidence;
  };
  std::vector<SeatFlag> seat_flags;
  int seat_tests = 0;
  for (std::size_t l = 0; l < report.lineups.size(); ++l)
    if (tallies[l].decided >= settings.min_group) seat_tests += report.lineups[l].players == 2 ? 1 : report.lineups[l].players;
  const double seat_z = normal_quantile(1 - 0.05 / (2.0 * std::max(1, seat_tests)));
  for (std::size_t l = 0; l < report.lineups.size(); ++l) {
    const LineupStats& s = report.lineups[l];
    const LineupTally& t = tallies[l];
    const double fair = 1.0 / s.players;
    for (int seat = 0; seat < (s.players == 2 ? 1 : s.players) && t.decided >= settings.min_group; ++seat) {
      const RateWithInterval& r = s.seats[static_cast<std::size_t>(seat)];
      const Interval wide = wilson_interval(r.count, r.of, seat_z);
      if (wide.low <= fair && wide.high >= fair) continue;
      if (std::fabs(r.rate - fair) < settings.min_effect) continue;
      const bool ahead = r.rate > fair;
      auto flag = std::find_if(seat_flags.begin(), seat_flags.end(), [&](const SeatFlag& x) { return x.seat == seat && x.ahead == ahead; });
      if (flag == seat_flags.end()) flag = seat_flags.insert(seat_flags.end(), SeatFlag{seat, ahead, {}, {}});
      flag->lineups.push_back(l);
      flag->evidence.push_back("line-up " + std::to_string(l + 1) + " (" + s.label + "): seat " + std::to_string(seat) + " won " +
                               rate_text(r) + "; at the Bonferroni level over " + std::to_string(seat_tests) +
                               " seat tests the interval is " + percent_text(wide.low) + " to " + percent_text(wide.high));
    }
  }
  for (const SeatFlag& flag : seat_flags) {
    const LineupStats& first = report.lineups[flag.lineups.front()];
    const double fair = 1.0 / first.players;
    std::string lineups;
    for (std::size_t l : flag.lineups)
      lineups += (lineups.empty() ? "" : ", ") + std::to_string(l + 1) + " (" + report.lineups[l].label + ")";
    Finding f;
    f.severity = Severity::warning;
    f.category = flag.seat == 0 ? category::first_player : category::seat_balance;
    f.lineup = first.label;
    const RateWithInterval& r = first.seats[static_cast<std::size_t>(flag.seat)];
    f.message = std::string(flag.seat == 0 ? "the first player (seat 0)" : "seat " + std::to_string(flag.seat)) + " wins " +
                (flag.ahead ? "more" : "less") + " than a fair share of " + percent_text(fair) + " in line-up" +
                (flag.lineups.size() > 1 ? "s " : " ") + lineups + " (" + percent_text(r.rate) + " in line-up " +
                std::to_string(flag.lineups.front() + 1) + ")";
    f.hint = flag.seat == 0 ? "compensate the first player's opponents (a card, health, the first turn's draw)"
                            : "look at what this seat gets or misses by its place at the table";
    f.evidence = flag.evidence;
    out.push_back(std::move(f));
  }

  judge_card_flags(report, tallies, std::move(candidates), ctx, settings);
  sort_findings(out);
}

}  // namespace dw::validate
