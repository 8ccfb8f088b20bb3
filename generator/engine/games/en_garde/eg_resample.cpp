// eg_resample: EgState::resample_from_infostate, done directly on the state (no replay).
//
// What a viewer cannot see are the other players' draws. What they know of them: how many each
// player drew and when, every card that later left those hands (played, discarded, shown on
// going out), and what each deck held: the first deck is the whole deck, and each later deck is
// the discard pile at the moment it was turned over, which lay face up. So the cards the others
// drew from one deck are that deck less the viewer's own draws from it (less what is left in it,
// for the deck in use).
//
// While the first deck lasts, any deal of the unseen cards (the deck and the other hands) that
// keeps each hand's size fits what the viewer saw: the other hands are dealt again from them.
// Once the discard pile has been turned over, which deck a card came from matters, and the
// draws are dealt again by walking the history: each draw of another player becomes a blank
// token tagged with its deck; each card that leaves their hand turns one of their tokens into
// that card, provided the token's deck still has such a card to give (chosen by the card's share
// of what each deck has left; on later attempts at random with those weights); when no token
// can, an earlier choice is moved to make room (make_room); the tokens left at the end (the
// hands now) are dealt at random from what their decks have left, and what the deck in use has
// left is the new deck.
//
// Either way every hidden draw in the copy's history is rewritten to the card it became, so the
// history holds nothing of the true deal. After the walk, replaying the copy's history from the
// start gives the copy itself: it is a state the viewer truly cannot tell apart from this one.
// The choices can still paint the walk into a corner; after kAttempts failed walks the other
// hands are dealt from the unseen cards ignoring the decks, a last resort that keeps hand sizes
// and every public card (measured: never in 2- and 3-player games, about 1 resample in 100
// with 6 players, where the deck turns over often; see generator/engine/README.md).
#include <stdexcept>

#include "engine/games/en_garde/eg_state.hpp"

