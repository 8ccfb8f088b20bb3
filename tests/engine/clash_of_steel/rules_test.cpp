// Clash of Steel rules apart from a scripted game: the loader's diagnostics for bad rules tables
// (each with its file:line:col), every creature and resource modifier as rating arithmetic, the
// end-of-game ranking, resampled states that a replay of their own history reproduces, and house
// rule 1 (elimination) checked on every state of seeded random games.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/agents/random_agent.hpp"
#include "engine/games/clash_of_steel/cos_state.hpp"
#include "engine/play.hpp"
#include "conformance.hpp"
#include "engine_test_support.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::clash_of_steel {
namespace {

using dw::testing::TempDir;

// ---- diagnostics ----

const char* kSetToml = R"(id = "mini-steel"
title = "Mini Steel"
version = "0.1.0"
ruleset = "clash-of-steel"

[card]
size = "poker"
)";

// A valid small set: the Militia, two creatures, a resource and number cards (84 in the deck).
const char* kGoodCards = R"([[card]]
id = "militia"
kind = "creature"
count = 4
[card.rules]
type = "creature"
attack = 3
defense = 3
race = "human"
attacks = false
starting = true

[[card]]
id = "orcs"
kind = "creature"
count = 30
[card.rules]
type = "creature"
attack = 4
defense = 3
race = "orc"

[[card]]
id = "knights"
kind = "creature"
count = 20
[card.rules]
type = "creature"
attack = 5
defense = 5
race = "human"
[[card.rules.bonus]]
stat = "attack"
amount = 1
versus = ["orc"]

[[card]]
id = "plains"
kind = "resource"
count = 20
[card.rules]
type = "resource"
[[card.rules.modifier]]
stat = "attack"
amount = 1
creature = "knights"

[[card]]
id = "three"
kind = "number"
count = 14
[card.rules]
type = "number"
value = 3
)";

std::string build_errors(const TempDir& dir, const std::string& cards, const std::string& options = "") {
  dir.write("set.toml", kSetToml);
  dir.write("cards/cards.toml", cards);
  try {
    Diagnostics warnings;
    const CardSet set = load_card_set(dir.path(), warnings);
    Diagnostics diags;
    make_game(set, parse_options(options, SourcePos{"cli", 1, 1}, diags), warnings);
  } catch (const InputError& e) {
    return e.what();
  }
  return "no error";
}

TEST(ClashOfSteelCatalog, TheGoodSetBuilds) {
  TempDir dir;
  EXPECT_EQ(build_errors(dir, kGoodCards), "no error");
  EXPECT_EQ(build_errors(dir, kGoodCards, "players=2,dice=d4,elimination=on,hand-limit=on,turns=3"), "no error");
}

TEST(ClashOfSteelCatalog, ADesignersOwnCardsArePlayedWithoutCode) {
  // The small set above (its Knights' bonus and the Plains' modifier written only in TOML) passes
  // the whole conformance check.
  TempDir dir;
  ASSERT_EQ(build_errors(dir, kGoodCards), "no error");
  Diagnostics warnings;
  auto game = make_game(load_card_set(dir.path(), warnings), GameOptions{}, warnings);
  EXPECT_EQ(game->total_cards(), 88);
  const auto stats = dw::engine::testing::run_conformance(*game, 20, /*seed=*/3, /*resample_every=*/9);
  EXPECT_EQ(stats.games, 20);
}

