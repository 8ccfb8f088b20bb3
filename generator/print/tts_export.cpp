// tts_export: rendering the Tabletop Simulator sheets and writing the deck.
#include "print/tts_export.hpp"

#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <set>
#include <string_view>
#include <utility>

#include "print/face_raster.hpp"
#include "print/png_queue.hpp"
#include "print/target_folder.hpp"
#include "print/tts_saved_object.hpp"
#include "render/c_handles.hpp"
#include "support/ordered_jobs.hpp"
#include "support/sha256.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

std::uint64_t fnv1a(const unsigned char* data, std::size_t size) {
  std::uint64_t h = 1469598103934665603ull;
  for (std::size_t i = 0; i < size; ++i) h = (h ^ data[i]) * 1099511628211ull;
  return h;
}

std::string short_hash(const std::string& bytes) {
  char text[17];
  std::snprintf(text, sizeof text, "%08llx",
                static_cast<unsigned long long>(fnv1a(reinterpret_cast<const unsigned char*>(bytes.data()), bytes.size()) >> 32));
  return text;
}

std::string nickname_of(const Card& card) {
  const Value* name = card.fields.find("name");
  return name && name->kind == Value::Kind::string && !name->string.empty() ? name->string : card.id;
}

class TtsWriter {
 public:
  TtsWriter(const CardSet& set, ThreadRenderers& renderers, const fs::path& dir, const std::string& base_url,
            Diagnostics& warnings, JobPool& pool, RenderCache* cache)
      : set_(set),
        renderers_(renderers),
        ink_(renderers.renderer().ink_mode()),
        pool_(pool),
        folder_(dir, {".png", ".json"}),
        // Sheets are up to 4096 px a side (64 MB of pixels): none is kept to look for repeats.
        queue_(folder_, pool, 0),
        base_url_(base_url),
        warnings_(warnings),
        cache_(cache) {
    while (!base_url_.empty() && base_url_.back() == '/') base_url_.pop_back();
  }

  TtsStats write() {
    TtsStats stats;
    for (const Card& card : set_.cards)
      if (card.count > 0) faces_.push_back(&card);
    stats.faces = static_cast<int>(faces_.size());
    if (faces_.empty()) {
      Diagnostics problem;
      problem.error(SourcePos{set_.set_file.string(), 0, 0},
                    "every card has count 0, so there is no Tabletop Simulator deck to make",
                    "give at least one card a count of 1 or more");
      throw InputError(problem);
    }
    stats.sheets = plan_tts_sheets(stats.faces, SizePt{set_.card.width, set_.card.height});
    stats.unique_backs = backs_differ(stats.sheets.front());
    // Every image is drawn here and queued; their names (which carry a hash of the bytes) are
    // known once the queue has written them all.
    Image shared_back;
    if (!stats.unique_backs) shared_back = write_back(stats.sheets.front());
    std::vector<Image> front_images, back_images;
    for (std::size_t k = 0; k < stats.sheets.size(); ++k) {
      const int key = static_cast<int>(k) + 1;
      front_images.push_back(write_sheet(stats.sheets[k], key, Face::front));
      back_images.push_back(stats.unique_backs ? write_sheet(stats.sheets[k], key, Face::back) : shared_back);
    }
    for (auto& [face, notes] : early_notes_) hand_in(std::move(notes));  // none is left: every back was met again
    queue_.finish();
    std::vector<TtsCustomDeck> decks;
    std::vector<TtsCard> cards;
    for (std::size_t k = 0; k < stats.sheets.size(); ++k) {
      const TtsSheet& sheet = stats.sheets[k];
      const int key = static_cast<int>(k) + 1;
      decks.push_back(TtsCustomDeck{key, url(name_of(front_images[k])), url(name_of(back_images[k])),
                                    sheet.columns, sheet.rows, stats.unique_backs});
      for (int slot = 0; slot < sheet.count; ++slot) {
        const Card& card = *faces_[static_cast<std::size_t>(sheet.first + slot)];
        for (int copy = 0; copy < card.count; ++copy)
          cards.push_back(TtsCard{tts_card_id(key, slot), key, nickname_of(card), card.id});
      }
    }
    stats.cards = static_cast<int>(cards.size());
    const std::string title = set_.version.empty() ? set_.title : set_.title + " " + set_.version;
    stats.json = folder_.write(set_.id + ".json", tts_saved_object_json(title, decks, cards));
    folder_.remove_stale();
    if (cache_) cache_->store().evict_unused();
    stats.cached = cached_;
    return stats;
  }

