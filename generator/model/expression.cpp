// expression: tokenizer, precedence-climbing parser and evaluator.
#include "model/expression.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

namespace dw {

namespace {

struct Token {
  enum class Kind { end, number, string, name, op, lparen, rparen };
  Kind kind = Kind::end;
  std::string text;
  std::size_t offset = 0;
};

// Limits that keep parsing and evaluation (both recursive) far from the end of the stack; no card
// template comes near them. Nesting counts parentheses and unary operators; the tree depth also
// counts chained binary operators ("1 + 1 + 1 ...").
constexpr int kMaxExpressionNesting = 64;
constexpr int kMaxExpressionTreeDepth = 512;

class Parser {
 public:
  Parser(std::string_view src, Expression& out, ExpressionError& err) : src_(src), out_(out), err_(err) { next(); }

  bool parse() {
    const int root = binary(0);
    if (root < 0) return false;
    if (tok_.kind != Token::Kind::end) return fail("unexpected '" + tok_.text + "'", tok_.offset);
    out_.root = root;
    return true;
  }

 private:
  bool fail(std::string message, std::size_t offset) {
    if (err_.message.empty()) err_ = ExpressionError{std::move(message), offset};
    return false;
  }

  void next() {
    while (pos_ < src_.size() && std::isspace(static_cast<unsigned char>(src_[pos_]))) ++pos_;
    tok_ = Token{};
    tok_.offset = pos_;
    if (pos_ >= src_.size()) return;
    const char c = src_[pos_];
    if (std::isdigit(static_cast<unsigned char>(c))) {
      std::size_t end = pos_;
      while (end < src_.size() && (std::isdigit(static_cast<unsigned char>(src_[end])) || src_[end] == '.')) ++end;
      tok_ = {Token::Kind::number, std::string(src_.substr(pos_, end - pos_)), pos_};
      pos_ = end;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      std::size_t end = pos_;
      while (end < src_.size() && (std::isalnum(static_cast<unsigned char>(src_[end])) || src_[end] == '_' ||
                                   src_[end] == '.' || src_[end] == '-'))
        ++end;
      tok_ = {Token::Kind::name, std::string(src_.substr(pos_, end - pos_)), pos_};
      if (tok_.text == "and" || tok_.text == "or" || tok_.text == "not") tok_.kind = Token::Kind::op;
      pos_ = end;
    } else if (c == '\'' || c == '"') {
      const std::size_t close = src_.find(c, pos_ + 1);
      if (close == std::string_view::npos) {
        tok_ = {Token::Kind::end, "", pos_};
        fail("unterminated string", pos_);
        pos_ = src_.size();
        return;
      }
      tok_ = {Token::Kind::string, std::string(src_.substr(pos_ + 1, close - pos_ - 1)), pos_};
      pos_ = close + 1;
    } else if (c == '(' || c == ')') {
      tok_ = {c == '(' ? Token::Kind::lparen : Token::Kind::rparen, std::string(1, c), pos_};
      ++pos_;
    } else {
      static const char* kOps[] = {"==", "!=", "<=", ">=", "&&", "||", "<", ">", "+", "-", "*", "/", "%", "!"};
      for (const char* op : kOps) {
        if (src_.substr(pos_).rfind(op, 0) == 0) {
          tok_ = {Token::Kind::op, op, pos_};
          pos_ += std::string_view(op).size();
          return;
        }
      }
      tok_ = {Token::Kind::op, std::string(1, c), pos_};
      fail(std::string("unexpected character '") + c + "'", pos_);
      pos_ = src_.size();
    }
  }

  static int precedence(const std::string& op) {
    if (op == "or" || op == "||") return 1;
    if (op == "and" || op == "&&") return 2;
    if (op == "==" || op == "!=") return 3;
    if (op == "<" || op == "<=" || op == ">" || op == ">=") return 4;
    if (op == "+" || op == "-") return 5;
    if (op == "*" || op == "/" || op == "%") return 6;
    return -1;
  }

  static ExprNode::Op binary_op(const std::string& op) {
    using Op = ExprNode::Op;
    if (op == "or" || op == "||") return Op::logical_or;
    if (op == "and" || op == "&&") return Op::logical_and;
    if (op == "==") return Op::eq;
    if (op == "!=") return Op::ne;
    if (op == "<") return Op::lt;
    if (op == "<=") return Op::le;
    if (op == ">") return Op::gt;
    if (op == ">=") return Op::ge;
    if (op == "+") return Op::add;
    if (op == "-") return Op::sub;
    if (op == "*") return Op::mul;
    if (op == "/") return Op::div;
    return Op::mod;
  }

