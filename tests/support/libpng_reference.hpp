// libpng_reference: an RGB24 image (Cairo's 0x00RRGGBB words) written by libpng, the way the
// image targets wrote PNGs before they had their own encoder: the yardstick the encoder's size
// test and the encoder benchmark measure against. No level or filters given: libpng's defaults.
#pragma once

#include <png.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace dw::testing {

inline std::string libpng_reference_png(int width, int height, int stride, const unsigned char* data,
                                        std::optional<int> level = std::nullopt,
                                        std::optional<int> filters = std::nullopt) {
  struct Writer {
    static void append(png_structp png, png_bytep bytes, png_size_t length) {
      static_cast<std::string*>(png_get_io_ptr(png))->append(reinterpret_cast<const char*>(bytes), length);
    }
    static void no_flush(png_structp) {}
  };
  std::string out;
  std::vector<png_byte> row(static_cast<std::size_t>(width) * 3);
  png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nullptr, nullptr, nullptr);
  png_infop info = png_create_info_struct(png);
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    throw std::runtime_error("libpng failed");
  }
  png_set_write_fn(png, &out, Writer::append, Writer::no_flush);
  if (level) png_set_compression_level(png, *level);
  if (filters) png_set_filter(png, PNG_FILTER_TYPE_BASE, *filters);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT,
               PNG_FILTER_TYPE_DEFAULT);
  png_set_pHYs(png, info, 11811, 11811, PNG_RESOLUTION_METER);
  png_write_info(png, info);
  for (int y = 0; y < height; ++y) {
    const auto* src = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      row[3 * x] = static_cast<png_byte>(src[x] >> 16);
      row[3 * x + 1] = static_cast<png_byte>(src[x] >> 8);
      row[3 * x + 2] = static_cast<png_byte>(src[x]);
    }
    png_write_row(png, row.data());
  }
  png_write_end(png, nullptr);
  png_destroy_write_struct(&png, &info);
  return out;
}

}  // namespace dw::testing
