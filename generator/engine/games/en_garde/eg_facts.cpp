// eg_facts: what En Garde! tells the validator (engine/card_facts.hpp): the deck and its deal,
// the cards that name other cards (forbids, immune_to), the printed numbers that must equal rules
// values (the cost, and the badge: an Attack's damage, an Enhancement's bonus, a Restore's Poise,
// an Item's shot, attack bonus or shield), what Attacks, Enhancements and Restores cost against
// the most they can give back, and what each action does to the cards in a hand
// (EgState::card_events). These read the set's rules tables directly, so they work on a set the
// ruleset refuses too.
#include "engine/games/en_garde/eg_state.hpp"

#include <algorithm>

namespace dw::engine::games::en_garde {

namespace {

std::string string_rule(const Card& card, const char* key) {
  const Value* v = card.rules.find(key);
  return v && v->kind == Value::Kind::string ? v->string : std::string();
}

int int_rule(const Card& card, const char* key) {
  const Value* v = card.rules.find(key);
  return v && v->kind == Value::Kind::integer ? static_cast<int>(v->integer) : 0;
}

// Where a rules value is written, or the card's `type` when the key is absent (a default).
SourcePos rule_where(const Card& card, const char* key) {
  if (const Value* v = card.rules.find(key)) return v->where;
  if (const Value* t = card.rules.find("type")) return t->where;
  return card.where;
}

bool blocks(const Card& card) {
  const Value* v = card.rules.find("blocks");
  return v && v->kind == Value::Kind::boolean && v->boolean;
}

bool with_pistol(const GameOptions& options) {
  const auto it = options.rules.find("pistol");
  return it == options.rules.end() || it->second != "off";
}

std::string signed_number(int n) { return (n > 0 ? "+" : "") + std::to_string(n); }

}  // namespace

std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options) {
  const int players = options.players > 0 ? options.players : 2;
  const bool pistol = with_pistol(options);
  DeckRule deck;
  deck.deck = "deck";
  for (const Card& card : set.cards) {
    const std::string type = string_rule(card, "type");
    if (type.empty()) continue;
    if (type == "item" && int_rule(card, "shot") > 0 && !pistol) continue;  // pistol=off leaves it out
    deck.cards += card.count;
    deck.card_ids.push_back(card.id);
  }
  deck.dealt = kHandSize * players;
  deck.dealt_why = std::to_string(kHandSize) + " to each of " + std::to_string(players) + " duelists";
  return {deck};
}

std::vector<CardReference> card_references(const CardSet& set) {
  std::vector<CardReference> out;
  const auto names = [&](const Card& card, const char* key, const char* relation) {
    const Value* list = card.rules.find(key);
    if (!list || list->kind != Value::Kind::array) return;
    for (const Value& item : list->items)
      if (item.kind == Value::Kind::string) out.push_back({card.id, item.string, relation, item.where});
  };
  for (const Card& card : set.cards) {
    names(card, "forbids", "a Response that may not face its Attack");
    names(card, "immune_to", "a Press that cannot remove it");
  }
  return out;
}

std::vector<PrintedNumber> printed_numbers(const CardSet& set) {
  std::vector<PrintedNumber> out;
  for (const Card& card : set.cards) {
    const std::string type = string_rule(card, "type");
    if (type.empty()) continue;
    out.push_back({card.id, "cost", std::to_string(int_rule(card, "cost")), PrintedNumber::Match::number, "rules.cost",
                   rule_where(card, "cost")});
    out.push_back({card.id, "category", type, PrintedNumber::Match::word, "rules.type", rule_where(card, "type")});
    // The badge: the one number the card's face shows beside its cost.
    const auto badge = [&](const char* key, int sign) {
      out.push_back({card.id, "badge", std::to_string(sign * int_rule(card, key)), PrintedNumber::Match::number,
                     std::string("rules.") + key, rule_where(card, key)});
    };
    if (type == "attack") badge("damage", 1);
    else if (type == "enhancement") badge("bonus", 1);
    else if (type == "restore") badge("restore", 1);
    else if (type == "item" && int_rule(card, "shot") > 0) badge("shot", 1);
    else if (type == "item" && int_rule(card, "attack_bonus") > 0) badge("attack_bonus", 1);
    else if ((type == "item" || type == "response") && int_rule(card, "shield") > 0) badge("shield", -1);
  }
  return out;
}

std::vector<CardPayoff> card_payoffs(const CardSet& set, const GameOptions& options) {
  const bool pistol = with_pistol(options);
  // What can join an Attack: every Enhancement once (net of its own cost), the best Item.
  int enhancements = 0, best_item = 0;
  for (const Card& card : set.cards) {
    if (card.count <= 0) continue;
    const std::string type = string_rule(card, "type");
    if (type == "enhancement") enhancements += std::max(0, int_rule(card, "bonus") - int_rule(card, "cost"));
    if (type == "item" && (pistol || int_rule(card, "shot") == 0)) best_item = std::max(best_item, int_rule(card, "attack_bonus"));
  }
  const std::string no_poise = "at No Poise costs are not paid, and any hit puts an opponent at No Poise out, so there "
                               "it can still be worth playing";
  std::vector<CardPayoff> out;
  for (const Card& card : set.cards) {
    const int cost = int_rule(card, "cost");
    if (cost <= 0) continue;
    const std::string type = string_rule(card, "type");
    CardPayoff p;
    p.card = card.id;
    p.cost = cost;
    p.unit = "Poise";
    p.where = rule_where(card, "cost");
    if (type == "attack") {
      const int damage = int_rule(card, "damage");
      p.most = damage + enhancements + best_item;
      p.breakdown = "its damage " + std::to_string(damage) + ", every Enhancement of the set " + signed_number(enhancements) +
                    " after their own costs, the best Item " + signed_number(best_item);
      p.caveat = no_poise;
    } else if (type == "enhancement") {
      p.most = int_rule(card, "bonus");
      p.breakdown = "its bonus " + signed_number(p.most);
      p.caveat = no_poise;
    } else if (type == "response" && !blocks(card) && !card.rules.find("riposte_cost") && int_rule(card, "shield") > 0) {
      // A Response that only softens an Attack saves at most its shield.
      p.most = int_rule(card, "shield");
      p.breakdown = "the damage it takes off the Attack it faces, " + std::to_string(p.most);
      p.caveat = "at No Poise its cost is not paid, and any hit puts a duelist at No Poise out";
    } else if (type == "restore") {
      p.most = int_rule(card, "restore");
      p.breakdown = "the Poise it gives back, " + std::to_string(p.most);
      p.caveat = "at No Poise its cost is not paid";
    } else {
      continue;
    }
    out.push_back(std::move(p));
  }
  return out;
}

void EgState::card_events(Action action, std::vector<CardEvent>& out) const {
  const Decoded d = codec().decode(action);
  const auto id = [&](int t) -> std::string_view { return catalog().types[idx(t)].id; };
  switch (d.move) {
    case Move::draw: out.push_back({CardEvent::Kind::drawn, d.actor, id(d.card)}); return;
    case Move::card:
      // At the start of a turn a card from the hand is discarded; later it is played.
      out.push_back({phase_ == Phase::discard ? CardEvent::Kind::discarded : CardEvent::Kind::played, d.actor, id(d.card)});
      return;
    case Move::respond:
    case Move::press:
    case Move::challenge: out.push_back({CardEvent::Kind::played, d.actor, id(d.card)}); return;
    default: return;  // who goes first, a shot or an Item leaving play, a pass: no card leaves a hand
  }
}

}  // namespace dw::engine::games::en_garde
