// project_home: lookup of the project folder.
#include "pipeline/project_home.hpp"

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

}  // namespace dw
