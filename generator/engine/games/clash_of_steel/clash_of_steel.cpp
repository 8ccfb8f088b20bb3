// clash_of_steel: the Game, its factory (card set + options -> game, with the set-wide checks)
// and the registry entry.
#include "engine/games/clash_of_steel/clash_of_steel.hpp"

#include <algorithm>

#include "engine/games/clash_of_steel/cos_state.hpp"

namespace dw::engine::games::clash_of_steel {

namespace {

std::vector<OptionSpec> option_specs() {
  return {
      {"turns", "10", "game turns before the game is scored", {}, 1, kMaxTurns},
      {"elimination", "off", "house rule 1: a player left with no cards at the end of a game turn is out", {"off", "on"}, 0, 0},
      {"dice", "off", "house rule 2: roll a die (d6 or d4) instead of playing number cards", {"off", "d6", "d4"}, 0, 0},
      {"hand-limit", "off", "house rule 3: discard down to ten cards at the end of your turn", {"off", "on"}, 0, 0},
      {"placing", "resource-first", "the order of a turn's placements: the resource decision first, or either placement first",
       {"resource-first", "either"}, 0, 0},
  };
}

Diagnostic set_error(const CardSet& set, std::string message, std::string hint) {
  return error_diagnostic(SourcePos{set.set_file.string(), 1, 1}, std::move(message), std::move(hint));
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  const auto specs = option_specs();
  CosRules rules;
  rules.players = options.players;
  rules.turns = option_int(options, specs, "turns");
  rules.elimination = option_value(options, specs, "elimination") == "on";
  const std::string dice = option_value(options, specs, "dice");
  rules.die_faces = dice == "d6" ? 6 : dice == "d4" ? 4 : 0;
  rules.hand_limit = option_value(options, specs, "hand-limit") == "on";
  rules.either_order = option_value(options, specs, "placing") == "either";

  Catalog catalog = read_catalog(set, out);
  if (out.has_errors()) return nullptr;
  if (catalog.main_deck < kMinDeck)
    out.add(set_error(set, "the main deck has " + std::to_string(catalog.main_deck) + " cards; Clash of Steel needs at least " +
                               std::to_string(kMinDeck),
                      "raise the counts of creature, resource or number cards"));
  const int dealt_from = rules.die_faces ? catalog.main_deck - catalog.number_cards : catalog.main_deck;
  if (dealt_from < kStartingHand * rules.players)
    out.add(set_error(set, "without number cards the deck has " + std::to_string(dealt_from) + " cards, too few to deal " +
                               std::to_string(kStartingHand) + " to each of " + std::to_string(rules.players) + " players",
                      "add creature or resource cards, or play with number cards (dice=off)"));
  if (catalog.starting.empty())
    out.add(set_error(set, "no creature starts in play",
                      "mark the starting creature (Peasant Militia) with starting = true in its rules table"));
  for (int s : catalog.starting) {
    const CardType& t = catalog.types[static_cast<std::size_t>(s)];
    if (t.count < rules.players)
      out.add(set_error(set, "each of " + std::to_string(rules.players) + " players starts with " + t.name + ", but the set has " +
                                 std::to_string(t.count),
                        "set count = " + std::to_string(kMaxPlayers) + " for " + t.id));
  }
  if (std::none_of(catalog.creatures.begin(), catalog.creatures.end(),
                   [&](int c) { return catalog.types[static_cast<std::size_t>(c)].can_attack; }) &&
      std::none_of(catalog.starting.begin(), catalog.starting.end(),
                   [&](int c) { return catalog.types[static_cast<std::size_t>(c)].can_attack; }))
    out.add(set_error(set, "no creature of the set can attack", "give a creature attacks = true (the default)"));
  if (out.has_errors()) return nullptr;
  return std::make_shared<ClashOfSteelGame>(set.id, options, std::move(catalog), rules);
}

}  // namespace

ClashOfSteelGame::ClashOfSteelGame(std::string card_set_id, GameOptions options, Catalog catalog, CosRules rules)
    : Game(kRulesetName, std::move(card_set_id), std::move(options)),
      catalog_(std::move(catalog)),
      rules_(rules),
      codec_(static_cast<int>(catalog_.types.size()), rules.players, static_cast<int>(catalog_.numbers.size())) {
  for (const CardType& t : catalog_.types) total_cards_ += t.count;
}

int ClashOfSteelGame::max_chance_outcomes() const { return std::max(num_types(), kMaxDieFaces); }

std::unique_ptr<State> ClashOfSteelGame::new_initial_state() const {
  return std::make_unique<CosState>(shared_from_this());
}

int ClashOfSteelGame::number_choice(std::string_view id) const {
  for (std::size_t k = 0; k < catalog_.numbers.size(); ++k)
    if (catalog_.types[static_cast<std::size_t>(catalog_.numbers[k])].id == id) return static_cast<int>(k) + 1;
  return -1;
}

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "Clash of Steel (Youngdale Productions): creatures, resources and number cards, 2-4 players, ten turns";
  info.min_players = 2;
  info.max_players = kMaxPlayers;
  info.default_players = 4;
  info.options = option_specs();
  info.factory = make;
  info.deck_rules = deck_rules;
  info.card_references = card_references;
  info.printed_numbers = printed_numbers;
  return info;
}

}  // namespace dw::engine::games::clash_of_steel
