// change_notifier: tells the open pages that the preview changed. Every published change raises
// a generation number; a page's event stream waits for a generation newer than the one it last
// sent. Stopping wakes every waiter for good (the server is shutting down).
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <optional>

namespace dw {

class ChangeNotifier {
 public:
  // Raises the generation and wakes the waiters; returns the new generation.
  std::uint64_t publish();
  std::uint64_t generation() const;
  // Waits until the generation passes `seen`, `timeout` passes or stop() is called. Returns the
  // newer generation, or nullopt (timeout or stopped; stopped() tells which).
  std::optional<std::uint64_t> wait_after(std::uint64_t seen, std::chrono::milliseconds timeout);
  void stop();
  bool stopped() const;

 private:
  mutable std::mutex mutex_;
  std::condition_variable changed_;
  std::uint64_t generation_ = 0;
  bool stopped_ = false;
};

}  // namespace dw
