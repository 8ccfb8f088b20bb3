// validation: one `deckwright validate` run from start to end: load the set, the static checks
// (loader warnings, the ruleset's declared facts and refusals, the renderer's findings), the
// games of every line-up, the analysis and the report. A sharded run stops after the games and
// writes a shard file instead; merge_shards reads the shards of a run, adds their tallies up and
// finishes exactly as a single run would, so the JSON reports are the same.
#pragma once

#include <cstdint>
#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.hpp"
#include "engine/registry.hpp"
#include "model/card_set.hpp"
#include "validate/analysis.hpp"
#include "validate/lineup.hpp"
#include "validate/report.hpp"
#include "validate/simulation.hpp"

namespace dw::validate {

struct ValidationRequest {
  std::filesystem::path set_dir;
  std::filesystem::path home;               // project folder: fonts/, templates/
  engine::GameOptions options;              // players and rules options (defaults filled later)
  bool use_rules_script = false;            // play the set's rules_script instead of its ruleset (--scripted)
  std::vector<std::string> lineups;         // "SPEC[,SPEC...][@GAMES]"; empty: the defaults
  int games = 0;                            // games of a line-up without @GAMES (0: 400)
  std::uint64_t seed = 1;
  int jobs = 1;
  Shard shard;
  bool simulate = true;                     // false: static checks only
  bool render = true;                       // the renderer's checks
  bool check_invariants = true;
  AnalysisSettings analysis;
  // Replay files of crashes and timeouts go to <out_dir>/<set id>/validate/replays/ (empty: none),
  // a shard file without a name of its own to <out_dir>/<set id>/validate/<set id>-shard-K-of-N.json.
  std::filesystem::path out_dir;
  // Progress of the games and of restricted play: a short label, done and total.
  std::function<void(const std::string& stage, long long done, long long total)> progress;
};

// A run's set-up: the loaded set, the game, the line-ups and the static findings.
struct Prepared {
  CardSet set;
  const engine::RulesetInfo* ruleset = nullptr;
  engine::GameOptions options;  // complete
  std::shared_ptr<const engine::Game> game;  // null when the ruleset refused the set or there is none
  std::vector<Lineup> lineups;
  std::vector<Finding> findings;
};

// Throws InputError (exit 2) when the set cannot be loaded or the options, line-ups or shard are
// bad; problems of the set itself become findings.
Prepared prepare(const ValidationRequest& request);

struct ValidationRun {
  Report report;
  std::vector<double> seconds;  // wall time per line-up, for the terminal summary only
  std::vector<long long> games; // games played per line-up
  double confirm_seconds = 0;   // wall time of restricted play (terminal summary only)
  std::filesystem::path shard_file;  // run_shard: the file written
};

// The whole run (request.shard must be whole).
ValidationRun run_validation(const ValidationRequest& request);

// A sharded run: the games of request.shard, written as a shard file (JSON) to `file` (empty:
// the default name under request.out_dir).
ValidationRun run_shard(const ValidationRequest& request, std::filesystem::path file);

// Reads the shard files of one run (same set, options, line-ups, seed; every shard once), adds
// them up and finishes the run. `request` gives jobs, out_dir, progress and analysis settings;
// the set, options, line-ups and seed come from the shards (request.set_dir, when not empty,
// says where the set is now). Throws InputError for shards that do not fit together.
ValidationRun merge_shards(const std::vector<std::filesystem::path>& files, ValidationRequest request);

// The report's file: the JSON text (two-space indented, ending in a newline).
std::string report_text(const Report& report);

}  // namespace dw::validate
