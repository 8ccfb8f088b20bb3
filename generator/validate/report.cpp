// report: the JSON form of a validation report (schema: validate/README.md) and the wording of
// its figures.
#include "validate/report.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace dw::validate {

namespace {

double rounded(double x) { return std::round(x * 1e6) / 1e6; }

Json rate_json(const RateWithInterval& r) {
  return Json{{"count", r.count}, {"of", r.of}, {"rate", rounded(r.rate)}, {"low", rounded(r.interval.low)},
              {"high", rounded(r.interval.high)}};
}

Json refs_json(const std::vector<GameRef>& refs) {
  Json out = Json::array();
  for (const auto& g : refs) {
    Json j{{"index", g.index}, {"seed", g.seed}, {"seats", g.seat_agents}};
    if (!g.detail.empty()) j["detail"] = g.detail;
    if (!g.replay.empty()) j["replay"] = g.replay;
    out.push_back(j);
  }
  return out;
}

Json finding_json(const Finding& f) {
  Json j;
  j["severity"] = severity_word(f.severity);
  j["category"] = f.category;
  j["card"] = f.card;
  j["lineup"] = f.lineup;
  j["message"] = f.message;
  j["hint"] = f.hint;
  j["where"] = f.where.file.empty() ? Json(nullptr) : Json{{"file", f.where.file}, {"line", f.where.line}, {"column", f.where.column}};
  j["evidence"] = f.evidence;
  j["seeds"] = f.seeds;
  j["replays"] = f.replays;
  return j;
}

Json card_json(const CardStats& c) {
  return Json{{"card", c.card},
              {"seen", rate_json(c.seen)},
              {"unseen", rate_json(c.unseen)},
              {"comparable", c.comparable},
              {"improvement", rounded(c.improvement)},
              {"relative", rounded(c.relative)},
              {"p", rounded(c.p)},
              {"q", rounded(c.q)},
              {"playable_games", c.playable_games},
              {"played_games", c.played_games},
              {"playable_decisions", c.playable},
              {"plays", c.chosen},
              {"search_playable_decisions", c.search_playable},
              {"search_plays", c.search_chosen}};
}

// Per card, how often each line-up's choosing players (all but random ones) chose it when it was
// legal: plays over the decisions at which playing it was allowed, with a Wilson interval (the
// decisions of one game are not independent, so the interval is a guide, not a test), and
// whether the card is used (chosen at least at the dead level) by some line-up's players, by none
// (a dead-card candidate), or by
// some and not others (an agent artefact: the players who never chose it are too weak to find
// its use).
Json card_choices_json(const Report& report) {
  Json out = Json::array();
  if (report.lineups.empty()) return out;
  for (std::size_t c = 0; c < report.lineups.front().cards.size(); ++c) {
    Json by = Json::array();
    int using_lineups = 0, judged_lineups = 0;
    for (const LineupStats& s : report.lineups) {
      const CardStats& cs = s.cards[c];
      if (cs.search_playable == 0) continue;  // random players, or never legal
      const RateWithInterval r = rate_of(cs.search_chosen, cs.search_playable);
      ++judged_lineups;
      using_lineups += cs.search_chosen > 0 && r.rate >= report.dead_choice_rate;
      by.push_back(Json{{"lineup", s.label},
                        {"playable_decisions", cs.search_playable},
                        {"plays", cs.search_chosen},
                        {"rate", rounded(r.rate)},
                        {"low", rounded(r.interval.low)},
                        {"high", rounded(r.interval.high)}});
    }
    const char* use = judged_lineups == 0            ? "not-judged"
                      : using_lineups == 0            ? "rarely-chosen"
                      : using_lineups < judged_lineups ? "agent-artefact"
                                                       : "chosen";
    out.push_back(Json{{"card", report.lineups.front().cards[c].card}, {"use", use}, {"by_lineup", std::move(by)}});
  }
  return out;
}

Json mean_json(const MeanWithInterval& m) {
  return Json{{"mean", rounded(m.mean)}, {"of", m.of}, {"low", rounded(m.interval.low)}, {"high", rounded(m.interval.high)}};
}

Json lineup_json(const LineupStats& s) {
  Json j;
  j["label"] = s.label;
  j["agents"] = s.agents;
  j["players"] = s.players;
  j["games"] = s.games;
  j["completed"] = rate_json(s.completed);
  j["shared"] = rate_json(s.shared);
  j["timeouts"] = rate_json(s.timeouts);
  j["crashes"] = s.crashes;
  j["seats"] = Json::array();
  for (const auto& r : s.seats) j["seats"].push_back(rate_json(r));
  j["agents_won"] = Json::array();
  for (const auto& r : s.agents_won) j["agents_won"].push_back(rate_json(r));
  j["decisions_per_game"] = rounded(s.decisions_per_game);
  j["actions_per_game"] = rounded(s.actions_per_game);
  j["multi_option_share"] = rounded(s.multi_option_share);
  j["mean_improvement"] = rounded(s.mean_improvement);
  Json hist = Json::array();
  for (const auto& [len, n] : s.length.histogram) hist.push_back({len, n});
  j["length"] = Json{{"mean", rounded(s.length.mean)}, {"min", s.length.min}, {"p25", s.length.p25},
                     {"median", s.length.median}, {"p75", s.length.p75}, {"p90", s.length.p90},
                     {"max", s.length.max}, {"histogram", hist}};
  j["design"] = Json{{"first_player", rate_json(s.design.first_player)},
                     {"decisiveness", mean_json(s.design.decisiveness)},
                     {"lead_changes", mean_json(s.design.lead_changes)}};
  j["cards"] = Json::array();
  for (const auto& c : s.cards) j["cards"].push_back(card_json(c));
  j["crash_games"] = refs_json(s.crash_games);
  j["timeout_games"] = refs_json(s.timeout_games);
  return j;
}

}  // namespace

