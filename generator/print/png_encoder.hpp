// png_encoder: encodes a Cairo RGB24 image surface as an 8-bit RGB PNG (no alpha: every face and
// sheet is opaque), with the resolution in a pHYs chunk (Cairo's own PNG writer has none) and no
// time stamp, so the same pixels always give the same bytes. The rows are filtered here and
// deflated with libdeflate in one piece (zlib row by row for very large images);
// kFacePngEncoding is the filter and level chosen by measurement
// (tests/bench/png_encoder_bench.cpp, README "PNG encoding").
#pragma once

#include <cairo.h>

#include <cstddef>
#include <string>

namespace dw {

// The PNG row filter applied to every row (adaptive: per row, the one of the five whose output
// has the smallest sum of absolute byte values, the heuristic the PNG specification suggests).
enum class PngRowFilter { none, sub, up, average, paeth, adaptive };

struct PngEncoding {
  PngRowFilter filter;
  int level;  // libdeflate compression level, 1 (fastest) .. 12
  // libdeflate compresses a whole buffer at once, so the filtered rows are held whole: an image
  // whose filtered rows would pass this many bytes (a 4096-px TTS sheet: 50 MB) is deflated row
  // by row with zlib at `streamed_zlib_level` instead, holding one row.
  std::size_t whole_limit = 16u << 20;
  int streamed_zlib_level = 6;
};

// What the image targets use.
extern const PngEncoding kFacePngEncoding;

// Pixels per metre stored in pHYs for a resolution in pixels per inch (300 ppi -> 11811).
unsigned pixels_per_metre(double ppi);

// The PNG file's bytes. `surface` must be a CAIRO_FORMAT_RGB24 image surface.
std::string encode_png(cairo_surface_t* surface, double ppi);

// The same from the pixels of an RGB24 surface already flushed (rows `stride` bytes apart): it
// only reads them, so it may run on another thread than the one that drew them.
std::string encode_rgb24_png(const unsigned char* pixels, int width, int height, int stride, double ppi,
                             PngEncoding encoding = kFacePngEncoding);

}  // namespace dw