TEST(ClashOfSteelCatalog, BadRulesTablesAreReportedWithPositions) {
  TempDir dir;
  const std::string bad = std::string(kGoodCards) + R"(
[[card]]
id = "typo"
kind = "creature"
[card.rules]
type = "creature"
atack = 3
defense = 2
race = "elf"

[[card]]
id = "strange"
kind = "creature"
[card.rules]
type = "monster"

[[card]]
id = "weak"
kind = "creature"
[card.rules]
type = "creature"
attack = 21
race = "elf"
on_play = "discard-deck"

[[card]]
id = "picky"
kind = "creature"
[card.rules]
type = "creature"
attack = 2
defense = 2
race = "elf"
value = 2
[[card.rules.bonus]]
stat = "attack"
amount = 0
versus = ["dragon"]

[[card]]
id = "swamp"
kind = "resource"
[card.rules]
type = "resource"
requires = "mountains"
[[card.rules.modifier]]
stat = "speed"
amount = 1
creature = "knight"
whose = "nobody"

[[card]]
id = "seven"
kind = "number"
[card.rules]
type = "number"
value = 7
)";
  const std::string text = build_errors(dir, bad);
  const std::string file = (dir.path() / "cards/cards.toml").string();
  const std::vector<std::string> expected = {
      file + ":59:1: error: rules.attack is missing [card typo]",  // at the card's rules table
      file + ":61:9: error: unknown key 'rules.atack' for clash-of-steel (did you mean 'attack'?) [card typo]",
      file + ":69:8: error: unknown type 'monster' [card strange]",
      file + ":74:1: error: rules.defense is missing [card weak]",
      file + ":76:10: error: rules.attack = 21 is out of range [card weak]",
      file + ":78:11: error: unknown on_play 'discard-deck' (did you mean 'discard-hand'?) [card weak]",
      file + ":88:9: error: rules.value does not apply to creature cards [card picky]",
      file + ":91:10: error: rules.bonus.amount = 0 changes nothing [card picky]",
      file + ":92:11: error: rules.bonus.versus names 'dragon', which is not a race of this set [card picky]",
      file + ":99:12: error: rules.requires names 'mountains', which is not a resource card of this set [card swamp]",
      file + ":101:8: error: unknown modifier.stat 'speed' [card swamp]",
      file + ":103:12: error: rules.modifier.creature names 'knight', which is not a creature card of this set (did you mean 'knights'?) [card swamp]",
      file + ":104:9: error: unknown modifier.whose 'nobody' [card swamp]",
      file + ":111:9: error: rules.value = 7 is out of range [card seven]",
  };
  for (const auto& line : expected) EXPECT_THAT(text, ::testing::HasSubstr(line)) << line << "\n---\n" << text;
}

TEST(ClashOfSteelCatalog, SetWideChecks) {
  TempDir dir;
  std::string small = kGoodCards;
  small.replace(small.find("count = 14"), 10, "count = 13");  // 83 cards in the main deck
  EXPECT_THAT(build_errors(dir, small), ::testing::HasSubstr(":1:1: error: the main deck has 83 cards; Clash of Steel needs at least 84"));
  std::string few_militia = kGoodCards;
  few_militia.replace(few_militia.find("count = 4"), 9, "count = 2");
  EXPECT_THAT(build_errors(dir, few_militia, "players=3"), ::testing::HasSubstr("each of 3 players starts with militia, but the set has 2"));
  EXPECT_EQ(build_errors(dir, few_militia, "players=2"), "no error");
  std::string no_start = kGoodCards;
  no_start.replace(no_start.find("starting = true"), 15, "starting = false");
  EXPECT_THAT(build_errors(dir, no_start), ::testing::HasSubstr("no creature starts in play"));
  EXPECT_THAT(build_errors(dir, kGoodCards, "players=5"), ::testing::HasSubstr("clash-of-steel is for 2 to 4 players, not 5"));
  EXPECT_THAT(build_errors(dir, kGoodCards, "dice=d8"), ::testing::HasSubstr("dice"));
}

// ---- ratings ----

class ClashOfSteelRatings : public ::testing::Test {
 protected:
  void SetUp() override {
    Diagnostics out;
    catalog_ = read_catalog(dw::engine::testing::load_bundled("clash-of-steel"), out);
    ASSERT_FALSE(out.has_errors()) << out.format_all();
  }
  int t(const char* id) const { return catalog_.find(id); }
  void give(Player p, const char* resource, int copies = 1) {
    resources_[static_cast<std::size_t>(p)][static_cast<std::size_t>(t(resource))] = static_cast<std::uint8_t>(copies);
  }
  int attack(const char* a, Player pa, const char* d, Player pd) const {
    return attack_rating(catalog_, resources_, Fighter{t(a), pa}, Fighter{t(d), pd});
  }
  int defense(const char* d, Player pd, const char* a, Player pa) const {
    return defense_rating(catalog_, resources_, Fighter{t(d), pd}, Fighter{t(a), pa});
  }
  Catalog catalog_;
  std::array<ResourceCounts, 3> resources_{};
};

