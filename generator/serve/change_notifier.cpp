// change_notifier: a generation counter under a mutex with a condition variable.
#include "serve/change_notifier.hpp"

namespace dw {

std::uint64_t ChangeNotifier::publish() {
  std::uint64_t now = 0;
  {
    std::lock_guard lock(mutex_);
    now = ++generation_;
  }
  changed_.notify_all();
  return now;
}

std::uint64_t ChangeNotifier::generation() const {
  std::lock_guard lock(mutex_);
  return generation_;
}

std::optional<std::uint64_t> ChangeNotifier::wait_after(std::uint64_t seen, std::chrono::milliseconds timeout) {
  std::unique_lock lock(mutex_);
  changed_.wait_for(lock, timeout, [&] { return stopped_ || generation_ > seen; });
  if (stopped_ || generation_ <= seen) return std::nullopt;
  return generation_;
}

void ChangeNotifier::stop() {
  {
    std::lock_guard lock(mutex_);
    stopped_ = true;
  }
  changed_.notify_all();
}

bool ChangeNotifier::stopped() const {
  std::lock_guard lock(mutex_);
  return stopped_;
}

}  // namespace dw
