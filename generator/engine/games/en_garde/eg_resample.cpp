// eg_resample: EgState::resample_from_infostate, done directly on a copy of the state (no replay
// from the start), with the history as the source of truth: the other players' hidden draws are
// given new cards such that the history stays a legal game, and the copy becomes the state that
// history leads to.
//
// What the viewer knows of the others' draws: who drew when, and so from which deck (the first
// deck is the whole deck; each later one is the discard pile when it was turned over, which lay
// face up), every card that later left their hands (played, discarded, shown on going out) and
// when, and the viewer's own draws. A deal of the hidden draws is consistent when each deck gives
// (everyone, the viewer included) no more of a type than it held, and each card that leaves a hand
// was drawn by that player before and is still held. The true deal is one; a resample is another,
// drawn from these facts alone (never from another player's drawn card).
//
// First, a fast walk (most resamples). The cards a deck gave are interchangeable, so a deal is
// fixed by which deck each card that left another hand came from (its label). Labels are
// consistent when
//   (capacity) for each deck k and type t, the cards of type t labelled k number at most what
//              deck k held of t less the viewer's own draws of t from it, and
//   (holding)  for each other player q and deck k, at every moment the cards q let go of that are
//              labelled k number at most q's draws from deck k before then.
// The walk goes through the history and gives each card that leaves another hand the deck of one
// of the draws its player still holds, at random, weighted by how likely such a draw is to be that
// card (the draws held from the deck times the card's share of what the deck has left). While the
// first deck lasts there is one deck and every choice is forced. Later a choice can leave a card
// with no deck to come from: the walk then repairs the labels made so far with the shortest chain
// of relabellings it finds breadth first (each moving one earlier card to another deck, to clear
// the capacity or holding shortfall the previous one left). Each player's draws from deck k then
// take, oldest first, the types of their cards labelled k in the order they left the hand; the
// draws still held (the hands now) are dealt at random from what each deck has left, and what the
// deck in use has left is the new deck.
//
// If the walk gets stuck for good (players who went out showed their whole hands, which leaves
// little room; measured over 100 random games each: about 1 resample in 450 to 750 at six
// players, 1 in 1,100 at five, none at two to four), the layered search takes over (see "the
// layered search" below). It searches the others' hands at each turn-over instead of the labels,
// and runs until it finds a consistent deal (with a new random start every kLayerSteps steps), so
// no resample ever leaves a history that does not replay to it. After kLayerRounds rounds it
// throws instead: only a record that no legal game can give gets there.
//
// Timings and counts: generator/engine/README.md (en-garde).
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "engine/games/en_garde/eg_state.hpp"

namespace dw::engine::games::en_garde {

namespace {

constexpr int kRepairNodes = 4000;  // shortfalls one repair may explore
constexpr long kLayerSteps = 20000;  // steps of the layered search before it starts again
constexpr int kLayerRounds = 1000;   // rounds before the record is declared impossible
constexpr std::uint32_t kNever = 0xffffffffu;

using Counts = std::array<std::int16_t, kMaxCardTypes>;

// A hidden draw of another player.
struct Token {
  std::uint32_t key = 0;  // 2 x history index
  std::uint32_t at = 0;   // history index
  std::uint16_t deck = 0;
  std::int8_t player = 0;
  std::int8_t type = -1;  // the card it becomes
};

// A card leaving another player's hand: played or discarded (key 2 x index) or shown on going out
// (key 2 x index + 1, after the action that put the player out).
struct Removal {
  std::uint32_t key = 0;
  std::uint16_t epoch = 0;  // the deck in use then: the card came from this deck or an earlier one
  std::int8_t player = 0;
  std::int8_t card = 0;
  std::int16_t deck = -1;  // its label, -1 while unset
  bool moved = false;      // moved on the repair path being tried
};

// The redeal of one resample. One per thread, reused (no allocation in the steady state).
class Dealer {
 public:
  void reset(int players, int types, int decks) {
    players_ = players;
    types_ = types;
    decks_ = decks;
    tokens_.clear();
    removals_.clear();
    events_.clear();
    cap_.assign(z(decks), Counts{});
    deck_start_key_.assign(z(decks), 0);
    for (auto& v : player_tokens_) v.clear();
    for (auto& v : player_removals_) v.clear();
  }
  // What deck `deck` gave the other players or still holds: the deck less the viewer's draws.
  Counts& cap(int deck) { return cap_[z(deck)]; }
  void set_deck_start(int deck, std::uint32_t key) { deck_start_key_[z(deck)] = key; }
  // The record, in history order.
  void add_token(std::uint32_t at, int player, int deck) {
    events_.push_back(static_cast<std::int32_t>(tokens_.size()));
    player_tokens_[z(player)].push_back(static_cast<std::uint32_t>(tokens_.size()));
    tokens_.push_back({2 * at, at, static_cast<std::uint16_t>(deck), static_cast<std::int8_t>(player), -1});
  }
  void add_removal(std::uint32_t key, int player, int card, int epoch) {
    events_.push_back(-1 - static_cast<std::int32_t>(removals_.size()));
    player_removals_[z(player)].push_back(static_cast<std::uint32_t>(removals_.size()));
    Removal r;
    r.key = key;
    r.epoch = static_cast<std::uint16_t>(epoch);
    r.player = static_cast<std::int8_t>(player);
    r.card = static_cast<std::int8_t>(card);
    removals_.push_back(r);
  }

