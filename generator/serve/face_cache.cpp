// face_cache: a map from content key to drawn faces.
#include "serve/face_cache.hpp"

namespace dw {

std::shared_ptr<const DrawnFaces> FaceCache::find(const std::string& key) const {
  const auto found = entries_.find(key);
  return found == entries_.end() ? nullptr : found->second;
}

void FaceCache::store(const std::string& key, std::shared_ptr<const DrawnFaces> faces) {
  entries_[key] = std::move(faces);
}

void FaceCache::keep_only(const std::set<std::string>& keys) {
  for (auto it = entries_.begin(); it != entries_.end();) it = keys.count(it->first) ? std::next(it) : entries_.erase(it);
}

std::vector<Diagnostic> placed_diagnostics(const DrawnFaces& faces, const Card& card) {
  std::vector<Diagnostic> placed = faces.diagnostics;
  if (faces.card_at.file != card.where.file) return placed;
  const int moved = card.where.line - faces.card_at.line;
  for (auto& diagnostic : placed)
    if (diagnostic.where.file == card.where.file && diagnostic.where.line > 0) diagnostic.where.line += moved;
  return placed;
}

}  // namespace dw
