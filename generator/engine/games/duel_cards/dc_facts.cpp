// dc_facts: what Duel Cards tells the validator: its four duel cards (card_facts.hpp), the play
// names printed on each card that must equal the names in its rules table, what each play does
// with the cards (DcState::card_events) and whether the duel stopped at max-rounds.
#include "engine/games/duel_cards/dc_state.hpp"

namespace dw::engine::games::duel_cards {

namespace {
const char* const kShapeKeys[kShapes] = {"vertical", "horizontal", "high", "middle", "low"};
}

std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions&) {
  DeckRule cards;
  cards.deck = "duel cards (an attack and a defence card per player)";
  cards.exact = kSides * 2;
  for (const Card& card : set.cards)
    if (card.rules.find("side")) {
      cards.cards += card.count;
      cards.card_ids.push_back(card.id);
    }
  return {cards};
}

std::vector<PrintedNumber> printed_numbers(const CardSet& set) {
  std::vector<PrintedNumber> out;
  for (const Card& card : set.cards) {
    const Value* plays = card.rules.find("plays");
    if (!plays || plays->kind != Value::Kind::table) continue;
    for (const char* shape : kShapeKeys) {
      const Value* play = plays->find(shape);
      const Value* name = play ? play->find("name") : nullptr;
      if (!name || name->kind != Value::Kind::string) continue;
      out.push_back({card.id, shape, name->string, PrintedNumber::Match::name,
                     std::string("rules.plays.") + shape + ".name", name->where});
    }
  }
  return out;
}

void DcState::card_events(Action action, std::vector<CardEvent>& out) const {
  if ((phase_ != Phase::first_play && phase_ != Phase::second_play) || action >= kPlayActions) return;
  const auto& mine = game_->catalog().cards[idx(actor_)];
  const int lower = static_cast<int>(action / 10);
  const auto shape = static_cast<Shape>((action % 10) / 2);
  out.push_back({CardEvent::Kind::played, actor_, mine[static_cast<std::size_t>(lower)].id});
  if (shape != Shape::vertical && shape != Shape::horizontal)  // two cards: the other lies on top
    out.push_back({CardEvent::Kind::played, actor_, mine[static_cast<std::size_t>(1 - lower)].id});
}

bool DcState::stopped_by_limit() const {
  // A draw with neither duelist out is the max-rounds cap (both out together is a draw too).
  return phase_ == Phase::over && returns_[0] == 0 && returns_[1] == 0 && marks(0) < kMarksToLose &&
         marks(1) < kMarksToLose;
}

}  // namespace dw::engine::games::duel_cards
