// End-to-end miscut check of the default sheets: every bundled set built on A4 and Letter (and
// CLUBS, whose suits have borders of different colours, on A3 and Tabloid), its first fronts page
// and first backs page rendered at 300 dpi with pdftoppm. Around every cut line lies the band a
// cutter may hit: 1 mm either side on the fronts (a 1 mm miscut in each direction); on the backs
// the same cut with the backs shifted 1.5 mm in any direction (a duplex misregistration), 2.5 mm
// either side. Each band must show no white paper and no colour foreign to the card: every pixel
// of the band must have a colour found in the card's own art along that edge (the 3 mm inside its
// trim; white only where that art is white too), so a neighbour's differently coloured border in
// the band fails; one antialiased pixel column where two bleeds meet is tolerated. Slots the first
// sheet leaves empty are skipped.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <set>
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
constexpr double kScale = kDpi / 72.0;

struct Area {
  double x0, y0, x1, y1;  // pt
};

bool paper_white(std::uint32_t rgb) {
  return (rgb >> 16 & 0xFF) >= 250 && (rgb >> 8 & 0xFF) >= 250 && (rgb & 0xFF) >= 250;
}

// A colour reduced to 16 levels a channel, so that colours a shade apart compare equal.
int coarse(std::uint32_t rgb) { return static_cast<int>((rgb >> 20 & 0xF) << 8 | (rgb >> 12 & 0xF) << 4 | (rgb >> 4 & 0xF)); }

struct Palette {
  std::set<int> colours;
  // Found, or a neighbouring level of each channel found (the 16 levels cut shades apart).
  bool has(std::uint32_t rgb) const {
    const int r = static_cast<int>(rgb >> 20 & 0xF), g = static_cast<int>(rgb >> 12 & 0xF), b = static_cast<int>(rgb >> 4 & 0xF);
    for (int dr = -1; dr <= 1; ++dr)
      for (int dg = -1; dg <= 1; ++dg)
        for (int db = -1; db <= 1; ++db) {
          const int rr = r + dr, gg = g + dg, bb = b + db;
          if (rr < 0 || gg < 0 || bb < 0 || rr > 15 || gg > 15 || bb > 15) continue;
          if (colours.count(rr << 8 | gg << 4 | bb)) return true;
        }
    return false;
  }
};

// Pixel centres inside `a`, clipped to the image.
template <typename F>
void for_pixels(const PngPixels& pixels, const Area& a, F f) {
  const int x0 = std::max(0, static_cast<int>(std::ceil(a.x0 * kScale))), x1 = std::min(pixels.width(), static_cast<int>(a.x1 * kScale));
  const int y0 = std::max(0, static_cast<int>(std::ceil(a.y0 * kScale))), y1 = std::min(pixels.height(), static_cast<int>(a.y1 * kScale));
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) f(pixels.at(x, y));
}

