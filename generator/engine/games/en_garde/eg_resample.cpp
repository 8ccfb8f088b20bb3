// eg_resample: EgState::resample_from_infostate, done directly on a copy of the state (no replay
// from the start), with the history as the source of truth: the other players' hidden draws are
// given new cards such that the history stays a legal game, and the copy becomes the state that
// history leads to.
//
// What the viewer knows of the others' draws: who drew when, and so from which deck (the first
// deck is the whole deck; each later one is the discard pile when it was turned over, which lay
// face up), every card that later left their hands (played, discarded, shown on going out) and
// when, and the viewer's own draws. This file reads that record from the history (never another
// player's drawn card), has it dealt again (eg_deal.hpp) and writes the deal back: the hidden
// draws in the history, the others' hands, the deck and who drew what from each deck.
//
// The walk (eg_deal_walk.cpp) deals almost every resample. If it gets stuck for good (players who
// went out showed their whole hands, which leaves little room; about 1 resample in 450 to 1,100
// with five or six players, none with two or three), the layered search (eg_deal_layers.cpp)
// takes over and runs until it finds a consistent deal. There is no inconsistent last resort.
//
// Timings and counts: generator/engine/README.md (en-garde).
#include <stdexcept>

#include "engine/games/en_garde/eg_deal.hpp"
#include "engine/games/en_garde/eg_state.hpp"

namespace dw::engine::games::en_garde {

namespace {

// Deals `record` by the walk or, when it is stuck or `layered_only`, by the layered search.
EgState::ResampleEffort deal(DealRecord& record, Rng& rng, bool layered_only) {
  EgState::ResampleEffort effort;
  if (!layered_only && deal_by_walk(record, rng, effort.repairs)) return effort;
  effort.layered = true;
  effort.rounds = deal_by_layers(record, rng);
  return effort;
}

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
  thread_local DealRecord record;
  const int types = catalog().num_types();
  const int decks = static_cast<int>(reshuffles_.size()) + 1;
  const ActionCodec& codec = this->codec();
  std::vector<Action>& actions = mutable_history();
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

  resample_effort_ = deal(record, rng, layered_only);

  // The copy becomes what its rewritten history gives: every hidden draw, the others' hands, the
  // deck and the record of who drew what from each deck.
  for (Player q = 0; q < players_; ++q) {
    if (q == viewer) continue;
    first_deck_drawn_[idx(q)] = {};
    for (Reshuffle& rs : reshuffles_) rs.drawn[idx(q)] = {};
    for (int t = 0; t < types; ++t) hand_[idx(q)][idx(t)] = static_cast<std::uint8_t>(record.hands[idx(q)][idx(t)]);
  }
  for (const DealRecord::Token& tk : record.tokens) {
    actions[tk.at] = codec.draw(tk.player, tk.type);
    ++(tk.deck == 0 ? first_deck_drawn_ : reshuffles_[idx(tk.deck - 1)].drawn)[idx(tk.player)][idx(tk.type)];
  }
  for (int t = 0; t < types; ++t) deck_[idx(t)] = static_cast<std::uint8_t>(record.deck_left[idx(t)]);
}

}  // namespace dw::engine::games::en_garde
