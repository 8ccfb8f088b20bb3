// subprocess: runs a program (found on PATH) with an argument vector, no shell, waits for it and
// returns its exit status with what it wrote to stdout and stderr (kept for error messages).
#pragma once

#include <string>
#include <vector>

namespace dw {

struct ProcessResult {
  int exit_code = -1;  // -1: could not start or killed by a signal
  std::string output;  // stdout and stderr together
};

ProcessResult run_process(const std::vector<std::string>& argv);

}  // namespace dw
