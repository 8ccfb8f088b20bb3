// csv_values: cell text to typed Values and back (see the header for the rules).
#include "model/csv_values.hpp"

#include <charconv>
#include <cmath>
#include <limits>
#include <toml++/toml.h>

#include "model/toml_depth.hpp"
#include "model/toml_reader.hpp"
#include "model/toml_writer.hpp"

namespace dw {

namespace {

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// Digits of an integer part as TOML allows them: 0, or no leading zero. Returns the end, or npos.
std::size_t integer_digits_end(const std::string& s, std::size_t at) {
  if (at >= s.size() || !is_digit(s[at])) return std::string::npos;
  if (s[at] == '0') return at + 1;
  while (at < s.size() && is_digit(s[at])) ++at;
  return at;
}

std::size_t after_sign(const std::string& s) { return !s.empty() && (s[0] == '+' || s[0] == '-') ? 1 : 0; }

std::string lower(std::string s) {
  for (char& c : s)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return s;
}

std::optional<bool> parse_boolean(const std::string& text) {
  const std::string word = lower(text);
  if (word == "true") return true;
  if (word == "false") return false;
  return std::nullopt;
}

void place_at(Value& v, const SourcePos& where) {
  v.where = where;
  for (auto& item : v.items) place_at(item, where);
  for (auto& entry : v.entries) place_at(entry.value, where);
}

// The cell as a TOML value of the kind its first character announces ([ array, { table,
// " string), or nullopt when it is not one.
std::optional<Value> toml_cell_value(const std::string& text, const SourcePos& where) {
  const std::string document = "v = " + text;
  if (toml_depth_error(document, where.file)) return std::nullopt;
  try {
    const toml::table parsed = toml::parse(document);
    const toml::node* node = parsed.get("v");
    if (!node || parsed.size() != 1) return std::nullopt;
    const bool wanted = (text[0] == '[' && node->is_array()) || (text[0] == '{' && node->is_table()) ||
                        (text[0] == '"' && node->is_string());
    if (!wanted) return std::nullopt;
    Value v = to_value(*node, where.file);
    place_at(v, where);
    return v;
  } catch (const toml::parse_error&) {
    return std::nullopt;
  }
}

std::string inline_toml(const Value& v) {
  switch (v.kind) {
    case Value::Kind::real: return exact_real_text(v.real);
    case Value::Kind::array: {
      std::string out = "[";
      for (std::size_t i = 0; i < v.items.size(); ++i) out += (i ? ", " : "") + inline_toml(v.items[i]);
      return out + "]";
    }
    case Value::Kind::table: {
      if (v.entries.empty()) return "{}";
      std::string out = "{ ";
      for (std::size_t i = 0; i < v.entries.size(); ++i)
        out += (i ? ", " : "") + toml_key(v.entries[i].key) + " = " + inline_toml(v.entries[i].value);
      return out + " }";
    }
    default: return toml_value(v);
  }
}

Value text_value(std::string text, const SourcePos& where) {
  Value v;
  v.kind = Value::Kind::string;
  v.string = std::move(text);
  v.where = where;
  return v;
}

}  // namespace

std::optional<std::int64_t> parse_toml_integer(const std::string& text) {
  const std::size_t start = after_sign(text);
  if (integer_digits_end(text, start) != text.size()) return std::nullopt;
  std::int64_t value = 0;
  const char* first = text.data() + (text[0] == '+' ? 1 : 0);
  const auto [end, ec] = std::from_chars(first, text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::optional<double> parse_toml_float(const std::string& text) {
  const std::size_t start = after_sign(text);
  const std::string rest = text.substr(start);
  const double sign = !text.empty() && text[0] == '-' ? -1.0 : 1.0;
  if (rest == "inf") return sign * std::numeric_limits<double>::infinity();
  if (rest == "nan") return std::copysign(std::numeric_limits<double>::quiet_NaN(), sign);
  std::size_t at = integer_digits_end(text, start);
  if (at == std::string::npos) return std::nullopt;
  bool fraction = false, exponent = false;
  if (at < text.size() && text[at] == '.') {
    ++at;
    if (at >= text.size() || !is_digit(text[at])) return std::nullopt;
    while (at < text.size() && is_digit(text[at])) ++at;
    fraction = true;
  }
  if (at < text.size() && (text[at] == 'e' || text[at] == 'E')) {
    ++at;
    if (at < text.size() && (text[at] == '+' || text[at] == '-')) ++at;
    if (at >= text.size() || !is_digit(text[at])) return std::nullopt;
    while (at < text.size() && is_digit(text[at])) ++at;
    exponent = true;
  }
  if (at != text.size() || (!fraction && !exponent)) return std::nullopt;
  double value = 0;
  const char* first = text.data() + (text[0] == '+' ? 1 : 0);
  const auto [end, ec] = std::from_chars(first, text.data() + text.size(), value);
  if (ec != std::errc() || end != text.data() + text.size()) return std::nullopt;
  return value;
}

std::string exact_real_text(double value) {
  if (std::isnan(value)) return "nan";
  if (std::isinf(value)) return value > 0 ? "inf" : "-inf";
  char buffer[64];
  const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
  std::string text(buffer, ec == std::errc() ? end : buffer);
  if (text.find_first_of(".eE") == std::string::npos) text += ".0";
  return text;
}

namespace {

// A cell read as one TOML scalar kind, or nullopt when it is not written that way.
std::optional<Value> integer_value(const std::string& text, const SourcePos& where) {
  const auto i = parse_toml_integer(text);
  if (!i) return std::nullopt;
  Value v;
  v.where = where;
  v.kind = Value::Kind::integer;
  v.integer = *i;
  return v;
}

std::optional<Value> real_value(const std::string& text, const SourcePos& where) {
  const auto f = parse_toml_float(text);
  if (!f) return std::nullopt;
  Value v;
  v.where = where;
  v.kind = Value::Kind::real;
  v.real = *f;
  return v;
}

std::optional<Value> boolean_value(const std::string& text, const SourcePos& where) {
  const auto b = parse_boolean(text);
  if (!b) return std::nullopt;
  Value v;
  v.where = where;
  v.kind = Value::Kind::boolean;
  v.boolean = *b;
  return v;
}

}  // namespace

std::optional<Value> rules_cell_value(const CsvCell& cell, const SourcePos& where) {
  const std::string& text = cell.text;
  if (text.empty()) {
    if (cell.quoted) return text_value("", where);
    return std::nullopt;
  }
  if (auto v = integer_value(text, where)) return v;
  if (auto v = real_value(text, where)) return v;
  if (auto v = boolean_value(text, where)) return v;
  if (text[0] == '[' || text[0] == '{' || text[0] == '"')
    if (auto parsed = toml_cell_value(text, where)) return parsed;
  return text_value(text, where);
}

std::optional<Value> field_cell_value(const CsvCell& cell, FieldType type, const SourcePos& where, std::string& why) {
  why.clear();
  const std::string& text = cell.text;
  const bool textual = type == FieldType::string || type == FieldType::text;
  if (text.empty() && !(cell.quoted && textual)) return std::nullopt;
  switch (type) {
    case FieldType::string:
    case FieldType::text: return text_value(text, where);
    case FieldType::integer:
      if (auto v = integer_value(text, where)) return v;
      why = "a whole number such as 3";
      return std::nullopt;
    case FieldType::number:
      if (auto v = integer_value(text, where)) return v;
      if (auto v = real_value(text, where)) return v;
      why = "a number such as 2.5";
      return std::nullopt;
    case FieldType::boolean:
      if (auto v = boolean_value(text, where)) return v;
      why = "true or false";
      return std::nullopt;
  }
  return std::nullopt;
}

std::string rules_cell_text(const Value& v, bool& force_quotes) {
  force_quotes = false;
  switch (v.kind) {
    case Value::Kind::none: return "";
    case Value::Kind::boolean: return v.boolean ? "true" : "false";
    case Value::Kind::integer: return std::to_string(v.integer);
    case Value::Kind::real: return exact_real_text(v.real);
    case Value::Kind::string: {
      if (v.string.empty()) {
        force_quotes = true;
        return "";
      }
      const auto back = rules_cell_value(CsvCell{v.string, false, 0, 0}, SourcePos{});
      if (back && back->kind == Value::Kind::string && back->string == v.string) return v.string;
      return toml_value(v);  // "42" in TOML's quotes: read back as text
    }
    case Value::Kind::array:
    case Value::Kind::table: return inline_toml(v);
  }
  return "";
}

std::string field_cell_text(const Value& v, bool& force_quotes) {
  force_quotes = v.kind == Value::Kind::string && v.string.empty();
  switch (v.kind) {
    case Value::Kind::none: return "";
    case Value::Kind::boolean: return v.boolean ? "true" : "false";
    case Value::Kind::integer: return std::to_string(v.integer);
    case Value::Kind::real: return exact_real_text(v.real);
    case Value::Kind::string: return v.string;
    case Value::Kind::array:
    case Value::Kind::table: return inline_toml(v);
  }
  return "";
}

}  // namespace dw
