// io_failure: the one error a failed file operation throws (creating a folder, writing, flushing,
// closing, renaming, locking). It names the path, what could not be done and the system's reason,
// and carries a hint chosen from that reason (free space, pick another folder, check
// permissions), so every I/O error prints as "path: error: cannot ...: reason" with a hint line.
#pragma once

#include <filesystem>
#include <stdexcept>
#include <string>

namespace dw {

class IoFailure : public std::runtime_error {
 public:
  // `action` says what failed ("cannot create the output folder"); `error_number` is the errno.
  IoFailure(const std::filesystem::path& path, const std::string& action, int error_number);
  // For a library that reports its own reason text (Cairo): the hint is the general one.
  IoFailure(const std::filesystem::path& path, const std::string& action, const std::string& reason);

  const std::string& path() const { return path_; }
  // "cannot ...: reason", without the path.
  const std::string& message() const { return message_; }
  const std::string& hint() const { return hint_; }

 private:
  std::string path_, message_, hint_;
};

// Creates `dir` and its parents; an IoFailure naming `dir` when that fails.
void create_folder(const std::filesystem::path& dir);

// What to do about a failed file operation whose system error is `error_number`.
std::string io_failure_hint(int error_number);

}  // namespace dw
