// static_checks: deck rules, references and printed numbers from the ruleset's hooks, and the
// ruleset's own diagnostics as findings. The wording of every finding is in this file.
#include "validate/static_checks.hpp"

#include <algorithm>
#include <cctype>
#include <cstdlib>

#include "model/suggest.hpp"

namespace dw::validate {

namespace {

std::string joined(const std::vector<std::string>& ids, std::size_t most = 12) {
  std::string out;
  for (std::size_t i = 0; i < ids.size() && i < most; ++i) out += (i ? ", " : "") + ids[i];
  if (ids.size() > most) out += " and " + std::to_string(ids.size() - most) + " more";
  return out;
}

SourcePos set_position(const CardSet& set) { return SourcePos{set.set_file.string(), 1, 1}; }

Finding deck_finding(const CardSet& set, const engine::DeckRule& deck, std::string message, std::string hint) {
  Finding f;
  f.category = category::deck_rules;
  f.where = set_position(set);
  f.message = std::move(message);
  f.hint = std::move(hint);
  f.evidence.push_back("the " + deck.deck + " is made of: " + (deck.card_ids.empty() ? std::string("no card") : joined(deck.card_ids)));
  return f;
}

// "Parry (defence)" -> "parry"; "Head Swing" -> "head-swing".
std::string as_name(const std::string& printed) {
  std::string out;
  int depth = 0;
  for (char ch : printed) {
    if (ch == '(') ++depth;
    else if (ch == ')') depth = std::max(0, depth - 1);
    else if (depth == 0) out += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  while (!out.empty() && out.front() == ' ') out.erase(out.begin());
  std::replace(out.begin(), out.end(), ' ', '-');
  return out;
}

// The number a printed value shows: an integer field, or the digits a text starts with (after
// a sign: '+', '-' or the typographic minus U+2212).
bool printed_number(const Value& v, std::string& out) {
  if (v.kind == Value::Kind::integer) {
    out = std::to_string(v.integer);
    return true;
  }
  if (v.kind != Value::Kind::string) return false;
  const std::string& s = v.string;
  std::size_t i = 0;
  while (i < s.size() && s[i] == ' ') ++i;
  bool negative = false;
  if (s.compare(i, 3, "\u2212") == 0) {
    negative = true;
    i += 3;
  } else if (i < s.size() && (s[i] == '-' || s[i] == '+')) {
    negative = s[i] == '-';
    ++i;
  }
  std::size_t j = i;
  while (j < s.size() && std::isdigit(static_cast<unsigned char>(s[j]))) ++j;
  if (j == i || j - i > 9) return false;
  const long n = std::atol(s.substr(i, j - i).c_str());
  out = std::to_string(negative ? -n : n);
  return true;
}

}  // namespace

engine::GameOptions complete_options(engine::GameOptions options, const engine::RulesetInfo& ruleset) {
  if (options.players == 0) options.players = ruleset.default_players;
  for (const auto& spec : ruleset.options) options.rules.emplace(spec.name, spec.default_value);
  return options;
}

std::vector<Finding> check_deck_rules(const CardSet& set, const engine::RulesetInfo& ruleset,
                                      const engine::GameOptions& options) {
  std::vector<Finding> out;
  if (!ruleset.deck_rules) return out;
  for (const engine::DeckRule& deck : ruleset.deck_rules(set, options)) {
    const std::string has = "the " + deck.deck + " has " + std::to_string(deck.cards) + " card" + (deck.cards == 1 ? "" : "s");
    const bool short_to_deal = deck.dealt > 0 && deck.cards < deck.dealt;
    const std::string deal = "too few to deal " + deck.dealt_why + " (" + std::to_string(deck.dealt) + ")";
    if (deck.exact > 0 && deck.cards != deck.exact) {
      out.push_back(deck_finding(set, deck, has + "; the rules need exactly " + std::to_string(deck.exact),
                                 "change the counts of its cards so they add up to " + std::to_string(deck.exact)));
    } else if (deck.minimum > 0 && deck.cards < deck.minimum) {
      // A minimum that is the deal itself (or more) says it all in one finding.
      out.push_back(deck_finding(set, deck, has + (short_to_deal && deck.minimum >= deck.dealt ? ", " + deal + "; the rules need at least "
                                                                                            : "; the rules need at least ") +
                                                std::to_string(deck.minimum),
                                 "raise the counts of its cards, or add cards"));
      if (short_to_deal && deck.minimum >= deck.dealt) continue;
    }
    if (short_to_deal)
      out.push_back(deck_finding(set, deck, has + ", " + deal, "add cards to it, or play with fewer players or smaller hands"));
  }
  return out;
}

std::vector<Finding> check_references(const CardSet& set, const engine::RulesetInfo& ruleset) {
  std::vector<Finding> out;
  if (!ruleset.card_references) return out;
  std::vector<std::string> ids;
  for (const Card& c : set.cards) ids.push_back(c.id);
  for (const engine::CardReference& ref : ruleset.card_references(set)) {
    Finding f;
    f.category = category::reference;
    f.card = ref.card;
    f.where = ref.where;
    const std::string names = "'" + ref.card + "' names '" + ref.target + "' (" + ref.relation + ")";
    const Card* target = set.find_card(ref.target);
    if (!target) {
      f.message = names + ", but the set has no card '" + ref.target + "'";
      f.hint = "add the card '" + ref.target + "', or correct the name" + did_you_mean(ref.target, ids);
    } else if (target->count == 0) {
      f.message = names + ", but '" + ref.target + "' has count = 0, so it never comes into play";
      f.hint = "give '" + ref.target + "' a count, or change '" + ref.card + "'";
      f.evidence.push_back("'" + ref.target + "' is defined at " + target->where.file + ":" + std::to_string(target->where.line));
    } else if (target->rules.entries.empty()) {
      f.message = names + ", but '" + ref.target + "' has no rules table, so the game leaves it out";
      f.hint = "give '" + ref.target + "' its [card.rules]";
    } else {
      continue;
    }
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<Finding> check_printed_numbers(const CardSet& set, const engine::RulesetInfo& ruleset) {
  std::vector<Finding> out;
  if (!ruleset.printed_numbers) return out;
  for (const engine::PrintedNumber& p : ruleset.printed_numbers(set)) {
    const Card* card = set.find_card(p.card);
    const Value* field = card ? card->fields.find(p.field) : nullptr;
    if (!field) continue;  // the set does not print this field
    std::string shown;
    bool agrees;
    if (p.match == engine::PrintedNumber::Match::number) {
      agrees = printed_number(*field, shown) && shown == p.expected;
      if (shown.empty()) shown = field->display();
    } else {
      shown = field->display();
      agrees = as_name(shown) == p.expected;
    }
    if (agrees) continue;
    Finding f;
    f.category = category::printed_number;
    f.card = p.card;
    f.where = field->where;
    f.message = "'" + p.card + "' prints " + p.field + " = " + shown + ", but its " + p.rule + " is " + p.expected;
    f.hint = "make the printed " + p.field + " match the rules (or print {" + p.rule + "} in the template), or correct " + p.rule;
    f.evidence.push_back(p.rule + " is written at " + p.rules_where.file + ":" + std::to_string(p.rules_where.line) + ":" +
                         std::to_string(p.rules_where.column));
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<Finding> check_payoffs(const CardSet& set, const engine::RulesetInfo& ruleset, const engine::GameOptions& options) {
  std::vector<Finding> out;
  if (!ruleset.card_payoffs) return out;
  for (const engine::CardPayoff& p : ruleset.card_payoffs(set, options)) {
    if (p.cost <= p.most) continue;
    Finding f;
    f.category = category::overcosted;
    f.card = p.card;
    f.where = p.where;
    f.message = "'" + p.card + "' costs " + std::to_string(p.cost) + " " + p.unit + " but can give back at most " +
                std::to_string(p.most) + ", so it never pays for itself";
    f.hint = "lower its cost to " + std::to_string(p.most) + " or less, or make it give back more";
    f.evidence.push_back("at most " + std::to_string(p.most) + ": " + p.breakdown);
    if (!p.caveat.empty()) f.evidence.push_back("the one exception: " + p.caveat);
    out.push_back(std::move(f));
  }
  return out;
}

const Card* card_at(const CardSet& set, const SourcePos& where) {
  const Card* best = nullptr;
  for (const Card& c : set.cards)
    if (c.where.file == where.file && c.where.line <= where.line && (!best || c.where.line > best->where.line)) best = &c;
  return best;
}

std::shared_ptr<const engine::Game> build_game(const CardSet& set, const engine::GameOptions& options,
                                               std::vector<Finding>& findings) {
  Diagnostics warnings;
  std::shared_ptr<const engine::Game> game;
  std::vector<Diagnostic> refused;
  try {
    game = engine::make_game(set, options, warnings);
  } catch (const InputError& e) {
    refused = e.diagnostics().items();
  }
  const auto already = [&](const Diagnostic& d) {
    return std::any_of(findings.begin(), findings.end(), [&](const Finding& f) {
      return f.where == d.where && f.where.line > 0 && f.severity == Severity::error;
    });
  };
  for (const Diagnostic& d : warnings.items()) refused.push_back(d);
  for (const Diagnostic& d : refused) {
    if (d.severity == Severity::error && already(d)) continue;  // the same problem, found by a static check
    const bool set_wide = d.where.file == set.set_file.string() && d.where.line <= 1;
    auto deck = std::find_if(findings.begin(), findings.end(), [](const Finding& f) { return f.category == category::deck_rules; });
    if (d.severity == Severity::error && set_wide && deck != findings.end()) {
      deck->evidence.push_back("the " + set.ruleset + " ruleset says: " + d.message);
      continue;
    }
    Finding f;
    f.severity = d.severity;
    f.category = category::vocabulary;
    f.where = d.where;
    f.message = d.message;
    f.hint = d.hint;
    f.card = d.card_id;
    if (f.card.empty())
      if (const Card* c = card_at(set, d.where)) f.card = c->id;
    findings.push_back(std::move(f));
  }
  return game;
}

}  // namespace dw::validate
