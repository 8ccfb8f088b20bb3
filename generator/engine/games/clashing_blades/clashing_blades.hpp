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
// Interpretations where the rules source is silent or ambiguous:
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
// - The rules source has no end for a duel in which nobody is ever hurt. After `max-deals`
//   deals (100) without a winner the game ends as a draw.
// - Returns: winner +1, loser -1; both lose: -1 each; draw: 0 each.
//
// Advanced rule 1, extra heart cards (option extra-hearts; the set's hearts with a `strength`):
// - They are shuffled into the duel deck and dealt like any card, but can never be played at en
//   garde or in an exchange. At each en garde, a hand of nothing but hearts is discarded face up.
// - Whenever damage ends an exchange (disengage (b)) and the duel goes on, the attacker (the
//   victim's opponent; both, in turn, when a spade duel hurt both) may lay one heart from hand
//   before the victim ("sting"). The attacker always gets this decision, with "no sting" as the
//   only choice when they hold no heart, so the decision reveals nothing about their hand.
// - The sting stays before the victim, out of the deck, through the next deal only; once that
//   deal is dealt, before en garde, the victim discards cards of their choice, one at a time and
//   face up, until the discarded strengths add up to at least the heart's strength (or the hand
//   is empty). Any suit counts. The sting returns to the deck at the end of that deal.
// - A punch (rule 2) does not end an exchange, so it gives no sting; the Marcus King's shot does.
// - Two stings can be out at once, so the deck must hold two hands plus two cards.
//
// Advanced rule 2, the event deck (option event-deck; the set's cards with an `event` key):
// - The event deck is shuffled once and never refilled (but for the Marcus King). Turning over
//   its top card is a chance node, uniform over the cards left in it; every event is public.
// - An exact counter is a diamond or club whose strength equals the threat it answers: at en
//   garde (against the spade), in an exchange, or dropping an attack in a spade duel; a kept
//   balance, alone or with one diamond, counts when the total equals the threat. The counterer
//   may then turn over an event or leave the deck alone (a decision; none when the deck is empty).
// - Effects (names and sizes from the card set, vocabulary in cb_cards.hpp): punch (the foe
//   loses that much health; the duel goes on with the next en garde unless the foe is down);
//   second wind (regain health up to, never above, the starting health); trickery (the foe
//   discards that many cards of their choice, face up, or all they have); balance (kept face up
//   before its owner across deals until used: when threatened in an exchange, the owner may spend
//   one balance card, which stops that many points; if some threat is left, the same duelist may
//   still add one diamond or take the rest: one balance per answer, never with a club, never at
//   en garde or in a spade duel); the minor joker (disarm: the foe discards the rest of their hand,
//   face up); the major joker (fumble: the counterer discards the rest of their own hand).
// - After an effect the exchange is over with nobody threatened: a new en garde (disengage (a)).
//
// Optional rule, the Marcus King (option marcus-king, needs event-deck; the card with
// needs = "marcus-king"): the pistol. The foe loses `value` (4) health and the exchange ends as
// after any damage (stings, then a new deal). Every used event card, the Marcus King included,
// goes back into the event deck; kept balance cards stay with their owners.
//
// Options (name, default):
//   max-deals    100   deals before the duel is declared a draw (1..10000)
//   hand-size    7     cards dealt to each duelist (1..30; the deck needs twice as many)
//   extra-hearts off   advanced rule 1: the set's extra heart cards join the duel deck
//   event-deck   off   advanced rule 2: the set's event cards make the event deck
//   marcus-king  off   the Origins 2008 Marcus King joins the event deck (needs event-deck)
//
// Heuristic (State::evaluate, for the greedy agent and truncated ISMCTS rollouts): health margin
// after open threats, hand sizes and the strength of one's own face-down spade, squashed with
// tanh; documented in cb_heuristic.cpp. Resampling is direct (cb_views.cpp).
//
// Actions: duel card i of the catalog (cb_cards.hpp) is action i, for chance (deal card i to the
// duelist whose turn it is to receive) and for players (play card i: en garde, answer in an
// exchange, drop the attack and play it in a spade duel, shed it, discard it to trickery, sting
// with it); action N (the number of duel cards) is "pass": keep the attack in a spade duel, take
// the damage in an exchange, no sting, or leave the event deck; N + 1 is "turn over an event";
// N + 2 + e is event card e, as the chance outcome that turns it over and as "use balance e".
#pragma once

#include <algorithm>
#include <memory>

#include "engine/game.hpp"
#include "engine/games/common/card_mask.hpp"
#include "engine/games/clashing_blades/cb_cards.hpp"
#include "engine/registry.hpp"

namespace dw::engine::games::clashing_blades {

inline constexpr const char* kRulesetName = "clashing-blades";

class ClashingBladesGame : public Game {
 public:
  // `catalog` holds only what this game plays with: extra hearts and events already filtered by
  // the options.
  ClashingBladesGame(std::string card_set_id, GameOptions options, CardCatalog catalog, int hand_size,
                     int max_deals);

  int num_players() const override { return 2; }
  int num_distinct_actions() const override { return num_cards() + 2 + num_events(); }
  int max_chance_outcomes() const override { return std::max(num_cards(), num_events()); }
  int max_game_length() const override;
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return num_cards() + num_events(); }
  std::unique_ptr<State> new_initial_state() const override;

  const CardCatalog& catalog() const { return catalog_; }
  int num_cards() const { return static_cast<int>(catalog_.cards.size()); }
  int num_events() const { return static_cast<int>(catalog_.events.size()); }
  Action pass_action() const { return num_cards(); }
  Action draw_event_action() const { return num_cards() + 1; }
  // Event card e: its chance outcome when turned over, and "use it" for a kept balance card.
  Action event_action(int e) const { return num_cards() + 2 + e; }
  int event_of(Action a) const { return static_cast<int>(a) - num_cards() - 2; }
  int hand_size() const { return hand_size_; }
  int max_deals() const { return max_deals_; }
  bool extra_hearts() const { return extra_hearts_; }
  // The most damage one blow can do (a card or an event): bounds how far health can go below 0.
  int max_blow() const { return max_blow_; }
  // The action number of the card named `name` (a card id, "#n" for copies; events included), or -1.
  Action card_action(std::string_view name) const;
  // The duel cards of suit `s`, as a set of card numbers (the state's hot loops intersect it with
  // a zone's cards).
  const CardMask& suit_cards(Suit s) const { return suit_cards_[static_cast<std::size_t>(s)]; }

 private:
  CardCatalog catalog_;
  int hand_size_;
  int max_deals_;
  bool extra_hearts_ = false;
  int max_blow_ = 0;
  std::array<CardMask, 4> suit_cards_{};
};

RulesetInfo ruleset_info();

// The validator's static facts (cb_facts.cpp, card_facts.hpp).
std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options);
std::vector<PrintedNumber> printed_numbers(const CardSet& set);
std::vector<DesignProblem> design_problems(const CardSet& set, const GameOptions& options);

}  // namespace dw::engine::games::clashing_blades