// Problems of one page: white pixels and foreign colours in the cut bands, `reach` either side
// of every cut line of every filled slot.
std::string check_page(const fs::path& png, const std::vector<Slot>& slots, const SizePt& page, double reach) {
  PngPixels pixels(png.string());
  if (!pixels.ok()) return "cannot read " + png.string();
  std::ostringstream problems;
  const double inside = mm_to_pt(3);
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const Slot& s = slots[i];
    bool empty = true;  // a slot the page leaves empty is white wherever one looks inside it
    for (int u = 1; u <= 3; ++u)
      for (int v = 1; v <= 3; ++v)
        empty = empty && paper_white(pixels.at(static_cast<int>((s.x + s.width * u / 4) * kScale),
                                               static_cast<int>((s.y + s.height * v / 4) * kScale)));
    if (empty) continue;
    const double l = s.x, t = s.y, r = s.x + s.width, b = s.y + s.height;
    struct Edge {
      const char* name;
      Area band, own;  // the cut band; the card's own art along the edge
    };
    const Edge edges[] = {
        {"left", {l - reach, t, l + reach, b}, {l, t, l + inside, b}},
        {"right", {r - reach, t, r + reach, b}, {r - inside, t, r, b}},
        {"top", {l, t - reach, r, t + reach}, {l, t, r, t + inside}},
        {"bottom", {l, b - reach, r, b + reach}, {l, b - inside, r, b}},
    };
    for (const Edge& e : edges) {
      Palette own;
      for_pixels(pixels, e.own, [&](std::uint32_t rgb) { own.colours.insert(coarse(rgb)); });
      const Area on_paper{std::max(0.0, e.band.x0), std::max(0.0, e.band.y0), std::min(page.width, e.band.x1),
                          std::min(page.height, e.band.y1)};
      // White counts as paper unless the card's own edge art is white there too (a white border).
      const bool own_white = own.colours.count(coarse(0xFFFFFF)) > 0;
      long white = 0, foreign = 0;
      for_pixels(pixels, on_paper, [&](std::uint32_t rgb) {
        if (paper_white(rgb)) white += !own_white;
        else if (!own.has(rgb)) ++foreign;
      });
      // Where two cards' bleeds meet, one antialiased pixel column may mix their colours.
      const double length = (e.band.x1 - e.band.x0 > e.band.y1 - e.band.y0 ? e.band.x1 - e.band.x0 : e.band.y1 - e.band.y0) * kScale;
      if (white > 0 || foreign > 1.5 * length)
        problems << "card " << i << " " << e.name << ": " << white << " white and " << foreign
                 << " foreign pixels in the cut band\n";
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
  ASSERT_TRUE(fs::exists(pdf)) << pdf;
  const auto render = run_command("pdftoppm -r 300 -png -f 1 -l 2 " + shell_quote(pdf.string()) + " " +
                                  shell_quote((out.path() / "page").string()));
  ASSERT_EQ(render.exit_code, 0) << render.err;
  const SheetTemplate sheet = find_sheet_template(fs::path(DW_SOURCE_DIR) / "templates" / "sheets",
                                                  std::string(paper) + "-poker", SourcePos{});
  const SheetLayout layout = layout_sheet(sheet);
  std::vector<Slot> backs = layout.back_slots(MirrorAxis::vertical);
  assign_bleed(backs, layout.page, layout.bleed, layout.bleed);
  // pdftoppm numbers the pages with as many digits as the last page number needs.
  fs::path fronts, back_page;
  for (const auto& entry : fs::directory_iterator(out.path())) {
    const std::string name = entry.path().filename().string();
    if (name.rfind("page-", 0) != 0) continue;
    const int number = std::stoi(name.substr(5));
    (number == 1 ? fronts : back_page) = entry.path();
  }
  EXPECT_EQ(check_page(fronts, layout.fronts, layout.page, mm_to_pt(1)), "") << "fronts";
  EXPECT_EQ(check_page(back_page, backs, layout.page, mm_to_pt(2.5)), "") << "backs";
}

INSTANTIATE_TEST_SUITE_P(
    BundledSets, DefaultSheetBleed,
    ::testing::Values(Case{"clash-of-steel", "a4"}, Case{"clash-of-steel", "letter"}, Case{"clashing-blades", "a4"},
                      Case{"clashing-blades", "letter"}, Case{"clubs", "a4"}, Case{"clubs", "letter"},
                      Case{"clubs", "a3"}, Case{"clubs", "tabloid"}, Case{"duel-cards", "a4"},
                      Case{"duel-cards", "letter"}, Case{"en-garde", "a4"}, Case{"en-garde", "letter"},
                      Case{"german-whist", "a4"}, Case{"german-whist", "letter"}, Case{"crazy-eights", "a4"},
                      Case{"crazy-eights", "letter"}),
    [](const ::testing::TestParamInfo<Case>& param_info) {
      std::string name = std::string(param_info.param.first) + "_" + param_info.param.second;
      for (char& c : name)
        if (c == '-') c = '_';
      return name;
    });

}  // namespace
}  // namespace dw
