// Marks where printers print: every sheet preset in templates/sheets/ builds a small set of its
// card size (fronts plain green, backs plain blue, both with bleed), its first fronts and backs
// pages are rendered at 100 dpi, and within 5 mm of the paper's edge nothing dark and grey may
// show: no crop mark, tick, fold line, caption or check bar (the cards' coloured bleed may run
// there); the default presets build without a word. With --printer-margin 10 the same holds for a 10 mm band, and the build says in one
// line what it could not place.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <cstdlib>

#include "print/sheet_template.hpp"
#include "support/png_readback.hpp"
#include "support/run_command.hpp"
#include "support/temp_dir.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

using namespace dw::testing;

constexpr double kDpi = 100;
const fs::path kSheets = fs::path(DW_SOURCE_DIR) / "templates" / "sheets";

void write_plain_set(const TempDir& set, const std::string& card_size) {
  set.write("set.toml", "id = \"plain\"\ntitle = \"Plain\"\nversion = \"1.0\"\nruleset = \"none\"\n\n[card]\nsize = \"" +
                            card_size + "\"\nbleed = \"3mm\"\n\n[print]\nback = \"back\"\n\n[fields]\n"
                                        "name = { type = \"string\", required = true }\n");
  std::string cards;
  for (int i = 1; i <= 40; ++i)
    cards += "[[card]]\nid = \"c" + std::to_string(i) + "\"\nkind = \"face\"\nname = \"Card " + std::to_string(i) + "\"\n\n";
  set.write("cards/cards.toml", cards);
  set.write("templates/face.toml", "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#00a000\"\n");
  set.write("templates/back.toml", "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"#0000c0\"\n");
}

// Dark grey or black: a mark or a word, never the green or blue of the cards or their blend with the paper.
bool ink(std::uint32_t rgb) {
  const int r = rgb >> 16 & 0xFF, g = rgb >> 8 & 0xFF, b = rgb & 0xFF;
  return std::max({r, g, b}) < 200 && std::abs(r - g) < 25 && std::abs(g - b) < 25 && std::abs(r - b) < 25;
}

// Inked pixels within `band_mm` of the page's edge.
int ink_near_edge(const fs::path& png, double band_mm) {
  PngPixels page(png.string());
  if (!page.ok()) return -1;
  const int band = static_cast<int>(band_mm / 25.4 * kDpi);
  int found = 0;
  for (int y = 0; y < page.height(); ++y)
    for (int x = 0; x < page.width(); ++x) {
      const bool near = x < band || y < band || x >= page.width() - band || y >= page.height() - band;
      if (near && ink(page.at(x, y))) ++found;
    }
  return found;
}

struct Built {
  CommandResult run;
  std::vector<fs::path> pages;
};

Built build_and_render(const TempDir& set, const TempDir& out, const std::string& sheet, const std::string& extra) {
  const SheetTemplate t = find_sheet_template(kSheets, sheet, SourcePos{});
  const std::string backs = t.has_flipped_slots() ? " --backs fold" : "";
  Built b;
  b.run = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set.path().string()) + " --sheet " +
                      sheet + backs + extra + " --out " + shell_quote(out.path().string()));
  if (b.run.exit_code != 0) return b;
  fs::path pdf;  // the set has no extras: its one PDF is the sheets (named after the sheet and mode)
  for (const auto& entry : fs::directory_iterator(out.path() / "plain"))
    if (entry.path().extension() == ".pdf") pdf = entry.path();
  const auto render = run_command("pdftoppm -r 100 -png -f 1 -l 2 " + shell_quote(pdf.string()) + " " +
                                  shell_quote((out.path() / "page").string()));
  if (render.exit_code != 0) return b;
  for (const auto& entry : fs::directory_iterator(out.path()))
    if (entry.path().extension() == ".png") b.pages.push_back(entry.path());
  return b;
}

TEST(PrinterMargin, NoPresetPrintsMarksOrWordsWithinFiveMillimetresOfTheEdge) {
  for (const std::string& name : sheet_preset_names(kSheets)) {
    SCOPED_TRACE(name);
    const SheetTemplate t = find_sheet_template(kSheets, name, SourcePos{});
    TempDir set, out;
    write_plain_set(set, t.card_size);
    const Built b = build_and_render(set, out, name, "");
    ASSERT_EQ(b.run.exit_code, 0) << b.run.err;
    ASSERT_FALSE(b.pages.empty());
    for (const fs::path& page : b.pages) EXPECT_EQ(ink_near_edge(page, 5), 0) << page.filename();
    // A default preset (`<paper>-<size>`) marks every cut line and keeps check bar and caption:
    // its build says nothing (40 cards: its last sheet part-filled on every preset but A3 mini).
    if (name == default_sheet_name(t.paper, t.card_size)) {
      EXPECT_EQ(b.run.err, "");
    }
  }
}

TEST(PrinterMargin, AWiderPrinterMarginMovesTheMarksAndTheBuildSaysSoOnce) {
  TempDir set, out;
  write_plain_set(set, "poker");
  const Built b = build_and_render(set, out, "a4-poker", " --printer-margin 10");
  ASSERT_EQ(b.run.exit_code, 0) << b.run.err;
  ASSERT_EQ(b.pages.size(), 2u);
  for (const fs::path& page : b.pages) EXPECT_EQ(ink_near_edge(page, 10), 0) << page.filename();
  // One line for the whole build about the check bar it could not place, not one per page.
  EXPECT_THAT(b.run.err, ::testing::HasSubstr("check bar")) << b.run.err;
  std::size_t lines = 0;
  for (auto at = b.run.err.find("check bar"); at != std::string::npos; at = b.run.err.find("check bar", at + 1)) ++lines;
  EXPECT_EQ(lines, 1u) << b.run.err;
}

}  // namespace
}  // namespace dw
