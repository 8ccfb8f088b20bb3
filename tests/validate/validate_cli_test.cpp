// `deckwright validate`, `validate merge` and `new` end to end. The deliberately broken sets under
// sets/ are each caught with the right category and the card named; the bundled sets raise none
// of those errors; the JSON does not depend on --jobs, and merged shards equal a single run; a
// set scaffolded with `new` and given two new cards builds and validates; bad input exits 2.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <regex>

#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;
using Json = nlohmann::json;

std::string source(const std::string& relative) { return std::string(DW_SOURCE_DIR) + "/" + relative; }

// Under AddressSanitizer (./build.sh asan, a Debug build) games run twenty to fifty times slower:
// the findings that take thousands of games to show are left to the Release suite, as the
// 1,000-game conformance runs are, and the bundled sets play fewer games (every stage still runs).
#if defined(__SANITIZE_ADDRESS__)
constexpr bool kSanitized = true;
#else
constexpr bool kSanitized = false;
#endif

struct Validation {
  CommandResult result;
  Json report;
};

// Runs validate on `set` with `args`, writing the JSON into a scratch folder.
Validation validate(const TempDir& dir, const std::string& set, const std::string& args) {
  const std::string json = (dir.path() / "report.json").string();
  Validation run;
  run.result = run_command(shell_quote(deckwright_binary()) + " validate " + shell_quote(set) + " --quiet --no-pdf --out " +
                           shell_quote(dir.path().string()) + " --json " + shell_quote(json) + " " + args);
  const std::string text = read_file(json);
  if (!text.empty()) run.report = Json::parse(text);
  return run;
}

bool has_finding(const Json& report, const std::string& severity, const std::string& category, const std::string& card) {
  for (const auto& f : report.at("findings"))
    if (f.at("severity") == severity && f.at("category") == category && (card.empty() || f.at("card") == card)) return true;
  return false;
}

struct Broken {
  const char* set;
  const char* args;
  const char* severity;
  const char* category;
  const char* card;
  const char* message;  // a piece of the message
  bool statistical = false;  // needs thousands of games: Release suite only
};

void PrintTo(const Broken& b, std::ostream* os) { *os << b.set << " " << b.category << " " << b.card; }

class BrokenSets : public ::testing::TestWithParam<Broken> {};

TEST_P(BrokenSets, CaughtWithTheRightCategoryAndCard) {
  const Broken& b = GetParam();
  if (kSanitized && b.statistical) GTEST_SKIP() << "thousands of games: left to the Release suite";
  TempDir dir;
  const Validation run = validate(dir, source(std::string("tests/validate/sets/") + b.set), b.args);
  ASSERT_FALSE(run.report.is_null()) << run.result.err << run.result.out;
  EXPECT_EQ(run.result.exit_code, std::string(b.severity) == "error" ? 1 : 0) << run.result.out;
  EXPECT_TRUE(has_finding(run.report, b.severity, b.category, b.card)) << run.result.out;
  bool message = false;
  for (const auto& f : run.report.at("findings"))
    message = message || (f.at("category") == b.category && f.at("message").get<std::string>().find(b.message) != std::string::npos);
  EXPECT_TRUE(message) << run.result.out;
}

INSTANTIATE_TEST_SUITE_P(
    Catalogue, BrokenSets,
    ::testing::Values(
        Broken{"cos-dominant-creature", "--lineup random@2000 --jobs 2", "error", "dominant-card", "ancient-titan",
               "is dominant", true},
        Broken{"cos-missing-prerequisite", "--static-only", "error", "reference", "lava-pits-volcano",
               "'mountain-range' has count = 0"},
        Broken{"cos-missing-prerequisite", "--lineup random@300", "error", "never-playable", "lava-pits-volcano",
               "never legal to play"},
        Broken{"dc-endless-chart", "--lineup random@200", "error", "endless", "chart", "stopped at the ruleset's length cap"},
        Broken{"cos-costly-creature", "--lineup random@2000 --jobs 2", "warning", "weak-card", "scarecrow", "is weak", true},
        Broken{"cos-printed-number", "--static-only", "error", "printed-number", "number-4", "prints name = 7"},
        Broken{"cb-small-deck", "--static-only", "error", "deck-rules", "", "too few to deal 7 to each of 2 duelists"},
        Broken{"eg-endless-feint", "--lineup greedy@100 --confirm 0 --jobs 2", "error", "endless", "endless-feint",
               "stopped at the ruleset's length cap", true},
        Broken{"eg-overcosted-attack", "--static-only", "error", "overcosted", "reckless-lunge",
               "costs 8 Poise but can give back at most 5"}),
    [](const auto& param_info) {
      std::string name = std::string(param_info.param.set) + "_" + param_info.param.category;
      for (char& c : name)
        if (c == '-') c = '_';
      return name;
    });

