// cos_facts: what Clash of Steel tells the validator: its decks (card_facts.hpp), the cards that
// name other cards (a resource that requires another, a modifier of one creature card), the
// printed numbers that must equal rules values, and what each action does to the cards in a hand
// (CosState::card_events).
#include <cstdlib>

#include "engine/games/clash_of_steel/cos_state.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

std::string string_rule(const Card& card, const char* key) {
  const Value* v = card.rules.find(key);
  return v && v->kind == Value::Kind::string ? v->string : std::string();
}

bool flag_rule(const Card& card, const char* key) {
  const Value* v = card.rules.find(key);
  return v && v->kind == Value::Kind::boolean && v->boolean;
}

}  // namespace

std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options) {
  const int players = options.players > 0 ? options.players : kMaxPlayers;
  const auto dice = options.rules.find("dice");
  const bool with_dice = dice != options.rules.end() && dice->second != "off";
  DeckRule main;
  main.deck = "main deck";
  main.minimum = kMinDeck;
  DeckRule dealt;  // with dice the number cards leave the deck before the deal
  dealt.deck = "main deck without number cards";
  std::vector<DeckRule> starting;
  for (const Card& card : set.cards) {
    const std::string type = string_rule(card, "type");
    if (type.empty()) continue;
    if (flag_rule(card, "starting")) {
      DeckRule s;
      s.deck = "starting " + card.id + " (one in play for each player)";
      s.cards = card.count;
      s.dealt = players;
      s.dealt_why = "one to each of " + std::to_string(players) + " players";
      s.card_ids = {card.id};
      starting.push_back(s);
      continue;
    }
    main.cards += card.count;
    main.card_ids.push_back(card.id);
    if (type != "number") {
      dealt.cards += card.count;
      dealt.card_ids.push_back(card.id);
    }
  }
  (with_dice ? dealt : main).dealt = kStartingHand * players;
  (with_dice ? dealt : main).dealt_why = std::to_string(kStartingHand) + " to each of " + std::to_string(players) + " players";
  std::vector<DeckRule> out{main};
  if (with_dice) out.push_back(dealt);
  out.insert(out.end(), starting.begin(), starting.end());
  return out;
}

std::vector<CardReference> card_references(const CardSet& set) {
  std::vector<CardReference> out;
  for (const Card& card : set.cards) {
    if (const Value* req = card.rules.find("requires"); req && req->kind == Value::Kind::string)
      out.push_back({card.id, req->string, "needs in play before it can be placed", req->where, true});
    const Value* mods = card.rules.find("modifier");
    if (!mods || mods->kind != Value::Kind::array) continue;
    for (const Value& m : mods->items)
      if (const Value* c = m.find("creature"); c && c->kind == Value::Kind::string)
        out.push_back({card.id, c->string, "changes the ratings of", c->where});
  }
  return out;
}

std::vector<PrintedNumber> printed_numbers(const CardSet& set) {
  std::vector<PrintedNumber> out;
  const auto add = [&](const Card& card, const char* field, const char* key) {
    if (const Value* v = card.rules.find(key); v && v->kind == Value::Kind::integer)
      out.push_back({card.id, field, std::to_string(v->integer), PrintedNumber::Match::number,
                     std::string("rules.") + key, v->where});
  };
  // The words a subtitle prints ("Creature · Dwarves"): the card type, and a creature's race.
  const auto word = [&](const Card& card, const char* key) {
    if (const Value* v = card.rules.find(key); v && v->kind == Value::Kind::string && !v->string.empty())
      out.push_back({card.id, "subtitle", v->string, PrintedNumber::Match::word, std::string("rules.") + key, v->where});
  };
  for (const Card& card : set.cards) {
    const std::string type = string_rule(card, "type");
    if (type == "creature" || type == "resource") word(card, "type");  // a number card's subtitle is its value in words
    if (type == "creature") {
      word(card, "race");
      add(card, "attack", "attack");
      add(card, "defense", "defense");
    } else if (type == "number") {
      add(card, "name", "value");  // a number card's name is its value
      add(card, "value", "value");
    }
  }
  return out;
}

void CosState::card_events(Action action, std::vector<CardEvent>& out) const {
  const ActionCodec& codec = game_->codec();
  const Catalog& catalog = game_->catalog();
  const auto id = [&](int t) -> std::string_view { return catalog.types[ti(t)].id; };
  switch (phase_) {
    case Phase::deal: out.push_back({CardEvent::Kind::drawn, deal_to_, id(codec.draw_type(action))}); return;
    case Phase::draw: out.push_back({CardEvent::Kind::drawn, turn_player_, id(codec.draw_type(action))}); return;
    case Phase::place_resource:
    case Phase::place_creature:
      if (action != ActionCodec::pass()) out.push_back({CardEvent::Kind::played, actor_, id(codec.chosen_type(action))});
      return;
    case Phase::on_play:
      if (type(placed_).on_play == OnPlay::discard_hand)
        out.push_back({CardEvent::Kind::discarded, actor_, id(codec.chosen_type(action))});
      return;
    case Phase::declare:
      if (codec.is_attack(action)) {
        const AttackMove m = codec.attack_of(action);
        out.push_back({CardEvent::Kind::played, actor_, id(m.creature)});
        if (m.number > 0) out.push_back({CardEvent::Kind::played, actor_, id(number_type(m.number))});
      }
      return;
    case Phase::defend:
      if (codec.is_defend(action)) {
        const DefendMove m = codec.defend_of(action);
        out.push_back({CardEvent::Kind::played, actor_, id(m.creature)});
        if (m.number > 0) out.push_back({CardEvent::Kind::played, actor_, id(number_type(m.number))});
      }
      return;
    case Phase::give_card:
    case Phase::trim_hand:
      out.push_back({CardEvent::Kind::discarded, actor_, id(codec.chosen_type(action))});
      return;
    default: return;
  }
}

}  // namespace dw::engine::games::clash_of_steel
