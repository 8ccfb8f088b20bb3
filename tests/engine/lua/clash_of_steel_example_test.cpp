// The worked examples of tests/engine/clash_of_steel/example_test.cpp replayed on the Lua script
// of Clash of Steel (cardsets/clash-of-steel/rules/game.lua): the three fight results, undefended
// players losing a resource or a hand card, a face-down number card hidden until the reveal, Lava
// Pits for every Red Dragon, Mountain Range for Goblins attacking its owner, the end-of-game
// tie-breakers, placement effects and the creature limit. The script plays four players (the C++
// examples two): the third and fourth players take quiet turns, and the ten game turns are played
// out where the C++ example shortened the game. The deck is stacked so each position is the one
// described; actions are chosen by the names both rulesets give them.
#include <gtest/gtest.h>

#include <algorithm>

#include "scripted_clash_of_steel.hpp"

namespace dw::engine::testing {
namespace {

// Opening hands for the quiet third and fourth players: cards the examples do not use.
const std::vector<std::string> kQuietHand = {"elven-archers",   "elven-archers",          "graveyard-swamp",
                                             "graveyard-swamp", "woodlands-fletchers-shop", "woodlands-fletchers-shop",
                                             "goblin-caves",    "oceans-island-paradise"};

// How many copies of the card named `card` a player view (State::player_view) shows in `zone`: its
// line is "zone: ..." for a shared zone, "zone (yours): ..." or "zone (player 2's): ..." else.
int copies_in(const std::string& player_view, const std::string& zone, const std::string& card) {
  const std::string view = "\n" + player_view;
  auto at = view.find("\n" + zone + " (");
  if (at == std::string::npos) at = view.find("\n" + zone + ":");
  if (at == std::string::npos) throw std::runtime_error("no zone " + zone);
  const std::string line = view.substr(at + 1, view.find('\n', at + 1) - at - 1);
  int n = 0;
  for (std::size_t pos = line.find(": ") + 2; pos < line.size();) {
    const std::size_t end = std::min(line.find(", ", pos), line.size());
    std::string name = line.substr(pos, end - pos);
    if (const auto up = name.find(" (face up)"); up != std::string::npos) name.resize(up);
    n += name == card;
    pos = end + 2;
  }
  return n;
}

class ClashOfSteelScriptedExample : public ::testing::Test {
 protected:
  // A game whose opening hands are `hands` for the first two players (eight ids each) and whose
  // draws are `draws`, one per turn in turn order ("" for any card).
  void begin(const std::vector<std::string>& first, const std::vector<std::string>& second,
             const std::vector<std::string>& draws) {
    const std::vector<std::vector<std::string>> hands = {first, second, kQuietHand, kQuietHand};
    std::vector<std::string> order;
    for (std::size_t i = 0; i < 8; ++i)
      for (const auto& hand : hands) order.push_back(hand[i]);
    order.insert(order.end(), draws.begin(), draws.end());
    state_ = scripted_game()->new_initial_state();
    stack_deck(*state_, order);
    ASSERT_EQ(state_->current_player(), 0);
  }

  std::vector<std::string> legal() const { return legal_names(*state_); }
  bool is_legal(const std::string& name) const {
    const auto names = legal();
    return std::find(names.begin(), names.end(), name) != names.end();
  }
  void act(Player who, const std::string& name) {
    ASSERT_EQ(state_->current_player(), who) << name << "\n" << state_->player_view(who);
    state_->apply_action(action_named(*state_, name));
  }
  // Places the resource and the creature named (empty: none) and attacks nobody.
  void quiet_turn(Player p, const std::string& resource = "", const std::string& creature = "") {
    act(p, resource.empty() ? "place no resource" : "place resource " + resource);
    act(p, creature.empty() ? "place no creature" : "place creature " + creature);
    if (state_->current_player() == p && is_legal("attack nobody")) act(p, "attack nobody");
  }
  void quiet_players_3_and_4() {
    quiet_turn(2);
    quiet_turn(3);
  }

  // How many cards a zone holds ("ready2": the second player's ready creatures).
  int count(const std::string& zone) const {
    for (const auto& z : state_->zone_counts())
      if (z.zone == zone) return z.cards;
    throw std::runtime_error("no zone " + zone);
  }
  // How many copies of the card named `card` the zone holds, as `viewer` sees it.
  int copies(const std::string& zone, const std::string& card, Player viewer = 0) const {
    return copies_in(state_->player_view(viewer), zone, card);
  }
  int counter(const std::string& name) const {
    for (const auto& v : state_->tracked_values())
      if (v.name == name) return v.value;
    throw std::runtime_error("no counter " + name);
  }

