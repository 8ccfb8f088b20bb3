// clashing_blades: the Game, its factory (card set + options -> game, with diagnostics) and the
// registry entry.
#include "engine/games/clashing_blades/clashing_blades.hpp"

#include "engine/games/clashing_blades/cb_state.hpp"

#include <algorithm>
#include <stdexcept>

namespace dw::engine::games::clashing_blades {

namespace {

std::vector<OptionSpec> option_specs() {
  return {
      {"max-deals", "100", "deals before the duel is declared a draw", {}, 1, 10000},
      {"hand-size", "7", "cards dealt to each duelist", {}, 1, 30},
      {"extra-hearts", "off", "advanced rule 1: extra heart cards sting a wounded duelist", {"off", "on"}, 0, 0},
      {"event-deck", "off", "advanced rule 2: an exact counter may turn over an event card", {"off", "on"}, 0, 0},
      {"marcus-king", "off", "optional rule: the Marcus King joins the event deck (needs event-deck)", {"off", "on"}, 0, 0},
  };
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  const auto specs = option_specs();
  auto refuse = [&](SourcePos where, const std::string& message, const std::string& hint) {
    out.error(std::move(where), message, hint);
  };
  const SourcePos set_file{set.set_file.string(), 0, 0};
  const bool extra_hearts = option_value(options, specs, "extra-hearts") == "on";
  const bool event_deck = option_value(options, specs, "event-deck") == "on";
  const bool marcus_king = option_value(options, specs, "marcus-king") == "on";
  if (marcus_king && !event_deck)
    refuse(options.where, "the Marcus King is an event card: marcus-king=on needs event-deck=on", "add event-deck=on");

  CardCatalog catalog = read_card_catalog(set, out);
  // Keep what these options play with: extra hearts with advanced rule 1, events with rule 2.
  const auto hearts = std::count_if(catalog.cards.begin(), catalog.cards.end(), [](const DuelCard& c) { return c.suit == Suit::hearts; });
  if (!extra_hearts)
    std::erase_if(catalog.cards, [](const DuelCard& c) { return c.suit == Suit::hearts; });
  else if (hearts == 0)
    refuse(set_file, "extra-hearts=on, but the card set has no extra heart cards",
           "add heart cards with suit = \"hearts\" and a strength (advanced rule 1)");
  const bool has_marcus = std::any_of(catalog.events.begin(), catalog.events.end(), [](const EventCard& e) { return e.needs_marcus_king; });
  if (!event_deck) catalog.events.clear();
  else if (!marcus_king) std::erase_if(catalog.events, [](const EventCard& e) { return e.needs_marcus_king; });
  if (event_deck && catalog.events.empty())
    refuse(set_file, "event-deck=on, but the card set has no event cards", "add cards with an event = ... rules key");
  if (marcus_king && event_deck && !has_marcus)
    refuse(set_file, "marcus-king=on, but no event card has needs = \"marcus-king\"", "add the Marcus King card");

  const int hand = option_int(options, specs, "hand-size");
  const int max_deals = option_int(options, specs, "max-deals");
  // Two stung duelists keep two cards out of the deck.
  const int needed = 2 * hand + (extra_hearts ? 2 : 0);
  if (static_cast<int>(catalog.cards.size()) < needed) {
    out.error(set_file,
              "the duel deck has " + std::to_string(catalog.cards.size()) + " cards; dealing " + std::to_string(hand) +
                  " to each duelist needs at least " + std::to_string(needed),
              "add spades, diamonds or clubs, or choose a smaller hand-size");
  }
  if (out.has_errors()) return nullptr;
  return std::make_shared<ClashingBladesGame>(set.id, options, std::move(catalog), hand, max_deals);
}

}  // namespace

ClashingBladesGame::ClashingBladesGame(std::string card_set_id, GameOptions options, CardCatalog catalog,
                                       int hand_size, int max_deals)
    : Game(kRulesetName, std::move(card_set_id), std::move(options)),
      catalog_(std::move(catalog)),
      hand_size_(hand_size),
      max_deals_(max_deals) {
  if (num_cards() > CardMask::kCapacity)
    throw std::logic_error("clashing-blades: more duel cards than a card mask holds");
  for (int c = 0; c < num_cards(); ++c) suit_cards_[static_cast<std::size_t>(catalog_.cards[static_cast<std::size_t>(c)].suit)].insert(c);
  extra_hearts_ = std::any_of(catalog_.cards.begin(), catalog_.cards.end(), [](const DuelCard& c) { return c.suit == Suit::hearts; });
  max_blow_ = catalog_.max_strength;
  for (const EventCard& e : catalog_.events)
    if (e.effect == EventEffect::punch || e.effect == EventEffect::pistol) max_blow_ = std::max(max_blow_, e.value);
}

int ClashingBladesGame::max_game_length() const {
  // Per deal: 2H chance deals; at most 2H actions that take a card from a hand (play, shed,
  // discard, sting); one pass per en garde round (a round uses a card) and two that can end the
  // deal, two stings; and per threat or en garde counter at most one event offer, one draw and
  // one balance used.
  return max_deals_ * (10 * hand_size_ + 8);
}

std::unique_ptr<State> ClashingBladesGame::new_initial_state() const {
  return std::make_unique<CbState>(shared_from_this());
}

Action ClashingBladesGame::card_action(std::string_view name) const {
  for (std::size_t i = 0; i < catalog_.cards.size(); ++i)
    if (catalog_.cards[i].name == name) return static_cast<Action>(i);
  for (int e = 0; e < num_events(); ++e)
    if (catalog_.events[static_cast<std::size_t>(e)].name == name) return event_action(e);
  return -1;
}

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "Clashing Blades! (Lester Smith): a two-player sword duel with spades, diamonds and clubs";
  info.min_players = 2;
  info.max_players = 2;
  info.default_players = 2;
  info.options = option_specs();
  info.factory = make;
  info.deck_rules = deck_rules;
  info.printed_numbers = printed_numbers;
  info.design_problems = design_problems;
  return info;
}

}  // namespace dw::engine::games::clashing_blades
