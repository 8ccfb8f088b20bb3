// validate_command: `deckwright validate` (static checks, simulated games, reports) and
// `deckwright validate merge` (combines the shard files of a sharded run).
//
//   deckwright validate <set-dir> [--lineup SPEC[,SPEC...][@GAMES]]... [--games N] [--seed S]
//                       [--jobs J] [--shard K/N] [--players N] [--option name=value]...
//                       [--out DIR] [--json FILE] [--pdf FILE] [--static-only] [--strict] ...
//   deckwright validate merge <shard.json>... [--set DIR] [--jobs J] [--json FILE] [--pdf FILE]
//
// Exit codes: 0 no errors (with --strict: no warnings either), 1 errors found (or warnings with
// --strict, or an unexpected failure), 2 bad input (a set that cannot be read, bad options,
// line-ups or shards).
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <string>
#include <vector>

namespace dw {

struct ValidateOptions {
  std::string set_dir;
  int players = 0;
  std::vector<std::string> options;  // name=value
  bool scripted = false;             // play the set's rules_script instead of its built-in ruleset
  std::vector<std::string> lineups;
  int games = 0;
  std::uint64_t seed = 1;
  int jobs = 1;
  std::string shard;          // "K/N"
  std::string out_dir = "output";
  std::string json_file;      // default <out>/<set>/validate/<set>-validation.json
  std::string pdf_file;       // default <out>/<set>/validate/<set>-validation.pdf
  std::string shard_file;     // default <out>/<set>/validate/<set>-shard-K-of-N.json
  bool no_pdf = false;
  bool static_only = false;
  bool no_render = false;
  bool strict = false;
  bool quiet = false;
  double max_timeouts = 0.05;
  int confirm_cards = 4;
  int confirm_games = 2000;
  std::vector<std::string> shards;  // merge
};

void add_validate_command(CLI::App& app, ValidateOptions& options, int& exit_code);
int run_validate(const ValidateOptions& options);
int run_validate_merge(const ValidateOptions& options);

}  // namespace dw