// A never-playable verdict rests on restricted play too: the same games with one seat forbidden
// the card. Lava Pits need a Mountain Range the set leaves out, so forbidding them changes no
// game: the effect is nil, and the confirmation is in the report.
TEST(Validate, NeverPlayableRestsOnRestrictedPlay) {
  TempDir dir;
  const Validation run = validate(dir, source("tests/validate/sets/cos-missing-prerequisite"), "--lineup random@300 --no-render");
  ASSERT_FALSE(run.report.is_null()) << run.result.err << run.result.out;
  bool finding = false;
  for (const auto& f : run.report.at("findings")) {
    if (f.at("category") != "never-playable" || f.at("card") != "lava-pits-volcano") continue;
    finding = true;
    EXPECT_EQ(f.at("severity"), "error");
    bool restricted = false;
    for (const auto& e : f.at("evidence"))
      restricted = restricted || (e.get<std::string>().find("300 games with the same seeds, one seat forbidden to play it") !=
                                      std::string::npos &&
                                  e.get<std::string>().find("0 games changed hands") != std::string::npos &&
                                  e.get<std::string>().find("its absence changes nothing") != std::string::npos);
    EXPECT_TRUE(restricted) << f.dump(2);
  }
  EXPECT_TRUE(finding) << run.result.out;
  bool confirmation = false;
  for (const auto& c : run.report.at("confirmations"))
    if (c.at("card") == "lava-pits-volcano" && c.at("suspected") == "never-playable") {
      confirmation = true;
      EXPECT_EQ(c.at("games"), 300);
      EXPECT_EQ(c.at("lost_by_restriction"), 0);
      EXPECT_EQ(c.at("won_by_restriction"), 0);
    }
  EXPECT_TRUE(confirmation) << run.report.at("confirmations").dump(2);
}

// Endless games name the card behind them whether or not the set is built on another: the
// Fancy Move that calls off every Exchange, added to a plain copy of En Garde! (no `base =`, so
// nothing says which card is new) and in eg-endless-feint (built on the bundled set). It is
// played no more often per decision in the stopped games than in the others, so only restricted
// play (the same seeds with it forbidden to every seat) can show that it is the cause.
class EndlessNaming : public ::testing::TestWithParam<bool> {};

TEST_P(EndlessNaming, NamesTheCardRestrictedPlayShowsToBeTheCause) {
  if (kSanitized) GTEST_SKIP() << "hundreds of long greedy games: left to the Release suite";
  TempDir dir;
  std::string set = source("tests/validate/sets/eg-endless-feint");
  if (!GetParam()) {  // no base: a full copy of the bundled set with the card appended
    const auto copy = dir.path() / "eg-copy";
    std::filesystem::copy(source("cardsets/en-garde"), copy, std::filesystem::copy_options::recursive);
    std::filesystem::copy(source("tests/validate/sets/eg-endless-feint/art/cards/endless-feint.svg"),
                          copy / "art" / "cards" / "endless-feint.svg");
    const std::string feint = read_file(source("tests/validate/sets/eg-endless-feint/cards/feint.toml"));
    std::ofstream(copy / "cards" / "fancy-moves.toml", std::ios::app) << "\n" << feint;
    ASSERT_THAT(read_file(copy / "set.toml"), ::testing::Not(::testing::HasSubstr("base =")));
    set = copy.string();
  }
  const Validation run = validate(dir, set, "--lineup greedy@40 --confirm 0 --no-render --jobs 2");
  ASSERT_FALSE(run.report.is_null()) << run.result.err << run.result.out;
  EXPECT_EQ(run.result.exit_code, 1) << run.result.out;
  bool named = false;
  for (const auto& f : run.report.at("findings")) {
    if (f.at("category") != "endless") continue;
    EXPECT_EQ(f.at("card"), "endless-feint") << run.result.out;
    for (const auto& e : f.at("evidence"))
      named = named || (e.get<std::string>().rfind("'endless-feint' was played", 0) == 0 &&
                        e.get<std::string>().find("forbidden to every seat") != std::string::npos &&
                        e.get<std::string>().find("it goes with the endless games") != std::string::npos);
  }
  EXPECT_TRUE(named) << run.result.out;
}