  // Deals every token its card; afterwards tokens(), hand() and the returned deck are the deal.
  EgState::ResampleEffort deal(Rng& rng, bool layered_only) {
    EgState::ResampleEffort effort;
    index_blocks();
    if (!layered_only && walk(rng, effort.repairs)) {
      finish_labels(rng);
      return effort;
    }
    effort.layered = true;
    layer_setup();
    // Rounds until one succeeds (measured: always the first). The true deal is consistent, so
    // only a record that no legal game can give would use them all up: that is an error, never a
    // sample.
    do {
      if (++effort.rounds > kLayerRounds) throw std::logic_error("en-garde: no deal fits the record of the game");
    } while (!layer_search(rng));
    finish_layers(rng);
    return effort;
  }
  const std::vector<Token>& tokens() const { return tokens_; }
  const Counts& hand(int player) const { return hands_[z(player)]; }
  const Counts& deck_left() const { return deck_left_; }

 private:
  static std::size_t z(int i) { return static_cast<std::size_t>(i); }

  // ---- the walk ----

  // Each player's draws from one deck are consecutive in their list of draws.
  void index_blocks() {
    block_.assign(z(players_ * (decks_ + 1)), 0);
    for (int q = 0; q < players_; ++q) {
      std::uint32_t* b = &block_[z(q * (decks_ + 1))];
      for (std::uint32_t i : player_tokens_[z(q)]) ++b[tokens_[i].deck + 1];
      for (int k = 0; k < decks_; ++k) b[k + 1] += b[k];
    }
  }
  std::uint32_t block_begin(int q, int k) const { return block_[z(q * (decks_ + 1) + k)]; }
  std::uint32_t block_end(int q, int k) const { return block_[z(q * (decks_ + 1) + k + 1)]; }
  // Whether q drew from deck k before `key`.
  bool drew_before(int q, int k, std::uint32_t key) const {
    const std::uint32_t b = block_begin(q, k);
    return b < block_end(q, k) && tokens_[player_tokens_[z(q)][b]].key < key;
  }
  // q's draws from deck k held now (at the walk's point), less the cards labelled k since.
  std::int16_t& held(int q, int k) { return held_[z(q * decks_ + k)]; }

  void label(Removal& r, int k) {
    r.deck = static_cast<std::int16_t>(k);
    --rem_[z(k)][z(r.card)];
    --tot_[z(k)];
    --held(r.player, k);
  }
  void unlabel(Removal& r) {
    const int k = r.deck;
    ++rem_[z(k)][z(r.card)];
    ++tot_[z(k)];
    ++held(r.player, k);
    if (k < low_[z(r.player)]) low_[z(r.player)] = static_cast<std::uint16_t>(k);
    r.deck = -1;
  }
  void move(Removal& r, int k) {
    unlabel(r);
    label(r, k);
  }

  // Labels every removal in history order; false when a repair fails.
  bool walk(Rng& rng, int& repairs) {
    rem_ = cap_;
    tot_.assign(z(decks_), 0);
    for (int k = 0; k < decks_; ++k)
      for (int t = 0; t < types_; ++t) tot_[z(k)] += rem_[z(k)][z(t)];
    held_.assign(z(players_ * decks_), 0);
    low_.fill(0);
    for (std::int32_t e : events_) {
      if (e >= 0) {
        ++held(tokens_[z(e)].player, tokens_[z(e)].deck);
        continue;
      }
      Removal& r = removals_[z(-1 - e)];
      r.moved = false;
      if (place(r, rng)) continue;
      ++repairs;
      if (!repair(r, rng)) return false;
    }
    return true;
  }

