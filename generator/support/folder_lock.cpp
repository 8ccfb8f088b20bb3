// folder_lock: flock on an open descriptor of the folder.
#include "support/folder_lock.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <stdexcept>
#include <string>

namespace dw {

FolderLock::FolderLock(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw std::runtime_error(dir.string() + ": cannot create the output folder: " + ec.message());
  fd_ = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (fd_ < 0) throw std::runtime_error(dir.string() + ": cannot open the output folder: " + std::strerror(errno));
  if (::flock(fd_, LOCK_EX | LOCK_NB) == 0) return;
  const int reason = errno;
  ::close(fd_);
  fd_ = -1;
  if (reason == EWOULDBLOCK)
    throw std::runtime_error(dir.string() +
                             ": another deckwright build is writing into this folder; wait for it to finish, or "
                             "build into another folder with --out");
  throw std::runtime_error(dir.string() + ": cannot lock the output folder: " + std::strerror(reason));
}

FolderLock::~FolderLock() {
  if (fd_ >= 0) ::close(fd_);  // closing the descriptor releases the lock
}

}  // namespace dw
