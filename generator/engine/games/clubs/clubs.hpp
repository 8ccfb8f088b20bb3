// clubs: the CLUBS ruleset (a two-player battler played with one standard 52-card deck, each suit
// with its own role): the Game, its options, its action encoding and its registration.
//
// Rules implemented:
// - Each player is dealt `opening-hand` (10) cards, one at a time starting with seat 0; the rest
//   is the draw pile. Seat 1 deals, so seat 0 takes the first turn.
// - Set-up: seat 0, then seat 1, may place up to `max-defenders` (3) clubs face down as
//   defenders, lay healing pools and play instant heals, then says it is ready.
// - A turn: draw one card, plus one for each of the player's healing pools; then every attack
//   waiting against the player is settled, one at a time, each after the player has chosen to
//   counter it with a diamond or not (clubs_battle.hpp); then the player may, in any order and as
//   often as the cards allow: place clubs face down on free defender places, swap a club from hand
//   with a face-down defender, play an instant heal, lay a healing pool, and attack; finally the
//   player discards one card (from hand, or one of their own defenders) and the turn passes.
// - Attacks: a spade played face down against one of the opponent's defenders (face down or face
//   up) or healing pools, at most one spade per target; against the opponent directly only when
//   they have no defender at all. Attacks are settled at the start of the defender's next turn.
// - Instant heal: the heart is discarded and its owner draws its `draws` (3; 5 for a face card,
//   10 for the ace). Healing pool: three hearts of consecutive ranks (ace low) laid face up; each
//   gives one extra card at the start of its owner's turns; a pool can be attacked like a club,
//   defending with its highest card, and is discarded when broken.
// - Hand limit `hand-limit` (12): no draw ever takes a hand above it (the cards stay in the pile).
// - A player loses when an attack on them directly gets through, or when their hand is empty after
//   their end-of-turn discard (or they have nothing at all to discard).
//
// Interpretations where the rules source is silent or ambiguous:
// - Set-up is taken in turn (seat 0, then seat 1), not at the same time; hearts at set-up may be
//   instant heals or healing pools. No attacks, swaps or discards during set-up.
// - The draw pile is never reshuffled: when it is empty, draws are skipped. Every turn ends with
//   a discard, so the cards in play then dwindle and the game always ends (no draw is possible):
//   with P = 2 x (cards in the pile) + (cards the players hold), every turn lowers P by at least
//   one, so there are at most 2 x deck-size turns.
// - "Swap at any time during their turn" is read as during the main part of the turn: an attack
//   is settled against the card that was there when it was made. Each defender place may be
//   filled or swapped once per turn (swapping back and forth changes nothing and would never end).
// - Defender places are numbered 1..max-defenders and a new club takes the lowest free one. A face-
//   up club still defends (it can be attacked again, and it blocks direct attacks) but can no
//   longer be swapped; it can be discarded at the end of a turn, freeing its place.
// - A countered attack (step 1 of clubs_battle.hpp) discards the spade and the diamond. A counter
//   that fails is discarded too. Attacks are settled in the order: defender places 1..3, pools by
//   lowest rank, direct.
// - The end-of-turn discard may take a card from hand or one of the player's own defenders, not a
//   healing pool card nor an attack in flight. The discard pile is face up.
// - A direct attack is legal when the opponent has no defender at the moment of attacking; it is
//   settled before the opponent can place a club.
// - What is hidden: hands, the draw pile, face-down defenders (their owner sees them) and attacks
//   until settled. Known to everyone: every count, every card played face up or discarded, the
//   place each face-down club went to, and that a face-down card is a club (defender) or a spade
//   (attack). A club swapped back into a hand is a known club in that hand until the hand plays a
//   club or discards one.
// - Returns: winner +1, loser -1 (CLUBS has no draw).
//
// Options (name, default):
//   opening-hand   10   cards dealt to each player (1..20)
//   hand-limit     12   most cards a hand may hold after a draw (1..40, at least opening-hand)
//   max-defenders  3    defender places per player (1..3)
//
// Actions (N = the number of cards; card i is clubs_cards.hpp's catalog index i):
//   [0, N)            card i: chance draws it; a player places it face down (a club), plays it as
//                     an instant heal (a heart) or counters with it (a diamond)
//   [N, 2N)           discard card i (from hand or an own defender): ends the turn
//   [2N, 5N)          2N + 3i + p: swap club i from hand with the face-down defender in place p
//   [5N, 5N + 11)     5N + s - 1: lay the healing pool of the run starting at rank s
//   [5N + 11, 20N + 11)  5N + 11 + 15i + t: attack with spade i; target t: 0..2 defender place,
//                     3..13 the pool starting at rank t - 2, 14 the opponent directly
//   20N + 11          pass: "ready" at set-up, "no counter" when an attack is settled
//
// Maximum length: with T = 2N + 1 turns at most, a game has at most 2 x opening-hand + 4N + 6T + 2
// actions (deals; each card drawn once; each card leaves a hand at most once more than it comes
// back by a swap; three swaps a turn; one pass per attack; two readies).
//
// evaluate(player), the greedy agent's heuristic, uses public counts and the player's own cards:
// tanh of 0.3 x (defenders difference) + 0.2 x (pools difference) + 0.06 x (hand size difference)
// + 0.15 x (attacks waiting against the opponent minus against the player) + 0.01 x (the
// strength of the player's own face-down clubs) - 0.5 when the player has no defender + 0.5 when
// the opponent has none - 0.4 when the player's hand is down to one card. Terminal: the returns.
#pragma once

