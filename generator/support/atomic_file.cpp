// atomic_file: temporary names, commit by rename, cleanup.
#include "support/atomic_file.hpp"

#include "support/interrupt_cleanup.hpp"
#include "support/io_failure.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <atomic>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <stdexcept>
#include <string>

namespace dw {

AtomicFile::AtomicFile(std::filesystem::path final_path) : final_(std::move(final_path)) {
  const std::filesystem::path folder = final_.parent_path().empty() ? "." : final_.parent_path();
  std::error_code folder_error;
  std::filesystem::create_directories(folder, folder_error);
  if (folder_error) throw IoFailure(folder, "cannot create the folder", folder_error.value());
  // The name is registered for signal cleanup before the file exists, so a signal arriving on any
  // thread at any moment finds every temporary that could be on disk. O_EXCL keeps names unique.
  static std::atomic<unsigned> counter{0};
  int error = 0;
  for (int attempt = 0; attempt < 100; ++attempt) {
    const std::string name = "." + final_.filename().string() + ".tmp-" + std::to_string(getpid()) + "-" +
                             std::to_string(counter.fetch_add(1));
    temp_ = final_.parent_path() / name;
    cleanup_slot_ = register_temporary(temp_.c_str());
    const int fd = open(temp_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (fd >= 0) {
      close(fd);
      return;
    }
    error = errno;
    unregister_temporary(cleanup_slot_);
    cleanup_slot_ = -1;
    if (error != EEXIST) break;
  }
  committed_ = true;  // nothing to remove
  throw IoFailure(final_, "cannot create a temporary file beside it", error);
}

AtomicFile::~AtomicFile() {
  if (!committed_) {
    std::error_code ec;
    std::filesystem::remove(temp_, ec);
  }
  unregister_temporary(cleanup_slot_);
}

void AtomicFile::commit() {
  std::error_code ec;
  std::filesystem::permissions(temp_, std::filesystem::perms(0644), ec);
  if (ec) throw IoFailure(final_, "cannot make the finished file readable", ec.value());
  std::filesystem::rename(temp_, final_, ec);
  if (ec) throw IoFailure(final_, "cannot put the finished file in place (rename)", ec.value());
  committed_ = true;
  unregister_temporary(cleanup_slot_);
  cleanup_slot_ = -1;
}

void write_file_atomically(const std::filesystem::path& file, std::string_view bytes) {
  AtomicFile out(file);
  auto fail = [&file](int error) {
    throw IoFailure(file, "cannot write", error);
  };
  std::FILE* f = std::fopen(out.temp_path().c_str(), "wb");
  if (!f) fail(errno);
  const bool written = std::fwrite(bytes.data(), 1, bytes.size(), f) == bytes.size() && std::fflush(f) == 0;
  const int write_error = errno;
  if (std::fclose(f) != 0 && written) fail(errno);
  if (!written) fail(write_error);
  out.commit();
}

}  // namespace dw
