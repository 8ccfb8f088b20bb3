// eg_deal: dealing the other players' hidden draws again for a resample of En Garde!. The record
// (DealRecord) holds what the viewer knows of those draws, read from the history by
// eg_resample.cpp: who drew when and from which deck, what each deck could give the others, and
// every card that left another player's hand. Two dealers give every hidden draw a card
// consistent with it: the walk (eg_deal_walk.cpp, almost every resample) and the layered search
// (eg_deal_layers.cpp, when the walk gets stuck). Both write the deal into the record: each
// draw's card, the others' hands now and what the deck in use has left.
//
// A deal is consistent when each deck gives (everyone, the viewer included) no more of a type
// than it held, and each card that leaves a hand was drawn by that player before and is still
// held. Only such a deal lets the rewritten history replay to the sample.
//
// Bounded work: the searches (the walk's repair and the layered search) count their work in
// steps (DealWork) and give up once their share of a fixed budget is spent; a failed search deals
// nothing. A deal is also fixed by its labels (the deck each removal came from): labels_from_deal
// reads them from a deal, and deal_from_labels deals the held draws again at random on given
// labels (no search). eg_resample.cpp uses them.
#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "engine/games/en_garde/eg_actions.hpp"
#include "engine/games/en_garde/eg_cards.hpp"
#include "engine/rng.hpp"

namespace dw::engine::games::en_garde {

struct DealRecord {
  using Counts = std::array<std::int16_t, kMaxCardTypes>;

  // A hidden draw of another player.
  struct Token {
    std::uint32_t key = 0;  // 2 x history index
    std::uint32_t at = 0;   // history index
    std::uint16_t deck = 0;
    std::int8_t player = 0;
    std::int8_t type = -1;  // the card it becomes (set by a dealer)
    bool held = false;      // still in the hand now (set by deal_from_labels and the walk)
  };

  // A card leaving another player's hand: played or discarded (key 2 x index) or shown on going
  // out (key 2 x index + 1, after the action that put the player out).
  struct Removal {
    std::uint32_t key = 0;
    std::uint16_t epoch = 0;  // the deck in use then: the card came from this deck or an earlier one
    std::int8_t player = 0;
    std::int8_t card = 0;
    std::int16_t deck = -1;  // the walk's label: the deck the card came from, -1 while unset
    bool moved = false;      // the walk's repair: moved on the chain being tried
  };

  int players = 0, types = 0, decks = 0;
  std::vector<Token> tokens;
  std::vector<Removal> removals;
  std::vector<std::int32_t> events;  // in history order: >= 0 a token, < 0 removal -1-e
  std::array<std::vector<std::uint32_t>, kMaxPlayers> player_tokens;
  std::array<std::vector<std::uint32_t>, kMaxPlayers> player_removals;
  std::vector<Counts> cap;                    // by deck: what it gave the others or still holds
  std::vector<std::uint32_t> deck_start_key;  // by deck: the key of its first draw
  // The deal, written by a dealer.
  std::array<Counts, kMaxPlayers> hands{};
  Counts deck_left{};

  // Starts a record; the vectors keep their capacity (one record per thread, reused).
  void reset(int players_, int types_, int decks_) {
    players = players_;
    types = types_;
    decks = decks_;
    tokens.clear();
    removals.clear();
    events.clear();
    cap.assign(static_cast<std::size_t>(decks), Counts{});
    deck_start_key.assign(static_cast<std::size_t>(decks), 0);
    for (auto& v : player_tokens) v.clear();
    for (auto& v : player_removals) v.clear();
  }
  // The record, in history order.
  void add_token(std::uint32_t at, int player, int deck) {
    events.push_back(static_cast<std::int32_t>(tokens.size()));
    player_tokens[static_cast<std::size_t>(player)].push_back(static_cast<std::uint32_t>(tokens.size()));
    tokens.push_back({2 * at, at, static_cast<std::uint16_t>(deck), static_cast<std::int8_t>(player), -1});
  }
  void add_removal(std::uint32_t key, int player, int card, int epoch) {
    events.push_back(-1 - static_cast<std::int32_t>(removals.size()));
    player_removals[static_cast<std::size_t>(player)].push_back(static_cast<std::uint32_t>(removals.size()));
    Removal r;
    r.key = key;
    r.epoch = static_cast<std::uint16_t>(epoch);
    r.player = static_cast<std::int8_t>(player);
    r.card = static_cast<std::int8_t>(card);
    removals.push_back(r);
  }
};

// Work counted by the searches: one step is one removal or token looked at, or one card type of a
// count compared, by the walk's repair (eg_deal_walk.cpp) and the layered search
// (eg_deal_layers.cpp). A search stops when `steps` passes `limit` (no limit when limit < 0).
struct DealWork {
  long steps = 0;
  long limit = -1;
  bool spent() const { return limit >= 0 && steps > limit; }
};

// The walk: deals `record` and returns true, or returns false when it is stuck for good or its
// repairs spent `work` (the deal is then unset). `repairs` counts the repairs it needed.
bool deal_by_walk(DealRecord& record, Rng& rng, int& repairs, DealWork& work);

// The layered search: deals `record` and returns the rounds it took (restarts from a new random
// start), or 0 when it spent `work` first. Throws std::logic_error only for a record no legal game
// can give (with no limit on its work).
int deal_by_layers(DealRecord& record, Rng& rng, DealWork& work);

// The labels of a dealt record: for each removal, the deck of a draw of that card its player
// held then (oldest first). Every consistent deal has them.
void labels_from_deal(const DealRecord& record, std::vector<std::int16_t>& labels);

// Deals `record` on `labels` (one per removal, those of a consistent deal of this record): the
// draws take the cards their removals name, and the draws still held (marked `held`) are dealt at
// random from what their decks have left. No search: the work is linear in the record.
void deal_from_labels(DealRecord& record, const std::vector<std::int16_t>& labels, Rng& rng);

}  // namespace dw::engine::games::en_garde
