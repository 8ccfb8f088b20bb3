// svg_library: librsvg's functions looked up once in the library opened on first use.
#include "render/svg_library.hpp"

#include <dlfcn.h>

#include <stdexcept>
#include <string>

namespace dw {

namespace {

constexpr const char* kLibrary = "librsvg-2.so.2";  // Debian's librsvg2-2

std::string loader_error() {
  const char* reason = dlerror();
  return reason ? reason : "unknown reason";
}

template <typename Function>
void find(void* library, const char* name, Function& function) {
  void* found = dlsym(library, name);
  if (!found) throw std::runtime_error(std::string(kLibrary) + " has no " + name + ": " + loader_error());
  function = reinterpret_cast<Function>(found);
}

SvgLibrary open_library() {
  // Never closed: the handles it makes live until the process ends.
  void* library = dlopen(kLibrary, RTLD_NOW | RTLD_LOCAL);
  if (!library) throw std::runtime_error("cannot load " + std::string(kLibrary) + " to read SVG: " + loader_error());
  SvgLibrary svg{};
  find(library, "rsvg_handle_new_from_file", svg.new_from_file);
  find(library, "rsvg_handle_set_dpi", svg.set_dpi);
  find(library, "rsvg_handle_get_intrinsic_size_in_pixels", svg.intrinsic_size_in_pixels);
  find(library, "rsvg_handle_get_intrinsic_dimensions", svg.intrinsic_dimensions);
  find(library, "rsvg_handle_render_document", svg.render_document);
  find(library, "rsvg_handle_render_layer", svg.render_layer);
  find(library, "rsvg_handle_has_sub", svg.has_sub);
  find(library, "rsvg_handle_get_geometry_for_layer", svg.geometry_for_layer);
  return svg;
}

}  // namespace

const SvgLibrary& librsvg() {
  static const SvgLibrary library = open_library();
  return library;
}

}  // namespace dw
