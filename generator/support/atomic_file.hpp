// atomic_file: an output written beside its final path under a temporary name and renamed into
// place only when complete, so a failed or interrupted build leaves the previous file intact.
// The temporary is registered with interrupt_cleanup so a SIGINT/SIGTERM removes it too.
#pragma once

#include <filesystem>
#include <string_view>

namespace dw {

class AtomicFile {
 public:
  explicit AtomicFile(std::filesystem::path final_path);
  ~AtomicFile();  // removes the temporary file unless committed
  AtomicFile(const AtomicFile&) = delete;
  AtomicFile& operator=(const AtomicFile&) = delete;

  const std::filesystem::path& temp_path() const { return temp_; }
  const std::filesystem::path& final_path() const { return final_; }
  // Renames the temporary file over the final one (atomic on one file system).
  void commit();

 private:
  std::filesystem::path final_;
  std::filesystem::path temp_;
  bool committed_ = false;
  int cleanup_slot_ = -1;
};

// Writes `bytes` to `file` through an AtomicFile, creating its folder. Every write, flush and close
// is checked: a failure throws std::runtime_error naming the file and the system's reason (no space
// left on device, file too large, permission denied) and leaves the previous file as it was.
void write_file_atomically(const std::filesystem::path& file, std::string_view bytes);

}  // namespace dw