  // Labels `r` with the deck of a draw its player holds, weighted by how likely that draw is to be
  // the card; false when no held draw can be.
  bool place(Removal& r, Rng& rng) {
    const int q = r.player;
    std::uint16_t& low = low_[z(q)];
    while (low < r.epoch && held(q, low) == 0) ++low;
    double total = 0;
    int pick = -1;
    for (int k = low; k <= r.epoch; ++k) {
      const int n = held(q, k);
      const int have = rem_[z(k)][z(r.card)];
      if (n <= 0 || have <= 0) continue;
      const double w = static_cast<double>(n) * have / std::max(tot_[z(k)], have);
      total += w;
      if (pick < 0 || rng.uniform() * total < w) pick = k;
    }
    if (pick < 0) return false;
    label(r, pick);
    return true;
  }

  // ---- the walk's repair: breadth-first chains of relabellings ----

  // A constraint the labels must keep: capacity of (deck, card) or holding of (player, deck).
  struct Check {
    bool capacity;
    std::int8_t who;  // card or player
    std::int16_t deck;
  };
  // A relabelling: removal `r` moved from deck `from` to deck `to`.
  struct Move {
    std::uint32_t r;
    std::int16_t from, to;
  };
  // A node of the search: a shortfall, and the relabelling that led to it from its parent.
  struct Node {
    Check check;
    std::int32_t parent;
    Move move;
  };

  // The first moment (key) at which q has let go of more cards labelled k than it drew from k,
  // or kNever.
  std::uint32_t first_shortfall(int q, int k) const {
    const auto& toks = player_tokens_[z(q)];
    std::uint32_t i = block_begin(q, k);
    const std::uint32_t end = block_end(q, k);
    int balance = 0;
    for (std::uint32_t ri : player_removals_[z(q)]) {
      const Removal& r = removals_[ri];
      if (r.deck != k) continue;
      while (i < end && tokens_[toks[i]].key < r.key) {
        ++i;
        ++balance;
      }
      if (--balance < 0) return r.key;
    }
    return kNever;
  }
  bool violated(const Check& c) const {
    if (c.capacity) return rem_[z(c.deck)][z(c.who)] < 0;
    return first_shortfall(c.who, c.deck) != kNever;
  }
  std::size_t check_index(const Check& c) const {
    return c.capacity ? z(c.deck * kMaxCardTypes + c.who) : z(decks_ * kMaxCardTypes + c.who * decks_ + c.deck);
  }
  static bool same(const Check& a, const Check& b) {
    return a.capacity == b.capacity && a.who == b.who && a.deck == b.deck;
  }
  std::size_t first_removal_from(std::uint32_t key) const {
    return static_cast<std::size_t>(
        std::partition_point(removals_.begin(), removals_.end(), [&](const Removal& r) { return r.key < key; }) -
        removals_.begin());
  }

  // The relabellings from the root to node n (leaf first).
  void collect_path(std::int32_t n) {
    path_.clear();
    for (; n >= 0 && nodes_[z(n)].parent >= 0; n = nodes_[z(n)].parent) path_.push_back(nodes_[z(n)].move);
  }
  void apply_path(std::int32_t n) {
    collect_path(n);
    for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
      move(removals_[it->r], it->to);
      removals_[it->r].moved = true;
    }
  }
  void undo_path() {  // path_ as left by apply_path
    for (const Move& m : path_) {
      move(removals_[m.r], m.from);
      removals_[m.r].moved = false;
    }
  }

