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

// Raster art is kept at the resolution its print needs, never more: at most kPrintDpi pixels per
// inch over the longest side anything drawn with the cache can have on paper. A PDF's vector
// output gets 600 ppi (twice what the low-resolution check asks for); the raster targets (Tabletop
// Simulator sheets, print-on-demand PNGs) are 300 ppi or less.
inline constexpr double kPrintDpi = 600;
// The longest printed side of a cache that is not told one: an A4 page (842 pt; Letter is 792).
inline constexpr double kLongestPageSide = 842;

class ImageCache {
 public:
  // `longest_printed_side`: the longest side, in pt, any image of this cache is drawn at (a card
  // renderer's: the card with its bleed). A raster is downsampled right after decoding so that
  // its shorter side has no more pixels than that side at kPrintDpi (enough for an image that
  // covers a square of that side); its size as described stays the file's.
  explicit ImageCache(double longest_printed_side = kLongestPageSide) : longest_side_(longest_printed_side) {}
  ImageCache(const ImageCache&) = delete;
  ImageCache& operator=(const ImageCache&) = delete;

  // Raster images `decoded` already holds are taken from it instead of being decoded again: this
  // cache gets its own Cairo surface over the same pixels (and the same JPEG bytes and id), so
  // several threads can draw them at once. `decoded` must outlive this cache and decode nothing
  // more while this one is in use. For the renderer of another thread (card_renderer.hpp).
  void share_rasters_of(const ImageCache& decoded) { shared_ = &decoded; }

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
  struct Raster {
    CairoSurfacePtr surface;    // downsampled to what the print needs
    int width = 0, height = 0;  // the file's pixels
  };
  const Raster& raster(const std::filesystem::path& file);
  void check_budget(const std::filesystem::path& file, std::uint64_t pixels) const;
  // The factor (at most 1) a raster of `width` x `height` pixels is scaled by when kept.
  double kept_scale(std::uint64_t width, std::uint64_t height) const;

  std::map<std::string, Svg> svgs_;
  std::map<std::string, std::string> failed_svgs_;  // file -> why it cannot be used (asked once)
  std::map<std::string, Part> parts_;  // "file#id" -> the element's ink box
  std::map<std::string, Raster> rasters_;
  std::uint64_t decoded_pixels_ = 0;  // kept pixels of every raster in rasters_
  const ImageCache* shared_ = nullptr;  // see share_rasters_of
  double longest_side_;
};

// Decodes a JPEG file into an RGB24 surface carrying the file's bytes as CAIRO_MIME_TYPE_JPEG.
// With `short_side_needed` (pixels; 0: all) libjpeg decodes it 2, 4 or 8 times smaller when its
// shorter side still has that many pixels (the surface then carries no JPEG bytes: they describe
// the full image). Throws std::runtime_error when libjpeg cannot read it.
// The file's own size goes to `file_width` and `file_height` when given.
CairoSurfacePtr decode_jpeg(const std::filesystem::path& file, std::uint64_t short_side_needed = 0,
                            int* file_width = nullptr, int* file_height = nullptr);

// `source` (ARGB32 or RGB24) averaged down to `width` x `height` pixels (each no larger than the
// source's): every kept pixel is the mean of the source pixels it covers.
CairoSurfacePtr downsample(cairo_surface_t* source, int width, int height);

// A PNG file decoded row by row straight into `width` x `height` averaged pixels (no larger than
// the file's), so its full size is never held; nullptr for an interlaced PNG (its rows come in
// passes), which the caller decodes whole. Throws std::runtime_error when libpng cannot read it.
CairoSurfacePtr decode_png_downsampled(const std::filesystem::path& file, int width, int height);

}  // namespace dw