 private:
  // One face of one card.
  using FaceOf = std::pair<const Card*, Face>;

  double ppi(const TtsSheet& sheet) const { return sheet.cell_width * kPointsPerInch / set_.card.width; }

  std::string url(const std::string& name) const {
    if (!base_url_.empty()) return base_url_ + "/" + name;
    return file_url(fs::absolute(folder_.dir() / name).lexically_normal());
  }

  std::string cell_target(const TtsSheet& sheet) const {
    return describe_canvas("tts cell", sheet.cell_width, sheet.cell_height, ppi(sheet));
  }

  // What a job noted goes to the build's warnings; jobs are handed in in the order one thread
  // drawing everything would have drawn them (render/thread_renderers.hpp).
  void hand_in(DrawNotes&& notes) { renderers_.hand_in(std::move(notes), warnings_, given_); }

  // A face met again (its key asked for or its cell drawn): what a job noted about it ahead of
  // its turn is handed in now, where one thread would first have met it.
  void meet(const FaceOf& face) {
    if (auto it = early_notes_.find(face); it != early_notes_.end()) {
      hand_in(std::move(it->second));
      early_notes_.erase(it);
    }
  }

  // A face alone at cell size, drawn by `drawer` (its own pixels, origin at the cell's corner).
  ImageSurface face_image(ThreadRenderers::Drawer& drawer, const TtsSheet& sheet, const Card& card, Face face,
                          Diagnostics& warnings) const {
    ImageSurface image = make_white_surface(sheet.cell_width, sheet.cell_height);
    const CairoPtr cr(cairo_create(image.get()));
    draw_trimmed_face(cr.get(), drawer.renderer, set_.card, card, face, 0, 0, sheet.cell_width, sheet.cell_height,
                      warnings);
    return image;
  }

  // An image queued (its name known once the queue has written it) or taken from the cache.
  struct Image {
    std::optional<std::size_t> ticket;
    std::string name;
  };
  std::string name_of(const Image& image) const { return image.ticket ? queue_.name(*image.ticket) : image.name; }

