// en_garde: the En Garde! ruleset (the 2018 reboot of the card duel for 2 to 6 players, played
// with an 85-card deck and a Poise tracker each): the Game, its options and its registration.
// The card mechanics come from the card set (vocabulary in eg_cards.hpp); the Field and damage
// rules are in eg_field.hpp, the action encoding in eg_actions.hpp, the moves in eg_state.hpp.
//
// Rules implemented:
// - Every player starts at 10 Poise; 0 is "No Poise". One chance action picks who goes first,
//   then nine cards are dealt to each player, one at a time round the table from that player.
//   Turns pass to the left (to the next seat number), skipping players who are out.
// - Start of a turn: the player discards any number of cards, then draws until they hold nine.
//   When the deck is empty the discard pile becomes the new deck (the draws are chance actions
//   that pick a card from the deck at random, which is the shuffle). No card is played before
//   the drawing is done.
// - Then the player may play Items and Restores, then start at most one Exchange (or fire the
//   Pistol instead), then play Items and Restores again, then end the turn. An Item stays in play
//   (at most one per player: a new one sends the old one to the discard pile); the player may
//   discard their Item on their turn outside an Exchange. A Restore gives back its Poise (never
//   above 10) and is discarded.
// - An Exchange starts with an Attack (with any Enhancements, no two of the same card) against
//   another player. The two duelists then take turns, the challenged one first; on their turn a
//   duelist plays one card or passes, and a pass ends the Exchange. The cards: a Response faces
//   an Attack against its player; a Press removes a Response facing its player's Attack (both
//   are discarded); a Fancy Move does what it says and is discarded; an Attack may be played
//   only when the Field is empty, when a card lets its player attack (a riposte, Taste My
//   Blade!), or, for an Attack with when_unthreatened (Lunge), when no unblocked Attack targets
//   its player. Enhancements are played only together with a new Attack.
// - Poise costs are paid as each card is played, even when that leaves the player at No Poise;
//   at No Poise nothing is paid.
// - End of an Exchange: first end-of-Exchange effects (Disarm: the opponent discards their
//   Item), then each unblocked Attack's damage (eg_field.hpp), then each duelist loses the total
//   against them at once: with Poise left they drop to at most No Poise whatever the damage; at
//   No Poise any damage puts them out of the game. Then the Field is discarded.
// - The Pistol (an Item with a shot): instead of starting an Exchange its owner makes another
//   player lose 4 Poise, with the same No Poise rule; nothing can change or answer it.
// - The last player standing wins.
//
// Interpretations where the rules are silent or ambiguous (what a demanding player expects):
// - Discards at the start of a turn, played cards and Items leaving play are face up: the
//   discard pile is public. Hands and the deck order are hidden.
// - A player who goes out shows their hand; it goes to the discard pile with their Item. If
//   the turn player goes out in their own Exchange, their turn ends.
// - Paying a riposte: "When you play this card, you may pay 1" is paid together with the
//   riposte Attack (paying and then not attacking gains nothing, so it is not offered); at No
//   Poise the riposte is free. Declining the riposte is always possible. (The rules' example
//   shows Jen at 4 between her Parry Riposte and her Lunge; here both Poise are paid as the
//   Lunge is played, and every total of the example comes out the same.)
// - Taste My Blade! (grants_attack) lets its player play one Attack right away (with
//   Enhancements); they may decline. Disarm (disarm) is a Fancy Move whose effect waits for the
//   end of the Exchange, when the other duelist discards the Item they have in play then.
// - A Fancy Move with `disengage` (no card of the bundled set has it; sets built on this one may)
//   ends the Exchange at once: end-of-Exchange effects such as Disarm still happen, no Attack
//   deals damage, and the Field is discarded.
// - At most one Response faces an Attack at a time; once a Press removes it, the defender may
//   face that Attack with another Response on a later turn of the Exchange.
// - A Press only targets a Response facing its own player's Attack (the opponent's Response);
//   a Response only faces an Attack that targets its own player.
// - "Block an Attack" makes that Attack deal nothing. A shield (Partial Parry, an Item) takes
//   damage off each Attack separately and no Attack deals less than 0. An Attack that deals 0
//   is no hit: a player at No Poise who takes 0 damage stays in.
// - Item bonuses count for the Items in play when the Exchange ends (after Disarm).
// - The Pistol stays in play after firing (it is an Item) and can be fired again on a later
//   turn, once per turn, in place of that turn's Exchange; Disarm or a new Item removes it. Its
//   4 Poise ignore shields. It may target any other player still in. This is the closest reading
//   of the text: an Item "stays in play", and the Pistol "allows you" to shoot "instead of
//   starting an Exchange", which a player may do once on each of their turns. The other
//   defensible reading, a single-shot pistol of the period that is spent once fired, is the
//   option pistol=once: the Pistol goes to the discard pile as it fires.
// - "Restore" cannot raise Poise above 10, the top of the tracker.
// - Discarding a chosen set of cards is played as single discards in rising card order, then a
//   pass; the order carries no meaning, so each set has exactly one sequence of actions.
// - A decision is offered even when its player has a single choice (no Enhancement to add, no
//   Attack to riposte with): whether a hand holds such cards never shows in the flow of play.
// - A Restore may be played at 10 Poise and an Attack at a player whatever their Poise; these
//   are the player's choices, not the rules'.
// - If the deck and the discard pile are both empty, the player stops drawing short of nine.
// - Two duelists can go out in the same Exchange. If that leaves nobody standing, nobody wins.
// - The rules have no end for players who never attack. After `max-rounds` rounds (rounds x
//   players turns, counting every seat of the starting table) the game ends: players still in
//   draw (return 0), players out lose.
// - Returns: the winner +1; every player out of the game -1; a draw 0 for those still in.
//
// Options (name, default):
//   pistol       on    on | once | off: "once" discards the Pistol when it fires; "off" leaves
//                      it (every Item with a shot) out of the deck, the house rule the rules
//                      mention
//   max-rounds   50    rounds before the game ends as a draw for those still in (1..1000)
//
// Actions: eg_actions.hpp. Chance actions: who goes first, and every card drawn (by whom, which
// type). Player actions carry the acting seat.
//
// Maximum game length: 1 + 9N chance actions for the start, then at most 70 actions per turn
// (10 discards and the pass, 9 draws, the turn player's at most 9 cards each with at most one
// closing pass, at most 10 Item discards, one Exchange or shot, the opponent's at most 9 cards
// with their closing passes, the pass that ends the Exchange and the one that ends the turn),
// for at most max-rounds x N turns.
//
// Information state and resampling (eg_views.cpp, eg_resample.cpp, eg_deal.hpp): a player sees the whole
// history except the cards the others drew, plus the hands shown by players who went out.
// resample_from_infostate(p) gives the others' hidden draws new cards using only that: each deck
// (the whole deck, then each face-up discard pile turned over) gives no more of a type than it
// held, and every card a player plays, discards or shows was drawn by them earlier and is still
// held. The copy's history is rewritten draw by draw, and the copy is exactly the state that
// history leads to, so every sample replays to itself. The past of a sample (which deck each card
// that left a hand came from) is one of at most 8 labellings a state finds once per viewer, by
// walks over the history seeded from what that viewer sees, with a search over the others' hands
// at each turn-over of the deck when the walks get stuck; the hands held now are dealt afresh for
// every sample. The searches have budgets of steps; a last resort without one, run at most once
// per state and viewer, keeps every sample consistent (eg_resample.cpp).
//
// Heuristic for the greedy agent (EgState::evaluate, public information only): each player's
// standing is 0 when out, else 1 + their Poise after the damage the Field would deal if the
// Exchange ended now (projected to No Poise, or out if already at No Poise), plus 1 for an Item
// in play, over 12. The value is the player's standing minus the mean standing of the other
// players, within [-1, 1]; at the end of the game the returns.
#pragma once

