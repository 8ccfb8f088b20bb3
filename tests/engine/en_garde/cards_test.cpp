// En Garde! card mechanics read from the card set: the bundled deck as the catalog sees it, every
// kind of bad rules table reported at its file:line:col, the options, and the Field's damage
// rules as pure functions.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "engine/games/en_garde/eg_field.hpp"
#include "engine/games/en_garde/eg_state.hpp"
#include "engine/registry.hpp"
#include "engine_test_support.hpp"
#include "model/card_set_loader.hpp"
#include "support/temp_dir.hpp"

namespace dw::engine::games::en_garde {
namespace {

using dw::testing::TempDir;

const char* kSetToml = R"(id = "mini-garde"
title = "Mini Garde"
version = "0.1.0"
ruleset = "en-garde"
cards = ["cards/cards.toml"]

[card]
size = "poker"
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

TEST(EnGardeCards, TheBundledDeckHasEightyFiveCards) {
  auto game = dw::engine::testing::bundled_game("en-garde");
  const auto& eg = static_cast<const EnGardeGame&>(*game);
  const CardCatalog& c = eg.catalog();
  EXPECT_EQ(game->total_cards(), 85);
  EXPECT_EQ(c.num_types(), 16);
  auto count = [&](CardKind k) {
    int n = 0;
    for (const auto& t : c.types) n += t.kind == k ? t.count : 0;
    return n;
  };
  EXPECT_EQ(count(CardKind::attack), 28);
  EXPECT_EQ(count(CardKind::enhancement), 10);
  EXPECT_EQ(count(CardKind::response), 20);
  EXPECT_EQ(count(CardKind::press), 9);
  EXPECT_EQ(count(CardKind::fancy), 7);
  EXPECT_EQ(count(CardKind::item), 5);
  EXPECT_EQ(count(CardKind::restore), 6);
  // The cards of the rules' example, as the example's arithmetic needs them.
  const CardType& lunge = c.types[static_cast<std::size_t>(eg.card_type("lunge"))];
  EXPECT_EQ(lunge.cost, 1);
  EXPECT_EQ(lunge.damage, 3);
  EXPECT_TRUE(lunge.when_unthreatened);
  const CardType& parry = c.types[static_cast<std::size_t>(eg.card_type("parry-riposte"))];
  EXPECT_TRUE(parry.blocks && parry.riposte);
  EXPECT_EQ(parry.riposte_cost, 1);
  const CardType& powerful = c.types[static_cast<std::size_t>(eg.card_type("powerful-strike"))];
  EXPECT_EQ(powerful.forbids, 1u << eg.card_type("parry-riposte"));
  const CardType& hard = c.types[static_cast<std::size_t>(eg.card_type("hard-parry"))];
  EXPECT_EQ(hard.immune_to, 1u << eg.card_type("coupe"));
  EXPECT_EQ(c.types[static_cast<std::size_t>(eg.card_type("pistol"))].shot, 4);
  EXPECT_EQ(c.types[static_cast<std::size_t>(eg.card_type("coupe"))].name, "Coupé");
}

TEST(EnGardeCards, BadRulesTablesAreReportedWithPositions) {
  TempDir dir;
  const std::string cards = R"([[card]]
id = "a1"
kind = "attack"
[card.rules]
type = "atack"

[[card]]
id = "a2"
kind = "attack"
[card.rules]
type = "attack"

[[card]]
id = "a3"
kind = "attack"
[card.rules]
type = "attack"
damage = 12

[[card]]
id = "a4"
kind = "attack"
[card.rules]
type = "attack"
damage = "3"
dammage = 3

[[card]]
id = "r1"
kind = "response"
[card.rules]
type = "response"
blocks = "yes"
bonus = 1

[[card]]
id = "r2"
kind = "response"
[card.rules]
type = "response"

[[card]]
id = "e1"
kind = "enhancement"
[card.rules]
type = "enhancement"
bonus = 1
forbids = ["a2", "nothing"]

[[card]]
id = "f1"
kind = "fancy"
[card.rules]
cost = 1
)";
  const std::string text = build_errors(dir, cards);
  const std::string file = (dir.path() / "cards/cards.toml").string();
  auto expect = [&](const std::string& line) { EXPECT_THAT(text, ::testing::HasSubstr(file + ":" + line)) << line << "\n" << text; };
  expect("5:8: error: unknown type 'atack' (did you mean 'attack'?) [card a1]");
  expect("10:1: error: rules.damage is missing [card a2]");
  expect("18:10: error: rules.damage = 12 is out of range [card a3]");
  expect("25:10: error: rules.damage must be a whole number, not a string [card a4]");
  expect("26:11: error: unknown key 'rules.dammage' for en-garde (did you mean 'damage'?) [card a4]");
  expect("33:10: error: rules.blocks must be true or false, not a string [card r1]");
  expect("34:9: error: rules.bonus does not apply to response cards [card r1]");
  expect("39:1: error: this response card has no effect [card r2]");
  expect("48:12: error: rules.forbids names 'a2', which is not a response card of this set [card e1]");
  expect("48:18: error: rules.forbids names 'nothing', which is not a response card of this set [card e1]");
  expect("53:1: error: rules.type is missing [card f1]");
  EXPECT_THAT(text, ::testing::HasSubstr("hint: a response card knows type, cost, blocks, shield, riposte_cost or immune_to"))
      << text;
  EXPECT_THAT(text, ::testing::HasSubstr("hint: an attack card knows type, cost, damage or when_unthreatened")) << text;
}

TEST(EnGardeCards, TheDeckMustHoldEveryHand) {
  TempDir dir;
  const std::string cards = "[[card]]\nid = \"t\"\nkind = \"attack\"\ncount = 20\n[card.rules]\ntype = \"attack\"\ndamage = 2\n";
  EXPECT_EQ(build_errors(dir, cards), "no error");
  EXPECT_THAT(build_errors(dir, cards, "players=3"), ::testing::HasSubstr("the en-garde deck has 20 cards; dealing 9 to each of 3 players needs at least 27"));
}

TEST(EnGardeOptions, PlayersAndOptionsAreChecked) {
  TempDir dir;
  const std::string cards = "[[card]]\nid = \"t\"\nkind = \"attack\"\ncount = 60\n[card.rules]\ntype = \"attack\"\ndamage = 2\n";
  EXPECT_THAT(build_errors(dir, cards, "players=7"), ::testing::HasSubstr("en-garde is for 2 to 6 players, not 7"));
  EXPECT_THAT(build_errors(dir, cards, "pistol=maybe"), ::testing::HasSubstr("option 'pistol' cannot be 'maybe'"));
  EXPECT_THAT(build_errors(dir, cards, "max-round=3"), ::testing::HasSubstr("unknown option 'max-round' (did you mean 'max-rounds'?)"));
  EXPECT_THAT(build_errors(dir, cards, "max-rounds=0"), ::testing::HasSubstr("option 'max-rounds' must be a whole number from 1 to 1000"));
  EXPECT_EQ(build_errors(dir, cards, "players=6,pistol=off,max-rounds=3"), "no error");
}

TEST(EnGardeOptions, WithoutThePistolTheDeckHasEightyFour) {
  auto with = dw::engine::testing::bundled_game("en-garde");
  auto without = dw::engine::testing::bundled_game("en-garde", "pistol=off");
  EXPECT_EQ(with->total_cards(), 85);
  EXPECT_EQ(without->total_cards(), 84);
  // The Pistol can never be drawn.
  auto state = without->new_initial_state();
  state->apply_action(state->legal_actions().front());
  const auto& eg = static_cast<const EnGardeGame&>(*without);
  EXPECT_FALSE(state->is_legal(eg.codec().draw(0, eg.card_type("pistol"))));
  EXPECT_TRUE(state->is_legal(eg.codec().draw(0, eg.card_type("buckler"))));
}

// ---- the Field ----

class EnGardeFieldRules : public ::testing::Test {
 protected:
  void SetUp() override {
    game_ = std::static_pointer_cast<const EnGardeGame>(dw::engine::testing::bundled_game("en-garde"));
  }
  int t(const char* id) const { return game_->card_type(id); }
  const CardCatalog& cat() const { return game_->catalog(); }
  FieldAttack attack(int owner, const char* card, std::vector<const char*> enh = {}, const char* response = nullptr) {
    FieldAttack a{static_cast<std::int8_t>(t(card)), static_cast<std::int8_t>(owner), -1, 0, 0};
    for (const char* e : enh) {
      a.enhancements |= 1u << t(e);
      a.forbids |= cat().types[static_cast<std::size_t>(t(e))].forbids;
    }
    if (response) a.response = static_cast<std::int8_t>(t(response));
    return a;
  }
  std::shared_ptr<const EnGardeGame> game_;
};

TEST_F(EnGardeFieldRules, DamageOfOneAttack) {
  struct Row {
    int line;
    FieldAttack a;
    const char* attacker_item;
    const char* defender_item;
    int damage;
  };
  const std::vector<Row> rows = {
      {__LINE__, attack(0, "thrust"), nullptr, nullptr, 2},
      {__LINE__, attack(0, "thrust", {"masterful-strike"}), nullptr, nullptr, 5},
      {__LINE__, attack(0, "slash", {"powerful-strike"}), nullptr, nullptr, 3},
      {__LINE__, attack(0, "lunge", {"masterful-strike", "powerful-strike"}), nullptr, nullptr, 7},
      {__LINE__, attack(0, "thrust", {"masterful-strike"}, "parry-riposte"), nullptr, nullptr, 0},  // blocked
      {__LINE__, attack(0, "thrust", {"masterful-strike"}, "hard-parry"), "main-gauche", nullptr, 0},
      {__LINE__, attack(0, "thrust", {}, "partial-parry"), nullptr, nullptr, 0},  // 2 - 2
      {__LINE__, attack(0, "lunge", {}, "partial-parry"), nullptr, nullptr, 1},
      {__LINE__, attack(0, "thrust"), "main-gauche", nullptr, 3},              // +1 for the attacker
      {__LINE__, attack(0, "thrust"), "main-gauche", "main-gauche", 2},        // +1, -1
      {__LINE__, attack(0, "thrust"), nullptr, "buckler", 0},                  // 2 - 2
      {__LINE__, attack(0, "lunge", {}, "partial-parry"), nullptr, "buckler", 0},  // never below 0
      {__LINE__, attack(0, "thrust"), "pistol", nullptr, 2},                   // the Pistol adds nothing
  };
  for (const auto& row : rows) {
    SCOPED_TRACE("row at line " + std::to_string(row.line));
    EXPECT_EQ(attack_damage(cat(), row.a, row.attacker_item ? t(row.attacker_item) : -1,
                            row.defender_item ? t(row.defender_item) : -1),
              row.damage);
  }
}

TEST_F(EnGardeFieldRules, ExchangeDamageSumsEachAttackSeparately) {
  // The rules' Main Gauche example: two unblocked Attacks each way; Sam (seat 3) has the Main
  // Gauche: each of his Attacks does 1 more, each of Jen's (seat 5) 1 less.
  Field f;
  f.at(0) = attack(3, "thrust");
  f.at(1) = attack(5, "thrust");
  f.at(2) = attack(3, "slash");
  f.at(3) = attack(5, "lunge");
  f.count = 4;
  EXPECT_EQ(exchange_damage(cat(), f, {3, 5}, {t("main-gauche"), -1}), (std::array<int, 2>{1 + 2, 3 + 3}));
  EXPECT_TRUE(threatened(cat(), f, 3));
  f.at(1).response = static_cast<std::int8_t>(t("parry-riposte"));
  f.at(3).response = static_cast<std::int8_t>(t("partial-parry"));  // only a shield: still unblocked
  EXPECT_TRUE(threatened(cat(), f, 3));
  EXPECT_EQ(exchange_damage(cat(), f, {3, 5}, {-1, -1}), (std::array<int, 2>{1, 4}));
  f.at(3).response = static_cast<std::int8_t>(t("hard-parry"));
  EXPECT_FALSE(threatened(cat(), f, 3));
  EXPECT_TRUE(threatened(cat(), f, 5));
}

TEST(EnGardePoiseRules, LosingAndPaying) {
  struct Row {
    int line, poise, damage, after;
  };
  const std::vector<Row> loss = {
      {__LINE__, 6, 3, 3},  {__LINE__, 5, 5, 0},   // exactly to zero: No Poise
      {__LINE__, 3, 9, 0},                         // far below: still only No Poise
      {__LINE__, 0, 1, -1},                        // at No Poise any damage: out
      {__LINE__, 0, 0, 0},  {__LINE__, 4, 0, 4},   // no damage, no change
  };
  for (const auto& r : loss) {
    SCOPED_TRACE("row at line " + std::to_string(r.line));
    EXPECT_EQ(apply_poise_loss(r.poise, r.damage), r.after);
  }
  EXPECT_EQ(pay_poise(5, 1), 4);
  EXPECT_EQ(pay_poise(1, 1), 0);  // paying may leave a player at No Poise
  EXPECT_EQ(pay_poise(1, 3), 0);
  EXPECT_EQ(pay_poise(0, 3), 0);  // at No Poise nothing is paid
}

}  // namespace
}  // namespace dw::engine::games::en_garde

namespace dw::engine::games::en_garde {
namespace {

// The decode table (eg_actions.hpp) reads back what the layout computes, for every action of
// every table size and of the largest catalog.
TEST(EnGardeActionCodec, DecodeTableIsTheArithmetic) {
  for (int types : {17, 32})
    for (int players = 2; players <= kMaxPlayers; ++players) {
      const ActionCodec codec(types, players);
      for (Action a = 0; a < codec.num_actions(); ++a) {
        const Decoded table = codec.decode(a), computed = codec.decode_by_arithmetic(a);
        ASSERT_EQ(table.move, computed.move) << a;
        ASSERT_EQ(table.actor, computed.actor) << a;
        ASSERT_EQ(table.card, computed.card) << a;
        ASSERT_EQ(table.target, computed.target) << a;
      }
    }
}

}  // namespace
}  // namespace dw::engine::games::en_garde
