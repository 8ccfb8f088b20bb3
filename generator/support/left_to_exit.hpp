// left_to_exit: large structures a run that ends the process hands to the exit instead of
// freeing them one by one. A command-line build exits as soon as its files are written; freeing
// what it built (the joined print-and-play document's qpdf objects, every thread's fonts and
// renderer, the card set) takes tens of milliseconds of a core after the last file is done,
// while the exit gives all of that memory back at once. Only a caller that exits right after its
// work may use this (BuildRequest::exits_after); `serve` and the tests go on living and must
// free what they no longer use. A structure left here has no destructor that does more than free
// memory: nothing of it is ever run.
#pragma once

#include <memory>
#include <utility>

namespace dw {

// Keeps `held` until the process exits (reachable all along, so a leak checker does not count
// it); it is never destroyed. Any thread.
void leave_to_exit(std::shared_ptr<const void> held);

template <typename T>
void leave_to_exit(std::unique_ptr<T> held) {
  leave_to_exit(std::shared_ptr<const void>(std::move(held)));
}

}  // namespace dw
