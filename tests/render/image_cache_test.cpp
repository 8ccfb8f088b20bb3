// image_cache_test: the SVG caps. A file over kMaxSvgBytes or with more than kMaxSvgElements
// elements is refused before librsvg reads it, and an SVG that cannot be drawn (a <use> bomb past
// librsvg's instancing limit) fails in info(), which the set's checks call, not first at draw time.
// Rasters: one budget of decoded pixels, and each kept downsampled to what its print needs.
#include "render/image_cache.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>

#include "support/temp_dir.hpp"

namespace dw {
namespace {

using testing::TempDir;

const std::string kOpen = "<svg xmlns='http://www.w3.org/2000/svg' xmlns:xlink='http://www.w3.org/1999/xlink' viewBox='0 0 10 10'>";

std::string refusal(const std::filesystem::path& file) {
  ImageCache cache;
  try {
    cache.info(file);
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "";
}

TEST(ImageCacheSvg, SizeAndElementCapsAndUseBombsAreFoundByInfo) {
  TempDir dir;
  std::string fine = kOpen;
  for (std::size_t i = 0; i + 2 < kMaxSvgElements; ++i) fine += "<g/>";
  EXPECT_EQ(refusal(dir.write("fine.svg", fine + "</svg>")), "");

  EXPECT_THAT(refusal(dir.write("many.svg", fine + "<g/><g/></svg>")), ::testing::HasSubstr("the SVG has 50001 elements; the limit is 50000"));

  std::string big = kOpen + "<!--" + std::string(kMaxSvgBytes, ' ') + "--></svg>";
  EXPECT_THAT(refusal(dir.write("big.svg", big)), ::testing::HasSubstr("bytes; the limit is 4194304 bytes"));

  // Twelve levels of ten <use> each: 10^12 rectangles when drawn.
  std::string bomb = kOpen + "<defs><rect id='l0' width='1' height='1'/>";
  for (int level = 1; level <= 12; ++level) {
    bomb += "<g id='l" + std::to_string(level) + "'>";
    for (int i = 0; i < 10; ++i) bomb += "<use xlink:href='#l" + std::to_string(level - 1) + "'/>";
    bomb += "</g>";
  }
  bomb += "</defs><use xlink:href='#l12'/></svg>";
  const auto file = dir.write("bomb.svg", bomb);
  EXPECT_THAT(refusal(file), ::testing::HasSubstr("cannot draw SVG"));
}

// Decoded rasters share one budget (kMaxDecodedPixels): three 7000 x 7000 PNGs (49 megapixels
// each, under the per-image cap) fit two, and the third is refused before it is decoded. Before,
// nine 8000 x 8000 PNGs took a build to 2.35 GB.
TEST(ImageCacheRaster, DecodedPixelsShareOneBudget) {
  TempDir dir;
  const CairoSurfacePtr big(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 7000, 7000));
  const auto first = dir.path() / "a.png";
  ASSERT_EQ(cairo_surface_write_to_png(big.get(), first.c_str()), CAIRO_STATUS_SUCCESS);
  std::filesystem::copy_file(first, dir.path() / "b.png");
  std::filesystem::copy_file(first, dir.path() / "c.png");
  ImageCache cache;
  EXPECT_EQ(cache.info(first).width, 7000);
  EXPECT_EQ(cache.info(dir.path() / "b.png").width, 7000);
  try {
    cache.info(dir.path() / "c.png");
    ADD_FAILURE() << "the third image was decoded";
  } catch (const std::runtime_error& e) {
    EXPECT_THAT(std::string(e.what()), ::testing::HasSubstr("would hold 147 megapixels decoded; the limit for all images together is 128"))
        << e.what();
  }
  EXPECT_EQ(cache.info(first).width, 7000) << "images already decoded stay usable";
}

// A raster is kept at what its print needs (D03): a 1000 x 800 PNG in a cache whose art prints at
// most 7.2 pt long (60 pixels at 600 ppi) keeps 75 x 60 pixels, still describes itself as the
// file's 1000 x 800 (placement and the low-resolution check use that), and draws where the full
// image would: its red left half and blue right half land on the two halves of the box.
TEST(ImageCacheRaster, KeptDownsampledToThePrintedSize) {
  TempDir dir;
  const CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 1000, 800));
  {
    const CairoPtr cr(cairo_create(image.get()));
    cairo_set_source_rgb(cr.get(), 1, 0, 0);
    cairo_rectangle(cr.get(), 0, 0, 500, 800);
    cairo_fill(cr.get());
    cairo_set_source_rgb(cr.get(), 0, 0, 1);
    cairo_rectangle(cr.get(), 500, 0, 500, 800);
    cairo_fill(cr.get());
  }
  const auto file = dir.path() / "halves.png";
  ASSERT_EQ(cairo_surface_write_to_png(image.get(), file.c_str()), CAIRO_STATUS_SUCCESS);

