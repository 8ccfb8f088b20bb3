// terminal_summary: what `deckwright validate` prints: a progress bar on stderr while games are
// played (only on a terminal, so logs and tests stay clean), and the summary on stdout: per
// line-up the outcome figures and games per second, then every finding GCC-style.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

#include "validate/report.hpp"

namespace dw::validate {

class ProgressBar {
 public:
  // Draws on `out` when `enabled` (the CLI passes whether stderr is a terminal).
  ProgressBar(std::FILE* out, bool enabled) : out_(out), enabled_(enabled) {}
  ~ProgressBar() { done(); }
  void update(const std::string& stage, long long done, long long total);
  void done();  // ends the line

 private:
  std::FILE* out_;
  bool enabled_;
  bool drawn_ = false;
  int last_permille_ = -1;
  std::string last_stage_;
};

// The summary text. `seconds` and `games` give the games per second of each line-up (empty when
// the run was merged from shards); `confirm_seconds` the wall time of restricted play (0: not
// printed).
std::string format_summary(const Report& report, const std::vector<double>& seconds, const std::vector<long long>& games,
                           double confirm_seconds = 0);

}  // namespace dw::validate
