// Clashing Blades! as a rules script (cardsets/clashing-blades/rules/game.lua, played instead of
// the built-in ruleset with use_rules_script, as `play --scripted` does) against the C++ ruleset:
// the same outcome distributions over random and greedy games, basic and advanced
// (outcome_comparison.hpp), the rules' worked example move by move, and the conformance checker
// on 1,000 random games and on every advanced option.
//
// The unit runs compare 600 random and 100 greedy games a side, the six intervals of each
// comparison 95 % together; the measured comparison of the engine README (2,000 random and 400
// greedy games a side, each interval at 95 %) is the disabled test
// ClashingBladesScripted.DISABLED_FullComparison (--gtest_also_run_disabled_tests).
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <iostream>
#include <map>
#include <sstream>

#include "../conformance.hpp"
#include "../engine_test_support.hpp"
#include "engine/games/clashing_blades/clashing_blades.hpp"
#include "engine/replay.hpp"
#include "engine/state.hpp"
#include "outcome_comparison.hpp"

namespace dw::engine::testing {
namespace {

constexpr const char* kAdvanced = "extra-hearts=on,event-deck=on,marcus-king=on";

std::shared_ptr<const Game> clashing_blades(bool scripted, const std::string& options = "") {
  Diagnostics diags;
  const GameOptions parsed = parse_options(options, SourcePos{"test", 1, 1}, diags);
  CardSet set = load_bundled("clashing-blades");
  if (scripted) use_rules_script(set);
  Diagnostics warnings;
  return make_game(set, parsed, warnings);
}

// Plays both versions and expects every comparison within its interval; prints the table.
void expect_alike(const std::string& options, const std::vector<std::string>& agents, int games, std::uint64_t seed,
                  ConfidenceLevel level = kAll95) {
  const OutcomeSample cpp = sample_outcomes(*clashing_blades(false, options), agents, games, seed);
  const OutcomeSample lua = sample_outcomes(*clashing_blades(true, options), agents, games, seed + 1'000'000);
  std::cout << "[ compare  ] " << (options.empty() ? "basic" : options) << ", " << agents[0] << " vs " << agents[1] << ", "
            << games << " games a side (C++, script), " << (level.z < 2 ? "each interval 95 %" : "all six 95 % together")
            << "\n";
  for (const Comparison& c : compare(cpp, lua, level)) {
    std::cout << "[ compare  ]   " << c.text() << "\n";
    EXPECT_TRUE(c.within()) << c.text();
  }
}

TEST(ClashingBladesScripted, SixHundredRandomGamesPlayLikeTheCppRuleset) {
  expect_alike("", {"random", "random"}, 600 / kSanitizerScale, 11);
}

TEST(ClashingBladesScripted, SixHundredRandomGamesWithTheAdvancedRulesPlayLikeTheCppRuleset) {
  expect_alike(kAdvanced, {"random", "random"}, 600 / kSanitizerScale, 12);
}

TEST(ClashingBladesScripted, GreedyAgainstRandomPlaysLikeTheCppRuleset) {
  expect_alike("", {"greedy", "random"}, 100 / kSanitizerScale, 13);
  expect_alike(kAdvanced, {"greedy", "random"}, 100 / kSanitizerScale, 14);
}

// The comparison can fail: it tells the basic game from the same game with hands of five.
TEST(ClashingBladesScripted, TheComparisonTellsAnotherGameApart) {
  const OutcomeSample seven = sample_outcomes(*clashing_blades(false), {"random", "random"}, 600, 11);
  const OutcomeSample five = sample_outcomes(*clashing_blades(false, "hand-size=5"), {"random", "random"}, 600, 11);
  int outside = 0;
  for (const Comparison& c : compare(seven, five, kAll95)) outside += !c.within();
  EXPECT_GE(outside, 1);
}

TEST(ClashingBladesScripted, DISABLED_FullComparison) {
  for (const char* options : {"", kAdvanced}) {
    expect_alike(options, {"random", "random"}, 2000, 101, kEach95);
    expect_alike(options, {"greedy", "random"}, 400, 102, kEach95);
  }
}

TEST(ClashingBladesScripted, ThousandRandomGamesPassTheConformanceChecks) {
  const auto game = clashing_blades(true);
  // Every 50th state resampled and every 16th replayed from the start (and every final state):
  // each first resample of a state plays its history through the script again, and a scripted
  // game is some 250 actions long.
  const ConformanceStats stats = run_conformance(*game, 1000 / kSanitizerScale, 20261121, 50, 16);
  EXPECT_EQ(stats.games, 1000 / kSanitizerScale);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, stats.resamples / 2);
  EXPECT_LE(stats.longest_game, game->max_game_length());
}

class ClashingBladesScriptedOptions : public ::testing::TestWithParam<const char*> {};

TEST_P(ClashingBladesScriptedOptions, HundredRandomGamesPassTheConformanceChecks) {
  const auto game = clashing_blades(true, GetParam());
  const ConformanceStats stats = run_conformance(*game, 100 / kSanitizerScale, 4242, 25, 16);
  EXPECT_EQ(stats.games, 100 / kSanitizerScale);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
}

INSTANTIATE_TEST_SUITE_P(ClashingBladesScripted, ClashingBladesScriptedOptions,
                         ::testing::Values("extra-hearts=on", "event-deck=on", "event-deck=on,marcus-king=on", kAdvanced));

TEST(ClashingBladesScripted, OptionsAreTheScriptsOwn) {
  EXPECT_THROW(clashing_blades(true, "marcus-king=on"), InputError);  // needs the event deck
  EXPECT_THROW(clashing_blades(true, "event-deck=maybe"), InputError);
  EXPECT_THROW(clashing_blades(true, "hand-size=5"), InputError);  // the script deals seven
  EXPECT_EQ(clashing_blades(true, "event-deck=on")->options().to_string(),
            "players=2,event-deck=on,extra-hearts=off,marcus-king=off");
}

// The worked example of the rules (Annette and Carlos), as the C++ test plays it
// (tests/engine/clashing_blades/example_test.cpp), read from the kernel's description.
class ClashingBladesScriptedExample : public ::testing::Test {
 protected:
  void SetUp() override {
    game_ = clashing_blades(true);
    state_ = game_->new_initial_state();
  }
  // The line of the full description that starts with `name` (a zone "hand1:" or "health1=").
  std::string line(const std::string& name) const {
    std::istringstream in(state_->to_string());
    for (std::string l; std::getline(in, l);)
      if (l.rfind(name, 0) == 0) return l.substr(name.size());
    ADD_FAILURE() << "no line " << name << " in\n" << state_->to_string();
    return "";
  }
  int number(const std::string& name) const { return std::stoi(line(name + "=")); }
  std::string phase() const { return line("phase="); }
  // The zone's cards: token -> card id ("" while the card has no face yet).
  std::map<int, std::string> zone(const std::string& name) const {
    std::map<int, std::string> out;
    std::istringstream in(line(name + ":"));
    for (std::string item; in >> item;) {
      const auto eq = item.find('=');
      out[std::stoi(item.substr(1, eq - 1))] = eq == std::string::npos ? "" : item.substr(eq + 1, item.find('^') - eq - 1);
    }
    return out;
  }
  // Deals each hand its cards (the order within a hand does not matter: hands are unordered);
  // the deck's other cards get the faces no hand asked for.
  void deal(std::vector<std::string> non_dealer, std::vector<std::string> dealer) {
    const int first = 3 - number("dealer");
    const auto to_first = zone("hand" + std::to_string(first));
    const auto to_dealer = zone("hand" + std::to_string(3 - first));
    while (state_->is_chance_node()) {
      const auto outcomes = state_->legal_actions();
      const std::string named = state_->action_to_string(kChancePlayer, outcomes.front());
      const int token = std::stoi(named.substr(1, named.find(' ') - 1));
      auto* wanted = to_first.count(token) ? &non_dealer : to_dealer.count(token) ? &dealer : nullptr;
      Action pick = -1;
      for (Action a : outcomes) {
        const std::string id = state_->action_to_string(kChancePlayer, a).substr(named.find(" is ") + 4);
        const bool asked = std::count(non_dealer.begin(), non_dealer.end(), id) || std::count(dealer.begin(), dealer.end(), id);
        if (wanted ? !wanted->empty() && id == wanted->back() : !asked) pick = a;
      }
      ASSERT_GE(pick, 0) << named;
      if (wanted) wanted->pop_back();
      state_->apply_action(pick);
    }
    EXPECT_TRUE(non_dealer.empty() && dealer.empty());
  }
  // `seat` plays the card `id` from hand (or passes when id is empty).
  void play(Player seat, const std::string& id) {
    ASSERT_EQ(state_->current_player(), seat) << state_->to_string();
    Action a = 0;
    for (const auto& [token, face] : zone("hand" + std::to_string(seat + 1)))
      if (face == id) a = token;
    ASSERT_TRUE(id.empty() || a > 0) << id << " is not in the hand\n" << state_->to_string();
    ASSERT_TRUE(state_->is_legal(a)) << id << " is not legal\n" << state_->to_string();
    state_->apply_action(a);
  }
  int hand(Player seat) const { return static_cast<int>(zone("hand" + std::to_string(seat + 1)).size()); }

