// Clashing Blades! advanced rules, scripted on the bundled card set: every event effect after an
// exact counter (advanced rule 2, the Marcus King included), stings with extra heart cards and
// the shedding they force (advanced rule 1), hands of nothing but hearts, the option checks, and
// the rules-table diagnostics for events. Seat 0 deals first, so seat 1 gets the first card.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/games/clashing_blades/cb_state.hpp"
#include "engine_test_support.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::clashing_blades {
namespace {

class ClashingBladesAdvanced : public ::testing::Test {
 protected:
  void start(const std::string& options) {
    game_ = std::static_pointer_cast<const ClashingBladesGame>(dw::engine::testing::bundled_game("clashing-blades", options));
    state_ = game_->new_initial_state();
  }
  const CbState& cb() const { return static_cast<const CbState&>(*state_); }
  Action card(const char* name) const {
    const Action a = game_->card_action(name);
    EXPECT_GE(a, 0) << "no card " << name;
    return a;
  }
  // `who` takes the action named by a card (or pass / draw), checking turn and legality.
  void act(Player who, Action a) {
    ASSERT_EQ(state_->current_player(), who) << state_->to_string();
    ASSERT_TRUE(state_->is_legal(a)) << state_->action_to_string(who, a) << " is not legal\n" << state_->to_string();
    state_->apply_action(a);
  }
  void play(Player who, const char* name) { act(who, card(name)); }
  void pass(Player who) { act(who, game_->pass_action()); }
  void turn_over(Player who, const char* event) {
    act(who, game_->draw_event_action());
    ASSERT_TRUE(state_->is_chance_node());
    act(kChancePlayer, card(event));
  }
  // Deals one card to each in turn: first[i] to the dealer's opponent, then second[i].
  void deal(const std::vector<const char*>& first, const std::vector<const char*>& second) {
    for (std::size_t i = 0; i < first.size(); ++i)
      for (const char* name : {first[i], second[i]}) act(kChancePlayer, card(name));
  }
  // The standard first deal for the event tests: seat 1's hand, then seat 0's.
  void first_deal() {
    deal({"diamond-5", "club-9", "diamond-8", "diamond-2", "spade-6", "diamond-a", "spade-2"},
         {"spade-5", "club-10", "club-7", "spade-3", "club-8", "diamond-4", "diamond-6"});
  }
  // Seat 0 attacks with the spade 5 and seat 1 parries with the diamond 5: an exact counter.
  void exact_counter_by_seat1() {
    play(0, "spade-5");
    play(1, "diamond-5");
    ASSERT_EQ(cb().phase(), Phase::event_offer);
    ASSERT_EQ(state_->current_player(), 1);
  }

  std::shared_ptr<const ClashingBladesGame> game_;
  std::unique_ptr<State> state_;
};

TEST_F(ClashingBladesAdvanced, AnExactCounterMayTurnOverAnEvent) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  EXPECT_EQ(state_->legal_actions(), (std::vector<Action>{game_->pass_action(), game_->draw_event_action()}));
  EXPECT_EQ(state_->action_to_string(1, game_->draw_event_action()), "turn over an event");
  act(1, game_->draw_event_action());
  ASSERT_TRUE(state_->is_chance_node());
  const auto outcomes = state_->chance_outcomes();
  ASSERT_EQ(outcomes.size(), 14u);  // twelve face cards and two jokers; no Marcus King without its option
  for (const auto& [a, p] : outcomes) EXPECT_DOUBLE_EQ(p, 1.0 / 14);
  EXPECT_EQ(game_->card_action("marcus-king"), -1);
}

TEST_F(ClashingBladesAdvanced, DecliningTheEventGoesBackToEnGarde) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  pass(1);
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().event_deck_size(), 14);
}

TEST_F(ClashingBladesAdvanced, PunchHurtsButTheDuelGoesOn) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "king-of-spades");
  EXPECT_EQ(cb().health(0), 12);
  EXPECT_EQ(cb().health(1), 15);
  EXPECT_EQ(cb().phase(), Phase::en_garde);  // no new deal: the exchange was not ended by the punch
  EXPECT_EQ(cb().hand_size(0), 6);
  EXPECT_EQ(cb().event_deck_size(), 13);
  EXPECT_EQ(cb().event_zone(static_cast<int>(game_->event_of(card("king-of-spades")))), Zone::events_used);
}

