// The static checks that compare what a card prints with its rules and the set's design before
// play: numbers in card text against the rules table, type and role words, circles of
// requirements, deck findings that name the mistyped count, asymmetric starts, a chart that is
// not its own mirror, a Response that costs more than it can save. Every bundled set passes each
// of them; one changed value of a bundled set fails it, naming the changed card.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>

#include "engine_test_support.hpp"
#include "validate/static_checks.hpp"

namespace dw::validate {
namespace {

using engine::testing::load_bundled;

const engine::RulesetInfo& ruleset(const char* name) {
  const engine::RulesetInfo* r = engine::find_ruleset(name);
  if (!r) throw std::logic_error(std::string("no ruleset ") + name);
  return *r;
}

engine::GameOptions options_for(const char* name) { return complete_options(engine::GameOptions{}, ruleset(name)); }

Card& card(CardSet& set, const char* id) {
  auto it = std::find_if(set.cards.begin(), set.cards.end(), [&](const Card& c) { return c.id == id; });
  if (it == set.cards.end()) throw std::logic_error(std::string("no card ") + id);
  return *it;
}

// The value at `key` of a table (a field or rules table), added when absent.
Value& at(Value& table, const char* key) {
  for (auto& e : table.entries)
    if (e.key == key) return e.value;
  table.entries.push_back(ValueEntry{key, Value{}});
  return table.entries.back().value;
}

Value text(const std::string& s) {
  Value v;
  v.kind = Value::Kind::string;
  v.string = s;
  return v;
}

std::vector<Finding> all_static(const CardSet& set, const char* name) {
  const engine::GameOptions options = options_for(name);
  std::vector<Finding> out;
  for (auto part : {check_deck_rules(set, ruleset(name), options), check_references(set, ruleset(name)),
                    check_printed_numbers(set, ruleset(name)), check_text_numbers(set),
                    check_design_problems(set, ruleset(name), options), check_payoffs(set, ruleset(name), options)})
    out.insert(out.end(), part.begin(), part.end());
  return out;
}

// The one finding of `category`, which must name `card`.
void expect_one(const std::vector<Finding>& found, const char* category, const char* card_id) {
  const auto n = std::count_if(found.begin(), found.end(), [&](const Finding& f) { return f.category == category; });
  ASSERT_EQ(n, 1) << category;
  const auto f = std::find_if(found.begin(), found.end(), [&](const Finding& x) { return x.category == category; });
  EXPECT_EQ(f->card, card_id) << f->message;
}

TEST(DesignChecks, EveryBundledSetPassesThem) {
  for (const char* name : {"clash-of-steel", "clashing-blades", "clubs", "duel-cards", "en-garde"}) {
    const CardSet set = load_bundled(name);
    for (const Finding& f : all_static(set, name)) ADD_FAILURE() << name << ": " << format_finding(f);
  }
}

TEST(DesignChecks, ABoldNumberInTheTextMustBeARulesValue) {
  CardSet set = load_bundled("clash-of-steel");
  // Dwarven Clan prints "**+1** :attack: in every fight against **Orcs**"; its bonus becomes 3.
  Value& bonus = card(set, "dwarven-clan").rules;
  at(at(bonus, "bonus").items.at(0), "amount").integer = 3;
  const auto found = check_text_numbers(set);
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].category, category::printed_number);
  EXPECT_EQ(found[0].card, "dwarven-clan");
  EXPECT_THAT(found[0].message, ::testing::HasSubstr("says 1 in its text")) << found[0].message;
}

TEST(DesignChecks, NumbersInPlaceholdersAndPlainWordsAreNotRead) {
  CardSet set = load_bundled("clash-of-steel");
  at(card(set, "banshee").fields, "text") = text("Wails {rules.attack} times, **+{rules.defense}**, after 9 turns.");
  EXPECT_TRUE(check_text_numbers(set).empty());
  at(card(set, "banshee").fields, "text") = text("Wails for \u22125.");  // a signed number the rules lack
  expect_one(check_text_numbers(set), category::printed_number, "banshee");
}

TEST(DesignChecks, TypeAndRoleWordsMustAgreeWithTheRules) {
  CardSet eg = load_bundled("en-garde");
  at(card(eg, "buckler").fields, "category") = text("Response");  // rules.type = "item"
  expect_one(check_printed_numbers(eg, ruleset("en-garde")), category::printed_number, "buckler");

  CardSet cos = load_bundled("clash-of-steel");
  at(card(cos, "trolls").rules, "race").string = "giant";  // subtitle "Creature · Trolls"
  expect_one(check_printed_numbers(cos, ruleset("clash-of-steel")), category::printed_number, "trolls");

  CardSet cb = load_bundled("clashing-blades");
  at(card(cb, "diamond-3").fields, "move") = text("Attack");  // a diamond parries
  expect_one(check_printed_numbers(cb, ruleset("clashing-blades")), category::printed_number, "diamond-3");

  CardSet clubs = load_bundled("clubs");
  at(card(clubs, "club-5").rules, "role").string = "attack";  // printed GUARD on a club
  const auto found = check_printed_numbers(clubs, ruleset("clubs"));
  ASSERT_EQ(found.size(), 2u);  // its suit and its move word
  for (const Finding& f : found) EXPECT_EQ(f.card, "club-5");
}