  std::shared_ptr<const Game> game_;
  std::unique_ptr<State> state_;
};

constexpr Player kAnnette = 0;
constexpr Player kCarlos = 1;
const std::vector<std::string> kCarlosFirstHand = {"diamond-4", "club-9", "diamond-8", "diamond-2", "spade-6", "diamond-a", "spade-2"};
const std::vector<std::string> kAnnetteFirstHand = {"spade-10", "club-10", "club-7", "spade-3", "club-8", "diamond-5", "diamond-6"};

TEST_F(ClashingBladesScriptedExample, AnnetteAndCarlos) {
  EXPECT_EQ(number("health1"), 15);
  EXPECT_EQ(number("health2"), 15);
  deal(kCarlosFirstHand, kAnnetteFirstHand);  // Annette (player 1) deals first: Carlos receives first
  EXPECT_EQ(phase(), "\"en_garde\"");
  EXPECT_EQ(hand(kAnnette), 7);
  EXPECT_EQ(hand(kCarlos), 7);
  EXPECT_EQ(zone("deck").size(), 16u);

  play(kAnnette, "spade-10");  // face down: Carlos sees a card, not its face
  EXPECT_THAT(state_->information_state_string(kCarlos), ::testing::Not(::testing::HasSubstr("=spade-10")));
  EXPECT_THAT(state_->information_state_string(kAnnette), ::testing::HasSubstr("=spade-10"));
  play(kCarlos, "diamond-4");  // revealed: the diamond 4 leaves a threat of 6 against Carlos
  EXPECT_EQ(phase(), "\"exchange\"");
  EXPECT_EQ(number("threat2"), 6);
  EXPECT_EQ(number("threat1"), 0);
  EXPECT_THAT(state_->information_state_string(kCarlos), ::testing::HasSubstr("=spade-10"));

  play(kCarlos, "club-9");  // parries the 6, ripostes 3
  EXPECT_EQ(number("threat1"), 3);
  EXPECT_EQ(number("threat2"), 0);
  play(kAnnette, "club-10");  // parries the 3, ripostes 7
  EXPECT_EQ(number("threat2"), 7);
  play(kCarlos, "diamond-8");  // stops the 7: the exchange ends
  EXPECT_EQ(number("threat1"), 0);
  EXPECT_EQ(number("threat2"), 0);
  EXPECT_EQ(phase(), "\"en_garde\"");
  EXPECT_EQ(hand(kAnnette), 5);
  EXPECT_EQ(hand(kCarlos), 4);
  EXPECT_EQ(zone("discard").size(), 5u);
  EXPECT_EQ(number("health1"), 15);
  EXPECT_EQ(number("health2"), 15);

  play(kAnnette, "club-7");  // club 7 against diamond 2: no effect
  play(kCarlos, "diamond-2");
  EXPECT_EQ(phase(), "\"en_garde\"");
  EXPECT_EQ(hand(kAnnette), 4);
  EXPECT_EQ(hand(kCarlos), 3);

  play(kAnnette, "spade-3");  // spade 3 against spade 6: Annette faces 6, Carlos 3
  play(kCarlos, "spade-6");
  EXPECT_EQ(phase(), "\"spade_duel\"");
  EXPECT_EQ(number("threat1"), 6);
  EXPECT_EQ(number("threat2"), 3);
  ASSERT_EQ(state_->current_player(), kAnnette);  // she faces more: the first option is hers
  EXPECT_EQ(state_->legal_actions().size(), 4u);  // club 8, diamonds 5 and 6, or keep the attack
  play(kAnnette, "club-8");  // drops the spade 3: the club 8 parries the 6 and ripostes 2
  EXPECT_EQ(number("threat2"), 2);
  EXPECT_EQ(number("threat1"), 0);
  EXPECT_EQ(hand(kAnnette), 2);
  EXPECT_EQ(hand(kCarlos), 2);
  EXPECT_THAT(line("discard:"), ::testing::HasSubstr("=spade-3"));
  play(kCarlos, "diamond-a");  // reduces the 2 to 1, which he suffers
  EXPECT_EQ(number("health2"), 14);
  EXPECT_EQ(number("health1"), 15);

  // Damage: everything goes back, the deck is shuffled and Carlos deals the second hand.
  EXPECT_TRUE(state_->is_chance_node());
  EXPECT_EQ(number("deals"), 2);
  EXPECT_EQ(zone("deck").size(), 16u);
  deal({"spade-a", "spade-2", "spade-3", "spade-4", "spade-5", "spade-6", "spade-7"},
       {"club-a", "club-2", "club-3", "club-4", "club-5", "club-6", "club-7"});
  EXPECT_EQ(phase(), "\"en_garde\"");
  for (const auto& [token, face] : zone("hand1")) EXPECT_THAT(face, ::testing::StartsWith("spade-"));

  // The whole example survives a replay file.
  const std::string text = format_replay(*game_, make_replay(*state_, 1));
  EXPECT_THAT(text, ::testing::HasSubstr("# answer with Nine of Clubs")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr("# drop the attack, play Eight of Clubs"));
  auto again = replay_game(*game_, parse_replay(text, "example.replay"));
  EXPECT_EQ(again->to_string(), state_->to_string());
}

TEST_F(ClashingBladesScriptedExample, KeepingBothAttacksHurtsBoth) {
  deal(kCarlosFirstHand, kAnnetteFirstHand);
  play(kAnnette, "spade-3");
  play(kCarlos, "spade-6");
  play(kAnnette, "");  // Annette keeps her attack; now Carlos may drop his
  ASSERT_EQ(state_->current_player(), kCarlos);
  play(kCarlos, "");  // he keeps it too: each takes the damage threatening them
  EXPECT_EQ(number("health1"), 9);
  EXPECT_EQ(number("health2"), 12);
  EXPECT_TRUE(state_->is_chance_node());
}

TEST_F(ClashingBladesScriptedExample, TakingTheDamageInsteadOfAnswering) {
  deal(kCarlosFirstHand, kAnnetteFirstHand);
  play(kAnnette, "spade-10");
  play(kCarlos, "diamond-4");
  EXPECT_EQ(state_->action_to_string(kCarlos, 0), "take 6 damage");
  play(kCarlos, "");
  EXPECT_EQ(number("health2"), 9);
  EXPECT_TRUE(state_->is_chance_node());
}

// The script's heuristic values each position of the example as the C++ ruleset's evaluate does
// (the greedy agent's choices rest on it), and a new deal after its first dealt card, where the
// greedy agent values an action that ends a deal. (Between a deal's chance events the two differ:
// the C++ deal has dealt some cards, the script's shuffle has dealt the hands at once.)
TEST_F(ClashingBladesScriptedExample, HeuristicAgreesWithTheCppEvaluate) {
  const auto cpp_game = std::static_pointer_cast<const games::clashing_blades::ClashingBladesGame>(clashing_blades(false));
  auto cpp = cpp_game->new_initial_state();
  for (std::size_t i = 0; i < kCarlosFirstHand.size(); ++i)
    for (const auto& id : {kCarlosFirstHand[i], kAnnetteFirstHand[i]}) cpp->apply_action(cpp_game->card_action(id));
  deal(kCarlosFirstHand, kAnnetteFirstHand);
  const auto same_values = [&](const std::string& when) {
    for (Player p : {kAnnette, kCarlos}) EXPECT_NEAR(state_->evaluate(p), cpp->evaluate(p), 1e-12) << when << ", seat " << p;
  };
  same_values("dealt");
  const std::vector<std::pair<Player, std::string>> moves = {
      {kAnnette, "spade-10"}, {kCarlos, "diamond-4"}, {kCarlos, "club-9"}, {kAnnette, "club-10"}, {kCarlos, "diamond-8"},
      {kAnnette, "spade-3"}, {kCarlos, "spade-6"}, {kAnnette, "club-8"}, {kCarlos, "diamond-a"}};
  for (const auto& [seat, id] : moves) {
    play(seat, id);
    cpp->apply_action(cpp_game->card_action(id));
    if (!cpp->is_chance_node()) same_values("after " + id);
  }
  // Damage: a new deal. After its first card each version is at a chance node again.
  ASSERT_TRUE(state_->is_chance_node() && cpp->is_chance_node());
  state_->apply_action(state_->legal_actions().front());
  cpp->apply_action(cpp->legal_actions().front());
  same_values("the new deal's first card");
}

}  // namespace
}  // namespace dw::engine::testing