  int add(ExprNode n) {
    int depth = 1;
    for (const int child : {n.lhs, n.rhs})
      if (child >= 0) depth = std::max(depth, depth_[static_cast<std::size_t>(child)] + 1);
    if (depth > kMaxExpressionTreeDepth) {
      fail("the expression chains more than " + std::to_string(kMaxExpressionTreeDepth) + " operators", tok_.offset);
      return -1;
    }
    out_.nodes.push_back(std::move(n));
    depth_.push_back(depth);
    return static_cast<int>(out_.nodes.size()) - 1;
  }

  // Counts the parser's own recursion (parentheses, unary operators) against the same limit.
  struct Nesting {
    explicit Nesting(int& level) : level_(level) { ++level_; }
    ~Nesting() { --level_; }
    Nesting(const Nesting&) = delete;
    Nesting& operator=(const Nesting&) = delete;
    int& level_;
  };
  bool too_deep() {
    if (nesting_ <= kMaxExpressionNesting) return false;
    fail("the expression is nested more than " + std::to_string(kMaxExpressionNesting) + " levels deep", tok_.offset);
    return true;
  }

  int binary(int min_prec) {
    int lhs = unary();
    if (lhs < 0) return -1;
    while (tok_.kind == Token::Kind::op && precedence(tok_.text) >= min_prec && precedence(tok_.text) > 0) {
      const std::string op = tok_.text;
      next();
      const int rhs = binary(precedence(op) + 1);
      if (rhs < 0) return -1;
      ExprNode n;
      n.op = binary_op(op);
      n.lhs = lhs;
      n.rhs = rhs;
      lhs = add(std::move(n));
    }
    return lhs;
  }

  int unary() {
    const Nesting level(nesting_);
    if (too_deep()) return -1;
    if (tok_.kind == Token::Kind::op && (tok_.text == "-" || tok_.text == "!" || tok_.text == "not")) {
      const bool negate = tok_.text == "-";
      next();
      const int operand = unary();
      if (operand < 0) return -1;
      ExprNode n;
      n.op = negate ? ExprNode::Op::negate : ExprNode::Op::logical_not;
      n.lhs = operand;
      return add(std::move(n));
    }
    return primary();
  }

  int primary() {
    ExprNode n;
    switch (tok_.kind) {
      case Token::Kind::number: {
        n.literal.kind = tok_.text.find('.') == std::string::npos ? Value::Kind::integer : Value::Kind::real;
        try {
          if (n.literal.kind == Value::Kind::integer) n.literal.integer = std::stoll(tok_.text);
          else n.literal.real = std::stod(tok_.text);
        } catch (const std::exception&) {
          fail("bad number '" + tok_.text + "'", tok_.offset);
          return -1;
        }
        break;
      }
      case Token::Kind::string:
        n.literal.kind = Value::Kind::string;
        n.literal.string = tok_.text;
        break;
      case Token::Kind::name:
        if (tok_.text == "true" || tok_.text == "false") {
          n.literal.kind = Value::Kind::boolean;
          n.literal.boolean = tok_.text == "true";
        } else {
          n.op = ExprNode::Op::name;
          n.name = tok_.text;
        }
        break;
      case Token::Kind::lparen: {
        const std::size_t open = tok_.offset;
        next();
        const int inner = binary(0);
        if (inner < 0) return -1;
        if (tok_.kind != Token::Kind::rparen) {
          fail("missing ')' for the '(' here", open);
          return -1;
        }
        next();
        return inner;
      }
      case Token::Kind::end:
        fail(src_.empty() ? "empty expression" : "the expression ends too early", tok_.offset);
        return -1;
      default:
        fail("unexpected '" + tok_.text + "'", tok_.offset);
        return -1;
    }
    next();
    return add(std::move(n));
  }

