// validation: the run's stages, the shard file and merging.
#include "validate/validation.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sstream>
#include <stdexcept>

#include "model/card_set_loader.hpp"
#include "support/atomic_file.hpp"
#include "validate/render_checks.hpp"
#include "validate/static_checks.hpp"

namespace fs = std::filesystem;

namespace dw::validate {

namespace {

constexpr int kDefaultGames = 400;
constexpr const char* kShardSchema = "deckwright-validation-shard";
constexpr int kShardVersion = 3;
constexpr std::int64_t kMaxShards = 100000;  // a run cut into more pieces than this is not a run

[[noreturn]] void bad_input(const std::string& where, const std::string& message, const std::string& hint) {
  throw InputError(SourcePos{where, 0, 0}, message, hint);
}

std::string lineup_text(const Lineup& l) { return l.label + "@" + std::to_string(l.games); }

Report start_report(const Prepared& p, std::uint64_t seed) {
  Report r;
  r.set_id = p.set.id;
  r.set_title = p.set.title;
  r.ruleset = p.set.ruleset;
  r.options = p.options.to_string();
  r.seed = seed;
  r.findings = p.findings;
  return r;
}

SimulationPlan plan_of(const ValidationRequest& request, const Prepared& p) {
  SimulationPlan plan;
  plan.lineups = p.lineups;
  plan.seed = request.seed;
  plan.jobs = request.jobs;
  plan.shard = request.shard;
  plan.check_invariants = request.check_invariants;
  if (request.progress) plan.progress = [&request](long long done, long long total) { request.progress("games", done, total); };
  return plan;
}

// Each card's copies over the size of the deck the ruleset draws it from (0: not in a deck the
// ruleset declares).
std::vector<double> deck_shares(const Prepared& p) {
  std::vector<double> shares(p.set.cards.size(), 0.0);
  if (!p.ruleset || !p.ruleset->deck_rules) return shares;
  for (const engine::DeckRule& deck : p.ruleset->deck_rules(p.set, p.options)) {
    if (deck.cards <= 0) continue;
    for (std::size_t c = 0; c < p.set.cards.size(); ++c) {
      const Card& card = p.set.cards[c];
      if (shares[c] == 0 && std::find(deck.card_ids.begin(), deck.card_ids.end(), card.id) != deck.card_ids.end())
        shares[c] = static_cast<double>(card.count) / deck.cards;
    }
  }
  return shares;
}

ValidationRun finish(const ValidationRequest& request, const Prepared& p, const std::vector<LineupTally>& tallies) {
  ValidationRun run;
  run.report = start_report(p, request.seed);
  run.report.simulated = p.game && !tallies.empty();
  if (run.report.simulated) {
    const CardIndex cards(p.set);
    const fs::path replays = request.out_dir.empty() ? fs::path() : request.out_dir / p.set.id / "validate" / "replays";
    AnalysisContext ctx{p.set, *p.game, cards, request.seed, request.jobs, replays, deck_shares(p), {}};
    if (request.progress)
      ctx.progress = [&request](long long done, long long total) { request.progress("restricted play", done, total); };
    const auto start = std::chrono::steady_clock::now();
    analyse(run.report, tallies, ctx, request.analysis);
    run.confirm_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  } else {
    sort_findings(run.report.findings);
  }
  return run;
}

}  // namespace

Prepared prepare(const ValidationRequest& request) {
  Prepared p;
  Diagnostics warnings;
  p.set = load_card_set(request.set_dir, warnings);  // throws InputError: not a set we can read
  if (request.use_rules_script) engine::use_rules_script(p.set);
  for (const Diagnostic& d : warnings.items()) {
    Finding f;
    f.severity = d.severity;
    f.category = category::load;
    f.where = d.where;
    f.message = d.message;
    f.hint = d.hint;
    f.card = d.card_id;
    p.findings.push_back(std::move(f));
  }
  if (request.render) {
    auto found = check_rendering(p.set, request.home);
    p.findings.insert(p.findings.end(), found.begin(), found.end());
  }
  p.ruleset = engine::find_ruleset(p.set.ruleset);
  if (!p.ruleset) {
    // A set without rules ("none", or no ruleset at all: a deck in the making, as `deckwright new`
    // starts one) is checked and drawn but not played: a note, not an error.
    const bool no_rules = p.set.ruleset.empty() || p.set.ruleset == "none";
    Finding f;
    f.severity = no_rules ? Severity::note : Severity::error;
    f.category = category::vocabulary;
    f.where = SourcePos{p.set.set_file.string(), 1, 1};
    std::string names;
    for (const auto& r : engine::rulesets()) names += (names.empty() ? "" : ", ") + r.name;
    f.message = no_rules ? "the set has no rules engine (ruleset '" + (p.set.ruleset.empty() ? std::string("none") : p.set.ruleset) +
                               "'), so its cards are checked but not played"
                                      : "no rules engine for ruleset '" + p.set.ruleset + "'";
    f.hint = "set ruleset = ... in set.toml to one of: " + names;
    p.findings.push_back(std::move(f));
    return p;
  }
  Diagnostics option_errors;
  if (request.options.players != 0 &&
      (request.options.players < p.ruleset->min_players || request.options.players > p.ruleset->max_players))
    bad_input("--players", p.ruleset->name + " is for " + std::to_string(p.ruleset->min_players) + " to " +
                               std::to_string(p.ruleset->max_players) + " players, not " + std::to_string(request.options.players),
              "choose a player count the ruleset allows");
  if (!p.ruleset->factory_checks_options) engine::validate_options(request.options, p.ruleset->options, option_errors);
  if (option_errors.has_errors()) throw InputError(option_errors);
  p.options = complete_options(request.options, *p.ruleset, &p.set);

  auto decks = check_deck_rules(p.set, *p.ruleset, p.options);
  p.findings.insert(p.findings.end(), decks.begin(), decks.end());
  auto refs = check_references(p.set, *p.ruleset);
  p.findings.insert(p.findings.end(), refs.begin(), refs.end());
  auto printed = check_printed_numbers(p.set, *p.ruleset);
  p.findings.insert(p.findings.end(), printed.begin(), printed.end());
  auto text_numbers = check_text_numbers(p.set);
  p.findings.insert(p.findings.end(), text_numbers.begin(), text_numbers.end());
  auto design = check_design_problems(p.set, *p.ruleset, p.options);
  p.findings.insert(p.findings.end(), design.begin(), design.end());
  auto payoffs = check_payoffs(p.set, *p.ruleset, p.options);
  p.findings.insert(p.findings.end(), payoffs.begin(), payoffs.end());
  p.game = build_game(p.set, p.options, p.findings);
  // A rules script declares its own options: their defaults are known once its game is made.
  if (p.game && p.ruleset->factory_checks_options) p.options = p.game->options();

  const int default_games = request.games > 0 ? request.games : kDefaultGames;
  try {
    if (request.lineups.empty()) {
      p.lineups = default_lineups(p.options.players);
      // --games sets every default line-up's games, but never raises the search line-up's (its
      // games cost a hundred times a greedy game's).
      if (request.games > 0)
        for (auto& l : p.lineups) l.games = l.label == kDefaultSearchAgent ? std::min(l.games, request.games) : request.games;
    } else {
      for (const auto& text : request.lineups) p.lineups.push_back(parse_lineup(text, p.options.players, default_games));
    }
  } catch (const std::invalid_argument& e) {
    bad_input("--lineup", e.what(), "write SPEC[,SPEC...][@GAMES], such as greedy,random@400");
  }
  return p;
}

ValidationRun run_validation(const ValidationRequest& request) {
  if (!request.shard.whole()) throw std::logic_error("run_validation: use run_shard for a shard");
  const Prepared p = prepare(request);
  std::vector<LineupTally> tallies;
  SimulationResult sim;
  if (request.simulate && p.game) {
    const CardIndex cards(p.set);
    sim = simulate(*p.game, cards, plan_of(request, p));
    tallies = sim.tallies;
  }
  ValidationRun run = finish(request, p, tallies);
  run.seconds = sim.seconds;
  for (const auto& t : tallies) run.games.push_back(t.games);
  return run;
}

ValidationRun run_shard(const ValidationRequest& request, fs::path file) {
  const Prepared p = prepare(request);
  if (file.empty())
    file = request.out_dir / p.set.id / "validate" /
           (p.set.id + "-shard-" + std::to_string(request.shard.index) + "-of-" + std::to_string(request.shard.count) + ".json");
  Json j;
  j["schema"] = kShardSchema;
  j["version"] = kShardVersion;
  j["set_dir"] = request.set_dir.string();
  j["set_id"] = p.set.id;
  j["options"] = p.options.to_string();
  j["scripted"] = request.use_rules_script;
  j["seed"] = request.seed;
  j["render"] = request.render;
  j["shard"] = Json{{"index", request.shard.index}, {"count", request.shard.count}};
  j["lineups"] = Json::array();
  for (const auto& l : p.lineups) j["lineups"].push_back(lineup_text(l));
  j["tallies"] = Json::array();
  ValidationRun run;
  run.report = start_report(p, request.seed);
  sort_findings(run.report.findings);
  if (p.game && request.simulate) {
    const CardIndex cards(p.set);
    const SimulationResult sim = simulate(*p.game, cards, plan_of(request, p));
    for (const auto& t : sim.tallies) {
      j["tallies"].push_back(to_json(t, cards));
      run.games.push_back(t.games);
    }
    run.seconds = sim.seconds;
  }
  write_file_atomically(file, j.dump(1) + "\n");
  run.shard_file = file;
  return run;
}

ValidationRun merge_shards(const std::vector<fs::path>& files, ValidationRequest request) {
  if (files.empty()) bad_input("merge", "no shard files given", "give the files the --shard K/N runs wrote");
  std::vector<Json> shards;
  for (const auto& file : files) {
    std::ifstream in(file, std::ios::binary);
    if (!in) bad_input(file.string(), "cannot read the shard file", "give the files the --shard K/N runs wrote");
    try {
      shards.push_back(Json::parse(in));
    } catch (const std::exception& e) {
      bad_input(file.string(), std::string("not a shard file: ") + e.what(), "give the files the --shard K/N runs wrote");
    }
    const Json& j = shards.back();
    if (!j.is_object() || j.value("schema", std::string()) != kShardSchema || j.value("version", 0) != kShardVersion)
      bad_input(file.string(), "not a deckwright validation shard (version " + std::to_string(kShardVersion) + ")",
                "give the files the --shard K/N runs wrote");
    const char* field = "";
    try {  // the header fields the merge reads, with their types, before it reads them
      for (const char* key : {"set_dir", "set_id", "options"}) {
        field = key;
        j.at(key).get<std::string>();
      }
      field = "seed";
      j.at("seed").get<std::uint64_t>();
      field = "render";
      j.at("render").get<bool>();
      field = "lineups";
      j.at("lineups").get<std::vector<std::string>>();
      field = "tallies";
      if (!j.at("tallies").is_array()) bad_input(file.string(), "'tallies' is not a list", "give the files the --shard K/N runs wrote");
      field = "shard";
      const auto index = j.at("shard").at("index").get<std::int64_t>();
      const auto count = j.at("shard").at("count").get<std::int64_t>();
      if (count < 1 || count > kMaxShards || index < 1 || index > count)
        bad_input(file.string(), "'shard' is " + std::to_string(index) + " of " + std::to_string(count) +
                                     "; a shard is K of N with 1 <= K <= N <= " + std::to_string(kMaxShards),
                  "give the files the --shard K/N runs wrote");
    } catch (const Json::exception& e) {
      bad_input(file.string(), std::string("the shard's '") + field + "' is missing or of the wrong type (" + e.what() + ")",
                "give the files the --shard K/N runs wrote");
    }
  }
  const Json& first = shards.front();
  const auto same = [&](const char* key) {
    for (std::size_t i = 1; i < shards.size(); ++i)
      if (shards[i].at(key) != first.at(key))
        bad_input(files[i].string(), std::string("this shard's ") + key + " differs from " + files.front().string() + "'s",
                  "merge only the shards of one run (same set, options, line-ups and seed)");
  };
  // Played with the set's rules script (--scripted) or not: checked first, as the options differ too.
  const auto scripted = [](const Json& shard) { return shard.contains("scripted") && shard.at("scripted") == true; };
  for (std::size_t i = 1; i < shards.size(); ++i)
    if (scripted(shards[i]) != scripted(first))
      bad_input(files[i].string(), std::string("this shard ") + (scripted(shards[i]) ? "played" : "did not play") +
                                       " the set's rules script and " + files.front().string() + "'s " +
                                       (scripted(first) ? "did" : "did not"),
                "merge only the shards of one run (all with --scripted or none)");
  for (const char* key : {"set_id", "options", "seed", "lineups", "render"}) same(key);
  const int count = first.at("shard").at("count").get<int>();
  std::vector<bool> have(static_cast<std::size_t>(count), false);
  for (std::size_t i = 0; i < shards.size(); ++i) {
    const int k = shards[i].at("shard").at("index").get<int>();
    if (shards[i].at("shard").at("count").get<int>() != count || k < 1 || k > count)
      bad_input(files[i].string(), "this shard belongs to a run cut into a different number of shards",
                "merge only the shards of one run");
    if (have[static_cast<std::size_t>(k - 1)])
      bad_input(files[i].string(), "shard " + std::to_string(k) + "/" + std::to_string(count) + " is given twice",
                "give every shard once");
    have[static_cast<std::size_t>(k - 1)] = true;
  }
  for (int k = 0; k < count; ++k)
    if (!have[static_cast<std::size_t>(k)])
      bad_input("merge", "shard " + std::to_string(k + 1) + "/" + std::to_string(count) + " is missing",
                "run it with --shard " + std::to_string(k + 1) + "/" + std::to_string(count) + " and merge again");

  if (request.set_dir.empty()) request.set_dir = first.at("set_dir").get<std::string>();
  request.seed = first.at("seed").get<std::uint64_t>();
  request.render = first.at("render").get<bool>();
  request.lineups = first.at("lineups").get<std::vector<std::string>>();
  request.shard = Shard{};
  request.use_rules_script = scripted(first);
  Diagnostics problems;
  request.options = engine::parse_options(first.at("options").get<std::string>(), SourcePos{files.front().string(), 0, 0}, problems);
  if (problems.has_errors()) throw InputError(problems);
  const Prepared p = prepare(request);
  if (p.set.id != first.at("set_id").get<std::string>())
    bad_input(request.set_dir.string(), "the set's id is '" + p.set.id + "', the shards were made for '" +
                                            first.at("set_id").get<std::string>() + "'",
              "give the set the shards were made from with --set");
  std::vector<LineupTally> tallies;
  if (p.game) {
    const CardIndex cards(p.set);
    for (std::size_t l = 0; l < p.lineups.size(); ++l) {
      LineupTally total = empty_tally(p.lineups[l], p.game->num_players(), cards.size());
      for (std::size_t i = 0; i < shards.size(); ++i) {
        const Json& list = shards[i].at("tallies");
        if (list.size() != p.lineups.size())
          bad_input(files[i].string(), "this shard holds no games", "run the shard again without --static-only");
        try {
          merge(total, tally_from_json(list.at(l), cards));
        } catch (const std::exception& e) {
          bad_input(files[i].string(), e.what(), "merge only the shards of one run, made from this version of the set");
        }
      }
      tallies.push_back(std::move(total));
    }
  }
  ValidationRun run = finish(request, p, tallies);
  for (const auto& t : tallies) run.games.push_back(t.games);
  return run;
}

std::string report_text(const Report& report) { return to_json(report).dump(2) + "\n"; }

}  // namespace dw::validate
