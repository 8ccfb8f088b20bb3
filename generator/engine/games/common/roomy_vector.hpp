// roomy_vector: a std::vector whose copy keeps room for `Room` more elements. For the logs a
// ruleset's state appends to as it is played (events, cards shown, where each deal began): search
// copies a state once a simulation and plays on from the copy, and a copy made at its exact size
// moves to a new block at its first append (a second allocation and copy a simulation).
#pragma once

#include <cstddef>
#include <vector>

namespace dw::engine::games {

template <class T, std::size_t Room>
class RoomyVector : public std::vector<T> {
 public:
  RoomyVector() = default;
  RoomyVector(const RoomyVector& other) : std::vector<T>() {
    this->reserve(other.size() + Room);
    this->assign(other.begin(), other.end());
  }
  RoomyVector(RoomyVector&&) noexcept = default;
  RoomyVector& operator=(const RoomyVector&) = default;
  RoomyVector& operator=(RoomyVector&&) noexcept = default;
  ~RoomyVector() = default;
};

}  // namespace dw::engine::games