  // The render cache keys of `faces` at the sheets' cell size, in order: those not known yet are
  // worked out side by side on the pool (each thread's renderer fits the texts as drawing would),
  // and what each noted is handed in in order.
  std::vector<std::string> face_keys(const TtsSheet& sheet, const std::vector<FaceOf>& faces) {
    struct Keyed {
      DrawNotes notes;
      std::string key;
    };
    const std::string target = cell_target(sheet);
    OrderedJobs<Keyed> jobs(pool_, faces.size());
    std::vector<bool> asked(faces.size(), false);
    std::set<FaceOf> seen;
    for (std::size_t i = 0; i < faces.size(); ++i) {
      if (face_keys_.count(faces[i]) || !seen.insert(faces[i]).second) continue;
      asked[i] = true;
      jobs.submit([this, face = faces[i], target] {
        Keyed keyed;
        keyed.notes = renderers_.draw(ink_, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
          keyed.key = cache_->face_key(drawer.renderer, *face.first, face.second, target, noted.diagnostics);
        });
        return keyed;
      });
    }
    std::vector<std::string> keys;
    for (std::size_t i = 0; i < faces.size(); ++i) {
      if (asked[i]) {
        Keyed keyed = jobs.take();
        hand_in(std::move(keyed.notes));
        face_keys_.emplace(faces[i], std::move(keyed.key));
      } else {
        meet(faces[i]);
      }
      keys.push_back(face_keys_.at(faces[i]));
    }
    return keys;
  }

  // Whether any two cards' backs differ, pixel for pixel, at the sheet's cell size. The backs are
  // compared in order until two differ; jobs work out each back's key and the digest of its
  // pixels (from the cache, or drawn) a few ahead.
  bool backs_differ(const TtsSheet& sheet) {
    struct Probe {
      DrawNotes notes;
      std::string key;     // in the render cache (empty without one)
      std::string pixels;  // the digest of the back's pixels
      std::string digest_key;  // where the digest goes in the cache once taken (empty: found there)
    };
    const std::string target = cell_target(sheet);
    const auto probe = [this, &sheet, target](const Card& card) {
      Probe p;
      p.notes = renderers_.draw(ink_, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
        std::string cached_key;
        if (cache_) {
          p.key = cache_->face_key(drawer.renderer, card, Face::back, target, noted.diagnostics);
          cached_key = RenderCache::combine({"tts back pixels sha256", p.key});
          if (std::optional<std::string> digest = cache_->store().find(cached_key); digest && digest->size() == 64) {
            p.pixels = std::move(*digest);
            return;
          }
        }
        ImageSurface image = face_image(drawer, sheet, card, Face::back, noted.diagnostics);
        cairo_surface_flush(image.get());
        const auto size = static_cast<std::size_t>(cairo_image_surface_get_stride(image.get())) * sheet.cell_height;
        p.pixels = sha256_hex(
            std::string_view(reinterpret_cast<const char*>(cairo_image_surface_get_data(image.get())), size));
        p.digest_key = std::move(cached_key);
      });
      return p;
    };
    // A fixed look-ahead, not one per thread: which backs are probed (and which cache entries
    // are found) is then the same for any thread count.
    constexpr std::size_t kBacksProbedAhead = 4;
    OrderedJobs<Probe> probes(pool_, kBacksProbedAhead);
    std::size_t submitted = 0, taken = 0;
    std::string first;
    bool differ = false;
    while (taken < faces_.size() && !differ) {
      while (submitted < faces_.size() && !probes.full())
        probes.submit([&probe, &card = *faces_[submitted++]] { return probe(card); });
      Probe p = probes.take();
      const FaceOf face{faces_[taken++], Face::back};
      if (cache_) face_keys_.emplace(face, std::move(p.key));
      // Stored when taken, not by the job: the backs probed ahead (more with more threads) leave
      // nothing in the cache, so it holds the same entries for any thread count.
      if (cache_ && !p.digest_key.empty()) cache_->store().store(p.digest_key, p.pixels);
      hand_in(std::move(p.notes));
      if (taken == 1) first = std::move(p.pixels);
      else differ = p.pixels != first;
    }
    // Backs probed past the first difference: one thread would have met them later, on their
    // back sheet.
    while (!probes.empty()) {
      Probe p = probes.take();
      const FaceOf face{faces_[taken++], Face::back};
      if (cache_) face_keys_.emplace(face, std::move(p.key));
      early_notes_.emplace(face, std::move(p.notes));
    }
    return differ;
  }

  // An image named `prefix` + a hash of its bytes: from the cache under `key` when it has it,
  // otherwise drawn by `draw` and queued (and kept in the cache once encoded).
  template <class Draw>
  Image write_image(const std::string& key, const std::string& prefix, double ppi, Draw draw) {
    if (cache_) {
      if (const std::optional<std::string> png = cache_->store().find(key)) {
        const std::string name = prefix + short_hash(*png) + ".png";
        folder_.write_if_changed(name, *png);
        ++cached_;
        return Image{std::nullopt, name};
      }
    }
    RenderCache* cache = cache_;
    return Image{queue_.write(draw(), ppi,
                              [prefix, cache, key](const std::string& png) {
                                if (cache) cache->store().store(key, png);
                                return prefix + short_hash(png) + ".png";
                              }),
                 {}};
  }

  // The one back image.
  Image write_back(const TtsSheet& sheet) {
    const FaceOf back{faces_.front(), Face::back};
    const std::string key =
        cache_ ? RenderCache::combine({"tts back image", face_keys(sheet, {back}).front()}) : std::string();
    return write_image(key, set_.id + "-back-", ppi(sheet), [&] {
      // One image: drawn here, with this thread's drawer, as a job would.
      ImageSurface image;
      DrawNotes notes = renderers_.draw(ink_, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
        image = face_image(drawer, sheet, *back.first, back.second, noted.diagnostics);
      });
      meet(back);
      hand_in(std::move(notes));
      return image;
    });
  }

  // The faces on a sheet in drawing order: its cards' faces (or backs) slot by slot, then the
  // first card's back in the hidden slot.
  std::vector<FaceOf> faces_on(const TtsSheet& sheet, Face face) const {
    std::vector<FaceOf> faces;
    for (int slot = 0; slot < sheet.count; ++slot) faces.emplace_back(faces_[static_cast<std::size_t>(sheet.first + slot)], face);
    faces.emplace_back(faces_[static_cast<std::size_t>(sheet.first)], Face::back);
    return faces;
  }

  // The key of a sheet: its grid and every face on it, the hidden slot's back last.
  std::string sheet_key(const TtsSheet& sheet, int key, Face face) {
    char grid[200];
    std::snprintf(grid, sizeof grid, "tts sheet %d %s %dx%d of %dx%d px, %d faces from %d, hidden %d", key,
                  face == Face::front ? "faces" : "backs", sheet.columns, sheet.rows, sheet.cell_width,
                  sheet.cell_height, sheet.count, sheet.first, sheet.hidden_slot());
    std::vector<std::string> parts{grid};
    for (std::string& part : face_keys(sheet, faces_on(sheet, face))) parts.push_back(std::move(part));
    return RenderCache::combine(parts);
  }

  // A sheet of the faces (or backs) of its cards; the hidden slot shows the first card's back.
  Image write_sheet(const TtsSheet& sheet, int key, Face face) {
    const std::string prefix = set_.id + (face == Face::front ? "-faces-" : "-backs-") + std::to_string(key) + "-";
    return write_image(cache_ ? sheet_key(sheet, key, face) : std::string(), prefix, ppi(sheet),
                       [&] { return draw_sheet(sheet, face); });
  }

  // Every cell is drawn by a job straight into its own rectangle of the one sheet image, through
  // a view of the sheet's pixels, with the transform one thread drawing the whole sheet uses: the
  // pixels are those of that drawing (a cell drawn apart, at the origin of its own image, can
  // round an image or gradient sample differently), and cells never overlap.
  ImageSurface draw_sheet(const TtsSheet& sheet, Face face) {
    ImageSurface image = make_white_surface(sheet.width(), sheet.height());
    cairo_surface_flush(image.get());
    const std::vector<FaceOf> faces = faces_on(sheet, face);
    {
      OrderedJobs<DrawNotes> cells(pool_, faces.size());
      for (std::size_t slot = 0; slot < faces.size(); ++slot) {
        const int at = slot + 1 == faces.size() ? sheet.hidden_slot() : static_cast<int>(slot);
        cells.submit([this, &sheet, pixels = image.get(), face = faces[slot], at] {
          return renderers_.draw(ink_, [&](ThreadRenderers::Drawer& drawer, DrawNotes& noted) {
            const ImageSurface view = shared_pixels_view(pixels);
            const CairoPtr cr(cairo_create(view.get()));
            draw_trimmed_face(cr.get(), drawer.renderer, set_.card, *face.first, face.second, sheet.cell_x(at),
                              sheet.cell_y(at), sheet.cell_width, sheet.cell_height, noted.diagnostics);
          });
        });
      }
      for (const FaceOf& drawn : faces) {
        DrawNotes notes = cells.take();
        meet(drawn);
        hand_in(std::move(notes));
      }
    }
    cairo_surface_mark_dirty(image.get());
    return image;
  }

  const CardSet& set_;
  ThreadRenderers& renderers_;
  InkMode ink_;
  JobPool& pool_;
  TargetFolder folder_;
  PngQueue queue_;
  std::string base_url_;
  Diagnostics& warnings_;
  std::vector<const Card*> faces_;
  RenderCache* cache_;
  std::map<FaceOf, std::string> face_keys_;
  // What jobs noted about backs probed ahead of their turn, until the face is met again.
  std::map<FaceOf, DrawNotes> early_notes_;
  std::set<std::string> given_;  // once-warnings given (hand_in)
  int cached_ = 0;
};

}  // namespace

std::string file_url(const fs::path& absolute) {
  std::string out = "file://";
  for (unsigned char c : absolute.generic_string()) {
    const bool plain = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-' ||
                       c == '.' || c == '_' || c == '~' || c == '/';
    if (plain) {
      out += static_cast<char>(c);
    } else {
      char escaped[4];
      std::snprintf(escaped, sizeof escaped, "%%%02X", c);
      out += escaped;
    }
  }
  return out;
}

TtsStats write_tts_deck(const CardSet& set, ThreadRenderers& renderers, const fs::path& dir,
                        const std::string& base_url, Diagnostics& warnings, JobPool& pool, RenderCache* cache) {
  return TtsWriter(set, renderers, dir, base_url, warnings, pool, cache).write();
}

}  // namespace dw
