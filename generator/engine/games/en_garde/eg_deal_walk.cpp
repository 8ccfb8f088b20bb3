// eg_deal_walk: the walk that deals almost every En Garde! resample (eg_deal.hpp), with its
// repair.
//
// The cards a deck gave are interchangeable, so a deal is fixed by which deck each card that left
// another hand came from (its label). Labels are consistent when
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
// The repair's work is counted (DealWork: each removal it looks at is a step) and it gives up when
// the budget is spent, so a walk costs its pass over the record plus at most the budget.
// deal_from_labels runs only the last part (finish_labels) on labels it is given.
#include <algorithm>
#include <bit>
#include <stdexcept>

#include "engine/games/en_garde/eg_deal.hpp"

namespace dw::engine::games::en_garde {

namespace {

constexpr int kRepairNodes = 4000;  // shortfalls one repair may explore
constexpr std::uint32_t kNever = 0xffffffffu;

using Counts = DealRecord::Counts;
using Removal = DealRecord::Removal;

// The walk's working state. One per thread, reused (no allocation in the steady state).
class Walk {
 public:
  bool deal(DealRecord& record, Rng& rng, int& repairs, DealWork& work) {
    rec_ = &record;
    work_ = &work;
    index_blocks();
    if (!walk(rng, repairs)) return false;
    finish_labels(rng);
    return true;
  }

  void deal_on_labels(DealRecord& record, const std::vector<std::int16_t>& labels, Rng& rng) {
    rec_ = &record;
    if (labels.size() != rec_->removals.size()) throw std::logic_error("en-garde: labels of another record");
    index_blocks();
    start_counts();
    for (std::size_t i = 0; i < labels.size(); ++i) label(rec_->removals[i], labels[i]);
    finish_labels(rng);
  }

 private:
  static std::size_t z(int i) { return static_cast<std::size_t>(i); }

  // Each player's draws from one deck are consecutive in their list of draws.
  void index_blocks() {
    block_.assign(z(rec_->players * (rec_->decks + 1)), 0);
    for (int q = 0; q < rec_->players; ++q) {
      std::uint32_t* b = &block_[z(q * (rec_->decks + 1))];
      for (std::uint32_t i : rec_->player_tokens[z(q)]) ++b[rec_->tokens[i].deck + 1];
      for (int k = 0; k < rec_->decks; ++k) b[k + 1] += b[k];
    }
  }
  std::uint32_t block_begin(int q, int k) const { return block_[z(q * (rec_->decks + 1) + k)]; }
  std::uint32_t block_end(int q, int k) const { return block_[z(q * (rec_->decks + 1) + k + 1)]; }
  // Whether q drew from deck k before `key`.
  bool drew_before(int q, int k, std::uint32_t key) const {
    const std::uint32_t b = block_begin(q, k);
    return b < block_end(q, k) && rec_->tokens[rec_->player_tokens[z(q)][b]].key < key;
  }
  // q's draws from deck k held now (at the walk's point), less the cards labelled k since.
  std::int16_t& held(int q, int k) { return held_[z(q * rec_->decks + k)]; }

  // Which of q's removals are labelled k: one bit per place in q's list of removals, so the
  // scans of a player's removals of one deck (first_shortfall, the repair's candidates) visit
  // those alone. Likewise which removals (by index) are labelled k and which are of card t, for
  // the repair's capacity candidates. The step counts stay those of a pass over the whole list.
  void index_labels() {
    removal_words_ = (rec_->removals.size() + 63) / 64;
    deck_removals_.assign(z(rec_->decks) * removal_words_, 0);
    card_removals_.assign(z(rec_->types) * removal_words_, 0);
    for (std::size_t i = 0; i < rec_->removals.size(); ++i)
      card_removals_[z(rec_->removals[i].card) * removal_words_ + i / 64] |= std::uint64_t{1} << (i % 64);
    place_.resize(rec_->removals.size());
    std::size_t offset = 0;
    for (int q = 0; q < rec_->players; ++q) {
      const auto& list = rec_->player_removals[z(q)];
      for (std::size_t p = 0; p < list.size(); ++p) place_[list[p]] = static_cast<std::uint32_t>(p);
      words_[z(q)] = static_cast<std::uint32_t>((list.size() + 63) / 64);
      first_word_[z(q)] = offset;
      offset += z(rec_->decks) * words_[z(q)];
    }
    labelled_.assign(offset, 0);
  }
  std::uint64_t* labelled(int q, int k) { return &labelled_[first_word_[z(q)] + z(k) * words_[z(q)]]; }
  const std::uint64_t* labelled(int q, int k) const { return &labelled_[first_word_[z(q)] + z(k) * words_[z(q)]]; }
  void flip_label(const Removal& r, int k) {
    const auto i = static_cast<std::size_t>(&r - rec_->removals.data());
    const std::uint32_t p = place_[i];
    labelled(r.player, k)[p / 64] ^= std::uint64_t{1} << (p % 64);
    deck_removals_[z(k) * removal_words_ + i / 64] ^= std::uint64_t{1} << (i % 64);
  }

