// rules_reader: checked reading of rules tables (see the header).
#include "engine/games/common/rules_reader.hpp"

#include <algorithm>

#include "model/suggest.hpp"

namespace dw::engine::games {

namespace {

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) {
    if (i > 0) out += i + 1 == words.size() ? " or " : ", ";
    out += words[i];
  }
  return out;
}

}  // namespace

RulesReader::RulesReader(const Card& card, const Value& table, std::string path, std::string ruleset,
                         Diagnostics& out)
    : card_(card), table_(table), path_(std::move(path)), ruleset_(std::move(ruleset)), out_(out) {}

SourcePos RulesReader::position() const {
  if (table_.where.line > 0) return table_.where;
  if (card_.rules.where.line > 0) return card_.rules.where;
  return card_.where;
}

std::string RulesReader::name_of(std::string_view key) const { return path_ + "." + std::string(key); }

void RulesReader::error(const Value* value, std::string message, std::string hint) {
  Diagnostic d;
  d.severity = Severity::error;
  d.where = value && value->where.line > 0 ? value->where : position();
  d.message = std::move(message);
  d.hint = std::move(hint);
  d.card_id = card_.id;
  out_.add(std::move(d));
  failed_ = true;
}

void RulesReader::only_keys(const std::vector<std::string>& known) {
  for (const auto& entry : table_.entries)
    if (std::find(known.begin(), known.end(), entry.key) == known.end())
      error(&entry.value, "unknown key '" + name_of(entry.key) + "' for " + ruleset_ + did_you_mean(entry.key, known),
            "here " + ruleset_ + " knows " + join(known));
}

std::optional<int> RulesReader::integer(std::string_view key, int lo, int hi, std::string_view what) {
  const Value* v = table_.find(key);
  if (!v) {
    error(nullptr, name_of(key) + " is missing", "add " + std::string(key) + " = ... (" + std::string(what) + ")");
    return std::nullopt;
  }
  if (v->kind != Value::Kind::integer) {
    error(v, name_of(key) + " must be a whole number, not " + Value::kind_name(v->kind));
    return std::nullopt;
  }
  if (v->integer < lo || v->integer > hi) {
    error(v, name_of(key) + " = " + std::to_string(v->integer) + " is out of range",
          std::string(key) + " goes from " + std::to_string(lo) + " to " + std::to_string(hi));
    return std::nullopt;
  }
  return static_cast<int>(v->integer);
}

std::optional<int> RulesReader::choice(std::string_view key, const std::vector<std::string>& words) {
  const Value* v = table_.find(key);
  if (!v) {
    error(nullptr, name_of(key) + " is missing", "add " + std::string(key) + " = \"...\" (" + join(words) + ")");
    return std::nullopt;
  }
  if (v->kind != Value::Kind::string) {
    error(v, name_of(key) + " must be a string, not " + Value::kind_name(v->kind), "use " + join(words));
    return std::nullopt;
  }
  const auto it = std::find(words.begin(), words.end(), v->string);
  if (it == words.end()) {
    error(v, "unknown " + std::string(key) + " '" + v->string + "'" + did_you_mean(v->string, words),
          ruleset_ + " knows " + join(words));
    return std::nullopt;
  }
  return static_cast<int>(it - words.begin());
}

const Value* RulesReader::table(std::string_view key) {
  const Value* v = table_.find(key);
  if (!v) {
    error(nullptr, name_of(key) + " is missing", "add a [" + name_of(key) + "] table");
    return nullptr;
  }
  if (v->kind != Value::Kind::table) {
    error(v, name_of(key) + " must be a table, not " + Value::kind_name(v->kind));
    return nullptr;
  }
  return v;
}

const Value* RulesReader::array(std::string_view key) {
  const Value* v = table_.find(key);
  if (!v) {
    error(nullptr, name_of(key) + " is missing", "add " + std::string(key) + " = [ ... ]");
    return nullptr;
  }
  if (v->kind != Value::Kind::array) {
    error(v, name_of(key) + " must be an array, not " + Value::kind_name(v->kind));
    return nullptr;
  }
  return v;
}

}  // namespace dw::engine::games
