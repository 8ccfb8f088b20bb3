// face_cache: a card's drawn faces kept under their content key (face_inputs.hpp), so a rebuild
// draws only the cards whose key changed. An entry holds the front and back PNGs and what drawing
// them reported about the card; since a card keeps its key when lines above it move, those
// reports are moved with it (placed_diagnostics) instead of being drawn again.
#pragma once

#include <cstddef>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "model/card.hpp"
#include "model/diagnostic.hpp"

namespace dw {

struct DrawnFaces {
  std::string front_png;
  std::string back_png;
  std::vector<Diagnostic> diagnostics;  // the card's warnings from its preflight and drawing
  SourcePos card_at;                    // where the card was written when it was drawn
};

class FaceCache {
 public:
  // The faces drawn for `key`, or nullptr.
  std::shared_ptr<const DrawnFaces> find(const std::string& key) const;
  void store(const std::string& key, std::shared_ptr<const DrawnFaces> faces);
  // Drops every entry whose key is not in `keys` (cards removed or changed since).
  void keep_only(const std::set<std::string>& keys);
  std::size_t size() const { return entries_.size(); }

 private:
  std::map<std::string, std::shared_ptr<const DrawnFaces>> entries_;
};

// The entry's diagnostics for `card` as it is written now: those in the card's own file move by
// as many lines as the card moved.
std::vector<Diagnostic> placed_diagnostics(const DrawnFaces& faces, const Card& card);

}  // namespace dw
