// folder_lock: flock on an open descriptor of the folder.
#include "support/folder_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <iostream>
#include <stdexcept>
#include <string>

#include "support/io_failure.hpp"

namespace dw {

FolderLock::FolderLock(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw IoFailure(dir, "cannot create the output folder", ec.value());
  fd_ = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) throw IoFailure(dir, "cannot open the output folder", errno);
  if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) return;
  int reason = errno;
  if (reason == EWOULDBLOCK) {
    std::cerr << "deckwright: note: another build is writing into " << dir.string() << "; waiting for it to finish\n";
    while ((reason = ::flock(fd_, LOCK_EX) == 0 ? 0 : errno) == EINTR) {
    }
    if (reason == 0) return;
  }
  ::close(fd_);
  fd_ = -1;
  throw IoFailure(dir, "cannot lock the output folder", reason);
}

FolderLock::~FolderLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the lock
}

}  // namespace dw
