// duel_cards: the Game, its factory (card set + options -> game, with diagnostics) and the
// registry entry.
#include "engine/games/duel_cards/duel_cards.hpp"

#include "engine/games/duel_cards/dc_state.hpp"

namespace dw::engine::games::duel_cards {

namespace {

std::vector<OptionSpec> option_specs() {
  return {
      {"max-rounds", "100", "rounds before the duel is declared a draw", {}, 1, 10000},
      {"face-down-shape", "shown", "whether the second player sees how the first player's cards lie", {"shown", "hidden"}, 0, 0},
      {"marked-by", "initiative", "who chooses the circles a player's damage marks (the marker's holder, the damaged player, the other player)",
       {"initiative", "owner", "opponent"}, 0, 0},
      {"mutual-knockout", "both-lose", "how both players reaching six marks in one round scores", {"both-lose", "draw"}, 0, 0},
  };
}

std::shared_ptr<const Game> make(const CardSet& set, const GameOptions& options, Diagnostics& out) {
  const auto specs = option_specs();
  DcRules rules;
  rules.max_rounds = option_int(options, specs, "max-rounds");
  rules.shape_shown = option_value(options, specs, "face-down-shape") == "shown";
  const std::string marked_by = option_value(options, specs, "marked-by");
  rules.marked_by = marked_by == "owner" ? MarkedBy::owner : marked_by == "opponent" ? MarkedBy::opponent : MarkedBy::initiative;
  rules.mutual_knockout_draw = option_value(options, specs, "mutual-knockout") == "draw";
  DcCatalog catalog = read_dc_catalog(set, out);
  if (out.has_errors()) return nullptr;
  return std::make_shared<DuelCardsGame>(set.id, options, std::move(catalog), rules);
}

}  // namespace

DuelCardsGame::DuelCardsGame(std::string card_set_id, GameOptions options, DcCatalog catalog, DcRules rules)
    : Game(kRulesetName, std::move(card_set_id), std::move(options)), catalog_(std::move(catalog)), rules_(rules) {}

std::unique_ptr<State> DuelCardsGame::new_initial_state() const {
  return std::make_unique<DcState>(shared_from_this());
}

RulesetInfo ruleset_info() {
  RulesetInfo info;
  info.name = kRulesetName;
  info.summary = "Duel Cards: two cards per player, initiative, strong and weak plays, six damage circles";
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

}  // namespace dw::engine::games::duel_cards
