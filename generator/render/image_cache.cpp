// image_cache: SVG and PNG decoding, caching and fitted drawing.
#include "render/image_cache.hpp"

#include <librsvg/rsvg.h>

#include <algorithm>
#include <stdexcept>

namespace dw {

namespace {
bool has_extension(const std::filesystem::path& p, const char* ext) {
  std::string e = p.extension().string();
  std::transform(e.begin(), e.end(), e.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return e == ext;
}
}  // namespace

ImageCache::~ImageCache() {
  for (auto& [path, handle] : svgs_) g_object_unref(handle);
  for (auto& [path, surface] : pngs_) cairo_surface_destroy(surface);
}

RsvgHandle* ImageCache::svg(const std::filesystem::path& file) {
  const std::string key = file.string();
  if (auto it = svgs_.find(key); it != svgs_.end()) return it->second;
  GError* error = nullptr;
  RsvgHandle* handle = rsvg_handle_new_from_file(key.c_str(), &error);
  if (!handle) {
    std::string why = error ? error->message : "unknown error";
    if (error) g_error_free(error);
    throw std::runtime_error(key + ": cannot read SVG: " + why);
  }
  rsvg_handle_set_dpi(handle, 72.0);
  svgs_.emplace(key, handle);
  return handle;
}

cairo_surface_t* ImageCache::png(const std::filesystem::path& file) {
  const std::string key = file.string();
  if (auto it = pngs_.find(key); it != pngs_.end()) return it->second;
  cairo_surface_t* surface = cairo_image_surface_create_from_png(key.c_str());
  if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) {
    std::string why = cairo_status_to_string(cairo_surface_status(surface));
    cairo_surface_destroy(surface);
    throw std::runtime_error(key + ": cannot read PNG: " + why);
  }
  // One id per file: Cairo then writes a single image object for every placement.
  auto* id = new std::string(key);
  cairo_surface_set_mime_data(surface, CAIRO_MIME_TYPE_UNIQUE_ID, reinterpret_cast<const unsigned char*>(id->data()),
                              id->size(), [](void* p) { delete static_cast<std::string*>(p); }, id);
  pngs_.emplace(key, surface);
  return surface;
}

void ImageCache::draw(cairo_t* cr, const std::filesystem::path& file, double x, double y, double w, double h) {
  if (has_extension(file, ".svg")) {
    RsvgHandle* handle = svg(file);
    RsvgRectangle viewport{x, y, w, h};
    GError* error = nullptr;
    if (!rsvg_handle_render_document(handle, cr, &viewport, &error)) {
      std::string why = error ? error->message : "unknown error";
      if (error) g_error_free(error);
      throw std::runtime_error(file.string() + ": cannot draw SVG: " + why);
    }
    return;
  }
  if (has_extension(file, ".png")) {
    cairo_surface_t* surface = png(file);
    const double iw = cairo_image_surface_get_width(surface), ih = cairo_image_surface_get_height(surface);
    if (iw <= 0 || ih <= 0) return;
    const double scale = std::min(w / iw, h / ih);
    cairo_save(cr);
    cairo_translate(cr, x + (w - iw * scale) / 2, y + (h - ih * scale) / 2);
    cairo_scale(cr, scale, scale);
    cairo_set_source_surface(cr, surface, 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
    return;
  }
  throw std::runtime_error(file.string() + ": unsupported image type; use SVG or PNG");
}

}  // namespace dw
