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

// "a creature card", "an attack card".
std::string a_card_of_kind(std::string_view kind) {
  const bool vowel = !kind.empty() && std::string_view("aeiou").find(kind.front()) != std::string_view::npos;
  return (vowel ? "an " : "a ") + std::string(kind) + " card";
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

std::string RulesReader::short_name_of(std::string_view key) const {
  const std::string full = name_of(key);
  const std::string top = "rules.";
  return full.rfind(top, 0) == 0 ? full.substr(top.size()) : full;
}

void RulesReader::mark_failed() {
  failed_ = true;
  if (parent_) parent_->mark_failed();
}

void RulesReader::error(const Value* value, std::string message, std::string hint) {
  out_.error(value && value->where.line > 0 ? value->where : position(), std::move(message), std::move(hint), card_.id);
  mark_failed();
}

RulesReader RulesReader::nested(const Value& table, std::string_view key) {
  RulesReader reader(card_, table, name_of(key), ruleset_, out_);
  reader.parent_ = this;
  return reader;
}

void RulesReader::only_keys(const std::vector<std::string>& known) {
  for (const auto& entry : table_.entries)
    if (std::find(known.begin(), known.end(), entry.key) == known.end())
      error(&entry.value, "unknown key '" + name_of(entry.key) + "' for " + ruleset_ + did_you_mean(entry.key, known),
            "here " + ruleset_ + " knows " + join(known));
}

void RulesReader::only_keys(const std::vector<std::string>& known, const std::vector<std::string>& every_key,
                            std::string_view kind) {
  for (const auto& entry : table_.entries) {
    if (std::find(known.begin(), known.end(), entry.key) != known.end()) continue;
    if (std::find(every_key.begin(), every_key.end(), entry.key) != every_key.end())
      not_for_kind(entry.value, entry.key, kind, known);
    else
      error(&entry.value,
            "unknown key '" + name_of(entry.key) + "' for " + ruleset_ + did_you_mean(entry.key, every_key),
            a_card_of_kind(kind) + " knows " + join(known));
  }
}

void RulesReader::not_for_kind(const Value& value, std::string_view key, std::string_view kind,
                               const std::vector<std::string>& known) {
  error(&value, name_of(key) + " does not apply to " + std::string(kind) + " cards",
        a_card_of_kind(kind) + " knows " + join(known));
}

void RulesReader::unknown_name(const Value& value, std::string_view key, std::string_view what,
                               const std::vector<std::string>& candidates) {
  error(&value, name_of(key) + " names '" + value.string + "', which is not " + std::string(what) + " of this set" +
                    did_you_mean(value.string, candidates),
        "use the id of " + std::string(what) + " of this set");
}

int RulesReader::integer_or(std::string_view key, int lo, int hi, int fallback) {
  if (!table_.find(key)) return fallback;
  return integer(key, lo, hi, "").value_or(fallback);
}

bool RulesReader::boolean_or(std::string_view key, bool fallback) {
  const Value* v = table_.find(key);
  if (!v) return fallback;
  if (v->kind != Value::Kind::boolean) {
    error(v, name_of(key) + " must be true or false, not " + Value::kind_name(v->kind));
    return fallback;
  }
  return v->boolean;
}

const Value* RulesReader::string(std::string_view key, std::string_view hint) {
  const Value* v = table_.find(key);
  if (!v) {
    error(nullptr, name_of(key) + " is missing", std::string(hint));
    return nullptr;
  }
  if (v->kind != Value::Kind::string) {
    error(v, name_of(key) + " must be a string, not " + Value::kind_name(v->kind));
    return nullptr;
  }
  return v;
}

std::vector<const Value*> RulesReader::tables(std::string_view key) {
  std::vector<const Value*> out;
  const Value* v = table_.find(key);
  if (!v) return out;
  const std::string form = "[[card." + name_of(key) + "]]";
  if (v->kind == Value::Kind::table) {
    out.push_back(v);
  } else if (v->kind == Value::Kind::array) {
    for (const auto& item : v->items) {
      if (item.kind == Value::Kind::table) out.push_back(&item);
      else error(&item, name_of(key) + " must hold tables, not " + Value::kind_name(item.kind), "write each as " + form);
    }
  } else {
    error(v, name_of(key) + " must be a list of tables, not " + Value::kind_name(v->kind), "write each as " + form);
  }
  return out;
}

std::vector<const Value*> RulesReader::strings(std::string_view key, std::string_view what) {
  std::vector<const Value*> out;
  const Value* v = table_.find(key);
  if (!v) return out;
  if (v->kind != Value::Kind::array) {
    error(v, name_of(key) + " must be a list of " + std::string(what) + ", not " + Value::kind_name(v->kind),
          "write " + std::string(key) + " = [\"...\", ...]");
    return out;
  }
  for (const auto& item : v->items) {
    if (item.kind == Value::Kind::string) out.push_back(&item);
    else error(&item, name_of(key) + " must hold only " + std::string(what) + ", not " + Value::kind_name(item.kind));
  }
  return out;
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
    error(v, "unknown " + short_name_of(key) + " '" + v->string + "'" + did_you_mean(v->string, words),
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
