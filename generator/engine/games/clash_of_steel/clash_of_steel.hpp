// clash_of_steel: the Clash of Steel ruleset (Youngdale Productions' fantasy battle for two to
// four players): the Game, its options and its registration. Card mechanics come from the card
// set's rules tables (vocabulary in cos_catalog.hpp); the moves are in cos_state.cpp.
//
// Rules implemented:
// - One main deck holds every creature, resource and number card except the starting creatures
//   (Peasant Militia): it must hold at least 84 cards. Each player begins with one copy of every
//   starting creature in play and eight cards dealt from the deck. Seat 0 (the oldest player)
//   starts; play goes round the table in seat order. A game turn is one turn for every player;
//   the game lasts `turns` (10) game turns.
// - A player's turn: draw one card; place at most one resource and at most one creature from
//   hand (at most 10 resources and 6 creatures in play); then attack up to two different
//   opponents, each with one ready creature that may attack, optionally with one number card
//   from hand face down under it. Each attacked player may defend with one of their ready
//   creatures, optionally with a number card under it. The cards are revealed and every fight is
//   resolved (cos_combat.hpp): attack above defense destroys the defender, equal destroys both,
//   defense above attack destroys the attacker. An attacked player who does not defend discards a
//   resource of the attacker's choice; with no resource, a card of their own choice from hand;
//   with neither, nothing happens. Every number card played is then discarded.
// - A creature that attacked is exhausted: it cannot attack or defend until its owner's next turn
//   begins. A ready creature may defend any number of times while it survives. A creature may
//   attack or defend on the turn it is placed.
// - Creature effects: bonuses against races (Dwarven Clan, Elven Archers, Human Knights,
//   Trolls), may only defend (Peasant Militia), and on-placement discards (Blue Dragon: another of
//   your creatures; Red Dragon: one of your resources; Giant Tribe: a card from your hand).
//   Resource effects: modifiers to one creature card, for the owner's copies, every copy in play
//   or the copies attacking the owner (Mountain Range's Goblins), never stacking; a resource may
//   require another of the owner's resources in play to be placed (Lava Pits needs a Mountain
//   Range).
// - After the last game turn (cos_scoring.hpp): most resources in play wins; ties are broken by
//   most creatures in play, then by the strongest creature's attack rating; players still tied
//   share the win.
//
// Interpretations where the rules source is silent or ambiguous:
// - Seats stand for players by age: seat 0 is the oldest. Hands are dealt one card at a time,
//   round the table from seat 0.
// - Placing is optional and comes before attacking: first the resource decision, then the
//   creature decision. Both are always offered (with "place none"), so an opponent never learns
//   from the flow of play that a hand holds no resource or creature. The order follows the
//   rules' sentence ("place one resource card and/or one creature unit card", listed in that
//   order twice); the rules do not say the order is fixed, and it matters for Red Dragon (which
//   may then take the resource just placed) and Giant Tribe (a resource still in hand may be
//   the card it takes). Option placing=either lets the turn player place the creature first:
//   the first decision then also offers the creatures in hand, and after a creature (and its
//   effect) comes the resource decision; "place no resource" first still leads to the creature
//   decision, so every combination of the two placements has one way to be played.
// - The limits (10 resources, 6 creatures) are checked when placing: a seventh creature cannot be
//   placed even if its own effect would discard one.
// - Blue Dragon discards one of its owner's other creatures (another Blue Dragon counts); Red
//   Dragon one of its owner's resources (possibly one placed this turn); Giant Tribe a card from
//   hand. The owner chooses; with nothing to discard, nothing happens.
// - A resource's requirement (Lava Pits needs a Mountain Range) applies when placing only;
//   losing the Mountain Range later leaves the Lava Pits in play.
// - "All Blue Dragons in play" (Oceans/Island Paradise) reads like Lava Pits: every player's copies.
// - A creature attacks at most once per turn, so two attacks take two creatures. Attacks are
//   declared one at a time; each attacked player then answers in the order of the attacks.
//   Whether a number card lies under a creature is seen by all; its value only at the reveal.
// - Every fight of a turn is resolved at once after the last defence is chosen (ratings depend
//   only on resources, which fights do not change); then the undefended players lose their
//   cards, in the order of the attacks.
// - Number cards under an attacker whose target did not defend are revealed and discarded too.
//   With no defender there is no fight, so the attacker is never destroyed.
// - Discarded cards lie face up: everyone sees what is discarded (from hand too). The main deck
//   is never reshuffled; with an empty deck a player simply draws nothing.
// - The last tie-breaker uses the standing attack rating (printed, plus the modifiers of
//   resources that always apply: Open Plains, Woodlands, Graveyard, Lava Pits); every creature
//   counts, Peasant Militia included. A player without creatures comes last on it.
// - House rule 1 (elimination): checked at the end of every game turn; eliminated players take
//   no turns, cannot be attacked and lose. When one player remains, they win at once; when the
//   last players would all be eliminated together, the game ends there and they share the win.
// - House rule 2 (dice): number cards leave the game (the 84-card minimum is checked before
//   they are removed). Each fight's attacker and defender roll one die each, after the defences
//   are chosen; the roll is added like a number card. Undefended attacks roll nothing.
// - House rule 3 (hand limit): at the end of their own turn a player with more than ten cards in
//   hand discards, one card at a time, until ten remain.
// - Returns: see cos_scoring.hpp (+1 sole winner, 0 for a shared win, -1 otherwise).
//
// Options (name, default):
//   turns        10    game turns (1..30)
//   elimination  off   house rule 1: players left with nothing at the end of a game turn are out
//   dice         off   house rule 2: "d6" or "d4" dice instead of number cards
//   hand-limit   off   house rule 3: at most ten cards in hand at the end of one's turn
//
// Actions: cos_actions.hpp. Information: cos_views.cpp (what each seat sees); resampling:
// cos_resample.cpp; the greedy agent's heuristic: CosState::evaluate (cos_state.hpp).
//
// Game length: 8 cards dealt per player, then per player turn at most 16 actions (draw, two
// placements, one placement effect, two attacks and an end, two defences, four dice, two loss
// choices, one hand-limit discard), so max_game_length() = players * (8 + 16 * turns). Every
// game ends after `turns` game turns, so no draw cap is needed.
#pragma once

