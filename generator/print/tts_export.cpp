// tts_export: rendering the Tabletop Simulator sheets and writing the deck.
#include "print/tts_export.hpp"

#include <charconv>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <utility>

#include "print/face_raster.hpp"
#include "print/png_queue.hpp"
#include "print/target_folder.hpp"
#include "print/tts_saved_object.hpp"
#include "render/c_handles.hpp"

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
  TtsWriter(const CardSet& set, CardRenderer& renderer, const fs::path& dir, const std::string& base_url,
            Diagnostics& warnings, JobPool& pool, RenderCache* cache)
      : set_(set),
        renderer_(renderer),
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
  double ppi(const TtsSheet& sheet) const { return sheet.cell_width * kPointsPerInch / set_.card.width; }

  std::string url(const std::string& name) const {
    if (!base_url_.empty()) return base_url_ + "/" + name;
    return file_url(fs::absolute(folder_.dir() / name).lexically_normal());
  }

  ImageSurface face_image(const TtsSheet& sheet, const Card& card, Face face) {
    ImageSurface image = make_white_surface(sheet.cell_width, sheet.cell_height);
    const CairoPtr cr(cairo_create(image.get()));
    draw_trimmed_face(cr.get(), renderer_, set_.card, card, face, 0, 0, sheet.cell_width, sheet.cell_height, warnings_);
    return image;
  }

  // An image queued (its name known once the queue has written it) or taken from the cache.
  struct Image {
    std::optional<std::size_t> ticket;
    std::string name;
  };
  std::string name_of(const Image& image) const { return image.ticket ? queue_.name(*image.ticket) : image.name; }

  // The face's render cache key at the sheets' cell size (once per face).
  const std::string& face_key(const TtsSheet& sheet, const Card& card, Face face) {
    const auto at = std::make_pair(&card, face);
    auto it = face_keys_.find(at);
    if (it == face_keys_.end()) {
      const std::string target = describe_canvas("tts cell", sheet.cell_width, sheet.cell_height, ppi(sheet));
      it = face_keys_.emplace(at, cache_->face_key(renderer_, card, face, target, warnings_)).first;
    }
    return it->second;
  }

  // The fnv1a of a back's pixels at the cell size: drawn, or from the cache.
  std::uint64_t back_pixels_hash(const TtsSheet& sheet, const Card& card) {
    std::string key;
    if (cache_) {
      key = RenderCache::combine({"tts back pixels", face_key(sheet, card, Face::back)});
      if (const std::optional<std::string> text = cache_->store().find(key); text && text->size() == 16) {
        std::uint64_t h = 0;
        const auto [end, error] = std::from_chars(text->data(), text->data() + 16, h, 16);
        if (error == std::errc() && end == text->data() + 16) return h;
      }
    }
    ImageSurface image = face_image(sheet, card, Face::back);
    cairo_surface_flush(image.get());
    const auto size = static_cast<std::size_t>(cairo_image_surface_get_stride(image.get())) * sheet.cell_height;
    const std::uint64_t h = fnv1a(cairo_image_surface_get_data(image.get()), size);
    if (cache_) {
      char text[17];
      std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(h));
      cache_->store().store(key, text);
    }
    return h;
  }

  // Whether any two cards' backs differ, pixel for pixel, at the sheet's cell size.
  bool backs_differ(const TtsSheet& sheet) {
    std::uint64_t first = 0;
    for (std::size_t i = 0; i < faces_.size(); ++i) {
      const std::uint64_t h = back_pixels_hash(sheet, *faces_[i]);
      if (i == 0) first = h;
      else if (h != first) return true;
    }
    return false;
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
    const std::string key =
        cache_ ? RenderCache::combine({"tts back image", face_key(sheet, *faces_.front(), Face::back)}) : std::string();
    return write_image(key, set_.id + "-back-", ppi(sheet), [&] { return face_image(sheet, *faces_.front(), Face::back); });
  }

  // The key of a sheet: its grid and every face on it, the hidden slot's back last.
  std::string sheet_key(const TtsSheet& sheet, int key, Face face) {
    char grid[200];
    std::snprintf(grid, sizeof grid, "tts sheet %d %s %dx%d of %dx%d px, %d faces from %d, hidden %d", key,
                  face == Face::front ? "faces" : "backs", sheet.columns, sheet.rows, sheet.cell_width,
                  sheet.cell_height, sheet.count, sheet.first, sheet.hidden_slot());
    std::vector<std::string> parts{grid};
    for (int slot = 0; slot < sheet.count; ++slot)
      parts.push_back(face_key(sheet, *faces_[static_cast<std::size_t>(sheet.first + slot)], face));
    parts.push_back(face_key(sheet, *faces_[static_cast<std::size_t>(sheet.first)], Face::back));
    return RenderCache::combine(parts);
  }

  // A sheet of the faces (or backs) of its cards; the hidden slot shows the first card's back.
  Image write_sheet(const TtsSheet& sheet, int key, Face face) {
    const std::string prefix = set_.id + (face == Face::front ? "-faces-" : "-backs-") + std::to_string(key) + "-";
    return write_image(cache_ ? sheet_key(sheet, key, face) : std::string(), prefix, ppi(sheet),
                       [&] { return draw_sheet(sheet, face); });
  }

  ImageSurface draw_sheet(const TtsSheet& sheet, Face face) {
    ImageSurface image = make_white_surface(sheet.width(), sheet.height());
    {
      const CairoPtr cr(cairo_create(image.get()));
      for (int slot = 0; slot < sheet.count; ++slot) {
        const Card& card = *faces_[static_cast<std::size_t>(sheet.first + slot)];
        draw_trimmed_face(cr.get(), renderer_, set_.card, card, face, sheet.cell_x(slot), sheet.cell_y(slot),
                          sheet.cell_width, sheet.cell_height, warnings_);
      }
      const int hidden = sheet.hidden_slot();
      draw_trimmed_face(cr.get(), renderer_, set_.card, *faces_[static_cast<std::size_t>(sheet.first)], Face::back,
                        sheet.cell_x(hidden), sheet.cell_y(hidden), sheet.cell_width, sheet.cell_height, warnings_);
    }
    return image;
  }

  const CardSet& set_;
  CardRenderer& renderer_;
  TargetFolder folder_;
  PngQueue queue_;
  std::string base_url_;
  Diagnostics& warnings_;
  std::vector<const Card*> faces_;
  RenderCache* cache_;
  std::map<std::pair<const Card*, Face>, std::string> face_keys_;
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

TtsStats write_tts_deck(const CardSet& set, CardRenderer& renderer, const fs::path& dir, const std::string& base_url,
                        Diagnostics& warnings, JobPool& pool, RenderCache* cache) {
  return TtsWriter(set, renderer, dir, base_url, warnings, pool, cache).write();
}

}  // namespace dw
