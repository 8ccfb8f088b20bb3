// play_log: formatting the play-by-play (see the header).
#include "cli/play_log.hpp"

#include <algorithm>
#include <cstdio>

#include "model/terminal_text.hpp"

namespace dw {

namespace {

std::string seat_name(engine::Player p) { return p == engine::kChancePlayer ? "chance" : "p" + std::to_string(p); }

std::string signed_number(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%+g", v);
  return buf;
}

}  // namespace

void write_log_header(std::ostream& out, const engine::Game& game, std::uint64_t seed,
                      const std::vector<std::string>& agents) {
  out << "game: " << game.ruleset() << ", card set " << game.card_set_id() << ", options "
      << game.options().to_string() << ", seed " << seed << "\n";
  if (agents.empty()) return;
  out << "seats:";
  for (std::size_t i = 0; i < agents.size(); ++i) out << (i ? ", " : " ") << "p" << i << " " << agents[i];
  out << "\n";
}

void PlayLog::summary(const engine::State& state) {
  const std::string now = state.public_summary();
  if (now.empty() || now == last_summary_) return;
  out_ << "        = " << terminal_text(now) << "\n";
  last_summary_ = now;
}

void PlayLog::action(const engine::State& before, engine::Action action) {
  summary(before);
  const engine::Player p = before.current_player();
  char prefix[32];
  std::snprintf(prefix, sizeof prefix, "%6d  %-7s ", before.move_number() + 1, seat_name(p).c_str());
  out_ << prefix << terminal_text(before.action_to_string(p, action)) << "\n";
}

std::string describe_returns(const std::vector<double>& returns) {
  std::string out;
  for (std::size_t i = 0; i < returns.size(); ++i) out += (i ? ", p" : "p") + std::to_string(i) + " " + signed_number(returns[i]);
  if (returns.empty()) return out;
  const double best = *std::max_element(returns.begin(), returns.end());
  const auto at_best = std::count(returns.begin(), returns.end(), best);
  if (at_best == 1) {
    const auto winner = std::find(returns.begin(), returns.end(), best) - returns.begin();
    out += " (p" + std::to_string(winner) + " wins)";
  } else if (at_best == static_cast<long>(returns.size())) {
    out += best < 0 ? " (everybody loses)" : " (a draw)";
  } else {
    out += " (shared win)";
  }
  return out;
}

void PlayLog::result(const engine::State& final_state, std::uint64_t seed) {
  summary(final_state);
  out_ << "result after " << final_state.move_number() << " actions: " << describe_returns(final_state.returns())
       << "; seed " << seed << "\n";
}

}  // namespace dw