  // Clears the shortfall `start` with the shortest chain of relabellings found breadth first:
  // each step moves one card (not moved before on the chain) out of the deck of the current
  // shortfall to another deck of a draw its player made before it, and may leave one new
  // shortfall, the next node. On success the chain stays applied and is appended to `done`.
  bool augment(const Check& start, Rng& rng, std::vector<Move>& done) {
    nodes_.clear();
    nodes_.push_back({start, -1, {}});
    ++stamp_;
    seen_.resize(z(decks_ * kMaxCardTypes + players_ * decks_), 0);
    seen_[check_index(start)] = stamp_;
    for (std::size_t head = 0; head < nodes_.size() && head < z(kRepairNodes); ++head) {
      apply_path(static_cast<std::int32_t>(head));
      const Check c = nodes_[head].check;
      const std::uint32_t until = c.capacity ? kNever : first_shortfall(c.who, c.deck);
      cands_.clear();
      if (c.capacity) {
        for (std::size_t n = first_removal_from(deck_start_key_[z(c.deck)]); n < removals_.size(); ++n) {
          const Removal& r = removals_[n];
          if (r.deck == c.deck && r.card == c.who && !r.moved) cands_.push_back(static_cast<std::uint32_t>(n));
        }
      } else {
        for (std::uint32_t ri : player_removals_[z(c.who)]) {
          const Removal& r = removals_[ri];
          if (r.deck == c.deck && r.key <= until && !r.moved) cands_.push_back(ri);
        }
      }
      const std::size_t shift = cands_.empty() ? 0 : static_cast<std::size_t>(rng.below(cands_.size()));
      for (std::size_t i = 0; i < cands_.size(); ++i) {
        const std::uint32_t ri = cands_[(i + shift) % cands_.size()];
        Removal& r = removals_[ri];
        const int from = r.deck;
        for (int k = 0; k <= r.epoch; ++k) {
          if (k == from || !drew_before(r.player, k, r.key)) continue;
          move(r, k);
          const Check after[3] = {c, {true, r.card, static_cast<std::int16_t>(k)},
                                  {false, r.player, static_cast<std::int16_t>(k)}};
          int bad = -1, nbad = 0;
          for (int j = 0; j < 3; ++j)
            if (violated(after[j]) && (bad < 0 || !same(after[j], after[bad]))) {
              bad = j;
              ++nbad;
            }
          const Move m{ri, static_cast<std::int16_t>(from), static_cast<std::int16_t>(k)};
          if (nbad == 0) {  // found: keep the chain
            for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
              removals_[it->r].moved = false;
              done.push_back(*it);
            }
            done.push_back(m);
            return true;
          }
          move(r, from);
          if (nbad == 1 && seen_[check_index(after[bad])] != stamp_) {
            seen_[check_index(after[bad])] = stamp_;
            nodes_.push_back({after[bad], static_cast<std::int32_t>(head), m});
          }
        }
      }
      undo_path();
    }
    return false;
  }

  // Labels the stuck removal `r0` with a deck its player drew from before and clears what that
  // breaks with augment(); the labels that break one constraint are tried first.
  bool repair(Removal& r0, Rng& rng) {
    const int q = r0.player;
    for (int pass = 1; pass <= 2; ++pass) {
      for (int k = 0; k <= r0.epoch; ++k) {
        if (!drew_before(q, k, r0.key)) continue;
        label(r0, k);
        r0.moved = true;
        const Check both[2] = {{true, r0.card, static_cast<std::int16_t>(k)},
                               {false, static_cast<std::int8_t>(q), static_cast<std::int16_t>(k)}};
        if (violated(both[0]) + violated(both[1]) == pass) {
          done_.clear();
          bool ok = true;
          for (const Check& c : both)
            if (ok && violated(c)) ok = augment(c, rng, done_);
          if (ok) {
            r0.moved = false;
            return true;
          }
          for (auto it = done_.rbegin(); it != done_.rend(); ++it) move(removals_[it->r], it->from);
        }
        r0.moved = false;
        unlabel(r0);
      }
    }
    return false;
  }

  // After a successful walk: each player's draws from deck k take, oldest first, the cards
  // labelled k in the order they left the hand; the draws still held are dealt at random from what
  // their decks have left.
  void finish_labels(Rng& rng) {
    held_begin_.assign(z(players_ * decks_), 0);
    for (int q = 0; q < players_; ++q) {
      next_.assign(z(decks_), 0);
      for (int k = 0; k < decks_; ++k) next_[z(k)] = block_begin(q, k);
      const auto& toks = player_tokens_[z(q)];
      for (std::uint32_t ri : player_removals_[z(q)]) {
        const Removal& r = removals_[ri];
        const std::uint32_t pos = next_[z(r.deck)]++;
        if (pos >= block_end(q, r.deck) || tokens_[toks[pos]].key >= r.key)
          throw std::logic_error("en-garde: a resampled card was not held");
        tokens_[toks[pos]].type = r.card;
      }
      for (int k = 0; k < decks_; ++k) held_begin_[z(q * decks_ + k)] = next_[z(k)];
    }
    for (Counts& h : hands_) h = {};
    deck_left_ = {};
    for (int k = 0; k < decks_; ++k) {
      if (tot_[z(k)] == 0) continue;
      pool_.clear();
      for (int t = 0; t < types_; ++t)
        for (int c = 0; c < rem_[z(k)][z(t)]; ++c) pool_.push_back(static_cast<std::int8_t>(t));
      std::size_t pos = 0;
      for (int q = 0; q < players_; ++q) {
        const auto& toks = player_tokens_[z(q)];
        for (std::uint32_t i = held_begin_[z(q * decks_ + k)]; i < block_end(q, k); ++i) {
          if (pos == pool_.size()) throw std::logic_error("en-garde: a deck gave more cards than it held");
          const std::size_t j = pos + static_cast<std::size_t>(rng.below(pool_.size() - pos));
          std::swap(pool_[pos], pool_[j]);
          tokens_[toks[i]].type = pool_[pos];
          ++hands_[z(q)][z(pool_[pos++])];
        }
      }
      if (k + 1 == decks_) {
        for (std::size_t i = pos; i < pool_.size(); ++i) ++deck_left_[z(pool_[i])];
      } else if (pos != pool_.size()) {
        throw std::logic_error("en-garde: an emptied deck gave fewer cards than it held");
      }
    }
  }

