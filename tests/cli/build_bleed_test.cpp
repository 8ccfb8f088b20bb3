// End-to-end miscut check of the default sheets: every card set under cardsets/ (found by listing
// the folder, so a new set is covered without a change here) built on every paper the tool offers
// (paper_names(): A4, Letter, A3, Tabloid), with its first fronts page and first backs page
// rendered at 300 dpi with pdftoppm (only those two pages, as PPM). Around every cut line lies
// the band a cutter may hit: 1 mm either side on the fronts (a 1 mm miscut in each direction); on
// the backs the same cut with the backs shifted 1.5 mm in any direction (a duplex
// misregistration), 2.5 mm either side. Each band must show no white paper and no colour foreign
// to the card: every pixel of the band must have a colour found in the card's own art along that
// edge (the 3 mm inside its trim; white only where that art is white too), so a neighbour's
// differently coloured border in the band fails; one antialiased pixel column where two bleeds
// meet is tolerated. Slots the first sheet leaves empty are skipped. A set whose cards fit no
// default sheet of a paper (wider or taller, either way round, than the paper less the 5.2 mm
// margins and the 15 mm notes margin) must be refused with the documented "no card fits" error,
// not skipped.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <set>
#include <sstream>

#include "model/card_set_loader.hpp"
#include "pipeline/pnp_request.hpp"
#include "print/sheet_layout.hpp"
#include "support/ppm_readback.hpp"
#include "support/run_command.hpp"
#include "support/temp_dir.hpp"
#include "tiny_set.hpp"

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
void for_pixels(const PpmPixels& pixels, const Area& a, F f) {
  const int x0 = std::max(0, static_cast<int>(std::ceil(a.x0 * kScale))), x1 = std::min(pixels.width(), static_cast<int>(a.x1 * kScale));
  const int y0 = std::max(0, static_cast<int>(std::ceil(a.y0 * kScale))), y1 = std::min(pixels.height(), static_cast<int>(a.y1 * kScale));
  for (int y = y0; y < y1; ++y)
    for (int x = x0; x < x1; ++x) f(pixels.at(x, y));
}

