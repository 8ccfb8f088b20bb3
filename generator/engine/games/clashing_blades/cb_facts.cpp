// cb_facts: what Clashing Blades! tells the validator: its decks (card_facts.hpp), the printed
// `value` that must equal a card's strength, health or event size, and what each action does to
// the cards in a hand (CbState::card_events) or whether the duel stopped at max-deals.
#include <algorithm>

#include "engine/games/clashing_blades/cb_state.hpp"

namespace dw::engine::games::clashing_blades {

namespace {

// "spade-a#2" -> "spade-a": the card id of a copy.
std::string_view card_id_of(const std::string& name) {
  const std::string_view s(name);
  return s.substr(0, s.find('#'));
}

std::vector<std::string> distinct_ids(const std::vector<std::string_view>& names) {
  std::vector<std::string> ids;
  for (std::string_view n : names)
    if (std::find(ids.begin(), ids.end(), n) == ids.end()) ids.emplace_back(n);
  return ids;
}

}  // namespace

std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options) {
  Diagnostics ignored;  // the factory reports the catalog's problems
  const CardCatalog catalog = read_card_catalog(set, ignored);
  const auto on = [&](const char* name) {
    const auto it = options.rules.find(name);
    return it != options.rules.end() && it->second == "on";
  };
  const auto number = [&](const char* name, int fallback) {
    const auto it = options.rules.find(name);
    return it == options.rules.end() ? fallback : std::atoi(it->second.c_str());
  };
  const bool extra_hearts = on("extra-hearts");
  const int hand = number("hand-size", 7);
  std::vector<std::string_view> duel;
  for (const DuelCard& c : catalog.cards)
    if (extra_hearts || c.suit != Suit::hearts) duel.push_back(card_id_of(c.name));
  DeckRule deck;
  deck.deck = "duel deck";
  deck.cards = static_cast<int>(duel.size());
  deck.dealt = 2 * hand;
  deck.dealt_why = std::to_string(hand) + " to each of 2 duelists";
  // Two stung duelists keep two cards out of the deck.
  deck.minimum = 2 * hand + (extra_hearts ? 2 : 0);
  deck.card_ids = distinct_ids(duel);
  std::vector<DeckRule> out{deck};
  if (on("event-deck")) {
    std::vector<std::string_view> events;
    for (const EventCard& e : catalog.events)
      if (on("marcus-king") || !e.needs_marcus_king) events.push_back(card_id_of(e.name));
    DeckRule ev;
    ev.deck = "event deck";
    ev.cards = static_cast<int>(events.size());
    ev.minimum = 1;
    ev.card_ids = distinct_ids(events);
    out.push_back(ev);
  }
  return out;
}

std::vector<PrintedNumber> printed_numbers(const CardSet& set) {
  std::vector<PrintedNumber> out;
  // The words a duel or health card prints: its suit, and the move its suit makes.
  const auto word = [&](const Card& card, const char* field, const std::string& expected, const char* key) {
    if (const Value* v = card.rules.find(key)) out.push_back({card.id, field, expected, PrintedNumber::Match::word, std::string("rules.") + key, v->where});
  };
  for (const Card& card : set.cards) {
    const Value* suit = card.rules.find("suit");
    if (!suit || suit->kind != Value::Kind::string) continue;
    if (card.rules.find("health")) {
      word(card, "move", "health", "health");
    } else if (card.rules.find("strength")) {
      static const std::pair<const char*, const char*> kMoves[] = {
          {"spades", "attack"}, {"diamonds", "parry"}, {"clubs", "riposte"}, {"hearts", "sting"}};
      for (const auto& [s, move] : kMoves)
        if (suit->string == s) word(card, "move", move, "suit");
    } else {
      continue;
    }
    word(card, "suit", suit->string, "suit");
  }
  for (const Card& card : set.cards) {
    for (const char* key : {"strength", "health", "value"}) {
      const Value* v = card.rules.find(key);
      if (!v || v->kind != Value::Kind::integer) continue;
      out.push_back({card.id, "value", std::to_string(v->integer), PrintedNumber::Match::number,
                     std::string("rules.") + key, v->where});
      break;
    }
  }
  return out;
}

