// csv_card_file: header columns mapped to card keys, fields and rules paths; rows to cards.
#include "model/csv_card_file.hpp"

#include <algorithm>

#include "model/card_checks.hpp"
#include "model/card_set_loader.hpp"
#include "model/csv_reader.hpp"
#include "model/csv_values.hpp"
#include "model/suggest.hpp"

namespace dw {

namespace {

enum class Role { id, count, kind, template_name, back, field, rule, ignored };

struct Column {
  Role role = Role::ignored;
  std::string name;
  const FieldSpec* field = nullptr;
  std::vector<std::string> rule_path;  // rules.a.b: {"a", "b"}
  SourcePos where;
};

std::vector<std::string> split_path(const std::string& dotted) {
  std::vector<std::string> parts;
  std::size_t start = 0;
  while (true) {
    const std::size_t dot = dotted.find('.', start);
    parts.push_back(dotted.substr(start, dot == std::string::npos ? std::string::npos : dot - start));
    if (dot == std::string::npos) return parts;
    start = dot + 1;
  }
}

// One path is the other's table: rules.a and rules.a.b cannot both be columns.
bool nests(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  const std::size_t n = std::min(a.size(), b.size());
  return std::equal(a.begin(), a.begin() + static_cast<std::ptrdiff_t>(n), b.begin());
}

void insert_rule(Value& rules, const std::vector<std::string>& path, Value v) {
  Value* table = &rules;
  for (std::size_t i = 0; i + 1 < path.size(); ++i) {
    Value* next = nullptr;
    for (auto& entry : table->entries)
      if (entry.key == path[i]) next = &entry.value;
    if (!next) {
      Value sub;
      sub.kind = Value::Kind::table;
      sub.where = v.where;
      table->entries.push_back({path[i], std::move(sub)});
      next = &table->entries.back().value;
    }
    table = next;
  }
  table->entries.push_back({path.back(), std::move(v)});
}

std::vector<Column> read_header(const CsvRecord& header, const std::string& display, const CardSet& set,
                                Diagnostics& diags) {
  std::vector<Column> columns;
  std::vector<std::string> candidates = csv_card_columns();
  for (const auto& f : set.fields) candidates.push_back(f.name);
  for (const CsvCell& cell : header.cells) {
    Column c;
    c.name = cell.text;
    c.where = SourcePos{display, cell.line, cell.column};
    const auto earlier = std::find_if(columns.begin(), columns.end(), [&](const Column& o) { return o.name == c.name; });
    if (c.name.empty()) {
      diags.error(c.where, "the header names no column here",
                  "name every column: id, count, kind, template, back, a field of set.toml, or rules.<key>");
    } else if (earlier != columns.end()) {
      diags.error(c.where, "column '" + c.name + "' appears twice",
                  "it is first named at line " + std::to_string(earlier->where.line) + ", column " +
                      std::to_string(earlier->where.column) + "; remove one of them");
    } else if (c.name == "id") c.role = Role::id;
    else if (c.name == "count") c.role = Role::count;
    else if (c.name == "kind") c.role = Role::kind;
    else if (c.name == "template") c.role = Role::template_name;
    else if (c.name == "back") c.role = Role::back;
    else if (const FieldSpec* f = set.find_field(c.name)) {
      c.role = Role::field;
      c.field = f;
    } else if (c.name == "rules" || c.name.rfind("rules.", 0) == 0) {
      const auto path = c.name == "rules" ? std::vector<std::string>{} : split_path(c.name.substr(6));
      const bool empty_part = path.empty() || std::any_of(path.begin(), path.end(), [](const std::string& p) { return p.empty(); });
      const auto clash = std::find_if(columns.begin(), columns.end(),
                                      [&](const Column& o) { return o.role == Role::rule && nests(o.rule_path, path); });
      if (empty_part) {
        diags.error(c.where, "column '" + c.name + "' names no key of the rules table",
                    "name one key per column: rules.strength, or rules.plays.attack for a nested table");
      } else if (clash != columns.end()) {
        diags.error(c.where, "column '" + c.name + "' and column '" + clash->name + "' both set the same rules key",
                    "a key holds either a value or a table of keys: keep one of the two columns");
      } else {
        c.role = Role::rule;
        c.rule_path = path;
      }
    } else {
      diags.error(c.where, "unknown column '" + c.name + "'" + did_you_mean(c.name, candidates),
                  "name a card key (id, count, kind, template, back), a field declared under [fields] in set.toml, "
                  "or rules.<key> for the rules table");
    }
    columns.push_back(std::move(c));
  }
  return columns;
}

const Column* column_of(const std::vector<Column>& columns, Role role) {
  for (const auto& c : columns)
    if (c.role == role) return &c;
  return nullptr;
}

void read_row(const CsvRecord& row, const std::vector<Column>& columns, const std::string& display, CardSet& set,
              std::map<std::string, SourcePos>& seen, Diagnostics& diags) {
  Card card;
  card.where = SourcePos{display, row.line, 1};
  const auto where_of = [&](std::size_t i) { return SourcePos{display, row.cells[i].line, row.cells[i].column}; };
  std::string what = "a card";
  std::size_t kind_cell = 0;
  bool has_kind_column = false;
  for (std::size_t i = 0; i < columns.size(); ++i) {
    const std::string& text = row.cells[i].text;
    switch (columns[i].role) {
      case Role::id:
        if (text.empty()) {
          diags.error(where_of(i), "a card is missing its id", "write the card's id in the id column");
        } else {
          check_card_id(text, where_of(i), seen, diags);
          card.id = text;
          what = "card '" + text + "'";
        }
        break;
      case Role::kind:
        has_kind_column = true;
        kind_cell = i;
        card.kind = text;
        card.kind_where = where_of(i);
        break;
      case Role::template_name:
        card.template_name = text;
        if (!text.empty()) card.template_where = where_of(i);
        break;
      case Role::back:
        card.back = text;
        if (!text.empty()) card.back_where = where_of(i);
        break;
      default: break;
    }
  }
  card.count_where = card.where;
  if (!has_kind_column) card.kind_where = card.where;
  else if (card.kind.empty())
    diags.error(where_of(kind_cell), what + " is missing its kind", "write the card's kind in the kind column");
  if (card.template_where.file.empty()) card.template_where = card.where;
  if (card.back_where.file.empty()) card.back_where = card.where;
  card.fields.kind = Value::Kind::table;
  card.fields.where = card.where;
  card.rules.kind = Value::Kind::table;
  card.rules.where = card.where;
  for (std::size_t i = 0; i < columns.size(); ++i) {
    const CsvCell& cell = row.cells[i];
    if (columns[i].role == Role::count && !cell.text.empty()) {
      card.count_where = where_of(i);
      const auto count = parse_toml_integer(cell.text);
      if (!count) diags.error(where_of(i), "'count' of " + what + " must be a whole number, not '" + cell.text + "'",
                              "write how many copies to print, from 0 to " + std::to_string(kMaxCardCount));
      else if (*count < 0 || *count > kMaxCardCount)
        diags.error(where_of(i), "'count' is " + cell.text + ", out of range",
                    "use a whole number from 0 to " + std::to_string(kMaxCardCount));
      else card.count = static_cast<int>(*count);
    } else if (columns[i].role == Role::rule) {
      if (auto v = rules_cell_value(cell, where_of(i))) insert_rule(card.rules, columns[i].rule_path, std::move(*v));
    }
  }
  for (const auto& spec : set.fields) {  // in the order of [fields], as TOML cards are read
    const auto column = std::find_if(columns.begin(), columns.end(),
                                     [&](const Column& c) { return c.role == Role::field && c.field->name == spec.name; });
    if (column == columns.end() || spec.type_unknown) continue;
    const std::size_t i = static_cast<std::size_t>(column - columns.begin());
    std::string why;
    auto v = field_cell_value(row.cells[i], spec.type, where_of(i), why);
    if (!v) {
      if (!why.empty())
        diags.error(where_of(i), "field '" + spec.name + "' of " + what + " must be " + why + ", not '" + row.cells[i].text + "'",
                    "change the value, or its type under [fields] in set.toml");
      else if (spec.required)
        diags.error(where_of(i), what + " is missing the required field '" + spec.name + "'",
                    "fill its " + spec.name + " cell (declared in set.toml at line " + std::to_string(spec.where.line) + ")");
      continue;
    }
    if (!check_field_value(spec, *v, what, diags)) continue;
    card.fields.entries.push_back({spec.name, std::move(*v)});
  }
  set.cards.push_back(std::move(card));
}

}  // namespace

const std::vector<std::string>& csv_card_columns() {
  static const std::vector<std::string> keys = {"id", "count", "kind", "template", "back"};
  return keys;
}

void read_csv_card_file(std::string_view text, char delimiter, const std::string& display, CardSet& set,
                        std::map<std::string, SourcePos>& seen, Diagnostics& diags, bool may_be_empty) {
  CsvReader reader(text, delimiter, kMaxCsvColumns);
  const auto reader_failed = [&] {
    if (const auto& e = reader.error()) {
      diags.error(SourcePos{display, e->line, e->column}, e->message, e->hint);
      return true;
    }
    return false;
  };
  CsvRecord header;
  if (!reader.next(header)) {
    if (!reader_failed() && !may_be_empty)
      diags.error(SourcePos{display, 1, 1}, "card file defines no cards",
                  "write a header row (id,count,kind,...) and one row per card");
    return;
  }
  const std::vector<Column> columns = read_header(header, display, set, diags);
  const SourcePos header_where{display, header.line, 1};
  if (!column_of(columns, Role::id))
    diags.error(header_where, "the header has no 'id' column", "add a column named id: every card needs one");
  if (!column_of(columns, Role::kind))
    diags.error(header_where, "the header has no 'kind' column", "add a column named kind: every card needs one");
  for (const auto& spec : set.fields) {
    if (!spec.required || spec.type_unknown) continue;
    if (std::none_of(columns.begin(), columns.end(), [&](const Column& c) { return c.field == &spec; }))
      diags.error(header_where, "the header has no column for the required field '" + spec.name + "'",
                  "add a column named " + spec.name + " (declared in set.toml at line " + std::to_string(spec.where.line) + ")");
  }
  if (!column_of(columns, Role::id)) return;
  CsvRecord row;
  bool any = false;
  while (reader.next(row)) {
    any = true;
    if (static_cast<int>(set.cards.size()) >= kMaxCardsInSet) {
      diags.error(SourcePos{display, row.line, 1}, "too many cards (more than " + std::to_string(kMaxCardsInSet) + ")",
                  "split the set into smaller sets");
      return;
    }
    read_row(row, columns, display, set, seen, diags);
  }
  if (reader_failed()) return;
  if (!any && !may_be_empty)
    diags.error(header_where, "card file defines no cards", "add one row per card under the header");
}

}  // namespace dw
