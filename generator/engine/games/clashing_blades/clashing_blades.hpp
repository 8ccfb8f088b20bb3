// clashing_blades: the Clashing Blades! ruleset (Lester Smith's sword duel for two, played with
// the ace to ten of spades, diamonds and clubs): the Game, its options and its registration.
//
// Rules implemented (the basic game):
// - Each duelist starts with the health of their heart cards (15 with the bundled set: 7+8 and
//   6+9). Damage lowers health; a duelist at 0 or below loses; if both reach 0 together (a spade
//   duel where both take damage) both lose.
// - The duel deck (spades = attacks, diamonds = parries, clubs = parry-ripostes; strength from
//   the card set) is shuffled and `hand-size` (7) cards are dealt to each duelist.
// - En garde: each duelist with cards picks one face down; they are revealed together and
//   resolved by the interaction table (cb_interactions.hpp).
// - Exchange: the threatened duelist may answer with one diamond or club; a riposte that
//   threatens the other duelist lets them answer in turn, and so on. Spades are never played in
//   an exchange.
// - Spade duel (spade against spade): the duelist facing the greater damage may first drop
//   their attack (it is discarded) and play a diamond or club against the other spade; if they
//   keep it, the other duelist has the same option; if both keep their attacks, each takes the
//   damage threatening them.
// - Disengage: (a) nobody is threatened: the played cards are discarded and a new en garde
//   begins with the cards left in hand; (b) someone suffered damage or (c) both are out of
//   cards: every card (hands, table, discards) goes back into the deck, which is reshuffled and
//   dealt again.
//
// Interpretations where the seed is silent or ambiguous:
// - Simultaneous face-down play is two sequential choices (seat 0, then seat 1); the second
//   chooser's information state does not contain the first card until both are revealed.
// - A threatened duelist who answers with a card that does not stop the whole threat suffers
//   the rest at once (the extended example: "he cannot play more than one card at a time").
// - Answering is optional: a threatened duelist may always "take the damage" (pass), even with
//   a diamond or club in hand; with none, passing is their only action (it is still a decision
//   node, so the state never reveals that a hand holds no defence).
// - Dropping an attack in a spade duel plays a diamond or club (a spade cannot be played in an
//   exchange). The played card answers the other spade like an exchange response; the other
//   duelist is no longer threatened by the dropped spade.
// - Spade duel with equal threats: the duelist who did not deal this hand has the first option.
//   Dealers alternate; seat 0 deals the first hand.
// - A duelist with no cards at en garde plays nothing. A spade against no card threatens its
//   full strength; a diamond or club against no card has no effect (like diamond vs club).
// - Cards discarded at a disengage are not shown to the opponent (hands are discarded face
//   down); played cards are public.
// - The seed has no end for a duel in which nobody is ever hurt. After `max-deals` deals (100)
//   without a winner the game ends as a draw.
// - Returns: winner +1, loser -1; both lose: -1 each; draw: 0 each.
//
// Options (name, default):
//   max-deals    100   deals before the duel is declared a draw (1..10000)
//   hand-size    7     cards dealt to each duelist (1..30; the deck needs twice as many)
//   extra-hearts off   advanced rule 1 (extra heart cards): not implemented yet, "on" is refused
//   event-deck   off   advanced rule 2 (event deck): not implemented yet, "on" is refused
//   marcus-king  off   the Origins 2008 Marcus King (needs event-deck): not implemented yet
//
// Heuristic (State::evaluate, for the greedy agent and truncated ISMCTS rollouts): health margin
// after open threats, hand sizes and the strength of one's own face-down spade, squashed with
// tanh; documented in cb_heuristic.cpp. Resampling is direct (cb_views.cpp).
//
// Actions: card i of the catalog (cb_cards.hpp) is action i, for chance (deal card i to the
// duelist whose turn it is to receive) and for players (play card i: en garde, answer in an
// exchange, or drop the attack and play it in a spade duel); action N (the number of cards) is
// "pass": keep the attack in a spade duel, or take the damage in an exchange.
#pragma once

#include <memory>

#include "engine/game.hpp"
#include "engine/games/clashing_blades/cb_cards.hpp"
#include "engine/registry.hpp"

namespace dw::engine::games::clashing_blades {

inline constexpr const char* kRulesetName = "clashing-blades";

class ClashingBladesGame : public Game {
 public:
  ClashingBladesGame(std::string card_set_id, GameOptions options, CardCatalog catalog, int hand_size,
                     int max_deals);

  int num_players() const override { return 2; }
  int num_distinct_actions() const override { return num_cards() + 1; }
  int max_chance_outcomes() const override { return num_cards(); }
  int max_game_length() const override;
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return num_cards(); }
  std::unique_ptr<State> new_initial_state() const override;

  const CardCatalog& catalog() const { return catalog_; }
  int num_cards() const { return static_cast<int>(catalog_.cards.size()); }
  Action pass_action() const { return num_cards(); }
  int hand_size() const { return hand_size_; }
  int max_deals() const { return max_deals_; }
  // The action number of the card named `name` (a card id, "#n" for copies), or -1.
  Action card_action(std::string_view name) const;

 private:
  CardCatalog catalog_;
  int hand_size_;
  int max_deals_;
};

RulesetInfo ruleset_info();

}  // namespace dw::engine::games::clashing_blades
