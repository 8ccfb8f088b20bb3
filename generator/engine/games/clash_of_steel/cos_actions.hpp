// cos_actions: the numbering of Clash of Steel actions. With T card types, P seats and N number
// card types (the number choice k is 0 for "no number card", else number type N_k):
//
//   0                         pass: place no resource / no creature, end the attacks, do not defend
//   1 + t                     choose card type t (what it means depends on the phase: place it,
//                             discard it, take it from the attacked player, ...)
//   attack_base + (q*T + t)*(N+1) + k   attack seat q with creature type t and number choice k
//   defend_base + t*(N+1) + k           defend with creature type t and number choice k
//   draw_base + q*T + t       chance: seat q draws a card of type t
//   die_base + f - 1          chance: a die shows f (house rule 2)
//
// Every action a player may take names card types, never single copies: copies of a card are
// interchangeable, so the legal actions are exactly the different choices.
#pragma once

#include "engine/types.hpp"

namespace dw::engine::games::clash_of_steel {

inline constexpr int kMaxDieFaces = 6;

struct AttackMove {
  Player target = 0;
  int creature = 0;
  int number = 0;  // 0: none, else 1 + index into Catalog::numbers
};

struct DefendMove {
  int creature = 0;
  int number = 0;
};

class ActionCodec {
 public:
  ActionCodec(int types, int players, int numbers)
      : types_(types), players_(players), choices_(numbers + 1) {}

  static constexpr Action pass() { return 0; }
  Action choose(int type) const { return 1 + type; }
  Action attack(const AttackMove& m) const { return attack_base() + (m.target * types_ + m.creature) * choices_ + m.number; }
  Action defend(const DefendMove& m) const { return defend_base() + m.creature * choices_ + m.number; }
  Action draw(Player seat, int type) const { return draw_base() + seat * types_ + type; }
  Action die(int face) const { return die_base() + face - 1; }
  Action end() const { return die_base() + kMaxDieFaces; }

  bool is_choose(Action a) const { return a >= 1 && a < attack_base(); }
  bool is_attack(Action a) const { return a >= attack_base() && a < defend_base(); }
  bool is_defend(Action a) const { return a >= defend_base() && a < draw_base(); }
  bool is_draw(Action a) const { return a >= draw_base() && a < die_base(); }
  bool is_die(Action a) const { return a >= die_base() && a < end(); }

  int chosen_type(Action a) const { return static_cast<int>(a - 1); }
  AttackMove attack_of(Action a) const {
    const int x = static_cast<int>(a - attack_base());
    return {x / choices_ / types_, x / choices_ % types_, x % choices_};
  }
  DefendMove defend_of(Action a) const {
    const int x = static_cast<int>(a - defend_base());
    return {x / choices_, x % choices_};
  }
  Player draw_seat(Action a) const { return static_cast<Player>((a - draw_base()) / types_); }
  int draw_type(Action a) const { return static_cast<int>((a - draw_base()) % types_); }
  int die_face(Action a) const { return static_cast<int>(a - die_base()) + 1; }

 private:
  Action attack_base() const { return 1 + types_; }
  Action defend_base() const { return attack_base() + static_cast<Action>(players_) * types_ * choices_; }
  Action draw_base() const { return defend_base() + static_cast<Action>(types_) * choices_; }
  Action die_base() const { return draw_base() + static_cast<Action>(players_) * types_; }

  int types_;
  int players_;
  int choices_;
};

}  // namespace dw::engine::games::clash_of_steel