TEST(DesignChecks, ACircleOfRequirementsIsFoundOnceAtTheCardThatClosesIt) {
  CardSet set = load_bundled("clash-of-steel");
  at(card(set, "mountain-range").rules, "requires") = text("lava-pits-volcano");  // which requires mountain-range
  const auto found = check_references(set, ruleset("clash-of-steel"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].category, category::reference);
  EXPECT_EQ(found[0].card, "mountain-range");  // defined after lava-pits-volcano
  EXPECT_THAT(found[0].message, ::testing::HasSubstr("circle of requirements")) << found[0].message;
}

TEST(DesignChecks, ADeckFindingNamesTheCardWhoseCountStandsOut) {
  CardSet set = load_bundled("clash-of-steel");
  Card& militia = card(set, "peasant-militia");
  militia.count = 1;  // one in play for each of the players
  const auto found = check_deck_rules(set, ruleset("clash-of-steel"), options_for("clash-of-steel"));
  ASSERT_EQ(found.size(), 1u);
  EXPECT_EQ(found[0].card, "peasant-militia");
  EXPECT_EQ(found[0].where, militia.count_where);
  EXPECT_GT(found[0].where.line, militia.where.line);  // the count line, not the card's header

  CardSet dc = load_bundled("duel-cards");
  card(dc, "p2-defence").count = 2;
  expect_one(check_deck_rules(dc, ruleset("duel-cards"), options_for("duel-cards")), category::deck_rules, "p2-defence");
}

TEST(DesignChecks, DuelistsWhoStartWithDifferentHealth) {
  CardSet set = load_bundled("clashing-blades");
  at(card(set, "heart-9").rules, "health").integer = 10;  // duelist 2: 6 + 10
  expect_one(check_design_problems(set, ruleset("clashing-blades"), options_for("clashing-blades")), category::asymmetric_start,
             "heart-9");
  CardSet moved = load_bundled("clashing-blades");
  at(card(moved, "heart-6").rules, "duelist").integer = 1;  // duelist 1: 6 + 7 + 8, duelist 2: 9
  expect_one(check_design_problems(moved, ruleset("clashing-blades"), options_for("clashing-blades")), category::asymmetric_start,
             "heart-6");
}

TEST(DesignChecks, PlayersWhoseDuelCardsDiffer) {
  CardSet set = load_bundled("duel-cards");
  at(at(at(card(set, "p1-defence").rules, "plays"), "high"), "stops").string = "slash";  // head-swing goes unstopped
  expect_one(check_design_problems(set, ruleset("duel-cards"), options_for("duel-cards")), category::asymmetric_start, "p1-defence");
}

TEST(DesignChecks, AChartThatIsNotItsOwnMirror) {
  CardSet set = load_bundled("duel-cards");
  for (Value& row : at(card(set, "chart").rules, "chart").items)
    if (row.find("you")->string == "same-attack" && row.find("strength")->string == "greater") at(row, "enemy_damage").integer = 3;
  expect_one(check_design_problems(set, ruleset("duel-cards"), options_for("duel-cards")), category::rules_table, "chart");
}

TEST(DesignChecks, AChartUnderWhichNobodyIsHurtNeverEnds) {
  CardSet set = load_bundled("duel-cards");
  Value zero;
  zero.kind = Value::Kind::integer;
  for (Value& row : at(card(set, "chart").rules, "chart").items) {
    at(row, "enemy_damage") = zero;
    at(row, "your_damage") = zero;
  }
  expect_one(check_design_problems(set, ruleset("duel-cards"), options_for("duel-cards")), category::endless, "chart");
}

TEST(DesignChecks, AResponseThatCostsMoreThanItSaves) {
  CardSet set = load_bundled("en-garde");
  Value cost;
  cost.kind = Value::Kind::integer;
  cost.integer = 3;
  at(card(set, "partial-parry").rules, "cost") = cost;  // shield 2
  expect_one(check_payoffs(set, ruleset("en-garde"), options_for("en-garde")), category::overcosted, "partial-parry");
}

}  // namespace
}  // namespace dw::validate
