// eg_cards: reading and checking the En Garde! rules tables (vocabulary in eg_cards.hpp) through
// RulesReader, which words the messages about a card's values as for every ruleset.
#include "engine/games/en_garde/eg_cards.hpp"

#include <algorithm>
#include <array>

#include "engine/games/common/rules_reader.hpp"

namespace dw::engine::games::en_garde {

namespace {

constexpr const char* kRuleset = "en-garde";
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

// The keys a card of kind `k` knows.
std::vector<std::string> keys_of(CardKind k) {
  std::vector<std::string> keys = {"type", "cost"};
  const auto& own = kKindKeys[static_cast<std::size_t>(k)];
  keys.insert(keys.end(), own.begin(), own.end());
  return keys;
}

void set_error(Diagnostics& out, const CardSet& set, std::string message, std::string hint) {
  out.error(SourcePos{set.set_file.string(), 0, 0}, std::move(message), std::move(hint));
}

// Resolves a list of card ids (`forbids`, `immune_to`) to a mask of types of kind `wanted`.
std::uint32_t resolve_ids(const CardCatalog& catalog, const Card& card, const char* key, CardKind wanted,
                          Diagnostics& out) {
  RulesReader rules(card, card.rules, "rules", kRuleset, out);
  std::vector<std::string> candidates;
  for (const auto& t : catalog.types)
    if (t.kind == wanted) candidates.push_back(t.id);
  std::uint32_t mask = 0;
  for (const Value* item : rules.strings(key, "card ids")) {
    const int t = catalog.find(item->string);
    if (t < 0 || !catalog.is(t, wanted))
      rules.unknown_name(*item, key, std::string("a ") + card_kind_name(wanted) + " card", candidates);
    else
      mask |= 1u << t;
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
    RulesReader rules(card, card.rules, "rules", kRuleset, out);
    const auto kind = rules.choice("type", kKinds);
    if (!kind) continue;
    CardType t;
    t.kind = static_cast<CardKind>(*kind);
    rules.only_keys(keys_of(t.kind), all_keys(), card_kind_name(t.kind));
    t.id = card.id;
    const Value* name = card.fields.find("name");
    t.name = name && name->kind == Value::Kind::string && !name->string.empty() ? name->string : card.id;
    t.count = card.count;
    t.cost = rules.integer_or("cost", 0, kMaxValue, 0);
    auto does_nothing = [&](const std::string& needs) {
      rules.error(nullptr, std::string("this ") + card_kind_name(t.kind) + " card has no effect", "give it " + needs);
    };
    switch (t.kind) {
      case CardKind::attack:
        t.damage = rules.integer("damage", 0, kMaxValue, "the Attack's bursts of damage").value_or(0);
        t.when_unthreatened = rules.boolean_or("when_unthreatened", false);
        break;
      case CardKind::enhancement:
        t.bonus = rules.integer("bonus", 0, kMaxValue, "the damage it adds to its Attack").value_or(0);
        break;
      case CardKind::response:
        t.blocks = rules.boolean_or("blocks", false);
        t.shield = rules.integer_or("shield", 0, kMaxValue, 0);
        t.riposte = rules.has("riposte_cost");
        t.riposte_cost = rules.integer_or("riposte_cost", 0, kMaxValue, 0);
        if (!rules.failed() && !t.blocks && t.shield == 0 && !t.riposte)
          does_nothing("blocks = true, a shield or a riposte_cost");
        break;
      case CardKind::press: break;
      case CardKind::fancy:
        t.grants_attack = rules.boolean_or("grants_attack", false);
        t.disarm = rules.boolean_or("disarm", false);
        t.disengage = rules.boolean_or("disengage", false);
        if (!rules.failed() && !t.grants_attack && !t.disarm && !t.disengage)
          does_nothing("grants_attack = true, disarm = true or disengage = true");
        break;
      case CardKind::item:
        t.attack_bonus = rules.integer_or("attack_bonus", 0, kMaxValue, 0);
        t.shield = rules.integer_or("shield", 0, kMaxValue, 0);
        t.shot = rules.integer_or("shot", 1, kMaxValue, 0);
        if (!rules.failed() && t.attack_bonus == 0 && t.shield == 0 && t.shot == 0)
          does_nothing("an attack_bonus, a shield or a shot");
        if (t.shot > 0 && !with_shot_items) t.count = 0;
        break;
      case CardKind::restore:
        t.restore = rules.integer("restore", 1, kMaxValue, "the Poise it gives back").value_or(0);
        break;
    }
    if (rules.failed()) continue;
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
