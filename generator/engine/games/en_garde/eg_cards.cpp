// eg_cards: reading and checking the En Garde! rules tables (vocabulary in eg_cards.hpp). Every
// message this ruleset reports about a card is worded here.
#include "engine/games/en_garde/eg_cards.hpp"

#include <algorithm>
#include <array>

#include "model/suggest.hpp"

namespace dw::engine::games::en_garde {

namespace {

const std::vector<std::string> kKinds = {"attack", "enhancement", "response", "press",
                                         "fancy",  "item",        "restore"};

// The keys each kind accepts besides `type` and `cost`.
const std::array<std::vector<std::string>, 7> kKindKeys = {{
    {"damage", "when_unthreatened"},
    {"bonus", "forbids"},
    {"blocks", "shield", "riposte_cost", "immune_to"},
    {},
    {"grants_attack", "disarm", "disengage"},
    {"attack_bonus", "shield", "shot"},
    {"restore"},
}};

std::vector<std::string> all_keys() {
  std::vector<std::string> keys = {"type", "cost"};
  for (const auto& list : kKindKeys)
    for (const auto& k : list)
      if (std::find(keys.begin(), keys.end(), k) == keys.end()) keys.push_back(k);
  return keys;
}

std::string list_of(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += (out.empty() ? "" : ", ") + w;
  return out.empty() ? "nothing else" : out;
}

// Checks one card's rules table and reports its problems, all positioned.
class CardChecker {
 public:
  CardChecker(const Card& card, Diagnostics& out) : card_(card), out_(out) {}

  void report(SourcePos where, std::string message, std::string hint = {}) {
    if (where.line <= 0) where = card_.rules.where.line > 0 ? card_.rules.where : card_.where;
    Diagnostic d;
    d.severity = Severity::error;
    d.where = std::move(where);
    d.message = std::move(message);
    d.hint = std::move(hint);
    d.card_id = card_.id;
    out_.add(std::move(d));
    failed_ = true;
  }

  void missing(const std::string& key, const std::string& what) {
    report({}, "rules." + key + " is missing", "add " + key + " = ... (" + what + ")");
  }
  void wrong_type(const std::string& key, const Value& v, const char* wanted) {
    report(v.where, "rules." + key + " must be " + wanted + ", not " + Value::kind_name(v.kind));
  }
  void unknown_key(const ValueEntry& e) {
    report(e.value.where, "unknown rules key '" + e.key + "' for en-garde" + did_you_mean(e.key, all_keys()),
           "en-garde cards know: " + list_of(all_keys()) + " (see generator/engine/README.md)");
  }
  void key_not_for_kind(const ValueEntry& e, CardKind k) {
    report(e.value.where, "rules." + e.key + " does not apply to " + std::string(card_kind_name(k)) + " cards",
           std::string("a ") + card_kind_name(k) + " card knows type, cost and " +
               list_of(kKindKeys[static_cast<std::size_t>(k)]));
  }
  void does_nothing(CardKind k, const std::string& needs) {
    report({}, std::string("this ") + card_kind_name(k) + " card has no effect", "give it " + needs);
  }
  void unknown_reference(const Value& v, const std::string& key, CardKind wanted) {
    report(v.where, "rules." + key + " names '" + v.string + "', which is not a " + card_kind_name(wanted) + " card",
           std::string("list the ids of ") + card_kind_name(wanted) + " cards of this set");
  }

  // An integer in [lo, hi]; `fallback` when absent and not required.
  int integer(const char* key, int lo, int hi, bool required, int fallback, const std::string& what) {
    const Value* v = card_.rules.find(key);
    if (!v) {
      if (required) missing(key, what);
      return fallback;
    }
    if (v->kind != Value::Kind::integer) {
      wrong_type(key, *v, "a whole number");
      return fallback;
    }
    if (v->integer < lo || v->integer > hi) {
      report(v->where, "rules." + std::string(key) + " = " + std::to_string(v->integer) + " is out of range",
             std::string(key) + " goes from " + std::to_string(lo) + " to " + std::to_string(hi));
      return fallback;
    }
    return static_cast<int>(v->integer);
  }

  bool boolean(const char* key) {
    const Value* v = card_.rules.find(key);
    if (!v) return false;
    if (v->kind != Value::Kind::boolean) {
      wrong_type(key, *v, "true or false");
      return false;
    }
    return v->boolean;
  }

  bool failed() const { return failed_; }

