// scratch_dir: a private folder for intermediate files (Ghostscript's input and output, rendered
// pages), made under the system's temporary folder and removed with its contents when the object
// goes out of scope.
#pragma once

#include <filesystem>

namespace dw {

class ScratchDir {
 public:
  ScratchDir();
  ~ScratchDir();
  ScratchDir(const ScratchDir&) = delete;
  ScratchDir& operator=(const ScratchDir&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

}  // namespace dw