#include <memory>

#include "engine/game.hpp"
#include "engine/games/clash_of_steel/cos_actions.hpp"
#include "engine/games/clash_of_steel/cos_catalog.hpp"
#include "engine/registry.hpp"

namespace dw::engine::games::clash_of_steel {

inline constexpr const char* kRulesetName = "clash-of-steel";
inline constexpr int kMaxPlayers = 4;
inline constexpr int kStartingHand = 8;
inline constexpr int kMaxCreatures = 6;
inline constexpr int kMaxResources = 10;
inline constexpr int kMaxAttacks = 2;
inline constexpr int kMinDeck = 84;
inline constexpr int kHandLimit = 10;
inline constexpr int kMaxTurns = 30;
inline constexpr int kMaxActionsPerTurn = 16;

struct CosRules {
  int players = 4;
  int turns = 10;
  bool elimination = false;  // house rule 1
  int die_faces = 0;         // house rule 2: 0 = number cards, else 6 or 4
  bool hand_limit = false;   // house rule 3
  bool either_order = false; // placing=either: the creature may be placed before the resource
};

class ClashOfSteelGame : public Game {
 public:
  ClashOfSteelGame(std::string card_set_id, GameOptions options, Catalog catalog, CosRules rules);

  int num_players() const override { return rules_.players; }
  int num_distinct_actions() const override { return static_cast<int>(codec_.end()); }
  int max_chance_outcomes() const override;
  int max_game_length() const override { return rules_.players * (kStartingHand + kMaxActionsPerTurn * rules_.turns); }
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return total_cards_; }
  std::unique_ptr<State> new_initial_state() const override;

  const Catalog& catalog() const { return catalog_; }
  const CosRules& rules() const { return rules_; }
  const ActionCodec& codec() const { return codec_; }
  int num_types() const { return static_cast<int>(catalog_.types.size()); }
  // The type index of the card with id `id`, or -1.
  int type_of(std::string_view id) const { return catalog_.find(id); }
  // The number choice (for AttackMove/DefendMove) of the number card with id `id`, or -1.
  int number_choice(std::string_view id) const;
  // Most cards a hand can hold (for tracked values).
  int max_hand() const { return kStartingHand + rules_.turns; }

 private:
  Catalog catalog_;
  CosRules rules_;
  ActionCodec codec_;
  int total_cards_ = 0;
};

RulesetInfo ruleset_info();

// The validator's static facts (cos_facts.cpp, card_facts.hpp).
std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options);
std::vector<CardReference> card_references(const CardSet& set);
std::vector<PrintedNumber> printed_numbers(const CardSet& set);

}  // namespace dw::engine::games::clash_of_steel
