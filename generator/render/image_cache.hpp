// image_cache: every image a build uses, decoded once and shared. SVG files stay vector (drawn
// by librsvg into the PDF); PNG files become one Cairo surface tagged with a unique id so a PDF
// embeds each image once however often it is drawn.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <map>
#include <string>

typedef struct _RsvgHandle RsvgHandle;

namespace dw {

class ImageCache {
 public:
  ImageCache() = default;
  ~ImageCache();
  ImageCache(const ImageCache&) = delete;
  ImageCache& operator=(const ImageCache&) = delete;

  // Draws the image at `file` fitted (aspect kept, centred) into the box x, y, w, h. Throws
  // std::runtime_error naming the file when it cannot be decoded.
  void draw(cairo_t* cr, const std::filesystem::path& file, double x, double y, double w, double h);

 private:
  RsvgHandle* svg(const std::filesystem::path& file);
  cairo_surface_t* png(const std::filesystem::path& file);

  std::map<std::string, RsvgHandle*> svgs_;
  std::map<std::string, cairo_surface_t*> pngs_;
};

}  // namespace dw
