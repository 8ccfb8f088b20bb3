// End-to-end: by default the card-size trackers and aids fill the free slots of the deck's last
// pnp sheet (Duel Cards: the whole set on one A4 sheet; Clashing Blades!: its two health trackers
// and its four aids, the two landscape ones turned onto their side into portrait slots, beside the
// last cards, so no extras PDF), and --separate-extras prints them apart as before
// (<set>-trackers-, <set>-aids-<paper>.pdf).
#include <gtest/gtest.h>

#include "print/sheet_layout.hpp"
#include "support/pdf_readback.hpp"
#include "support/png_readback.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

// Builds `set` on A4 into `out`, with `flags`; what --verbose printed.
std::string build_a4(const std::string& set, const fs::path& out, const std::string& flags = "") {
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --paper a4 --verbose " +
                             flags + " --out " + shell_quote(out.string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return r.out;
}

std::size_t pages(const fs::path& pdf) { return read_pdf_pages(pdf.string()).size(); }

TEST(SharedExtras, DuelCardsPrintsOnOneSheet) {
  TempDir out;
  build_a4("duel-cards", out.path());
  const fs::path dir = out.path() / "duel-cards";
  EXPECT_EQ(pages(dir / "duel-cards-a4.pdf"), 2u) << "5 cards, 2 trackers and 2 aids: one sheet, fronts and backs";
  EXPECT_FALSE(fs::exists(dir / "duel-cards-trackers-a4.pdf"));
  EXPECT_FALSE(fs::exists(dir / "duel-cards-aids-a4.pdf"));
  EXPECT_FALSE(fs::exists(dir / "duel-cards-extras-a4.pdf")) << "every piece is card-size";
}

// The last card sheet keeps no empty slot while card-size pieces remain: the deck's sheets are as
// many as for its cards alone, since the pieces fit in the last sheet's free slots.
TEST(SharedExtras, PiecesFillTheLastCardSheetFirst) {
  TempDir shared, apart;
  build_a4("clashing-blades", shared.path());
  build_a4("clashing-blades", apart.path(), "--separate-extras");
  const fs::path s = shared.path() / "clashing-blades", a = apart.path() / "clashing-blades";
  EXPECT_EQ(pages(s / "clashing-blades-a4.pdf"), pages(a / "clashing-blades-a4.pdf"));
  EXPECT_EQ(pages(s / "clashing-blades-a4.pdf"), 14u) << "7 sheets, fronts and backs";
  EXPECT_FALSE(fs::exists(s / "clashing-blades-extras-a4.pdf")) << "the landscape aids go on their side into the deck's sheet";
  EXPECT_FALSE(fs::exists(s / "clashing-blades-trackers-a4.pdf"));
  EXPECT_FALSE(fs::exists(s / "clashing-blades-aids-a4.pdf"));
  // Apart, as before: the trackers' sheet and the aids' two sheets, no shared PDF.
  EXPECT_EQ(pages(a / "clashing-blades-trackers-a4.pdf"), 1u);
  EXPECT_EQ(pages(a / "clashing-blades-aids-a4.pdf"), 2u);
  EXPECT_FALSE(fs::exists(a / "clashing-blades-extras-a4.pdf"));
}

// CLUBS on A4: 52 cards and the 2 upright aids fill 6 sheets of 9, so its 2 landscape aids
// find no free slot; they stay in the extras PDF rather than start a seventh deck sheet (as many
// sheets, and a blank backs page besides).
TEST(SharedExtras, TurnedPiecesNeverStartADeckSheet) {
  TempDir out;
  const std::string report = build_a4("clubs", out.path());
  const fs::path dir = out.path() / "clubs";
  EXPECT_EQ(pages(dir / "clubs-a4.pdf"), 12u) << report.substr(0, 400);
  EXPECT_EQ(pages(dir / "clubs-extras-a4.pdf"), 1u);
}

// Clashing Blades!'s 55 cards leave 8 free slots on their seventh A4 sheet; its 2 health trackers
// (upright) and 2 + 2 aids (the two 'When Cards Meet' copies landscape) take 6 of them. Each piece's
// slot on the last fronts page shows its drawing in all four halves (top, bottom, left, right): a
// landscape piece turned about the wrong point would fall outside its slot and leave it white.
TEST(SharedExtras, LandscapeAidsTurnIntoTheDecksFreeSlots) {
  TempDir out;
  const std::string report = build_a4("clashing-blades", out.path());
  EXPECT_NE(report.find("55 cards and 6 trackers and aids on 14 pages"), std::string::npos) << report.substr(0, 400);
  const fs::path pdf = out.path() / "clashing-blades" / "clashing-blades-a4.pdf";
  const auto render = run_command("pdftoppm -r 50 -png -f 13 -l 13 " + shell_quote(pdf.string()) + " " +
                                  shell_quote((out.path() / "last").string()));
  ASSERT_EQ(render.exit_code, 0) << render.err;
  const PngPixels page((out.path() / "last-13.png").string());
  ASSERT_TRUE(page.ok());
  const SheetLayout layout = layout_sheet(find_sheet_template(fs::path(DW_SOURCE_DIR) / "templates" / "sheets", "a4-poker", SourcePos{}));
  const double scale = 50.0 / 72;
  // Slot 0 holds the 55th card, slots 1 to 6 the pieces, 7 and 8 stay empty.
  for (int i = 1; i <= 8; ++i) {
    const Slot& slot = layout.fronts[static_cast<std::size_t>(i)];
    // Inside the trim; for an empty slot clear of its neighbours' 3 mm bleed into it as well.
    const int inset = i <= 6 ? 2 : 12;
    const int x0 = static_cast<int>(slot.x * scale) + inset, x1 = static_cast<int>((slot.x + slot.width) * scale) - inset;
    const int y0 = static_cast<int>(slot.y * scale) + inset, y1 = static_cast<int>((slot.y + slot.height) * scale) - inset;
    const int mx = (x0 + x1) / 2, my = (y0 + y1) / 2;
    int halves_inked[4] = {0, 0, 0, 0};  // top, bottom, left, right
    for (int y = y0; y < y1; ++y)
      for (int x = x0; x < x1; ++x) {
        const std::uint32_t p = page.at(x, y);
        if ((p >> 16 & 0xFF) + (p >> 8 & 0xFF) + (p & 0xFF) > 3 * 160) continue;
        ++halves_inked[y < my ? 0 : 1];
        ++halves_inked[x < mx ? 2 : 3];
      }
    for (int h = 0; h < 4; ++h) {
      if (i <= 6) EXPECT_GT(halves_inked[h], 20) << "slot " << i << " half " << h << " is blank";
      else EXPECT_EQ(halves_inked[h], 0) << "slot " << i << " should stay empty";
    }
  }
}

}  // namespace
}  // namespace dw
