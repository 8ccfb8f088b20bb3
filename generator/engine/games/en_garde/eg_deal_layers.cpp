// eg_deal_layers: the layered search that deals an En Garde! resample when the walk
// (eg_deal_walk.cpp) gets stuck for good, typically after players went out showing their whole
// hands. It searches the others' hands at each turn-over of the deck instead of the walk's labels.
//
// Layer b (1 <= b < decks) is what each other player held when deck b was formed, layer decks
// what they hold now, with one more row (row `players`) for what the deck in use has left; layer
// 0 is the empty hands before the deal. Each layer's row sums (hand sizes) and column sums (what
// the others held together: what they drew from the earlier decks less what left their hands)
// are public, and every move below keeps them. Player q's cycle e (from layer e to layer e + 1,
// while deck e was drawn from) is consistent exactly when
//   (draws)  the cards q drew from deck e, layer e+1 + (what q let go of in the cycle) - layer
//            e, are none negative, and
//   (timing) at each card q let go of in the cycle, the cards of the cycle so far that layer e
//            cannot account for (beyond what it holds of their type) number at most q's draws
//            in the cycle so far.
// The draws of all the others then add up to what deck e gave them, and within the cycle the
// draws can be given their cards in order (finish_layers). The search lowers the total
// shortfall by swapping two cards between two rows of a layer, aimed at a shortfall picked at
// random (min-conflicts: the best swap, or now and then any swap of the aimed ones; some swaps
// anywhere at random keep every layering within reach), and starts again from a new random
// layering after kLayerSteps steps. A swap is weighed from the cached shortfalls of the cycles it
// touches: only the two types' terms change, and the timing only where the cycle lets go of one
// of them (the steps counted stay those of evaluating the cycles anew, so budgets and deals are
// unchanged). It runs until it finds a consistent deal, so no resample
// ever leaves a history that does not replay to it; after kLayerRounds rounds it throws instead,
// which only a record that no legal game can give would reach. Its work is counted (DealWork: each
// event of a cycle and each card type compared in a shortfall is a step) and, given a budget, it
// gives up once the budget is spent (eg_resample.cpp then deals otherwise).
#include <algorithm>
#include <stdexcept>

#include "engine/games/en_garde/eg_deal.hpp"

namespace dw::engine::games::en_garde {

namespace {

constexpr long kLayerSteps = 20000;  // steps of the layered search before it starts again
constexpr int kLayerRounds = 1000;   // rounds before the record is declared impossible

using Counts = DealRecord::Counts;

// The search's working state. One per thread, reused (no allocation in the steady state).
class LayeredSearch {
 public:
  int deal(DealRecord& record, Rng& rng, DealWork& work) {
    rec_ = &record;
    work_ = &work;
    layer_setup();
    // Rounds until one succeeds (measured: always the first). The true deal is consistent, so
    // only a record that no legal game can give would use them all up: that is an error, never a
    // sample.
    int rounds = 0;
    do {
      if (work.spent()) return 0;
      if (++rounds > kLayerRounds) throw std::logic_error("en-garde: no deal fits the record of the game");
    } while (!layer_search(rng));
    finish_layers(rng);
    return rounds;
  }

 private:
  static std::size_t z(int i) { return static_cast<std::size_t>(i); }

  std::size_t cell(int b, int row) const { return z(b * (rec_->players + 1) + row); }
  std::size_t cycle(int q, int e) const { return z(q * rec_->decks + e); }