RateWithInterval rate_of(int count, int of) {
  RateWithInterval r;
  r.count = count;
  r.of = of;
  r.rate = of > 0 ? static_cast<double>(count) / of : 0;
  r.interval = wilson_interval(count, of);
  return r;
}

MeanWithInterval mean_of(const std::map<int, int>& histogram, double scale) {
  MeanWithInterval m;
  double sum = 0, squares = 0;
  for (const auto& [value, games] : histogram) {
    m.of += games;
    sum += scale * value * games;
    squares += scale * value * scale * value * games;
  }
  if (m.of == 0) return m;
  m.mean = sum / m.of;
  const double variance = m.of > 1 ? std::max(0.0, (squares - m.of * m.mean * m.mean) / (m.of - 1)) : 0.0;
  const double half = 1.96 * std::sqrt(variance / m.of);
  m.interval = Interval{m.mean - half, m.mean + half};
  return m;
}

std::string number_text(double x, const char* format) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

std::string percent_text(double share) { return number_text(100 * share, "%.1f") + "%"; }

std::string rate_text(const RateWithInterval& r) {
  return std::to_string(r.count) + " of " + std::to_string(r.of) + " (" + percent_text(r.rate) + ", 95% CI " +
         percent_text(r.interval.low) + " to " + percent_text(r.interval.high) + ")";
}

Json to_json(const Report& report) {
  Json j;
  j["schema"] = "deckwright-validation";
  j["version"] = kReportSchemaVersion;
  j["set"] = Json{{"id", report.set_id}, {"title", report.set_title}, {"ruleset", report.ruleset}, {"options", report.options}};
  j["seed"] = report.seed;
  j["simulated"] = report.simulated;
  j["summary"] = Json{{"errors", report.errors()},
                      {"warnings", report.warnings()},
                      {"notes", count_findings(report.findings, Severity::note)}};
  j["findings"] = Json::array();
  for (const auto& f : report.findings) j["findings"].push_back(finding_json(f));
  j["lineups"] = Json::array();
  for (const auto& s : report.lineups) j["lineups"].push_back(lineup_json(s));
  j["card_choices"] = card_choices_json(report);
  j["skill_depth"] = Json::array();
  for (const auto& d : report.skill_depth)
    j["skill_depth"].push_back(Json{{"lineup", d.lineup}, {"search_agent", d.search_agent}, {"search_wins", rate_json(d.search_wins)}});
  j["confirmations"] = Json::array();
  for (const auto& c : report.confirmations)
    j["confirmations"].push_back(Json{{"card", c.card},
                                      {"lineup", c.lineup},
                                      {"suspected", c.suspected},
                                      {"games", c.games},
                                      {"baseline_wins", c.baseline_wins},
                                      {"restricted_wins", c.restricted_wins},
                                      {"lost_by_restriction", c.lost_by_restriction},
                                      {"won_by_restriction", c.won_by_restriction},
                                      {"p", rounded(c.p)},
                                      {"holm_p", rounded(c.holm_p)},
                                      {"share_lost", rounded(c.share_lost)},
                                      {"share_lost_low", rounded(c.share_lost_low)},
                                      {"share_lost_interval", Json{{"low", rounded(c.share_lost_interval.low)},
                                                                   {"high", rounded(c.share_lost_interval.high)}}},
                                      {"confirmed", c.confirmed}});
  return j;
}

}  // namespace dw::validate
