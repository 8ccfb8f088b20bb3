// endless_cards: candidates by how often they were played in the stopped games, restricted play on the same seeds, and the cards a
// set built on another changed (see the header).
#include "validate/endless_cards.hpp"

#include <algorithm>
#include <atomic>
#include <set>

#include "validate/lineup.hpp"
#include "validate/report.hpp"
#include "validate/restricted_state.hpp"
#include "validate/simulation.hpp"
#include "validate/statistics.hpp"

namespace dw::validate {

namespace {

struct Candidate {
  std::size_t card = 0;
  double stopped_rate = 0;    // plays per decision in the stopped games
  double finished_rate = 0;   // ... and in the finished ones
  // Restricted play on the line-up's first `games` games:
  int games = 0;
  int stopped_before = 0, stopped_after = 0;
  int ended_by_restriction = 0;    // stopped before, ended by the rules with the card forbidden
  int stopped_by_restriction = 0;  // the other way round
  double p = 1, holm_p = 1;
  bool confirmed = false;
};

// The games of the line-up whose stop at the cap is known (timeout_games keeps the lowest indices
// of the stopped games: below its last one, or everywhere when it holds them all, every stopped
// game is in it), at most `limit` of them.
int known_prefix(const LineupTally& t, int limit) {
  int prefix = t.planned;
  if (t.timeout_games.size() >= kKeptGames && t.timeouts > static_cast<int>(t.timeout_games.size()))
    prefix = t.timeout_games.back().index + 1;
  return std::min(prefix, limit);
}

void play_restricted(Candidate& c, const LineupTally& t, std::size_t lineup, int games, const AnalysisContext& ctx) {
  std::set<int> stopped;
  for (const GameRef& g : t.timeout_games) stopped.insert(g.index);
  const std::string& card = ctx.cards.id(static_cast<int>(c.card));
  std::vector<int> after(static_cast<std::size_t>(games), -1);  // 1 stopped, 0 ended, -1 not compared
  parallel_for(
      games, ctx.jobs,
      [&](int, int g) {
        const char outcome = t.outcomes[static_cast<std::size_t>(g)];
        if (outcome == 'x' || outcome == '.') return;  // a crash, or a game another shard played
        const GameRecord rec = run_game(ctx.game, ctx.cards, seat_specs(t, g), g,
                                        game_seed(ctx.seed, static_cast<int>(lineup), g), Restriction{kEverySeat, card},
                                        false);
        if (rec.crash.empty()) after[static_cast<std::size_t>(g)] = rec.timeout ? 1 : 0;
      },
      {});
  for (int g = 0; g < games; ++g) {
    const int a = after[static_cast<std::size_t>(g)];
    if (a < 0) continue;
    const bool before = stopped.count(g) > 0;
    ++c.games;
    c.stopped_before += before;
    c.stopped_after += a;
    c.ended_by_restriction += before && a == 0;
    c.stopped_by_restriction += !before && a == 1;
  }
  // One-sided: only fewer stopped games with the card forbidden would name it.
  c.p = binomial_at_most_p(c.stopped_by_restriction, c.ended_by_restriction + c.stopped_by_restriction, 0.5);
}

std::string per_hundred(double rate) { return number_text(100 * rate, "%.1f"); }

}  // namespace

void name_endless_cards(Finding& f, const LineupTally& t, std::size_t lineup, const AnalysisContext& ctx,
                        const AnalysisSettings& settings) {
  const double stopped = static_cast<double>(t.timeout_decisions);
  const double finished = static_cast<double>(t.decisions - t.timeout_decisions);
  std::vector<Candidate> candidates;
  if (stopped > 0)
    for (std::size_t c = 0; c < t.cards.size(); ++c) {
      const CardTally& ct = t.cards[c];
      if (ct.timeout_chosen == 0) continue;
      Candidate cand;
      cand.card = c;
      cand.stopped_rate = ct.timeout_chosen / stopped;
      cand.finished_rate = finished > 0 ? (ct.chosen - ct.timeout_chosen) / finished : 0;
      candidates.push_back(cand);
    }
  std::stable_sort(candidates.begin(), candidates.end(),
                   [](const Candidate& a, const Candidate& b) { return a.stopped_rate > b.stopped_rate; });
  if (candidates.size() > static_cast<std::size_t>(settings.endless_candidates))
    candidates.resize(static_cast<std::size_t>(std::max(0, settings.endless_candidates)));

  // At least as far as the stopped games kept, so that a rare stop late in the line-up is tested.
  const int games = known_prefix(t, std::max(settings.endless_confirm_games,
                                             t.timeout_games.empty() ? 0 : t.timeout_games.back().index + 1));
  if (games > 0 && static_cast<int>(t.outcomes.size()) >= games)
    for (Candidate& c : candidates) play_restricted(c, t, lineup, games, ctx);
  std::vector<double> ps;
  for (const Candidate& c : candidates) ps.push_back(c.p);
  const std::vector<double> adjusted = holm(ps);
  for (std::size_t i = 0; i < candidates.size(); ++i) {
    Candidate& c = candidates[i];
    c.holm_p = adjusted[i];
    c.confirmed = c.games > 0 && c.holm_p < settings.confirm_level && c.ended_by_restriction > c.stopped_by_restriction;
  }
  // The confirmed candidates first, the one whose restriction ended the most stopped games first.
  std::stable_sort(candidates.begin(), candidates.end(), [](const Candidate& a, const Candidate& b) {
    if (a.confirmed != b.confirmed) return a.confirmed;
    return a.confirmed && a.ended_by_restriction - a.stopped_by_restriction > b.ended_by_restriction - b.stopped_by_restriction;
  });
  for (const Candidate& c : candidates) {
    const std::string& id = ctx.cards.id(static_cast<int>(c.card));
    if (c.confirmed && f.card.empty()) {
      f.card = id;
      f.where = ctx.set.cards[c.card].where;
    }
    std::string text = "'" + id + "' was played " + per_hundred(c.stopped_rate) + " times per 100 decisions in the stopped games";
    if (finished > 0) text += ", " + per_hundred(c.finished_rate) + " in the finished ones";
    if (c.games > 0)
      text += "; forbidden to every seat on the same seeds, " + std::to_string(c.stopped_after) + " of the first " +
              std::to_string(c.games) + " games stopped instead of " + std::to_string(c.stopped_before) + " (" +
              std::to_string(c.ended_by_restriction) + " ended by the rules, " + std::to_string(c.stopped_by_restriction) +
              " newly stopped; one-sided sign test p = " + number_text(c.holm_p, "%.2g") + ", Holm-adjusted)" +
              (c.confirmed ? ": it goes with the endless games" : ": not shown to be the cause");
    f.evidence.push_back(text);
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
    const bool confirmed = std::any_of(candidates.begin(), candidates.end(),
                                       [&](const Candidate& cand) { return cand.card == c && cand.confirmed; });
    if (confirmed) continue;
    f.evidence.push_back("'" + card.id + "' is a card this set adds to or changes in its base " +
                         ctx.set.bases.front().filename().string() + (finished > 0 ? "" : ", and no game ended"));
  }
}

}  // namespace dw::validate
