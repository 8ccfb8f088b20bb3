// duel_cards: the Duel Cards ruleset (a duel for two in which each player holds just an attack
// card and a defence card): the Game, its options, its action encoding and its registration.
//
// Rules implemented:
// - Each player has an attack card and a defence card; each card offers five plays (dc_cards.hpp:
//   the names, which are attacks and which defences, and which attack each defence stops, are
//   card data). A play is one card alone, upright (its vertical play) or sideways (horizontal),
//   or both cards, one on top of the other covering the top, middle or bottom of the lower card
//   (that card's high, middle or low play). The lower card (or the single card) may be turned a
//   half turn when placed: upright is strong, turned is weak (chart card: strong 2, weak 1).
// - A chance action gives the initiative (the damage marker) to one player. Each round the
//   player without the initiative chooses a play face down, then the player with it; both are
//   revealed and resolved by the outcome chart (dc_chart.hpp, data from the chart card): the
//   damage each takes and who has the initiative next.
// - Damage: each point marks one clear damage circle on the backs of the damaged player's cards
//   (six circles per card, in three rows of two). A player with six marked circles loses.
// - Restrictions: (1) a player may not repeat the play they made in the previous round; (2) a
//   card with three or more marked circles cannot be played alone; (3) a two-card play may not
//   cover a marked circle of the lower card. Upright, high covers circles 1-2 (the top row),
//   middle 3-4, low 5-6; turned a half turn the card's rows swap ends, so high covers 5-6 and low
//   1-2, middle still 3-4. The rules source's note that a blocked play may still be made "in the
//   other strength" follows from this.
//
// Interpretations where the rules source is silent or ambiguous:
// - Face down is not invisible: the player with the initiative (who plays second) sees how the
//   first player's cards lie: one card upright or sideways, or two with the top one high, middle
//   or low; not which card is below nor whether it is turned. This is what makes the initiative
//   worth having. We assume the two backs look alike and ignore what damage marks on a face-down
//   back might give away. Option face-down-shape=hidden hides the shape as well.
// - "The same attack or defence twice in a row" means the same named play, whatever its strength
//   or orientation. A player always has a legal play: with at most five marks, one card has at
//   most two and can still be played alone in two ways, and rule (1) forbids only one of them.
// - The chart's rows are read from the player they name; an attack against a defence uses the
//   defender's row for both players; initiative changes combine as dc_chart.hpp says. Both
//   defending: nobody is hurt (the rules source's text); the stronger defence loses the initiative, the
//   weaker gains it, equal changes nothing (the rules source's general rule); the bundled chart card
//   writes these three rows out.
// - Who marks: the rules source gives "a whiteboard marker ... to one player to mark damage and signify
//   that they have the initiative", and damage is marked (step 5) after the initiative has
//   changed hands (step 4). So by default the player holding the initiative after the round
//   chooses the circles for all of that round's damage, their own and the other player's, one
//   circle per action (marked-by=initiative). The other readings are options: marked-by=owner
//   (each damaged player chooses their own circles) and marked-by=opponent (the other player
//   chooses). Seat 0's damage is marked first when both were hurt. Damage beyond the sixth
//   circle is not marked.
// - Both players reaching six in the same round: the rules source says "If you have six damage circles
//   marked ... you lose", which holds for each of them, so by default both lose (returns -1
//   each; a match tallies it as a shared result, not a win). Option mutual-knockout=draw scores
//   it as a draw (0 each) instead, the reading that nobody lost since nobody won.
// - Both players may defend round after round, so the rules source allows endless play: after
//   `max-rounds` (100) rounds without a loser the duel is a draw.
// - Returns: winner +1, loser -1, draw 0 each, both out -1 each (mutual-knockout=draw: 0 each).
//
// Options (name, default):
//   max-rounds        100     rounds before the duel is a draw (1..10000)
//   face-down-shape   shown   shown | hidden: whether the second player sees how the first
//                             player's face-down cards lie
//   marked-by         initiative  initiative | owner | opponent: who chooses the circles a
//                             player's damage marks
//   mutual-knockout   both-lose   both-lose | draw: how both reaching six in one round scores
//
// Actions:
//   0..19    a play: 10 x card (0 attack card, 1 defence card: the lower or single card)
//            + 2 x shape (vertical, horizontal, high, middle, low) + (1 when turned: weak)
//   20..31   mark a circle: 20 + 6 x card + circle (0..5: top row left, right, middle row,
//            bottom row, as printed with the card upright)
//   32, 33   chance: the initiative starts with seat 0 / seat 1
//
// Maximum length: 1 + 2 x max-rounds + 12 (every mark is on one of the twelve circles).
//
// evaluate(player), the greedy agent's heuristic, from public facts and the player's own play:
// tanh of 0.4 x (opponent's marks - own marks, damage still to mark included) + 0.15 (with the
// initiative; -0.15 without) + 0.03 x (own allowed plays - opponent's allowed plays). When the
// player's own play lies face down waiting for the answer, the average of that score over every
// answer the opponent may make. Terminal: the returns. A round whose damage takes a player to six
// marks is decided and scores the return it leads to (a win, a loss, or a mutual knockout: -1,
// or 0 with mutual-knockout=draw), not the tanh of the marks, which would call both at six an
// even position and let the heuristic trade blows into a double knockout.
#pragma once

#include <memory>

#include "engine/game.hpp"
#include "engine/games/duel_cards/dc_cards.hpp"
#include "engine/registry.hpp"

namespace dw::engine::games::duel_cards {

inline constexpr const char* kRulesetName = "duel-cards";
inline constexpr int kPlayActions = kSides * kShapes * 2;      // 20
inline constexpr int kMarkBase = kPlayActions;                 // 20
inline constexpr int kChanceBase = kMarkBase + kSides * kCircles;  // 32
inline constexpr int kMarksToLose = 6;

enum class MarkedBy : std::uint8_t { initiative, owner, opponent };

struct DcRules {
  int max_rounds = 100;
  bool shape_shown = true;
  MarkedBy marked_by = MarkedBy::initiative;
  bool mutual_knockout_draw = false;  // both at six in one round: a draw (true) or both lose
};

class DuelCardsGame : public Game {
 public:
  DuelCardsGame(std::string card_set_id, GameOptions options, DcCatalog catalog, DcRules rules);

  int num_players() const override { return 2; }
  int num_distinct_actions() const override { return kChanceBase + 2; }
  int max_chance_outcomes() const override { return 2; }
  int max_game_length() const override { return 1 + 2 * rules_.max_rounds + 2 * kMarksToLose; }
  double min_return() const override { return -1; }
  double max_return() const override { return 1; }
  int total_cards() const override { return 2 * kSides; }
  std::unique_ptr<State> new_initial_state() const override;

  const DcCatalog& catalog() const { return catalog_; }
  const DcRules& rules() const { return rules_; }

  static Action play_action(int card, Shape shape, bool weak) {
    return 10 * card + 2 * static_cast<int>(shape) + (weak ? 1 : 0);
  }
  static Action mark_action(int card, int circle) { return kMarkBase + kCircles * card + circle; }
  static Action initiative_action(Player p) { return kChanceBase + p; }

 private:
  DcCatalog catalog_;
  DcRules rules_;
};

RulesetInfo ruleset_info();

// The validator's static facts (dc_facts.cpp, card_facts.hpp).
std::vector<DeckRule> deck_rules(const CardSet& set, const GameOptions& options);
std::vector<PrintedNumber> printed_numbers(const CardSet& set);
std::vector<DesignProblem> design_problems(const CardSet& set, const GameOptions& options);

}  // namespace dw::engine::games::duel_cards
