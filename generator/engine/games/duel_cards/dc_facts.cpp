// dc_facts: what Duel Cards tells the validator: its four duel cards (card_facts.hpp), the play
// names printed on each card that must equal the names in its rules table, what each play does
// with the cards (DcState::card_events), whether the duel stopped at max-rounds, and the design
// problems seen before play: players whose cards differ, a chart that treats the two players of
// one situation differently.
#include "engine/games/duel_cards/dc_state.hpp"

#include <algorithm>
#include <array>

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

namespace {

std::string text_of(const Value* v) {
  if (!v) return "(none)";
  if (v->kind == Value::Kind::string) return v->string;
  return v->display();
}

// Which player's cards are off: an attack of the opponent their defences do not stop exactly
// once, or a defence stopping what the opponent never attacks with.
std::vector<std::string> attack_names(const std::array<const Card*, 2>& cards) {
  std::vector<std::string> attacks;
  for (const Card* c : cards)
    if (const Value* plays = c ? c->rules.find("plays") : nullptr)
      for (const ValueEntry& e : plays->entries)
        if (text_of(e.value.find("kind")) == "attack") attacks.push_back(text_of(e.value.find("name")));
  return attacks;
}

bool coverage_broken(const std::array<const Card*, 2>& mine, const std::array<const Card*, 2>& theirs) {
  std::vector<std::string> stops;
  const std::vector<std::string> attacks = attack_names(theirs);
  for (const Card* c : mine)
    if (const Value* plays = c ? c->rules.find("plays") : nullptr)
      for (const ValueEntry& e : plays->entries)
        if (const Value* s = e.value.find("stops")) stops.push_back(text_of(s));
  for (const std::string& a : attacks)
    if (std::count(stops.begin(), stops.end(), a) != 1) return true;
  for (const std::string& s : stops)
    if (std::find(attacks.begin(), attacks.end(), s) == attacks.end()) return true;
  return false;
}

void asymmetric_players(const CardSet& set, std::vector<DesignProblem>& out) {
  // cards[player][side]: side 0 attack, 1 defence
  std::array<std::array<const Card*, 2>, 2> cards{};
  for (const Card& card : set.cards) {
    const Value* player = card.rules.find("player");
    const std::string side = text_of(card.rules.find("side"));
    if (!player || player->kind != Value::Kind::integer || player->integer < 1 || player->integer > 2) continue;
    if (side != "attack" && side != "defence") continue;
    cards[static_cast<std::size_t>(player->integer - 1)][side == "attack" ? 0 : 1] = &card;
  }
  const bool first_off = coverage_broken(cards[0], cards[1]);
  const bool second_off = coverage_broken(cards[1], cards[0]);
  const std::size_t blamed = first_off && !second_off ? 0 : 1;  // player 2's copy, unless only player 1's cards are off
  for (std::size_t side = 0; side < 2; ++side) {
    const Card* a = cards[0][side];
    const Card* b = cards[1][side];
    if (!a || !b) continue;
    const Value* pa = a->rules.find("plays");
    const Value* pb = b->rules.find("plays");
    if (!pa || !pb) continue;
    for (const char* shape : kShapeKeys) {
      const Value* x = pa->find(shape);
      const Value* y = pb->find(shape);
      for (const char* key : {"name", "kind", "stops"}) {
        const std::string vx = text_of(x ? x->find(key) : nullptr), vy = text_of(y ? y->find(key) : nullptr);
        if (vx == vy) continue;
        // A defence that stops no attack of the other player at all: the ruleset refuses it
        // and names the card (vocabulary); not a second finding here.
        const std::vector<std::string> other = attack_names(cards[1 - blamed]);
        const std::string& stop = blamed == 0 ? vx : vy;
        if (std::string(key) == "stops" && std::find(other.begin(), other.end(), stop) == other.end()) continue;
        const Card* culprit = blamed == 0 ? a : b;
        const Value* at = blamed == 0 ? x : y;
        DesignProblem p;
        p.category = "asymmetric-start";
        p.card = culprit->id;
        p.message = "the players start with different " + std::string(side == 0 ? "attack" : "defence") + " cards: the " + shape +
                    " play's " + key + " is '" + vx + "' on '" + a->id + "' and '" + vy + "' on '" + b->id + "'";
        p.hint = "give both players the same plays (change '" + culprit->id + "'), or say in the rules why they differ";
        p.where = at ? (at->find(key) ? at->find(key)->where : at->where) : culprit->where;
        if (first_off || second_off)
          p.evidence.push_back(std::string("the defences of player ") + (blamed == 0 ? "1" : "2") +
                               " do not stop each attack of the other player exactly once");
        out.push_back(std::move(p));
        return;  // one finding: the rest follows from the same copy
      }
    }
  }
}

std::string mirrored(const Value* v) {
  const std::string s = text_of(v);
  if (s == "your-strength") return "their-strength";
  if (s == "their-strength") return "your-strength";
  return s;
}

// In a situation both players are in together (both attack, or both defend), the chart seen from
// one must be the chart seen from the other: the stronger one's damage is the weaker one's.
void unmirrored_chart(const CardSet& set, std::vector<DesignProblem>& out) {
  for (const Card& card : set.cards) {
    const Value* chart = card.rules.find("chart");
    if (!chart || chart->kind != Value::Kind::array) continue;
    const auto row = [&](const std::string& you, const char* strength) -> const Value* {
      for (const Value& r : chart->items)
        if (text_of(r.find("you")) == you && text_of(r.find("strength")) == strength) return &r;
      return nullptr;
    };
    for (const char* situation : {"same-attack", "different-attack", "both-defend"}) {
      const Value* greater = row(situation, "greater");
      const Value* lower = row(situation, "lower");
      const Value* equal = row(situation, "equal");
      const auto report = [&](const Value* r, const std::string& said) {
        DesignProblem p;
        p.category = "rules-table";
        p.card = card.id;
        p.message = "the chart's " + std::string(situation) + " rows treat the two players differently: " + said;
        p.hint = "in a situation both players share, make each row the mirror of the other player's";
        p.where = r->where;
        out.push_back(std::move(p));
      };
      if (greater && lower) {
        for (const auto& [mine, theirs] : {std::pair{"enemy_damage", "your_damage"}, std::pair{"your_damage", "enemy_damage"}}) {
          if (mirrored(greater->find(mine)) == text_of(lower->find(theirs))) continue;
          report(lower, "the stronger player's " + std::string(mine) + " is " + text_of(greater->find(mine)) + ", the weaker player's " +
                            theirs + " is " + text_of(lower->find(theirs)));
          break;
        }
      }
      if (equal && mirrored(equal->find("enemy_damage")) != text_of(equal->find("your_damage")))
        report(equal, "at equal strength enemy_damage is " + text_of(equal->find("enemy_damage")) + " but your_damage is " +
                          text_of(equal->find("your_damage")));
    }
  }
}

// A chart under which nobody is ever hurt: no duel can end by the rules.
void harmless_chart(const CardSet& set, std::vector<DesignProblem>& out) {
  for (const Card& card : set.cards) {
    const Value* chart = card.rules.find("chart");
    if (!chart || chart->kind != Value::Kind::array || chart->items.empty()) continue;
    const bool hurts = std::any_of(chart->items.begin(), chart->items.end(), [](const Value& row) {
      for (const char* key : {"enemy_damage", "your_damage"}) {
        const Value* d = row.find(key);
        if (d && (d->kind == Value::Kind::string || (d->kind == Value::Kind::integer && d->integer > 0))) return true;
      }
      return false;
    });
    if (hurts) continue;
    DesignProblem p;
    p.category = "endless";
    p.card = card.id;
    p.message = "no row of the chart deals damage, so no duel can end before the round limit";
    p.hint = "give the rows where a blow lands their damage";
    p.where = chart->where;
    out.push_back(std::move(p));
  }
}

}  // namespace

std::vector<DesignProblem> design_problems(const CardSet& set, const GameOptions&) {
  std::vector<DesignProblem> out;
  asymmetric_players(set, out);
  unmirrored_chart(set, out);
  harmless_chart(set, out);
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