  const CairoSurfacePtr down = downsample(image.get(), 75, 60);
  EXPECT_EQ(cairo_image_surface_get_width(down.get()), 75);
  const auto pixel = [](cairo_surface_t* s, int x, int y) {
    cairo_surface_flush(s);
    return reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s))[x] &
           0xffffffu;
  };
  EXPECT_EQ(pixel(down.get(), 10, 30), 0xff0000u);
  EXPECT_EQ(pixel(down.get(), 70, 30), 0x0000ffu);
  const std::uint32_t middle = pixel(down.get(), 37, 30);  // source columns 493 to 505: 7 red, 6 blue
  EXPECT_EQ(middle >> 16, (7 * 255 + 6) / 13u) << "the middle column averages both";
  EXPECT_EQ(middle & 0xffu, (6 * 255 + 6) / 13u);

  ImageCache cache(7.2);
  const ImageCache::Info info = cache.info(file);
  EXPECT_EQ(info.width, 1000);
  EXPECT_EQ(info.height, 800);
  const CairoSurfacePtr page(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 100, 80));
  const CairoPtr cr(cairo_create(page.get()));
  cache.draw(cr.get(), file, 0, 0, 100, 80);
  EXPECT_EQ(pixel(page.get(), 20, 40) & 0xff0000u, 0xff0000u);
  EXPECT_EQ(pixel(page.get(), 20, 40) & 0xffu, 0u);
  EXPECT_EQ(pixel(page.get(), 80, 40) & 0xffu, 0xffu);
  EXPECT_EQ(pixel(page.get(), 80, 40) & 0xff0000u, 0u);
  EXPECT_GE(pixel(page.get(), 95, 75) & 0xffu, 0xc0u) << "the image still reaches the box's far corner";
}

// Read row by row (the file's full size is never held), a PNG with alpha gives the pixels that
// decoding it whole and then averaging gives, premultiplied alike.
TEST(ImageCacheRaster, PngReadRowByRowMatchesDecodingItWhole) {
  TempDir dir;
  const CairoSurfacePtr image(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 301, 203));
  {
    const CairoPtr cr(cairo_create(image.get()));
    const CairoPatternPtr ramp(cairo_pattern_create_linear(0, 0, 301, 203));
    cairo_pattern_add_color_stop_rgba(ramp.get(), 0, 0.9, 0.2, 0.1, 0.1);
    cairo_pattern_add_color_stop_rgba(ramp.get(), 1, 0.1, 0.3, 0.9, 1.0);
    cairo_set_source(cr.get(), ramp.get());
    cairo_paint(cr.get());
  }
  const auto file = dir.path() / "ramp.png";
  ASSERT_EQ(cairo_surface_write_to_png(image.get(), file.c_str()), CAIRO_STATUS_SUCCESS);
  const CairoSurfacePtr whole(cairo_image_surface_create_from_png(file.c_str()));
  const CairoSurfacePtr expected = downsample(whole.get(), 40, 27);
  const CairoSurfacePtr streamed = decode_png_downsampled(file, 40, 27);
  ASSERT_TRUE(streamed);
  ASSERT_EQ(cairo_image_surface_get_format(streamed.get()), CAIRO_FORMAT_ARGB32);
  cairo_surface_flush(streamed.get());
  for (int y = 0; y < 27; ++y)
    for (int x = 0; x < 40; ++x) {
      const auto at = [&](cairo_surface_t* s) {
        return reinterpret_cast<const std::uint32_t*>(cairo_image_surface_get_data(s) + y * cairo_image_surface_get_stride(s))[x];
      };
      ASSERT_EQ(at(streamed.get()), at(expected.get())) << x << "," << y;
    }
}

// The budget counts kept pixels: three 7000 x 7000 PNGs that a page-sized cache cannot hold
// (DecodedPixelsShareOneBudget) fit one whose art prints at poker size with bleed (266 pt: each
// kept at about 2,200 x 2,200 pixels).
TEST(ImageCacheRaster, TheBudgetCountsKeptPixels) {
  TempDir dir;
  const CairoSurfacePtr big(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 7000, 7000));
  const auto first = dir.path() / "a.png";
  ASSERT_EQ(cairo_surface_write_to_png(big.get(), first.c_str()), CAIRO_STATUS_SUCCESS);
  std::filesystem::copy_file(first, dir.path() / "b.png");
  std::filesystem::copy_file(first, dir.path() / "c.png");
  ImageCache cache(266);
  for (const char* name : {"a.png", "b.png", "c.png"}) EXPECT_EQ(cache.info(dir.path() / name).width, 7000) << name;
}

}  // namespace
}  // namespace dw
