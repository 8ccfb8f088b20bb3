// Hostile art within a ceiling (issue 20, D03): nine 8000 x 8000 PNGs (a few hundred KB of files,
// 576 megapixels once decoded) on nine poker cards build, because each raster is kept at what the
// card prints (its shorter side at 600 ppi over the card's longest side with bleed, about 2,200
// pixels), under 1 GB of peak memory and 10 s of processor time. Before, every raster was kept at
// full size: the build took 2.35 GB, and with the decoded-pixel budget alone the third image was
// refused. The ceilings are generous bounds on a hostile case, not a speed target; processor time
// (user + system) is measured, so a loaded machine does not fail it.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cairo.h>

#include <filesystem>
#include <sstream>

#include "cli/tiny_set.hpp"
#include "render/c_handles.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

TEST(HostileArt, NineHugePngsBuildUnderAGigabyteAndTenSeconds) {
  TempDir set, out;
  write_tiny_set(set);
  std::string cards;
  for (int i = 0; i < 9; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"face\"\nname = \"Card\"\nvalue = 1\n\n";
  set.write("cards/cards.toml", cards);
  std::string face = kFace;
  face.replace(face.find("art/icon.svg"), 12, "art/{id}.png");
  set.write("templates/face.toml", face);
  {
    // A gradient, so the kept pixels are worth checking by eye; PNG compresses it to little.
    const CairoSurfacePtr big(cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8000, 8000));
    const CairoPtr cr(cairo_create(big.get()));
    const CairoPatternPtr ramp(cairo_pattern_create_linear(0, 0, 8000, 0));
    cairo_pattern_add_color_stop_rgb(ramp.get(), 0, 0.8, 0.1, 0.1);
    cairo_pattern_add_color_stop_rgb(ramp.get(), 1, 0.1, 0.1, 0.8);
    cairo_set_source(cr.get(), ramp.get());
    cairo_paint(cr.get());
    const auto first = set.path() / "art" / "c0.png";
    ASSERT_EQ(cairo_surface_write_to_png(big.get(), first.c_str()), CAIRO_STATUS_SUCCESS);
    for (int i = 1; i < 9; ++i)
      std::filesystem::copy_file(first, set.path() / "art" / ("c" + std::to_string(i) + ".png"));
  }
  const auto r = run_command("/usr/bin/time -f 'measured %M %U %S' " + shell_quote(deckwright_binary()) + " build " +
                             shell_quote(set.path().string()) + " --out " + shell_quote(out.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto at = r.err.rfind("measured ");
  ASSERT_NE(at, std::string::npos) << r.err;
  std::istringstream measured(r.err.substr(at + 9));
  long peak_kb = 0;
  double user = 0, system = 0;
  measured >> peak_kb >> user >> system;
  EXPECT_GT(peak_kb, 0);
  EXPECT_LT(peak_kb, 1024 * 1024) << "peak resident memory in KB";
  EXPECT_LT(user + system, 10.0) << "processor seconds";
  EXPECT_TRUE(std::filesystem::exists(out.path() / "tiny" / "tiny-a4.pdf")) << r.out;
}

}  // namespace
}  // namespace dw
