// run_command: runs a shell command for an integration test and captures its exit code,
// standard output and standard error.
#pragma once

#include <sys/wait.h>

#include <array>
#include <cstdio>
#include <string>

#include "support/temp_dir.hpp"

namespace dw::testing {

struct CommandResult {
  int exit_code = -1;
  std::string out;
  std::string err;
};

inline std::string shell_quote(const std::string& s) {
  std::string q = "'";
  for (char c : s) q += c == '\'' ? std::string("'\\''") : std::string(1, c);
  return q + "'";
}

inline CommandResult run_command(const std::string& command) {
  TempDir scratch;
  const auto err_file = scratch.path() / "stderr";
  CommandResult result;
  FILE* pipe = popen((command + " 2>" + shell_quote(err_file.string())).c_str(), "r");
  if (!pipe) return result;
  std::array<char, 4096> buffer{};
  std::size_t n = 0;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) result.out.append(buffer.data(), n);
  const int status = pclose(pipe);
  result.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = read_file(err_file);
  return result;
}

inline std::string deckwright_binary() { return std::string(DW_BINARY_DIR) + "/deckwright"; }

}  // namespace dw::testing
