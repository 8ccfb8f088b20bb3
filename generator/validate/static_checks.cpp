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

// The card a deck finding is about: the deck's only card, or the one card whose count differs
// from the count every other card of the deck shares (the copy count a designer mistyped).
const Card* odd_count_card(const CardSet& set, const engine::DeckRule& deck) {
  std::vector<const Card*> cards;
  for (const std::string& id : deck.card_ids)
    if (const Card* c = set.find_card(id)) cards.push_back(c);
  if (cards.size() == 1) return cards.front();
  if (cards.size() < 3) return nullptr;
  const Card* odd = nullptr;
  for (const Card* c : cards) {
    const auto same = std::count_if(cards.begin(), cards.end(), [&](const Card* o) { return o->count == c->count; });
    if (same == 1) {
      if (odd) return nullptr;  // two cards stand out: no single culprit
      odd = c;
    } else if (static_cast<std::size_t>(same) != cards.size() - 1) {
      return nullptr;  // counts vary without one outlier
    }
  }
  return odd;
}

Finding deck_finding(const CardSet& set, const engine::DeckRule& deck, std::string message, std::string hint) {
  Finding f;
  f.category = category::deck_rules;
  f.where = set_position(set);
  if (const Card* odd = odd_count_card(set, deck)) {
    f.card = odd->id;
    f.where = odd->count_where;
    f.evidence.push_back("'" + odd->id + "' has count = " + std::to_string(odd->count) +
                         (deck.card_ids.size() > 1 ? ", unlike every other card of the " + deck.deck : std::string()));
  }
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

// Whether some word of `printed` starts with `word` less its last letter (at least two letters):
// "Creature · Dwarves" has "dwarf", "Elves" has "elf", "Parry-Riposte" has "riposte".
bool has_word(const std::string& printed, const std::string& word) {
  std::string stem;
  for (char ch : word) stem += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  if (stem.size() > 2) stem.pop_back();
  std::string current;
  const auto matches = [&] { return current.size() >= stem.size() && current.compare(0, stem.size(), stem) == 0; };
  for (char ch : printed) {
    if (std::isalpha(static_cast<unsigned char>(ch))) {
      current += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
      continue;
    }
    if (matches()) return true;
    current.clear();
  }
  return matches();
}

// Every whole number of a rules value, as its absolute value (a text prints "2 less" for -2).
void rules_numbers(const Value& v, std::vector<long long>& out) {
  if (v.kind == Value::Kind::integer) out.push_back(v.integer < 0 ? -v.integer : v.integer);
  for (const Value& item : v.items) rules_numbers(item, out);
  for (const ValueEntry& e : v.entries) rules_numbers(e.value, out);
}

// The numbers a text states as game values: bold (**3**, **+1**) or signed (+1, -2, U+2212 2),
// outside {placeholders}; with the byte offset each starts at.
std::vector<std::pair<long long, std::size_t>> stated_numbers(const std::string& s) {
  std::vector<std::pair<long long, std::size_t>> out;
  int braces = 0;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char ch = s[i];
    if (ch == '{') ++braces;
    if (ch == '}') braces = std::max(0, braces - 1);
    if (braces > 0 || !std::isdigit(static_cast<unsigned char>(ch))) continue;
    if (i > 0 && (std::isalnum(static_cast<unsigned char>(s[i - 1])) || s[i - 1] == '.' || s[i - 1] == ',')) continue;
    std::size_t end = i;
    while (end < s.size() && std::isdigit(static_cast<unsigned char>(s[end]))) ++end;
    std::size_t before = i;
    bool signed_number = false;
    if (before >= 3 && s.compare(before - 3, 3, "\u2212") == 0) {
      before -= 3;
      signed_number = true;
    } else if (before >= 1 && (s[before - 1] == '+' || s[before - 1] == '-')) {
      before -= 1;
      signed_number = true;
    }
    if (signed_number && before > 0 && std::isalnum(static_cast<unsigned char>(s[before - 1]))) signed_number = false;  // "x-2"
    const bool bold = before >= 2 && s.compare(before - 2, 2, "**") == 0;
    if ((signed_number || bold) && end - i <= 9) out.emplace_back(std::atoll(s.substr(i, end - i).c_str()), i);
    i = end - 1;
  }
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

engine::GameOptions complete_options(engine::GameOptions options, const engine::RulesetInfo& ruleset, const CardSet* set) {
  if (options.players == 0) options.players = set ? engine::default_players_for(ruleset, *set) : ruleset.default_players;
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
  const std::vector<engine::CardReference> refs = ruleset.card_references(set);
  for (const engine::CardReference& ref : refs) {
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
  for (Finding& f : check_requirement_circles(set, refs)) out.push_back(std::move(f));
  return out;
}

namespace {

// Every circle of requirements (a card that needs another in play first, which needs ... the
// first), each once, as the cards in the order they name each other.
std::vector<std::vector<const engine::CardReference*>> requirement_circles(const std::vector<engine::CardReference>& refs) {
  std::vector<std::vector<const engine::CardReference*>> circles;
  std::vector<std::string> done;  // cards whose every path has been followed
  for (const engine::CardReference& start : refs) {
    if (!start.requirement) continue;
    std::vector<const engine::CardReference*> path{&start};
    // Follow the first requirement of each card: a card that needs several is rare, and a circle
    // through any of them is found from that card's own start.
    while (path.size() <= refs.size()) {
      const std::string& next = path.back()->target;
      if (next == start.card) {
        // Report the circle once: from its card that comes last in set order is decided below.
        std::vector<std::string> members;
        for (const auto* r : path) members.push_back(r->card);
        std::sort(members.begin(), members.end());
        const std::string key = joined(members, members.size());
        if (std::find(done.begin(), done.end(), key) == done.end()) {
          done.push_back(key);
          circles.push_back(path);
        }
        break;
      }
      const auto step = std::find_if(refs.begin(), refs.end(), [&](const engine::CardReference& r) { return r.requirement && r.card == next; });
      if (step == refs.end() ||
          std::any_of(path.begin(), path.end(), [&](const engine::CardReference* r) { return r->card == next; }))
        break;  // the chain ends, or circles without this start (found from a card on that circle)
      path.push_back(&*step);
    }
  }
  return circles;
}

std::size_t card_order(const CardSet& set, const std::string& id) {
  for (std::size_t i = 0; i < set.cards.size(); ++i)
    if (set.cards[i].id == id) return i;
  return set.cards.size();
}

}  // namespace

std::vector<Finding> check_requirement_circles(const CardSet& set, const std::vector<engine::CardReference>& refs) {
  std::vector<Finding> out;
  for (const auto& circle : requirement_circles(refs)) {
    // Blame the requirement written last in the set: the one that closed the circle.
    const engine::CardReference* last = circle.front();
    for (const auto* r : circle)
      if (card_order(set, r->card) > card_order(set, last->card)) last = r;
    std::string chain;
    for (const auto* r : circle) chain += "'" + r->card + "' needs '" + r->target + "'; ";
    chain.resize(chain.size() - 2);
    Finding f;
    f.category = category::reference;
    f.card = last->card;
    f.where = last->where;
    f.message = circle.size() == 1 ? "'" + last->card + "' needs itself in play before it can be placed, so it can never be placed"
                                   : "'" + last->card + "' closes a circle of requirements, so none of its " +
                                         std::to_string(circle.size()) + " cards can ever be placed";
    f.hint = "drop or change the requirement of '" + last->card + "' so that some card of the circle needs nothing before it";
    f.evidence.push_back(chain);
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
    } else if (p.match == engine::PrintedNumber::Match::name) {
      shown = field->display();
      agrees = as_name(shown) == p.expected;
    } else {
      shown = field->display();
      agrees = has_word(shown, p.expected);
    }
    if (agrees) continue;
    Finding f;
    f.category = category::printed_number;
    f.card = p.card;
    f.where = field->where;
    f.message = "'" + p.card + "' prints " + p.field + " = " + shown + ", but its " + p.rule + " is " + p.expected;
    if (p.match == engine::PrintedNumber::Match::word)
      f.message = "'" + p.card + "' prints " + p.field + " = " + shown + ", which does not say '" + p.expected + "' as its " + p.rule + " does";
    f.hint = "make the printed " + p.field + " match the rules (or print {" + p.rule + "} in the template), or correct " + p.rule;
    f.evidence.push_back(p.rule + " is written at " + p.rules_where.file + ":" + std::to_string(p.rules_where.line) + ":" +
                         std::to_string(p.rules_where.column));
    out.push_back(std::move(f));
  }
  return out;
}

std::vector<Finding> check_text_numbers(const CardSet& set) {
  std::vector<Finding> out;
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    std::vector<long long> known;
    rules_numbers(card.rules, known);
    for (const FieldSpec& spec : set.fields) {
      if (spec.type != FieldType::text) continue;
      const Value* field = card.fields.find(spec.name);
      if (!field || field->kind != Value::Kind::string) continue;
      for (const auto& [number, offset] : stated_numbers(field->string)) {
        if (std::find(known.begin(), known.end(), number) != known.end()) continue;
        Finding f;
        f.category = category::printed_number;
        f.card = card.id;
        f.where = field->where;
        f.message = "'" + card.id + "' says " + std::to_string(number) + " in its " + spec.name +
                    ", but no value of its rules table is " + std::to_string(number);
        f.hint = "print the rules value through a placeholder (such as {rules.amount}) so text and rules cannot drift apart, "
                 "or correct the text or the rules";
        std::string values;
        for (long long v : known) values += (values.empty() ? "" : ", ") + std::to_string(v);
        f.evidence.push_back("its rules table holds " + (values.empty() ? std::string("no number") : values));
        out.push_back(std::move(f));
        break;  // one finding per field
      }
    }
  }
  return out;
}

std::vector<Finding> check_design_problems(const CardSet& set, const engine::RulesetInfo& ruleset,
                                           const engine::GameOptions& options) {
  std::vector<Finding> out;
  if (!ruleset.design_problems) return out;
  for (engine::DesignProblem& p : ruleset.design_problems(set, options)) {
    Finding f;
    f.category = p.category;
    f.card = p.card;
    f.message = p.message;
    f.hint = p.hint;
    f.where = p.where;
    f.evidence = std::move(p.evidence);
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