#include <memory>
#include <string_view>

#include "engine/game.hpp"
#include "engine/games/en_garde/eg_actions.hpp"
#include "engine/games/en_garde/eg_cards.hpp"
#include "engine/registry.hpp"

namespace dw::engine::games::en_garde {

inline constexpr const char* kRulesetName = "en-garde";
inline constexpr int kStartPoise = 10;
inline constexpr int kMaxActionsPerTurn = 70;

class EnGardeGame : public Game {
 public:
  EnGardeGame(std::string card_set_id, GameOptions options, CardCatalog catalog, int players, int max_rounds,
              bool single_shot_pistol = false);

  int num_players() const override { return players_; }
  int num_distinct_actions() const override { return codec_.num_actions(); }
  int max_chance_outcomes() const override;
  int max_game_length() const override;
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return catalog_.total_cards; }
  std::unique_ptr<State> new_initial_state() const override;

  const CardCatalog& catalog() const { return catalog_; }
  const ActionCodec& codec() const { return codec_; }
  int max_turns() const { return max_rounds_ * players_; }
  bool single_shot_pistol() const { return single_shot_pistol_; }  // pistol=once
  // The card type with id `id`; throws std::invalid_argument when there is none.
  int card_type(std::string_view id) const;

 private:
  CardCatalog catalog_;
  ActionCodec codec_;
  int players_;
  int max_rounds_;
  bool single_shot_pistol_;
};

RulesetInfo ruleset_info();

// The validator's static facts (eg_facts.cpp, engine/card_facts.hpp): the deck and its deal, the
// cards that name other cards, the printed numbers that must equal rules values, and the Poise an
// Attack or Enhancement costs against the most it can take off its target.
std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options);
std::vector<CardReference> card_references(const CardSet& set);
std::vector<PrintedNumber> printed_numbers(const CardSet& set);
std::vector<CardPayoff> card_payoffs(const CardSet& set, const GameOptions& options);

}  // namespace dw::engine::games::en_garde