std::vector<DesignProblem> design_problems(const CardSet& set, const GameOptions&) {
  // Each duelist's health is the sum of the health cards dealt to them (rules.duelist).
  struct Seat {
    int total = 0;
    std::vector<const Card*> cards;
  };
  Seat seats[2];
  for (const Card& card : set.cards) {
    const Value* health = card.rules.find("health");
    const Value* duelist = card.rules.find("duelist");
    if (!health || !duelist || health->kind != Value::Kind::integer || duelist->kind != Value::Kind::integer) continue;
    if (duelist->integer < 1 || duelist->integer > 2 || card.count <= 0) continue;
    Seat& seat = seats[duelist->integer - 1];
    seat.total += static_cast<int>(health->integer) * card.count;
    seat.cards.push_back(&card);
  }
  if (seats[0].total == seats[1].total || seats[0].cards.empty() || seats[1].cards.empty()) return {};
  const int more = seats[0].total > seats[1].total ? 0 : 1;
  const int gap = seats[more].total - seats[1 - more].total;
  const auto health_of = [](const Card* c) { return static_cast<int>(c->rules.find("health")->integer); };
  // The culprit: a card of the stronger duelist that, dealt to the other, evens the start (a
  // card given the wrong duelist), else the stronger duelist's highest card.
  const Card* culprit = nullptr;
  for (const Card* c : seats[more].cards)
    if (2 * health_of(c) == gap) culprit = c;
  const bool moved = culprit != nullptr;
  if (!culprit)
    for (const Card* c : seats[more].cards)
      if (!culprit || health_of(c) > health_of(culprit)) culprit = c;
  DesignProblem p;
  p.category = "asymmetric-start";
  p.card = culprit->id;
  p.message = "duelist " + std::to_string(more + 1) + " starts with " + std::to_string(seats[more].total) + " health and duelist " +
              std::to_string(2 - more) + " with " + std::to_string(seats[1 - more].total);
  p.hint = moved ? "'" + culprit->id + "' belongs to the other duelist: change its rules.duelist"
                 : "change the health of '" + culprit->id + "' so both duelists start equal";
  p.where = moved ? culprit->rules.find("duelist")->where : culprit->rules.find("health")->where;
  for (int s = 0; s < 2; ++s) {
    std::string line = "duelist " + std::to_string(s + 1) + ":";
    for (const Card* c : seats[s].cards) line += " " + c->id + " (" + std::to_string(health_of(c)) + ")";
    p.evidence.push_back(line);
  }
  return {p};
}

void CbState::card_events(Action action, std::vector<CardEvent>& out) const {
  const int n = cb_game_->num_cards();
  const auto duel = [&](Action a) { return card_id_of(card(a).name); };
  const auto ev = [&](int e) { return card_id_of(event(e).name); };
  switch (phase_) {
    case Phase::deal:
      out.push_back({CardEvent::Kind::drawn, deal_to_, duel(action)});
      return;
    case Phase::event_draw:
      // Only a balance card is kept to be played later; other events take effect at once.
      if (action >= n + 2 && event(cb_game_->event_of(action)).effect == EventEffect::balance)
        out.push_back({CardEvent::Kind::drawn, counterer_, ev(cb_game_->event_of(action))});
      return;
    case Phase::en_garde:
    case Phase::spade_duel:
    case Phase::exchange:
    case Phase::sting:
      if (action < n) out.push_back({CardEvent::Kind::played, actor_, duel(action)});
      else if (action >= n + 2) out.push_back({CardEvent::Kind::played, actor_, ev(cb_game_->event_of(action))});
      return;
    case Phase::shed:
    case Phase::event_discard:
      if (action < n) out.push_back({CardEvent::Kind::discarded, actor_, duel(action)});
      return;
    default: return;
  }
}

bool CbState::stopped_by_limit() const {
  // The only draw the rules know is the max-deals cap (both losing is -1 each).
  return phase_ == Phase::over && returns_[0] == 0 && returns_[1] == 0;
}

}  // namespace dw::engine::games::clashing_blades
