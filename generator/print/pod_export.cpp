// pod_export: TheGameCrafter and MakePlayingCards PNG faces.
#include "print/pod_export.hpp"

#include <cmath>
#include <cstdio>
#include <set>

#include "print/face_raster.hpp"
#include "print/png_queue.hpp"
#include "print/target_folder.hpp"
#include "support/ordered_jobs.hpp"

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

PodStats write_pod_pngs(const CardSet& set, ThreadRenderers& renderers, const PodService& service,
                        const std::filesystem::path& dir, Diagnostics& warnings, JobPool& pool) {
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
  struct Drawn {
    ImageSurface image;
    DrawNotes notes;
    std::string name;
  };
  // Two faces drawn ahead per thread: enough to keep every thread busy, few enough to bound memory.
  OrderedJobs<Drawn> drawing(pool, 2 * pool.threads());
  std::set<std::string> given;
  const auto write_oldest = [&] {
    Drawn drawn = drawing.take();
    renderers.hand_in(std::move(drawn.notes), warnings, given);
    queue.write(std::move(drawn.image), service.ppi, std::move(drawn.name));
    ++stats.files;
  };
  const InkMode ink = renderers.renderer().ink_mode();
  const PodCanvas canvas = stats.canvas;
  const CardGeometry& geometry = set.card;
  for (std::size_t i = 0; i < set.cards.size(); ++i) {
    const Card& card = set.cards[i];
    if (card.count <= 0) continue;
    for (Face face : {Face::front, Face::back}) {
      while (drawing.full()) write_oldest();
      std::string name = pod_file_name(static_cast<int>(i) + 1, digits, card, face);
      drawing.submit([&renderers, &card, &geometry, ink, face, canvas, name = std::move(name)]() mutable {
        Drawn drawn;
        drawn.notes = renderers.draw(ink, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
          drawn.image = render_bleed_face(drawer.renderer, geometry, card, face, canvas.width, canvas.height,
                                          canvas.px_per_pt, noted.diagnostics);
        });
        drawn.name = std::move(name);
        return drawn;
      });
    }
    ++stats.cards;
  }
  while (!drawing.empty()) write_oldest();
  queue.finish();
  stats.removed = folder.remove_stale();
  return stats;
}

}  // namespace dw
