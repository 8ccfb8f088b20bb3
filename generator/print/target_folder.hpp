// target_folder: the folder one export target owns (output/<set>/tgc/, .../tts/ ...). Each file
// is written under a temporary name and renamed into place when complete; once the whole target
// has been written, files of earlier builds that this build did not write again are removed, so
// the folder holds exactly one build's files. A build that fails part way leaves the files of the
// previous build in place (some may already be replaced by identical-named new ones).
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <vector>

namespace dw {

class TargetFolder {
 public:
  // `extensions`: the file endings this target writes (".png", ".json"); only such files are
  // ever removed as stale.
  TargetFolder(std::filesystem::path dir, std::vector<std::string> extensions);

  const std::filesystem::path& dir() const { return dir_; }
  // Writes `bytes` to dir/name atomically and remembers the name. Returns the final path.
  std::filesystem::path write(const std::string& name, std::string_view bytes);
  // The same, but a file that already holds exactly `bytes` is left as it is, time stamp and all
  // (what a rebuild takes from the render cache mostly is).
  std::filesystem::path write_if_changed(const std::string& name, std::string_view bytes);
  // Removes files with one of the target's extensions that were not written by this build.
  // Returns how many were removed.
  int remove_stale();
  std::size_t written() const { return names_.size(); }

 private:
  std::filesystem::path dir_;
  std::vector<std::string> extensions_;
  std::set<std::string> names_;
};

}  // namespace dw
