// Pins the template expression language: precedence, types, errors with offsets.
#include "model/expression.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

namespace dw {
namespace {

Card sample() {
  Card c;
  c.id = "s7";
  c.kind = "attack";
  c.count = 2;
  c.fields.kind = Value::Kind::table;
  Value cost;
  cost.kind = Value::Kind::integer;
  cost.integer = 3;
  c.fields.entries.push_back({"cost", cost});
  c.rules.kind = Value::Kind::table;
  Value strength;
  strength.kind = Value::Kind::integer;
  strength.integer = 7;
  c.rules.entries.push_back({"strength", strength});
  return c;
}

std::string eval_text(const std::string& source) {
  ExpressionError error;
  auto e = parse_expression(source, &error);
  if (!e) return "parse error at " + std::to_string(error.offset) + ": " + error.message;
  std::string why;
  auto v = evaluate(*e, sample(), &why);
  return v ? v->display() : "eval error: " + why;
}

TEST(Expression, ArithmeticAndPrecedence) {
  EXPECT_EQ(eval_text("cost + 1"), "4");
  EXPECT_EQ(eval_text("1 + 2 * 3"), "7");
  EXPECT_EQ(eval_text("(1 + 2) * 3"), "9");
  EXPECT_EQ(eval_text("rules.strength % 4 - -1"), "4");
  EXPECT_EQ(eval_text("7 / 2"), "3.5");
  EXPECT_EQ(eval_text("8 / 2"), "4");
  EXPECT_EQ(eval_text("count * 1.5"), "3");
}

TEST(Expression, ComparisonsAndLogic) {
  EXPECT_EQ(eval_text("kind == 'attack'"), "true");
  EXPECT_EQ(eval_text("kind != \"attack\""), "false");
  EXPECT_EQ(eval_text("cost > 0 and rules.strength >= 7"), "true");
  EXPECT_EQ(eval_text("cost > 5 || not (id == 's7')"), "false");
  EXPECT_EQ(eval_text("!missing"), "true");
}

TEST(Expression, TextJoinsWithPlus) { EXPECT_EQ(eval_text("id + '-' + cost"), "s7-3"); }

TEST(Expression, NamesAreListed) {
  auto e = parse_expression("cost + rules.strength > count", nullptr);
  ASSERT_TRUE(e);
  EXPECT_EQ(e->names(), (std::vector<std::string>{"cost", "rules.strength", "count"}));
}

TEST(Expression, OnlyANameIsKnownAsOne) {
  auto bare = parse_expression("rules.strength", nullptr);
  ASSERT_TRUE(bare && bare->only_name());
  EXPECT_EQ(*bare->only_name(), "rules.strength");
  auto sum = parse_expression("cost + 1", nullptr);
  ASSERT_TRUE(sum);
  EXPECT_EQ(sum->only_name(), nullptr);
  auto bracketed = parse_expression("(cost)", nullptr);
  ASSERT_TRUE(bracketed && bracketed->only_name());
  EXPECT_EQ(*bracketed->only_name(), "cost");
  EXPECT_EQ(parse_expression("'cost'", nullptr)->only_name(), nullptr);
}

TEST(Expression, NameValueReadsWhatEvaluateReads) {
  const Card card = sample();
  Value scratch;
  const Value* cost = name_value("cost", card, nullptr, scratch);
  ASSERT_NE(cost, nullptr);
  EXPECT_EQ(cost, card.fields.find("cost"));  // the card's own value, not a copy
  EXPECT_EQ(name_value("rules.strength", card, nullptr, scratch)->integer, 7);
  EXPECT_EQ(name_value("count", card, nullptr, scratch)->integer, 2);
  EXPECT_EQ(name_value("missing", card, nullptr, scratch), nullptr);  // evaluate: an empty string
  Value one;
  one.kind = Value::Kind::integer;
  one.integer = 1;
  const std::vector<Local> locals = {{"cost", one}};  // a local shadows the field, as in evaluate
  EXPECT_EQ(name_value("cost", card, &locals, scratch)->integer, 1);
  EXPECT_EQ(evaluate(*parse_expression("cost", nullptr), card, nullptr, &locals)->integer, 1);
}

TEST(Expression, ErrorsCarryOffsets) {
  EXPECT_EQ(eval_text("cost +"), "parse error at 6: the expression ends too early");
  EXPECT_EQ(eval_text("(cost + 1"), "parse error at 0: missing ')' for the '(' here");
  EXPECT_EQ(eval_text("cost $ 2"), "parse error at 5: unexpected character '$'");
  EXPECT_EQ(eval_text("'open"), "parse error at 0: unterminated string");
  EXPECT_EQ(eval_text("cost 2"), "parse error at 5: unexpected '2'");
  EXPECT_EQ(eval_text(""), "parse error at 0: empty expression");
  EXPECT_EQ(eval_text("kind < 2"), "eval error: arithmetic and ordering need numbers, not a string and an integer");
  EXPECT_EQ(eval_text("cost / 0"), "eval error: division by zero");
}

std::string repeated(const std::string& piece, int times) {
  std::string out;
  for (int i = 0; i < times; ++i) out += piece;
  return out;
}

TEST(Expression, DeepNestingIsRefusedBeforeTheStackRunsOut) {
  // Found by fuzz_text: thousands of '(' overflowed the stack of the recursive parser.
  EXPECT_EQ(eval_text(repeated("(", 60) + "cost" + repeated(")", 60)), "3");
  EXPECT_EQ(eval_text(repeated("(", 200000) + "cost" + repeated(")", 200000)),
            "parse error at 64: the expression is nested more than 64 levels deep");
  EXPECT_EQ(eval_text(repeated("- ", 100) + "1"), "parse error at 128: the expression is nested more than 64 levels deep");
  EXPECT_EQ(eval_text(repeated("1 + ", 400) + "1"), "401");
  EXPECT_THAT(eval_text(repeated("1 + ", 600) + "1"), ::testing::HasSubstr("the expression chains more than 512 operators"));
}

}  // namespace
}  // namespace dw