namespace dw::engine::games::en_garde {

namespace {

constexpr int kAttempts = 16;

struct Token {
  std::uint32_t at = 0;     // history index of the draw
  std::uint16_t deck = 0;   // which deck it came from (0: the first)
};

struct Held {
  std::array<Token, 16> tokens{};  // a hand holds at most nine cards
  int count = 0;
};

}  // namespace

std::unique_ptr<State> EgState::resample_from_infostate(Player viewer, Rng& rng) const {
  if (viewer < 0 || viewer >= players_) throw std::invalid_argument("en-garde: no seat " + std::to_string(viewer));
  std::unique_ptr<EgState> out(new EgState(*this));
  if (reshuffles_.empty()) {  // one deck: any deal of the unseen cards fits what the viewer saw
    out->deal_from_unseen(viewer, rng);
    return out;
  }
  for (int attempt = 0; attempt < kAttempts; ++attempt)
    if (out->redeal_hidden_draws(viewer, rng, /*random_choice=*/attempt > 0)) return out;
  out->deal_from_unseen(viewer, rng);
  ++out->fallback_resamples_;
  return out;
}

bool EgState::redeal_hidden_draws(Player viewer, Rng& rng, bool random_choice) {
  const int types = catalog().num_types();
  const ActionCodec& codec = this->codec();
  Action* const actions = mutable_history().data();
  const std::size_t size = history().size();
  const std::size_t decks = reshuffles_.size() + 1;
  // The first history index drawing from deck d + 1 (or the end).
  auto next_start = [&](std::size_t d) {
    return d < reshuffles_.size() ? static_cast<std::size_t>(reshuffles_[d].first_draw) : size;
  };

  // What each deck gave to the other players (or still holds): the deck less the viewer's
  // draws from it.
  std::vector<TypeCounts> left(decks);
  for (int t = 0; t < types; ++t)
    left[0][idx(t)] = static_cast<std::uint8_t>(type(t).count - first_deck_drawn_[idx(viewer)][idx(t)]);
  for (std::size_t d = 1; d < decks; ++d)
    for (int t = 0; t < types; ++t)
      left[d][idx(t)] = static_cast<std::uint8_t>(reshuffles_[d - 1].deck[idx(t)] - reshuffles_[d - 1].drawn[idx(viewer)][idx(t)]);
  std::size_t deck = 0, boundary = next_start(0);

  // Pass 2: tokens for the others' draws; each card leaving their hands takes one. A token is
  // chosen with a weight proportional to how likely its deck is to have given that card (the
  // share of that card in what the deck has left to give); the first attempt takes the likeliest.
  // A hand shown on going out is taken card by card.
  std::vector<int> left_total(decks, 0);
  for (std::size_t d = 0; d < decks; ++d)
    for (int t = 0; t < types; ++t) left_total[d] += left[d][idx(t)];
  std::array<Held, kMaxPlayers> held{};
  struct Taken {
    Token token;
    std::uint32_t when = 0;  // history index of the removal
    std::int8_t player = 0;
    std::int8_t card = 0;
  };
  std::vector<Taken> taken;  // every card taken so far, for rerouting
  taken.reserve(size / 2);
  std::size_t now = 0;
  auto give = [&](std::size_t d, int card, int n) {
    left[d][idx(card)] = static_cast<std::uint8_t>(left[d][idx(card)] - n);
    left_total[d] -= n;
  };
  auto take = [&](Player q, int card) {
    Held& h = held[idx(q)];
    int pick = -1;
    double best = 0, total = 0;
    for (int j = 0; j < h.count; ++j) {
      const std::size_t d = h.tokens[idx(j)].deck;
      if (left[d][idx(card)] == 0) continue;
      const double w = static_cast<double>(left[d][idx(card)]) / left_total[d];
      if (random_choice) {
        total += w;
        if (rng.uniform() * total < w) pick = j;
      } else if (w > best) {
        best = w;
        pick = j;
      }
    }
    if (pick < 0) return false;
    const Token tok = h.tokens[idx(pick)];
    give(tok.deck, card, 1);
    actions[tok.at] = codec.draw(q, card);
    h.tokens[idx(pick)] = h.tokens[idx(--h.count)];
    taken.push_back({tok, static_cast<std::uint32_t>(now), static_cast<std::int8_t>(q), static_cast<std::int8_t>(card)});
    return true;
  };
  // Moves an earlier card `c` to the token `alt_index` of its player (drawn before it): the
  // token it used is held again.
  auto move_taken = [&](Taken& c, int alt_index) {
    Held& h = held[idx(c.player)];
    const Token to = h.tokens[idx(alt_index)];
    give(to.deck, c.card, 1);
    give(c.token.deck, c.card, -1);
    actions[to.at] = codec.draw(c.player, c.card);
    h.tokens[idx(alt_index)] = c.token;
    c.token = to;
  };
  // When none of q's tokens can be `card`, an earlier choice can often be changed to make room:
  // (a) an earlier card of any player taken from a deck q holds a token of, of the same kind,
  //     moves to another token that player held then and still holds, whose deck has one to
  //     spare; or (b) an earlier card of q taken from a deck that could give `card` moves to
  //     another token of q, which frees that token for `card`.
  auto make_room = [&](Player q, int card) {
    const Held& hq = held[idx(q)];
    for (Taken& c : taken) {
      if (c.card == card) {  // (a)
        bool q_holds_deck = false;
        for (int j = 0; j < hq.count; ++j) q_holds_deck = q_holds_deck || hq.tokens[idx(j)].deck == c.token.deck;
        if (!q_holds_deck) continue;
        const Held& h2 = held[idx(c.player)];
        for (int k = 0; k < h2.count; ++k) {
          const Token alt = h2.tokens[idx(k)];
          if (alt.deck != c.token.deck && alt.at < c.when && left[alt.deck][idx(card)] > 0) {
            move_taken(c, k);
            return true;
          }
        }
      }
      if (c.player == q && left[c.token.deck][idx(card)] > 0) {  // (b)
        for (int k = 0; k < hq.count; ++k) {
          const Token alt = hq.tokens[idx(k)];
          if (alt.deck != c.token.deck && alt.at < c.when && left[alt.deck][idx(c.card)] > 0) {
            move_taken(c, k);
            return true;
          }
        }
      }
    }
    return false;
  };
  auto take_or_make_room = [&](Player q, int card) {
    for (int tries = 0; tries < 4; ++tries) {
      if (take(q, card)) return true;
      if (!make_room(q, card)) return false;
    }
    return take(q, card);
  };
  int r = 0;
  for (std::size_t i = 0; i < size; ++i) {
    while (i >= boundary) boundary = next_start(++deck);
    now = i;
    const ActionCodec::Brief& b = codec.brief(actions[i]);
    if (b.actor != viewer && !b.first) {
      if (b.draw) {
        Held& h = held[idx(b.actor)];
        h.tokens[idx(h.count++)] = Token{static_cast<std::uint32_t>(i), static_cast<std::uint16_t>(deck)};
      } else if (b.card >= 0 && !take_or_make_room(b.actor, b.card)) {
        return false;
      }
    }
    for (; r < reveal_count_ && reveals_[idx(r)].after_move == static_cast<int>(i); ++r) {
      const Reveal& rv = reveals_[idx(r)];
      if (rv.seat == viewer) continue;
      for (int t = 0; t < types; ++t)
        for (int c = 0; c < rv.cards[idx(t)]; ++c)
          if (!take_or_make_room(rv.seat, t)) return false;
    }
  }

  // Pass 3: the tokens still held are dealt from what their decks have left; what the deck in
  // use has left is the new deck.
  std::array<std::uint8_t, kMaxDeck> pool;
  for (Player q = 0; q < players_; ++q)
    if (q != viewer) hand_[idx(q)] = {};
  for (std::size_t d = 0; d < decks; ++d) {
    int n = 0;
    for (int t = 0; t < types; ++t)
      for (int c = 0; c < left[d][idx(t)]; ++c) pool[idx(n++)] = static_cast<std::uint8_t>(t);
    int pos = 0;
    for (Player q = 0; q < players_; ++q) {
      if (q == viewer) continue;
      const Held& h = held[idx(q)];
      for (int j = 0; j < h.count; ++j) {
        if (h.tokens[idx(j)].deck != d) continue;
        if (pos == n) throw std::logic_error("en-garde: a deck gave more cards than it held");
        const int k = pos + static_cast<int>(rng.below(static_cast<std::uint64_t>(n - pos)));
        std::swap(pool[idx(pos)], pool[idx(k)]);
        const int card = pool[idx(pos++)];
        ++hand_[idx(q)][idx(card)];
        actions[h.tokens[idx(j)].at] = codec.draw(q, card);
      }
    }
    if (d + 1 == decks) {
      deck_ = {};
      for (int k = pos; k < n; ++k) ++deck_[pool[idx(k)]];
    } else if (pos != n) {
      throw std::logic_error("en-garde: an emptied deck gave fewer cards than it held");
    }
  }
  return true;
}

void EgState::deal_from_unseen(Player viewer, Rng& rng) {
  std::array<std::uint8_t, kMaxDeck> pool;
  int n = 0;
  const int types = catalog().num_types();
  auto add = [&](const TypeCounts& counts) {
    for (int t = 0; t < types; ++t)
      for (int c = 0; c < counts[idx(t)]; ++c) pool[idx(n++)] = static_cast<std::uint8_t>(t);
  };
  add(deck_);
  for (Player q = 0; q < players_; ++q)
    if (q != viewer) add(hand_[idx(q)]);
  int pos = 0;
  for (Player q = 0; q < players_; ++q) {
    if (q == viewer) continue;
    hand_[idx(q)] = {};
    for (int i = 0; i < hand_size_[idx(q)]; ++i, ++pos) {
      const int j = pos + static_cast<int>(rng.below(static_cast<std::uint64_t>(n - pos)));
      std::swap(pool[idx(pos)], pool[idx(j)]);
      ++hand_[idx(q)][pool[idx(pos)]];
    }
  }
  deck_ = {};
  for (int i = pos; i < n; ++i) ++deck_[pool[idx(i)]];
  // The others' draws are matched, oldest first, to the cards that left their hands, then to
  // the cards they hold now, and rewritten to them.
  struct Queue {
    std::array<std::uint32_t, 16> at{};
    unsigned head = 0, tail = 0;
  };
  std::array<Queue, kMaxPlayers> queues{};
  Action* const actions = mutable_history().data();
  const ActionCodec& codec = this->codec();
  auto assign = [&](Player q, int t) {
    Queue& qu = queues[idx(q)];
    if (qu.head == qu.tail) throw std::logic_error("en-garde: a card left a hand before it was drawn");
    actions[qu.at[qu.head++ & 15u]] = codec.draw(q, t);
  };
  int r = 0;
  for (std::size_t i = 0; i < history().size(); ++i) {
    const ActionCodec::Brief& b = codec.brief(actions[i]);
    if (b.actor != viewer && !b.first) {
      if (b.draw) {
        Queue& qu = queues[idx(b.actor)];
        qu.at[qu.tail++ & 15u] = static_cast<std::uint32_t>(i);
      } else if (b.card >= 0) {
        assign(b.actor, b.card);
      }
    }
    for (; r < reveal_count_ && reveals_[idx(r)].after_move == static_cast<int>(i); ++r)
      if (reveals_[idx(r)].seat != viewer)
        for (int t = 0; t < types; ++t)
          for (int c = 0; c < reveals_[idx(r)].cards[idx(t)]; ++c) assign(reveals_[idx(r)].seat, t);
  }
  for (Player q = 0; q < players_; ++q)
    if (q != viewer)
      for (int t = 0; t < types; ++t)
        for (int c = 0; c < hand_[idx(q)][idx(t)]; ++c) assign(q, t);
}

}  // namespace dw::engine::games::en_garde
