// replay: the replay file, a line-based text record that reproduces a game exactly, with its
// writer and reader. Because shuffles and deals are explicit chance actions, the action list
// alone determines the game; the seed is kept so the same agents can regenerate it.
//
// Format (UTF-8, one item per line; '#' starts a comment that runs to the end of the line;
// blank lines are ignored; fields are separated by spaces):
//
//   deckwright-replay 1                    first line: magic word and format version
//   ruleset clashing-blades                the ruleset (set.toml `ruleset`)
//   cardset clashing-blades                the card set id (set.toml `id`)
//   options players=2,max-deals=100        every option, defaults included (parse_options)
//   seed 42                                the seed the game was played with (decimal, 64-bit)
//   agents ismcts:1000,random              optional: the agent spec of each seat, in seat order
//   actions                                starts the action list
//   chance 17   # deal spade-8 to P1       one action per line: who acts ("chance" or "p<seat>",
//   p0 3        # en garde spade-4         seats from 0), the action number, and its readable
//   ...                                    name as a comment (ignored by the reader)
//   end                                    required: a file without it was cut short
//
// The header keys may come in any order but each exactly once, all before `actions`.
#pragma once

#include <cstdint>
#include <filesystem>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.hpp"
#include "engine/game_options.hpp"
#include "engine/types.hpp"
#include "model/diagnostic.hpp"

namespace dw::engine {

inline constexpr int kReplayFormatVersion = 1;

struct ReplayStep {
  Player player = kChancePlayer;
  Action action = 0;
  SourcePos where;  // set by the reader
};

struct Replay {
  std::string ruleset;
  std::string card_set_id;
  SourcePos ruleset_at, card_set_at;  // where the header names them (set by the reader)
  GameOptions options;
  std::uint64_t seed = 0;
  std::vector<std::string> agents;  // optional: the agent spec per seat ("human" for a person)
  std::vector<ReplayStep> steps;

  std::vector<Action> actions() const;
};

// The replay of the game that led to `state` (its history), played with `seed`.
Replay make_replay(const State& state, std::uint64_t seed);

// The replay as text. Replays it on `game` to name every action; throws std::invalid_argument if
// an action is not legal there.
std::string format_replay(const Game& game, const Replay& replay);
void write_replay_file(const std::filesystem::path& path, const Game& game, const Replay& replay);

// Reads replay text; throws InputError with file:line:col for every problem found.
Replay parse_replay(std::string_view text, const std::string& file_name);
Replay read_replay_file(const std::filesystem::path& path);

// Plays the replay's actions on `game` (which must have been built with the replay's ruleset,
// card set and options) and returns the final state. Throws InputError naming the line of a
// mismatch, a wrong player or an illegal action.
std::unique_ptr<State> replay_game(const Game& game, const Replay& replay);

}  // namespace dw::engine