TEST_F(ClashOfSteelRatings, CreatureBonuses) {
  EXPECT_EQ(attack("dwarven-clan", 0, "orc-horde", 1), 7);     // +1 fighting orcs
  EXPECT_EQ(attack("dwarven-clan", 0, "trolls", 1), 6);
  EXPECT_EQ(defense("dwarven-clan", 0, "orc-horde", 1), 6);    // an attack bonus only
  EXPECT_EQ(defense("elven-archers", 0, "giant-tribe", 1), 5); // +1 defending against giants
  EXPECT_EQ(defense("elven-archers", 0, "orc-horde", 1), 4);
  EXPECT_EQ(attack("elven-archers", 0, "giant-tribe", 1), 4);
  EXPECT_EQ(attack("human-knights", 0, "orc-horde", 1), 6);    // orcs or giants
  EXPECT_EQ(attack("human-knights", 0, "giant-tribe", 1), 6);
  EXPECT_EQ(attack("human-knights", 0, "trolls", 1), 5);
  EXPECT_EQ(attack("trolls", 0, "human-knights", 1), 6);       // humans: Knights and Militia
  EXPECT_EQ(attack("trolls", 0, "peasant-militia", 1), 6);
  EXPECT_EQ(attack("trolls", 0, "elven-archers", 1), 5);
}

TEST_F(ClashOfSteelRatings, LavaPitsForEveryRedDragon) {
  EXPECT_EQ(attack("red-dragon", 0, "goblins", 1), 7);
  give(0, "lava-pits-volcano");
  EXPECT_EQ(attack("red-dragon", 0, "goblins", 1), 8);  // the owner's dragon
  EXPECT_EQ(attack("red-dragon", 1, "goblins", 0), 8);  // an opponent's dragon
  EXPECT_EQ(attack("red-dragon", 2, "goblins", 1), 8);  // a third player's dragon
  EXPECT_EQ(defense("red-dragon", 1, "goblins", 0), 7); // attack only
  give(0, "lava-pits-volcano", 2);
  give(1, "lava-pits-volcano");
  EXPECT_EQ(attack("red-dragon", 0, "goblins", 1), 8);  // copies never stack
  EXPECT_EQ(standing_attack(catalog_, resources_, Fighter{t("red-dragon"), 2}), 8);
}

TEST_F(ClashOfSteelRatings, MountainRangeForAttackingGoblins) {
  give(0, "mountain-range");
  EXPECT_EQ(attack("goblins", 1, "elven-archers", 0), 3);  // Goblins attacking the owner
  EXPECT_EQ(attack("goblins", 1, "elven-archers", 2), 2);  // ... not someone else
  EXPECT_EQ(attack("goblins", 0, "elven-archers", 1), 2);  // the owner's own Goblins attacking
  EXPECT_EQ(defense("goblins", 0, "orc-horde", 1), 2);
  EXPECT_EQ(standing_attack(catalog_, resources_, Fighter{t("goblins"), 0}), 2);
  EXPECT_EQ(defense("dwarven-clan", 0, "orc-horde", 1), 7);  // and the owner's Dwarven Clans
  EXPECT_EQ(defense("dwarven-clan", 1, "orc-horde", 0), 6);
}

