// pod_export: the print-on-demand image targets. TheGameCrafter (tgc) and MakePlayingCards (mpc)
// take one RGB PNG per card face at 300 ppi: the trim plus the service's bleed (tgc 1/8 in =
// 37.5 px, so 825x1125 for poker; mpc 36 px, so 822x1122). Files go to <out>/<set>/<target>/:
// one front per card of the set (not per copy), named <nnn>-<card id>-x<count>-front.png, where
// nnn is the card's position in the set (from 001) and count the copies to order; one back per
// deck (the cards of one cards file), <deck>-back.png, as both services take one back for a deck,
// and <nnn>-<card id>-x<count>-back.png only for a card whose back differs from its deck's
// (print/pod_backs.hpp); and the upload list <set>-upload.json naming every card's front and
// back file (print/pod_manifest.hpp). Faces are drawn and encoded on `pool`, each thread
// drawing with its own renderer (render/thread_renderers.hpp), and written in order; a back
// equal to one of the last few drawn is encoded once. With a render cache
// (print/render_cache.hpp), an unchanged face is taken from it.
#pragma once

#include <filesystem>
#include <string>

#include "model/card_set.hpp"
#include "model/units.hpp"
#include "print/render_cache.hpp"
#include "render/card_renderer.hpp"
#include "render/thread_renderers.hpp"
#include "support/job_pool.hpp"

namespace dw {

struct PodService {
  const char* name;  // the target name and folder: "tgc", "mpc"
  double ppi;
  double bleed_px;  // per side
};

const PodService& tgc_service();
const PodService& mpc_service();

struct PodCanvas {
  int width = 0;  // px, trim + bleed on both sides
  int height = 0;
  double px_per_pt = 0;
};

// The canvas of one face: the trim rounded to whole pixels at the service's resolution plus twice
// its bleed (poker at TGC: 750 + 75 = 825 by 1050 + 75 = 1125).
PodCanvas pod_canvas(const PodService& service, const SizePt& trim);

// "007-spade-7-x1-front.png": `position` counts from 1, padded to `digits`.
std::string pod_file_name(int position, int digits, const Card& card, Face face);

struct PodStats {
  int cards = 0;  // cards of the set exported (count > 0)
  int files = 0;  // PNGs written
  int decks = 0;
  int own_backs = 0;  // cards whose back differs from their deck's, written apart
  int removed = 0;    // files of an earlier build removed
  int cached = 0;     // faces taken from the cache, not drawn
  PodCanvas canvas;
  std::string manifest;  // the upload list's file name
};

// Renders every face and writes the PNGs and the upload list into `dir`, then removes PNGs and
// upload lists of earlier builds there. With a `cache`, a face whose key it holds is taken from
// there, neither drawn nor encoded.
PodStats write_pod_pngs(const CardSet& set, ThreadRenderers& renderers, const PodService& service,
                        const std::filesystem::path& dir, Diagnostics& warnings, JobPool& pool,
                        RenderCache* cache = nullptr);

}  // namespace dw
