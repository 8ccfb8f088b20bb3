// End-to-end bleed check of the default sheets: every bundled set built on A4 and Letter, its
// first fronts page and first backs page rendered at 300 dpi with pdftoppm, and around every cut
// line a band the cutter may hit (1 mm either side on the fronts; 2.5 mm on the backs: a 1 mm
// miscut plus a 1.5 mm duplex shift in any direction). Each band must lie inside the card's own
// art (its bleed, clipped apart from its neighbours', reaches that far or off the paper) and show
// no white paper. Slots the first sheet leaves empty are skipped.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <sstream>

#include "print/sheet_layout.hpp"
#include "support/png_readback.hpp"
#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

constexpr double kDpi = 300;

struct Band {
  double x0, y0, x1, y1;  // pt
};

bool paper_white(std::uint32_t rgb) {
  return (rgb >> 16 & 0xFF) >= 250 && (rgb >> 8 & 0xFF) >= 250 && (rgb & 0xFF) >= 250;
}

// The bands around a slot's four cut lines, `reach` either side, along the trim edge.
std::vector<Band> cut_bands(const Slot& s, double reach) {
  const double l = s.x, t = s.y, r = s.x + s.width, b = s.y + s.height;
  return {Band{l - reach, t, l + reach, b}, Band{r - reach, t, r + reach, b}, Band{l, t - reach, r, t + reach},
          Band{l, b - reach, r, b + reach}};
}

// Problems of one page: bands reaching past the card's art, and white pixels inside them.
std::string check_page(const fs::path& png, const std::vector<Slot>& slots, const SizePt& page, double reach) {
  PngPixels pixels(png.string());
  if (!pixels.ok()) return "cannot read " + png.string();
  std::ostringstream problems;
  const double scale = kDpi / 72.0;
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const Slot& s = slots[i];
    // A slot the page leaves empty (the set's last cards) is white wherever one looks inside it.
    bool empty = true;
    for (int u = 1; u <= 3; ++u)
      for (int v = 1; v <= 3; ++v)
        empty = empty && paper_white(pixels.at(static_cast<int>((s.x + s.width * u / 4) * scale),
                                               static_cast<int>((s.y + s.height * v / 4) * scale)));
    if (empty) continue;
    const Band art{s.x - s.bleed.left, s.y - s.bleed.top, s.x + s.width + s.bleed.right, s.y + s.height + s.bleed.bottom};
    for (const Band& band : cut_bands(s, reach)) {
      const Band on_paper{std::max(0.0, band.x0), std::max(0.0, band.y0), std::min(page.width, band.x1),
                          std::min(page.height, band.y1)};
      if (on_paper.x0 < art.x0 - 0.01 || on_paper.y0 < art.y0 - 0.01 || on_paper.x1 > art.x1 + 0.01 ||
          on_paper.y1 > art.y1 + 0.01) {
        problems << "card " << i << ": a cut band reaches past its own art (neighbour or paper)\n";
        continue;
      }
      int white = 0;
      // Pixel centres inside the band; the outermost half pixel is antialiased.
      const int px0 = static_cast<int>(std::ceil(on_paper.x0 * scale)), px1 = static_cast<int>(on_paper.x1 * scale);
      const int py0 = static_cast<int>(std::ceil(on_paper.y0 * scale)), py1 = static_cast<int>(on_paper.y1 * scale);
      for (int y = py0; y < std::min(py1, pixels.height()); ++y)
        for (int x = px0; x < std::min(px1, pixels.width()); ++x)
          if (paper_white(pixels.at(x, y))) ++white;
      if (white > 0) problems << "card " << i << ": " << white << " white pixels in a cut band\n";
    }
  }
  return problems.str();
}

using Case = std::pair<const char*, const char*>;  // set, paper

class DefaultSheetBleed : public ::testing::TestWithParam<Case> {};

TEST_P(DefaultSheetBleed, EveryCutBandShowsOnlyTheCardsOwnArt) {
  const auto [set, paper] = GetParam();
  TempDir out;
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --paper " + paper +
                             " --out " + shell_quote(out.path().string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path pdf = out.path() / set / (std::string(set) + "-" + paper + ".pdf");
  for (const int page : {1, 2}) {
    const std::string number = std::to_string(page);
    const auto render = run_command("pdftoppm -r 300 -png -singlefile -f " + number + " -l " + number + " " +
                                    shell_quote(pdf.string()) + " " + shell_quote((out.path() / ("page-" + number)).string()));
    ASSERT_EQ(render.exit_code, 0) << render.err;
  }
  const SheetTemplate sheet = find_sheet_template(fs::path(DW_SOURCE_DIR) / "templates" / "sheets",
                                                  std::string(paper) + "-poker", SourcePos{});
  const SheetLayout layout = layout_sheet(sheet);
  std::vector<Slot> backs = layout.back_slots(MirrorAxis::vertical);
  assign_bleed(backs, layout.page, layout.bleed, layout.bleed);
  EXPECT_EQ(check_page(out.path() / "page-1.png", layout.fronts, layout.page, mm_to_pt(1)), "") << "fronts";
  EXPECT_EQ(check_page(out.path() / "page-2.png", backs, layout.page, mm_to_pt(2.5)), "") << "backs";
}

INSTANTIATE_TEST_SUITE_P(BundledSets, DefaultSheetBleed,
                         ::testing::Values(Case{"clash-of-steel", "a4"}, Case{"clash-of-steel", "letter"},
                                           Case{"clashing-blades", "a4"}, Case{"clashing-blades", "letter"},
                                           Case{"clubs", "a4"}, Case{"clubs", "letter"}, Case{"duel-cards", "a4"},
                                           Case{"duel-cards", "letter"}, Case{"en-garde", "a4"},
                                           Case{"en-garde", "letter"}),
                         [](const ::testing::TestParamInfo<Case>& param_info) {
                           std::string name = std::string(param_info.param.first) + "_" + param_info.param.second;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

}  // namespace
}  // namespace dw
