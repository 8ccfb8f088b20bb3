// png_readback: reads PNG files back for tests, independently of the encoder under test: the
// chunk list, IHDR (size, depth, colour type) and pHYs parsed from the bytes, and pixels decoded
// with Cairo's PNG reader. Header-only.
#pragma once

#include <cairo.h>

#include <cstdint>
#include <string>
#include <vector>

namespace dw::testing {

struct PngInfo {
  bool valid = false;  // signature, IHDR first, IEND last
  int width = 0, height = 0, bit_depth = 0, color_type = -1;
  bool has_phys = false;
  std::uint32_t phys_x = 0, phys_y = 0;
  int phys_unit = -1;  // 1: metre
  std::vector<std::string> chunks;
};

inline std::uint32_t png_be32(const std::string& b, std::size_t at) {
  return static_cast<std::uint32_t>(static_cast<unsigned char>(b[at])) << 24 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 1])) << 16 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 2])) << 8 |
         static_cast<std::uint32_t>(static_cast<unsigned char>(b[at + 3]));
}

inline PngInfo read_png_info(const std::string& bytes) {
  PngInfo info;
  if (bytes.size() < 8 || bytes.compare(0, 8, "\x89PNG\r\n\x1a\n") != 0) return info;
  std::size_t at = 8;
  while (at + 12 <= bytes.size()) {
    const std::uint32_t length = png_be32(bytes, at);
    const std::string type = bytes.substr(at + 4, 4);
    const std::size_t data = at + 8;
    if (data + length + 4 > bytes.size()) return info;
    info.chunks.push_back(type);
    if (type == "IHDR" && length == 13) {
      info.width = static_cast<int>(png_be32(bytes, data));
      info.height = static_cast<int>(png_be32(bytes, data + 4));
      info.bit_depth = static_cast<unsigned char>(bytes[data + 8]);
      info.color_type = static_cast<unsigned char>(bytes[data + 9]);
    } else if (type == "pHYs" && length == 9) {
      info.has_phys = true;
      info.phys_x = png_be32(bytes, data);
      info.phys_y = png_be32(bytes, data + 4);
      info.phys_unit = static_cast<unsigned char>(bytes[data + 8]);
    }
    at = data + length + 4;
  }
  info.valid = at == bytes.size() && !info.chunks.empty() && info.chunks.front() == "IHDR" && info.chunks.back() == "IEND";
  return info;
}

// Decoded pixels (0xRRGGBB) of a PNG file; empty when Cairo cannot read it.
class PngPixels {
 public:
  explicit PngPixels(const std::string& file) : surface_(cairo_image_surface_create_from_png(file.c_str())) {}
  ~PngPixels() { cairo_surface_destroy(surface_); }
  PngPixels(const PngPixels&) = delete;
  PngPixels& operator=(const PngPixels&) = delete;
  bool ok() const { return cairo_surface_status(surface_) == CAIRO_STATUS_SUCCESS; }
  int width() const { return ok() ? cairo_image_surface_get_width(surface_) : 0; }
  int height() const { return ok() ? cairo_image_surface_get_height(surface_) : 0; }
  std::uint32_t at(int x, int y) const {
    const auto* row = cairo_image_surface_get_data(surface_) + static_cast<std::ptrdiff_t>(y) * cairo_image_surface_get_stride(surface_);
    return reinterpret_cast<const std::uint32_t*>(row)[x] & 0xFFFFFFu;
  }

 private:
  cairo_surface_t* surface_;
};

}  // namespace dw::testing
