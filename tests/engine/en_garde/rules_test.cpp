// En Garde! rules in scripted games: when Lunge may be played, what Powerful Strike forbids and
// what Hard Parry resists, Items and Disarm, the Pistol, Restores and No Poise, discarding and
// reshuffling, going out with three players, both duelists out at once, and the round limit.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "en_garde/script.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::en_garde {
namespace {

using testing::Script;
using V = std::vector<const char*>;
constexpr Player kSam = 0;
constexpr Player kJen = 1;

// A game on a small card set written for the test (`cards` holds [[card]] tables).
std::shared_ptr<const Game> mini_game(const dw::testing::TempDir& dir, const std::string& cards,
                                      const std::string& options = "") {
  dir.write("set.toml",
            "id = \"mini\"\ntitle = \"Mini\"\nversion = \"1\"\nruleset = \"en-garde\"\n[card]\nsize = \"poker\"\n");
  dir.write("cards/cards.toml", cards);
  Diagnostics warnings, diags;
  return make_game(load_card_set(dir.path(), warnings), parse_options(options, SourcePos{"t", 1, 1}, diags), warnings);
}

std::string card(const char* id, int count, const char* rules) {
  return std::string("[[card]]\nid = \"") + id + "\"\nkind = \"x\"\ncount = " + std::to_string(count) +
         "\n[card.rules]\n" + rules + "\n";
}

TEST(EnGardeRules, LungeOnlyWhenNoUnblockedAttackTargetsYou) {
  Script sc;
  sc.first(kSam);
  sc.deal({{"thrust", "lunge", "hard-parry", "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt",
            "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
           {"lunge", "partial-parry", "hard-parry", "thrust", "slash", "slash", "slash", "slash", "slash"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.pass(kSam));
  // Jen faces an unblocked Thrust: no Lunge, and no other Attack either.
  EXPECT_FALSE(sc.legal(sc.card(kJen, "lunge")));
  EXPECT_FALSE(sc.legal(sc.card(kJen, "thrust")));
  sc.play(kJen, sc.respond(kJen, "partial-parry", 0));
  // Nothing targets Sam: his Lunge may join the Field, his Thrust may not.
  EXPECT_TRUE(sc.legal(sc.card(kSam, "lunge")));
  EXPECT_FALSE(sc.legal(sc.card(kSam, "thrust")));
  sc.play(kSam, sc.card(kSam, "lunge"));
  sc.play(kSam, sc.pass(kSam));
  EXPECT_EQ(sc.s().poise(kSam), 9);
  // The Partial Parry only shields: the Thrust still counts as unblocked, so no Lunge for Jen.
  EXPECT_FALSE(sc.legal(sc.card(kJen, "lunge")));
  sc.play(kJen, sc.respond(kJen, "hard-parry", 1));
  // No Attack targets Sam, so his Hard Parry has nothing to face.
  EXPECT_EQ(sc.s().legal_actions(), std::vector<Action>{sc.pass(kSam)});
  sc.play(kSam, sc.pass(kSam));
  EXPECT_EQ(sc.s().poise(kJen), 9);  // paid 1 for the Hard Parry; Thrust 2 - Partial Parry 2; Lunge blocked
  EXPECT_EQ(sc.s().poise(kSam), 9);
}

TEST(EnGardeRules, PowerfulStrikeForbidsParryRiposteAndHardParryResistsCoupe) {
  Script sc;
  sc.first(kSam);
  sc.deal({{"thrust", "powerful-strike", "coupe", "strong-arm", "tuck-in-your-shirt", "tuck-in-your-shirt",
            "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
           {"parry-riposte", "hard-parry", "partial-parry", "slash", "slash", "slash", "slash", "slash", "slash"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.card(kSam, "powerful-strike"));
  sc.play(kSam, sc.pass(kSam));
  EXPECT_FALSE(sc.legal(sc.respond(kJen, "parry-riposte", 0)));
  EXPECT_TRUE(sc.legal(sc.respond(kJen, "partial-parry", 0)));
  sc.play(kJen, sc.respond(kJen, "hard-parry", 0));
  EXPECT_EQ(sc.s().poise(kJen), 9);  // Hard Parry costs 1
  EXPECT_FALSE(sc.legal(sc.press(kSam, "coupe", 0)));
  sc.play(kSam, sc.press(kSam, "strong-arm", 0));
  EXPECT_EQ(sc.s().poise(kSam), 9);
  EXPECT_EQ(sc.s().discard_count(sc.t("hard-parry")), 1);
  EXPECT_EQ(sc.s().discard_count(sc.t("strong-arm")), 1);
  // The Attack is open again; the Parry Riposte is still forbidden against it.
  EXPECT_FALSE(sc.legal(sc.respond(kJen, "parry-riposte", 0)));
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(sc.s().poise(kJen), 6);  // 9 - (2 + 1)
}

TEST(EnGardeRules, ItemsCountPerAttackAndDisarmComesFirst) {
  Script sc;
  sc.first(kSam);
  sc.deal({{"main-gauche", "thrust", "thrust", "masterful-strike", "disarm", "tuck-in-your-shirt",
            "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
           {"buckler", "thrust", "partial-parry", "slash", "slash", "slash", "slash", "slash", "slash"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.card(kSam, "main-gauche"));
  EXPECT_EQ(sc.s().item(kSam), sc.t("main-gauche"));
  EXPECT_EQ(sc.s().poise(kSam), 9);
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(sc.s().poise(kJen), 7);  // 2 + 1
  sc.play(kSam, sc.pass(kSam));
  // Jen: Buckler, then Slash at Sam, whose Main Gauche takes 1 off.
  sc.play(kJen, sc.pass(kJen));
  sc.play(kJen, sc.card(kJen, "buckler"));
  sc.play(kJen, sc.challenge(kJen, kSam, "slash"));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.pass(kSam));
  EXPECT_EQ(sc.s().poise(kSam), 8);
  EXPECT_EQ(sc.s().poise(kJen), 6);
  sc.play(kJen, sc.pass(kJen));
  // Sam: Thrust + Masterful Strike; Jen's Partial Parry; Sam's Disarm takes the Buckler away
  // before the damage: 2 + 3 + 1 - 2 = 4 (with the Buckler it would have been 2).
  sc.play(kSam, sc.pass(kSam));
  sc.draws(kSam, {"tuck-in-your-shirt", "slash"});
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.card(kSam, "masterful-strike"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.respond(kJen, "partial-parry", 0));
  sc.play(kSam, sc.card(kSam, "disarm"));
  EXPECT_EQ(sc.s().item(kJen), sc.t("buckler"));  // not before the end of the Exchange
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(sc.s().item(kJen), -1);
  EXPECT_EQ(sc.s().discard_count(sc.t("buckler")), 1);
  EXPECT_EQ(sc.s().poise(kJen), 2);
  EXPECT_EQ(sc.s().poise(kSam), 7);
  // Outside the Exchange Sam may put his own Item away.
  sc.play(kSam, sc.discard_item(kSam));
  EXPECT_EQ(sc.s().item(kSam), -1);
}

TEST(EnGardeRules, ThePistolReplacesTheExchangeAndIgnoresShields) {
  Script sc;
  sc.first(kSam);
  sc.deal({{"pistol", "thrust", "thrust", "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt",
            "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
           {"buckler", "slash", "slash", "slash", "slash", "slash", "slash", "slash", "slash"}});
  sc.play(kSam, sc.pass(kSam));
  EXPECT_FALSE(sc.legal(sc.shoot(kSam, kJen)));
  sc.play(kSam, sc.card(kSam, "pistol"));
  sc.play(kSam, sc.shoot(kSam, kJen));
  EXPECT_EQ(sc.s().poise(kJen), 6);
  // That was the turn's Exchange: no other, and no second shot.
  EXPECT_FALSE(sc.legal(sc.shoot(kSam, kJen)));
  EXPECT_FALSE(sc.legal(sc.challenge(kSam, kJen, "thrust")));
  EXPECT_EQ(sc.s().item(kSam), sc.t("pistol"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kJen, sc.card(kJen, "buckler"));
  sc.play(kJen, sc.pass(kJen));
  // Next turn the Pistol, still in play, fires again; the Buckler does not help.
  sc.play(kSam, sc.pass(kSam));
  sc.draws(kSam, {"thrust"});
  sc.play(kSam, sc.shoot(kSam, kJen));
  EXPECT_EQ(sc.s().poise(kJen), 1);
}

TEST(EnGardeRules, RestoresStopAtTenAndNoPoisePaysNothing) {
  Script sc;
  sc.first(kSam);
  sc.deal({{"lunge", "masterful-strike", "powerful-strike", "thrust", "masterful-strike", "tuck-in-your-shirt",
            "slash", "slash", "slash"},
           {"lunge", "tuck-in-your-shirt", "tuck-in-your-shirt", "thrust", "thrust", "thrust", "thrust", "thrust",
            "thrust"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.card(kSam, "tuck-in-your-shirt"));
  EXPECT_EQ(sc.s().poise(kSam), 10);  // already at the top
  sc.play(kSam, sc.challenge(kSam, kJen, "lunge"));
  sc.play(kSam, sc.card(kSam, "masterful-strike"));
  sc.play(kSam, sc.card(kSam, "powerful-strike"));
  // Masterful Strike was played; the other copy may not join the same Attack.
  EXPECT_EQ(sc.s().legal_actions(), std::vector<Action>{sc.pass(kSam)});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(sc.s().poise(kSam), 8);  // Lunge 1, Masterful Strike 1
  EXPECT_EQ(sc.s().poise(kJen), 3);  // 3 + 3 + 1
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kJen, sc.pass(kJen));  // Jen does nothing
  sc.play(kSam, sc.pass(kSam));
  sc.draws(kSam, {"slash", "slash", "slash", "thrust"});
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.card(kSam, "masterful-strike"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(sc.s().poise(kJen), 0);  // 5 damage at 3: No Poise
  EXPECT_TRUE(sc.s().in_game(kJen));
  sc.play(kSam, sc.pass(kSam));
  // Jen at No Poise: her Lunge costs nothing; a Restore brings her back to 2.
  sc.play(kJen, sc.pass(kJen));
  sc.play(kJen, sc.challenge(kJen, kSam, "lunge"));
  EXPECT_EQ(sc.s().poise(kJen), 0);
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.pass(kSam));
  EXPECT_EQ(sc.s().poise(kSam), 4);  // 8 - 1 for the Masterful Strike - 3 from the Lunge
  sc.play(kJen, sc.card(kJen, "tuck-in-your-shirt"));
  EXPECT_EQ(sc.s().poise(kJen), 2);
}

TEST(EnGardeRules, DiscardsGoInRisingOrderAndTheDiscardPileIsReshuffled) {
  dw::testing::TempDir dir;
  // 18 cards: the deal empties the deck.
  Script sc(mini_game(dir, card("cut", 10, "type = \"attack\"\ndamage = 1") +
                                 card("rest", 8, "type = \"restore\"\nrestore = 1")));
  sc.first(kSam);
  sc.deal({{"cut", "cut", "cut", "cut", "cut", "rest", "rest", "rest", "rest"},
           {"cut", "cut", "cut", "cut", "cut", "rest", "rest", "rest", "rest"}});
  EXPECT_EQ(sc.s().deck_size(), 0);
  EXPECT_EQ(sc.s().legal_actions(), (std::vector<Action>{sc.card(kSam, "cut"), sc.card(kSam, "rest"), sc.pass(kSam)}));
  sc.play(kSam, sc.card(kSam, "rest"));
  // After a "rest", no "cut" may be discarded: each set of discards has one order.
  EXPECT_EQ(sc.s().legal_actions(), (std::vector<Action>{sc.card(kSam, "rest"), sc.pass(kSam)}));
  sc.play(kSam, sc.card(kSam, "rest"));
  sc.play(kSam, sc.pass(kSam));
  // The empty deck is replaced by the discard pile: two "rest" cards to draw back.
  EXPECT_EQ(sc.s().deck_size(), 2);
  EXPECT_EQ(sc.s().discard_size(), 0);
  EXPECT_EQ(sc.state().chance_outcomes(), (std::vector<std::pair<Action, double>>{{sc.codec().draw(kSam, 1), 1.0}}));
  sc.draws(kSam, {"rest", "rest"});
  EXPECT_EQ(sc.s().phase(), Phase::main);
  EXPECT_EQ(sc.s().hand_size(kSam), 9);
}

TEST(EnGardeRules, ThreePlayersAPlayerGoesOutShowingTheirHand) {
  dw::testing::TempDir dir;
  Script sc(mini_game(dir, card("big", 20, "type = \"attack\"\ndamage = 10") +
                                 card("rest", 10, "type = \"restore\"\nrestore = 1"),
                      "players=3"));
  sc.first(0);
  sc.deal({{"big", "big", "big", "big", "big", "big", "big", "big", "big"},
           {"big", "big", "rest", "rest", "rest", "rest", "rest", "rest", "rest"},
           {"big", "big", "big", "big", "big", "big", "big", "big", "big"}});
  sc.play(0, sc.pass(0));
  sc.play(0, sc.challenge(0, 1, "big"));
  sc.play(0, sc.pass(0));
  sc.play(1, sc.pass(1));
  EXPECT_EQ(sc.s().poise(1), 0);
  sc.play(0, sc.pass(0));
  sc.play(1, sc.pass(1));
  sc.play(1, sc.pass(1));
  sc.play(2, sc.pass(2));
  sc.play(2, sc.challenge(2, 0, "big"));
  sc.play(2, sc.pass(2));
  sc.play(0, sc.pass(0));
  sc.play(2, sc.pass(2));
  // p0 hits p1 again: at No Poise, p1 is out; their hand goes face up to the discard pile.
  sc.play(0, sc.pass(0));
  sc.draws(0, {"rest"});
  sc.play(0, sc.challenge(0, 1, "big"));
  sc.play(0, sc.pass(0));
  sc.play(1, sc.pass(1));
  EXPECT_FALSE(sc.s().in_game(1));
  EXPECT_EQ(sc.s().hand_size(1), 0);
  EXPECT_EQ(sc.s().discard_count(sc.t("rest")), 7);
  EXPECT_EQ(sc.s().discard_count(sc.t("big")), 3 + 2);  // three Exchanges' Attacks and p1's two
  ASSERT_NE(sc.s().shown_hand(1), nullptr);
  EXPECT_EQ((*sc.s().shown_hand(1))[static_cast<std::size_t>(sc.t("rest"))], 7);
  const std::string seen = sc.state().information_state_string(2);
  EXPECT_THAT(seen, ::testing::HasSubstr(" R1=2,7;")) << seen;
  EXPECT_FALSE(sc.state().is_terminal());
  // Nobody may challenge p1 any more, and play skips them.
  EXPECT_FALSE(sc.legal(sc.challenge(0, 1, "big")));
  sc.play(0, sc.pass(0));
  EXPECT_EQ(sc.state().current_player(), 2);
  sc.play(2, sc.pass(2));
  sc.draws(2, {"rest"});
  sc.play(2, sc.challenge(2, 0, "big"));
  sc.play(2, sc.pass(2));
  sc.play(0, sc.pass(0));
  EXPECT_TRUE(sc.state().is_terminal());
  EXPECT_EQ(sc.state().returns(), (std::vector<double>{-1, -1, 1}));
}

TEST(EnGardeRules, BothDuelistsCanGoOutTogether) {
  dw::testing::TempDir dir;
  Script sc(mini_game(dir, card("big", 14, "type = \"attack\"\ndamage = 10") +
                                 card("again", 4, "type = \"fancy\"\ngrants_attack = true")));
  sc.first(kSam);
  sc.deal({{"big", "big", "big", "big", "big", "big", "big", "again", "again"},
           {"big", "big", "big", "big", "big", "big", "big", "again", "again"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.challenge(kSam, kJen, "big"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kJen, sc.challenge(kJen, kSam, "big"));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  ASSERT_EQ(sc.s().poise(kSam), 0);
  ASSERT_EQ(sc.s().poise(kJen), 0);
  sc.play(kSam, sc.pass(kSam));
  sc.draws(kSam, {"big"});  // the deck was empty: the discard pile became the deck
  sc.play(kSam, sc.challenge(kSam, kJen, "big"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.card(kJen, "again"));
  sc.play(kJen, sc.card(kJen, "big"));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.pass(kSam));
  EXPECT_TRUE(sc.state().is_terminal());
  EXPECT_EQ(sc.state().returns(), (std::vector<double>{-1, -1}));
}

TEST(EnGardeRules, TheRoundLimitEndsInADraw) {
  dw::testing::TempDir dir;
  Script sc(mini_game(dir, card("rest", 20, "type = \"restore\"\nrestore = 1"), "max-rounds=2"));
  sc.first(kJen);
  sc.deal({V(9, "rest"), V(9, "rest")});
  for (int turn = 0; turn < 4; ++turn) {
    const Player p = turn % 2 == 0 ? kJen : kSam;
    sc.play(p, sc.pass(p));
    sc.play(p, sc.pass(p));
  }
  EXPECT_TRUE(sc.state().is_terminal());
  EXPECT_EQ(sc.s().turns(), 4);
  EXPECT_EQ(sc.state().returns(), (std::vector<double>{0, 0}));
  EXPECT_LE(sc.state().move_number(), sc.game().max_game_length());
}

}  // namespace
}  // namespace dw::engine::games::en_garde
