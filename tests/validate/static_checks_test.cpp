// The validator's static checks on En Garde!, through the ruleset's hooks (eg_facts.cpp): the
// bundled set passes every one with each check at work (a changed copy of the set fails it,
// naming the card), and the deck, the deal and the payoffs come out as worked out by hand.
#include "validate/static_checks.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine_test_support.hpp"

namespace dw::validate {
namespace {

using engine::testing::load_bundled;

const engine::RulesetInfo& en_garde() {
  const engine::RulesetInfo* r = engine::find_ruleset("en-garde");
  if (!r) throw std::logic_error("no en-garde ruleset");
  return *r;
}

engine::GameOptions options(int players, const char* pistol = "on") {
  engine::GameOptions o;
  o.players = players;
  o.rules["pistol"] = pistol;
  return complete_options(o, en_garde());
}

Card& card(CardSet& set, const char* id) {
  auto it = std::find_if(set.cards.begin(), set.cards.end(), [&](const Card& c) { return c.id == id; });
  if (it == set.cards.end()) throw std::logic_error(std::string("no card ") + id);
  return *it;
}

Value* field(Card& c, const char* name) {
  for (auto& e : c.fields.entries)
    if (e.key == name) return &e.value;
  return nullptr;
}

TEST(EnGardeFacts, TheBundledSetPassesEveryStaticCheck) {
  const CardSet set = load_bundled("en-garde");
  EXPECT_TRUE(check_deck_rules(set, en_garde(), options(2)).empty());
  EXPECT_TRUE(check_references(set, en_garde()).empty());
  EXPECT_TRUE(check_printed_numbers(set, en_garde()).empty());
  EXPECT_TRUE(check_payoffs(set, en_garde(), options(2)).empty());
  // Not for want of checking: every card's cost and most cards' badges are compared.
  const auto printed = en_garde().printed_numbers(set);
  EXPECT_EQ(std::count_if(printed.begin(), printed.end(), [](const auto& p) { return p.field == "cost"; }), 16);
  EXPECT_EQ(std::count_if(printed.begin(), printed.end(), [](const auto& p) { return p.field == "badge"; }), 10);
}

TEST(EnGardeFacts, APrintedNumberThatDisagreesNamesTheCard) {
  CardSet set = load_bundled("en-garde");
  field(card(set, "thrust"), "badge")->string = "3";  // rules.damage = 2
  field(card(set, "buckler"), "badge")->string = "\u22123";  // rules.shield = 2, printed as minus 3
  field(card(set, "lunge"), "cost")->integer = 0;  // rules.cost = 1
  const auto found = check_printed_numbers(set, en_garde());
  ASSERT_EQ(found.size(), 3u);
  for (const Finding& f : found) EXPECT_EQ(f.category, category::printed_number);
  EXPECT_EQ(found[0].card, "thrust");
  EXPECT_THAT(found[0].message, ::testing::HasSubstr("prints badge = 3, but its rules.damage is 2")) << found[0].message;
  EXPECT_EQ(found[1].card, "lunge");
  EXPECT_EQ(found[2].card, "buckler");
}

TEST(EnGardeFacts, AReferenceToACardAtCountZero) {
  CardSet set = load_bundled("en-garde");
  card(set, "coupe").count = 0;  // Hard Parry is immune to Coupe
  const auto found = check_references(set, en_garde());
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].category, category::reference);
  EXPECT_EQ(found[0].card, "hard-parry");
  EXPECT_THAT(found[0].message, ::testing::HasSubstr("'coupe' has count = 0")) << found[0].message;
}

TEST(EnGardeFacts, TheDeckAndTheDeal) {
  const CardSet set = load_bundled("en-garde");
  const auto two = en_garde().deck_rules(set, options(2));
  ASSERT_EQ(two.size(), 1u);
  EXPECT_EQ(two[0].cards, 85);
  EXPECT_EQ(two[0].dealt, 18);
  EXPECT_EQ(en_garde().deck_rules(set, options(6, "off"))[0].cards, 84);  // without the Pistol
  // Nine cards to each of six players need 54: at most three copies of each card make 44.
  CardSet small = set;
  for (Card& c : small.cards) c.count = std::min(c.count, 3);
  const auto short_deck = check_deck_rules(small, en_garde(), options(6));
  ASSERT_EQ(short_deck.size(), 1u);
  EXPECT_EQ(short_deck[0].category, category::deck_rules);
  EXPECT_THAT(short_deck[0].message, ::testing::HasSubstr("too few to deal 9 to each of 6 duelists (54)")) << short_deck[0].message;
}

TEST(EnGardeFacts, AnAttackThatCostsMoreThanItCanTake) {
  CardSet set = load_bundled("en-garde");
  // Lunge: damage 3; Enhancements Masterful Strike +3 for 1 and Powerful Strike +1 for 0 give 3
  // net; the best Item (Main Gauche) +1: at most 7 Poise. Costing 7 is fine, 8 is not.
  Card& lunge = card(set, "lunge");
  for (auto& e : lunge.rules.entries)
    if (e.key == "cost") e.value.integer = 7;
  EXPECT_TRUE(check_payoffs(set, en_garde(), options(2)).empty());
  for (auto& e : lunge.rules.entries)
    if (e.key == "cost") e.value.integer = 8;
  const auto found = check_payoffs(set, en_garde(), options(2));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].category, category::overcosted);
  EXPECT_EQ(found[0].card, "lunge");
  EXPECT_THAT(found[0].message, ::testing::HasSubstr("costs 8 Poise but can give back at most 7")) << found[0].message;
  // A Restore that costs more than it gives back.
  CardSet restores = load_bundled("en-garde");
  Card& tuck = card(restores, "tuck-in-your-shirt");
  Value cost;
  cost.kind = Value::Kind::integer;
  cost.integer = 3;
  tuck.rules.entries.push_back({"cost", cost});
  const auto costly = check_payoffs(restores, en_garde(), options(2));
  ASSERT_EQ(costly.size(), 1u);
  EXPECT_EQ(costly[0].card, "tuck-in-your-shirt");
}

}  // namespace
}  // namespace dw::validate
