// image_cache_test: the SVG caps. A file over kMaxSvgBytes or with more than kMaxSvgElements
// elements is refused before librsvg reads it, and an SVG that cannot be drawn (a <use> bomb past
// librsvg's instancing limit) fails in info(), which the set's checks call, not first at draw time.
#include "render/image_cache.hpp"

#include <gmock/gmock.h>
#include <gtest/gtest.h>

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

}  // namespace
}  // namespace dw
