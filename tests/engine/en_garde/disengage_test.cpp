// En Garde!'s `disengage` Fancy Move (eg_cards.hpp), which no bundled card has and sets built on
// the bundled one may use: it ends the Exchange at once, Disarm still happens, no Attack deals
// damage, the Field is discarded; the vocabulary refuses it on other kinds of card; random games
// with it keep every invariant, resampling included.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "conformance.hpp"
#include "en_garde/script.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::en_garde {
namespace {

using testing::Script;
using V = std::vector<const char*>;
constexpr Player kSam = 0;
constexpr Player kJen = 1;

const char* kCards = R"([[card]]
id = "thrust"
kind = "attack"
count = 30
[card.rules]
type = "attack"
damage = 2

[[card]]
id = "feint"
kind = "fancy"
count = 12
[card.rules]
type = "fancy"
disengage = true

[[card]]
id = "disarm"
kind = "fancy"
count = 4
[card.rules]
type = "fancy"
disarm = true

[[card]]
id = "buckler"
kind = "item"
count = 4
[card.rules]
type = "item"
shield = 1
)";

std::shared_ptr<const Game> feint_game(const dw::testing::TempDir& dir, const std::string& cards = kCards) {
  dir.write("set.toml",
            "id = \"feint\"\ntitle = \"Feint\"\nversion = \"1\"\nruleset = \"en-garde\"\n[card]\nsize = \"poker\"\n");
  dir.write("cards/cards.toml", cards);
  Diagnostics warnings, diags;
  return make_game(load_card_set(dir.path(), warnings), parse_options("", SourcePos{"t", 1, 1}, diags), warnings);
}

TEST(EnGardeDisengage, TheExchangeEndsWithoutDamage) {
  dw::testing::TempDir dir;
  Script sc(feint_game(dir));
  sc.first(kSam);
  sc.deal({V{"thrust", "thrust", "disarm", "thrust", "thrust", "thrust", "thrust", "thrust", "thrust"},
           V{"feint", "buckler", "thrust", "thrust", "thrust", "thrust", "thrust", "thrust", "thrust"}});
  sc.play(kSam, sc.pass(kSam));  // no discards
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.pass(kSam));  // no Enhancements
  sc.play(kJen, sc.card(kJen, "feint"));
  // Over at once: nobody lost Poise, the Field and the Fancy Move went to the discard pile, and
  // Sam is back in his turn with his Exchange spent.
  EXPECT_EQ(sc.s().poise(kJen), 10);
  EXPECT_EQ(sc.s().poise(kSam), 10);
  EXPECT_EQ(sc.s().field().count, 0);
  EXPECT_EQ(sc.s().discard_count(sc.t("thrust")), 1);
  EXPECT_EQ(sc.s().discard_count(sc.t("feint")), 1);
  EXPECT_EQ(sc.s().phase(), Phase::main);
  EXPECT_EQ(sc.state().current_player(), kSam);
  EXPECT_FALSE(sc.legal(sc.challenge(kSam, kJen, "thrust")));
  // The turn goes on as after any Exchange.
  sc.play(kSam, sc.pass(kSam));
  EXPECT_EQ(sc.s().turn_player(), kJen);
}

TEST(EnGardeDisengage, DisarmStillHappensWhenTheFeintEndsTheExchange) {
  dw::testing::TempDir dir;
  Script sc(feint_game(dir));
  sc.first(kSam);
  sc.deal({V{"buckler", "thrust", "disarm", "thrust", "thrust", "thrust", "thrust", "thrust", "thrust"},
           V{"disarm", "feint", "thrust", "thrust", "thrust", "thrust", "thrust", "thrust", "thrust"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.card(kSam, "buckler"));
  sc.play(kSam, sc.challenge(kSam, kJen, "thrust"));
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.card(kJen, "disarm"));
  sc.play(kSam, sc.card(kSam, "disarm"));
  EXPECT_EQ(sc.s().item(kSam), sc.t("buckler"));  // Disarm waits for the end of the Exchange
  sc.play(kJen, sc.card(kJen, "feint"));
  EXPECT_EQ(sc.s().item(kSam), -1);                // Jen's Disarm took the Buckler
  EXPECT_EQ(sc.s().discard_count(sc.t("buckler")), 1);
  EXPECT_EQ(sc.s().poise(kJen), 10);               // and Sam's Thrust dealt nothing
  EXPECT_EQ(sc.s().discard_count(sc.t("disarm")), 2);
}

TEST(EnGardeDisengage, OnlyAFancyMoveMayDisengage) {
  dw::testing::TempDir dir;
  EXPECT_THROW(feint_game(dir, "[[card]]\nid = \"x\"\nkind = \"a\"\ncount = 30\n[card.rules]\ntype = \"attack\"\ndamage = 1\n"
                               "disengage = true\n"),
               InputError);
  try {
    feint_game(dir, "[[card]]\nid = \"x\"\nkind = \"a\"\ncount = 30\n[card.rules]\ntype = \"fancy\"\ndisengage = false\n");
    FAIL() << "a Fancy Move without an effect was accepted";
  } catch (const InputError& e) {
    EXPECT_THAT(e.diagnostics().format_all(), ::testing::HasSubstr("grants_attack = true, disarm = true or disengage = true"))
        << e.diagnostics().format_all();
  }
}

TEST(EnGardeDisengage, RandomGamesKeepEveryInvariant) {
  dw::testing::TempDir dir;
  const auto game = feint_game(dir);
  const engine::testing::ConformanceStats stats = engine::testing::run_conformance(*game, 60, 4242);
  EXPECT_EQ(stats.games, 60);
}

}  // namespace
}  // namespace dw::engine::games::en_garde