// Problems of one page: white pixels and foreign colours in the cut bands, `reach` either side
// of every cut line of every filled slot.
std::string check_page(const fs::path& ppm, const std::vector<Slot>& slots, const SizePt& page, double reach) {
  PpmPixels pixels(ppm.string());
  if (!pixels.ok()) return "cannot read " + ppm.string();
  std::ostringstream problems;
  const double inside = mm_to_pt(3);
  int filled = 0;  // the first sheet holds at least one card: a page read as all white is an error
  for (std::size_t i = 0; i < slots.size(); ++i) {
    const Slot& s = slots[i];
    bool empty = true;  // a slot the page leaves empty is white wherever one looks inside it
    for (int u = 1; u <= 3; ++u)
      for (int v = 1; v <= 3; ++v)
        empty = empty && paper_white(pixels.at(static_cast<int>((s.x + s.width * u / 4) * kScale),
                                               static_cast<int>((s.y + s.height * v / 4) * kScale)));
    if (empty) continue;
    ++filled;
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
  if (filled == 0) problems << "no card on the page\n";
  return problems.str();
}

struct Case {
  std::string set;    // a folder of cardsets/
  std::string paper;  // a paper of paper_names()
};

// How gtest names a case in its listing and messages.
void PrintTo(const Case& c, std::ostream* os) { *os << c.set << " on " << c.paper; }

// Every folder of cardsets/ holding a set.toml, on every paper, in a stable order.
std::vector<Case> every_bundled_set_on_every_paper() {
  std::vector<std::string> sets;
  for (const auto& entry : fs::directory_iterator(fs::path(DW_SOURCE_DIR) / "cardsets"))
    if (fs::is_regular_file(entry.path() / "set.toml")) sets.push_back(entry.path().filename().string());
  std::sort(sets.begin(), sets.end());
  std::vector<Case> cases;
  for (const std::string& set : sets)
    for (const std::string& paper : paper_names()) cases.push_back(Case{set, paper});
  return cases;
}

// Whether a card fits a default sheet of the paper at all, by the documented margins: 5.2 mm on
// three sides and 15 mm for the notes on the fourth (bottom or right), the card either way round.
bool card_fits_paper(const SizePt& card, const SizePt& paper) {
  const double margin = mm_to_pt(5.2), notes = mm_to_pt(15);
  auto fits = [&](double w, double h) {
    return (w + 2 * margin <= paper.width && h + margin + notes <= paper.height) ||
           (w + margin + notes <= paper.width && h + 2 * margin <= paper.height);
  };
  return fits(card.width, card.height) || fits(card.height, card.width);
}

class DefaultSheetBleed : public ::testing::TestWithParam<Case> {};

TEST_P(DefaultSheetBleed, EveryCutBandShowsOnlyTheCardsOwnArt) {
  const Case& c = GetParam();
  const fs::path set_dir = fs::path(DW_SOURCE_DIR) / "cardsets" / c.set;
  Diagnostics warnings;
  const CardSet set = load_card_set(set_dir, warnings);
  TempDir out;
  // duplex-long whatever the set's [print] backs says: page 2 is then the backs of page 1.
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set_dir.string()) +
                             " --paper " + c.paper + " --backs duplex-long --out " + shell_quote(out.path().string()));
  if (!card_fits_paper(SizePt{set.card.width, set.card.height}, *named_paper_size(c.paper))) {
    EXPECT_EQ(r.exit_code, 2) << c.set << " on " << c.paper << " cannot fit, yet: " << r.err;
    EXPECT_NE(r.err.find("no card fits on sheet"), std::string::npos) << r.err;
    return;
  }
  ASSERT_EQ(r.exit_code, 0) << r.err;
  const fs::path pdf = out.path() / set.id / (set.id + "-" + c.paper + ".pdf");
  ASSERT_TRUE(fs::exists(pdf)) << pdf;
  // PPM, not PNG: the same pixels without the compression that took three quarters of the time.
  const auto render = run_command("pdftoppm -r 300 -f 1 -l 2 " + shell_quote(pdf.string()) + " " +
                                  shell_quote((out.path() / "page").string()));
  ASSERT_EQ(render.exit_code, 0) << render.err;
  // The sheet the build used: the same resolution of --paper to a preset or a computed grid.
  PnpCommandLine cli;
  cli.paper = c.paper;
  const PnpRequest request = resolve_pnp_request(cli, set, fs::path(DW_SOURCE_DIR) / "templates" / "sheets");
  ASSERT_EQ(request.sheets.size(), 1u);
  const SheetLayout layout = layout_sheet(request.sheets.front());
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
  ASSERT_FALSE(back_page.empty()) << "no backs page";
  EXPECT_EQ(check_page(fronts, layout.fronts, layout.page, mm_to_pt(1)), "") << "fronts";
  EXPECT_EQ(check_page(back_page, backs, layout.page, mm_to_pt(2.5)), "") << "backs";
}

// The fit rule above is the tool's: a set of 250 x 300 mm cards fits A3 and Tabloid but neither A4
// nor Letter, and the build says so with the documented error exactly where the rule expects it.
TEST(DefaultSheetFit, TheBleedTestExpectsTheErrorWhereTheToolGivesIt) {
  TempDir set;
  write_tiny_set(set);
  std::string toml = kSet;
  toml.replace(toml.find("size = \"poker\""), std::string("size = \"poker\"").size(), "width = \"250mm\"\nheight = \"300mm\"");
  set.write("set.toml", toml);
  int refused = 0;
  for (const std::string& paper : paper_names()) {
    TempDir out;
    const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) +
                               " --paper " + paper + " --out " + shell_quote(out.path().string()));
    const bool fits = card_fits_paper(SizePt{mm_to_pt(250), mm_to_pt(300)}, *named_paper_size(paper));
    EXPECT_EQ(r.exit_code, fits ? 0 : 2) << paper << ": " << r.err;
    EXPECT_EQ(r.err.find("no card fits on sheet") != std::string::npos, !fits) << paper << ": " << r.err;
    refused += !fits;
  }
  EXPECT_EQ(refused, 2) << "A4 and Letter";
}

INSTANTIATE_TEST_SUITE_P(BundledSets, DefaultSheetBleed, ::testing::ValuesIn(every_bundled_set_on_every_paper()),
                         [](const ::testing::TestParamInfo<Case>& param_info) {
                           std::string name = param_info.param.set + "_" + param_info.param.paper;
                           for (char& ch : name)
                             if (!std::isalnum(static_cast<unsigned char>(ch))) ch = '_';
                           return name;
                         });

}  // namespace
}  // namespace dw
