// validate_command: command-line options to a ValidationRequest, the reports written, the exit
// code.
#include "cli/validate_command.hpp"

#include <unistd.h>

#include <fstream>
#include <iostream>

#include "cli/game_option_args.hpp"
#include "cli/guarded_run.hpp"
#include "model/project_home.hpp"
#include "engine/game_options.hpp"
#include "support/atomic_file.hpp"
#include "validate/game_runner.hpp"
#include "validate/report_pdf.hpp"
#include "validate/terminal_summary.hpp"
#include "validate/validation.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

validate::ValidationRequest request_of(const ValidateOptions& o, validate::ProgressBar& bar) {
  validate::ValidationRequest r;
  r.set_dir = o.set_dir;
  r.home = find_project_home(o.set_dir.empty() ? fs::current_path() : fs::path(o.set_dir));
  r.options = game_options_from_args(o.players, o.options);
  r.use_rules_script = o.scripted;
  r.lineups = o.lineups;
  r.games = o.games;
  r.seed = o.seed;
  r.jobs = o.jobs;
  r.simulate = !o.static_only;
  r.render = !o.no_render;
  r.analysis.max_timeout_share = o.max_timeouts;
  r.analysis.confirm_cards = o.confirm_cards;
  r.analysis.confirm_games = o.confirm_games;
  r.progress = [&bar](const std::string& stage, long long done, long long total) { bar.update(stage, done, total); };
  if (!o.shard.empty()) {
    try {
      r.shard = validate::parse_shard(o.shard);
    } catch (const std::invalid_argument& e) {
      bad_argument("--shard", e.what(), "shard 1 of 4 is --shard 1/4");
    }
  }
  return r;
}

fs::path output_file(const ValidateOptions& o, const std::string& given, const std::string& set_id, const std::string& suffix) {
  if (!given.empty()) return given;
  return fs::path(o.out_dir) / set_id / "validate" / (set_id + suffix);
}

// 2 when a game stopped on bad input (a rules script's error: the set is at fault, as for any
// other input error), else 1 on errors (or warnings with --strict).
int exit_code_of(const validate::Report& report, bool strict) {
  for (const auto& lineup : report.lineups)
    for (const auto& game : lineup.crash_games)
      if (game.detail.starts_with(validate::kBadInput)) return 2;
  return report.errors() > 0 || (strict && report.warnings() > 0) ? 1 : 0;
}

// Writes the reports, prints the summary, returns the exit code.
int finish(const ValidateOptions& o, const validate::ValidationRun& run, const fs::path& home) {
  const fs::path json = output_file(o, o.json_file, run.report.set_id, "-validation.json");
  write_file_atomically(json, validate::report_text(run.report));
  std::cout << validate::format_summary(run.report, run.seconds, run.games, run.confirm_seconds);
  std::cout << "wrote " << json.string() << "\n";
  if (!o.no_pdf) {
    const fs::path pdf = output_file(o, o.pdf_file, run.report.set_id, "-validation.pdf");
    validate::write_report_pdf(run.report, home, pdf);
    std::cout << "wrote " << pdf.string() << "\n";
  }
  return exit_code_of(run.report, o.strict);
}

}  // namespace

int run_validate(const ValidateOptions& o) {
  return run_guarded([&](Diagnostics&) {
    if (o.set_dir.empty()) bad_argument("validate", "no card set given", "deckwright validate <set-dir>, or validate merge <shards>");
    validate::ProgressBar bar(stderr, !o.quiet && isatty(fileno(stderr)));
    validate::ValidationRequest request = request_of(o, bar);
    request.out_dir = o.out_dir;
    if (!request.shard.whole()) {
      // The replay files and reports come from the merge; a shard only plays its games.
      const validate::ValidationRun run = validate::run_shard(request, o.shard_file);
      bar.done();
      std::cout << "shard " << o.shard << " of " << run.report.set_id << ":";
      for (std::size_t l = 0; l < run.games.size(); ++l) std::cout << (l ? ", " : " ") << run.games[l] << " games";
      std::cout << "\nwrote " << run.shard_file.string() << "\n";
      return 0;
    }
    const validate::ValidationRun run = validate::run_validation(request);
    bar.done();
    return finish(o, run, request.home);
  });
}

