// End-to-end: by default the card-size trackers and aids fill the free slots of the deck's last
// pnp sheet (Duel Cards: the whole set on one A4 sheet; Clashing Blades!: its two health trackers
// beside the last cards, its landscape aids alone in <set>-extras-<paper>.pdf), and
// --separate-extras prints them apart as before (<set>-trackers-, <set>-aids-<paper>.pdf).
#include <gtest/gtest.h>

#include "support/pdf_readback.hpp"
#include "support/run_command.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

// Builds `set` on A4 into `out`, with `flags`.
void build_a4(const std::string& set, const fs::path& out, const std::string& flags = "") {
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/" + set) + " --paper a4 " + flags +
                             " --out " + shell_quote(out.string()));
  ASSERT_EQ(r.exit_code, 0) << r.err;
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
  EXPECT_EQ(pages(s / "clashing-blades-extras-a4.pdf"), 1u) << "the two landscape aids, not of the deck's size";
  EXPECT_FALSE(fs::exists(s / "clashing-blades-trackers-a4.pdf"));
  EXPECT_FALSE(fs::exists(s / "clashing-blades-aids-a4.pdf"));
  // Apart, as before: the trackers' sheet and the aids' two sheets, no shared PDF.
  EXPECT_EQ(pages(a / "clashing-blades-trackers-a4.pdf"), 1u);
  EXPECT_EQ(pages(a / "clashing-blades-aids-a4.pdf"), 2u);
  EXPECT_FALSE(fs::exists(a / "clashing-blades-extras-a4.pdf"));
}

}  // namespace
}  // namespace dw
