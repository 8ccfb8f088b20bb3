// face_png: the encoder the image targets use (print/png_encoder, kFacePngEncoding) pinned on real
// card faces drawn at TheGameCrafter's canvas, of a bundled set (Clashing Blades!: art, frames)
// and of a set like the benchmark's (tests/bench/targets_bench.sh: the basic template, mostly
// flat colour and text, where a fast zlib level without filters gives 23 % larger files): every
// file decodes, with libpng and with Cairo, to exactly the pixels drawn, and each set's files
// stay within 10 % of the bytes that libpng with its defaults (zlib level 6, adaptive filters; the
// encoder used before) gives for the same faces.
#include <png.h>

#include <gtest/gtest.h>

#include <cstdint>
#include <cstring>
#include <filesystem>
#include <stdexcept>
#include <string>
#include <vector>

#include "model/card_set_loader.hpp"
#include "model/project_home.hpp"
#include "pipeline/prepared_set.hpp"
#include "print/face_raster.hpp"
#include "print/pod_export.hpp"
#include "print/png_encoder.hpp"
#include "support/libpng_reference.hpp"
#include "support/png_readback.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

namespace fs = std::filesystem;

// The PNG libpng writes with its defaults, as the image targets did before.
std::string libpng_defaults(cairo_surface_t* surface) {
  return testing::libpng_reference_png(cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                       cairo_image_surface_get_stride(surface), cairo_image_surface_get_data(surface));
}

// "" when libpng decodes `bytes` to the surface's pixels, else what differs.
std::string libpng_mismatch(const std::string& bytes, cairo_surface_t* surface) {
  png_image image{};
  image.version = PNG_IMAGE_VERSION;
  if (!png_image_begin_read_from_memory(&image, bytes.data(), bytes.size())) return std::string("libpng: ") + image.message;
  image.format = PNG_FORMAT_RGB;
  std::vector<png_byte> rgb(PNG_IMAGE_SIZE(image));
  if (!png_image_finish_read(&image, nullptr, rgb.data(), 0, nullptr)) return std::string("libpng: ") + image.message;
  const int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
  if (static_cast<int>(image.width) != width || static_cast<int>(image.height) != height) return "libpng: other size";
  const int stride = cairo_image_surface_get_stride(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  for (int y = 0; y < height; ++y) {
    const auto* src = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    for (int x = 0; x < width; ++x) {
      const png_byte* p = &rgb[(static_cast<std::size_t>(y) * width + x) * 3];
      const std::uint32_t decoded = static_cast<std::uint32_t>(p[0]) << 16 | p[1] << 8 | p[2];
      if (decoded != (src[x] & 0xFFFFFFu))
        return "libpng: pixel " + std::to_string(x) + "," + std::to_string(y) + " differs";
    }
  }
  return "";
}

// "" when Cairo decodes `bytes` to the surface's pixels, else what differs.
std::string cairo_mismatch(const std::string& bytes, cairo_surface_t* surface) {
  dw::testing::TempDir dir;
  const dw::testing::PngPixels back(dir.write("face.png", bytes).string());
  if (!back.ok()) return "Cairo cannot read it";
  const int width = cairo_image_surface_get_width(surface), height = cairo_image_surface_get_height(surface);
  if (back.width() != width || back.height() != height) return "Cairo: other size";
  const int stride = cairo_image_surface_get_stride(surface);
  const unsigned char* data = cairo_image_surface_get_data(surface);
  for (int y = 0; y < height; ++y) {
    const auto* src = reinterpret_cast<const std::uint32_t*>(data + static_cast<std::ptrdiff_t>(y) * stride);
    for (int x = 0; x < width; ++x)
      if (back.at(x, y) != (src[x] & 0xFFFFFFu))
        return "Cairo: pixel " + std::to_string(x) + "," + std::to_string(y) + " differs";
  }
  return "";
}

struct FaceBytes {
  std::size_t chosen = 0, libpng = 0;
  int faces = 0;
};

// Draws a spread of the set's cards, both faces, and checks and measures their PNGs.
FaceBytes encode_faces(const fs::path& set_dir, const fs::path& home) {
  Diagnostics warnings, problems;
  const CardSet set = load_card_set(set_dir, warnings);
  PreparedSet prepared(set, home, PrepareOptions{"", PrepareStage::preflight, {}}, problems, warnings);
  EXPECT_TRUE(prepared.ready()) << problems.format_all();
  FaceBytes bytes;
  if (!prepared.ready()) return bytes;
  const PodCanvas canvas = pod_canvas(tgc_service(), SizePt{set.card.width, set.card.height});
  for (std::size_t i = 0; i < set.cards.size(); i += set.cards.size() / 5 + 1) {
    for (Face face : {Face::front, Face::back}) {
      ImageSurface image = render_bleed_face(prepared.renderer(), set.card, set.cards[i], face, canvas.width,
                                             canvas.height, canvas.px_per_pt, warnings);
      cairo_surface_flush(image.get());
      const std::string png = encode_png(image.get(), tgc_service().ppi);
      const dw::testing::PngInfo info = dw::testing::read_png_info(png);
      EXPECT_TRUE(info.valid) << set.cards[i].id;
      EXPECT_EQ(info.color_type, 2) << "opaque faces are RGB, no alpha";
      EXPECT_EQ(libpng_mismatch(png, image.get()), "") << set.cards[i].id;
      EXPECT_EQ(cairo_mismatch(png, image.get()), "") << set.cards[i].id;
      bytes.chosen += png.size();
      bytes.libpng += libpng_defaults(image.get()).size();
      ++bytes.faces;
    }
  }
  return bytes;
}

void expect_within_ten_percent(const FaceBytes& bytes, const std::string& set) {
  EXPECT_GE(bytes.faces, 6) << set;
  EXPECT_LE(static_cast<double>(bytes.chosen), 1.10 * static_cast<double>(bytes.libpng))
      << set << ": " << bytes.chosen << " bytes against libpng's defaults " << bytes.libpng << " for " << bytes.faces
      << " faces";
}

TEST(FacePng, BundledSetFacesDecodeToTheDrawnPixelsWithinTenPercentOfLibpngDefaults) {
  const fs::path set_dir = fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades";
  expect_within_ten_percent(encode_faces(set_dir, find_project_home(set_dir)), "clashing-blades");
}

TEST(FacePng, BenchmarkLikeFacesDecodeToTheDrawnPixelsWithinTenPercentOfLibpngDefaults) {
  dw::testing::TempDir dir;
  dir.write("set.toml", "id = \"bench\"\ntitle = \"Benchmark\"\nversion = \"1\"\n[card]\nsize = \"poker\"\n"
                        "[print]\nback = \"basic-back\"\n[templates]\ncard = \"basic\"\n"
                        "[fields]\nname = \"string\"\nvalue = \"integer\"\ntext = \"text\"\n");
  std::string cards;
  for (int i = 0; i < 12; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"card\"\nname = \"Thrust " + std::to_string(i) +
             "\"\nvalue = " + std::to_string(i % 10) +
             "\ntext = \"Block an Attack. When you play this card you may pay **1 Poise**; if you pay, or if you are at "
             "No Poise, you may play an Attack.\"\n\n";
  dir.write("cards/cards.toml", cards);
  expect_within_ten_percent(encode_faces(dir.path(), DW_SOURCE_DIR), "benchmark-like");
}

}  // namespace
}  // namespace dw