  // ---- the layered search: the others' hands at each turn-over ----
  //
  // Layer b (1 <= b < decks_) is what each other player held when deck b was formed, layer
  // decks_ what they hold now, with one more row (players_) for what the deck in use has left;
  // layer 0 is the empty hands before the deal. Each layer's row sums (hand sizes) and column sums
  // (what the others held together: what they drew from the earlier decks less what left their
  // hands) are public, and every move below keeps them. Player q's cycle e (from layer e to layer
  // e + 1, while deck e was drawn from) is consistent exactly when
  //   (draws)  the cards q drew from deck e, layer e+1 + (what q let go of in the cycle) - layer
  //            e, are none negative, and
  //   (timing) at each card q let go of in the cycle, the cards of the cycle so far that layer e
  //            cannot account for (beyond what it holds of their type) number at most q's draws
  //            in the cycle so far.
  // The draws of all the others then add up to what deck e gave them, and within the cycle the
  // draws can be given their cards in order (finish_layers). The search lowers the total
  // shortfall by swapping two cards between two rows of a layer, aimed at a shortfall picked at
  // random (min-conflicts: the best swap, or now and then any swap of the aimed ones; some
  // swaps anywhere at random keep every layering within reach), and starts again from a new
  // random layering after kLayerSteps steps.

  std::size_t cell(int b, int row) const { return z(b * (players_ + 1) + row); }
  std::size_t cycle(int q, int e) const { return z(q * decks_ + e); }

  void layer_setup() {
    layer_.assign(z((decks_ + 1) * (players_ + 1)), Counts{});
    size_.assign(layer_.size(), 0);
    column_.assign(z(decks_ + 1), Counts{});
    let_go_.assign(z(players_ * decks_), Counts{});
    if (cycle_events_.size() < z(players_ * decks_)) cycle_events_.resize(z(players_ * decks_));
    for (auto& v : cycle_events_) v.clear();
    for (std::int32_t e : events_) {
      const int q = e >= 0 ? tokens_[z(e)].player : removals_[z(-1 - e)].player;
      const int cyc = e >= 0 ? tokens_[z(e)].deck : removals_[z(-1 - e)].epoch;
      cycle_events_[cycle(q, cyc)].push_back(e);
      if (e < 0) ++let_go_[cycle(q, cyc)][z(removals_[z(-1 - e)].card)];
    }
    std::array<int, kMaxPlayers> hand{};
    Counts together{};
    for (int b = 1; b <= decks_; ++b) {
      const int e = b - 1;
      for (int t = 0; t < types_; ++t) together[z(t)] = static_cast<std::int16_t>(together[z(t)] + cap_[z(e)][z(t)]);
      for (int q = 0; q < players_; ++q) {
        for (std::int32_t ev : cycle_events_[cycle(q, e)]) hand[z(q)] += ev >= 0 ? 1 : -1;
        for (int t = 0; t < types_; ++t)
          together[z(t)] = static_cast<std::int16_t>(together[z(t)] - let_go_[cycle(q, e)][z(t)]);
        size_[cell(b, q)] = hand[z(q)];
      }
      column_[z(b)] = together;
    }
    int pool = 0, hands = 0;
    for (int t = 0; t < types_; ++t) pool += column_[z(decks_)][z(t)];
    for (int q = 0; q < players_; ++q) hands += size_[cell(decks_, q)];
    size_[cell(decks_, players_)] = pool - hands;
  }

