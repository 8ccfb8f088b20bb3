// interrupt_cleanup: what happens to half-written outputs when a build is stopped by SIGINT,
// SIGTERM or SIGHUP. Every AtomicFile registers its temporary path here; the signal handler
// unlinks the registered temporaries (async-signal-safe: a fixed table, unlink(2) only) and then
// re-raises the signal with the default action, so the exit status still says "killed by signal"
// and the previous outputs, never touched before commit, stay intact.
#pragma once

#include <cstddef>

namespace dw {

// Installs the handler for SIGINT, SIGTERM and SIGHUP. Call once, early in main.
void install_interrupt_cleanup();

// A registration of one temporary path; returns a slot number, or -1 when the table is full
// (the path is then not cleaned up on a signal, but normal destruction still removes it).
int register_temporary(const char* path);
void unregister_temporary(int slot);

}  // namespace dw