INSTANTIATE_TEST_SUITE_P(WithAndWithoutBase, EndlessNaming, ::testing::Values(true, false),
                         [](const auto& param_info) { return std::string(param_info.param ? "with_base" : "without_base"); });

// The categories the broken sets raise must not appear as errors on the bundled sets.
class BundledSets : public ::testing::TestWithParam<const char*> {};

TEST_P(BundledSets, RaiseNoneOfTheBrokenSetsErrors) {
  TempDir dir;
  const Validation run = validate(dir, source(std::string("cardsets/") + GetParam()),
                                  kSanitized ? "--lineup random@150 --lineup greedy@6 --confirm-games 150 --jobs 2"
                                             : "--lineup random@1000 --lineup greedy@60 --jobs 2");
  ASSERT_FALSE(run.report.is_null()) << run.result.err;
  for (const char* category : {"dominant-card", "reference", "never-playable", "endless", "printed-number", "deck-rules",
                               "overcosted", "vocabulary", "crash", "tofu"})
    EXPECT_FALSE(has_finding(run.report, "error", category, "")) << category << "\n" << run.result.out;
  EXPECT_FALSE(has_finding(run.report, "warning", "weak-card", "")) << run.result.out;
  EXPECT_EQ(run.result.exit_code, 0) << run.result.out;
}

