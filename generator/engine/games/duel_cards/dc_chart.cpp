// dc_chart: resolving a round from the chart (see the header).
#include "engine/games/duel_cards/dc_chart.hpp"

namespace dw::engine::games::duel_cards {

namespace {

Compare compare(int mine, int theirs) {
  return mine > theirs ? Compare::greater : mine == theirs ? Compare::equal : Compare::lower;
}

Change mirror(Change c) {
  return c == Change::gained ? Change::lost : c == Change::lost ? Change::gained : Change::unchanged;
}

}  // namespace

const char* situation_name(Situation s) {
  switch (s) {
    case Situation::same_attack: return "same-attack";
    case Situation::different_attack: return "different-attack";
    case Situation::correct_defence: return "correct-defence";
    case Situation::other_defence: return "other-defence";
    case Situation::both_defend: return "both-defend";
  }
  return "?";
}

const char* compare_name(Compare c) {
  switch (c) {
    case Compare::greater: return "greater";
    case Compare::equal: return "equal";
    case Compare::lower: return "lower";
  }
  return "?";
}

RoundOutcome resolve_round(const Chart& chart, const PlayFacts& a, const PlayFacts& b, Player holder) {
  RoundOutcome out;
  const PlayFacts* plays[2] = {&a, &b};
  std::array<Change, 2> change{Change::unchanged, Change::unchanged};
  for (std::size_t p = 0; p < 2; ++p) {
    const PlayFacts& me = *plays[p];
    const PlayFacts& them = *plays[1 - p];
    if (me.attack && !them.attack) continue;  // the defender's row decides
    Situation s;
    if (me.attack) s = me.name == them.name ? Situation::same_attack : Situation::different_attack;
    else if (!them.attack) s = Situation::both_defend;
    else s = me.stops == them.name ? Situation::correct_defence : Situation::other_defence;
    const Compare c = compare(me.strength, them.strength);
    const ChartRow& row = chart.row(s, c);
    out.situation[p] = s;
    out.compare[p] = c;
    out.has_row[p] = true;
    out.damage[p] = row.yours.of(me.strength, them.strength);
    change[p] = row.initiative;
    if (!me.attack && them.attack) {  // the attacker has no row of its own
      out.damage[1 - p] = row.enemy.of(me.strength, them.strength);
      change[1 - p] = mirror(row.initiative);
    }
  }
  const Player other = 1 - holder;
  const bool passes = change[static_cast<std::size_t>(other)] == Change::gained ||
                      change[static_cast<std::size_t>(holder)] == Change::lost;
  out.holder = passes ? other : holder;
  return out;
}

}  // namespace dw::engine::games::duel_cards