  void label(Removal& r, int k) {
    r.deck = static_cast<std::int16_t>(k);
    flip_label(r, k);
    --rem_[z(k)][z(r.card)];
    --tot_[z(k)];
    --held(r.player, k);
  }
  void unlabel(Removal& r) {
    const int k = r.deck;
    flip_label(r, k);
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

  // What every deck can give and every player holds before the first event; no removal labelled
  // (a record may be dealt more than once).
  void start_counts() {
    for (Removal& r : rec_->removals) {
      r.deck = -1;
      r.moved = false;
    }
    index_labels();
    rem_ = rec_->cap;
    tot_.assign(z(rec_->decks), 0);
    for (int k = 0; k < rec_->decks; ++k)
      for (int t = 0; t < rec_->types; ++t) tot_[z(k)] += rem_[z(k)][z(t)];
    held_.assign(z(rec_->players * rec_->decks), 0);
    low_.fill(0);
  }

  // Labels every removal in history order; false when a repair fails.
  bool walk(Rng& rng, int& repairs) {
    start_counts();
    for (std::int32_t e : rec_->events) {
      if (e >= 0) {
        ++held(rec_->tokens[z(e)].player, rec_->tokens[z(e)].deck);
        continue;
      }
      Removal& r = rec_->removals[z(-1 - e)];
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
  // or kNever. Counted as a pass over q's removals up to that one (or all of them).
  std::uint32_t first_shortfall(int q, int k) const {
    const auto& toks = rec_->player_tokens[z(q)];
    const auto& list = rec_->player_removals[z(q)];
    std::uint32_t i = block_begin(q, k);
    const std::uint32_t end = block_end(q, k);
    int balance = 0;
    const std::uint64_t* bits = labelled(q, k);
    for (std::uint32_t w = 0; w < words_[z(q)]; ++w) {
      for (std::uint64_t m = bits[w]; m != 0; m &= m - 1) {
        const std::uint32_t p = 64 * w + static_cast<std::uint32_t>(std::countr_zero(m));
        const Removal& r = rec_->removals[list[p]];
        while (i < end && rec_->tokens[toks[i]].key < r.key) {
          ++i;
          ++balance;
        }
        if (--balance < 0) {
          work_->steps += p + 1;
          return r.key;
        }
      }
    }
    work_->steps += static_cast<long>(list.size());
    return kNever;
  }
  bool violated(const Check& c) const {
    if (c.capacity) return rem_[z(c.deck)][z(c.who)] < 0;
    return first_shortfall(c.who, c.deck) != kNever;
  }
  std::size_t check_index(const Check& c) const {
    return c.capacity ? z(c.deck * kMaxCardTypes + c.who) : z(rec_->decks * kMaxCardTypes + c.who * rec_->decks + c.deck);
  }
  static bool same(const Check& a, const Check& b) {
    return a.capacity == b.capacity && a.who == b.who && a.deck == b.deck;
  }
  std::size_t first_removal_from(std::uint32_t key) const {
    return static_cast<std::size_t>(
        std::partition_point(rec_->removals.begin(), rec_->removals.end(), [&](const Removal& r) { return r.key < key; }) -
        rec_->removals.begin());
  }

  // The relabellings from the root to node n (leaf first).
  void collect_path(std::int32_t n) {
    path_.clear();
    for (; n >= 0 && nodes_[z(n)].parent >= 0; n = nodes_[z(n)].parent) path_.push_back(nodes_[z(n)].move);
  }
  void apply_path(std::int32_t n) {
    collect_path(n);
    for (auto it = path_.rbegin(); it != path_.rend(); ++it) {
      move(rec_->removals[it->r], it->to);
      rec_->removals[it->r].moved = true;
    }
  }
  void undo_path() {  // path_ as left by apply_path
    for (const Move& m : path_) {
      move(rec_->removals[m.r], m.from);
      rec_->removals[m.r].moved = false;
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
    seen_.resize(z(rec_->decks * kMaxCardTypes + rec_->players * rec_->decks), 0);
    seen_[check_index(start)] = stamp_;
    for (std::size_t head = 0; head < nodes_.size() && head < z(kRepairNodes); ++head) {
      if (work_->spent()) return false;
      apply_path(static_cast<std::int32_t>(head));
      const Check c = nodes_[head].check;
      const std::uint32_t until = c.capacity ? kNever : first_shortfall(c.who, c.deck);
      cands_.clear();
      if (c.capacity) {
        // The removals of the card labelled with the deck, from the deck's first draw on (a pass
        // over the removals from there).
        const std::size_t from = first_removal_from(rec_->deck_start_key[z(c.deck)]);
        work_->steps += static_cast<long>(rec_->removals.size() - std::min(from, rec_->removals.size()));
        const std::uint64_t* deck = &deck_removals_[z(c.deck) * removal_words_];
        const std::uint64_t* card = &card_removals_[z(c.who) * removal_words_];
        for (std::size_t w = from / 64; w < removal_words_; ++w) {
          std::uint64_t m = deck[w] & card[w];
          if (w == from / 64) m &= ~std::uint64_t{0} << (from % 64);
          for (; m != 0; m &= m - 1) {
            const std::size_t n = 64 * w + static_cast<std::size_t>(std::countr_zero(m));
            if (!rec_->removals[n].moved) cands_.push_back(static_cast<std::uint32_t>(n));
          }
        }
      } else {
        // q's removals labelled with the deck, up to the shortfall (a pass over q's list).
        const auto& list = rec_->player_removals[z(c.who)];
        work_->steps += static_cast<long>(list.size());
        const std::uint64_t* bits = labelled(c.who, c.deck);
        bool past = false;
        for (std::uint32_t w = 0; w < words_[z(c.who)] && !past; ++w) {
          for (std::uint64_t m = bits[w]; m != 0; m &= m - 1) {
            const std::uint32_t ri = list[64 * w + static_cast<std::uint32_t>(std::countr_zero(m))];
            const Removal& r = rec_->removals[ri];
            if (r.key > until) {
              past = true;
              break;
            }
            if (!r.moved) cands_.push_back(ri);
          }
        }
      }
      const std::size_t shift = cands_.empty() ? 0 : static_cast<std::size_t>(rng.below(cands_.size()));
      for (std::size_t i = 0; i < cands_.size(); ++i) {
        const std::uint32_t ri = cands_[(i + shift) % cands_.size()];
        Removal& r = rec_->removals[ri];
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
              rec_->removals[it->r].moved = false;
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
          for (auto it = done_.rbegin(); it != done_.rend(); ++it) move(rec_->removals[it->r], it->from);
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
    held_begin_.assign(z(rec_->players * rec_->decks), 0);
    for (int q = 0; q < rec_->players; ++q) {
      next_.assign(z(rec_->decks), 0);
      for (int k = 0; k < rec_->decks; ++k) next_[z(k)] = block_begin(q, k);
      const auto& toks = rec_->player_tokens[z(q)];
      for (std::uint32_t ri : rec_->player_removals[z(q)]) {
        const Removal& r = rec_->removals[ri];
        const std::uint32_t pos = next_[z(r.deck)]++;
        if (pos >= block_end(q, r.deck) || rec_->tokens[toks[pos]].key >= r.key)
          throw std::logic_error("en-garde: a resampled card was not held");
        rec_->tokens[toks[pos]].type = r.card;
        rec_->tokens[toks[pos]].held = false;
      }
      for (int k = 0; k < rec_->decks; ++k) held_begin_[z(q * rec_->decks + k)] = next_[z(k)];
    }
    for (Counts& h : rec_->hands) h = {};
    rec_->deck_left = {};
    for (int k = 0; k < rec_->decks; ++k) {
      if (tot_[z(k)] == 0) continue;
      pool_.clear();
      for (int t = 0; t < rec_->types; ++t)
        for (int c = 0; c < rem_[z(k)][z(t)]; ++c) pool_.push_back(static_cast<std::int8_t>(t));
      std::size_t pos = 0;
      for (int q = 0; q < rec_->players; ++q) {
        const auto& toks = rec_->player_tokens[z(q)];
        for (std::uint32_t i = held_begin_[z(q * rec_->decks + k)]; i < block_end(q, k); ++i) {
          if (pos == pool_.size()) throw std::logic_error("en-garde: a deck gave more cards than it held");
          const std::size_t j = pos + static_cast<std::size_t>(rng.below(pool_.size() - pos));
          std::swap(pool_[pos], pool_[j]);
          rec_->tokens[toks[i]].type = pool_[pos];
          rec_->tokens[toks[i]].held = true;
          ++rec_->hands[z(q)][z(pool_[pos++])];
        }
      }
      if (k + 1 == rec_->decks) {
        for (std::size_t i = pos; i < pool_.size(); ++i) ++rec_->deck_left[z(pool_[i])];
      } else if (pos != pool_.size()) {
        throw std::logic_error("en-garde: an emptied deck gave fewer cards than it held");
      }
    }
  }

  DealRecord* rec_ = nullptr;
  DealWork* work_ = nullptr;
  std::vector<Counts> rem_;  // what each deck has left to give, by type
  std::vector<int> tot_;     // ... in all
  std::vector<std::int16_t> held_;
  std::array<std::uint16_t, kMaxPlayers> low_{};  // each player's oldest deck with a draw held
  std::vector<std::uint32_t> block_, held_begin_, next_;
  std::vector<std::uint32_t> place_;      // by removal: its place in its player's list
  std::vector<std::uint64_t> labelled_;   // by player and deck: the bits of labelled()
  std::array<std::uint32_t, kMaxPlayers> words_{};
  std::array<std::size_t, kMaxPlayers> first_word_{};
  std::size_t removal_words_ = 0;
  std::vector<std::uint64_t> deck_removals_, card_removals_;  // by deck, by card: bits by removal index
  std::vector<std::int8_t> pool_;
  // The repair.
  std::vector<Node> nodes_;
  std::vector<Move> path_, done_;
  std::vector<std::uint32_t> cands_, seen_;
  std::uint32_t stamp_ = 0;
};

}  // namespace

bool deal_by_walk(DealRecord& record, Rng& rng, int& repairs, DealWork& work) {
  thread_local Walk walk;
  return walk.deal(record, rng, repairs, work);
}

void deal_from_labels(DealRecord& record, const std::vector<std::int16_t>& labels, Rng& rng) {
  thread_local Walk walk;
  walk.deal_on_labels(record, labels, rng);
}

void labels_from_deal(const DealRecord& record, std::vector<std::int16_t>& labels) {
  // Per player and card type, the decks of the draws of that card still held, oldest first.
  thread_local std::vector<std::vector<std::int16_t>> held;
  thread_local std::vector<std::size_t> head;
  const std::size_t cells = static_cast<std::size_t>(record.players * kMaxCardTypes);
  if (held.size() < cells) held.resize(cells);
  head.assign(cells, 0);
  for (std::size_t i = 0; i < cells; ++i) held[i].clear();
  labels.assign(record.removals.size(), -1);
  for (std::int32_t e : record.events) {
    if (e >= 0) {
      const DealRecord::Token& tk = record.tokens[static_cast<std::size_t>(e)];
      held[static_cast<std::size_t>(tk.player * kMaxCardTypes + tk.type)].push_back(static_cast<std::int16_t>(tk.deck));
      continue;
    }
    const Removal& r = record.removals[static_cast<std::size_t>(-1 - e)];
    const std::size_t c = static_cast<std::size_t>(r.player * kMaxCardTypes + r.card);
    if (head[c] == held[c].size()) throw std::logic_error("en-garde: a dealt card was not held");
    labels[static_cast<std::size_t>(-1 - e)] = held[c][head[c]++];
  }
}

}  // namespace dw::engine::games::en_garde
