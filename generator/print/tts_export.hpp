// tts_export: the Tabletop Simulator target, written to <out>/<set>/tts/: face sheets
// (<set>-faces-<n>-<hash>.png, see tts_layout), the back (<set>-back-<hash>.png, one image when every
// card's back looks the same, otherwise back sheets <set>-backs-<n>-<hash>.png on the same grid with
// UniqueBack), and the saved object <set>.json to copy into TTS's "Saves/Saved Objects". Image names
// carry a hash of their content because TTS caches images by URL. URLs are file:// paths of the
// written images, or `base_url` + "/" + file name for images uploaded to a web host. The faces are
// drawn on `pool`, each thread with its own renderer (render/thread_renderers.hpp): a sheet's
// cells side by side, each straight into its rectangle of the sheet, and the backs compared a few
// at once. Sheets are encoded on `pool` too (print/png_queue.hpp) and written in order, so the
// files and warnings are the same for any number of threads.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "print/render_cache.hpp"
#include "print/tts_layout.hpp"
#include "render/thread_renderers.hpp"
#include "support/job_pool.hpp"

namespace dw {

struct TtsStats {
  std::vector<TtsSheet> sheets;
  bool unique_backs = false;
  int faces = 0;  // cards of the set on the sheets (count > 0)
  int cards = 0;  // physical cards in the deck
  int cached = 0;  // images written from the cache, not drawn
  std::filesystem::path json;
};

// "file:///abs/path" with every byte outside A-Z a-z 0-9 - . _ ~ / percent-encoded.
std::string file_url(const std::filesystem::path& absolute);

// With a `cache`, a sheet whose every face is unchanged is written from there, neither drawn nor
// encoded, and whether the backs differ is decided from their cached pixel digests.
TtsStats write_tts_deck(const CardSet& set, ThreadRenderers& renderers, const std::filesystem::path& dir,
                        const std::string& base_url, Diagnostics& warnings, JobPool& pool, RenderCache* cache = nullptr);

}  // namespace dw
