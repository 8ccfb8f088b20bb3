// The rules' "Example Exchange" of En Garde! (Sam and Jen), played move by move on the bundled
// card set, checking the Poise and the Field the example describes at each step. Sam is seat 0,
// Jen seat 1. The example starts with Sam at 6 Poise and Jen at 5; two earlier turns bring them
// there by ordinary play (Sam's Thrust with Masterful Strike hits Jen for 5, Jen's Slash with
// Powerful Strike hits Sam for 3).
#include <gtest/gtest.h>

#include "en_garde/script.hpp"

namespace dw::engine::games::en_garde {
namespace {

using testing::Script;

constexpr Player kSam = 0;
constexpr Player kJen = 1;

class EnGardeExample : public ::testing::Test {
 protected:
  void SetUp() override {
    sc.first(kSam);
    sc.deal({{"thrust", "masterful-strike", "thrust", "masterful-strike", "parry-riposte", "coupe",
              "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
             {"slash", "powerful-strike", "parry-riposte", "lunge", "taste-my-blade", "slash", "powerful-strike",
              "thrust", "thrust"}});
    // Turn 1, Sam: keeps his hand, hits Jen with Thrust + Masterful Strike (he pays 1).
    sc.play(kSam, sc.pass(kSam));
    sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
    sc.play(kSam, sc.card(kSam, "masterful-strike"));
    sc.play(kSam, sc.pass(kSam));
    sc.play(kJen, sc.pass(kJen));  // Jen lets it through: 5 damage
    sc.play(kSam, sc.pass(kSam));  // end of Sam's turn
    // Turn 2, Jen: hits Sam with Slash + Powerful Strike, which cost nothing.
    sc.play(kJen, sc.pass(kJen));
    sc.play(kJen, sc.challenge(kJen, kSam, "slash"));
    sc.play(kJen, sc.card(kJen, "powerful-strike"));
    sc.play(kJen, sc.pass(kJen));
    sc.play(kSam, sc.pass(kSam));
    sc.play(kJen, sc.pass(kJen));
    // Turn 3, Sam: refills the two cards he played.
    sc.play(kSam, sc.pass(kSam));
    sc.draws(kSam, {"tuck-in-your-shirt", "tuck-in-your-shirt"});
  }
  const EgState& s() const { return sc.s(); }

  Script sc;
};

TEST_F(EnGardeExample, SamEndsAtTwoPoiseAndJenAtNoPoise) {
  ASSERT_EQ(s().phase(), Phase::main);
  ASSERT_EQ(s().turn_player(), kSam);
  EXPECT_EQ(s().poise(kSam), 6);
  EXPECT_EQ(s().poise(kJen), 5);

  // Sam starts an Exchange with Thrust and the Enhancement Masterful Strike, paying 1.
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.card(kSam, "masterful-strike"));
  EXPECT_EQ(s().poise(kSam), 5);
  sc.play(kSam, sc.pass(kSam));

  // Jen blocks it with Parry Riposte and ripostes with Lunge: 1 for the riposte, 1 for Lunge.
  sc.play(kJen, sc.respond(kJen, "parry-riposte", 0));
  EXPECT_EQ(s().phase(), Phase::riposte);
  sc.play(kJen, sc.card(kJen, "lunge"));
  EXPECT_EQ(s().poise(kJen), 3);
  sc.play(kJen, sc.pass(kJen));  // no Enhancement on the Lunge
  ASSERT_EQ(s().field().count, 2);
  EXPECT_EQ(s().field().at(0).response, sc.t("parry-riposte"));
  EXPECT_EQ(s().field().at(1).card, sc.t("lunge"));

  // Sam could block the Lunge with his Parry Riposte or remove Jen's Parry Riposte with his
  // Coupé, but only one of them: those two and passing are all he may do.
  EXPECT_EQ(s().legal_actions(),
            (std::vector<Action>{sc.respond(kSam, "parry-riposte", 1), sc.press(kSam, "coupe", 0), sc.pass(kSam)}));
  sc.play(kSam, sc.respond(kSam, "parry-riposte", 1));
  // He has no Attack left, so he does not pay for a riposte.
  EXPECT_EQ(s().legal_actions(), std::vector<Action>{sc.pass(kSam)});
  sc.play(kSam, sc.pass(kSam));
  EXPECT_EQ(s().poise(kSam), 5);
  EXPECT_EQ(s().current_player(), kJen);

  // Jen plays Taste My Blade!, then Slash with Powerful Strike.
  sc.play(kJen, sc.card(kJen, "taste-my-blade"));
  EXPECT_EQ(s().phase(), Phase::bonus_attack);
  sc.play(kJen, sc.card(kJen, "slash"));
  sc.play(kJen, sc.card(kJen, "powerful-strike"));
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(s().poise(kJen), 3);
  ASSERT_EQ(s().field().count, 3);

  // Sam has no Response left; he plays his Coupé on Jen's Parry Riposte: the Thrust is unblocked.
  for (Action a : s().legal_actions()) EXPECT_NE(sc.codec().decode(a).move, Move::respond);
  sc.play(kSam, sc.press(kSam, "coupe", 0));
  EXPECT_EQ(s().field().at(0).response, -1);

  // Jen passes; the Exchange ends. Sam takes 2 + 1 = 3 from the Slash, Jen 2 + 3 = 5 from the
  // Thrust; the Lunge was blocked.
  sc.play(kJen, sc.pass(kJen));
  EXPECT_EQ(s().poise(kSam), 2);
  EXPECT_EQ(s().poise(kJen), 0);  // No Poise...
  EXPECT_TRUE(s().in_game(kJen));  // ...but still in the game
  EXPECT_EQ(s().field().count, 0);
  EXPECT_EQ(s().phase(), Phase::main);
  EXPECT_EQ(s().current_player(), kSam);
}

TEST_F(EnGardeExample, TheNextHitFinishesJen) {
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.card(kSam, "masterful-strike"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.respond(kJen, "parry-riposte", 0));
  sc.play(kJen, sc.card(kJen, "lunge"));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.respond(kSam, "parry-riposte", 1));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.card(kJen, "taste-my-blade"));
  sc.play(kJen, sc.card(kJen, "slash"));
  sc.play(kJen, sc.card(kJen, "powerful-strike"));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.press(kSam, "coupe", 0));
  sc.play(kJen, sc.pass(kJen));
  ASSERT_EQ(s().poise(kJen), 0);
  sc.play(kSam, sc.pass(kSam));  // Sam ends his turn
  // Jen's turn: she keeps her two Thrusts and draws seven; she does not attack.
  sc.play(kJen, sc.pass(kJen));
  sc.draws(kJen, {"hard-parry", "hard-parry", "buckler", "buckler", "main-gauche", "main-gauche", "disarm"});
  sc.play(kJen, sc.pass(kJen));
  // Sam: draws four and hits her again with Slash; at No Poise any damage puts her out.
  sc.play(kSam, sc.pass(kSam));
  sc.draws(kSam, {"slash", "thrust", "thrust", "thrust"});
  sc.play(kSam, sc.challenge(kSam, kJen, "slash"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  EXPECT_FALSE(s().in_game(kJen));
  EXPECT_TRUE(sc.state().is_terminal());
  EXPECT_EQ(sc.state().returns(), (std::vector<double>{1, -1}));
}

}  // namespace
}  // namespace dw::engine::games::en_garde
