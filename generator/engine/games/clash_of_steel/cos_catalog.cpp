// cos_catalog: reading and checking the Clash of Steel rules tables (vocabulary in the header).
// Two passes: the first learns every card's type, id and race, the second reads the effects,
// whose references (races, creature and resource ids) need the whole set.
#include "engine/games/clash_of_steel/cos_catalog.hpp"

#include <algorithm>

#include "engine/games/common/rules_reader.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

constexpr const char* kRuleset = "clash-of-steel";
const std::vector<std::string> kTypes = {"creature", "resource", "number"};
const std::vector<std::string> kCreatureKeys = {"type", "attack", "defense", "race", "attacks", "starting", "on_play", "bonus"};
const std::vector<std::string> kResourceKeys = {"type", "requires", "modifier"};
const std::vector<std::string> kNumberKeys = {"type", "value"};
const std::vector<std::string> kAllKeys = {"type", "attack", "defense", "race", "attacks", "starting",
                                           "on_play", "bonus", "requires", "modifier", "value"};
const std::vector<std::string> kOnPlay = {"discard-creature", "discard-resource", "discard-hand"};
const std::vector<std::string> kStats = {"attack", "defense"};
const std::vector<std::string> kWhose = {"owner", "everyone", "attackers"};
const std::vector<std::string> kBonusKeys = {"stat", "amount", "versus"};
const std::vector<std::string> kModifierKeys = {"stat", "amount", "creature", "whose"};

int index_of(const std::vector<std::string>& words, std::string_view w) {
  const auto it = std::find(words.begin(), words.end(), w);
  return it == words.end() ? -1 : static_cast<int>(it - words.begin());
}

// A bonus's or modifier's `amount`: a non-zero rating change.
int amount_of(RulesReader& table) {
  const int a = table.integer("amount", -kMaxAmount, kMaxAmount, "the change to the rating, e.g. 1 or -1").value_or(0);
  if (const Value* v = table.find("amount"); v && v->kind == Value::Kind::integer && v->integer == 0)
    table.error(v, table.name_of("amount") + " = 0 changes nothing", "use a value from -5 to 5 other than 0");
  return a;
}

Stat stat_of(RulesReader& table) {
  return table.choice("stat", kStats).value_or(0) == 1 ? Stat::defense : Stat::attack;
}

}  // namespace

const char* kind_name(CardKind k) {
  switch (k) {
    case CardKind::creature: return "creature";
    case CardKind::resource: return "resource";
    case CardKind::number: return "number";
  }
  return "?";
}

int Catalog::find(std::string_view id) const {
  for (std::size_t i = 0; i < types.size(); ++i)
    if (types[i].id == id) return static_cast<int>(i);
  return -1;
}

