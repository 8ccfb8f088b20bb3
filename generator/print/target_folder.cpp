// target_folder: atomic writes and stale-file removal for an export target's folder.
#include "print/target_folder.hpp"

#include <algorithm>
#include <fstream>
#include <stdexcept>

#include "support/atomic_file.hpp"

namespace fs = std::filesystem;

namespace dw {

TargetFolder::TargetFolder(fs::path dir, std::vector<std::string> extensions)
    : dir_(std::move(dir)), extensions_(std::move(extensions)) {}

fs::path TargetFolder::write(const std::string& name, std::string_view bytes) {
  if (!names_.insert(name).second) throw std::logic_error("file written twice: " + (dir_ / name).string());
  write_file_atomically(dir_ / name, bytes);  // checked: the path and the system's reason on failure
  return dir_ / name;
}

fs::path TargetFolder::write_if_changed(const std::string& name, std::string_view bytes) {
  const fs::path file = dir_ / name;
  std::error_code ec;
  if (fs::file_size(file, ec) == bytes.size() && !ec) {
    std::ifstream in(file, std::ios::binary);
    std::string old(bytes.size(), '\0');
    if (in.read(old.data(), static_cast<std::streamsize>(old.size())) && old == bytes) {
      if (!names_.insert(name).second) throw std::logic_error("file written twice: " + file.string());
      return file;
    }
  }
  return write(name, bytes);
}

int TargetFolder::remove_stale() {
  int removed = 0;
  std::error_code ec;
  if (!fs::is_directory(dir_, ec)) return 0;
  for (const auto& entry : fs::directory_iterator(dir_)) {
    if (!entry.is_regular_file()) continue;
    const std::string name = entry.path().filename().string();
    if (name.empty() || name[0] == '.' || names_.count(name)) continue;  // ours, or a temporary file
    const std::string ext = entry.path().extension().string();
    if (std::find(extensions_.begin(), extensions_.end(), ext) == extensions_.end()) continue;
    if (fs::remove(entry.path(), ec)) ++removed;
  }
  return removed;
}

}  // namespace dw
