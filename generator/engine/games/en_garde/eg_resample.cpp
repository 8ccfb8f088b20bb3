// eg_resample: EgState::resample_from_infostate, done directly on a copy of the state (no replay
// from the start), with the history as the source of truth: the other players' hidden draws are
// given new cards such that the history stays a legal game, and the copy becomes the state that
// history leads to.
//
// What the viewer knows of the others' draws: who drew when, and so from which deck (the first
// deck is the whole deck; each later one is the discard pile when it was turned over, which lay
// face up), every card that later left their hands (played, discarded, shown on going out) and
// when, and the viewer's own draws. This file reads that record from the history (never another
// player's drawn card), has it dealt (eg_deal.hpp) and writes the deal back: the hidden draws in
// the history, the others' hands, the deck and who drew what from each deck.
//
// A sample is made in two parts. A labelling fixes the past: which deck each card that left
// another hand came from, hence which draw became it; the draws still held (the hands now) are
// left open, with the cards each deck has left for them. Dealing those at random on a labelling
// (deal_on) is the sample: no search, a copy of the labelling's history and a shuffle of at most
// a deck's cards. A state keeps, per viewer, a list of labellings of the viewer's record (the deal
// memo): the deals of the successive walks of a stream of its own, seeded from the viewer's record
// (what the viewer can see), up to kLabellings of at most kFreshTries walks. A resample draws an
// index i below kLabellings with the caller's stream and deals on labelling i (i modulo their
// number when the walks are used up with fewer), making the list up to i on the way. The list is a
// function of the viewer's information only, so the sample is one too, whatever resamples came
// before: states the viewer cannot tell apart give the same samples from the same stream. So the
// hands of every sample are dealt afresh, and the past of a sample is one of at most kLabellings
// per state and viewer (the approximation: the walk used to draw a new past for each sample).
//
// The labellings are found with a budget of search steps (DealWork), and each one is consistent
// (the sample's history replays to it):
//   1. kFreshTries walks (eg_deal_walk.cpp) from scratch, each one's repairs within
//      kWalkRepairSteps, stopping at kLabellings found;
//   2. if none succeeded, the layered search (eg_deal_layers.cpp) within kLayeredSteps;
//   3. if it did not succeed either, the layered search without a budget, the last resort, so
//      that no sample is ever inconsistent. It runs only for the resample that finds the state
//      holding no labelling for the viewer, so at most once per state and viewer (how often and
//      how long: generator/engine/README.md, en-garde).
// A resample costs passes linear in the history (the record, once per state and viewer, and one
// per walk it makes) plus at most max_bounded_resample_steps() search steps, except in step 3;
// once the list is made, a copy of the history and a shuffle, with no walk and no search.
#include <array>
#include <memory>
#include <stdexcept>

#include "engine/games/en_garde/eg_deal.hpp"
#include "engine/games/en_garde/eg_state.hpp"

namespace dw::engine::games::en_garde {

namespace {

constexpr long kWalkRepairSteps = 200000;  // steps one walk's repairs may take (step 1)
constexpr long kLayeredSteps = 400000;    // steps of the bounded layered search (step 2)
constexpr int kFreshTries = 16;           // walks tried for a state and viewer
constexpr int kLabellings = 8;            // labellings a state keeps per viewer

// Mixes `x` into the hash `h` of the viewer's record.
std::uint64_t mix(std::uint64_t h, std::uint64_t x) {
  h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdULL;
}

using Source = EgState::DealSource;

}  // namespace

// One labelling of a viewer's record, ready to deal on: the history with every draw that a
// removal names rewritten (the draws still held keep any card until deal_on), what each other
// player drew from each deck without the draws held, and the draws held grouped by deck with the
// cards their deck has left for them (the current deck's group also holds the deck).
struct EgState::Labelling {
  struct Held {
    std::uint32_t at;  // history index
    std::int8_t player;
  };
  struct Group {
    int deck;
    std::uint32_t held_begin, held_end, pool_begin, pool_end;
  };
  std::vector<Action> history;
  std::array<TypeCounts, kMaxPlayers> first_drawn{};
  std::vector<std::array<TypeCounts, kMaxPlayers>> reshuffle_drawn;
  std::vector<Held> held;
  std::vector<Group> groups;
  std::vector<std::int8_t> pool;
};

struct EgState::DealMemo {
  std::size_t history_size = 0;
  DealRecord record;  // the viewer's record
  Rng rng;            // the walks' stream, seeded from the record
  int tries = 0;      // walks made
  std::vector<Labelling> labellings;
};

long EgState::max_bounded_resample_steps() { return kFreshTries * kWalkRepairSteps + kLayeredSteps; }

int EgState::labellings_held(Player viewer) const {
  const auto& memo = deal_memo_[idx(viewer)];
  return memo && memo->history_size == history().size() ? static_cast<int>(memo->labellings.size()) : 0;
}

std::unique_ptr<State> EgState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(viewer));
  std::shared_ptr<DealMemo>& memo = deal_memo_[idx(viewer)];
  if (!memo || memo->history_size != history().size()) memo = read_record(viewer);
  const auto pick = static_cast<std::size_t>(rng.below(kLabellings));
  std::unique_ptr<EgState> out(new EgState(*this));
  out->resample_effort_ = make_labellings(*memo, viewer, pick + 1, /*layered_only=*/false);
  out->deal_on(viewer, memo->labellings[pick % memo->labellings.size()], rng);
  // The copy keeps the viewer's memo only: the others' records differ in it.
  for (auto& m : out->deal_memo_) m.reset();
  out->deal_memo_[idx(viewer)] = memo;
  return out;
}

