// guarded_run: the one place where what a command throws becomes its message and exit code. The
// body returns the command's own exit code and gathers warnings as it goes; they are printed to
// stderr at the end, or before the error that stopped it. Bad input (InputError) prints every
// diagnostic and exits 2; any other failure (a file that cannot be written, a library error)
// prints "deckwright: error: ..." and exits 1; a failed file operation (IoFailure) prints
// "path: error: cannot ...: reason" and a hint, and exits 1.
#pragma once

#include <functional>
#include <iostream>
#include <string>

#include "model/diagnostic.hpp"

namespace dw {

// A body that prints its warnings early (before a game starts, say) clears them after printing.
int run_guarded(const std::function<int(Diagnostics& warnings)>& body, std::ostream& err = std::cerr);

// --strict: prints the warnings now (and clears them), then "--strict: error: N warnings" and
// returns 1 when there were any; else returns 0.
int fail_on_warnings(Diagnostics& warnings, std::ostream& err = std::cerr);

// A bad command-line value: an InputError (exit 2) placed at the flag that gave it.
[[noreturn]] void bad_argument(const std::string& flag, std::string message, std::string hint = {});

}  // namespace dw
