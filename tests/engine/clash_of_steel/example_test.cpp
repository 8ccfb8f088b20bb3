// Clash of Steel played move by move on the bundled card set: the fights the rules describe (the
// attacker wins, both fall on a tie, the defender wins, undefended players lose a resource or a
// hand card), the resource modifiers (Lava Pits for every Red Dragon, Mountain Range for Goblins
// attacking its owner), the end-of-game tie-breakers, placement effects and limits, exhausted
// attackers and the three house rules. Chance actions are chosen by the script (the deal and
// every draw), so each position is exactly the one described.
#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine_test_support.hpp"

namespace dw::engine::games::clash_of_steel {
namespace {

class ClashOfSteelExample : public ::testing::Test {
 protected:
  // A game with `options` whose opening hands are `hands` (eight card ids per seat).
  void begin(const std::string& options, const std::vector<std::vector<std::string>>& hands) {
    game_ = std::static_pointer_cast<const ClashOfSteelGame>(dw::engine::testing::bundled_game("clash-of-steel", options));
    state_ = game_->new_initial_state();
    for (std::size_t i = 0; i < kStartingHand; ++i)
      for (Player p = 0; p < game_->num_players(); ++p) chance(codec().draw(p, type(hands[static_cast<std::size_t>(p)][i])));
    check(st().phase() == Phase::draw && st().turn_player() == 0, "the first turn starts with seat 0 drawing");
  }

  const ActionCodec& codec() const { return game_->codec(); }
  const CosState& st() const { return static_cast<const CosState&>(*state_); }
  int type(const std::string& id) const {
    const int t = game_->type_of(id);
    check(t >= 0, "no card " + id);
    return t;
  }
  int number(const std::string& id) const { return id.empty() ? 0 : game_->number_choice(id); }

  Action choose(const std::string& id) const { return codec().choose(type(id)); }
  static Action pass() { return ActionCodec::pass(); }
  Action attack(Player target, const std::string& creature, const std::string& num = "") const {
    return codec().attack({target, type(creature), number(num)});
  }
  Action defend(const std::string& creature, const std::string& num = "") const {
    return codec().defend({type(creature), number(num)});
  }
  bool legal(Action a) const {
    const auto l = state_->legal_actions();
    return std::binary_search(l.begin(), l.end(), a);
  }

  void chance(Action a) {
    check(state_->is_chance_node(), "expected a chance node\n" + state_->to_string());
    check(legal(a), "chance outcome " + std::to_string(a) + " is not possible\n" + state_->to_string());
    state_->apply_action(a);
  }
  void draw(const std::string& id) { chance(codec().draw(st().turn_player(), type(id))); }
  void act(Player who, Action a) {
    check(state_->current_player() == who,
          "expected p" + std::to_string(who) + " to act, not " + std::to_string(state_->current_player()) + "\n" + state_->to_string());
    check(legal(a), state_->action_to_string(who, a) + " is not legal\n" + state_->to_string());
    state_->apply_action(a);
  }
  // A turn without fights: draw, place (ids may be empty for none), and attack nobody.
  void quiet_turn(Player p, const std::string& drawn, const std::string& resource, const std::string& creature) {
    draw(drawn);
    act(p, resource.empty() ? pass() : choose(resource));
    act(p, creature.empty() ? pass() : choose(creature));
    if (st().phase() == Phase::declare && st().turn_player() == p) act(p, pass());
  }

  static void check(bool ok, const std::string& what) {
    if (!ok) throw std::runtime_error(what);
  }

