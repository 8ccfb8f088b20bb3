// atomic_file: temporary names, commit by rename, cleanup.
#include "support/atomic_file.hpp"

#include "support/interrupt_cleanup.hpp"

#include <unistd.h>

#include <cstdlib>
#include <stdexcept>
#include <string>

namespace dw {

AtomicFile::AtomicFile(std::filesystem::path final_path) : final_(std::move(final_path)) {
  std::filesystem::create_directories(final_.parent_path().empty() ? "." : final_.parent_path());
  std::string pattern = (final_.parent_path() / ("." + final_.filename().string() + ".tmp-XXXXXX")).string();
  const int fd = mkstemp(pattern.data());
  if (fd < 0) throw std::runtime_error("cannot create a temporary file beside " + final_.string());
  cleanup_slot_ = register_temporary(pattern.c_str());
  close(fd);
  temp_ = pattern;
}

AtomicFile::~AtomicFile() {
  if (!committed_) {
    std::error_code ec;
    std::filesystem::remove(temp_, ec);
  }
  unregister_temporary(cleanup_slot_);
}

void AtomicFile::commit() {
  std::filesystem::permissions(temp_, std::filesystem::perms(0644));
  std::filesystem::rename(temp_, final_);
  committed_ = true;
  unregister_temporary(cleanup_slot_);
  cleanup_slot_ = -1;
}

}  // namespace dw