  void layer_setup() {
    layer_.assign(z((rec_->decks + 1) * (rec_->players + 1)), Counts{});
    size_.assign(layer_.size(), 0);
    column_.assign(z(rec_->decks + 1), Counts{});
    let_go_.assign(z(rec_->players * rec_->decks), Counts{});
    if (cycle_events_.size() < z(rec_->players * rec_->decks)) cycle_events_.resize(z(rec_->players * rec_->decks));
    for (auto& v : cycle_events_) v.clear();
    let_go_types_.assign(z(rec_->players * rec_->decks), 0);
    for (std::int32_t e : rec_->events) {
      const int q = e >= 0 ? rec_->tokens[z(e)].player : rec_->removals[z(-1 - e)].player;
      const int cyc = e >= 0 ? rec_->tokens[z(e)].deck : rec_->removals[z(-1 - e)].epoch;
      cycle_events_[cycle(q, cyc)].push_back(e);
      if (e < 0) {
        const int card = rec_->removals[z(-1 - e)].card;
        ++let_go_[cycle(q, cyc)][z(card)];
        let_go_types_[cycle(q, cyc)] |= std::uint64_t{1} << card;
      }
    }
    std::array<int, kMaxPlayers> hand{};
    Counts together{};
    for (int b = 1; b <= rec_->decks; ++b) {
      const int e = b - 1;
      for (int t = 0; t < rec_->types; ++t) together[z(t)] = static_cast<std::int16_t>(together[z(t)] + rec_->cap[z(e)][z(t)]);
      for (int q = 0; q < rec_->players; ++q) {
        for (std::int32_t ev : cycle_events_[cycle(q, e)]) hand[z(q)] += ev >= 0 ? 1 : -1;
        for (int t = 0; t < rec_->types; ++t)
          together[z(t)] = static_cast<std::int16_t>(together[z(t)] - let_go_[cycle(q, e)][z(t)]);
        size_[cell(b, q)] = hand[z(q)];
      }
      column_[z(b)] = together;
    }
    int pool = 0, hands = 0;
    for (int t = 0; t < rec_->types; ++t) pool += column_[z(rec_->decks)][z(t)];
    for (int q = 0; q < rec_->players; ++q) hands += size_[cell(rec_->decks, q)];
    size_[cell(rec_->decks, rec_->players)] = pool - hands;
  }

  // The shortfall of player q in cycle e (draws and timing), and the types it let go of beyond
  // its start before the worst moment (`late`, when asked for) and the timing part alone
  // (`timing`, when asked for).
  int cycle_shortfall(int q, int e, Counts* late = nullptr, int* timing = nullptr) const {
    const Counts& start = layer_[cell(e, q)];
    const Counts& end = layer_[cell(e + 1, q)];
    const Counts& gone = let_go_[cycle(q, e)];
    int bad = 0;
    work_->steps += rec_->types + static_cast<long>(cycle_events_[cycle(q, e)].size());
    for (int t = 0; t < rec_->types; ++t) bad += std::max(0, start[z(t)] - gone[z(t)] - end[z(t)]);
    if (timing) *timing = 0;
    if (e == 0) return bad;  // the deal: nothing held before, the history itself is the proof
    const int worst = cycle_timing(q, e, start, late);
    if (timing) *timing = worst;
    return bad + worst;
  }
  int& short_at(int q, int e) { return cycle_short_[cycle(q, e)]; }
  // Caches cycle (q, e)'s shortfall and its timing part anew; returns the shortfall.
  int refresh(int q, int e) { return short_at(q, e) = cycle_shortfall(q, e, nullptr, &cycle_timing_[cycle(q, e)]); }

  // The timing part of cycle_shortfall(q, e) had layer e been `start`: the most cards let go of,
  // at any moment of the cycle, beyond what the start and the cycle's draws so far account for;
  // `late` (when asked for) gets the types let go of beyond the start before the first such moment.
  int cycle_timing(int q, int e, const Counts& start, Counts* late = nullptr) const {
    Counts seen{};
    int draws = 0, blanks = 0, worst = 0;
    for (std::int32_t ev : cycle_events_[cycle(q, e)]) {
      if (ev >= 0) {
        ++draws;
        continue;
      }
      const int c = rec_->removals[z(-1 - ev)].card;
      if (++seen[z(c)] > start[z(c)]) ++blanks;
      if (blanks - draws > worst) {
        worst = blanks - draws;
        if (late)
          for (int t = 0; t < rec_->types; ++t) (*late)[z(t)] = static_cast<std::int16_t>(seen[z(t)] > start[z(t)]);
      }
    }
    return worst;
  }
  // cycle_shortfall(q, e) after row q of layer b (e or e + 1) gives a card of type `out` for one
  // of type `in`, from its cached value: only the terms of the two types change, and the timing
  // part only when layer b starts the cycle and the cycle lets go of a card of either type. Counts
  // the steps cycle_shortfall counts.
  int cycle_shortfall_after(int q, int e, int b, int out, int in) {
    const Counts& start = layer_[cell(e, q)];
    const Counts& end = layer_[cell(e + 1, q)];
    const Counts& gone = let_go_[cycle(q, e)];
    work_->steps += rec_->types + static_cast<long>(cycle_events_[cycle(q, e)].size());
    const int shift = b == e ? 1 : -1;  // the change of start - end at `out` (and minus it at `in`)
    const auto term = [&](int t, int change) { return std::max(0, start[z(t)] - gone[z(t)] - end[z(t)] + change); };
    int value = short_at(q, e) - term(out, 0) - term(in, 0) + term(out, -shift) + term(in, shift);
    if (b == e && e > 0 && (let_go_types_[cycle(q, e)] >> out & 1 || let_go_types_[cycle(q, e)] >> in & 1)) {
      Counts moved = start;
      --moved[z(out)];
      ++moved[z(in)];
      value += cycle_timing(q, e, moved) - cycle_timing_[cycle(q, e)];
    }
    return value;
  }

