// eg_actions: the En Garde! action encoding. Every player action carries its actor, so the
// history alone says who did what (the information state and resampling read it without
// replaying the game). With T card types, N players and K = kMaxAttacks attack slots:
//
//   player action of seat p  = p * L + local, L = T + 2TK + NT + N + 2, local being
//     [0, T)              card t from the hand: discard it (start of turn), or play it (an Item,
//                         a Restore, a Fancy Move, an Attack, an Enhancement on the new Attack)
//     T + t*K + k         Response t facing attack k of the Field
//     T + TK + t*K + k    Press t removing the Response that faces attack k
//     T + 2TK + q*T + t   start an Exchange against seat q with Attack t
//     T + 2TK + NT + q    fire the shot Item (the Pistol) at seat q
//     L - 2               discard the Item in play
//     L - 1               pass (stop discarding / end the turn / no more Enhancements / end the
//                         Exchange / no riposte / no extra Attack; named by the phase)
//   chance: N*L + q*T + t  seat q draws a card of type t;  N*L + N*T + q  seat q goes first.
#pragma once

#include <cstdint>
#include <vector>

#include "engine/types.hpp"

namespace dw::engine::games::en_garde {

inline constexpr int kHandSize = 9;                  // hands are refilled to nine cards
inline constexpr int kMaxAttacks = 2 * kHandSize;    // attacks one Exchange can hold
inline constexpr int kMaxPlayers = 6;
// Information states write an action as two characters of a base-94 code: every action number
// must stay below 94 * 94 (with 32 card types and 6 players there are 8,502).
inline constexpr int kInfoBase = 94;

enum class Move : std::uint8_t { card, respond, press, challenge, shoot, discard_item, pass, draw, first };

struct Decoded {
  Move move = Move::pass;
  Player actor = 0;  // the acting seat; for chance, the seat drawing or going first
  int card = -1;     // the card type that leaves the actor's hand, or -1
  int target = -1;   // attack slot (respond, press) or seat (challenge, shoot)
};

class ActionCodec {
 public:
  ActionCodec(int types, int players)
      : t_(types), n_(players), l_(types + 2 * types * kMaxAttacks + players * types + players + 2) {
    static_assert(kMaxPlayers * (32 + 2 * 32 * kMaxAttacks + kMaxPlayers * 32 + kMaxPlayers + 2) + kMaxPlayers * 32 +
                      kMaxPlayers <= kInfoBase * kInfoBase,
                  "information states code an action in two base-94 characters");
    briefs_.resize(static_cast<std::size_t>(num_actions()));
    decoded_.resize(static_cast<std::size_t>(num_actions()));
    for (Action a = 0; a < num_actions(); ++a) {
      const Decoded d = decode_by_arithmetic(a);
      briefs_[static_cast<std::size_t>(a)] = {static_cast<std::int8_t>(d.actor), static_cast<std::int8_t>(d.card),
                                              d.move == Move::draw, d.move == Move::first};
      decoded_[static_cast<std::size_t>(a)] = {d.move, static_cast<std::int8_t>(d.actor), static_cast<std::int8_t>(d.card),
                                               static_cast<std::int8_t>(d.target)};
    }
  }

  // What a history walk needs of an action, from a table built once: who acts (or draws), the
  // card type that leaves a hand or is drawn (-1: none), and whether it is a draw.
  struct Brief {
    std::int8_t actor = 0;
    std::int8_t card = -1;
    bool draw = false;
    bool first = false;
  };
  const Brief& brief(Action a) const { return briefs_[static_cast<std::size_t>(a)]; }

  int num_actions() const { return n_ * l_ + n_ * t_ + n_; }

  Action card(Player p, int t) const { return base(p) + t; }
  Action respond(Player p, int t, int k) const { return base(p) + t_ + t * kMaxAttacks + k; }
  Action press(Player p, int t, int k) const { return base(p) + t_ + t_ * kMaxAttacks + t * kMaxAttacks + k; }
  Action challenge(Player p, int q, int t) const { return base(p) + t_ + 2 * t_ * kMaxAttacks + q * t_ + t; }
  Action shoot(Player p, int q) const { return base(p) + t_ + 2 * t_ * kMaxAttacks + n_ * t_ + q; }
  Action discard_item(Player p) const { return base(p) + l_ - 2; }
  Action pass(Player p) const { return base(p) + l_ - 1; }
  Action draw(Player q, int t) const { return static_cast<Action>(n_) * l_ + q * t_ + t; }
  Action first(Player q) const { return static_cast<Action>(n_) * l_ + n_ * t_ + q; }

  // The seat drawing when `a` is a draw, else -1.
  Player draw_owner(Action a) const {
    const Action c = a - static_cast<Action>(n_) * l_;
    return c >= 0 && c < n_ * t_ ? static_cast<Player>(c / t_) : -1;
  }

  // What action `a` is, read from a table built once (every apply decodes its action, and the
  // arithmetic takes several divisions by runtime numbers).
  Decoded decode(Action a) const {
    if (a < 0 || a >= num_actions()) return decode_by_arithmetic(a);
    const Packed& p = decoded_[static_cast<std::size_t>(a)];
    return Decoded{p.move, p.actor, p.card, p.target};
  }

  // The same from the layout above, computed.
  Decoded decode_by_arithmetic(Action a) const {
    Decoded d;
    const Action chance_base = static_cast<Action>(n_) * l_;
    if (a >= chance_base) {
      const int c = static_cast<int>(a - chance_base);
      if (c < n_ * t_) {
        d.move = Move::draw;
        d.actor = c / t_;
        d.card = c % t_;
      } else {
        d.move = Move::first;
        d.actor = c - n_ * t_;
      }
      return d;
    }
    d.actor = static_cast<Player>(a / l_);
    int local = static_cast<int>(a % l_);
    if (local < t_) {
      d.move = Move::card;
      d.card = local;
      return d;
    }
    local -= t_;
    if (local < 2 * t_ * kMaxAttacks) {
      d.move = local < t_ * kMaxAttacks ? Move::respond : Move::press;
      local %= t_ * kMaxAttacks;
      d.card = local / kMaxAttacks;
      d.target = local % kMaxAttacks;
      return d;
    }
    local -= 2 * t_ * kMaxAttacks;
    if (local < n_ * t_) {
      d.move = Move::challenge;
      d.target = local / t_;
      d.card = local % t_;
      return d;
    }
    local -= n_ * t_;
    if (local < n_) {
      d.move = Move::shoot;
      d.target = local;
      return d;
    }
    d.move = local == n_ ? Move::discard_item : Move::pass;
    return d;
  }

 private:
  Action base(Player p) const { return static_cast<Action>(p) * l_; }
  int t_;
  int n_;
  int l_;
  std::vector<Brief> briefs_;
  // Decoded, packed in four bytes (seats, card types and attack slots are all below 128).
  struct Packed {
    Move move = Move::pass;
    std::int8_t actor = 0;
    std::int8_t card = -1;
    std::int8_t target = -1;
  };
  std::vector<Packed> decoded_;
};

}  // namespace dw::engine::games::en_garde
