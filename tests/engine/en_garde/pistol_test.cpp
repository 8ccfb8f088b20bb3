// En Garde!: the two readings of the Pistol. By default it stays in play and may fire on every
// turn in place of the Exchange; with pistol=once it is spent by its shot and goes to the discard
// pile. The scripted duel is the one of EnGardeRules.ThePistolReplacesTheExchangeAndIgnoresShields
// played under each reading; the spent Pistol must also keep resampling sound (conformance run).
#include <gtest/gtest.h>

#include "conformance.hpp"
#include "en_garde/script.hpp"

namespace dw::engine::games::en_garde {
namespace {

using testing::Script;

constexpr Player kSam = 0;
constexpr Player kJen = 1;

// Sam plays the Pistol and shoots Jen (10 -> 6), then both end their turns; Jen puts a Buckler
// into play. Returns with Sam to move on his second turn, after his draw.
void first_shot(Script& sc) {
  sc.first(kSam);
  sc.deal({{"pistol", "thrust", "thrust", "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt",
            "tuck-in-your-shirt", "tuck-in-your-shirt", "tuck-in-your-shirt"},
           {"buckler", "slash", "slash", "slash", "slash", "slash", "slash", "slash", "slash"}});
  sc.play(kSam, sc.pass(kSam));
  sc.play(kSam, sc.card(kSam, "pistol"));
  sc.play(kSam, sc.shoot(kSam, kJen));
  ASSERT_EQ(sc.s().poise(kJen), 6);
  sc.play(kSam, sc.pass(kSam));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kJen, sc.card(kJen, "buckler"));
  sc.play(kJen, sc.pass(kJen));
  sc.play(kSam, sc.pass(kSam));
  sc.draws(kSam, {"thrust"});
}

TEST(EnGardePistol, ByDefaultThePistolFiresAgainOnALaterTurn) {
  Script sc;
  first_shot(sc);
  EXPECT_EQ(sc.s().item(kSam), sc.t("pistol"));
  ASSERT_TRUE(sc.legal(sc.shoot(kSam, kJen)));
  sc.play(kSam, sc.shoot(kSam, kJen));
  EXPECT_EQ(sc.s().poise(kJen), 1);
}

TEST(EnGardePistol, WithPistolOnceTheShotSpendsIt) {
  Script sc("pistol=once");
  first_shot(sc);
  EXPECT_EQ(sc.s().item(kSam), -1);
  EXPECT_EQ(sc.s().discard_count(sc.t("pistol")), 1);
  EXPECT_FALSE(sc.legal(sc.shoot(kSam, kJen)));
  EXPECT_EQ(sc.s().poise(kJen), 5);  // 10, less 4 for the only shot and 1 for her Buckler
}

TEST(EnGardePistol, ASpentPistolKeepsResamplingSound) {
  auto game = dw::engine::testing::bundled_game("en-garde", "pistol=once");
  const auto stats = dw::engine::testing::run_conformance(*game, 300, /*seed=*/1701, /*resample_every=*/5, /*replay_every=*/1);
  EXPECT_EQ(stats.games, 300);
  EXPECT_GT(stats.resamples_that_changed_hidden_cards, 0);
}

}  // namespace
}  // namespace dw::engine::games::en_garde
