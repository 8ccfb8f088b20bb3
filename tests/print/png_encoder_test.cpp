// png_encoder: the bytes are a valid RGB PNG with the resolution in pHYs, the pixels survive a
// round trip through another decoder, and the same pixels always give the same bytes.
#include "print/png_encoder.hpp"

#include <gtest/gtest.h>

#include <cstdint>
#include <fstream>

#include "support/png_readback.hpp"
#include "print/face_raster.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using namespace dw::testing;

ImageSurface striped(int width, int height) {
  ImageSurface s = make_white_surface(width, height);
  cairo_t* cr = cairo_create(s.get());
  cairo_set_antialias(cr, CAIRO_ANTIALIAS_NONE);
  cairo_set_source_rgb(cr, 1, 0, 0);
  cairo_rectangle(cr, 0, 0, 2, height);
  cairo_fill(cr);
  cairo_set_source_rgb(cr, 0, 0, 1);
  cairo_rectangle(cr, 0, height - 1, width, 1);
  cairo_fill(cr);
  cairo_destroy(cr);
  return s;
}

TEST(PngEncoder, PixelsPerMetre) {
  EXPECT_EQ(pixels_per_metre(300), 11811u);
  EXPECT_EQ(pixels_per_metre(72), 2835u);
  EXPECT_EQ(pixels_per_metre(96), 3780u);
}

TEST(PngEncoder, RgbWithPhysAndNoTimeStamp) {
  ImageSurface s = striped(7, 5);
  const std::string bytes = encode_png(s.get(), 300);
  const PngInfo info = read_png_info(bytes);
  ASSERT_TRUE(info.valid);
  EXPECT_EQ(info.width, 7);
  EXPECT_EQ(info.height, 5);
  EXPECT_EQ(info.bit_depth, 8);
  EXPECT_EQ(info.color_type, 2);  // truecolour, no alpha
  ASSERT_TRUE(info.has_phys);
  EXPECT_EQ(info.phys_x, 11811u);
  EXPECT_EQ(info.phys_y, 11811u);
  EXPECT_EQ(info.phys_unit, 1);
  for (const auto& chunk : info.chunks) EXPECT_NE(chunk, "tIME");
  EXPECT_EQ(encode_png(s.get(), 300), bytes) << "same pixels, same bytes";
}

TEST(PngEncoder, PixelsRoundTrip) {
  ImageSurface s = striped(9, 4);
  TempDir dir;
  const auto file = dir.write("stripes.png", encode_png(s.get(), 150));
  PngPixels back(file.string());
  ASSERT_TRUE(back.ok());
  ASSERT_EQ(back.width(), 9);
  ASSERT_EQ(back.height(), 4);
  EXPECT_EQ(back.at(0, 0), 0xFF0000u);
  EXPECT_EQ(back.at(1, 2), 0xFF0000u);
  EXPECT_EQ(back.at(2, 0), 0xFFFFFFu);
  EXPECT_EQ(back.at(8, 2), 0xFFFFFFu);
  EXPECT_EQ(back.at(5, 3), 0x0000FFu);
}

// Pixels that exercise every row filter: a gradient (good for sub and up), noise (none) and edges
// (paeth), in an odd width so rows do not end on a word.
ImageSurface mixed(int width, int height) {
  ImageSurface s = make_white_surface(width, height);
  cairo_surface_flush(s.get());
  unsigned char* data = cairo_image_surface_get_data(s.get());
  const int stride = cairo_image_surface_get_stride(s.get());
  std::uint32_t noise = 12345;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      noise = noise * 1103515245u + 12345u;
      std::uint32_t pixel = static_cast<std::uint32_t>(x * 7) << 16 | static_cast<std::uint32_t>(y * 11) << 8 | 0x40;
      if (y % 3 == 1) pixel = noise >> 8;
      if (x > width / 2 && y > height / 2) pixel = 0x102030;
      reinterpret_cast<std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride)[x] = pixel & 0xFFFFFFu;
    }
  cairo_surface_mark_dirty(s.get());
  return s;
}

// Both compressors: libdeflate on the whole image, and zlib row by row (for images too large to
// hold filtered whole).
TEST(PngEncoder, EveryRowFilterLevelAndCompressorGivesBackThePixels) {
  ImageSurface s = mixed(37, 23);
  const unsigned char* data = cairo_image_surface_get_data(s.get());
  const int stride = cairo_image_surface_get_stride(s.get());
  TempDir dir;
  for (PngRowFilter filter : {PngRowFilter::none, PngRowFilter::sub, PngRowFilter::up, PngRowFilter::average,
                              PngRowFilter::paeth, PngRowFilter::adaptive})
    for (int level : {1, 6, 9})
      for (std::size_t whole_limit : {std::size_t{1} << 20, std::size_t{0}}) {  // 0: zlib, row by row
      const std::string label = "filter " + std::to_string(static_cast<int>(filter)) + " level " +
                                std::to_string(level) + (whole_limit ? " libdeflate" : " zlib");
      const std::string bytes =
          encode_rgb24_png(data, 37, 23, stride, 300, PngEncoding{filter, level, whole_limit, level});
      ASSERT_TRUE(read_png_info(bytes).valid) << label;
      PngPixels back(dir.write("mixed.png", bytes).string());
      ASSERT_TRUE(back.ok()) << label;
      ASSERT_EQ(back.width(), 37);
      ASSERT_EQ(back.height(), 23);
      int wrong = 0;
      for (int y = 0; y < 23; ++y)
        for (int x = 0; x < 37; ++x)
          if (back.at(x, y) != (reinterpret_cast<const std::uint32_t*>(data + y * stride)[x] & 0xFFFFFFu)) ++wrong;
      EXPECT_EQ(wrong, 0) << label;
    }
}

TEST(PngEncoder, RefusesOtherFormats) {
  cairo_surface_t* argb = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 2, 2);
  EXPECT_THROW(encode_png(argb, 300), std::logic_error);
  cairo_surface_destroy(argb);
}

}  // namespace
}  // namespace dw