  std::unique_ptr<State> state_;
};

TEST_F(ClashOfSteelScriptedExample, CombatResultsIncludingTies) {
  begin({"trolls", "goblins", "number-1", "number-6", "skeletons", "zombies", "number-2", "banshee"},
        {"human-knights", "dwarven-clan", "number-2", "number-3", "open-plains-stables", "orc-horde", "number-4", "banshee"},
        {"number-5", "number-5", "", "", "orc-horde", "skeletons", "", "", "zombies", "elven-archers"});
  // Turn 1, p0: Trolls attack with a 1 (5 + 1 against Humans + 1 = 7); p1's Peasant Militia
  // defends with a 2 (3 + 2 = 5): the attack is higher, the defender is destroyed.
  EXPECT_EQ(legal(), std::vector<std::string>{"place no resource"});  // no resource in hand
  act(0, "place no resource");
  act(0, "place creature Trolls");
  EXPECT_FALSE(is_legal("attack p1 with Peasant Militia"));  // Peasant Militia never attacks
  act(0, "attack p1 with Trolls, number card 1");
  act(1, "defend with Peasant Militia, number card 2");
  EXPECT_EQ(count("ready2"), 0);
  EXPECT_EQ(copies("tired1", "Trolls"), 1);
  EXPECT_EQ(copies("discard", "Peasant Militia"), 1);
  EXPECT_EQ(copies("discard", "1"), 1);  // both number cards are discarded
  EXPECT_EQ(copies("discard", "2"), 1);

  // Turn 1, p1: Human Knights with Open Plains and a 3 (5 + 1 + 3 = 9) against p0's Militia with
  // a 6 (3 + 6 = 9): equal, both are destroyed. The exhausted Trolls may not defend.
  act(1, "place resource Open Plains / Stables");
  act(1, "place creature Human Knights");
  act(1, "attack p0 with Human Knights, number card 3");
  EXPECT_FALSE(is_legal("defend with Trolls"));
  act(0, "defend with Peasant Militia, number card 6");
  EXPECT_EQ(copies("ready1", "Peasant Militia"), 0);
  EXPECT_EQ(count("ready2") + count("tired2"), 0);
  EXPECT_EQ(copies("discard", "Peasant Militia"), 2);
  EXPECT_EQ(copies("discard", "Human Knights"), 1);
  quiet_players_3_and_4();

  // Turn 2, p0: the Trolls are ready again and attack p1, who has no creature left: p0 picks the
  // resource p1 loses.
  EXPECT_EQ(counter("turn"), 2);
  act(0, "place no resource");
  act(0, "place creature Goblins");
  act(0, "attack p1 with Trolls");
  act(0, "attack no one else");
  EXPECT_EQ(legal(), std::vector<std::string>{"p1 loses resource Open Plains / Stables"});
  act(0, "p1 loses resource Open Plains / Stables");
  EXPECT_EQ(counter("resources2"), 0);

  // Turn 2, p1 places a Dwarven Clan and attacks nobody.
  quiet_turn(1, "", "Dwarven Clan");
  quiet_players_3_and_4();

  // Turn 3, p0: Goblins with a 2 (2 + 2 = 4) against the Dwarven Clan (6): the defense is
  // higher, the attacker is destroyed.
  act(0, "place no resource");
  act(0, "place no creature");
  act(0, "attack p1 with Goblins, number card 2");
  act(0, "attack no one else");
  act(1, "defend with Dwarven Clan");
  EXPECT_EQ(copies("ready1", "Goblins") + copies("tired1", "Goblins"), 0);
  EXPECT_EQ(copies("ready2", "Dwarven Clan"), 1);
  EXPECT_EQ(copies("discard", "Goblins"), 1);

  // Turn 3, p1: the Dwarven Clan attacks; p0 chooses not to defend and has no resource, so p0
  // picks a card of their own hand to lose.
  act(1, "place no resource");
  act(1, "place no creature");
  act(1, "attack p0 with Dwarven Clan, number card 4");
  act(0, "do not defend");
  EXPECT_EQ(state_->current_player(), 0);
  const int hand_before = count("hand1");
  act(0, "lose Skeletons from hand");
  EXPECT_EQ(count("hand1"), hand_before - 1);
  EXPECT_EQ(copies("hand1", "Skeletons"), 0);
  EXPECT_EQ(state_->current_player(), 2);
  EXPECT_EQ(counter("turn"), 3);
}

TEST_F(ClashOfSteelScriptedExample, FaceDownNumberCardsStayHiddenUntilTheReveal) {
  begin({"trolls", "goblins", "number-1", "number-6", "skeletons", "zombies", "number-2", "banshee"},
        {"human-knights", "dwarven-clan", "number-2", "number-3", "open-plains-stables", "orc-horde", "number-4", "banshee"},
        {"number-5"});
  act(0, "place no resource");
  act(0, "place creature Trolls");
  act(0, "attack p1 with Trolls, number card 1");
  // p1 sees that a card lies under the Trolls, not which: p1's samples put other numbers there.
  EXPECT_EQ(copies("under1", "1"), 1);
  EXPECT_EQ(count("under1"), 1);
  Rng rng(7);
  int other_faces = 0;
  for (int i = 0; i < 40; ++i) {
    const auto sample = state_->resample_from_infostate(1, rng);
    EXPECT_EQ(sample->information_state_string(1), state_->information_state_string(1));
    other_faces += copies_in(sample->player_view(0), "under1", "1") == 0;
  }
  EXPECT_GT(other_faces, 0);
  // Once p1 has defended, both cards are turned over: every sample of p1's keeps the 1.
  act(1, "defend with Peasant Militia, number card 2");
  EXPECT_EQ(copies("discard", "1", 1), 1);
  for (int i = 0; i < 10; ++i) {
    const auto sample = state_->resample_from_infostate(1, rng);
    EXPECT_EQ(copies_in(sample->player_view(1), "discard", "1"), 1) << sample->player_view(1);
  }
}

TEST_F(ClashOfSteelScriptedExample, LavaPitsForEveryRedDragon) {
  begin({"mountain-range", "lava-pits-volcano", "red-dragon", "number-1", "number-2", "skeletons", "zombies", "number-5"},
        {"red-dragon", "number-6", "number-3", "skeletons", "goblins", "zombies", "banshee", "number-4"},
        {"number-1", "number-2", "", "", "skeletons", "elven-archers", "", "", "goblins"});
  // Lava Pits needs a Mountain Range already in play.
  EXPECT_FALSE(is_legal("place resource Lava Pits / Volcano"));
  quiet_turn(0, "Mountain Range");
  quiet_turn(1, "", "Red Dragon");  // no resource of p1's own to discard
  quiet_players_3_and_4();

  EXPECT_TRUE(is_legal("place resource Lava Pits / Volcano"));
  quiet_turn(0, "Lava Pits / Volcano");
  // p1's Red Dragon attacks with no number card: 7 + 1 from p0's Lava Pits = 8 against p0's
  // Militia with a 5 (3 + 5 = 8): a tie, both fall. Without the Lava Pits the Dragon would lose.
  act(1, "place no resource");
  act(1, "place no creature");
  act(1, "attack p0 with Red Dragon");
  act(0, "defend with Peasant Militia, number card 5");
  EXPECT_EQ(copies("discard", "Red Dragon"), 1);
  EXPECT_EQ(count("ready1"), 0);
  quiet_players_3_and_4();

  // p0's own Red Dragon: placing it discards one of p0's resources; p0 gives up the Mountain
  // Range, and the Lava Pits stay (the requirement holds only for placing).
  act(0, "place no resource");
  act(0, "place creature Red Dragon");
  EXPECT_EQ(legal(), (std::vector<std::string>{"discard resource Lava Pits / Volcano for Red Dragon",
                                               "discard resource Mountain Range for Red Dragon"}));
  act(0, "discard resource Mountain Range for Red Dragon");
  EXPECT_EQ(copies("res1", "Lava Pits / Volcano"), 1);
  EXPECT_EQ(copies("res1", "Mountain Range"), 0);
  // Its attack, 7 + 1 = 8, beats p1's Militia with a 4 (3 + 4 = 7).
  act(0, "attack p1 with Red Dragon");  // no other creature may attack: the defences follow
  act(1, "defend with Peasant Militia, number card 4");
  EXPECT_EQ(count("ready2"), 0);
  EXPECT_EQ(copies("tired1", "Red Dragon"), 1);
}

TEST_F(ClashOfSteelScriptedExample, MountainRangeForAttackingGoblins) {
  begin({"mountain-range", "goblins", "number-1", "number-2", "skeletons", "zombies", "banshee", "number-3"},
        {"goblins", "number-4", "number-5", "skeletons", "zombies", "banshee", "orc-horde", "number-6"},
        {"skeletons", "elven-archers"});
  // p0's own Goblins get nothing from p0's Mountain Range: 2 against the Militia's 3, they fall.
  act(0, "place resource Mountain Range");
  act(0, "place creature Goblins");
  act(0, "attack p1 with Goblins");
  act(1, "defend with Peasant Militia");
  EXPECT_EQ(copies("discard", "Goblins"), 1);
  EXPECT_EQ(copies("ready2", "Peasant Militia"), 1);
  // p1's Goblins attack p0, who has the Mountain Range: 2 + 1 = 3 against 3, both fall.
  act(1, "place no resource");
  act(1, "place creature Goblins");
  act(1, "attack p0 with Goblins");
  act(0, "defend with Peasant Militia");
  EXPECT_EQ(copies("discard", "Goblins"), 2);
  EXPECT_EQ(copies("ready1", "Peasant Militia"), 0);
}

TEST_F(ClashOfSteelScriptedExample, EndOfGameTieBreakers) {
  struct Case {
    const char* what;
    std::string r0, c0, r1, c1;
    std::vector<double> returns;
  };
  // The quiet players keep their Peasant Militia (3): one creature, no resource.
  const std::vector<Case> cases = {
      {"more resources wins", "Desert Castle", "", "", "Trolls", {1, -1, -1, -1}},
      {"equal resources: more creatures wins", "Desert Castle", "", "Open Plains / Stables", "Trolls", {-1, 1, -1, -1}},
      {"then the strongest creature: Dwarven Clan 6 beats Trolls 5", "Desert Castle", "Dwarven Clan",
       "Open Plains / Stables", "Trolls", {1, -1, -1, -1}},
      {"Knights with Open Plains (5 + 1) tie the Dwarven Clan: a shared win", "Desert Castle", "Dwarven Clan",
       "Open Plains / Stables", "Human Knights", {0, 0, -1, -1}},
      {"all equal: a shared win", "", "Trolls", "", "Trolls", {0, 0, -1, -1}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    begin({"desert-castle", "dwarven-clan", "trolls", "number-1", "number-2", "skeletons", "zombies", "banshee"},
          {"open-plains-stables", "human-knights", "trolls", "number-3", "number-4", "skeletons", "zombies", "goblins"},
          {"number-5", "number-6"});
    quiet_turn(0, c.r0, c.c0);
    quiet_turn(1, c.r1, c.c1);
    quiet_players_3_and_4();
    for (int turn = 2; turn <= 10; ++turn)
      for (Player p = 0; p < 4; ++p) quiet_turn(p);
    ASSERT_TRUE(state_->is_terminal()) << state_->to_string();
    EXPECT_EQ(state_->returns(), c.returns);
  }
}

TEST_F(ClashOfSteelScriptedExample, PlacementEffectsAndLimits) {
  begin({"blue-dragon", "giant-tribe", "goblins", "skeletons", "zombies", "orc-horde", "banshee", "trolls"},
        {"number-1", "number-2", "number-3", "number-4", "number-5", "number-6", "number-1", "number-2"},
        {"goblins", "", "", "", "skeletons"});
  // Blue Dragon: another of p0's creatures must go; the only other one is the Militia.
  act(0, "place no resource");
  act(0, "place creature Blue Dragon");
  EXPECT_EQ(legal(), std::vector<std::string>{"discard creature Peasant Militia for Blue Dragon"});
  act(0, "discard creature Peasant Militia for Blue Dragon");
  EXPECT_EQ(count("ready1"), 1);
  act(0, "attack nobody");
  quiet_turn(1);
  quiet_players_3_and_4();
  // Giant Tribe: a card from p0's hand goes; any card of the hand may be chosen.
  act(0, "place no resource");
  act(0, "place creature Giant Tribe");
  EXPECT_EQ(legal().size(), 6u);  // Goblins, Skeletons, Zombies, Orc Horde, Banshee, Trolls
  const int hand = count("hand1");
  act(0, "discard Banshee from hand for Giant Tribe");
  EXPECT_EQ(count("hand1"), hand - 1);
  EXPECT_EQ(copies("discard", "Banshee"), 1);
  act(0, "attack nobody");
  quiet_turn(1);
  quiet_players_3_and_4();
  // Four more creatures fill the six places; a seventh cannot be placed.
  for (const char* creature : {"Goblins", "Skeletons", "Zombies", "Orc Horde"}) {
    quiet_turn(0, "", creature);
    quiet_turn(1);
    quiet_players_3_and_4();
  }
  EXPECT_EQ(count("ready1"), 6);
  act(0, "place no resource");
  EXPECT_EQ(legal(), std::vector<std::string>{"place no creature"});  // Trolls and Goblins stay in hand
}

}  // namespace
}  // namespace dw::engine::testing
