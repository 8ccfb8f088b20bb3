// project_home: lookup of the project folder and of its bundled card sets.
#include "model/project_home.hpp"

#include <algorithm>
#include <cstdlib>

namespace fs = std::filesystem;

namespace dw {

namespace {
bool is_home(const fs::path& dir) {
  std::error_code ec;
  return fs::is_regular_file(dir / "fonts" / "manifest.toml", ec) && fs::is_directory(dir / "templates", ec);
}

fs::path ancestor_home(fs::path dir) {
  std::error_code ec;
  dir = fs::absolute(dir, ec);
  for (; !dir.empty(); dir = dir.parent_path()) {
    if (is_home(dir)) return dir;
    if (dir == dir.root_path()) break;
  }
  return {};
}
}  // namespace

fs::path find_project_home(const fs::path& start) {
  if (const char* env = std::getenv("DECKWRIGHT_HOME"); env && *env) return env;
  if (auto home = ancestor_home(start); !home.empty()) return home;
  if (auto home = ancestor_home(fs::current_path()); !home.empty()) return home;
  return DW_HOME;
}

bool is_bundled_set_name(const std::string& name) {
  return !name.empty() && name != "." && name != ".." && name.find_first_of("/\\") == std::string::npos;
}

fs::path bundled_set_folder(const std::string& name, const fs::path& start) {
  if (!is_bundled_set_name(name)) return {};
  const fs::path folder = find_project_home(start) / "cardsets" / name;
  std::error_code ec;
  return fs::is_regular_file(folder / "set.toml", ec) ? folder : fs::path();
}

std::vector<std::string> bundled_set_names(const fs::path& start) {
  std::vector<std::string> names;
  std::error_code ec;
  for (const auto& entry : fs::directory_iterator(find_project_home(start) / "cardsets", ec))
    if (fs::is_regular_file(entry.path() / "set.toml", ec)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  return names;
}

}  // namespace dw