Catalog read_catalog(const CardSet& set, Diagnostics& out) {
  Catalog catalog;
  std::vector<const Card*> sources;  // the card of each type
  std::vector<std::string> creature_ids, resource_ids;

  // Pass 1: type, id, name, race and the plain ratings.
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    RulesReader rules(card, card.rules, "rules", kRuleset, out);
    const auto kind = rules.choice("type", kTypes);
    if (!kind) continue;
    CardType t;
    t.id = card.id;
    const Value* name = card.fields.find("name");
    t.name = name ? name->display() : card.id;
    t.kind = static_cast<CardKind>(*kind);
    t.count = card.count;
    switch (t.kind) {
      case CardKind::creature: {
        rules.only_keys(kCreatureKeys, kAllKeys, "creature");
        t.attack = rules.integer("attack", 0, kMaxRating, "the printed attack rating").value_or(0);
        t.defense = rules.integer("defense", 0, kMaxRating, "the printed defense rating").value_or(0);
        t.can_attack = rules.boolean_or("attacks", true);
        t.starting = rules.boolean_or("starting", false);
        if (const Value* race = rules.string("race", "add race = \"...\" (a word other cards can name, e.g. \"human\")")) {
          if (race->string.empty() || race->string.find_first_of(" \t,") != std::string::npos) {
            rules.error(race, "rules.race must be one word, not '" + race->string + "'", "write race = \"human\", \"orc\", ...");
          } else {
            int r = index_of(catalog.races, race->string);
            if (r < 0) {
              r = static_cast<int>(catalog.races.size());
              catalog.races.push_back(race->string);
            }
            t.race = r;
          }
        }
        if (rules.has("on_play"))
          if (const auto effect = rules.choice("on_play", kOnPlay)) t.on_play = static_cast<OnPlay>(*effect + 1);
        creature_ids.push_back(card.id);
        break;
      }
      case CardKind::resource:
        rules.only_keys(kResourceKeys, kAllKeys, "resource");
        resource_ids.push_back(card.id);
        break;
      case CardKind::number:
        rules.only_keys(kNumberKeys, kAllKeys, "number");
        t.value = rules.integer("value", 1, kMaxNumberValue, "the number added to a rating").value_or(1);
        break;
    }
    // A card with other errors stays in: its effects are still checked in pass 2, and the game
    // is not built when any error was found.
    catalog.types.push_back(std::move(t));
    sources.push_back(&card);
  }
  if (static_cast<int>(catalog.races.size()) > kMaxRaces) {
    out.error(SourcePos{set.set_file.string(), 1, 1},
              "the set names " + std::to_string(catalog.races.size()) + " races; clash-of-steel supports at most " +
                  std::to_string(kMaxRaces),
              "let creatures share races");
    return catalog;
  }

  // Pass 2: effects that refer to other cards and races.
  for (std::size_t i = 0; i < catalog.types.size(); ++i) {
    CardType& t = catalog.types[i];
    const Card& card = *sources[i];
    RulesReader rules(card, card.rules, "rules", kRuleset, out);
    if (t.kind == CardKind::creature) {
      for (const Value* b : rules.tables("bonus")) {
        RulesReader table = rules.nested(*b, "bonus");
        table.only_keys(kBonusKeys);
        Bonus bonus;
        bonus.stat = stat_of(table);
        bonus.amount = amount_of(table);
        if (!table.has("versus")) {
          table.error(nullptr, "rules.bonus.versus is missing",
                      "add versus = [\"race\", ...]: the races it fights better against");
        } else if (const Value* versus = table.find("versus");
                   versus->kind == Value::Kind::array && versus->items.empty()) {
          table.error(versus, "rules.bonus.versus names no race", "list the races it fights better against");
        }
        for (const Value* race : table.strings("versus", "races")) {
          const int r = index_of(catalog.races, race->string);
          if (r < 0) table.unknown_name(*race, "versus", "a race", catalog.races);
          else bonus.versus |= 1u << r;
        }
        t.bonuses.push_back(bonus);
      }
    } else if (t.kind == CardKind::resource) {
      if (rules.has("requires")) {
        if (const Value* req = rules.string("requires", "")) {
          const int r = catalog.find(req->string);
          if (r < 0 || catalog.types[static_cast<std::size_t>(r)].kind != CardKind::resource)
            rules.unknown_name(*req, "requires", "a resource card", resource_ids);
          else if (r == static_cast<int>(i))
            rules.error(req, "a resource cannot require itself", "name another resource card");
          else
            t.requires_resource = r;
        }
      }
      for (const Value* m : rules.tables("modifier")) {
        RulesReader table = rules.nested(*m, "modifier");
        table.only_keys(kModifierKeys);
        Modifier mod;
        mod.resource = static_cast<int>(i);
        mod.stat = stat_of(table);
        mod.amount = amount_of(table);
        if (table.has("whose"))
          if (const auto whose = table.choice("whose", kWhose)) mod.whose = static_cast<Whose>(*whose);
        const Value* target = table.string("creature", "add creature = \"<id>\": the creature card it changes");
        if (!target) continue;
        const int c = catalog.find(target->string);
        if (c < 0 || catalog.types[static_cast<std::size_t>(c)].kind != CardKind::creature) {
          table.unknown_name(*target, "creature", "a creature card", creature_ids);
          continue;
        }
        if (!rules.failed()) catalog.types[static_cast<std::size_t>(c)].modified_by.push_back(mod);
      }
    }
  }

  for (std::size_t i = 0; i < catalog.types.size(); ++i) {
    const CardType& t = catalog.types[i];
    const int index = static_cast<int>(i);
    switch (t.kind) {
      case CardKind::creature:
        (t.starting ? catalog.starting : catalog.creatures).push_back(index);
        catalog.all_creatures.push_back(index);
        if (index < kMaxCardTypes) {
          catalog.creature_mask |= std::uint64_t{1} << index;
          if (t.can_attack) catalog.attacker_mask |= std::uint64_t{1} << index;
        }
        break;
      case CardKind::resource:
        catalog.resources.push_back(index);
        if (index < kMaxCardTypes) catalog.resource_mask |= std::uint64_t{1} << index;
        break;
      case CardKind::number: catalog.numbers.push_back(index); break;
    }
    if (!t.starting) catalog.main_deck += t.count;
    if (t.kind == CardKind::number) catalog.number_cards += t.count;
    for (std::size_t j = 0; j < i; ++j)
      if (catalog.types[j].name == t.name)
        out.error(sources[i]->where,
                  "two cards are named '" + t.name + "' (" + catalog.types[j].id + " and " + t.id + ")",
                  "give every card its own name: the rules engine names moves after cards", t.id);
  }
  if (static_cast<int>(catalog.types.size()) > kMaxCardTypes)
    out.error(SourcePos{set.set_file.string(), 1, 1},
              "the set has " + std::to_string(catalog.types.size()) +
                  " different cards; clash-of-steel supports at most " + std::to_string(kMaxCardTypes),
              "merge cards that play alike, or raise kMaxCardTypes");
  return catalog;
}

}  // namespace dw::engine::games::clash_of_steel
