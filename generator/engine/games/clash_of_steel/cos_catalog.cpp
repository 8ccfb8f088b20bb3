// cos_catalog: reading and checking the Clash of Steel rules tables (vocabulary in the header).
// Two passes: the first learns every card's type, id and race, the second reads the effects,
// whose references (races, creature and resource ids) need the whole set.
#include "engine/games/clash_of_steel/cos_catalog.hpp"

#include <algorithm>

#include "model/suggest.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

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

std::string join(const std::vector<std::string>& words) {
  std::string out;
  for (std::size_t i = 0; i < words.size(); ++i) out += (i == 0 ? "" : i + 1 == words.size() ? " or " : ", ") + words[i];
  return out;
}

int index_of(const std::vector<std::string>& words, std::string_view w) {
  const auto it = std::find(words.begin(), words.end(), w);
  return it == words.end() ? -1 : static_cast<int>(it - words.begin());
}

// Reports problems of one card; every message of the catalog is worded here.
class CardChecker {
 public:
  CardChecker(const Card& card, Diagnostics& out) : card_(card), out_(out) {}

  void error(SourcePos where, std::string message, std::string hint = {}) {
    if (where.line <= 0) where = card_.rules.where.line > 0 ? card_.rules.where : card_.where;
    Diagnostic d;
    d.where = std::move(where);
    d.message = std::move(message);
    d.hint = std::move(hint);
    d.card_id = card_.id;
    out_.add(std::move(d));
    failed_ = true;
  }
  void missing(const std::string& path, const std::string& hint, const SourcePos& where = {}) {
    error(where, "rules." + path + " is missing", hint);
  }
  void wrong_kind(const std::string& path, const Value& v, const std::string& expected) {
    error(v.where, "rules." + path + " must be " + expected + ", not " + Value::kind_name(v.kind));
  }
  void unknown_word(const std::string& path, const Value& v, const std::vector<std::string>& words) {
    error(v.where, "unknown " + path + " '" + v.string + "'" + did_you_mean(v.string, words),
          path + " is one of: " + join(words));
  }
  void unknown_key(const std::string& where_in, const ValueEntry& e, const std::vector<std::string>& known) {
    const bool elsewhere = index_of(kAllKeys, e.key) >= 0 && where_in.empty();
    error(e.value.where,
          elsewhere ? "rules." + e.key + " does not belong on a " + kind_ + " card"
                    : "unknown rules key '" + where_in + e.key + "' for clash-of-steel" + did_you_mean(e.key, known),
          "a " + kind_ + (where_in.empty() ? " card" : " " + where_in.substr(0, where_in.size() - 1)) +
              " knows " + join(known));
  }
  void unknown_reference(const std::string& path, const Value& v, const char* what,
                         const std::vector<std::string>& candidates) {
    error(v.where, "rules." + path + " names " + what + " '" + v.string + "' that the set does not have" +
                       did_you_mean(v.string, candidates),
          std::string("use the id of ") + what + " of this set");
  }

  // An integer in [lo, hi] at `v` (or missing when v is null); returns `fallback` on problems.
  int integer(const std::string& path, const Value* v, int lo, int hi, const std::string& why,
              const SourcePos& at = {}) {
    if (!v) {
      missing(path, "add " + path.substr(path.rfind('.') + 1) + " = ... (" + why + ")", at);
      return lo;
    }
    if (v->kind != Value::Kind::integer) {
      wrong_kind(path, *v, "a whole number");
      return lo;
    }
    if (v->integer < lo || v->integer > hi) {
      error(v->where, "rules." + path + " = " + std::to_string(v->integer) + " is out of range",
            path.substr(path.rfind('.') + 1) + " goes from " + std::to_string(lo) + " to " + std::to_string(hi));
      return lo;
    }
    return static_cast<int>(v->integer);
  }
  // A non-zero rating change.
  int amount(const std::string& path, const Value* v, const SourcePos& at) {
    const int a = integer(path, v, -kMaxAmount, kMaxAmount, "the change to the rating, e.g. 1 or -1", at);
    if (v && v->kind == Value::Kind::integer && v->integer == 0) error(v->where, "rules." + path + " = 0 changes nothing", "use a value from -5 to 5 other than 0");
    return a;
  }
  bool boolean(const std::string& path, const Value* v, bool fallback) {
    if (!v) return fallback;
    if (v->kind != Value::Kind::boolean) {
      wrong_kind(path, *v, "true or false");
      return fallback;
    }
    return v->boolean;
  }
  // A string value; nullptr (after reporting) when it is missing or not a string.
  const Value* string(const std::string& path, const Value* v, const std::string& hint, const SourcePos& at = {}) {
    if (!v) {
      missing(path, hint, at);
      return nullptr;
    }
    if (v->kind != Value::Kind::string) {
      wrong_kind(path, *v, "a string");
      return nullptr;
    }
    return v;
  }
  // A table's keys must all be in `known`.
  void only_keys(const Value& table, const std::vector<std::string>& known, const std::string& prefix) {
    for (const auto& e : table.entries)
      if (index_of(known, e.key) < 0) unknown_key(prefix, e, known);
  }
  // The tables of an array of tables ([[card.rules.<key>]]); reports anything else.
  std::vector<const Value*> tables(const std::string& key) {
    std::vector<const Value*> out;
    const Value* v = card_.rules.find(key);
    if (!v) return out;
    if (v->kind == Value::Kind::table) out.push_back(v);
    else if (v->kind == Value::Kind::array) {
      for (const auto& item : v->items) {
        if (item.kind == Value::Kind::table) out.push_back(&item);
        else wrong_kind(key, item, "a table ([[card.rules." + key + "]])");
      }
    } else {
      wrong_kind(key, *v, "a list of tables ([[card.rules." + key + "]])");
    }
    return out;
  }