 private:
  const Card& card_;
  Diagnostics& out_;
  bool failed_ = false;
};

void set_error(Diagnostics& out, const CardSet& set, std::string message, std::string hint) {
  Diagnostic d;
  d.where = SourcePos{set.set_file.string(), 0, 0};
  d.message = std::move(message);
  d.hint = std::move(hint);
  out.add(std::move(d));
}

// Resolves a list of card ids (`forbids`, `immune_to`) to a mask of types of kind `wanted`.
std::uint32_t resolve_ids(const CardCatalog& catalog, const Card& card, const char* key, CardKind wanted,
                          Diagnostics& out) {
  const Value* v = card.rules.find(key);
  if (!v) return 0;
  CardChecker check(card, out);
  if (v->kind != Value::Kind::array) {
    check.wrong_type(key, *v, "a list of card ids");
    return 0;
  }
  std::uint32_t mask = 0;
  for (const Value& item : v->items) {
    if (item.kind != Value::Kind::string) {
      check.wrong_type(key, item, "a card id (a string)");
      continue;
    }
    const int t = catalog.find(item.string);
    if (t < 0 || !catalog.is(t, wanted)) check.unknown_reference(item, key, wanted);
    else mask |= 1u << t;
  }
  return mask;
}

}  // namespace

const char* card_kind_name(CardKind k) {
  switch (k) {
    case CardKind::attack: return "attack";
    case CardKind::enhancement: return "enhancement";
    case CardKind::response: return "response";
    case CardKind::press: return "press";
    case CardKind::fancy: return "fancy";
    case CardKind::item: return "item";
    case CardKind::restore: return "restore";
  }
  return "?";
}

int CardCatalog::find(std::string_view id) const {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return -1;
}

CardCatalog read_card_catalog(const CardSet& set, bool with_shot_items, Diagnostics& out) {
  CardCatalog catalog;
  std::vector<const Card*> sources;  // the card of each type, for the second pass
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    CardChecker check(card, out);
    const Value* type = card.rules.find("type");
    if (!type) {
      check.missing("type", "one of " + list_of(kKinds));
      continue;
    }
    if (type->kind != Value::Kind::string) {
      check.wrong_type("type", *type, "a string");
      continue;
    }
    const auto kind_it = std::find(kKinds.begin(), kKinds.end(), type->string);
    if (kind_it == kKinds.end()) {
      check.report(type->where, "unknown card type '" + type->string + "'" + did_you_mean(type->string, kKinds),
                   "en-garde card types are " + list_of(kKinds));
      continue;
    }
    CardType t;
    t.kind = static_cast<CardKind>(kind_it - kKinds.begin());
    const auto& allowed = kKindKeys[static_cast<std::size_t>(t.kind)];
    const auto keys = all_keys();
    for (const auto& e : card.rules.entries) {
      if (e.key == "type" || e.key == "cost") continue;
      if (std::find(keys.begin(), keys.end(), e.key) == keys.end()) check.unknown_key(e);
      else if (std::find(allowed.begin(), allowed.end(), e.key) == allowed.end()) check.key_not_for_kind(e, t.kind);
    }
    t.id = card.id;
    const Value* name = card.fields.find("name");
    t.name = name && name->kind == Value::Kind::string && !name->string.empty() ? name->string : card.id;
    t.count = card.count;
    t.cost = check.integer("cost", 0, kMaxValue, false, 0, "Poise paid to play it");
    switch (t.kind) {
      case CardKind::attack:
        t.damage = check.integer("damage", 0, kMaxValue, true, 0, "the Attack's bursts of damage");
        t.when_unthreatened = check.boolean("when_unthreatened");
        break;
      case CardKind::enhancement:
        t.bonus = check.integer("bonus", 0, kMaxValue, true, 0, "the damage it adds to its Attack");
        break;
      case CardKind::response:
        t.blocks = check.boolean("blocks");
        t.shield = check.integer("shield", 0, kMaxValue, false, 0, "");
        t.riposte = card.rules.find("riposte_cost") != nullptr;
        t.riposte_cost = check.integer("riposte_cost", 0, kMaxValue, false, 0, "");
        if (!check.failed() && !t.blocks && t.shield == 0 && !t.riposte)
          check.does_nothing(t.kind, "blocks = true, a shield or a riposte_cost");
        break;
      case CardKind::press: break;
      case CardKind::fancy:
        t.grants_attack = check.boolean("grants_attack");
        t.disarm = check.boolean("disarm");
        t.disengage = check.boolean("disengage");
        if (!check.failed() && !t.grants_attack && !t.disarm && !t.disengage)
          check.does_nothing(t.kind, "grants_attack = true, disarm = true or disengage = true");
        break;
      case CardKind::item:
        t.attack_bonus = check.integer("attack_bonus", 0, kMaxValue, false, 0, "");
        t.shield = check.integer("shield", 0, kMaxValue, false, 0, "");
        t.shot = check.integer("shot", 1, kMaxValue, false, 0, "");
        if (!check.failed() && t.attack_bonus == 0 && t.shield == 0 && t.shot == 0)
          check.does_nothing(t.kind, "an attack_bonus, a shield or a shot");
        if (t.shot > 0 && !with_shot_items) t.count = 0;
        break;
      case CardKind::restore:
        t.restore = check.integer("restore", 1, kMaxValue, true, 0, "the Poise it gives back");
        break;
    }
    if (check.failed()) continue;
    if (catalog.num_types() == kMaxCardTypes) {
      set_error(out, set, "en-garde supports at most " + std::to_string(kMaxCardTypes) + " different cards",
                "merge cards that play alike into one card with a larger count");
      break;
    }
    catalog.kind_mask[static_cast<int>(t.kind)] |= 1u << catalog.num_types();
    catalog.total_cards += t.count;
    catalog.types.push_back(std::move(t));
    sources.push_back(&card);
  }
  // Second pass: card ids named by other cards.
  for (std::size_t i = 0; i < catalog.types.size(); ++i) {
    CardType& t = catalog.types[i];
    if (t.kind == CardKind::enhancement)
      t.forbids = resolve_ids(catalog, *sources[i], "forbids", CardKind::response, out);
    if (t.kind == CardKind::response)
      t.immune_to = resolve_ids(catalog, *sources[i], "immune_to", CardKind::press, out);
  }
  if (catalog.total_cards > kMaxDeck)
    set_error(out, set, "the en-garde deck has " + std::to_string(catalog.total_cards) + " cards; at most " +
                            std::to_string(kMaxDeck) + " are supported",
              "lower some counts");
  if (catalog.types.empty())
    set_error(out, set, "the card set has no en-garde cards", "give cards a [card.rules] table with a type");
  return catalog;
}

}  // namespace dw::engine::games::en_garde