std::unique_ptr<EgState> EgState::resample_layered_for_test(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(viewer));
  const auto memo = read_record(viewer);
  std::unique_ptr<EgState> out(new EgState(*this));
  out->resample_effort_ = make_labellings(*memo, viewer, 1, /*layered_only=*/true);
  out->deal_on(viewer, memo->labellings.front(), rng);
  for (auto& m : out->deal_memo_) m.reset();
  return out;
}

// A new memo for `viewer` holding their record (read from the history, never another player's
// drawn card) and the walks' stream seeded from it.
std::shared_ptr<EgState::DealMemo> EgState::read_record(Player viewer) const {
  auto memo = std::make_shared<DealMemo>();
  DealRecord& record = memo->record;
  const int types = catalog().num_types();
  const int decks = static_cast<int>(reshuffles_.size()) + 1;
  const ActionCodec& codec = this->codec();
  const std::vector<Action>& actions = history();
  const std::size_t size = actions.size();

  // What each deck gave the other players (or still holds): the deck less the viewer's draws.
  record.reset(players_, types, decks);
  for (int t = 0; t < types; ++t)
    record.cap[0][idx(t)] = static_cast<std::int16_t>(type(t).count - first_deck_drawn_[idx(viewer)][idx(t)]);
  for (int d = 1; d < decks; ++d) {
    const Reshuffle& rs = reshuffles_[idx(d - 1)];
    record.deck_start_key[idx(d)] = 2 * static_cast<std::uint32_t>(rs.first_draw);
    for (int t = 0; t < types; ++t)
      record.cap[idx(d)][idx(t)] = static_cast<std::int16_t>(rs.deck[idx(t)] - rs.drawn[idx(viewer)][idx(t)]);
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
      if (b.draw) record.add_token(static_cast<std::uint32_t>(i), b.actor, deck);
      else if (b.card >= 0) record.add_removal(2 * static_cast<std::uint32_t>(i), b.actor, b.card, deck);
    }
    for (; r < reveal_count_ && reveals_[idx(r)].after_move == static_cast<int>(i); ++r) {
      const Reveal& rv = reveals_[idx(r)];
      if (rv.seat == viewer) continue;
      for (int t = 0; t < types; ++t)
        for (int c = 0; c < rv.cards[idx(t)]; ++c)
          record.add_removal(2 * static_cast<std::uint32_t>(i) + 1, rv.seat, t, deck);
    }
  }

  // The labellings' own stream, seeded from what the viewer sees: the record.
  std::uint64_t seed = mix(mix(0x5eed, static_cast<std::uint64_t>(viewer)), size);
  for (const DealRecord::Counts& cap : record.cap)
    for (int t = 0; t < types; ++t) seed = mix(seed, static_cast<std::uint64_t>(cap[idx(t)]));
  for (const DealRecord::Token& tk : record.tokens) seed = mix(seed, (std::uint64_t{tk.at} << 8) | static_cast<std::uint64_t>(tk.player));
  for (const DealRecord::Removal& rm : record.removals)
    seed = mix(seed, (std::uint64_t{rm.key} << 16) | (static_cast<std::uint64_t>(rm.player) << 8) | static_cast<std::uint64_t>(rm.card));
  memo->rng = Rng(seed);
  memo->history_size = size;
  return memo;
}

// Makes `memo`'s list of labellings up to `wanted` (the steps above); with `layered_only`, one by
// the layered search alone. Returns what it took.
EgState::ResampleEffort EgState::make_labellings(DealMemo& memo, Player viewer, std::size_t wanted,
                                                 bool layered_only) const {
  thread_local std::vector<std::int16_t> labels;
  ResampleEffort effort;
  effort.source = Source::labels;
  DealWork work;
  while (!layered_only && memo.labellings.size() < wanted && memo.tries < kFreshTries) {
    ++memo.tries;
    ++effort.walks;
    work.limit = work.steps + kWalkRepairSteps;
    if (!deal_by_walk(memo.record, memo.rng, effort.repairs, work)) continue;
    effort.source = Source::walk;
    add_labelling(memo, memo.record, viewer);
  }
  if (memo.labellings.empty()) {
    effort.layered = true;
    work.limit = work.steps + kLayeredSteps;
    effort.rounds = deal_by_layers(memo.record, memo.rng, work);
    effort.source = Source::layered;
    if (effort.rounds == 0) {
      work.limit = -1;
      effort.rounds = deal_by_layers(memo.record, memo.rng, work);
      effort.source = Source::unbounded;
    }
    labels_from_deal(memo.record, labels);
    deal_from_labels(memo.record, labels, memo.rng);
    add_labelling(memo, memo.record, viewer);
  }
  effort.steps = work.steps;
  return effort;
}