#include <array>
#include <cstdint>
#include <memory>
#include <string_view>

#include "engine/game.hpp"
#include "engine/games/clubs/clubs_cards.hpp"
#include "engine/registry.hpp"

namespace dw::engine::games::clubs {

inline constexpr const char* kRulesetName = "clubs";
inline constexpr int kSlots = 3;                        // defender places (max-defenders <= 3)
inline constexpr int kTargets = kSlots + kRunStarts + 1;  // places, pools, direct
inline constexpr int kDirectTarget = kTargets - 1;

struct ClubsRules {
  int opening_hand = 10;
  int hand_limit = 12;
  int max_defenders = 3;
};

class ClubsGame : public Game {
 public:
  ClubsGame(std::string card_set_id, GameOptions options, ClubsCatalog catalog, ClubsRules rules);

  int num_players() const override { return 2; }
  int num_distinct_actions() const override { return pass_action() + 1; }
  int max_chance_outcomes() const override { return num_cards(); }
  int max_game_length() const override;
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return num_cards(); }
  std::unique_ptr<State> new_initial_state() const override;

  const ClubsCatalog& catalog() const { return catalog_; }
  const ClubsRules& rules() const { return rules_; }
  int num_cards() const { return static_cast<int>(catalog_.cards.size()); }
  int max_turns() const { return 2 * num_cards() + 1; }

  // The action encoding (see the header comment).
  Action play_action(int card) const { return card; }
  Action discard_action(int card) const { return num_cards() + card; }
  Action swap_action(int card, int place) const { return 2 * num_cards() + kSlots * card + place; }
  Action pool_action(int start_rank) const { return 5 * num_cards() + start_rank - 1; }
  Action attack_action(int card, int target) const { return 5 * num_cards() + kRunStarts + kTargets * card + target; }
  Action pass_action() const { return 20 * num_cards() + kRunStarts; }
  // The card numbered by a card id ("spade-7", or "x#2" for a copy), or -1.
  int card_index(std::string_view name) const;
  // The healing pool starting at rank `start` (1..kRunStarts) as a card set: catalog().run_cards,
  // worked out once (legal moves ask for every run at every decision).
  std::uint64_t run_cards(int start) const { return run_cards_[static_cast<std::size_t>(start)]; }

 private:
  ClubsCatalog catalog_;
  ClubsRules rules_;
  std::array<std::uint64_t, kRunStarts + 1> run_cards_{};  // by start rank; [0] unused
};

RulesetInfo ruleset_info();

// The validator's static facts (clubs_facts.cpp, card_facts.hpp).
std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options);
std::vector<PrintedNumber> printed_numbers(const CardSet& set);

}  // namespace dw::engine::games::clubs
