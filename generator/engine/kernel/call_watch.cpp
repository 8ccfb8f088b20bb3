// call_watch: the per-thread CPU-time timer, its signal handler and the watch of one call.
//
// The handler runs on the thread it watches (the timer names the thread), between two of its
// instructions: it only reads and writes plain thread-local data and calls lua_sethook, which Lua
// allows from a signal handler (its own interpreter stops a running script on Ctrl-C that way).
#include "engine/kernel/call_watch.hpp"

#include <pthread.h>
#include <signal.h>
#include <time.h>
#include <unistd.h>

#include <atomic>
#include <csignal>
#include <mutex>

extern "C" {
#include <lua.h>
}

namespace dw::engine::kernel {

namespace {

// What the handler sees of this thread's watched call. Constant-initialised, so the handler reaches
// it without a thread-local wrapper that could allocate.
struct Watch {
  lua_State* volatile state;                     // the interpreter of the call being watched, or null
  void (*volatile stop)(lua_State*, lua_Debug*);  // the hook that stops it
  volatile std::sig_atomic_t serial;             // counts the watched calls of this thread
  volatile std::sig_atomic_t seen;               // the call running at the last tick (-1: none)
  volatile std::sig_atomic_t stopped;            // the handler set the stop hook on this call
};
thread_local Watch watch = {nullptr, nullptr, 0, -1, 0};

int tick_signal() { return SIGRTMIN + 7; }

extern "C" void on_tick(int) {
  Watch& w = watch;
  lua_State* L = w.state;
  if (!L) return;
  if (w.seen != w.serial) {
    w.seen = w.serial;  // first tick in this call: it may have started just now
    return;
  }
  if (!w.stopped) {  // the same call at two ticks: it has run a whole tick of CPU
    w.stopped = 1;
    lua_sethook(L, w.stop, LUA_MASKCOUNT, 1);
  }
}

bool install_handler() {
  struct sigaction action {};
  action.sa_handler = on_tick;
  action.sa_flags = SA_RESTART;  // a tick outside a call must not fail the thread's system calls
  sigemptyset(&action.sa_mask);
  return sigaction(tick_signal(), &action, nullptr) == 0;
}

void forget_timer_in_child();

// The thread's timer: made on the first watched call, deleted with the thread.
struct Timer {
  bool tried = false;
  bool running = false;
  timer_t id{};
  ~Timer() {
    if (running) timer_delete(id);
  }
  bool start() {
    if (tried) return running;
    tried = true;
    static std::once_flag once;
    static bool handler = false;
    std::call_once(once, [] {
      handler = install_handler();
      // A forked child has no timers: its thread makes its own on its next watched call.
      pthread_atfork(nullptr, nullptr, forget_timer_in_child);
    });
    if (!handler) return false;
    // A thread that blocks the signal would never be stopped: it is unblocked for this thread.
    sigset_t tick;
    sigemptyset(&tick);
    sigaddset(&tick, tick_signal());
    if (pthread_sigmask(SIG_UNBLOCK, &tick, nullptr) != 0) return false;
    sigevent event{};
    event.sigev_notify = SIGEV_THREAD_ID;
    event.sigev_signo = tick_signal();
    event._sigev_un._tid = gettid();
    if (timer_create(CLOCK_THREAD_CPUTIME_ID, &event, &id) != 0) return false;
    itimerspec every{};
    every.it_interval.tv_nsec = static_cast<long>(WatchedCall::kTickMs) * 1'000'000L;
    every.it_value = every.it_interval;
    if (timer_settime(id, 0, &every, nullptr) != 0) {
      timer_delete(id);
      return false;
    }
    running = true;
    return true;
  }
};
thread_local Timer timer;

void forget_timer_in_child() {
  timer.tried = false;
  timer.running = false;
}

}  // namespace

bool WatchedCall::available() { return timer.start(); }

WatchedCall::WatchedCall(lua_State* L, void (*stop)(lua_State*, lua_Debug*)) {
  Watch& w = watch;
  w.stop = stop;
  w.stopped = 0;
  w.serial = (w.serial + 1) & 0x3fffffff;
  std::atomic_signal_fence(std::memory_order_seq_cst);
  w.state = L;
  std::atomic_signal_fence(std::memory_order_seq_cst);
}

WatchedCall::~WatchedCall() {
  std::atomic_signal_fence(std::memory_order_seq_cst);
  watch.state = nullptr;
  std::atomic_signal_fence(std::memory_order_seq_cst);
}

bool WatchedCall::last_stopped() { return watch.stopped != 0; }

}  // namespace dw::engine::kernel