// Adds the labelling of the dealt `record` to `memo`: the draws the removals name, and the draws
// held with their decks' cards.
void EgState::add_labelling(DealMemo& memo, const DealRecord& record, Player viewer) const {
  const int types = catalog().num_types();
  const int decks = static_cast<int>(reshuffles_.size()) + 1;
  Labelling& made = memo.labellings.emplace_back();
  made.history = history();
  made.first_drawn = first_deck_drawn_;
  made.reshuffle_drawn.resize(reshuffles_.size());
  for (std::size_t d = 0; d < reshuffles_.size(); ++d) made.reshuffle_drawn[d] = reshuffles_[d].drawn;
  for (Player q = 0; q < players_; ++q) {
    if (q == viewer) continue;
    made.first_drawn[idx(q)] = {};
    for (auto& drawn : made.reshuffle_drawn) drawn[idx(q)] = {};
  }
  // The draws the removals name go into the history; the held ones are sorted by deck.
  std::vector<std::uint32_t> held_at_deck(idx(decks) + 1, 0);
  for (const DealRecord::Token& tk : record.tokens) {
    if (tk.held) {
      ++held_at_deck[tk.deck + 1u];
      continue;
    }
    made.history[tk.at] = codec().draw(tk.player, tk.type);
    ++(tk.deck == 0 ? made.first_drawn : made.reshuffle_drawn[tk.deck - 1u])[idx(tk.player)][idx(tk.type)];
  }
  for (int k = 0; k < decks; ++k) held_at_deck[idx(k) + 1] += held_at_deck[idx(k)];
  made.held.resize(held_at_deck[idx(decks)]);
  made.pool.resize(made.held.size());
  std::vector<std::uint32_t> next(held_at_deck.begin(), held_at_deck.end() - 1);
  for (const DealRecord::Token& tk : record.tokens) {
    if (!tk.held) continue;
    const std::uint32_t at = next[tk.deck]++;
    made.held[at] = {tk.at, tk.player};
    made.pool[at] = tk.type;
  }
  // Each deck's group: its draws held and their cards; the current deck's cards follow its own.
  for (int k = 0; k < decks; ++k) {
    Labelling::Group g{k, held_at_deck[idx(k)], held_at_deck[idx(k) + 1], held_at_deck[idx(k)], held_at_deck[idx(k) + 1]};
    if (k + 1 == decks) {
      for (int t = 0; t < types; ++t)
        for (int c = 0; c < record.deck_left[idx(t)]; ++c) made.pool.push_back(static_cast<std::int8_t>(t));
      g.pool_end = static_cast<std::uint32_t>(made.pool.size());
    }
    if (g.pool_end > g.pool_begin) made.groups.push_back(g);
  }
}

// Deals the draws `labelling` leaves held at random from their decks' cards: the copy becomes what
// the labelling's history, with those draws written in, gives: every hidden draw, the others'
// hands, the deck and the record of who drew what from each deck.
void EgState::deal_on(Player viewer, const Labelling& labelling, Rng& rng) {
  thread_local std::vector<std::int8_t> pool;
  std::vector<Action>& actions = mutable_history();
  actions = labelling.history;
  for (Player q = 0; q < players_; ++q) {
    if (q == viewer) continue;
    first_deck_drawn_[idx(q)] = labelling.first_drawn[idx(q)];
    for (std::size_t d = 0; d < reshuffles_.size(); ++d) reshuffles_[d].drawn[idx(q)] = labelling.reshuffle_drawn[d][idx(q)];
    hand_[idx(q)] = {};
  }
  deck_ = {};
  const int last = static_cast<int>(reshuffles_.size());
  for (const Labelling::Group& g : labelling.groups) {
    pool.assign(labelling.pool.begin() + g.pool_begin, labelling.pool.begin() + g.pool_end);
    const std::size_t held = g.held_end - g.held_begin;
    if (held > pool.size() || (g.deck != last && held != pool.size()))
      throw std::logic_error("en-garde: a labelling's deck does not fit its draws");
    for (std::size_t i = 0; i < held; ++i) {
      const std::size_t j = i + static_cast<std::size_t>(rng.below(pool.size() - i));
      std::swap(pool[i], pool[j]);
      const Labelling::Held& h = labelling.held[g.held_begin + i];
      const int t = pool[i];
      actions[h.at] = codec().draw(h.player, t);
      ++(g.deck == 0 ? first_deck_drawn_ : reshuffles_[idx(g.deck - 1)].drawn)[idx(h.player)][idx(t)];
      ++hand_[idx(h.player)][idx(t)];
    }
    if (g.deck == last)
      for (std::size_t i = held; i < pool.size(); ++i) ++deck_[idx(pool[i])];
  }
}

}  // namespace dw::engine::games::en_garde
