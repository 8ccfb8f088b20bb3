// ink_mode: colour mapping of the ink saver and the grey conversion of proof images.
#include "render/ink_mode.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace dw {

namespace {

// Mixed with white: `strength` of the colour's ink is left.
double tint(double channel, double strength) { return 1 - (1 - channel) * strength; }

}  // namespace

bool is_field(const Box& box, const CardGeometry& card, bool picture) {
  const double share = picture ? kInkSaverBackgroundShare : kInkSaverFieldShare;
  return std::abs(box.w * box.h) >= share * card.width * card.height;
}

const char* ink_mode_name(InkMode mode) { return mode == InkMode::saver ? "ink-saver" : "full"; }

double luminance(const Color& c) { return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; }

Color field_ink(const Color& c, InkMode mode) {
  if (mode == InkMode::full || c.none) return c;
  return Color{tint(c.r, kInkSaverTint), tint(c.g, kInkSaverTint), tint(c.b, kInkSaverTint), c.a, false};
}

Paint field_ink(const Paint& p, InkMode mode) {
  if (mode == InkMode::full) return p;
  Paint out = p;
  out.color = field_ink(p.color, mode);
  for (GradientStop& stop : out.stops) stop.color = field_ink(stop.color, mode);
  return out;
}

Color text_ink(const Color& c, InkMode mode) {
  if (mode == InkMode::full || c.none || luminance(c) < kInkSaverLightText) return c;
  // The same hue at about a fifth of its lightness: cream becomes a dark brown-grey, gold a dark
  // olive, white a near black; each reads on the pale tints of the fields.
  constexpr double kShade = 0.22;
  return Color{c.r * kShade, c.g * kShade, c.b * kShade, c.a, false};
}

void convert_to_gray(cairo_surface_t* image) {
  cairo_surface_flush(image);
  unsigned char* data = cairo_image_surface_get_data(image);
  if (!data) return;
  const int width = cairo_image_surface_get_width(image), height = cairo_image_surface_get_height(image);
  const int stride = cairo_image_surface_get_stride(image);
  for (int y = 0; y < height; ++y) {
    auto* row = reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      const std::uint32_t p = row[x];
      // Premultiplied channels stay premultiplied: the grey is a weighted sum of them.
      const double r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
      const auto v = static_cast<std::uint32_t>(std::clamp(std::lround(0.2126 * r + 0.7152 * g + 0.0722 * b), 0L, 255L));
      row[x] = (p & 0xff000000u) | v << 16 | v << 8 | v;
    }
  }
  cairo_surface_mark_dirty(image);
}

}  // namespace dw
