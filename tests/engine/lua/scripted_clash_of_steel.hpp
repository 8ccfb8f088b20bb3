// scripted_clash_of_steel: the bundled Clash of Steel set played by its rules script
// (rules/game.lua) instead of its built-in ruleset, built through the engine API, with the
// helpers its tests share: a shuffle dealt to order and actions found by their names.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "../engine_test_support.hpp"
#include "engine/games/clash_of_steel/clash_of_steel.hpp"
#include "engine/state.hpp"

namespace dw::engine::testing {

using games::clash_of_steel::ClashOfSteelGame;

inline const CardSet& scripted_set() {
  static const CardSet set = load_bundled("clash-of-steel");
  return set;
}

// The set played by its rules script instead of its built-in ruleset, built through the engine API.
inline std::shared_ptr<const Game> scripted_game() {
  static const std::shared_ptr<const Game> game = [] {
    CardSet set = scripted_set();
    set.ruleset = "lua";
    Diagnostics diags;
    const GameOptions options = parse_options("players=4", SourcePos{"test", 1, 1}, diags);
    Diagnostics warnings;
    return make_game(set, options, warnings);
  }();
  return game;
}

inline std::shared_ptr<const ClashOfSteelGame> builtin_game() {
  return std::static_pointer_cast<const ClashOfSteelGame>(bundled_game("clash-of-steel"));
}

inline int card_index(const std::string& id) {
  const auto& cards = scripted_set().cards;
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  throw std::runtime_error("no card " + id);
}

// Deals the script's shuffle so that the deck's cards come off the top as `drawn` says (the deal
// round the table, then each turn's draw; "" is any card); the rest of the deck in set order.
inline void stack_deck(State& state, const std::vector<std::string>& drawn) {
  std::map<int, int> left;  // card index -> copies in the deck not yet placed
  int deck = 0;
  for (std::size_t i = 0; i < scripted_set().cards.size(); ++i) {
    const Card& card = scripted_set().cards[i];
    const Value* starting = card.rules.find_path("starting");
    if (card.rules.entries.empty() || (starting && starting->boolean)) continue;
    left[static_cast<int>(i)] += card.count;
    deck += card.count;
  }
  for (const auto& id : drawn)
    if (!id.empty() && --left[card_index(id)] < 0) throw std::runtime_error("too many " + id);
  for (int position = 0; position < deck; ++position) {  // bottom to top
    if (!state.is_chance_node()) throw std::runtime_error("the shuffle dealt fewer faces than the deck holds");
    const auto from_top = static_cast<std::size_t>(deck - 1 - position);
    int face = -1;
    if (from_top < drawn.size() && !drawn[from_top].empty()) face = card_index(drawn[from_top]);
    for (auto it = left.begin(); face < 0 && it != left.end(); ++it)
      if (it->second > 0) face = it->first, --it->second;
    state.apply_action(face);
  }
}

inline std::vector<std::string> legal_names(const State& state) {
  std::vector<std::string> names;
  for (Action a : state.legal_actions()) names.push_back(state.action_to_string(state.current_player(), a));
  std::sort(names.begin(), names.end());
  return names;
}

inline Action action_named(const State& state, const std::string& name) {
  for (Action a : state.legal_actions())
    if (state.action_to_string(state.current_player(), a) == name) return a;
  throw std::runtime_error("no legal action '" + name + "'\n" + state.player_view(state.current_player()));
}

}  // namespace dw::engine::testing
