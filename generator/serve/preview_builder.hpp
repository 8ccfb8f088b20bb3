// preview_builder: the page's content, rebuilt after every change: the set loaded and bound
// through the one pipeline (pipeline/prepared_set.hpp), each card's front and back drawn by the
// proof renderer (render/proof_sheet.hpp) as PNGs into the asset store, and every diagnostic with
// its file:line. Only cards whose content key changed are drawn again (face_cache.hpp).
// A card with an error of its own shows it in its place while the others are drawn; a set that
// does not load keeps the cards of its last good build, marked stale, under the errors.
#pragma once

#include <atomic>
#include <chrono>
#include <functional>
#include <cstddef>
#include <filesystem>
#include <map>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "model/diagnostic.hpp"
#include "serve/asset_store.hpp"
#include "serve/content_hash.hpp"
#include "serve/face_cache.hpp"

namespace dw {

struct CardPreview {
  std::string id;
  std::string caption;               // the card's name (its `name` or `title` field), or its id
  std::string front, back;           // asset names; empty when the card could not be drawn
  bool stale = false;                // faces of an earlier build, not of the files as they are
  std::vector<Diagnostic> problems;  // the card's own errors and warnings, shown in its place
};

struct PreviewState {
  std::string title;
  bool loaded = false;                   // the set loaded (else: cards of the last good build)
  std::vector<CardPreview> cards;
  std::vector<Diagnostic> diagnostics;   // every diagnostic, errors first, the cards' included
  std::size_t drawn = 0;                 // cards drawn by this build; the others came from the cache
  double build_ms = 0;
  bool partial = false;                  // a rebuild under way: the cards drawn so far
  std::vector<std::filesystem::path> folders;  // the folders the set's files are in (to watch)
};

class PreviewBuilder {
 public:
  // Faces are drawn at `dpi`; their PNGs go to `assets` (group "faces"). When `stop` turns true a
  // rebuild draws no further card (the server is stopping; what it returns then is incomplete).
  PreviewBuilder(std::filesystem::path set_dir, double dpi, AssetStore& assets,
                 const std::atomic<bool>* stop = nullptr);
  // Rebuilds; a rebuild drawing for longer than the progress interval hands `partial` what it has
  // drawn so far, at that interval (cards not reached yet shown as they were, stale).
  PreviewState rebuild(const std::function<void(const PreviewState&)>& partial = {});
  void set_progress_interval(std::chrono::milliseconds every) { progress_every_ = every; }

 private:
  // Fills `drawn` (by card index) from the cache, draws the cards missing there that have no
  // errors, and puts the cards' own errors into `cards`; returns how many cards it drew.
  std::size_t draw_cards(const CardSet& set, const std::filesystem::path& home, const std::vector<std::string>& keys,
                         std::vector<std::shared_ptr<const DrawnFaces>>& drawn, std::vector<CardPreview>& cards,
                         Diagnostics& general, const std::function<void()>& drew_one);
  // Puts each card's pictures into `cards` (drawn now, or stale ones of the last build) and
  // returns them as the faces group.
  std::map<std::string, Asset> place_faces(const CardSet& set, const std::vector<std::shared_ptr<const DrawnFaces>>& drawn,
                                           std::vector<CardPreview>& cards, bool partial) const;

  std::filesystem::path set_dir_;
  double dpi_;
  AssetStore& assets_;
  const std::atomic<bool>* stop_;
  std::chrono::milliseconds progress_every_{750};
  FaceCache cache_;
  FileHashes hashes_;
  std::vector<CardPreview> last_good_;
  std::map<std::string, Asset> last_faces_;
  std::set<std::string> last_keys_;  // the keys of the cards the last build showed
  std::vector<std::filesystem::path> last_folders_;
};

}  // namespace dw
