// interrupt_cleanup: the fixed slot table and the signal handler.
#include "support/interrupt_cleanup.hpp"

#include <signal.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <climits>
#include <cstring>

namespace dw {
namespace {

constexpr std::size_t kSlots = 256;
enum SlotState : int { kFree = 0, kWriting = 1, kReady = 2 };

struct Slot {
  std::atomic<int> state{kFree};
  char path[PATH_MAX];
};

std::array<Slot, kSlots> g_slots;

extern "C" void on_interrupt(int signal_number) {
  for (auto& slot : g_slots)
    if (slot.state.load(std::memory_order_acquire) == kReady) unlink(slot.path);
  struct sigaction deflt {};
  deflt.sa_handler = SIG_DFL;
  sigemptyset(&deflt.sa_mask);
  sigaction(signal_number, &deflt, nullptr);
  raise(signal_number);
}

}  // namespace

void install_interrupt_cleanup() {
  struct sigaction action {};
  action.sa_handler = on_interrupt;
  sigemptyset(&action.sa_mask);
  for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaddset(&action.sa_mask, s);
  for (int s : {SIGINT, SIGTERM, SIGHUP}) sigaction(s, &action, nullptr);
}

int register_temporary(const char* path) {
  const std::size_t length = std::strlen(path);
  if (length >= PATH_MAX) return -1;
  for (std::size_t i = 0; i < kSlots; ++i) {
    int expected = kFree;
    if (g_slots[i].state.compare_exchange_strong(expected, kWriting, std::memory_order_acq_rel)) {
      std::memcpy(g_slots[i].path, path, length + 1);
      g_slots[i].state.store(kReady, std::memory_order_release);
      return static_cast<int>(i);
    }
  }
  return -1;
}

void unregister_temporary(int slot) {
  if (slot < 0 || static_cast<std::size_t>(slot) >= kSlots) return;
  g_slots[static_cast<std::size_t>(slot)].state.store(kFree, std::memory_order_release);
}

}  // namespace dw
