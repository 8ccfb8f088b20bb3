// image_cache_test: the SVG caps. A file over kMaxSvgBytes or with more than kMaxSvgElements
// elements is refused before librsvg reads it, and an SVG that cannot be drawn (a <use> bomb past
// librsvg's instancing limit) fails in info(), which the set's checks call, not first at draw time.
#include "render/image_cache.hpp"

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

  EXPECT_NE(refusal(dir.write("many.svg", fine + "<g/><g/></svg>")).find("the SVG has 50001 elements; the limit is 50000"),
            std::string::npos);

  std::string big = kOpen + "<!--" + std::string(kMaxSvgBytes, ' ') + "--></svg>";
  EXPECT_NE(refusal(dir.write("big.svg", big)).find("bytes; the limit is 4194304 bytes"), std::string::npos);

  // Twelve levels of ten <use> each: 10^12 rectangles when drawn.
  std::string bomb = kOpen + "<defs><rect id='l0' width='1' height='1'/>";
  for (int level = 1; level <= 12; ++level) {
    bomb += "<g id='l" + std::to_string(level) + "'>";
    for (int i = 0; i < 10; ++i) bomb += "<use xlink:href='#l" + std::to_string(level - 1) + "'/>";
    bomb += "</g>";
  }
  bomb += "</defs><use xlink:href='#l12'/></svg>";
  const auto file = dir.write("bomb.svg", bomb);
  EXPECT_NE(refusal(file).find("cannot draw SVG"), std::string::npos);
}

}  // namespace
}  // namespace dw
