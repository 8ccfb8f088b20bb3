// clubs_facts: what CLUBS tells the validator: its deck (card_facts.hpp), the printed `value` that
// must equal a card's strength, and what each action does to the cards in a hand
// (ClubsState::card_events).
#include <algorithm>
#include <bit>
#include <cstdlib>

#include "engine/games/clubs/clubs_state.hpp"

namespace dw::engine::games::clubs {

namespace {

// "club-a#2" -> "club-a": the card id of a copy.
std::string_view card_id_of(const std::string& name) {
  const std::string_view s(name);
  return s.substr(0, s.find('#'));
}

}  // namespace

std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options) {
  Diagnostics ignored;  // the factory reports the catalog's problems
  const ClubsCatalog catalog = read_clubs_catalog(set, ignored);
  const auto it = options.rules.find("opening-hand");
  const int hand = it == options.rules.end() ? 10 : std::atoi(it->second.c_str());
  DeckRule deck;
  deck.deck = "deck";
  deck.cards = static_cast<int>(catalog.cards.size());
  deck.minimum = 2 * hand;
  deck.dealt = 2 * hand;
  deck.dealt_why = std::to_string(hand) + " to each of 2 players";
  for (const ClubsCard& c : catalog.cards) {
    const std::string_view id = card_id_of(c.name);
    if (std::find(deck.card_ids.begin(), deck.card_ids.end(), id) == deck.card_ids.end()) deck.card_ids.emplace_back(id);
  }
  return {deck};
}

std::vector<PrintedNumber> printed_numbers(const CardSet& set) {
  std::vector<PrintedNumber> out;
  // Each role's suit and the move word printed for it.
  static const char* const kRoles[][3] = {
      {"defend", "club", "guard"}, {"attack", "spade", "strike"}, {"counter", "diamond", "counter"}, {"heal", "heart", "mend"}};
  for (const Card& card : set.cards) {
    if (const Value* v = card.rules.find("strength"); v && v->kind == Value::Kind::integer)
      out.push_back({card.id, "value", std::to_string(v->integer), PrintedNumber::Match::number, "rules.strength", v->where});
    const Value* role = card.rules.find("role");
    if (!role || role->kind != Value::Kind::string) continue;
    for (const auto& r : kRoles) {
      if (role->string != r[0]) continue;
      out.push_back({card.id, "suit", r[1], PrintedNumber::Match::word, "rules.role", role->where});
      out.push_back({card.id, "move", r[2], PrintedNumber::Match::word, "rules.role", role->where});
    }
  }
  return out;
}

void ClubsState::card_events(Action action, std::vector<CardEvent>& out) const {
  const int n = game_->num_cards();
  const int a = static_cast<int>(action);
  const auto id = [&](int c) { return card_id_of(card(c).name); };
  switch (phase_) {
    case Phase::deal:
    case Phase::draw: out.push_back({CardEvent::Kind::drawn, actor_, id(a)}); return;
    case Phase::resolve:
      if (action != game_->pass_action()) out.push_back({CardEvent::Kind::played, actor_, id(a)});
      return;
    case Phase::setup:
    case Phase::main: break;
    case Phase::over: return;
  }
  if (action == game_->pass_action()) return;
  if (a < n) {
    out.push_back({CardEvent::Kind::played, actor_, id(a)});
  } else if (a < 2 * n) {
    out.push_back({CardEvent::Kind::discarded, actor_, id(a - n)});
  } else if (a < 5 * n) {
    out.push_back({CardEvent::Kind::played, actor_, id((a - 2 * n) / kSlots)});
  } else if (a < 5 * n + kRunStarts) {
    for (std::uint64_t s = game_->catalog().run_cards(a - 5 * n + 1); s; s &= s - 1)
      out.push_back({CardEvent::Kind::played, actor_, id(std::countr_zero(s))});
  } else {
    out.push_back({CardEvent::Kind::played, actor_, id((a - 5 * n - kRunStarts) / kTargets)});
  }
}

}  // namespace dw::engine::games::clubs