  // The shortfall of player q in cycle e (draws and timing), and the types it let go of beyond
  // its start before the worst moment (`late`, when asked for).
  int cycle_shortfall(int q, int e, Counts* late = nullptr) const {
    const Counts& start = layer_[cell(e, q)];
    const Counts& end = layer_[cell(e + 1, q)];
    const Counts& gone = let_go_[cycle(q, e)];
    int bad = 0;
    for (int t = 0; t < types_; ++t) bad += std::max(0, start[z(t)] - gone[z(t)] - end[z(t)]);
    if (e == 0) return bad;  // the deal: nothing held before, the history itself is the proof
    Counts seen{};
    int draws = 0, blanks = 0, worst = 0;
    for (std::int32_t ev : cycle_events_[cycle(q, e)]) {
      if (ev >= 0) {
        ++draws;
        continue;
      }
      const int c = removals_[z(-1 - ev)].card;
      if (++seen[z(c)] > start[z(c)]) ++blanks;
      if (blanks - draws > worst) {
        worst = blanks - draws;
        if (late)
          for (int t = 0; t < types_; ++t) (*late)[z(t)] = static_cast<std::int16_t>(seen[z(t)] > start[z(t)]);
      }
    }
    return bad + worst;
  }
  int& short_at(int q, int e) { return cycle_short_[cycle(q, e)]; }

  // In layer b, row x gives a card of type a to row y for one of type c.
  void swap_cards(int b, int x, int y, int a, int c) {
    Counts& sx = layer_[cell(b, x)];
    Counts& sy = layer_[cell(b, y)];
    --sx[z(a)];
    ++sx[z(c)];
    ++sy[z(a)];
    --sy[z(c)];
  }
  // The change in total shortfall that swap would make.
  int swap_delta(int b, int x, int y, int a, int c) {
    int before = 0, after = 0;
    for (int row : {x, y})
      if (row < players_) before += short_at(row, b - 1) + (b < decks_ ? short_at(row, b) : 0);
    swap_cards(b, x, y, a, c);
    for (int row : {x, y})
      if (row < players_) after += cycle_shortfall(row, b - 1) + (b < decks_ ? cycle_shortfall(row, b) : 0);
    swap_cards(b, x, y, c, a);
    return after - before;
  }
  void apply_swap(int b, int x, int y, int a, int c, int& total) {
    total += swap_delta(b, x, y, a, c);
    swap_cards(b, x, y, a, c);
    for (int row : {x, y}) {
      if (row >= players_) continue;
      short_at(row, b - 1) = cycle_shortfall(row, b - 1);
      if (b < decks_) short_at(row, b) = cycle_shortfall(row, b);
    }
  }