TEST_F(ClashOfSteelRatings, OtherResourceModifiers) {
  give(0, "desert-castle");
  EXPECT_EQ(defense("human-knights", 0, "orc-horde", 1), 4);
  EXPECT_EQ(defense("giant-tribe", 0, "orc-horde", 1), 6);
  EXPECT_EQ(defense("human-knights", 1, "orc-horde", 0), 5);  // only the owner's
  give(0, "goblin-caves");
  EXPECT_EQ(defense("goblins", 0, "orc-horde", 1), 3);
  give(0, "graveyard-swamp");
  EXPECT_EQ(attack("skeletons", 0, "orc-horde", 1), 2);
  give(1, "oceans-island-paradise");
  EXPECT_EQ(defense("blue-dragon", 0, "orc-horde", 1), 9);  // every Blue Dragon in play
  EXPECT_EQ(defense("blue-dragon", 1, "orc-horde", 0), 9);
  give(0, "open-plains-stables");
  EXPECT_EQ(attack("human-knights", 0, "orc-horde", 1), 7);  // +1 orcs, +1 plains
  give(0, "woodlands-fletchers-shop");
  EXPECT_EQ(attack("elven-archers", 0, "orc-horde", 1), 5);
  EXPECT_EQ(attack("elven-archers", 1, "orc-horde", 0), 4);
}

TEST(ClashOfSteelFights, HigherWinsEqualDestroysBoth) {
  EXPECT_EQ(fight(7, 5), FightResult::defender_destroyed);
  EXPECT_EQ(fight(8, 8), FightResult::both_destroyed);
  EXPECT_EQ(fight(4, 6), FightResult::attacker_destroyed);
}

// ---- end of game ----

TEST(ClashOfSteelScoring, TieBreakers) {
  struct Row {
    int line;
    std::vector<Standing> standings;
    std::vector<double> returns;
  };
  const std::vector<Row> rows = {
      {__LINE__, {{3, 1, 3}, {2, 6, 8}}, {1, -1}},                    // most resources
      {__LINE__, {{3, 2, 3}, {3, 4, 1}}, {-1, 1}},                    // then most creatures
      {__LINE__, {{3, 4, 6}, {3, 4, 7}}, {-1, 1}},                    // then the strongest attack
      {__LINE__, {{3, 4, 7}, {3, 4, 7}}, {0, 0}},                     // still tied: shared
      {__LINE__, {{2, 0, -1}, {2, 1, 1}, {1, 6, 9}}, {-1, 1, -1}},    // no creature at all ranks last
      {__LINE__, {{5, 2, 4}, {1, 1, 3}, {5, 2, 4}, {0, 1, 3}}, {0, -1, 0, -1}},
      {__LINE__, {{9, 6, 9, true}, {0, 0, -1}}, {-1, 1}},             // eliminated players never win
  };
  for (const Row& row : rows) {
    SCOPED_TRACE("row at line " + std::to_string(row.line));
    EXPECT_EQ(final_returns(row.standings), row.returns);
  }
}

// ---- resampling and house rule 1 over random games ----

// Plays seeded random games and calls `check` on every state.
template <typename Check>
void random_games(const Game& game, int games, std::uint64_t seed, Check check) {
  for (int g = 0; g < games; ++g) {
    Rng chance = Rng::derive(seed + static_cast<std::uint64_t>(g), 0);
    RandomAgent agent(seed + static_cast<std::uint64_t>(g));
    auto state = game.new_initial_state();
    while (true) {
      check(*state);
      if (state->is_terminal() || ::testing::Test::HasFailure()) break;
      state->apply_action(state->is_chance_node() ? sample_chance_outcome(*state, chance) : agent.choose(*state));
    }
  }
}

TEST(ClashOfSteelResample, TheSampleIsReachedByItsOwnHistory) {
  // The rewritten history of a sample, replayed from the start, must give the sample itself:
  // every hidden draw got a card that was in the deck then and in the hand when played.
  for (const char* options : {"players=4", "players=3,dice=d6", "players=2,hand-limit=on"}) {
    SCOPED_TRACE(options);
    auto game = dw::engine::testing::bundled_game("clash-of-steel", options);
    Rng rng(5);
    long long checked = 0, changed = 0;
    random_games(*game, 40, 300, [&](const State& s) {
      if (s.is_terminal() || s.move_number() % 5 != 0) return;
      for (Player p = 0; p < game->num_players(); ++p) {
        auto sample = s.resample_from_infostate(p, rng);
        auto replayed = game->state_from_actions(sample->history());
        ASSERT_EQ(replayed->to_string(), sample->to_string()) << "seat " << p << " at move " << s.move_number();
        ASSERT_EQ(sample->information_state_string(p), s.information_state_string(p));
        // The greedy heuristic reads only what the seat knows, so it cannot tell the two apart.
        EXPECT_EQ(sample->evaluate(p), s.evaluate(p));
        ++checked;
        changed += sample->history() != s.history();
      }
    });
    EXPECT_GT(checked, 1000);
    EXPECT_GT(changed, checked / 2);
  }
}

