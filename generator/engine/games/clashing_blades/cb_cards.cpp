// cb_cards: reading and checking the Clashing Blades! rules tables.
#include "engine/games/clashing_blades/cb_cards.hpp"

#include <algorithm>

#include "model/suggest.hpp"

namespace dw::engine::games::clashing_blades {

namespace {

const std::vector<std::string> kKeys = {"suit", "strength", "health", "duelist", "event", "value", "needs"};
const std::vector<std::string> kSuits = {"spades", "diamonds", "clubs", "hearts"};
const std::vector<std::string> kEffects = {"punch",      "second-wind", "trickery", "balance",
                                           "disarm-foe", "drop-weapon", "pistol"};

class CardChecker {
 public:
  CardChecker(const Card& card, Diagnostics& out) : card_(card), out_(out) {}

  void report(Severity severity, SourcePos where, std::string message, std::string hint = {}) {
    if (where.line <= 0) where = card_.rules.where.line > 0 ? card_.rules.where : card_.where;
    Diagnostic d;
    d.severity = severity;
    d.where = std::move(where);
    d.message = std::move(message);
    d.hint = std::move(hint);
    d.card_id = card_.id;
    out_.add(std::move(d));
    if (severity == Severity::error) failed_ = true;
  }

  // An integer rules value in [lo, hi]; reports and returns 0 when missing or bad.
  int integer(const char* key, int lo, int hi, const std::string& why) {
    const Value* v = card_.rules.find(key);
    if (!v) {
      report(Severity::error, {}, "rules." + std::string(key) + " is missing", "add " + std::string(key) + " = ... (" + why + ")");
      return 0;
    }
    if (v->kind != Value::Kind::integer) {
      report(Severity::error, v->where,
             "rules." + std::string(key) + " must be a whole number, not " + Value::kind_name(v->kind));
      return 0;
    }
    if (v->integer < lo || v->integer > hi) {
      report(Severity::error, v->where,
             "rules." + std::string(key) + " = " + std::to_string(v->integer) + " is out of range",
             std::string(key) + " goes from " + std::to_string(lo) + " to " + std::to_string(hi));
      return 0;
    }
    return static_cast<int>(v->integer);
  }

  // A string rules value that must be one of `allowed`; returns its index or -1.
  int choice(const char* key, const std::vector<std::string>& allowed, const std::string& what) {
    const Value* v = card_.rules.find(key);
    if (!v) return -1;
    if (v->kind != Value::Kind::string) {
      report(Severity::error, v->where, "rules." + std::string(key) + " must be a string, not " + Value::kind_name(v->kind));
      return -1;
    }
    for (std::size_t i = 0; i < allowed.size(); ++i)
      if (allowed[i] == v->string) return static_cast<int>(i);
    std::string list;
    for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
    report(Severity::error, v->where, "unknown " + what + " '" + v->string + "'" + did_you_mean(v->string, allowed),
           "clashing-blades knows " + list);
    return -1;
  }

  bool failed() const { return failed_; }