  // A first layering, layer by layer: each player keeps what they must (what they held and did
  // not let go of in the cycle) and takes what the next cycle's timing needs, then the rest of
  // the layer is dealt at random.
  void layer_init(Rng& rng) {
    for (Counts& c : layer_) c = {};
    for (int b = 1; b <= decks_; ++b) {
      std::array<int, kMaxCardTypes> pool{};
      int left = 0;
      for (int t = 0; t < types_; ++t) left += pool[z(t)] = column_[z(b)][z(t)];
      std::array<int, kMaxPlayers> order{};
      for (int i = 0; i < players_; ++i) order[z(i)] = i;
      for (int i = players_ - 1; i > 0; --i)
        std::swap(order[z(i)], order[z(static_cast<int>(rng.below(static_cast<std::uint64_t>(i) + 1)))]);
      for (int i = 0; i < players_; ++i) {
        const int q = order[z(i)];
        Counts want{};
        for (int t = 0; t < types_; ++t)
          want[z(t)] = static_cast<std::int16_t>(
              std::max(0, layer_[cell(b - 1, q)][z(t)] - let_go_[cycle(q, b - 1)][z(t)]));
        if (b < decks_) {  // the cards let go of before there are draws enough to be them
          int draws = 0, blanks = 0;
          Counts seen{};
          for (std::int32_t ev : cycle_events_[cycle(q, b)]) {
            if (ev >= 0) {
              ++draws;
              continue;
            }
            const int c = removals_[z(-1 - ev)].card;
            if (++seen[z(c)] <= want[z(c)]) continue;
            if (blanks < draws) ++blanks;
            else want[z(c)] = seen[z(c)];
          }
        }
        Counts& row = layer_[cell(b, q)];
        int room = size_[cell(b, q)];
        for (int t = 0; t < types_ && room > 0; ++t) {
          const int n = std::min({static_cast<int>(want[z(t)]), pool[z(t)], room});
          row[z(t)] = static_cast<std::int16_t>(n);
          pool[z(t)] -= n;
          left -= n;
          room -= n;
        }
      }
      const int rows = b == decks_ ? players_ + 1 : players_;
      for (int q = 0; q < rows; ++q) {
        Counts& row = layer_[cell(b, q)];
        int have = 0;
        for (int t = 0; t < types_; ++t) have += row[z(t)];
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
    cycle_short_.assign(z(players_ * decks_), 0);
    int total = 0;
    for (int q = 0; q < players_; ++q)
      for (int e = 0; e < decks_; ++e) total += (short_at(q, e) = cycle_shortfall(q, e));
    Swap last{-1, 0, 0, 0, 0, 0};
    for (long step = 0; step < kLayerSteps; ++step) {
      if (total == 0) return true;
      if (rng.uniform() < 0.02) {  // a swap anywhere, at random
        const int b = 1 + static_cast<int>(rng.below(static_cast<std::uint64_t>(decks_)));
        const int rows = b == decks_ ? players_ + 1 : players_;
        const int x = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows)));
        const int y = static_cast<int>(rng.below(static_cast<std::uint64_t>(rows)));
        const int a = static_cast<int>(rng.below(static_cast<std::uint64_t>(types_)));
        const int c = static_cast<int>(rng.below(static_cast<std::uint64_t>(types_)));
        if (x != y && a != c && layer_[cell(b, x)][z(a)] > 0 && layer_[cell(b, y)][z(c)] > 0)
          apply_swap(b, x, y, a, c, total);
        continue;
      }
      // A player's cycle with a shortfall, at random.
      int nbad = 0, q = -1, e = -1;
      for (int qq = 0; qq < players_; ++qq)
        for (int ee = 0; ee < decks_; ++ee)
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
      for (int t = 0; t < types_; ++t) {
        const bool negative = start[z(t)] - gone[z(t)] - end[z(t)] > 0;
        if (!negative && late[z(t)] == 0) continue;
        for (int b = std::max(1, e); b <= e + 1; ++b) {
          const int rows = b == decks_ ? players_ + 1 : players_;
          const bool take = b == e + 1 ? negative : late[z(t)] != 0;
          const bool give = b == e && negative;
          for (int y = 0; y < rows; ++y)
            for (int u = 0; u < types_; ++u) {
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
    for (int q = 0; q < players_; ++q) {
      for (int e = 0; e < decks_; ++e) {
        Counts start = layer_[cell(e, q)];
        Counts drawn{};
        for (int t = 0; t < types_; ++t)
          drawn[z(t)] =
              static_cast<std::int16_t>(layer_[cell(e + 1, q)][z(t)] + let_go_[cycle(q, e)][z(t)] - start[z(t)]);
        blank_.clear();
        std::size_t used = 0;
        for (std::int32_t ev : cycle_events_[cycle(q, e)]) {
          if (ev >= 0) {
            blank_.push_back(static_cast<std::uint32_t>(ev));
            continue;
          }
          const int c = removals_[z(-1 - ev)].card;
          if (start[z(c)] > 0) {
            --start[z(c)];
            continue;
          }
          if (used == blank_.size() || drawn[z(c)] <= 0)
            throw std::logic_error("en-garde: a layering with a shortfall");
          tokens_[blank_[used++]].type = static_cast<std::int8_t>(c);
          --drawn[z(c)];
        }
        pool_.clear();
        for (int t = 0; t < types_; ++t)
          for (int n = 0; n < drawn[z(t)]; ++n) pool_.push_back(static_cast<std::int8_t>(t));
        if (pool_.size() != blank_.size() - used) throw std::logic_error("en-garde: a cycle's draws do not add up");
        for (std::size_t i = 0; i < pool_.size(); ++i) {
          const std::size_t j = i + static_cast<std::size_t>(rng.below(pool_.size() - i));
          std::swap(pool_[i], pool_[j]);
          tokens_[blank_[used + i]].type = pool_[i];
        }
      }
      hands_[z(q)] = layer_[cell(decks_, q)];
    }
    deck_left_ = layer_[cell(decks_, players_)];
  }

  int players_ = 0, types_ = 0, decks_ = 0;
  // The record.
  std::vector<Token> tokens_;
  std::vector<Removal> removals_;
  std::vector<std::int32_t> events_;  // in history order: >= 0 a token, < 0 removal -1-e
  std::array<std::vector<std::uint32_t>, kMaxPlayers> player_tokens_;
  std::array<std::vector<std::uint32_t>, kMaxPlayers> player_removals_;
  std::vector<Counts> cap_;
  std::vector<std::uint32_t> deck_start_key_;
  // The walk.
  std::vector<Counts> rem_;  // what each deck has left to give, by type
  std::vector<int> tot_;     // ... in all
  std::vector<std::int16_t> held_;
  std::array<std::uint16_t, kMaxPlayers> low_{};  // each player's oldest deck with a draw held
  std::vector<std::uint32_t> block_, held_begin_, next_;
  // The repair.
  std::vector<Node> nodes_;
  std::vector<Move> path_, done_;
  std::vector<std::uint32_t> cands_, seen_;
  std::uint32_t stamp_ = 0;
  // The layered search.
  struct Swap {
    std::int16_t b, x, y, a, c;
    int delta;
  };
  std::vector<Counts> layer_, column_, let_go_;
  std::vector<int> size_, cycle_short_;
  std::vector<std::vector<std::int32_t>> cycle_events_;
  std::vector<Swap> swaps_;
  std::vector<std::uint32_t> blank_;
  // The deal.
  std::vector<std::int8_t> pool_;
  std::array<Counts, kMaxPlayers> hands_{};
  Counts deck_left_{};
};

}  // namespace

std::unique_ptr<State> EgState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(viewer));
  std::unique_ptr<EgState> out(new EgState(*this));
  out->redeal_hidden_draws(viewer, rng, /*layered_only=*/false);
  return out;
}

