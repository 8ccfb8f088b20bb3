// fuzz_image: the bytes of an image file handed to the decoders the renderer uses (libpng through
// Cairo, libjpeg, librsvg). The first byte picks the kind: 0 PNG, 1 JPEG, 2 SVG drawn whole,
// 3 SVG element: the text up to the first newline names the element ("icons.svg#id"). The image
// is described, then drawn under every fit mode onto a small raster (a raster larger than that
// print needs is kept downsampled). Any input must end in a
// drawn image or a std::runtime_error naming the file; anything else is a finding.
#include <cairo.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include "fuzz_input_files.hpp"
#include "render/image_cache.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1) return 0;
  const int kind = data[0] % 4;
  std::string bytes(reinterpret_cast<const char*>(data) + 1, size - 1);
  std::string fragment;
  if (kind == 3) {
    const auto newline = bytes.find('\n');
    if (newline == std::string::npos) return 0;
    fragment = bytes.substr(0, newline);
    bytes.erase(0, newline + 1);
  }
  static const char* const kExtensions[] = {".png", ".jpg", ".svg", ".svg"};
  const std::filesystem::path file = dw::fuzz::scratch_dir() / (std::string("image") + kExtensions[kind]);
  dw::fuzz::write_file(file, bytes);
  try {
    // A fresh cache (every input is decoded) for art printed at most 44 pt long, the box below:
    // a raster over 367 pixels on its shorter side is downsampled once decoded, under the
    // per-image cap and the decoded-pixel budget a build has.
    dw::ImageCache cache(44);
    const auto info = cache.info(file, fragment);
    cairo_surface_t* surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 48, 48);
    cairo_t* cr = cairo_create(surface);
    for (const dw::Fit fit : {dw::Fit::contain, dw::Fit::cover, dw::Fit::stretch})
      cache.draw(cr, file, fragment, dw::Box{2, 2, 44, 30}, fit);
    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    if (std::getenv("DW_FUZZ_VERBOSE"))
      std::fprintf(stderr, "drawn: %s %gx%g\n", info.vector ? "vector" : "raster", info.width, info.height);
  } catch (const std::runtime_error& e) {
    if (std::getenv("DW_FUZZ_VERBOSE")) std::fprintf(stderr, "refused: %s\n", e.what());
  }
  return 0;
}
