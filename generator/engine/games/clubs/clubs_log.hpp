// clubs_log: the record of a CLUBS game kept inside its state: one small event per thing that
// happened, with which parts everybody saw and which only the actor saw. Information states are
// written from it (perfect recall), and resampling rewrites only the fields the viewer never saw
// (and the history along, so a sample still replays).
#pragma once

#include <cstdint>

namespace dw::engine::games::clubs {

enum class EventType : std::uint8_t {
  draw,     // actor draws card a (a is seen by the actor only)
  ready,    // actor ends set-up
  turn,     // actor's turn begins
  place,    // actor places club a (actor only) face down in place b
  swap,     // actor swaps club a (actor only) into place b and takes back club c (actor only)
  heal,     // actor plays heart a as an instant heal
  pool,     // actor lays the healing pool of the run starting at rank a
  attack,   // actor attacks target b with spade a (actor only until settled)
  settle,   // actor (the defender) settles the attack on target a: spade b, counter c (-1 none),
            // defender d shown (-1 if it stayed hidden), outcome e (clubs_battle.hpp)
  discard,  // actor discards card a; b = the defender place it came from, -1 from hand
  lose,     // actor loses; a = LossReason
};

enum class LossReason : std::uint8_t { hit_directly, empty_hand, nothing_to_discard };

struct Event {
  EventType type = EventType::draw;
  std::int8_t actor = 0;
  std::int8_t a = -1, b = -1, c = -1, d = -1, e = -1;
};

}  // namespace dw::engine::games::clubs