INSTANTIATE_TEST_SUITE_P(Every, BundledSets,
                         ::testing::Values("clashing-blades", "clubs", "duel-cards", "clash-of-steel", "en-garde", "german-whist",
                                           "crazy-eights"),
                         [](const auto& param_info) {
                           std::string name = param_info.param;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

TEST(Validate, SameJsonForAnyNumberOfJobsAndForMergedShards) {
  TempDir dir;
  const std::string set = source("cardsets/clashing-blades");
  const std::string games = "--lineup random@300 --lineup greedy@40 --quiet --no-pdf --out " + shell_quote(dir.path().string());
  const std::string args = games + " --seed 5";
  const std::string bin = shell_quote(deckwright_binary());
  const auto json = [&](const char* name) { return shell_quote((dir.path() / name).string()); };
  // The exit code follows the findings (0 or 1); every run of the same games must agree on it.
  const int code = run_command(bin + " validate " + shell_quote(set) + " " + args + " --jobs 1 --json " + json("j1.json")).exit_code;
  ASSERT_TRUE(code == 0 || code == 1) << code;
  ASSERT_EQ(run_command(bin + " validate " + shell_quote(set) + " " + args + " --jobs 2 --json " + json("j2.json")).exit_code, code);
  // Cut into two shards (one with --jobs 1, one with --jobs 2) and into three, given to the merge
  // out of order.
  for (const int count : {2, 3}) {
    std::string files;
    for (int k = count; k >= 1; --k) {
      const std::string file = json(("s" + std::to_string(k) + "-of-" + std::to_string(count) + ".json").c_str());
      const auto shard = run_command(bin + " validate " + shell_quote(set) + " " + args + " --jobs " + std::to_string(1 + k % 2) +
                                     " --shard " + std::to_string(k) + "/" + std::to_string(count) + " --shard-file " + file);
      ASSERT_EQ(shard.exit_code, 0) << shard.err;
      files += " " + file;
    }
    const std::string merged_json = "m" + std::to_string(count) + ".json";
    const auto merged = run_command(bin + " validate merge" + files + " --quiet --no-pdf --out " + shell_quote(dir.path().string()) +
                                    " --json " + json(merged_json.c_str()));
    EXPECT_EQ(merged.exit_code, code) << merged.err;
    EXPECT_EQ(read_file(dir.path() / "j1.json"), read_file(dir.path() / merged_json)) << count << " shards";
  }
  const std::string one = read_file(dir.path() / "j1.json");
  ASSERT_FALSE(one.empty());
  EXPECT_EQ(one, read_file(dir.path() / "j2.json"));
  // A different seed gives a different report.
  const int other = run_command(bin + " validate " + shell_quote(set) + " " + games + " --seed 6 --json " + json("j3.json")).exit_code;
  ASSERT_TRUE(other == 0 || other == 1) << other;
  EXPECT_NE(one, read_file(dir.path() / "j3.json"));
}

TEST(Validate, MergeRefusesShardsThatDoNotFit) {
  TempDir dir;
  const std::string set = source("cardsets/duel-cards");
  const std::string bin = shell_quote(deckwright_binary());
  const std::string args = " --lineup random@40 --quiet --out " + shell_quote(dir.path().string());
  const auto file = [&](const std::string& name) { return shell_quote((dir.path() / name).string()); };
  ASSERT_EQ(run_command(bin + " validate " + shell_quote(set) + args + " --shard 1/2 --shard-file " + file("a.json")).exit_code, 0);
  ASSERT_EQ(run_command(bin + " validate " + shell_quote(set) + args + " --seed 9 --shard 2/2 --shard-file " + file("b.json")).exit_code, 0);
  const auto missing = run_command(bin + " validate merge " + file("a.json") + " --no-pdf --out " + shell_quote(dir.path().string()));
  EXPECT_EQ(missing.exit_code, 2);
  EXPECT_THAT(missing.err, ::testing::HasSubstr("shard 2/2 is missing")) << missing.err;
  const auto other_seed = run_command(bin + " validate merge " + file("a.json") + " " + file("b.json") + " --no-pdf --out " +
                                      shell_quote(dir.path().string()));
  EXPECT_EQ(other_seed.exit_code, 2);
  EXPECT_THAT(other_seed.err, ::testing::HasSubstr("seed differs")) << other_seed.err;
  const auto twice = run_command(bin + " validate merge " + file("a.json") + " " + file("a.json") + " --no-pdf --out " +
                                 shell_quote(dir.path().string()));
  EXPECT_EQ(twice.exit_code, 2);
}

// Shards that are well-formed JSON but hold impossible tallies are refused before merging, naming
// the shard file and the field; before, a negative game count or a win rate over 100 % merged
// into a report with exit 0.
TEST(Validate, MergeRefusesImpossibleTallies) {
  TempDir dir;
  const std::string set = source("cardsets/duel-cards");
  const std::string bin = shell_quote(deckwright_binary());
  const std::string args = " --lineup random@40 --quiet --out " + shell_quote(dir.path().string());
  const auto file = [&](const std::string& name) { return (dir.path() / name).string(); };
  ASSERT_EQ(run_command(bin + " validate " + shell_quote(set) + args + " --shard 1/2 --shard-file " + shell_quote(file("a.json"))).exit_code, 0);
  ASSERT_EQ(run_command(bin + " validate " + shell_quote(set) + args + " --shard 2/2 --shard-file " + shell_quote(file("b.json"))).exit_code, 0);
  const Json good = Json::parse(read_file(file("b.json")));
  const auto merge = [&](const std::string& first, const std::string& second) {
    return run_command(bin + " validate merge " + shell_quote(file(first)) + " " + shell_quote(file(second)) + " --no-pdf --out " +
                       shell_quote(dir.path().string()));
  };
  // Shard 2/2 with its line-up's tally changed, written as bad.json.
  const auto write_bad = [&](const std::function<void(Json& tally)>& change) {
    Json bad = good;
    change(bad.at("tallies").at(0));
    dir.write("bad.json", bad.dump(1));
  };
  const auto merge_with = [&](const std::function<void(Json& tally)>& change) {
    write_bad(change);
    return merge("a.json", "bad.json");
  };
  const auto refused = [&](const CommandResult& r, const std::string& words) {
    EXPECT_EQ(r.exit_code, 2) << words;
    EXPECT_THAT(r.err, ::testing::HasSubstr(file("bad.json") + ": error: ")) << r.err;
    EXPECT_THAT(r.err, ::testing::HasSubstr(words)) << r.err;
  };
  // The untouched shards merge.
  EXPECT_NE(merge_with([](Json&) {}).exit_code, 2);
  refused(merge_with([](Json& t) { t["games"] = -1486618524; }), "games is -1486618524; a count is a whole number");
  refused(merge_with([](Json& t) { t["games"] = 5000000000LL; }), "games is 5000000000");
  refused(merge_with([](Json& t) { t["seat_wins"][0] = t["seat_wins"][0].get<int>() + 2 * t["games"].get<int>(); }),
          "seat_wins add up to");
  refused(merge_with([](Json& t) { t["players"] = 5000000; }), "seat_wins must list 5000000 counts");
  refused(merge_with([](Json& t) {
            t["games"] = 1000;
            t["decided"] = t["decided"].get<int>() + 1000 - 20;
          }),
          "more than the 40 games of the line-up");
  refused(merge_with([](Json& t) {
            for (auto& [id, counts] : t["cards"].items()) counts[5] = 1000000;
          }),
          "played or playable games exceed");
  // Each shard alone within range, their sum not: checked addition instead of a wrapped total.
  Json big = Json::parse(read_file(file("a.json")));
  big["tallies"][0]["actions"] = std::numeric_limits<long long>::max();
  dir.write("a-big.json", big.dump(1));
  write_bad([](Json& t) { t["actions"] = std::numeric_limits<long long>::max(); });
  refused(merge("a-big.json", "bad.json"), "actions overflows when the shards are added up");
  // A shard header out of range is an error too, not a huge allocation.
  Json header = good;
  header["shard"]["count"] = -3;
  dir.write("bad.json", header.dump(1));
  refused(merge("a.json", "bad.json"), "'shard' is 2 of -3");
}

TEST(Validate, BadInputExitsWithTwo) {
  TempDir dir;
  const std::string set = source("cardsets/clubs");
  EXPECT_EQ(validate(dir, set, "--lineup random,random,random").result.exit_code, 2);
  EXPECT_EQ(validate(dir, set, "--lineup nobody").result.exit_code, 2);
  EXPECT_EQ(validate(dir, set, "--shard 3/2").result.exit_code, 2);
  EXPECT_EQ(validate(dir, set, "--option no-such-option=1").result.exit_code, 2);
  EXPECT_EQ(validate(dir, set, "--players 3").result.exit_code, 2);
  EXPECT_EQ(validate(dir, (dir.path() / "nowhere").string(), "").result.exit_code, 2);
  dir.write("broken/set.toml", "id = \"broken\"\ntitle = \"x\"\nversion = \"1\"\n[card]\nsize = \"poker\n");
  const Validation broken = validate(dir, (dir.path() / "broken").string(), "");
  EXPECT_EQ(broken.result.exit_code, 2);
  EXPECT_THAT(broken.result.err, ::testing::HasSubstr("set.toml:5:")) << broken.result.err;
}

TEST(Validate, StrictFailsOnWarnings) {
  TempDir dir;
  // The gallery has a low-resolution image and an overflowing text: warnings, no errors.
  const Validation plain = validate(dir, source("tests/gallery"), "--static-only");
  EXPECT_EQ(plain.result.exit_code, 0) << plain.result.out;
  EXPECT_TRUE(has_finding(plain.report, "warning", "low-resolution", ""));
  EXPECT_TRUE(has_finding(plain.report, "warning", "overflow", "text-b"));
  EXPECT_EQ(validate(dir, source("tests/gallery"), "--static-only --strict").result.exit_code, 1);
}

TEST(Validate, WritesAPdfReport) {
  TempDir dir;
  const std::string pdf = (dir.path() / "report.pdf").string();
  const auto r = run_command(shell_quote(deckwright_binary()) + " validate " + shell_quote(source("cardsets/duel-cards")) +
                             " --lineup random@100 --quiet --out " + shell_quote(dir.path().string()) + " --pdf " + shell_quote(pdf));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto check = run_command("qpdf --check " + shell_quote(pdf));
  EXPECT_EQ(check.exit_code, 0) << check.out;
  const auto info = run_command("pdfinfo " + shell_quote(pdf));
  EXPECT_TRUE(std::regex_search(info.out, std::regex("Pages:\\s+3\\n"))) << info.out;  // findings, line-up, cards
  const auto text = run_command("pdftotext " + shell_quote(pdf) + " -");
  EXPECT_THAT(text.out, ::testing::HasSubstr("Win rate by seat"));
  EXPECT_THAT(text.out, ::testing::HasSubstr("Game length"));
  EXPECT_THAT(text.out, ::testing::HasSubstr("win rate by card"));
}

// `new` writes what it is given as TOML strings and one-line comments, and takes only ids the
// loader takes: before, a title with a line break added keys to set.toml and --id ../x made a set
// that could not build.
TEST(New, RefusesBadIdsAndTitlesAndEscapesWhatItWrites) {
  TempDir dir;
  const std::string bin = shell_quote(deckwright_binary());
  const std::string base = " --base " + shell_quote(source("cardsets/duel-cards"));
  const auto made = [&](const std::string& folder, const std::string& extra) {
    return run_command(bin + " new " + shell_quote((dir.path() / folder).string()) + base + extra);
  };
  for (const char* id : {"../x", "a/b", ".hidden", "..", "Caps"}) {
    const auto r = made("bad-id", std::string(" --id ") + shell_quote(id));
    EXPECT_EQ(r.exit_code, 2) << id;
    EXPECT_THAT(r.err, ::testing::HasSubstr("--id: error: '" + std::string(id) + "' is not a valid set id")) << r.err;
    EXPECT_FALSE(std::filesystem::exists(dir.path() / "bad-id")) << id;
  }
  const auto injected = made("bad-title", " --title " + shell_quote("Mine\nruleset = \"clubs\""));
  EXPECT_EQ(injected.exit_code, 2);
  EXPECT_THAT(injected.err, ::testing::HasSubstr("--title: error: the title holds a line break")) << injected.err;
  // A bidi override would make the title print reversed; the loader refuses it, so new does too.
  const auto reversed = made("bidi-title", " --title " + shell_quote("Healer\u202Eevil"));
  EXPECT_EQ(reversed.exit_code, 2);
  EXPECT_THAT(reversed.err, ::testing::HasSubstr("--title: error: the title holds the bidi control U+202E at byte 6"))
      << reversed.err;
  EXPECT_FALSE(std::filesystem::exists(dir.path() / "bidi-title"));
  // Quotes, backslashes and TOML punctuation in a title and a line break in the folder's name are
  // written so that the set loads with exactly that title and nothing else.
  const std::string title = "A \"quoted\" \\ [card] = \"x\" # title";
  const auto odd = made("odd\nid = \"evil\"", " --id odd --title " + shell_quote(title));
  ASSERT_EQ(odd.exit_code, 0) << odd.err;
  const auto set = dir.path() / "odd\nid = \"evil\"";
  const std::string toml = read_file(set / "set.toml");
  EXPECT_THAT(toml, ::testing::Not(::testing::HasSubstr("\nid = \"evil\""))) << toml;
  const auto listed = run_command(bin + " list " + shell_quote(set.string()));
  ASSERT_EQ(listed.exit_code, 0) << listed.err;
  EXPECT_EQ(listed.out.rfind("odd: " + title + " 0.1.0, ruleset duel-cards\n", 0), 0u) << listed.out;
}

TEST(New, ScaffoldedSetWithTwoNewCardsBuildsAndValidates) {
  TempDir dir;
  const std::string bin = shell_quote(deckwright_binary());
  const auto set = dir.path() / "my-steel";
  const auto made = run_command(bin + " new " + shell_quote(set.string()) + " --base " + shell_quote(source("cardsets/clash-of-steel")));
  ASSERT_EQ(made.exit_code, 0) << made.err;
  const std::string scaffold = read_file(set / "cards" / "new-cards.toml");
  EXPECT_THAT(scaffold, ::testing::HasSubstr("# id = \"my-banshee\"")) << scaffold;
  // The templates draw art named after the card: the example's is a copy of its original's.
  EXPECT_EQ(read_file(set / "art" / "creatures" / "my-banshee.svg"),
            read_file(source("cardsets/clash-of-steel/art/creatures/banshee.svg")));
  // Out of the box the set is its base; then two new cards.
  dir.write("my-steel/cards/more.toml", R"([[card]]
id = "crystal-caves"
kind = "resource"
count = 2
name = "Crystal Caves"
subtitle = "Resource"
text = "Your **Zombies**: +1 Defense."
[card.rules]
type = "resource"
[[card.rules.modifier]]
stat = "defense"
amount = 1
creature = "zombies"

[[card]]
id = "sea-serpent"
kind = "creature"
count = 2
name = "Sea Serpent"
subtitle = "Creature · Serpent"
text = "Coils out of the deep."
[card.rules]
type = "creature"
attack = 5
defense = 4
race = "serpent"
)");
  // The example card, uncommented, is a card of the set as it stands.
  const std::size_t example = scaffold.find("#\n# [[card]]\n");
  ASSERT_NE(example, std::string::npos) << scaffold;
  std::string uncommented;
  for (std::size_t at = example + 2; at < scaffold.size();) {
    const std::size_t end = scaffold.find('\n', at);
    const std::string line = scaffold.substr(at, end - at);
    ASSERT_EQ(line.rfind("# ", 0), 0u) << line;
    uncommented += line.substr(2) + "\n";
    at = end + 1;
  }
  dir.write("my-steel/cards/new-cards.toml", uncommented);
  // New cards bring their own art, as the base's templates name it.
  const std::string emblem = R"(<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">)"
                             R"(<circle cx="60" cy="60" r="40" fill="#3f7fa3" stroke="#24180f" stroke-width="4"/></svg>)";
  dir.write("my-steel/art/lands/crystal-caves.svg", emblem);
  dir.write("my-steel/art/creatures/sea-serpent.svg", emblem);
  const auto built = run_command(bin + " build " + shell_quote(set.string()) + " --out " + shell_quote((dir.path() / "out").string()));
  ASSERT_EQ(built.exit_code, 0) << built.err;
  EXPECT_TRUE(std::filesystem::exists(dir.path() / "out" / "my-steel" / "my-steel-a4.pdf"));
  const Validation run = validate(dir, set.string(), "--lineup random@300 --jobs 2");
  EXPECT_EQ(run.result.exit_code, 0) << run.result.out << run.result.err;
  const auto played = [&](const char* card) {
    for (const auto& l : run.report.at("lineups"))
      for (const auto& c : l.at("cards"))
        if (c.at("card") == card && c.at("plays").get<int>() > 0) return true;
    return false;
  };
  EXPECT_TRUE(played("sea-serpent")) << "the new creature is played";
  EXPECT_TRUE(played("my-banshee")) << "the example card is played";
  EXPECT_TRUE(played("banshee")) << "the base's cards are played";
  // A second `new` into the same folder refuses to overwrite.
  EXPECT_EQ(run_command(bin + " new " + shell_quote(set.string()) + " --base " + shell_quote(source("cardsets/clash-of-steel"))).exit_code, 2);
}

}  // namespace
}  // namespace dw
