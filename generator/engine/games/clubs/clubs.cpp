// clubs: the Game, its factory (card set + options -> game, with diagnostics) and the registry
// entry.
#include "engine/games/clubs/clubs.hpp"

#include "engine/games/clubs/clubs_state.hpp"

namespace dw::engine::games::clubs {

namespace {

std::vector<OptionSpec> option_specs() {
  return {
      {"opening-hand", "10", "cards dealt to each player", {}, 1, 20},
      {"hand-limit", "12", "most cards a hand may hold after a draw", {}, 1, 40},
      {"max-defenders", "3", "clubs a player may have as defenders", {}, 1, kSlots},
  };
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  const auto specs = option_specs();
  ClubsRules rules;
  rules.opening_hand = option_int(options, specs, "opening-hand");
  rules.hand_limit = option_int(options, specs, "hand-limit");
  rules.max_defenders = option_int(options, specs, "max-defenders");
  auto fail = [&](SourcePos where, std::string message, std::string hint) {
    out.error(std::move(where), std::move(message), std::move(hint));
  };
  if (rules.hand_limit < rules.opening_hand)
    fail(options.where,
         "hand-limit " + std::to_string(rules.hand_limit) + " is below opening-hand " +
             std::to_string(rules.opening_hand),
         "a hand must be able to hold the cards dealt to it");

  ClubsCatalog catalog = read_clubs_catalog(set, out);
  const int cards = static_cast<int>(catalog.cards.size());
  if (!out.has_errors() && cards < 2 * rules.opening_hand)
    fail(SourcePos{set.set_file.string(), 0, 0},
         "the deck has " + std::to_string(cards) + " cards; dealing " + std::to_string(rules.opening_hand) +
             " to each player needs at least " + std::to_string(2 * rules.opening_hand),
         "add cards, or choose a smaller opening-hand");
  if (out.has_errors()) return nullptr;
  return std::make_shared<ClubsGame>(set.id, options, std::move(catalog), rules);
}

}  // namespace

ClubsGame::ClubsGame(std::string card_set_id, GameOptions options, ClubsCatalog catalog, ClubsRules rules)
    : Game(kRulesetName, std::move(card_set_id), std::move(options)), catalog_(std::move(catalog)), rules_(rules) {
  for (int start = 1; start <= kRunStarts; ++start) run_cards_[static_cast<std::size_t>(start)] = catalog_.run_cards(start);
}

int ClubsGame::max_game_length() const {
  const int n = num_cards();
  return 2 * rules_.opening_hand + 4 * n + 6 * max_turns() + 2;
}

std::unique_ptr<State> ClubsGame::new_initial_state() const {
  return std::make_unique<ClubsState>(shared_from_this());
}

int ClubsGame::card_index(std::string_view name) const {
  for (std::size_t i = 0; i < catalog_.cards.size(); ++i)
    if (catalog_.cards[i].name == name) return static_cast<int>(i);
  return -1;
}

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "CLUBS: a two-player battler with one 52-card deck (clubs defend, spades attack, diamonds counter, hearts heal)";
  info.min_players = 2;
  info.max_players = 2;
  info.default_players = 2;
  info.options = option_specs();
  info.factory = make;
  info.deck_rules = deck_rules;
  info.printed_numbers = printed_numbers;
  return info;
}

}  // namespace dw::engine::games::clubs