  // In layer b, row x gives a card of type a to row y for one of type c.
  void swap_cards(int b, int x, int y, int a, int c) {
    Counts& sx = layer_[cell(b, x)];
    Counts& sy = layer_[cell(b, y)];
    --sx[z(a)];
    ++sx[z(c)];
    ++sy[z(a)];
    --sy[z(c)];
  }
  // The change in total shortfall that swap would make (from the cached shortfalls, counting the
  // steps of evaluating the four cycles it touches again).
  int swap_delta(int b, int x, int y, int a, int c) {
    int before = 0, after = 0;
    for (int row : {x, y}) {
      if (row >= rec_->players) continue;
      const int out = row == x ? a : c, in = row == x ? c : a;
      before += short_at(row, b - 1) + (b < rec_->decks ? short_at(row, b) : 0);
      after += cycle_shortfall_after(row, b - 1, b, out, in) + (b < rec_->decks ? cycle_shortfall_after(row, b, b, out, in) : 0);
    }
    return after - before;
  }
  void apply_swap(int b, int x, int y, int a, int c, int& total) {
    total += swap_delta(b, x, y, a, c);
    swap_cards(b, x, y, a, c);
    for (int row : {x, y}) {
      if (row >= rec_->players) continue;
      refresh(row, b - 1);
      if (b < rec_->decks) refresh(row, b);
    }
  }

  // A first layering, layer by layer: each player keeps what they must (what they held and did
  // not let go of in the cycle) and takes what the next cycle's timing needs, then the rest of
  // the layer is dealt at random.
  void layer_init(Rng& rng) {
    for (Counts& c : layer_) c = {};
    for (int b = 1; b <= rec_->decks; ++b) {
      std::array<int, kMaxCardTypes> pool{};
      int left = 0;
      for (int t = 0; t < rec_->types; ++t) left += pool[z(t)] = column_[z(b)][z(t)];
      std::array<int, kMaxPlayers> order{};
      for (int i = 0; i < rec_->players; ++i) order[z(i)] = i;
      for (int i = rec_->players - 1; i > 0; --i)
        std::swap(order[z(i)], order[z(static_cast<int>(rng.below(static_cast<std::uint64_t>(i) + 1)))]);
      for (int i = 0; i < rec_->players; ++i) {
        const int q = order[z(i)];
        Counts want{};
        for (int t = 0; t < rec_->types; ++t)
          want[z(t)] = static_cast<std::int16_t>(
              std::max(0, layer_[cell(b - 1, q)][z(t)] - let_go_[cycle(q, b - 1)][z(t)]));
        if (b < rec_->decks) {  // the cards let go of before there are draws enough to be them
          int draws = 0, blanks = 0;
          Counts seen{};
          for (std::int32_t ev : cycle_events_[cycle(q, b)]) {
            if (ev >= 0) {
              ++draws;
              continue;
            }
            const int c = rec_->removals[z(-1 - ev)].card;
            if (++seen[z(c)] <= want[z(c)]) continue;
            if (blanks < draws) ++blanks;
            else want[z(c)] = seen[z(c)];
          }
        }
        Counts& row = layer_[cell(b, q)];
        int room = size_[cell(b, q)];
        for (int t = 0; t < rec_->types && room > 0; ++t) {
          const int n = std::min({static_cast<int>(want[z(t)]), pool[z(t)], room});
          row[z(t)] = static_cast<std::int16_t>(n);
          pool[z(t)] -= n;
          left -= n;
          room -= n;
        }
      }
      const int rows = b == rec_->decks ? rec_->players + 1 : rec_->players;
      for (int q = 0; q < rows; ++q) {
        Counts& row = layer_[cell(b, q)];
        int have = 0;
        for (int t = 0; t < rec_->types; ++t) have += row[z(t)];
        for (; have < size_[cell(b, q)]; ++have) {
          int pick = static_cast<int>(rng.below(static_cast<std::uint64_t>(left)));
          int t = 0;
          while (pick >= pool[z(t)]) pick -= pool[z(t++)];
          --pool[z(t)];
          --left;
          ++row[z(t)];
        }
      }
    }
  }

