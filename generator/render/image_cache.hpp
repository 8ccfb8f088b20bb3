// image_cache: every image a build uses, decoded once and shared. SVG files stay vector (drawn
// by librsvg into the PDF), whole or one element of a sprite sheet ("icons.svg#sword"); PNG and
// JPEG files become one Cairo surface each, tagged with a unique id so a PDF embeds each image
// once however often it is drawn, and JPEG keeps its original bytes so the PDF carries them
// unrecompressed.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <filesystem>
#include <map>
#include <string>

#include "model/card_template.hpp"
#include "render/c_handles.hpp"
#include "render/shape_paths.hpp"

namespace dw {

// Raster images larger than this are refused before decoding (a hostile header can claim any size).
inline constexpr std::uint64_t kMaxImagePixels = 64'000'000;

// The decoded raster images one cache (one build's cards) may hold in all: 128 megapixels, 512 MB
// at four bytes a pixel. An image that would pass it is refused before it is decoded.
inline constexpr std::uint64_t kMaxDecodedPixels = 128'000'000;

// SVG files larger than this, or with more elements, are refused before librsvg reads them (the
// bundled sets' largest is 18 KB with 175 elements).
inline constexpr std::uintmax_t kMaxSvgBytes = 4u << 20;
inline constexpr std::size_t kMaxSvgElements = 50'000;

class ImageCache {
 public:
  ImageCache() = default;
  ImageCache(const ImageCache&) = delete;
  ImageCache& operator=(const ImageCache&) = delete;

  struct Info {
    bool vector = false;
    double width = 0, height = 0;  // raster: pixels; SVG: the drawn part in its own units
  };
  // Decodes the image (once) and describes it. Throws std::runtime_error naming the file when it
  // cannot be decoded or has no element `fragment`. An SVG is drawn once here, off the page, so
  // one that cannot be drawn (a <use> bomb past librsvg's limit) fails when the set is checked,
  // not halfway through a build; one over kMaxSvgBytes or kMaxSvgElements is refused unread.
  Info info(const std::filesystem::path& file, const std::string& fragment = {});

  // Draws the image (or its element `fragment`) into the box under the fit mode; `cover` is
  // cut at the box. Throws like info().
  void draw(cairo_t* cr, const std::filesystem::path& file, const std::string& fragment, const Box& box, Fit fit);
  // The whole image, fitted (aspect kept, centred) into the box x, y, w, h.
  void draw(cairo_t* cr, const std::filesystem::path& file, double x, double y, double w, double h) {
    draw(cr, file, {}, Box{x, y, w, h}, Fit::contain);
  }

 private:
  struct Svg {
    RsvgHandlePtr handle;
    double width = 0, height = 0;  // the document's size, pt
  };
  struct Part {
    double x = 0, y = 0, w = 0, h = 0;  // in the document's coordinates
  };
  Svg& svg(const std::filesystem::path& file);
  Svg& load_svg(const std::filesystem::path& file);
  Part svg_part(const std::filesystem::path& file, Svg& doc, const std::string& fragment);
  cairo_surface_t* raster(const std::filesystem::path& file);
  void check_budget(const std::filesystem::path& file, std::uint64_t pixels) const;

  std::map<std::string, Svg> svgs_;
  std::map<std::string, std::string> failed_svgs_;  // file -> why it cannot be used (asked once)
  std::map<std::string, Part> parts_;  // "file#id" -> the element's ink box
  std::map<std::string, CairoSurfacePtr> rasters_;
  std::uint64_t decoded_pixels_ = 0;  // of every raster in rasters_
};

// Decodes a JPEG file into an RGB24 surface carrying the file's bytes as CAIRO_MIME_TYPE_JPEG.
// Throws std::runtime_error when libjpeg cannot read it.
CairoSurfacePtr decode_jpeg(const std::filesystem::path& file);

}  // namespace dw
