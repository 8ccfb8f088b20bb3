// left_to_exit: one list, made once and never destroyed, of what is left to the exit.
#include "support/left_to_exit.hpp"

#include <mutex>
#include <vector>

namespace dw {

void leave_to_exit(std::shared_ptr<const void> held) {
  static std::mutex mutex;
  // Never deleted: its elements' destructors must not run at exit either.
  static auto* const kept = new std::vector<std::shared_ptr<const void>>();
  const std::lock_guard<std::mutex> lock(mutex);
  kept->push_back(std::move(held));
}

}  // namespace dw
