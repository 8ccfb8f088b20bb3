// play_command: wiring and running `deckwright play` and `deckwright replay` (see the header).
#include "cli/play_command.hpp"

#include <cstdio>
#include <fstream>
#include <iostream>
#include <memory>
#include <sstream>

#include "cli/game_option_args.hpp"
#include "cli/guarded_run.hpp"
#include "cli/human_agent.hpp"
#include "cli/play_log.hpp"
#include "model/project_home.hpp"
#include "engine/match.hpp"
#include "engine/play.hpp"
#include "engine/registry.hpp"
#include "engine/replay.hpp"
#include "model/card_set_loader.hpp"
#include "support/atomic_file.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

using engine::Player;

std::vector<std::string> split_list(const std::string& text) {
  std::vector<std::string> items;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t comma = std::min(text.find(',', start), text.size());
    items.push_back(text.substr(start, comma - start));
    start = comma + 1;
  }
  return items;
}

// One agent spec per seat: none given = random everywhere; one given = that agent everywhere.
std::vector<std::string> agent_specs(const PlayOptions& o, int players) {
  std::vector<std::string> specs = o.agents.empty() ? std::vector<std::string>{"random"} : split_list(o.agents);
  if (specs.size() == 1) specs.assign(static_cast<std::size_t>(players), specs.front());
  if (static_cast<int>(specs.size()) != players)
    bad_argument("--agents", "--agents names " + std::to_string(specs.size()) + " agents for " + std::to_string(players) + " seats",
                 "give one agent per seat, e.g. --agents ismcts,random, or one for every seat");
  for (const auto& spec : specs) {
    try {
      engine::make_agent(spec, 0, 0);
    } catch (const std::invalid_argument& e) {
      bad_argument("--agents", e.what(), "agents: random, greedy[:SAMPLES], ismcts[:SIMS][:c=X][:rollout=N]");
    }
  }
  return specs;
}

int play_match(const engine::Game& game, const std::vector<std::string>& specs, const PlayOptions& o, std::ostream& out) {
  out << "match: " << o.games << " games of " << game.ruleset() << " (options " << game.options().to_string()
      << "), seeds " << o.seed << " to " << o.seed + static_cast<std::uint64_t>(o.games) - 1
      << ", seats rotated every game\n";
  long long actions = 0;
  const engine::MatchResult m = engine::play_match(game, specs, o.games, o.seed,
                                                   [&](int, const std::vector<Player>&, const engine::PlayedGame& g) {
                                                     actions += g.final_state->move_number();
                                                   });
  char line[200];
  std::snprintf(line, sizeof line, "%-24s %5s %6s %5s  %-22s %s\n", "agent", "won", "drawn", "lost", "win rate (95% Wilson)",
                "draw / loss rate");
  out << line;
  for (const auto& t : m.tally) {
    const engine::Interval w = engine::wilson_interval(t.wins, m.games);
    char rate[64];
    std::snprintf(rate, sizeof rate, "%5.1f%% [%4.1f%%, %4.1f%%]", 100.0 * t.wins / m.games, 100 * w.low, 100 * w.high);
    char rest[48];
    std::snprintf(rest, sizeof rest, "%4.1f%% / %4.1f%%", 100.0 * t.draws / m.games, 100.0 * t.losses / m.games);
    std::snprintf(line, sizeof line, "%-24s %5d %6d %5d  %-22s %s\n", t.agent.c_str(), t.wins, t.draws, t.losses, rate, rest);
    out << line;
  }
  out << "mean length: " << actions / m.games << " actions per game\n";
  return 0;
}

}  // namespace

void add_play_command(CLI::App& app, PlayOptions& options, int& exit_code) {
  CLI::App* play = app.add_subcommand("play", "Play a card set's game with computer players (or take a seat yourself)");
  play->add_option("set-dir", options.set_dir, "Card set folder (holds set.toml, which names the ruleset)")->required();
  play->add_option("--players", options.players, "Number of players (default: the ruleset's)");
  play->add_option("--agents", options.agents,
                   "Agent per seat, comma-separated: random, greedy[:SAMPLES], ismcts[:SIMS][:c=X][:rollout=N] "
                   "(one name = every seat; default random)");
  play->add_option("--seed", options.seed, "Seed for chance and the agents (default 1)");
  play->add_option("--log", options.log, "Write the game's replay file here");
  play->add_option("--human", options.human, "Take this seat (0, 1, ...) yourself: choose actions by number");
  play->add_option("--option", options.options, "Ruleset option name=value (repeatable), e.g. --option event-deck=on");
  play->add_flag("--scripted", options.scripted,
                 "Play the set's rules script (set.toml rules_script) instead of its built-in ruleset");
  play->add_option("--games", options.games, "Play a match of N games with seats rotated and print win/draw/loss rates");
  play->callback([&options, &exit_code] { exit_code = run_play(options, std::cin, std::cout, std::cerr); });
}

void add_replay_command(CLI::App& app, ReplayOptions& options, int& exit_code) {
  CLI::App* replay = app.add_subcommand("replay", "Reprint the play-by-play of a replay file written by play --log");
  replay->add_option("file", options.file, "Replay file")->required();
  replay->add_option("--set", options.set_dir, "Card set folder (default: the bundled set with the replay's card set id)");
  replay->callback([&options, &exit_code] { exit_code = run_replay(options, std::cout, std::cerr); });
}