  void set_kind(std::string k) { kind_ = std::move(k); }
  bool failed() const { return failed_; }

 private:
  const Card& card_;
  Diagnostics& out_;
  std::string kind_;
  bool failed_ = false;
};

Stat stat_of(CardChecker& check, const std::string& path, const Value& table) {
  const Value* v = check.string(path + ".stat", table.find("stat"), "add stat = \"attack\" or \"defense\"", table.where);
  if (!v) return Stat::attack;
  const int i = index_of(kStats, v->string);
  if (i < 0) check.unknown_word(path + ".stat", *v, kStats);
  return i == 1 ? Stat::defense : Stat::attack;
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

const char* on_play_name(OnPlay e) {
  switch (e) {
    case OnPlay::none: return "none";
    case OnPlay::discard_creature: return "discard-creature";
    case OnPlay::discard_resource: return "discard-resource";
    case OnPlay::discard_hand: return "discard-hand";
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
    CardChecker check(card, out);
    const Value* type = check.string("type", card.rules.find("type"), "add type = \"creature\", \"resource\" or \"number\"");
    if (!type) continue;
    const int kind = index_of(kTypes, type->string);
    if (kind < 0) {
      check.unknown_word("type", *type, kTypes);
      continue;
    }
    CardType t;
    t.id = card.id;
    const Value* name = card.fields.find("name");
    t.name = name ? name->display() : card.id;
    t.kind = static_cast<CardKind>(kind);
    t.count = card.count;
    check.set_kind(kTypes[static_cast<std::size_t>(kind)]);
    switch (t.kind) {
      case CardKind::creature: {
        check.only_keys(card.rules, kCreatureKeys, "");
        t.attack = check.integer("attack", card.rules.find("attack"), 0, kMaxRating, "the printed attack rating");
        t.defense = check.integer("defense", card.rules.find("defense"), 0, kMaxRating, "the printed defense rating");
        t.can_attack = check.boolean("attacks", card.rules.find("attacks"), true);
        t.starting = check.boolean("starting", card.rules.find("starting"), false);
        if (const Value* race = check.string("race", card.rules.find("race"), "add race = \"...\" (a word other cards can name, e.g. \"human\")")) {
          if (race->string.empty() || race->string.find_first_of(" \t,") != std::string::npos) {
            check.error(race->where, "rules.race must be one word, not '" + race->string + "'", "write race = \"human\", \"orc\", ...");
          } else {
            int r = index_of(catalog.races, race->string);
            if (r < 0) {
              r = static_cast<int>(catalog.races.size());
              catalog.races.push_back(race->string);
            }
            t.race = r;
          }
        }
        if (const Value* e = card.rules.find("on_play")) {
          if (check.string("on_play", e, "")) {
            const int i = index_of(kOnPlay, e->string);
            if (i < 0) check.unknown_word("on_play", *e, kOnPlay);
            else t.on_play = static_cast<OnPlay>(i + 1);
          }
        }
        creature_ids.push_back(card.id);
        break;
      }
      case CardKind::resource:
        check.only_keys(card.rules, kResourceKeys, "");
        resource_ids.push_back(card.id);
        break;
      case CardKind::number:
        check.only_keys(card.rules, kNumberKeys, "");
        t.value = check.integer("value", card.rules.find("value"), 1, kMaxNumberValue, "the number added to a rating");
        break;
    }
    // A card with other errors stays in: its effects are still checked in pass 2, and the game
    // is not built when any error was found.
    catalog.types.push_back(std::move(t));
    sources.push_back(&card);
  }
  if (static_cast<int>(catalog.races.size()) > kMaxRaces) {
    out.add(Diagnostic{Severity::error, SourcePos{set.set_file.string(), 1, 1},
                       "the set names " + std::to_string(catalog.races.size()) + " races; clash-of-steel supports at most " +
                           std::to_string(kMaxRaces),
                       "let creatures share races", {}, {}});
    return catalog;
  }

  // Pass 2: effects that refer to other cards and races.
  for (std::size_t i = 0; i < catalog.types.size(); ++i) {
    CardType& t = catalog.types[i];
    const Card& card = *sources[i];
    CardChecker check(card, out);
    check.set_kind(kind_name(t.kind));
    if (t.kind == CardKind::creature) {
      for (const Value* b : check.tables("bonus")) {
        check.only_keys(*b, kBonusKeys, "bonus.");
        Bonus bonus;
        bonus.stat = stat_of(check, "bonus", *b);
        bonus.amount = check.amount("bonus.amount", b->find("amount"), b->where);
        const Value* versus = b->find("versus");
        if (!versus) check.missing("bonus.versus", "add versus = [\"race\", ...]: the races it fights better against", b->where);
        else if (versus->kind != Value::Kind::array || versus->items.empty())
          check.wrong_kind("bonus.versus", *versus, "a list of races");
        else
          for (const Value& race : versus->items) {
            if (race.kind != Value::Kind::string) {
              check.wrong_kind("bonus.versus", race, "a race (a string)");
              continue;
            }
            const int r = index_of(catalog.races, race.string);
            if (r < 0) check.unknown_reference("bonus.versus", race, "a race", catalog.races);
            else bonus.versus |= 1u << r;
          }
        t.bonuses.push_back(bonus);
      }
    } else if (t.kind == CardKind::resource) {
      if (const Value* req = card.rules.find("requires")) {
        if (check.string("requires", req, "")) {
          const int r = catalog.find(req->string);
          if (r < 0 || catalog.types[static_cast<std::size_t>(r)].kind != CardKind::resource)
            check.unknown_reference("requires", *req, "a resource card", resource_ids);
          else if (r == static_cast<int>(i))
            check.error(req->where, "a resource cannot require itself", "name another resource card");
          else
            t.requires_resource = r;
        }
      }
      for (const Value* m : check.tables("modifier")) {
        check.only_keys(*m, kModifierKeys, "modifier.");
        Modifier mod;
        mod.resource = static_cast<int>(i);
        mod.stat = stat_of(check, "modifier", *m);
        mod.amount = check.amount("modifier.amount", m->find("amount"), m->where);
        if (const Value* w = m->find("whose"); w && check.string("modifier.whose", w, "")) {
          const int k = index_of(kWhose, w->string);
          if (k < 0) check.unknown_word("modifier.whose", *w, kWhose);
          else mod.whose = static_cast<Whose>(k);
        }
        const Value* target = check.string("modifier.creature", m->find("creature"),
                                           "add creature = \"<id>\": the creature card it changes", m->where);
        if (!target) continue;
        const int c = catalog.find(target->string);
        if (c < 0 || catalog.types[static_cast<std::size_t>(c)].kind != CardKind::creature) {
          check.unknown_reference("modifier.creature", *target, "a creature card", creature_ids);
          continue;
        }
        if (!check.failed()) catalog.types[static_cast<std::size_t>(c)].modified_by.push_back(mod);
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
        out.add(Diagnostic{Severity::error, sources[i]->where,
                           "two cards are named '" + t.name + "' (" + catalog.types[j].id + " and " + t.id + ")",
                           "give every card its own name: the rules engine names moves after cards", t.id, {}});
  }
  if (static_cast<int>(catalog.types.size()) > kMaxCardTypes)
    out.add(Diagnostic{Severity::error, SourcePos{set.set_file.string(), 1, 1},
                       "the set has " + std::to_string(catalog.types.size()) + " different cards; clash-of-steel supports at most " +
                           std::to_string(kMaxCardTypes),
                       "merge cards that play alike, or raise kMaxCardTypes", {}, {}});
  return catalog;
}

}  // namespace dw::engine::games::clash_of_steel
