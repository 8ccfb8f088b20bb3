// io_failure: messages and hints for failed file operations.
#include "support/io_failure.hpp"

#include <cerrno>
#include <cstring>

namespace dw {

std::string io_failure_hint(int error_number) {
  switch (error_number) {
    case ENOSPC:
    case EDQUOT:
      return "free some space on that disk, or pick an output folder on another disk";
    case EFBIG:
      return "the file is larger than this process may write (see `ulimit -f`): raise the limit or free space";
    case EACCES:
    case EPERM:
    case EROFS:
      return "check the permissions of the folder (and that its disk is not mounted read-only), or pick another folder";
    case ENOTDIR:
      return "a part of that path is a file, not a folder: pick another folder, or move the file away";
    case EEXIST:
    case EISDIR:
      return "something else already has that name: pick another folder, or move it away";
    case ENAMETOOLONG:
    case ENOENT:
      return "check the path: pick a folder whose parent exists and whose name is not too long";
    default:
      return "check the path, the permissions and the free space, or pick another folder";
  }
}

void create_folder(const std::filesystem::path& dir) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) throw IoFailure(dir, "cannot create the folder", ec.value());
}

IoFailure::IoFailure(const std::filesystem::path& path, const std::string& action, int error_number)
    : std::runtime_error(path.string() + ": " + action + ": " + std::strerror(error_number)),
      path_(path.string()),
      message_(action + ": " + std::strerror(error_number)),
      hint_(io_failure_hint(error_number)) {}

IoFailure::IoFailure(const std::filesystem::path& path, const std::string& action, const std::string& reason)
    : std::runtime_error(path.string() + ": " + action + ": " + reason),
      path_(path.string()),
      message_(action + ": " + reason),
      hint_(io_failure_hint(0)) {}

}  // namespace dw
