// pod_export: TheGameCrafter and MakePlayingCards PNG faces.
#include "print/pod_export.hpp"

#include <cmath>
#include <cstdio>
#include <optional>

#include "print/face_raster.hpp"
#include "print/png_queue.hpp"
#include "print/target_folder.hpp"

namespace dw {

const PodService& tgc_service() {
  static const PodService s{"tgc", 300, 37.5};
  return s;
}

const PodService& mpc_service() {
  static const PodService s{"mpc", 300, 36};
  return s;
}

PodCanvas pod_canvas(const PodService& service, const SizePt& trim) {
  PodCanvas c;
  c.px_per_pt = service.ppi / kPointsPerInch;
  const auto bleed = static_cast<int>(std::lround(2 * service.bleed_px));
  c.width = static_cast<int>(std::lround(trim.width * c.px_per_pt)) + bleed;
  c.height = static_cast<int>(std::lround(trim.height * c.px_per_pt)) + bleed;
  return c;
}

std::string pod_file_name(int position, int digits, const Card& card, Face face) {
  char number[16];
  std::snprintf(number, sizeof number, "%0*d", digits, position);
  return std::string(number) + "-" + card.id + "-x" + std::to_string(card.count) +
         (face == Face::front ? "-front.png" : "-back.png");
}

PodStats write_pod_pngs(const CardSet& set, CardRenderer& renderer, const PodService& service,
                        const std::filesystem::path& dir, Diagnostics& warnings, JobPool& pool, FaceCache* cache) {
  PodStats stats;
  stats.canvas = pod_canvas(service, SizePt{set.card.width, set.card.height});
  const double service_bleed_pt = service.bleed_px / stats.canvas.px_per_pt;
  if (set.card.bleed < service_bleed_pt - mm_to_pt(1)) {
    char message[200], hint[100];
    std::snprintf(message, sizeof message,
                  "the card bleed (%.2f mm) is less than %s's %.2f mm; the edge pixels are repeated to fill it",
                  pt_to_mm(set.card.bleed), service.name, pt_to_mm(service_bleed_pt));
    std::snprintf(hint, sizeof hint, "set bleed = \"%.2fmm\" or more in the [card] table", pt_to_mm(service_bleed_pt));
    warnings.warning(SourcePos{set.set_file.string(), 0, 0}, message, hint);
  }
  const int digits = std::max(3, static_cast<int>(std::to_string(set.cards.size()).size()));
  TargetFolder folder(dir, {".png"});
  // A few recent faces are remembered: a back shared by the deck is met again two faces later.
  PngQueue queue(folder, pool, 4);
  const std::string canvas = describe_canvas(service.name, stats.canvas.width, stats.canvas.height, service.ppi) +
                             " bleed " + std::to_string(service.bleed_px);
  for (std::size_t i = 0; i < set.cards.size(); ++i) {
    const Card& card = set.cards[i];
    if (card.count <= 0) continue;
    for (Face face : {Face::front, Face::back}) {
      std::string name = pod_file_name(static_cast<int>(i) + 1, digits, card, face);
      ++stats.files;
      const auto draw = [&] {
        return render_bleed_face(renderer, set.card, card, face, stats.canvas.width, stats.canvas.height,
                                 stats.canvas.px_per_pt, warnings);
      };
      if (!cache) {
        queue.write(draw(), service.ppi, std::move(name));
        continue;
      }
      std::string key = cache->face_key(renderer, card, face, canvas, warnings);
      if (const std::optional<std::string> png = cache->store().find(key)) {
        folder.write_if_changed(name, *png);
        ++stats.cached;
        continue;
      }
      // The queue hands over the encoded bytes on this thread, in order: they go to the cache too.
      queue.write(draw(), service.ppi, [cache, key = std::move(key), name = std::move(name)](const std::string& png) {
        cache->store().store(key, png);
        return name;
      });
    }
    ++stats.cards;
  }
  queue.finish();
  stats.removed = folder.remove_stale();
  if (cache) cache->store().evict_unused();
  return stats;
}

}  // namespace dw