std::unique_ptr<EgState> EgState::resample_layered_for_test(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(viewer));
  std::unique_ptr<EgState> out(new EgState(*this));
  out->redeal_hidden_draws(viewer, rng, /*layered_only=*/true);
  return out;
}

void EgState::redeal_hidden_draws(Player viewer, Rng& rng, bool layered_only) {
  thread_local Dealer dealer;
  const int types = catalog().num_types();
  const int decks = static_cast<int>(reshuffles_.size()) + 1;
  const ActionCodec& codec = this->codec();
  std::vector<Action>& actions = mutable_history();
  const std::size_t size = actions.size();

  // What each deck gave the other players (or still holds): the deck less the viewer's draws.
  dealer.reset(players_, types, decks);
  for (int t = 0; t < types; ++t)
    dealer.cap(0)[idx(t)] = static_cast<std::int16_t>(type(t).count - first_deck_drawn_[idx(viewer)][idx(t)]);
  for (int d = 1; d < decks; ++d) {
    const Reshuffle& rs = reshuffles_[idx(d - 1)];
    dealer.set_deck_start(d, 2 * static_cast<std::uint32_t>(rs.first_draw));
    for (int t = 0; t < types; ++t)
      dealer.cap(d)[idx(t)] = static_cast<std::int16_t>(rs.deck[idx(t)] - rs.drawn[idx(viewer)][idx(t)]);
  }

  // The public record, in order: the others' draws (from the deck in use) and the cards that left
  // their hands. Only who drew is read from a draw of another player, never the card.
  int deck = 0;
  std::size_t boundary = decks > 1 ? static_cast<std::size_t>(reshuffles_[0].first_draw) : size;
  int r = 0;
  for (std::size_t i = 0; i < size; ++i) {
    while (i >= boundary) {
      ++deck;
      boundary = deck + 1 < decks ? static_cast<std::size_t>(reshuffles_[idx(deck)].first_draw) : size;
    }
    const ActionCodec::Brief& b = codec.brief(actions[i]);
    if (b.actor != viewer && !b.first) {
      if (b.draw) dealer.add_token(static_cast<std::uint32_t>(i), b.actor, deck);
      else if (b.card >= 0) dealer.add_removal(2 * static_cast<std::uint32_t>(i), b.actor, b.card, deck);
    }
    for (; r < reveal_count_ && reveals_[idx(r)].after_move == static_cast<int>(i); ++r) {
      const Reveal& rv = reveals_[idx(r)];
      if (rv.seat == viewer) continue;
      for (int t = 0; t < types; ++t)
        for (int c = 0; c < rv.cards[idx(t)]; ++c)
          dealer.add_removal(2 * static_cast<std::uint32_t>(i) + 1, rv.seat, t, deck);
    }
  }

  resample_effort_ = dealer.deal(rng, layered_only);

  // The copy becomes what its rewritten history gives: every hidden draw, the others' hands, the
  // deck and the record of who drew what from each deck.
  for (Player q = 0; q < players_; ++q) {
    if (q == viewer) continue;
    first_deck_drawn_[idx(q)] = {};
    for (Reshuffle& rs : reshuffles_) rs.drawn[idx(q)] = {};
    for (int t = 0; t < types; ++t) hand_[idx(q)][idx(t)] = static_cast<std::uint8_t>(dealer.hand(q)[idx(t)]);
  }
  for (const Token& tk : dealer.tokens()) {
    actions[tk.at] = codec.draw(tk.player, tk.type);
    ++(tk.deck == 0 ? first_deck_drawn_ : reshuffles_[idx(tk.deck - 1)].drawn)[idx(tk.player)][idx(tk.type)];
  }
  for (int t = 0; t < types; ++t) deck_[idx(t)] = static_cast<std::uint8_t>(dealer.deck_left()[idx(t)]);
}

}  // namespace dw::engine::games::en_garde
