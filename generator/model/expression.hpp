// expression: the small expression language of templates. Placeholders ("{value + 1}",
// "{rules.strength}") and conditions (when = "kind == 'attack' and cost > 0") are parsed into a
// tree once, checked at load time against the card's fields, and evaluated per card.
//   literals   12  1.5  'text'  "text"  true  false
//   names      a printed field, id, kind, count, or rules.<path>
//   operators  not - (unary)  * / %  + -  < <= > >=  == !=  and  or   (&&, ||, ! also accepted)
// '+' adds numbers and joins anything else as text.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "model/card.hpp"
#include "model/value.hpp"

namespace dw {

struct ExprNode {
  enum class Op { literal, name, negate, logical_not, mul, div, mod, add, sub, lt, le, gt, ge, eq, ne, logical_and, logical_or };
  Op op = Op::literal;
  Value literal;     // Op::literal
  std::string name;  // Op::name
  int lhs = -1;      // child indices into Expression::nodes
  int rhs = -1;
};

struct Expression {
  std::vector<ExprNode> nodes;
  int root = -1;
  std::vector<std::string> names() const;  // every name the expression reads
  // The name, for an expression that is nothing but one name (most placeholders); else nullptr.
  const std::string* only_name() const;
};

struct ExpressionError {
  std::string message;
  std::size_t offset = 0;  // byte offset in the source text
};

// Parses `source`; on failure returns nullopt and fills `error`.
std::optional<Expression> parse_expression(std::string_view source, ExpressionError* error);

// A name that shadows the card's fields while an expression is evaluated (a repeat's `index`).
struct Local {
  std::string name;
  Value value;
};

// Evaluates for one card. A name the card lacks is an empty string. Type errors ("'a' < 1")
// return nullopt and fill `error`.
std::optional<Value> evaluate(const Expression& e, const Card& card, std::string* error,
                              const std::vector<Local>* locals = nullptr);

// What the name `name` reads for one card, as evaluate reads it, without a copy: a local of that
// name, else the card's value (id, kind and count made in `scratch`), or nullptr for a name the
// card lacks (evaluate gives an empty string for it).
const Value* name_value(const std::string& name, const Card& card, const std::vector<Local>* locals, Value& scratch);

bool truthy(const Value& v);

}  // namespace dw
