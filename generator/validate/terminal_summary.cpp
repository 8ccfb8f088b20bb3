// terminal_summary: the progress bar and the summary text.
#include "validate/terminal_summary.hpp"

#include <cstdio>

namespace dw::validate {

namespace {

std::string fmt(const char* format, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

std::string pct(const RateWithInterval& r) {
  return fmt("%.1f%%", 100 * r.rate) + " [" + fmt("%.1f", 100 * r.interval.low) + ", " + fmt("%.1f%%]", 100 * r.interval.high);
}

}  // namespace

void ProgressBar::update(const std::string& stage, long long done_count, long long total) {
  if (!enabled_ || total <= 0) return;
  const int permille = static_cast<int>(1000 * done_count / total);
  if (permille == last_permille_ && stage == last_stage_) return;
  last_permille_ = permille;
  last_stage_ = stage;
  constexpr int kWidth = 30;
  const int filled = permille * kWidth / 1000;
  std::fprintf(out_, "\r%-16s [%s%s] %5.1f%% %lld/%lld", stage.c_str(), std::string(static_cast<std::size_t>(filled), '#').c_str(),
               std::string(static_cast<std::size_t>(kWidth - filled), '.').c_str(), permille / 10.0, done_count, total);
  std::fflush(out_);
  drawn_ = true;
}

void ProgressBar::done() {
  if (drawn_) std::fprintf(out_, "\n");
  drawn_ = false;
  last_permille_ = -1;
}

std::string format_summary(const Report& report, const std::vector<double>& seconds, const std::vector<long long>& games,
                           double confirm_seconds) {
  std::string out = "validate " + report.set_id + ": ruleset " + (report.ruleset.empty() ? "(none)" : report.ruleset) +
                    (report.options.empty() ? "" : ", options " + report.options) + ", seed " + std::to_string(report.seed) + "\n";
  for (std::size_t l = 0; l < report.lineups.size(); ++l) {
    const LineupStats& s = report.lineups[l];
    out += "line-up " + std::to_string(l + 1) + " " + s.label + ": " + std::to_string(s.games) + " games";
    if (l < seconds.size() && l < games.size() && seconds[l] > 0)
      out += ", " + fmt("%.1f s", seconds[l]) + ", " + fmt("%.0f games/s", static_cast<double>(games[l]) / seconds[l]);
    out += "\n  completed " + pct(s.completed) + ", draws/shared " + pct(s.shared) + ", timeouts " + pct(s.timeouts) +
           ", crashes " + std::to_string(s.crashes) + "\n";
    out += "  seat win rates:";
    for (std::size_t seat = 0; seat < s.seats.size(); ++seat) out += " " + std::to_string(seat) + ": " + pct(s.seats[seat]);
    out += "\n  length: mean " + fmt("%.1f", s.length.mean) + " decisions (min " + std::to_string(s.length.min) + ", quartiles " +
           std::to_string(s.length.p25) + "/" + std::to_string(s.length.median) + "/" + std::to_string(s.length.p75) + ", 90% " +
           std::to_string(s.length.p90) + ", max " + std::to_string(s.length.max) + "); decisions with a choice " +
           fmt("%.1f%%", 100 * s.multi_option_share) + "\n";
    const DesignMetrics& d = s.design;
    out += "  design: first player " + fmt("%.1f%%", 100 * d.first_player.rate) + fmt(" (95%% CI %.1f", 100 * d.first_player.interval.low) +
           fmt(" to %.1f%%)", 100 * d.first_player.interval.high) + fmt(", decisiveness %.2f", d.decisiveness.mean) +
           fmt(" (%.2f", d.decisiveness.interval.low) + fmt(" to %.2f)", d.decisiveness.interval.high) +
           fmt(", lead changes per game %.1f", d.lead_changes.mean) + fmt(" (%.1f", d.lead_changes.interval.low) +
           fmt(" to %.1f)", d.lead_changes.interval.high) + "\n";
  }
  long long paired = 0;
  for (const auto& c : report.confirmations) paired += c.games;
  if (paired > 0 && confirm_seconds > 0)
    out += "restricted play: " + std::to_string(report.confirmations.size()) + " test" +
           (report.confirmations.size() == 1 ? "" : "s") + ", " + std::to_string(paired) + " paired games, " +
           fmt("%.1f s", confirm_seconds) + ", " + fmt("%.0f games/s", static_cast<double>(paired) / confirm_seconds) + "\n";
  for (const auto& c : report.confirmations)
    out += "restricted play " + c.card + " (" + c.suspected + "?, " + c.lineup + "): " + std::to_string(c.games) +
           " paired games, forbidden seat won " + std::to_string(c.restricted_wins) + " instead of " +
           std::to_string(c.baseline_wins) + fmt(", p = %.3g", c.p) + fmt(" (Holm %.3g)", c.holm_p) + (c.confirmed ? ": confirmed" : ": not confirmed") + "\n";
  for (const auto& f : report.findings) out += format_finding(f) + "\n";
  out += std::to_string(report.errors()) + " error" + (report.errors() == 1 ? "" : "s") + ", " +
         std::to_string(report.warnings()) + " warning" + (report.warnings() == 1 ? "" : "s") + ", " +
         std::to_string(count_findings(report.findings, Severity::note)) + " notes\n";
  return out;
}

}  // namespace dw::validate
