// pod_export: TheGameCrafter and MakePlayingCards PNG faces.
#include "print/pod_export.hpp"

#include <cmath>
#include <cstdio>
#include <optional>
#include <set>
#include <vector>

#include "print/face_raster.hpp"
#include "print/png_queue.hpp"
#include "print/pod_backs.hpp"
#include "print/pod_manifest.hpp"
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
                        const std::filesystem::path& dir, Diagnostics& warnings, JobPool& pool, RenderCache* cache) {
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
  TargetFolder folder(dir, {".png", ".json"});
  // A few recent faces are remembered: a back shared by the deck is met again two faces later.
  PngQueue queue(folder, pool, 4);
  // Backs are handed in as bytes and written once every card's is known, one file per deck.
  PodBacks backs;
  struct Drawn {
    ImageSurface image;
    DrawNotes notes;
    std::string name;           // the front's file (empty for a back)
    std::size_t back_slot = 0;  // the back's slot in `backs`
    std::string key;            // in the render cache (empty without one)
  };
  // Two faces drawn ahead per thread: enough to keep every thread busy, few enough to bound memory.
  OrderedJobs<Drawn> drawing(pool, 2 * pool.threads());
  std::set<std::string> given;
  const auto write_oldest = [&] {
    Drawn drawn = drawing.take();
    renderers.hand_in(std::move(drawn.notes), warnings, given);
    // The queue hands over the encoded bytes on this thread, in order: they go to the cache too.
    const auto cached = [cache, key = drawn.key](const std::string& png) {
      if (!key.empty()) cache->store().store(key, png);
    };
    if (drawn.name.empty()) {
      queue.hand_over(std::move(drawn.image), service.ppi,
                      [&backs, cached, slot = drawn.back_slot](const std::string& png) {
                        cached(png);
                        backs.take(slot, png);
                      });
    } else {
      queue.write(std::move(drawn.image), service.ppi, [cached, name = std::move(drawn.name)](const std::string& png) {
        cached(png);
        return name;
      });
    }
  };
  const InkMode ink = renderers.renderer().ink_mode();
  const PodCanvas canvas = stats.canvas;
  const CardGeometry& geometry = set.card;
  const std::string canvas_words = describe_canvas(service.name, stats.canvas.width, stats.canvas.height, service.ppi) +
                                   " bleed " + std::to_string(service.bleed_px);
  std::vector<std::string> fronts;    // per back slot: the card's front file
  std::vector<const Card*> exported;  // per back slot
  for (std::size_t i = 0; i < set.cards.size(); ++i) {
    const Card& card = set.cards[i];
    if (card.count <= 0) continue;
    const int position = static_cast<int>(i) + 1;
    const std::size_t slot = backs.add_card(card.deck(), pod_file_name(position, digits, card, Face::back));
    fronts.push_back(pod_file_name(position, digits, card, Face::front));
    exported.push_back(&card);
    for (Face face : {Face::front, Face::back}) {
      while (drawing.full()) write_oldest();
      std::string name = face == Face::front ? fronts.back() : std::string();
      std::string key;
      if (cache) {
        // The key is worked out by the build's renderer, in order: its fits and warnings are the
        // build's, whether the face then comes from the cache or is drawn.
        key = renderers.with_renderer(
            [&](CardRenderer& renderer) { return cache->face_key(renderer, card, face, canvas_words, warnings); });
        if (const std::optional<std::string> png = cache->store().find(key)) {
          if (face == Face::front) {
            folder.write_if_changed(name, *png);
            ++stats.files;
          } else {
            backs.take(slot, *png);
          }
          ++stats.cached;
          continue;
        }
      }
      if (face == Face::front) ++stats.files;
      drawing.submit([&renderers, &card, &geometry, ink, face, canvas, slot, name = std::move(name),
                      key = std::move(key)]() mutable {
        Drawn drawn;
        drawn.notes = renderers.draw(ink, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
          drawn.image = render_bleed_face(drawer.renderer, geometry, card, face, canvas.width, canvas.height,
                                          canvas.px_per_pt, noted.diagnostics);
        });
        drawn.name = std::move(name);
        drawn.back_slot = slot;
        drawn.key = std::move(key);
        return drawn;
      });
    }
    ++stats.cards;
  }
  while (!drawing.empty()) write_oldest();
  queue.finish();

  const PodBacks::Plan plan = backs.plan();
  for (const PodBacks::File& file : plan.files) folder.write_if_changed(file.name, *file.png);
  stats.files += static_cast<int>(plan.files.size());
  stats.decks = static_cast<int>(plan.decks.size());
  stats.own_backs = static_cast<int>(plan.files.size() - plan.decks.size());
  PodManifest manifest{
      service.name, set.id, canvas.width, canvas.height, static_cast<int>(std::lround(service.ppi)), {}};
  for (const PodBacks::Deck& deck : plan.decks) {
    PodManifestDeck listed{deck.name, deck.back_file, deck.one_back, {}};
    for (std::size_t slot : deck.slots)
      listed.cards.push_back(
          PodManifestCard{exported[slot]->id, exported[slot]->count, fronts[slot], plan.back_file_of[slot]});
    manifest.decks.push_back(std::move(listed));
  }
  stats.manifest = pod_manifest_file_name(set.id);
  folder.write_if_changed(stats.manifest, pod_manifest_json(manifest));
  stats.removed = folder.remove_stale();
  if (cache) cache->store().evict_unused();
  return stats;
}

}  // namespace dw