  std::string_view src_;
  Expression& out_;
  ExpressionError& err_;
  std::size_t pos_ = 0;
  Token tok_;
  std::vector<int> depth_;  // the depth of each node added, by index
  int nesting_ = 0;
};

Value make_bool(bool b) {
  Value v;
  v.kind = Value::Kind::boolean;
  v.boolean = b;
  return v;
}

Value make_number(double d, bool integral) {
  Value v;
  if (integral && std::abs(d) < 9e15) {
    v.kind = Value::Kind::integer;
    v.integer = static_cast<std::int64_t>(d);
  } else {
    v.kind = Value::Kind::real;
    v.real = d;
  }
  return v;
}

std::optional<Value> eval(const Expression& e, int index, const Card& card, std::string* error,
                          const std::vector<Local>* locals) {
  using Op = ExprNode::Op;
  const ExprNode& n = e.nodes[static_cast<std::size_t>(index)];
  auto type_error = [&](const std::string& what) -> std::optional<Value> {
    if (error) *error = what;
    return std::nullopt;
  };
  switch (n.op) {
    case Op::literal: return n.literal;
    case Op::name: {
      Value scratch;
      const Value* v = name_value(n.name, card, locals, scratch);
      if (!v) {
        Value empty;
        empty.kind = Value::Kind::string;
        return empty;
      }
      return *v;
    }
    case Op::negate: {
      auto v = eval(e, n.lhs, card, error, locals);
      if (!v) return std::nullopt;
      if (!v->is_number()) return type_error("cannot negate " + std::string(Value::kind_name(v->kind)));
      return make_number(-v->as_number(), v->kind == Value::Kind::integer);
    }
    case Op::logical_not: {
      auto v = eval(e, n.lhs, card, error, locals);
      if (!v) return std::nullopt;
      return make_bool(!truthy(*v));
    }
    case Op::logical_and:
    case Op::logical_or: {
      auto a = eval(e, n.lhs, card, error, locals);
      if (!a) return std::nullopt;
      if (truthy(*a) == (n.op == Op::logical_or)) return make_bool(truthy(*a));
      auto b = eval(e, n.rhs, card, error, locals);
      if (!b) return std::nullopt;
      return make_bool(truthy(*b));
    }
    default: break;
  }
  auto a = eval(e, n.lhs, card, error, locals);
  if (!a) return std::nullopt;
  auto b = eval(e, n.rhs, card, error, locals);
  if (!b) return std::nullopt;
  const bool numbers = a->is_number() && b->is_number();
  const bool integral = a->kind == Value::Kind::integer && b->kind == Value::Kind::integer;
  switch (n.op) {
    case Op::eq:
    case Op::ne: {
      bool equal = numbers ? a->as_number() == b->as_number() : a->display() == b->display();
      return make_bool(n.op == Op::eq ? equal : !equal);
    }
    case Op::add:
      if (numbers) return make_number(a->as_number() + b->as_number(), integral);
      {
        Value joined;
        joined.kind = Value::Kind::string;
        joined.string = a->display() + b->display();
        return joined;
      }
    default: break;
  }
  if (!numbers)
    return type_error(std::string("arithmetic and ordering need numbers, not ") + Value::kind_name(a->kind) + " and " +
                      Value::kind_name(b->kind));
  const double x = a->as_number(), y = b->as_number();
  switch (n.op) {
    case Op::sub: return make_number(x - y, integral);
    case Op::mul: return make_number(x * y, integral);
    case Op::div:
      if (y == 0) return type_error("division by zero");
      return make_number(x / y, integral && std::fmod(x, y) == 0);
    case Op::mod:
      if (y == 0) return type_error("division by zero");
      return make_number(std::fmod(x, y), integral);
    case Op::lt: return make_bool(x < y);
    case Op::le: return make_bool(x <= y);
    case Op::gt: return make_bool(x > y);
    case Op::ge: return make_bool(x >= y);
    default: return type_error("unknown operator");
  }
}

}  // namespace

const std::string* Expression::only_name() const {
  if (root < 0 || nodes[static_cast<std::size_t>(root)].op != ExprNode::Op::name) return nullptr;
  return &nodes[static_cast<std::size_t>(root)].name;
}

const Value* name_value(const std::string& name, const Card& card, const std::vector<Local>* locals, Value& scratch) {
  if (locals)
    for (const auto& local : *locals)
      if (local.name == name) return &local.value;
  return card.lookup(name, scratch);
}

std::vector<std::string> Expression::names() const {
  std::vector<std::string> out;
  for (const auto& n : nodes)
    if (n.op == ExprNode::Op::name) out.push_back(n.name);
  return out;
}

std::optional<Expression> parse_expression(std::string_view source, ExpressionError* error) {
  Expression e;
  ExpressionError local;
  Parser parser(source, e, local);
  if (!parser.parse() || !local.message.empty()) {
    if (error) *error = local;
    return std::nullopt;
  }
  return e;
}

std::optional<Value> evaluate(const Expression& e, const Card& card, std::string* error,
                              const std::vector<Local>* locals) {
  if (e.root < 0) return std::nullopt;
  return eval(e, e.root, card, error, locals);
}

bool truthy(const Value& v) {
  switch (v.kind) {
    case Value::Kind::boolean: return v.boolean;
    case Value::Kind::integer: return v.integer != 0;
    case Value::Kind::real: return v.real != 0;
    case Value::Kind::string: return !v.string.empty();
    case Value::Kind::array: return !v.items.empty();
    case Value::Kind::table: return !v.entries.empty();
    case Value::Kind::none: return false;
  }
  return false;
}

}  // namespace dw
