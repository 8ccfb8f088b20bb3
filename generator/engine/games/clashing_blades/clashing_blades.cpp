// clashing_blades: the Game, its factory (card set + options -> game, with diagnostics) and the
// registry entry.
#include "engine/games/clashing_blades/clashing_blades.hpp"

#include "engine/games/clashing_blades/cb_state.hpp"

namespace dw::engine::games::clashing_blades {

namespace {

std::vector<OptionSpec> option_specs() {
  return {
      {"max-deals", "100", "deals before the duel is declared a draw", {}, 1, 10000},
      {"hand-size", "7", "cards dealt to each duelist", {}, 1, 30},
      {"extra-hearts", "off", "advanced rule 1: extra heart cards (not implemented yet)", {"off", "on"}, 0, 0},
      {"event-deck", "off", "advanced rule 2: the event deck (not implemented yet)", {"off", "on"}, 0, 0},
      {"marcus-king", "off", "optional rule: the Origins 2008 Marcus King (not implemented yet)", {"off", "on"}, 0, 0},
  };
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  const auto specs = option_specs();
  auto refuse = [&](const std::string& message, const std::string& hint) {
    Diagnostic d;
    d.where = options.where;
    d.message = message;
    d.hint = hint;
    out.add(std::move(d));
  };
  if (option_value(options, specs, "extra-hearts") == "on")
    refuse("advanced rule 1 (extra heart cards) is not implemented yet", "leave extra-hearts=off");
  if (option_value(options, specs, "event-deck") == "on")
    refuse("advanced rule 2 (the event deck) is not implemented yet", "leave event-deck=off");
  if (option_value(options, specs, "marcus-king") == "on")
    refuse("the Marcus King (an event card) is not implemented yet", "leave marcus-king=off");

  CardCatalog catalog = read_card_catalog(set, out);
  const int hand = option_int(options, specs, "hand-size");
  const int max_deals = option_int(options, specs, "max-deals");
  if (static_cast<int>(catalog.cards.size()) < 2 * hand) {
    Diagnostic d;
    d.where = SourcePos{set.set_file.string(), 0, 0};
    d.message = "the duel deck has " + std::to_string(catalog.cards.size()) + " cards; dealing " +
                std::to_string(hand) + " to each duelist needs at least " + std::to_string(2 * hand);
    d.hint = "add spades, diamonds or clubs, or choose a smaller hand-size";
    out.add(std::move(d));
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
      max_deals_(max_deals) {}

int ClashingBladesGame::max_game_length() const {
  // Per deal: 2H chance actions, at most 2H cards played, and at most one pass per en garde
  // round (a round uses at least one card) plus the two passes that can end a deal.
  return max_deals_ * (6 * hand_size_ + 2);
}

std::unique_ptr<State> ClashingBladesGame::new_initial_state() const {
  return std::make_unique<CbState>(shared_from_this());
}

Action ClashingBladesGame::card_action(std::string_view name) const {
  for (std::size_t i = 0; i < catalog_.cards.size(); ++i)
    if (catalog_.cards[i].name == name) return static_cast<Action>(i);
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
  return info;
}

}  // namespace dw::engine::games::clashing_blades
