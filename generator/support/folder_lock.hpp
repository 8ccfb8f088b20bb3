// folder_lock: an exclusive lock (flock) on an output folder for the life of one build, so two
// builds into the same folder never mix their files: the second says that it waits, waits until
// the first has finished, then writes its own complete output, instead of interleaving its
// writes and stale-file removal with the first's. The lock is on the folder itself (no lock file
// is left behind) and is released when the process ends, however it ends.
#pragma once

#include <filesystem>

namespace dw {

class FolderLock {
 public:
  // Creates `dir` if needed and locks it, waiting (with a note on stderr) while another process
  // holds the lock. Throws std::runtime_error naming the folder and the system's reason when the
  // folder cannot be made, opened or locked.
  explicit FolderLock(const std::filesystem::path& dir);
  ~FolderLock();
  FolderLock(const FolderLock&) = delete;
  FolderLock& operator=(const FolderLock&) = delete;

 private:
  int fd_ = -1;
};

}  // namespace dw
