// cb_cards: reading and checking the Clashing Blades! rules tables.
#include "engine/games/clashing_blades/cb_cards.hpp"

#include <algorithm>

#include "engine/games/common/rules_reader.hpp"

namespace dw::engine::games::clashing_blades {

namespace {

constexpr const char* kRuleset = "clashing-blades";
const std::vector<std::string> kKeys = {"suit", "strength", "health", "duelist", "event", "value", "needs"};
const std::vector<std::string> kEventKeys = {"event", "value", "needs"};
const std::vector<std::string> kHealthKeys = {"suit", "health", "duelist"};
const std::vector<std::string> kDuelKeys = {"suit", "strength"};
const std::vector<std::string> kSuits = {"spades", "diamonds", "clubs", "hearts"};  // the order of Suit
const std::vector<std::string> kEffects = {"punch",      "second-wind", "trickery", "balance",
                                           "disarm-foe", "drop-weapon", "pistol"};  // the order of EventEffect

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

void read_event(const Card& card, RulesReader& rules, CardCatalog& catalog) {
  rules.only_keys(kEventKeys, kKeys, "event");
  const auto effect = rules.choice("event", kEffects);
  if (rules.has("needs")) rules.choice("needs", {"marcus-king"});
  if (!effect) return;
  const auto e = static_cast<EventEffect>(*effect);
  int value = 0;
  if (e == EventEffect::disarm_foe || e == EventEffect::drop_weapon) {
    if (const Value* v = rules.find("value"))
      rules.error(v, std::string("the ") + effect_name(e) + " effect takes no value", "remove value");
  } else {
    value = rules.integer("value", 1, 10, std::string("the size of the ") + effect_name(e) + " effect").value_or(0);
  }
  if (rules.failed()) return;
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
    RulesReader rules(card, card.rules, "rules", kRuleset, out);
    if (rules.has("event")) {
      read_event(card, rules, catalog);
      continue;
    }
    if (!rules.has("suit")) {
      rules.only_keys(kKeys);
      rules.error(nullptr, "rules.suit is missing",
                  "add suit = \"spades\", \"diamonds\", \"clubs\" or \"hearts\" (or event = ... for an event card)");
      continue;
    }
    const auto suit = rules.choice("suit", kSuits);
    if (!suit) {
      rules.only_keys(kKeys);
      continue;
    }
    const auto s = static_cast<Suit>(*suit);
    // A heart card gives health unless it has a strength only (an extra heart, advanced rule 1).
    if (s == Suit::hearts && (rules.has("health") || rules.has("duelist") || !rules.has("strength"))) {
      rules.only_keys(kHealthKeys, kKeys, "health");
      const int health = rules.integer("health", 1, 99, "the health points this card gives").value_or(0);
      const int duelist = rules.integer("duelist", 1, 2, "1 or 2: the duelist who holds it").value_or(0);
      if (!rules.failed()) {
        catalog.health[static_cast<std::size_t>(duelist - 1)] += health * card.count;
        has_health[static_cast<std::size_t>(duelist - 1)] = true;
      }
      continue;
    }
    rules.only_keys(kDuelKeys, kKeys, suit_name(s));
    const int strength = rules.integer("strength", kMinStrength, kMaxStrength,
                                       s == Suit::hearts ? "the strength of the heart card" : "the card's strength")
                             .value_or(0);
    if (rules.failed()) continue;
    for (int copy = 0; copy < card.count; ++copy) {
      DuelCard duel;
      duel.name = copy == 0 ? card.id : card.id + "#" + std::to_string(copy + 1);
      duel.suit = s;
      duel.strength = strength;
      catalog.cards.push_back(std::move(duel));
      if (s != Suit::hearts) catalog.max_strength = std::max(catalog.max_strength, strength);
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