 private:
  const Card& card_;
  Diagnostics& out_;
  bool failed_ = false;
};

}  // namespace

const char* suit_name(Suit s) {
  switch (s) {
    case Suit::spades: return "spades";
    case Suit::diamonds: return "diamonds";
    case Suit::clubs: return "clubs";
    case Suit::hearts: return "hearts";
  }
  return "?";
}

const char* effect_name(EventEffect e) {
  switch (e) {
    case EventEffect::punch: return "punch";
    case EventEffect::second_wind: return "second-wind";
    case EventEffect::trickery: return "trickery";
    case EventEffect::balance: return "balance";
    case EventEffect::disarm_foe: return "disarm-foe";
    case EventEffect::drop_weapon: return "drop-weapon";
    case EventEffect::pistol: return "pistol";
  }
  return "?";
}

namespace {

void read_event(const Card& card, CardChecker& check, CardCatalog& catalog) {
  const int effect = check.choice("event", kEffects, "event effect");
  for (const char* key : {"suit", "strength", "health", "duelist"})
    if (const Value* v = card.rules.find(key))
      check.report(Severity::error, v->where, std::string(key) + " is not for event cards",
                   "an event card has event, value and (for the Marcus King) needs");
  check.choice("needs", {"marcus-king"}, "option in needs");
  if (effect < 0) return;
  const auto e = static_cast<EventEffect>(effect);
  int value = 0;
  if (e == EventEffect::disarm_foe || e == EventEffect::drop_weapon) {
    if (const Value* v = card.rules.find("value"))
      check.report(Severity::error, v->where, std::string("the ") + effect_name(e) + " effect takes no value");
  } else {
    value = check.integer("value", 1, 10, std::string("the size of the ") + effect_name(e) + " effect");
  }
  if (check.failed()) return;
  for (int copy = 0; copy < card.count; ++copy) {
    EventCard ev;
    ev.name = copy == 0 ? card.id : card.id + "#" + std::to_string(copy + 1);
    ev.effect = e;
    ev.value = value;
    ev.needs_marcus_king = card.rules.find("needs") != nullptr;
    catalog.events.push_back(std::move(ev));
  }
}

}  // namespace

CardCatalog read_card_catalog(const CardSet& set, Diagnostics& out) {
  CardCatalog catalog;
  std::array<bool, 2> has_health{false, false};
  for (const Card& card : set.cards) {
    if (card.rules.entries.empty()) continue;
    CardChecker check(card, out);
    for (const auto& entry : card.rules.entries)
      if (std::find(kKeys.begin(), kKeys.end(), entry.key) == kKeys.end())
        check.report(Severity::error, entry.value.where,
                     "unknown rules key '" + entry.key + "' for clashing-blades" + did_you_mean(entry.key, kKeys),
                     "clashing-blades cards know suit, strength, health, duelist, event, value and needs");
    if (card.rules.find("event")) {
      read_event(card, check, catalog);
      continue;
    }
    for (const char* key : {"value", "needs"})
      if (const Value* v = card.rules.find(key))
        check.report(Severity::error, v->where, std::string(key) + " is only for event cards", "add event = ... or remove it");
    const Value* suit = card.rules.find("suit");
    if (!suit) {
      check.report(Severity::error, {}, "rules.suit is missing",
                   "add suit = \"spades\", \"diamonds\", \"clubs\" or \"hearts\" (or event = ... for an event card)");
      continue;
    }
    if (suit->kind != Value::Kind::string) {
      check.report(Severity::error, suit->where, std::string("rules.suit must be a string, not ") + Value::kind_name(suit->kind));
      continue;
    }
    if (suit->string == "hearts") {
      const bool is_health = card.rules.find("health") || card.rules.find("duelist");
      if (!is_health && card.rules.find("strength")) {
        const int strength = check.integer("strength", kMinStrength, kMaxStrength, "the strength of the heart card");
        if (check.failed()) continue;
        for (int copy = 0; copy < card.count; ++copy)
          catalog.cards.push_back({copy == 0 ? card.id : card.id + "#" + std::to_string(copy + 1), Suit::hearts, strength});
        continue;
      }
      const int health = check.integer("health", 1, 99, "the health points this card gives");
      const int duelist = check.integer("duelist", 1, 2, "1 or 2: the duelist who holds it");
      if (card.rules.find("strength"))
        check.report(Severity::error, card.rules.find("strength")->where,
                     "a health card has no strength", "remove strength, or health and duelist");
      if (!check.failed()) {
        catalog.health[static_cast<std::size_t>(duelist - 1)] += health * card.count;
        has_health[static_cast<std::size_t>(duelist - 1)] = true;
      }
      continue;
    }
    Suit s;
    if (suit->string == "spades") s = Suit::spades;
    else if (suit->string == "diamonds") s = Suit::diamonds;
    else if (suit->string == "clubs") s = Suit::clubs;
    else {
      check.report(Severity::error, suit->where, "unknown suit '" + suit->string + "'" + did_you_mean(suit->string, kSuits),
                   "clashing-blades knows spades, diamonds, clubs and hearts");
      continue;
    }
    const int strength = check.integer("strength", kMinStrength, kMaxStrength, "the card's strength");
    for (const char* key : {"health", "duelist"})
      if (const Value* v = card.rules.find(key))
        check.report(Severity::error, v->where, std::string(key) + " is only for heart cards");
    if (check.failed()) continue;
    for (int copy = 0; copy < card.count; ++copy) {
      DuelCard duel;
      duel.name = copy == 0 ? card.id : card.id + "#" + std::to_string(copy + 1);
      duel.suit = s;
      duel.strength = strength;
      catalog.cards.push_back(std::move(duel));
      catalog.max_strength = std::max(catalog.max_strength, strength);
    }
  }
  for (std::size_t d = 0; d < 2; ++d)
    if (!has_health[d]) {
      Diagnostic diag;
      diag.where = SourcePos{set.set_file.string(), 0, 0};
      diag.message = "duelist " + std::to_string(d + 1) + " has no health card";
      diag.hint = "add heart cards with suit = \"hearts\", health = N, duelist = " + std::to_string(d + 1);
      out.add(std::move(diag));
    }
  if (catalog.cards.size() > 250) {
    Diagnostic diag;
    diag.where = SourcePos{set.set_file.string(), 0, 0};
    diag.message = "the duel deck has " + std::to_string(catalog.cards.size()) + " cards; at most 250 are supported";
    out.add(std::move(diag));
  }
  return catalog;
}

}  // namespace dw::engine::games::clashing_blades