  std::shared_ptr<const ClashOfSteelGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(ClashOfSteelExample, CombatResultsIncludingTies) {
  begin("players=2", {{"trolls", "goblins", "number-1", "number-6", "skeletons", "zombies", "number-2", "banshee"},
                      {"human-knights", "dwarven-clan", "number-2", "number-3", "open-plains-stables", "orc-horde", "number-4", "banshee"}});
  const int militia = type("peasant-militia");
  // Turn 1, p0: Trolls attack with a 1 (5 + 1 against Humans + 1 = 7); p1's Peasant Militia
  // defends with a 2 (3 + 2 = 5): the attack is higher, the defender is destroyed.
  draw("number-5");
  EXPECT_EQ(state_->legal_actions(), std::vector<Action>{pass()});  // no resource in hand
  act(0, pass());
  act(0, choose("trolls"));
  EXPECT_FALSE(legal(attack(1, "peasant-militia")));  // Peasant Militia never attacks
  act(0, attack(1, "trolls", "number-1"));
  ASSERT_EQ(st().phase(), Phase::defend);
  act(1, defend("peasant-militia", "number-2"));
  EXPECT_EQ(st().creatures_of(1, militia), 0);
  EXPECT_EQ(st().creatures_of(0, type("trolls")), 1);
  EXPECT_EQ(st().seat(0).exhausted[static_cast<std::size_t>(type("trolls"))], 1);
  EXPECT_EQ(st().discard_count(militia), 1);
  EXPECT_EQ(st().discard_count(type("number-1")), 1);  // both number cards are discarded
  EXPECT_EQ(st().discard_count(type("number-2")), 1);

  // Turn 1, p1: Human Knights with Open Plains and a 3 (5 + 1 + 3 = 9) against p0's Militia with
  // a 6 (3 + 6 = 9): equal, both are destroyed. The exhausted Trolls may not defend.
  ASSERT_EQ(st().turn_player(), 1);
  draw("number-5");
  act(1, choose("open-plains-stables"));
  act(1, choose("human-knights"));
  act(1, attack(0, "human-knights", "number-3"));
  EXPECT_FALSE(legal(defend("trolls")));
  act(0, defend("peasant-militia", "number-6"));
  EXPECT_EQ(st().creatures_of(0, militia), 0);
  EXPECT_EQ(st().creatures_of(1, type("human-knights")), 0);
  EXPECT_EQ(st().discard_count(militia), 2);
  EXPECT_EQ(st().discard_count(type("human-knights")), 1);

  // Turn 2, p0: the Trolls are ready again and attack p1, who has no creature left: p0 picks the
  // resource p1 loses.
  EXPECT_EQ(st().turn(), 2);
  draw("orc-horde");
  act(0, pass());
  act(0, choose("goblins"));
  act(0, attack(1, "trolls"));
  ASSERT_EQ(st().phase(), Phase::take_resource);
  EXPECT_EQ(state_->legal_actions(), std::vector<Action>{choose("open-plains-stables")});
  act(0, choose("open-plains-stables"));
  EXPECT_EQ(st().seat(1).resources, 0);

  // Turn 2, p1 places a Dwarven Clan and attacks nobody.
  quiet_turn(1, "skeletons", "", "dwarven-clan");

  // Turn 3, p0: Goblins with a 2 (2 + 2 = 4) against the Dwarven Clan (6): the defense is
  // higher, the attacker is destroyed.
  draw("zombies");
  act(0, pass());
  act(0, pass());
  act(0, attack(1, "goblins", "number-2"));
  act(1, defend("dwarven-clan"));
  EXPECT_EQ(st().creatures_of(0, type("goblins")), 0);
  EXPECT_EQ(st().creatures_of(1, type("dwarven-clan")), 1);
  EXPECT_EQ(st().discard_count(type("goblins")), 1);

  // Turn 3, p1: the Dwarven Clan attacks; p0 chooses not to defend and has no resource, so p0
  // picks a card of their own hand to lose.
  draw("elven-archers");
  act(1, pass());
  act(1, pass());
  act(1, attack(0, "dwarven-clan", "number-4"));
  act(0, pass());
  ASSERT_EQ(st().phase(), Phase::give_card);
  EXPECT_EQ(state_->current_player(), 0);
  const int hand_before = st().seat(0).hand_size;
  act(0, choose("skeletons"));
  EXPECT_EQ(st().seat(0).hand_size, hand_before - 1);
  EXPECT_EQ(st().hand_count(0, type("skeletons")), 0);
  EXPECT_EQ(st().turn(), 4);
  EXPECT_EQ(st().turn_player(), 0);
}

TEST_F(ClashOfSteelExample, FaceDownNumberCardsStayHiddenUntilTheReveal) {
  begin("players=2", {{"trolls", "goblins", "number-1", "number-6", "skeletons", "zombies", "number-2", "banshee"},
                      {"human-knights", "dwarven-clan", "number-2", "number-3", "open-plains-stables", "orc-horde", "number-4", "banshee"}});
  draw("number-5");
  act(0, pass());
  act(0, choose("trolls"));
  // The same attack with a 1 or a 6 underneath: p1 sees that a card lies there, not which.
  auto with_six = state_->clone();
  with_six->apply_action(attack(1, "trolls", "number-6"));
  act(0, attack(1, "trolls", "number-1"));
  EXPECT_EQ(state_->information_state_string(1), with_six->information_state_string(1));
  EXPECT_NE(state_->information_state_string(0), with_six->information_state_string(0));
  // Once p1 has defended, both cards are turned over and the difference is public.
  act(1, defend("peasant-militia", "number-2"));
  with_six->apply_action(defend("peasant-militia", "number-2"));
  EXPECT_NE(state_->information_state_string(1), with_six->information_state_string(1));
}

TEST_F(ClashOfSteelExample, LavaPitsForEveryRedDragon) {
  begin("players=2", {{"mountain-range", "lava-pits-volcano", "red-dragon", "number-1", "number-2", "skeletons", "zombies", "number-5"},
                      {"red-dragon", "number-6", "number-3", "skeletons", "goblins", "zombies", "banshee", "number-4"}});
  // Lava Pits needs a Mountain Range already in play.
  draw("number-1");
  EXPECT_FALSE(legal(choose("lava-pits-volcano")));
  act(0, choose("mountain-range"));
  act(0, pass());
  ASSERT_EQ(st().turn_player(), 1);  // only the Militia: no attack to declare
  quiet_turn(1, "number-2", "", "red-dragon");  // no resource of p1's own to discard

  draw("skeletons");
  act(0, choose("lava-pits-volcano"));
  act(0, pass());
  // p1's Red Dragon attacks with no number card: 7 + 1 from p0's Lava Pits = 8 against p0's
  // Militia with a 5 (3 + 5 = 8): a tie, both fall. Without the Lava Pits the Dragon would lose.
  draw("elven-archers");
  act(1, pass());
  act(1, pass());
  act(1, attack(0, "red-dragon"));
  act(0, defend("peasant-militia", "number-5"));
  EXPECT_EQ(st().creatures_of(1, type("red-dragon")), 0);
  EXPECT_EQ(st().creatures_of(0, type("peasant-militia")), 0);

  // p0's own Red Dragon: placing it discards one of p0's resources; p0 gives up the Mountain
  // Range, and the Lava Pits stay (the requirement holds only for placing).
  draw("goblins");
  act(0, pass());
  act(0, choose("red-dragon"));
  ASSERT_EQ(st().phase(), Phase::on_play);
  EXPECT_EQ(state_->legal_actions(), (std::vector<Action>{choose("lava-pits-volcano"), choose("mountain-range")}));
  act(0, choose("mountain-range"));
  EXPECT_EQ(st().resources_of(0, type("lava-pits-volcano")), 1);
  EXPECT_EQ(st().resources_of(0, type("mountain-range")), 0);
  // Its attack, 7 + 1 = 8, beats p1's Militia with a 4 (3 + 4 = 7).
  act(0, attack(1, "red-dragon"));
  act(1, defend("peasant-militia", "number-4"));
  EXPECT_EQ(st().creatures_of(1, type("peasant-militia")), 0);
  EXPECT_EQ(st().creatures_of(0, type("red-dragon")), 1);
  EXPECT_EQ(st().standing(0).best_attack, 8);
}

TEST_F(ClashOfSteelExample, MountainRangeForAttackingGoblins) {
  begin("players=2", {{"mountain-range", "goblins", "number-1", "number-2", "skeletons", "zombies", "banshee", "number-3"},
                      {"goblins", "number-4", "number-5", "skeletons", "zombies", "banshee", "orc-horde", "number-6"}});
  // p0's own Goblins get nothing from p0's Mountain Range: 2 against the Militia's 3, they fall.
  draw("skeletons");
  act(0, choose("mountain-range"));
  act(0, choose("goblins"));
  act(0, attack(1, "goblins"));
  act(1, defend("peasant-militia"));
  EXPECT_EQ(st().creatures_of(0, type("goblins")), 0);
  EXPECT_EQ(st().creatures_of(1, type("peasant-militia")), 1);
  // p1's Goblins attack p0, who has the Mountain Range: 2 + 1 = 3 against 3, both fall.
  draw("elven-archers");
  act(1, pass());
  act(1, choose("goblins"));
  act(1, attack(0, "goblins"));
  act(0, defend("peasant-militia"));
  EXPECT_EQ(st().creatures_of(1, type("goblins")), 0);
  EXPECT_EQ(st().creatures_of(0, type("peasant-militia")), 0);
}

TEST_F(ClashOfSteelExample, EndOfGameTieBreakers) {
  const std::vector<std::vector<std::string>> hands = {
      {"desert-castle", "dwarven-clan", "trolls", "number-1", "number-2", "skeletons", "zombies", "banshee"},
      {"open-plains-stables", "human-knights", "trolls", "number-3", "number-4", "skeletons", "zombies", "goblins"}};
  struct Case {
    const char* what;
    std::string r0, c0, r1, c1;
    std::vector<double> returns;
  };
  const std::vector<Case> cases = {
      {"more resources wins", "desert-castle", "", "", "trolls", {1, -1}},
      {"equal resources: more creatures wins", "desert-castle", "", "open-plains-stables", "trolls", {-1, 1}},
      {"then the strongest creature: Dwarven Clan 6 beats Trolls 5", "desert-castle", "dwarven-clan",
       "open-plains-stables", "trolls", {1, -1}},
      {"Knights with Open Plains (5 + 1) tie the Dwarven Clan: a shared win", "desert-castle", "dwarven-clan",
       "open-plains-stables", "human-knights", {0, 0}},
      {"all equal: a shared win", "", "trolls", "", "trolls", {0, 0}},
  };
  for (const Case& c : cases) {
    SCOPED_TRACE(c.what);
    begin("players=2,turns=1", hands);
    quiet_turn(0, "number-5", c.r0, c.c0);
    quiet_turn(1, "number-6", c.r1, c.c1);
    ASSERT_TRUE(state_->is_terminal()) << state_->to_string();
    EXPECT_EQ(state_->returns(), c.returns);
  }
}

TEST_F(ClashOfSteelExample, PlacementEffectsAndLimits) {
  begin("players=2,turns=7",
        {{"blue-dragon", "giant-tribe", "goblins", "skeletons", "zombies", "orc-horde", "banshee", "trolls"},
         {"number-1", "number-2", "number-3", "number-4", "number-5", "number-6", "number-1", "number-2"}});
  // Blue Dragon: another of p0's creatures must go; the only other one is the Militia.
  draw("goblins");
  act(0, pass());
  act(0, choose("blue-dragon"));
  ASSERT_EQ(st().phase(), Phase::on_play);
  EXPECT_EQ(state_->legal_actions(), std::vector<Action>{choose("peasant-militia")});
  act(0, choose("peasant-militia"));
  EXPECT_EQ(st().seat(0).creatures, 1);
  act(0, pass());  // attack nobody
  quiet_turn(1, "number-3", "", "");
  // Giant Tribe: a card from p0's hand goes; any card of the hand may be chosen.
  draw("skeletons");
  act(0, pass());
  act(0, choose("giant-tribe"));
  ASSERT_EQ(st().phase(), Phase::on_play);
  EXPECT_EQ(state_->legal_actions().size(), 6u);  // goblins, skeletons, zombies, orc-horde, banshee, trolls
  const int hand = st().seat(0).hand_size;
  act(0, choose("banshee"));
  EXPECT_EQ(st().seat(0).hand_size, hand - 1);
  EXPECT_EQ(st().discard_count(type("banshee")), 1);
  act(0, pass());
  quiet_turn(1, "number-3", "", "");
  // Four more creatures fill the six places; a seventh cannot be placed.
  // (Each value has six copies; p1's opening hand holds eight of them.)
  const char* creatures[] = {"goblins", "skeletons", "zombies", "orc-horde"};
  const char* p0_draws[] = {"number-4", "number-5", "number-6", "number-4"};
  const char* p1_draws[] = {"number-5", "number-6", "number-3", "number-2"};
  for (int i = 0; i < 4; ++i) {
    quiet_turn(0, p0_draws[i], "", creatures[i]);
    quiet_turn(1, p1_draws[i], "", "");
  }
  EXPECT_EQ(st().seat(0).creatures, kMaxCreatures);
  draw("number-5");
  act(0, pass());
  EXPECT_EQ(state_->legal_actions(), std::vector<Action>{pass()});  // Trolls and Goblins stay in hand
}

TEST_F(ClashOfSteelExample, HouseRuleTwoDice) {
  begin("players=2,dice=d6", {{"trolls", "goblins", "skeletons", "zombies", "banshee", "orc-horde", "desert-castle", "mountain-range"},
                               {"human-knights", "dwarven-clan", "skeletons", "zombies", "banshee", "orc-horde", "goblins", "trolls"}});
  EXPECT_EQ(st().deck_count(type("number-3")), 0);  // number cards are out of the game
  draw("goblins");
  act(0, pass());
  act(0, choose("trolls"));
  EXPECT_FALSE(legal(codec().attack({1, type("trolls"), 1})));  // no number cards to play
  act(0, attack(1, "trolls"));
  act(1, defend("peasant-militia"));
  // Two dice: the attacker's, then the defender's. Trolls 5 + 1 (Humans) + 1 = 7 against the
  // Militia's 3 + 4 = 7: both fall.
  ASSERT_TRUE(state_->is_chance_node());
  const auto outcomes = state_->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 6u);
  EXPECT_DOUBLE_EQ(outcomes[0].second, 1.0 / 6);
  chance(codec().die(1));
  chance(codec().die(4));
  EXPECT_EQ(st().creatures_of(0, type("trolls")), 0);
  EXPECT_EQ(st().creatures_of(1, type("peasant-militia")), 0);
  EXPECT_EQ(st().turn_player(), 1);
}

TEST_F(ClashOfSteelExample, HouseRuleThreeHandLimit) {
  const std::vector<std::vector<std::string>> hands = {
      {"trolls", "goblins", "skeletons", "zombies", "banshee", "orc-horde", "number-1", "number-2"},
      {"human-knights", "dwarven-clan", "skeletons", "zombies", "banshee", "orc-horde", "goblins", "trolls"}};
  for (const bool limit : {true, false}) {
    SCOPED_TRACE(limit ? "hand-limit=on" : "hand-limit=off");
    begin(limit ? "players=2,hand-limit=on" : "players=2", hands);
    quiet_turn(0, "number-3", "", "");
    quiet_turn(1, "number-3", "", "");
    quiet_turn(0, "number-4", "", "");  // ten cards: still within the limit
    quiet_turn(1, "number-4", "", "");
    EXPECT_EQ(st().seat(0).hand_size, 10);
    quiet_turn(0, "number-5", "", "");  // eleven
    if (limit) {
      ASSERT_EQ(st().phase(), Phase::trim_hand);
      EXPECT_EQ(state_->current_player(), 0);
      act(0, choose("number-5"));
      EXPECT_EQ(st().seat(0).hand_size, 10);
      EXPECT_EQ(st().discard_count(type("number-5")), 1);
    } else {
      EXPECT_EQ(st().seat(0).hand_size, 11);
    }
    EXPECT_EQ(st().turn_player(), 1);
  }
}

}  // namespace
}  // namespace dw::engine::games::clash_of_steel
