// svg_library: librsvg, opened the first time an SVG is read (dlopen) instead of at start-up. A
// build whose cards have no SVG art (most print-and-play sheets) does not pay for loading it and
// the libraries only it needs (about 2 ms of relocations and 2 MB of mapped pages in every run).
// The functions keep librsvg's own types and signatures (librsvg/rsvg.h); image_cache and
// figure_art call them through librsvg().
#pragma once

#include <librsvg/rsvg.h>

namespace dw {

struct SvgLibrary {
  decltype(&rsvg_handle_new_from_file) new_from_file;
  decltype(&rsvg_handle_set_dpi) set_dpi;
  decltype(&rsvg_handle_get_intrinsic_size_in_pixels) intrinsic_size_in_pixels;
  decltype(&rsvg_handle_get_intrinsic_dimensions) intrinsic_dimensions;
  decltype(&rsvg_handle_render_document) render_document;
  decltype(&rsvg_handle_render_layer) render_layer;
  decltype(&rsvg_handle_has_sub) has_sub;
  decltype(&rsvg_handle_get_geometry_for_layer) geometry_for_layer;
};

// The library, opened on the first call (from any thread); a std::runtime_error naming the file
// and the loader's reason when librsvg is not installed or lacks a function.
const SvgLibrary& librsvg();

}  // namespace dw