TEST_F(ClashingBladesAdvanced, SecondWindHealsUpToTheStartingHealthOnly) {
  start("event-deck=on");
  first_deal();
  // Seat 1 takes 3 first (spade 5 against diamond 2), then counters exactly in the next deal.
  play(0, "spade-5");
  play(1, "diamond-2");
  pass(1);
  ASSERT_EQ(cb().health(1), 12);
  deal({"spade-4", "club-10", "club-7", "spade-3", "club-8", "diamond-7", "diamond-6"},
       {"diamond-4", "club-9", "diamond-8", "diamond-3", "spade-6", "diamond-a", "spade-2"});
  play(0, "spade-4");
  play(1, "diamond-4");
  turn_over(1, "queen-of-hearts");
  EXPECT_EQ(cb().health(1), 14);
  play(0, "spade-3");
  play(1, "diamond-3");
  turn_over(1, "king-of-hearts");
  EXPECT_EQ(cb().health(1), 15);  // 14 + 3, capped at the 15 it started with
}

TEST_F(ClashingBladesAdvanced, TrickeryMakesTheFoeDiscardCardsOfTheirChoice) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "king-of-clubs");
  ASSERT_EQ(cb().phase(), Phase::event_discard);
  ASSERT_EQ(state_->current_player(), 0);
  EXPECT_EQ(state_->legal_actions().size(), 6u);  // any card left in seat 0's hand
  EXPECT_EQ(state_->action_to_string(0, card("club-10")), "discard club-10 (trickery)");
  play(0, "club-10");
  play(0, "club-7");
  play(0, "diamond-4");
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().hand_size(0), 3);
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("club-10"))), Zone::discard);
  // What was thrown away is public: seat 1 knows it.
  EXPECT_THAT(state_->information_state_string(1), ::testing::HasSubstr("p0 discard club-7 (trickery)"));
}

TEST_F(ClashingBladesAdvanced, BalanceIsKeptThenAddsToOneParry) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "queen-of-diamonds");
  const int queen = game_->event_of(card("queen-of-diamonds"));
  EXPECT_EQ(cb().event_zone(queen), Zone::kept1);
  ASSERT_EQ(cb().phase(), Phase::en_garde);
  play(0, "club-10");  // seat 0 leads a club: no effect at en garde
  play(1, "diamond-8");
  play(0, "spade-3");
  play(1, "spade-2");  // spade duel: 2 threatens seat 0, 3 threatens seat 1
  pass(1);             // seat 1 (facing more) keeps the attack
  ASSERT_EQ(cb().phase(), Phase::spade_duel);
  pass(0);  // both keep: both hurt, a new deal
  ASSERT_EQ(cb().health(0), 13);
  ASSERT_EQ(cb().health(1), 12);
  ASSERT_EQ(cb().event_zone(queen), Zone::kept1);  // kept across deals until used
  // Seat 1 deals now: seat 0 gets the first card. Seat 0 attacks for 9; the diamond ace leaves 8,
  // the balance takes 2 of them and the diamond 3 cannot stop the rest.
  deal({"spade-9", "club-10", "club-7", "spade-3", "club-8", "diamond-7", "diamond-6"},
       {"diamond-a", "club-9", "diamond-3", "diamond-2", "spade-6", "club-a", "spade-2"});
  play(0, "spade-9");
  play(1, "diamond-a");  // 8 still threatens seat 1
  ASSERT_EQ(cb().phase(), Phase::exchange);
  ASSERT_EQ(cb().threat(1), 8);
  const Action use = game_->event_action(queen);
  EXPECT_EQ(state_->action_to_string(1, use), "use balance queen-of-diamonds (2)");
  act(1, use);
  EXPECT_EQ(cb().threat(1), 6);
  EXPECT_EQ(state_->current_player(), 1);
  // Only a diamond may join the balance now (no club, no second balance).
  for (Action a : state_->legal_actions()) {
    if (a < game_->num_cards()) {
      EXPECT_EQ(game_->catalog().cards[static_cast<std::size_t>(a)].suit, Suit::diamonds);
    }
  }
  play(1, "diamond-3");  // 2 + 3 do not stop 8: seat 1 takes the remaining 3
  EXPECT_EQ(cb().health(1), 9);
  EXPECT_EQ(cb().event_zone(queen), Zone::events_used);
}

