// face_raster: drawing card faces into image surfaces.
#include "print/face_raster.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>

#include "render/c_handles.hpp"

namespace dw {

namespace {

// Repeats the pixels at the edges of [x0, x1) x [y0, y1) over the rest of the surface.
void extend_edges(cairo_surface_t* surface, int x0, int y0, int x1, int y1) {
  cairo_surface_flush(surface);
  const int width = cairo_image_surface_get_width(surface);
  const int height = cairo_image_surface_get_height(surface);
  x0 = std::clamp(x0, 0, width - 1);
  y0 = std::clamp(y0, 0, height - 1);
  x1 = std::clamp(x1, x0 + 1, width);
  y1 = std::clamp(y1, y0 + 1, height);
  const int stride = cairo_image_surface_get_stride(surface);
  unsigned char* data = cairo_image_surface_get_data(surface);
  auto row = [&](int y) { return reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride); };
  for (int y = y0; y < y1; ++y) {
    std::uint32_t* p = row(y);
    std::fill(p, p + x0, p[x0]);
    std::fill(p + x1, p + width, p[x1 - 1]);
  }
  for (int y = 0; y < y0; ++y) std::copy(row(y0), row(y0) + width, row(y));
  for (int y = y1; y < height; ++y) std::copy(row(y1 - 1), row(y1 - 1) + width, row(y));
  cairo_surface_mark_dirty(surface);
}

void check(cairo_t* cr) {
  const cairo_status_t status = cairo_status(cr);
  if (status != CAIRO_STATUS_SUCCESS) throw std::runtime_error(std::string("drawing failed: ") + cairo_status_to_string(status));
}

}  // namespace

ImageSurface make_white_surface(int width, int height) {
  ImageSurface surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  if (cairo_surface_status(surface.get()) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("cannot allocate a " + std::to_string(width) + "x" + std::to_string(height) + " px image");
  const CairoPtr cr(cairo_create(surface.get()));
  cairo_set_source_rgb(cr.get(), 1, 1, 1);
  cairo_paint(cr.get());
  return surface;
}

ImageSurface shared_pixels_view(cairo_surface_t* image) {
  ImageSurface view(cairo_image_surface_create_for_data(
      cairo_image_surface_get_data(image), cairo_image_surface_get_format(image), cairo_image_surface_get_width(image),
      cairo_image_surface_get_height(image), cairo_image_surface_get_stride(image)));
  if (cairo_surface_status(view.get()) != CAIRO_STATUS_SUCCESS) throw std::runtime_error("cannot view an image's pixels");
  return view;
}

ImageSurface render_bleed_face(CardRenderer& renderer, const CardGeometry& geometry, const Card& card, Face face,
                               int width, int height, double px_per_pt, Diagnostics& warnings) {
  ImageSurface surface = make_white_surface(width, height);
  const double left = (width - geometry.width * px_per_pt) / 2;  // trim's top-left, px
  const double top = (height - geometry.height * px_per_pt) / 2;
  const double b = geometry.bleed;
  {
    const CairoPtr cr(cairo_create(surface.get()));
    cairo_translate(cr.get(), left, top);
    cairo_scale(cr.get(), px_per_pt, px_per_pt);
    cairo_rectangle(cr.get(), -b, -b, geometry.width + 2 * b, geometry.height + 2 * b);
    cairo_clip(cr.get());
    renderer.draw(cr.get(), card, face, warnings);
    check(cr.get());
  }
  // The pixels fully inside the set's bleed box; everything outside repeats their edges.
  const double bleed_px = b * px_per_pt;
  constexpr double kSlack = 1e-6;
  const int x0 = static_cast<int>(std::ceil(left - bleed_px - kSlack));
  const int y0 = static_cast<int>(std::ceil(top - bleed_px - kSlack));
  const int x1 = static_cast<int>(std::floor(width - left + bleed_px + kSlack));
  const int y1 = static_cast<int>(std::floor(height - top + bleed_px + kSlack));
  if (x0 > 0 || y0 > 0 || x1 < width || y1 < height) extend_edges(surface.get(), x0, y0, x1, y1);
  return surface;
}

void draw_trimmed_face(cairo_t* cr, CardRenderer& renderer, const CardGeometry& geometry, const Card& card, Face face,
                       double x, double y, double width, double height, Diagnostics& warnings) {
  cairo_save(cr);
  cairo_rectangle(cr, x, y, width, height);
  cairo_clip(cr);
  cairo_translate(cr, x, y);
  cairo_scale(cr, width / geometry.width, height / geometry.height);
  renderer.draw(cr, card, face, warnings);
  cairo_restore(cr);
  check(cr);
}

}  // namespace dw
