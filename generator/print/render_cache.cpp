// render_cache: face keys from the card, its template files, the files it draws and the build.
#include "print/render_cache.hpp"

#include <algorithm>
#include <cstdio>
#include <set>

#include "render/c_handles.hpp"
#include "support/sha256.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

void add_value(Sha256& hash, const Value& v) {
  hash.number(static_cast<int>(v.kind));
  switch (v.kind) {
    case Value::Kind::none: break;
    case Value::Kind::boolean: hash.number(v.boolean ? 1 : 0); break;
    case Value::Kind::integer: hash.number(v.integer); break;
    case Value::Kind::real: {
      char text[40];
      std::snprintf(text, sizeof text, "%.17g", v.real);
      hash.field(text);
      break;
    }
    case Value::Kind::string: hash.field(v.string); break;
    case Value::Kind::array:
      hash.number(static_cast<std::int64_t>(v.items.size()));
      for (const Value& item : v.items) add_value(hash, item);
      break;
    case Value::Kind::table:
      hash.number(static_cast<std::int64_t>(v.entries.size()));
      for (const ValueEntry& entry : v.entries) {
        hash.field(entry.key);
        add_value(hash, entry.value);
      }
      break;
  }
}

// Runs the face through the renderer without drawing a pixel: everything is clipped away, so
// Cairo skips every operation, while the text is fitted and the warnings given as in a draw.
void pass_without_drawing(CardRenderer& renderer, const Card& card, Face face, Diagnostics& warnings) {
  const CairoSurfacePtr surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1, 1));
  const CairoPtr cr(cairo_create(surface.get()));
  cairo_rectangle(cr.get(), 0, 0, 0, 0);
  cairo_clip(cr.get());
  renderer.draw(cr.get(), card, face, warnings);
}

bool has_uniform_element(const CardTemplate& tpl, const CardSet& set) {
  for (const Element& e : tpl.elements)
    if (std::find(set.print.uniform_sizes.begin(), set.print.uniform_sizes.end(), e.name) != set.print.uniform_sizes.end())
      return true;
  return false;
}

}  // namespace

std::string card_digest(const Card& card, const CardSet& set) {
  Sha256 hash;
  hash.field(card.id).field(card.kind).number(card.count).field(card.template_name).field(card.back);
  hash.field(set.face_template_of(card)).field(set.back_template_of(card));
  add_value(hash, card.fields);
  add_value(hash, card.rules);
  return hash.hex();
}

std::string describe_canvas(std::string_view target, int width, int height, double ppi) {
  char text[120];
  std::snprintf(text, sizeof text, " %dx%d %.17gppi", width, height, ppi);
  return std::string(target) + text;
}

RenderCache::RenderCache(const CardSet& set, std::string build_digest, fs::path dir)
    : set_(set), build_digest_(std::move(build_digest)), store_(std::move(dir)) {}

std::string RenderCache::combine(const std::vector<std::string>& parts) {
  Sha256 hash;
  hash.field("deckwright combined key");
  hash.number(static_cast<std::int64_t>(parts.size()));
  for (const std::string& part : parts) hash.field(part);
  return hash.hex();
}

const std::string& RenderCache::file_digest(const fs::path& file) {
  const std::lock_guard lock(memo_mutex_);
  auto it = file_digests_.find(file);
  if (it == file_digests_.end()) {
    std::string digest;
    try {
      digest = sha256_of_file(file);
    } catch (const std::runtime_error&) {
      digest = "unreadable";  // the draw read it; a file gone since makes a key no entry has
    }
    it = file_digests_.emplace(file, std::move(digest)).first;
  }
  return it->second;
}

const std::string& RenderCache::uniform_digest(CardRenderer& renderer, const CardTemplate& tpl, Face face) {
  const auto key = std::make_pair(&tpl, face);
  const std::lock_guard lock(memo_mutex_);
  auto it = uniform_digests_.find(key);
  if (it == uniform_digests_.end()) {
    Sha256 hash;
    if (has_uniform_element(tpl, set_))
      for (const Card& other : set_.cards)
        if (&renderer.template_for(other, face) == &tpl) hash.field(card_digest(other, set_));
    it = uniform_digests_.emplace(key, hash.hex()).first;
  }
  return it->second;
}

std::string RenderCache::face_key(CardRenderer& renderer, const Card& card, Face face, std::string_view target,
                                Diagnostics& warnings) {
  std::set<fs::path> files;
  renderer.note_files(&files);
  try {
    pass_without_drawing(renderer, card, face, warnings);
  } catch (...) {
    renderer.note_files(nullptr);
    throw;
  }
  renderer.note_files(nullptr);
  const CardTemplate& tpl = renderer.template_for(card, face);
  Sha256 hash;
  hash.field("deckwright face key 1").field(build_digest_).field(target);
  hash.number(face == Face::front ? 0 : 1).number(static_cast<int>(renderer.ink_mode()));
  hash.field(card_digest(card, set_));
  hash.field(tpl.name);
  hash.number(static_cast<std::int64_t>(tpl.sources.size()));
  for (const fs::path& source : tpl.sources) hash.field(source.generic_string()).field(file_digest(source));
  hash.number(static_cast<std::int64_t>(files.size()));
  for (const fs::path& file : files) hash.field(file.generic_string()).field(file_digest(file));
  hash.field(uniform_digest(renderer, tpl, face));
  return hash.hex();
}

}  // namespace dw