TEST_F(ClashingBladesAdvanced, BalanceAloneCanCounterExactly) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "jack-of-diamonds");  // balance 1
  play(0, "spade-3");
  play(1, "diamond-2");  // 1 threatens seat 1
  ASSERT_EQ(cb().threat(1), 1);
  act(1, game_->event_action(game_->event_of(card("jack-of-diamonds"))));
  EXPECT_EQ(cb().phase(), Phase::event_offer);  // balance 1 against 1: exact
  EXPECT_EQ(state_->current_player(), 1);
}

TEST_F(ClashingBladesAdvanced, MinorJokerDisarmsTheFoe) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "minor-joker");
  EXPECT_EQ(cb().hand_size(0), 0);
  EXPECT_EQ(cb().hand_size(1), 6);
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(state_->current_player(), 1);  // seat 0 has nothing left to play
  EXPECT_THAT(state_->information_state_string(1), ::testing::HasSubstr("+club-10"));
}

TEST_F(ClashingBladesAdvanced, MajorJokerDropsYourOwnWeapon) {
  start("event-deck=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "major-joker");
  EXPECT_EQ(cb().hand_size(1), 0);
  EXPECT_EQ(cb().hand_size(0), 6);
  EXPECT_EQ(state_->current_player(), 0);
}

TEST_F(ClashingBladesAdvanced, MarcusKingShootsEndsTheExchangeAndRefillsTheEventDeck) {
  start("event-deck=on,marcus-king=on");
  first_deal();
  exact_counter_by_seat1();
  turn_over(1, "jack-of-spades");  // a first event, used
  ASSERT_EQ(cb().event_deck_size(), 14);
  play(0, "spade-3");
  play(1, "club-9");  // riposte: 6 threatens seat 0
  play(0, "club-7");  // 1 threatens seat 1
  play(1, "diamond-a");  // exact
  turn_over(1, "marcus-king");
  EXPECT_EQ(cb().health(0), 15 - 1 - 4);
  EXPECT_EQ(cb().phase(), Phase::deal);  // the shot ended the exchange: a new deal
  EXPECT_EQ(cb().event_deck_size(), 15);  // the jack and the Marcus King are back in the deck
}

TEST_F(ClashingBladesAdvanced, AStingMakesTheVictimShedBeforeTheNextEnGarde) {
  start("extra-hearts=on");
  deal({"diamond-2", "club-9", "diamond-8", "heart-5", "spade-6", "diamond-a", "spade-2"},
       {"spade-9", "heart-3", "club-7", "spade-3", "club-8", "diamond-4", "heart-a"});
  play(0, "spade-9");
  play(1, "diamond-2");
  pass(1);  // seat 1 takes 7
  ASSERT_EQ(cb().phase(), Phase::sting);
  ASSERT_EQ(state_->current_player(), 0);
  EXPECT_EQ(state_->legal_actions(), (std::vector<Action>{card("heart-a"), card("heart-3"), game_->pass_action()}));
  EXPECT_EQ(state_->action_to_string(0, card("heart-3")), "sting p1 with heart-3");
  play(0, "heart-3");
  ASSERT_EQ(cb().phase(), Phase::deal);
  EXPECT_EQ(cb().sting(1), card("heart-3"));
  EXPECT_EQ(cb().deck_size(), 35);  // the sting stays out of the new deal
  // Second deal: seat 1 deals, so seat 0 gets the first card.
  deal({"spade-9", "club-10", "club-7", "spade-3", "club-8", "diamond-7", "diamond-6"},
       {"diamond-a", "club-a", "diamond-3", "diamond-4", "spade-6", "spade-a", "spade-2"});
  ASSERT_EQ(cb().phase(), Phase::shed);
  ASSERT_EQ(state_->current_player(), 1);
  EXPECT_EQ(cb().to_shed(1), 3);
  play(1, "diamond-a");
  EXPECT_EQ(cb().to_shed(1), 2);
  EXPECT_EQ(state_->action_to_string(1, card("spade-2")), "shed spade-2 (owing 2)");
  play(1, "spade-2");
  EXPECT_EQ(cb().phase(), Phase::en_garde);
  EXPECT_EQ(cb().hand_size(1), 5);
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("heart-3"))), Zone::stung);
  // The sting lasts one deal: the next damage returns it to the deck.
  play(0, "spade-9");
  play(1, "diamond-3");
  pass(1);
  // Seat 0 holds no heart this time, but still decides (so the decision reveals nothing).
  ASSERT_EQ(cb().phase(), Phase::sting);
  EXPECT_EQ(state_->legal_actions(), std::vector<Action>{game_->pass_action()});
  EXPECT_EQ(state_->action_to_string(0, game_->pass_action()), "no sting");
  pass(0);
  EXPECT_EQ(cb().phase(), Phase::deal);
  EXPECT_EQ(cb().sting(1), -1);
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("heart-3"))), Zone::deck);
}

