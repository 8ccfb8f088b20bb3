// dc_chart: the Duel Cards outcome chart as data (read from the chart card's rules table) and
// the resolution of one round from it, apart from any game state, so each row can be tested.
//
// A chart row is seen from one player ("you") and says, for your situation and how your strength
// compares with the enemy's, the damage the enemy takes, the damage you take and what happens to
// the initiative for you:
//   you      = "same-attack"       both attack with the same play
//              "different-attack"  both attack with different plays
//              "correct-defence"   you defend with the play that stops the enemy's attack
//              "other-defence"     you defend with another defence
//              "both-defend"       both defend (the rules source's text: nobody is hurt; its
//                                  chart has no rows for it, so the bundled data writes them out)
//   strength = "greater" | "equal" | "lower"   (your play's strength against the enemy's)
//   enemy_damage, your_damage = 0..6, or "your-strength" / "their-strength" (the strength of
//              your play / of the enemy's: the rules source's "1 or 2")
//   initiative = "gained" | "lost" | "unchanged"
// Every (you, strength) pair must appear exactly once: fifteen rows.
//
// Resolving a round from the two plays:
// - Both attack, or both defend: each player takes the `your_damage` of their own row.
// - One attacks, the other defends: the defender's row decides; the defender takes its
//   `your_damage`, the attacker its `enemy_damage`, and the attacker's initiative change is the
//   mirror of the defender's (gained <-> lost).
// - The initiative passes to the player without it when that player's change is "gained" or the
//   holder's is "lost"; otherwise it stays. (The rules source's chart is consistent with this
//   reading in every row; e.g. a greater different attack is "unchanged" for you and "gained" for
//   the enemy, so the weaker attacker ends with the initiative.)
#pragma once

#include <array>
#include <cstdint>

#include "engine/types.hpp"

namespace dw::engine::games::duel_cards {

enum class Situation : std::uint8_t { same_attack, different_attack, correct_defence, other_defence, both_defend };
enum class Compare : std::uint8_t { greater, equal, lower };
enum class Change : std::uint8_t { gained, lost, unchanged };
inline constexpr int kSituations = 5;
inline constexpr int kCompares = 3;

const char* situation_name(Situation s);
const char* compare_name(Compare c);

// A damage entry: a fixed number, or one of the two strengths.
struct Damage {
  enum class Kind : std::uint8_t { fixed, your_strength, their_strength };
  Kind kind = Kind::fixed;
  int value = 0;
  int of(int yours, int theirs) const {
    return kind == Kind::fixed ? value : kind == Kind::your_strength ? yours : theirs;
  }
};

struct ChartRow {
  Damage enemy;
  Damage yours;
  Change initiative = Change::unchanged;
};

struct Chart {
  int strong = 2;  // the strength of a play made with the card upright
  int weak = 1;    // ... and turned a half turn
  std::array<std::array<ChartRow, kCompares>, kSituations> rows{};
  const ChartRow& row(Situation s, Compare c) const {
    return rows[static_cast<std::size_t>(s)][static_cast<std::size_t>(c)];
  }
};

// What resolving needs to know of a play: its name (an id shared by both players' plays of that
// name), whether it is an attack, the attack it stops (a name id, -1 for none) and its strength.
struct PlayFacts {
  int name = 0;
  bool attack = true;
  int stops = -1;
  int strength = 1;
};

struct RoundOutcome {
  std::array<int, 2> damage{0, 0};                  // taken by seat 0 and seat 1
  std::array<Situation, 2> situation{};             // each seat's row ...
  std::array<Compare, 2> compare{};
  std::array<bool, 2> has_row{false, false};        // ... when it has one (not an attacker vs a defence)
  Player holder = 0;                                // who has the initiative afterwards
};

// Resolves seat 0's play `a` against seat 1's play `b`, `holder` having the initiative.
RoundOutcome resolve_round(const Chart& chart, const PlayFacts& a, const PlayFacts& b, Player holder);

}  // namespace dw::engine::games::duel_cards
