// `deckwright proof`: one PNG per face at the asked resolution (the trim plus the bleed), the
// contact sheet, card selection with a clear error for an unknown id, and guides drawn over the
// faces when asked.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cmath>

#include "model/units.hpp"
#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;

const std::string kGallery = std::string(DW_SOURCE_DIR) + "/tests/gallery";

CommandResult proof(const TempDir& out, const std::string& args) {
  return run_command(shell_quote(deckwright_binary()) + " proof " + shell_quote(kGallery) + " --out " +
                     shell_quote(out.path().string()) + " " + args);
}

TEST(Proof, OnePngPerFaceAtTheAskedResolution) {
  TempDir out;
  const auto r = proof(out, "--card text-a --card images-b --dpi 100");
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const auto dir = out.path() / "gallery" / "proof";
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  EXPECT_EQ(names, (std::vector<std::string>{"003-text-a-back.png", "003-text-a-front.png", "006-images-b-back.png",
                                             "006-images-b-front.png", "contact-sheet.png"}));
  const PngInfo info = read_png_info(read_file(dir / "003-text-a-front.png"));
  ASSERT_TRUE(info.valid);
  // A poker card with 3 mm of bleed all round: 69.5 x 94.9 mm at 100 ppi.
  EXPECT_EQ(info.width, static_cast<int>(std::lround(mm_to_pt(69.5) * 100 / 72)));
  EXPECT_EQ(info.height, static_cast<int>(std::lround(mm_to_pt(94.9) * 100 / 72)));
  EXPECT_TRUE(info.has_phys);
  EXPECT_EQ(info.phys_x, 3937u);  // 100 ppi in pixels per metre
  const PngInfo sheet = read_png_info(read_file(dir / "contact-sheet.png"));
  ASSERT_TRUE(sheet.valid);
  EXPECT_GT(sheet.width, sheet.height) << "two cards side by side, one row";
}

TEST(Proof, UnknownCardIsAnError) {
  TempDir out;
  const auto r = proof(out, "--card text-c");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("deckwright: error: no card 'text-c' in set 'gallery' (did you mean 'text-a'?)")) << r.err;
  EXPECT_FALSE(std::filesystem::exists(out.path() / "gallery" / "proof")) << "nothing written";
}

TEST(Proof, GuidesMarkTrimBleedAndSafeZone) {
  TempDir plain, guided;
  ASSERT_EQ(proof(plain, "--card images-b --dpi 72").exit_code, 0);
  ASSERT_EQ(proof(guided, "--card images-b --dpi 72 --guides").exit_code, 0);
  const PngPixels without((plain.path() / "gallery/proof/006-images-b-front.png").string());
  const PngPixels with((guided.path() / "gallery/proof/006-images-b-front.png").string());
  ASSERT_TRUE(without.ok() && with.ok());
  // At 72 ppi one pixel is one point; the trim line runs 3 mm (8.5 px) in from the edge.
  const int middle = with.height() / 2, trim = static_cast<int>(mm_to_pt(3)), safe = static_cast<int>(mm_to_pt(7));
  auto magenta = [](uint32_t px) { return (px >> 16 & 0xff) > 180 && (px >> 8 & 0xff) < 90 && (px & 0xff) > 60; };
  auto blue = [](uint32_t px) { return (px & 0xff) > 150 && (px >> 16 & 0xff) < 120; };
  EXPECT_TRUE(magenta(with.at(trim, middle)) || magenta(with.at(trim + 1, middle))) << std::hex << with.at(trim, middle);
  EXPECT_FALSE(magenta(without.at(trim, middle)) || magenta(without.at(trim + 1, middle)));
  bool safe_line = false;
  for (int y = middle - 20; y < middle + 20; ++y) safe_line = safe_line || blue(with.at(safe, y)) || blue(with.at(safe + 1, y));
  EXPECT_TRUE(safe_line);
}

}  // namespace
}  // namespace dw
