// play_command: `deckwright play` (computer players, a person with --human, or a match of many
// games with --games) and `deckwright replay` (reprints a logged game's play-by-play).
//
//   deckwright play <set-dir> [--players N] [--agents A,B,...] [--seed S] [--log FILE]
//                   [--human SEAT] [--option name=value ...] [--games N]
//   deckwright replay <file> [--set DIR]
//
// Exit codes: 0 played (or a person ended the input), 2 bad input (set, option, agent, seat,
// replay file), 1 anything else.
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

namespace dw {

struct PlayOptions {
  std::string set_dir;
  int players = 0;                 // 0: the ruleset's default
  std::string agents;              // comma-separated agent specs; empty: random in every seat
  std::uint64_t seed = 1;
  std::string log;                 // replay file to write
  int human = -1;                  // the seat a person takes, or -1
  std::vector<std::string> options;  // name=value
  int games = 0;                   // > 0: a match of that many games, seats rotated
  bool scripted = false;           // play the set's rules_script instead of its built-in ruleset
};

struct ReplayOptions {
  std::string file;
  std::string set_dir;  // the card set; found by id under the project's cardsets/ when empty
};

void add_play_command(CLI::App& app, PlayOptions& options, int& exit_code);
void add_replay_command(CLI::App& app, ReplayOptions& options, int& exit_code);

int run_play(const PlayOptions& options, std::istream& in, std::ostream& out, std::ostream& err);
int run_replay(const ReplayOptions& options, std::ostream& out, std::ostream& err);

}  // namespace dw