TEST(ClashOfSteelHeuristic, WithinBoundsAndTheReturnsAtTheEnd) {
  auto game = dw::engine::testing::bundled_game("clash-of-steel");
  int positive = 0, negative = 0;
  random_games(*game, 30, 900, [&](const State& s) {
    for (Player p = 0; p < 4; ++p) {
      const double v = s.evaluate(p);
      ASSERT_GE(v, -1.0);
      ASSERT_LE(v, 1.0);
      if (s.is_terminal()) {
        EXPECT_EQ(v, s.returns()[static_cast<std::size_t>(p)]);
      }
      positive += v > 0.2;
      negative += v < -0.2;
    }
  });
  EXPECT_GT(positive, 100);  // it does tell good positions from bad ones
  EXPECT_GT(negative, 100);
}

TEST(ClashOfSteelResample, NothingHiddenLeaksIntoTheInformationState) {
  // Two states that differ only in another player's hidden cards look the same to a seat: the
  // samples drawn for seat 0 all share seat 0's information state but not seat 1's hand.
  auto game = dw::engine::testing::bundled_game("clash-of-steel", "players=2");
  auto state = game->new_initial_state();
  Rng chance(3);
  while (state->is_chance_node()) state->apply_action(sample_chance_outcome(*state, chance));
  Rng rng(4);
  int different_hands = 0;
  for (int i = 0; i < 50; ++i) {
    auto sample = state->resample_from_infostate(0, rng);
    EXPECT_EQ(sample->information_state_string(0), state->information_state_string(0));
    different_hands += sample->information_state_string(1) != state->information_state_string(1);
  }
  EXPECT_GT(different_hands, 40);
}

TEST(ClashOfSteelHouseRules, EliminationOnEveryState) {
  // Long four-player games eliminate players often (random players shed cards freely).
  auto game = dw::engine::testing::bundled_game("clash-of-steel", "players=4,elimination=on,turns=30");
  int eliminations = 0, early_ends = 0;
  random_games(*game, 150, 77, [&](const State& s) {
    const auto& cs = static_cast<const CosState&>(s);
    int alive = 0;
    for (Player p = 0; p < 4; ++p) {
      const Seat& seat = cs.seat(p);
      if (!seat.eliminated) {
        ++alive;
        continue;
      }
      EXPECT_EQ(seat.hand_size + seat.creatures + seat.resources, 0) << "an eliminated player holds cards";
      EXPECT_NE(s.current_player(), p) << "an eliminated player acts";
      if (!s.is_chance_node() && !s.is_terminal()) {
        for (Action a : s.legal_actions()) {
          if (cs.cos_game().codec().is_attack(a)) {
            EXPECT_NE(cs.cos_game().codec().attack_of(a).target, p);
          }
        }
      }
      if (s.is_terminal()) {
        EXPECT_EQ(s.returns()[static_cast<std::size_t>(p)], -1);
      }
    }
    if (s.is_terminal()) {
      eliminations += alive < 4;
      if (cs.turn() < 30) {
        ++early_ends;
        // One player left wins; when the last ones all went out together they share the win.
        for (Player p = 0; p < 4; ++p) {
          if (cs.seat(p).eliminated) continue;
          EXPECT_EQ(s.returns()[static_cast<std::size_t>(p)], alive == 1 ? 1 : 0);
          if (alive > 1) {
            EXPECT_EQ(cs.seat(p).hand_size + cs.seat(p).creatures + cs.seat(p).resources, 0);
          }
        }
      }
    }
  });
  EXPECT_GT(eliminations, 100);
  EXPECT_GT(early_ends, 50);
}

}  // namespace
}  // namespace dw::engine::games::clash_of_steel