int run_play(const PlayOptions& o, std::istream& in, std::ostream& out, std::ostream& err) {
  return run_guarded([&](Diagnostics& warnings) {
    CardSet set = load_card_set(o.set_dir, warnings);
    if (o.scripted) engine::use_rules_script(set);
    const auto game = engine::make_game(set, game_options_from_args(o.players, o.options), warnings);
    const int players = game->num_players();
    std::vector<std::string> specs = agent_specs(o, players);
    if (o.human >= players || (o.human < 0 && o.human != -1))
      bad_argument("--human", "there is no seat " + std::to_string(o.human), "seats go from 0 to " + std::to_string(players - 1));
    if (o.games < 0) bad_argument("--games", "the number of games must be positive");
    if (o.games > 0) {
      if (!o.log.empty()) bad_argument("--log", "--log records one game; leave it out with --games");
      if (o.human >= 0) bad_argument("--human", "a person cannot sit through a match; leave --games out");
      err << warnings.format_all();
    warnings.clear();
      return play_match(*game, specs, o, out);
    }

    std::vector<std::unique_ptr<engine::Agent>> agents;
    HumanAgent* human = nullptr;
    for (Player p = 0; p < players; ++p) {
      if (p == o.human) {
        auto h = std::make_unique<HumanAgent>(p, in, out);
        human = h.get();
        agents.push_back(std::move(h));
        specs[static_cast<std::size_t>(p)] = "human";
      } else {
        agents.push_back(engine::make_agent(specs[static_cast<std::size_t>(p)], p, engine::agent_seed(o.seed, p)));
      }
    }
    std::vector<engine::Agent*> seats;
    for (auto& a : agents) seats.push_back(a.get());
    err << warnings.format_all();
    warnings.clear();
    write_log_header(out, *game, o.seed, specs);
    // A person sees only their own information; everyone else gets the full play-by-play.
    PlayLog log(out);
    const engine::ActionObserver narrate = [&log](const engine::State& before, engine::Action a) { log.action(before, a); };
    engine::PlayedGame played;
    try {
      played = engine::play_game(*game, seats, o.seed, human ? engine::ActionObserver{} : narrate);
    } catch (const HumanQuit&) {
      out << "\ninput ended: the game was abandoned (no replay written)\n";
      return 0;
    } catch (const InputError& e) {
      // A rules script that fails during play: the seed reproduces the game up to the error.
      Diagnostics with_seed = e.diagnostics();
      with_seed.note(SourcePos{}, "the game's seed was " + std::to_string(o.seed),
                     "deckwright play " + o.set_dir + " --seed " + std::to_string(o.seed) + " plays the same game again");
      throw InputError(with_seed);
    }
    if (human) {
      out << "--- the game is over ---\n";
      human->show_news(*played.final_state);
    }
    if (human) out << "result after " << played.final_state->move_number() << " actions: "
                   << describe_returns(played.final_state->returns()) << "; seed " << o.seed << "\n";
    else log.result(*played.final_state, o.seed);
    if (!o.log.empty()) {
      played.replay.agents = specs;
      write_file_atomically(o.log, engine::format_replay(*game, played.replay));
    }
    return 0;
  }, err);
}

int run_replay(const ReplayOptions& o, std::ostream& out, std::ostream& err) {
  return run_guarded([&](Diagnostics& warnings) {
    const engine::Replay replay = engine::read_replay_file(o.file);
    fs::path set_dir = o.set_dir;
    if (set_dir.empty()) {
      const fs::path root = find_project_home(fs::path(o.file).parent_path().empty() ? fs::current_path() : fs::absolute(o.file).parent_path()) / "cardsets";
      std::error_code ec;
      for (const auto& entry : fs::directory_iterator(root, ec)) {
        if (!fs::is_regular_file(entry.path() / "set.toml")) continue;
        try {
          Diagnostics ignored;
          if (load_card_set(entry.path(), ignored).id == replay.card_set_id) set_dir = entry.path();
        } catch (const InputError&) {
        }
      }
      if (set_dir.empty())
        bad_argument(o.file, "no card set with id '" + replay.card_set_id + "' under " + root.string(),
                     "name the card set folder with --set DIR");
    }
    CardSet set = load_card_set(set_dir, warnings);
    // A game played with the set's rules script (play --scripted) is replayed with it.
    if (replay.ruleset == engine::kScriptRuleset && set.ruleset != replay.ruleset && !set.rules_script.empty())
      engine::use_rules_script(set);
    Diagnostics mismatch;
    if (set.id != replay.card_set_id)
      mismatch.error(replay.card_set_at, "the replay is of card set '" + replay.card_set_id + "', not '" + set.id + "'",
                            "name the card set it was played with: --set DIR");
    if (set.ruleset != replay.ruleset)
      mismatch.error(replay.ruleset_at,
                            "the replay is of ruleset '" + replay.ruleset + "', but the card set uses '" + set.ruleset + "'",
                            "name the card set it was played with: --set DIR");
    if (mismatch.has_errors()) throw InputError(mismatch);
    const auto game = engine::make_game(set, replay.options, warnings);
    engine::replay_game(*game, replay);  // reports an illegal or misattributed action by its line
    err << warnings.format_all();
    warnings.clear();
    write_log_header(out, *game, replay.seed, replay.agents);
    PlayLog log(out);
    auto state = game->new_initial_state();
    for (engine::Action a : replay.actions()) {
      log.action(*state, a);
      state->apply_action(a);
    }
    if (!state->is_terminal()) {
      // The next legal actions are asked for: a crash's replay file may end where the rules
      // failed to give them (a rules script's error), which then shows again.
      (void)state->legal_actions();
      out << "(the replay stops before the end of the game)\n";
      return 0;
    }
    log.result(*state, replay.seed);
    return 0;
  }, err);
}

}  // namespace dw
