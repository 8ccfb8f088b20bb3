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
