// containment: files opened because of a set stay inside the set, its bases or the project.
#include "model/containment.hpp"

#include <algorithm>

namespace fs = std::filesystem;

namespace dw {

std::vector<fs::path> containment_roots(const CardSet& set, const fs::path& home) {
  std::vector<fs::path> roots{set.dir};
  roots.insert(roots.end(), set.bases.begin(), set.bases.end());
  if (!home.empty()) roots.push_back(home);
  return roots;
}

namespace {

bool starts_with(const fs::path& full, const fs::path& base) {
  auto [mismatch, _] = std::mismatch(base.begin(), base.end(), full.begin(), full.end());
  return mismatch == base.end();
}

}  // namespace

std::optional<fs::path> escape_target(const fs::path& file, const std::vector<fs::path>& roots) {
  std::error_code ec;
  const fs::path target = fs::weakly_canonical(file, ec);
  if (ec) return file;  // cannot be resolved (a loop of links, say): treated as leaving
  for (const auto& root : roots) {
    std::error_code root_ec;
    const fs::path base = fs::weakly_canonical(root, root_ec);
    if (!root_ec && !base.empty() && starts_with(target, base)) return std::nullopt;
  }
  return target;
}

bool check_contained(const fs::path& file, const std::vector<fs::path>& roots, const SourcePos& where,
                     Diagnostics& out) {
  const auto target = escape_target(file, roots);
  if (!target) return true;
  out.error(where, "'" + file.string() + "' leads outside the card set and the project (a symbolic link to '" +
                       target->string() + "'); it is not read",
            "copy the file into the card set's folder instead of linking to it");
  return false;
}

}  // namespace dw
