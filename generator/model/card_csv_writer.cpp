// card_csv_writer: columns from the set and its cards' rules keys, then one row per card.
#include "model/card_csv_writer.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "model/csv_reader.hpp"
#include "model/csv_values.hpp"

namespace dw {

namespace {

using Leaf = std::pair<std::string, const Value*>;  // "a.b" (below rules) and its value

void flatten(const Value& table, const std::string& prefix, std::vector<Leaf>& out, Diagnostics& problems) {
  for (const auto& entry : table.entries) {
    if (entry.key.find('.') != std::string::npos || entry.key.empty()) {
      problems.error(entry.value.where, "the rules key '" + entry.key + "' cannot be a CSV column",
                     "rename it without dots to write the cards as CSV");
      continue;
    }
    const std::string path = prefix.empty() ? entry.key : prefix + "." + entry.key;
    if (entry.value.kind == Value::Kind::table && !entry.value.entries.empty()) flatten(entry.value, path, out, problems);
    else out.emplace_back(path, &entry.value);
  }
}

// The rules columns in an order every card agrees with where it can: each card's keys keep their
// order (a column a card gives before another comes first), ties go to the key seen first.
std::vector<std::string> column_order(const std::vector<std::vector<Leaf>>& per_card) {
  std::vector<std::string> seen;
  std::map<std::string, std::size_t> rank;
  std::map<std::string, std::set<std::string>> after;  // key -> keys that must come after it
  std::map<std::string, int> before_count;
  for (const auto& leaves : per_card) {
    for (std::size_t i = 0; i < leaves.size(); ++i) {
      const std::string& key = leaves[i].first;
      if (rank.emplace(key, seen.size()).second) {
        seen.push_back(key);
        before_count[key] = 0;
      }
      if (i > 0 && after[leaves[i - 1].first].insert(key).second) ++before_count[key];
    }
  }
  std::vector<std::string> order;
  std::set<std::string> placed;
  while (order.size() < seen.size()) {
    const std::string* pick = nullptr;
    for (const auto& key : seen)
      if (!placed.count(key) && before_count[key] == 0) {
        pick = &key;
        break;
      }
    if (!pick)  // cards disagree (a circle): the first key seen that is left goes next
      for (const auto& key : seen)
        if (!placed.count(key)) {
          pick = &key;
          break;
        }
    placed.insert(*pick);
    order.push_back(*pick);
    for (const auto& next : after[*pick])
      if (!placed.count(next)) --before_count[next];
  }
  return order;
}

}  // namespace

std::string cards_as_csv(const CardSet& set, char delimiter) {
  Diagnostics problems;
  std::vector<std::vector<Leaf>> rules;
  bool any_template = false, any_back = false;
  for (const Card& card : set.cards) {
    rules.emplace_back();
    flatten(card.rules, "", rules.back(), problems);
    any_template = any_template || !card.template_name.empty();
    any_back = any_back || !card.back.empty();
  }
  if (problems.has_errors()) throw InputError(problems);
  const std::vector<std::string> rule_columns = column_order(rules);

  std::string out;
  std::vector<std::string> header = {"id", "count", "kind"};
  if (any_template) header.push_back("template");
  if (any_back) header.push_back("back");
  for (const auto& field : set.fields) header.push_back(field.name);
  for (const auto& key : rule_columns) header.push_back("rules." + key);
  const auto write_row = [&](const std::vector<std::pair<std::string, bool>>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i)
      out += (i ? std::string(1, delimiter) : std::string()) + csv_cell(cells[i].first, delimiter, cells[i].second);
    out += '\n';
  };
  std::vector<std::pair<std::string, bool>> cells;
  for (const auto& name : header) cells.emplace_back(name, false);
  write_row(cells);
  for (std::size_t c = 0; c < set.cards.size(); ++c) {
    const Card& card = set.cards[c];
    cells.clear();
    cells.emplace_back(card.id, false);
    cells.emplace_back(std::to_string(card.count), false);
    cells.emplace_back(card.kind, false);
    if (any_template) cells.emplace_back(card.template_name, false);
    if (any_back) cells.emplace_back(card.back, false);
    for (const auto& field : set.fields) {
      bool force = false;
      const Value* v = card.fields.find(field.name);
      std::string text = v ? field_cell_text(*v, force) : std::string();
      cells.emplace_back(std::move(text), force);
    }
    for (const auto& key : rule_columns) {
      bool force = false;
      const auto leaf = std::find_if(rules[c].begin(), rules[c].end(), [&](const Leaf& l) { return l.first == key; });
      std::string text = leaf != rules[c].end() ? rules_cell_text(*leaf->second, force) : std::string();
      cells.emplace_back(std::move(text), force);
    }
    write_row(cells);
  }
  return out;
}

}  // namespace dw