TEST_F(ClashingBladesAdvanced, NoHeartNoStingAndHeartsAloneAreDiscarded) {
  start("extra-hearts=on,hand-size=2");
  deal({"spade-5", "heart-a"}, {"heart-2", "heart-10"});
  // Seat 0 holds only hearts: they are discarded face up and seat 1 plays alone.
  EXPECT_EQ(cb().hand_size(0), 0);
  EXPECT_EQ(cb().zone_of(static_cast<int>(card("heart-10"))), Zone::discard);
  ASSERT_EQ(state_->current_player(), 1);
  EXPECT_EQ(state_->legal_actions(), std::vector<Action>{card("spade-5")});  // a heart is never played
  play(1, "spade-5");
  pass(0);  // seat 0 takes 5; seat 1 may sting with the heart ace
  ASSERT_EQ(cb().phase(), Phase::sting);
  pass(1);
  EXPECT_EQ(cb().phase(), Phase::deal);
  EXPECT_EQ(cb().sting(0), -1);
}

TEST(ClashingBladesAdvancedOptions, OptionsAreCheckedAgainstTheCardSet) {
  auto errors = [](const std::string& options) {
    try {
      dw::engine::testing::bundled_game("clashing-blades", options);
    } catch (const InputError& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  EXPECT_THAT(errors("marcus-king=on"), ::testing::HasSubstr("marcus-king=on needs event-deck=on"));
  EXPECT_EQ(errors("extra-hearts=on,event-deck=on,marcus-king=on"), "no error");
  auto full = dw::engine::testing::bundled_game("clashing-blades", "extra-hearts=on,event-deck=on,marcus-king=on");
  EXPECT_EQ(full->total_cards(), 30 + 6 + 15);
}

TEST(ClashingBladesAdvancedOptions, EventRulesTablesAreCheckedWithPositions) {
  dw::testing::TempDir dir;
  dir.write("set.toml", "id = \"mini\"\ntitle = \"Mini\"\nversion = \"1\"\nruleset = \"clashing-blades\"\n"
                        "cards = [\"cards/all.toml\"]\n[card]\nsize = \"poker\"\n[print]\nback = \"basic-back\"\n"
                        "[templates]\nx = \"basic\"\n");
  dir.write("cards/all.toml",
            "[[card]]\nid = \"h1\"\nkind = \"x\"\n[card.rules]\nsuit = \"hearts\"\nhealth = 5\nduelist = 1\n\n"
            "[[card]]\nid = \"h2\"\nkind = \"x\"\n[card.rules]\nsuit = \"hearts\"\nhealth = 5\nduelist = 2\n\n"
            "[[card]]\nid = \"s\"\nkind = \"x\"\ncount = 4\n[card.rules]\nsuit = \"spades\"\nstrength = 2\n\n"
            "[[card]]\nid = \"kick\"\nkind = \"x\"\n[card.rules]\nevent = \"kick\"\nvalue = 2\n\n"
            "[[card]]\nid = \"big\"\nkind = \"x\"\n[card.rules]\nevent = \"punch\"\nvalue = 12\n\n"
            "[[card]]\nid = \"joke\"\nkind = \"x\"\n[card.rules]\nevent = \"disarm-foe\"\nvalue = 1\n\n"
            "[[card]]\nid = \"odd\"\nkind = \"x\"\n[card.rules]\nevent = \"balance\"\nsuit = \"diamonds\"\nvalue = 1\n");
  Diagnostics warnings;
  const CardSet set = load_card_set(dir.path(), warnings);
  Diagnostics diags;
  std::string text;
  try {
    make_game(set, parse_options("hand-size=2,event-deck=on", SourcePos{"t", 1, 1}, diags), warnings);
  } catch (const InputError& e) {
    text = e.what();
  }
  const std::string file = (dir.path() / "cards/all.toml").string();
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":29:9: error: unknown event 'kick'")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":37:9: error: rules.value = 12 is out of range [card big]")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":44:9: error: the disarm-foe effect takes no value")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file + ":51:8: error: rules.suit does not apply to event cards")) << text;
}

}  // namespace
}  // namespace dw::engine::games::clashing_blades
