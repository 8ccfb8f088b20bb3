// en_garde: the Game, its factory (card set + options -> game, with diagnostics) and the
// registry entry.
#include "engine/games/en_garde/en_garde.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/games/en_garde/eg_state.hpp"

namespace dw::engine::games::en_garde {

namespace {

std::vector<OptionSpec> option_specs() {
  return {
      {"pistol", "on",
       "the Pistol (Items with a shot): on, it stays in play and may fire every turn; once, it is discarded after its shot; off, "
       "the house rule without it",
       {"on", "once", "off"}, 0, 0},
      {"max-rounds", "50", "rounds before the game ends as a draw for the players still in", {}, 1, 1000},
  };
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  const auto specs = option_specs();
  const std::string pistol_option = option_value(options, specs, "pistol");
  const bool pistol = pistol_option != "off";
  CardCatalog catalog = read_card_catalog(set, pistol, out);
  if (out.has_errors()) return nullptr;
  const int players = options.players;
  if (catalog.total_cards < kHandSize * players) {
    out.error(SourcePos{set.set_file.string(), 0, 0},
              "the en-garde deck has " + std::to_string(catalog.total_cards) + " cards; dealing " +
                  std::to_string(kHandSize) + " to each of " + std::to_string(players) + " players needs at least " +
                  std::to_string(kHandSize * players),
              "raise some counts, or play with fewer players");
    return nullptr;
  }
  return std::make_shared<EnGardeGame>(set.id, options, std::move(catalog), players,
                                       option_int(options, specs, "max-rounds"), pistol_option == "once");
}

}  // namespace

EnGardeGame::EnGardeGame(std::string card_set_id, GameOptions options, CardCatalog catalog, int players,
                         int max_rounds, bool single_shot_pistol)
    : Game(kRulesetName, std::move(card_set_id), std::move(options)),
      catalog_(std::move(catalog)),
      codec_(catalog_.num_types(), players),
      players_(players),
      max_rounds_(max_rounds),
      single_shot_pistol_(single_shot_pistol) {}

int EnGardeGame::max_chance_outcomes() const { return std::max(catalog_.num_types(), players_); }

int EnGardeGame::max_game_length() const {
  return 1 + kHandSize * players_ + kMaxActionsPerTurn * max_turns();
}

std::unique_ptr<State> EnGardeGame::new_initial_state() const {
  return std::make_unique<EgState>(shared_from_this());
}

int EnGardeGame::card_type(std::string_view id) const {
  const int t = catalog_.find(id);
  if (t < 0) throw std::invalid_argument("en-garde: no card '" + std::string(id) + "'");
  return t;
}

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "En Garde! (2018 reboot): a card duel for 2 to 6 players with Poise, Exchanges and Items";
  info.min_players = 2;
  info.max_players = kMaxPlayers;
  info.default_players = 2;
  info.options = option_specs();
  info.factory = make;
  info.deck_rules = deck_rules;
  info.card_references = card_references;
  info.printed_numbers = printed_numbers;
  info.card_payoffs = card_payoffs;
  return info;
}

}  // namespace dw::engine::games::en_garde