  // One round: a random first layering, then up to kLayerSteps steps; true when consistent.
  bool layer_search(Rng& rng) {
    layer_init(rng);
    cycle_short_.assign(z(rec_->players * rec_->decks), 0);
    cycle_timing_.assign(z(rec_->players * rec_->decks), 0);
    int total = 0;
    for (int q = 0; q < rec_->players; ++q)
      for (int e = 0; e < rec_->decks; ++e) total += refresh(q, e);
    Swap last{-1, 0, 0, 0, 0, 0};
    for (long step = 0; step < kLayerSteps; ++step) {
      if (total == 0) return true;
      if (work_->spent()) return false;
      if (rng.uniform() < 0.02) {  // a swap anywhere, at random
        const int b = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(rec_->decks)));
        const int rows = b == rec_->decks ? rec_->players + 1 : rec_->players;
        const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows)));
        const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows)));
        const int a = static_cast<int>(rng.below(static_cast<std::uint64_t>(rec_->types)));
        const int c = static_cast<int>(rng.below(static_cast<std::uint64_t>(rec_->types)));
        if (x != y && a != c && layer_[cell(b, x)][z(a)] > 0 && layer_[cell(b, y)][z(c)] > 0)
          apply_swap(b, x, y, a, c, total);
        continue;
      }
      // A player's cycle with a shortfall, at random.
      int nbad = 0, q = -1, e = -1;
      for (int qq = 0; qq < rec_->players; ++qq)
        for (int ee = 0; ee < rec_->decks; ++ee)
          if (short_at(qq, ee) > 0 && rng.below(static_cast<std::uint64_t>(++nbad)) == 0) {
            q = qq;
            e = ee;
          }
      // The swaps aimed at it: q gives away (in layer e) or takes (in layer e + 1) a card of a
      // type it drew a negative number of, or takes (in layer e) one of a type it let go of
      // before it could have drawn it.
      Counts late{};
      cycle_shortfall(q, e, &late);
      const Counts& start = layer_[cell(e, q)];
      const Counts& end = layer_[cell(e + 1, q)];
      const Counts& gone = let_go_[cycle(q, e)];
      swaps_.clear();
      auto consider = [&](int b, int x, int y, int a, int c) {
        if (x == y || a == c || layer_[cell(b, x)][z(a)] == 0 || layer_[cell(b, y)][z(c)] == 0) return;
        const int delta = swap_delta(b, x, y, a, c);
        const bool reverse = last.b == b && ((last.x == x && last.y == y && last.a == c && last.c == a) ||
                                             (last.x == y && last.y == x && last.a == a && last.c == c));
        if (reverse && delta >= 0) return;  // no undoing the last step unless it helps
        swaps_.push_back({static_cast<std::int16_t>(b), static_cast<std::int16_t>(x), static_cast<std::int16_t>(y),
                          static_cast<std::int16_t>(a), static_cast<std::int16_t>(c), delta});
      };
      for (int t = 0; t < rec_->types; ++t) {
        const bool negative = start[z(t)] - gone[z(t)] - end[z(t)] > 0;
        if (!negative && late[z(t)] == 0) continue;
        for (int b = std::max(1, e); b <= e + 1; ++b) {
          const int rows = b == rec_->decks ? rec_->players + 1 : rec_->players;
          const bool take = b == e + 1 ? negative : late[z(t)] != 0;
          const bool give = b == e && negative;
          for (int y = 0; y < rows; ++y)
            for (int u = 0; u < rec_->types; ++u) {
              if (take) consider(b, q, y, u, t);
              if (give) consider(b, q, y, t, u);
            }
        }
      }
      if (swaps_.empty()) continue;
      std::size_t pick = 0;
      if (rng.uniform() < 0.1) {
        pick = static_cast<std::size_t>(rng.below(swaps_.size()));
      } else {
        int best = swaps_[0].delta, ties = 0;
        for (std::size_t i = 0; i < swaps_.size(); ++i) {
          if (swaps_[i].delta < best) {
            best = swaps_[i].delta;
            pick = i;
            ties = 1;
          } else if (swaps_[i].delta == best && rng.below(static_cast<std::uint64_t>(++ties)) == 0) {
            pick = i;
          }
        }
      }
      last = swaps_[pick];
      apply_swap(last.b, last.x, last.y, last.a, last.c, total);
    }
    return total == 0;
  }

  // After a successful layer_search(): cycle by cycle, a card let go of is one held since the
  // cycle began while there is one of its type, else the oldest draw of the cycle not yet used;
  // the draws left are dealt the rest of what the player drew in the cycle at random.
  void finish_layers(Rng& rng) {
    for (int q = 0; q < rec_->players; ++q) {
      for (int e = 0; e < rec_->decks; ++e) {
        Counts start = layer_[cell(e, q)];
        Counts drawn{};
        for (int t = 0; t < rec_->types; ++t)
          drawn[z(t)] =
              static_cast<std::int16_t>(layer_[cell(e + 1, q)][z(t)] + let_go_[cycle(q, e)][z(t)] - start[z(t)]);
        blank_.clear();
        std::size_t used = 0;
        for (std::int32_t ev : cycle_events_[cycle(q, e)]) {
          if (ev >= 0) {
            blank_.push_back(static_cast<std::uint32_t>(ev));
            continue;
          }
          const int c = rec_->removals[z(-1 - ev)].card;
          if (start[z(c)] > 0) {
            --start[z(c)];
            continue;
          }
          if (used == blank_.size() || drawn[z(c)] <= 0)
            throw std::logic_error("en-garde: a layering with a shortfall");
          rec_->tokens[blank_[used++]].type = static_cast<std::int8_t>(c);
          --drawn[z(c)];
        }
        pool_.clear();
        for (int t = 0; t < rec_->types; ++t)
          for (int n = 0; n < drawn[z(t)]; ++n) pool_.push_back(static_cast<std::int8_t>(t));
        if (pool_.size() != blank_.size() - used) throw std::logic_error("en-garde: a cycle's draws do not add up");
        for (std::size_t i = 0; i < pool_.size(); ++i) {
          const std::size_t j = i + static_cast<std::size_t>(rng.below(pool_.size() - i));
          std::swap(pool_[i], pool_[j]);
          rec_->tokens[blank_[used + i]].type = pool_[i];
        }
      }
      rec_->hands[z(q)] = layer_[cell(rec_->decks, q)];
    }
    rec_->deck_left = layer_[cell(rec_->decks, rec_->players)];
  }

  struct Swap {
    std::int16_t b, x, y, a, c;
    int delta;
  };
  DealRecord* rec_ = nullptr;
  DealWork* work_ = nullptr;
  std::vector<Counts> layer_, column_, let_go_;
  std::vector<int> size_, cycle_short_, cycle_timing_;  // by cycle: the cached shortfall and its timing part
  std::vector<std::uint64_t> let_go_types_;  // by cycle: the types of the cards let go of in it, bit t
  std::vector<std::vector<std::int32_t>> cycle_events_;
  std::vector<Swap> swaps_;
  std::vector<std::uint32_t> blank_;
  std::vector<std::int8_t> pool_;
};

}  // namespace

int deal_by_layers(DealRecord& record, Rng& rng, DealWork& work) {
  thread_local LayeredSearch search;
  return search.deal(record, rng, work);
}

}  // namespace dw::engine::games::en_garde