int run_validate_merge(const ValidateOptions& o) {
  return run_guarded([&](Diagnostics&) {
    validate::ProgressBar bar(stderr, !o.quiet && isatty(fileno(stderr)));
    validate::ValidationRequest request = request_of(o, bar);
    request.out_dir = o.out_dir;
    const validate::ValidationRun run =
        validate::merge_shards(std::vector<fs::path>(o.shards.begin(), o.shards.end()), request);
    bar.done();
    return finish(o, run, request.home);
  });
}

void add_validate_command(CLI::App& app, ValidateOptions& o, int& exit_code) {
  CLI::App* v = app.add_subcommand("validate", "Check a card set: static checks, simulated games, broken cards");
  v->add_option("set-dir", o.set_dir, "The card set folder (holds set.toml)");
  const auto common = [&o](CLI::App* c) {
    c->add_option("--jobs,-j", o.jobs, "Threads playing games (results do not depend on it)")->check(CLI::Range(1, 256));
    c->add_option("--out", o.out_dir, "Output folder (default: output); reports go to <out>/<set>/validate/");
    c->add_option("--json", o.json_file, "The JSON report (default: <out>/<set>/validate/<set>-validation.json)");
    c->add_option("--pdf", o.pdf_file, "The PDF report (default: <out>/<set>/validate/<set>-validation.pdf)");
    c->add_flag("--no-pdf", o.no_pdf, "Write no PDF report");
    c->add_flag("--strict", o.strict, "Exit 1 on warnings too");
    c->add_flag("--quiet,-q", o.quiet, "No progress bar");
    c->add_option("--max-timeouts", o.max_timeouts,
                  "Share of games stopped at the length cap above which endless games are an error (default 0.05)")
        ->check(CLI::Range(0.0, 1.0));
    c->add_option("--confirm", o.confirm_cards, "Flagged cards to confirm by restricted play (default 4; 0: none)")
        ->check(CLI::Range(0, 1000));
    c->add_option("--confirm-games", o.confirm_games, "Paired games per confirmation, at most the line-up's (default 2000)")->check(CLI::Range(1, 10000000));
  };
  common(v);
  v->add_option("--lineup", o.lineups,
                "Agents of one line-up, one spec for every seat or one per seat, with @GAMES (repeatable); default: "
                "random@2000, greedy@400 and ismcts:1000:rollout=40 for 120 player-seats (60 games at two players)");
  v->add_option("--games", o.games, "Games of each line-up that gives no @GAMES (default 400; the default line-ups: all)")
      ->check(CLI::Range(1, 10000000));
  v->add_option("--seed", o.seed, "Run seed; every game's seed is derived from it (default 1)");
  v->add_option("--shard", o.shard, "Play only shard K of N of the games and write a shard file (merge them with validate merge)");
  v->add_option("--shard-file", o.shard_file, "Where --shard writes (default: <out>/<set>/validate/<set>-shard-K-of-N.json)");
  v->add_option("--players", o.players, "Number of players (default: the ruleset's)");
  v->add_option("--option", o.options, "Ruleset option name=value (repeatable)");
  v->add_flag("--scripted", o.scripted,
              "Play the set's rules script (set.toml rules_script) instead of its built-in ruleset");
  v->add_flag("--static-only", o.static_only, "Only the static checks: play no games");
  v->add_flag("--no-render", o.no_render, "Skip the renderer's checks (overflow, tofu, low-resolution images)");

  CLI::App* merge = v->add_subcommand("merge", "Combine the shard files of a sharded run into the reports of one run");
  merge->add_option("shards", o.shards, "The shard files")->required();
  merge->add_option("--set", o.set_dir, "The card set folder (default: as recorded in the shards)");
  common(merge);
  merge->callback([&o, &exit_code] { exit_code = run_validate_merge(o); });
  v->callback([&o, &exit_code, merge] {
    if (merge->parsed()) return;
    exit_code = run_validate(o);
  });
}

}  // namespace dw
