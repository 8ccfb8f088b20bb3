// render_cache: the render cache of the image and DriveThruCards targets. A face's key is the
// SHA-256 of everything that decides its pixels:
//   - the build's inputs shared by every face (`build_digest`, made by pipeline/cache_inputs: the
//     deckwright program, set.toml files, font manifest and font files, locale and PO files);
//   - the card as printed: id, kind, count, template names, every field and rules value;
//   - the face's template files (its own and every parent's), by content;
//   - every image and icon file drawing it read, by content (the renderer notes them);
//   - for a template with [print] uniform_sizes, every card drawn with it (one card's text can
//     shrink all of them);
//   - the renderer's ink mode and what the target adds (canvas size, resolution, bleed).
// Finding the key runs the face through the renderer on an all-clipped context: the text is
// fitted and every warning given exactly as drawing it would (so a cached build reports what an
// uncached one does), but no pixel is drawn. The target then looks the key (or a key made of
// several faces' keys, for a sheet or a deck) up in its ContentCache and draws only on a miss.
// Cached files live in output/<set>/[<locale>/].cache/<target>/. face_key may be called from
// several threads at once, each with a renderer of its own.
#pragma once

#include <filesystem>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "model/card_set.hpp"
#include "render/card_renderer.hpp"
#include "support/content_cache.hpp"

namespace dw {

class RenderCache {
 public:
  RenderCache(const CardSet& set, std::string build_digest, std::filesystem::path dir);

  // The face's key as the target described by `target` draws it.
  std::string face_key(CardRenderer& renderer, const Card& card, Face face, std::string_view target,
                       Diagnostics& warnings);
  // A key made of `parts` (face keys and what else decides a sheet or a deck), in order.
  static std::string combine(const std::vector<std::string>& parts);

  ContentCache& store() { return store_; }

 private:
  const std::string& file_digest(const std::filesystem::path& file);
  const std::string& uniform_digest(CardRenderer& renderer, const CardTemplate& tpl, Face face);

  const CardSet& set_;
  std::string build_digest_;
  ContentCache store_;
  std::mutex memo_mutex_;  // guards the two memos below
  std::map<std::filesystem::path, std::string> file_digests_;
  std::map<std::pair<const CardTemplate*, Face>, std::string> uniform_digests_;
};

// The cards' own part of a face key: everything of the card that a template can print or test.
std::string card_digest(const Card& card, const CardSet& set);

// "<target description>": what a target adds to its face keys, e.g. "tgc 825x1125 300ppi".
std::string describe_canvas(std::string_view target, int width, int height, double ppi);

}  // namespace dw
