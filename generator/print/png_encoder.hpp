// png_encoder: encodes a Cairo RGB24 image surface as an 8-bit RGB PNG with libpng, with the
// resolution in a pHYs chunk (Cairo's own PNG writer has none) and no time stamp, so the same
// pixels always give the same bytes.
#pragma once

#include <cairo.h>

#include <string>

namespace dw {

// Pixels per metre stored in pHYs for a resolution in pixels per inch (300 ppi -> 11811).
unsigned pixels_per_metre(double ppi);

// The PNG file's bytes. `surface` must be a CAIRO_FORMAT_RGB24 image surface.
std::string encode_png(cairo_surface_t* surface, double ppi);

// The same from the pixels of an RGB24 surface already flushed (rows `stride` bytes apart): it
// only reads them, so it may run on another thread than the one that drew them.
std::string encode_rgb24_png(const unsigned char* pixels, int width, int height, int stride, double ppi);

}  // namespace dw
