// End-to-end: `deckwright build --backs duplex-long|duplex-short|separate|none` on A4 and Letter:
// the pages come in the mode's order, every card's clip rectangle sits where the sheet layout
// puts its front or back (read back from the PDF to 0.01 pt), the duplex hint matches the mode,
// short-edge backs are drawn turned 180 degrees (checked on rendered pixels of an asymmetric
// back), and every file passes `qpdf --check` and is byte-identical between two builds.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>

#include <cmath>
#include <sstream>

#include "print/sheet_layout.hpp"
#include "support/pdf_readback.hpp"
#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

const SizePt kPoker{mm_to_pt(63.5), mm_to_pt(88.9)};

struct Mode {
  const char* name;
  const char* suffix;  // in the file name
  const char* duplex;  // expected /Duplex value, "" for none
};

const Mode kModes[] = {{"duplex-long", "", "/DuplexFlipLongEdge"},
                       {"duplex-short", "-duplex-short", "/DuplexFlipShortEdge"},
                       {"separate", "-separate", ""},
                       {"none", "-none", ""}};

fs::path build(const std::string& set_dir, const std::string& set_id, const TempDir& out, const std::string& paper,
               const Mode& mode) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " + shell_quote(set_dir) + " --paper " + paper +
                             " --backs " + mode.name + " --separate-extras --out " + shell_quote(out.path().string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  return out.path() / set_id / (set_id + "-" + paper + mode.suffix + ".pdf");
}

std::string duplex_hint(const fs::path& pdf) {
  QPDF q;
  q.processFile(pdf.c_str());
  auto prefs = q.getRoot().getKey("/ViewerPreferences");
  EXPECT_EQ(prefs.getKey("/PrintScaling").getName(), "/None");
  auto duplex = prefs.getKey("/Duplex");
  return duplex.isName() ? duplex.getName() : "";
}

class BuildBacks : public ::testing::TestWithParam<std::tuple<const char*, Mode>> {};

TEST_P(BuildBacks, PageOrderSlotsHintQpdfAndDeterminism) {
  const std::string paper = std::get<0>(GetParam());
  const Mode mode = std::get<1>(GetParam());
  const std::string set_dir = std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades";
  TempDir out1, out2;
  const fs::path pdf = build(set_dir, "clashing-blades", out1, paper, mode);
  const fs::path again = build(set_dir, "clashing-blades", out2, paper, mode);
  ASSERT_TRUE(fs::exists(pdf)) << pdf;
  EXPECT_EQ(read_file(pdf), read_file(again)) << "two builds differ";
  const auto check = run_command("qpdf --check " + shell_quote(pdf.string()));
  EXPECT_EQ(check.exit_code, 0) << check.out << check.err;
  EXPECT_EQ(duplex_hint(pdf), mode.duplex);

  // 55 cards, 9 a page (8 on Letter): seven sheets; which page shows what, in order.
  std::vector<std::pair<bool, int>> expected;  // (back, sheet)
  const std::string m = mode.name;
  for (int s = 0; s < 7; ++s) {
    expected.push_back({false, s});
    if (m == "duplex-long" || m == "duplex-short") expected.push_back({true, s});
  }
  if (m == "separate")
    for (int s = 0; s < 7; ++s) expected.push_back({true, s});

  const SheetLayout layout = layout_sheet(paper, kPoker);
  const auto pages = read_pdf_pages(pdf.string());
  ASSERT_EQ(pages.size(), expected.size());
  for (std::size_t p = 0; p < pages.size(); ++p) {
    const auto [back, sheet] = expected[p];
    std::vector<Rect> cards;
    // Each card's clip: its trim and the bleed the sheet gives it (up to 3 mm a side).
    // (Letter's sheet holds 8 poker cards on their side, A4's 9 upright: 7 sheets either way.)
    const double most = mm_to_pt(6) + 0.01, w = layout.front_slot(0).width, h = layout.front_slot(0).height;
    for (const auto& r : pages[p].clips)
      if (r.width > w - 0.01 && r.width < w + most && r.height > h - 0.01 && r.height < h + most) cards.push_back(r);
    const int per = layout.per_page();
    ASSERT_EQ(cards.size(), static_cast<std::size_t>(sheet < 6 ? per : 55 - 6 * per)) << "page " << p + 1;
    // The slots of the page; on the last, part-filled sheet the cards bleed among themselves only.
    std::vector<Slot> placed;
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const int index = static_cast<int>(i);
      placed.push_back(!back                 ? layout.front_slot(index)
                       : m == "duplex-short" ? layout.back_slot_short_edge(index)
                                             : layout.back_slot(index));
    }
    if (static_cast<int>(cards.size()) < per) assign_bleed(placed, layout.page, layout.bleed, layout.bleed);
    for (std::size_t i = 0; i < cards.size(); ++i) {
      const Slot& slot = placed[i];
      EXPECT_NEAR(cards[i].x, slot.x - slot.bleed.left, 0.01) << "page " << p + 1 << " card " << i;
      EXPECT_NEAR(cards[i].y, slot.y - slot.bleed.top, 0.01) << "page " << p + 1 << " card " << i;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(PapersAndModes, BuildBacks,
                         ::testing::Combine(::testing::Values("a4", "letter"), ::testing::ValuesIn(kModes)),
                         [](const auto& param_info) {
                           std::string name = std::string(std::get<0>(param_info.param)) + "_" +
                                              std::get<1>(param_info.param).name;
                           for (char& c : name)
                             if (c == '-') c = '_';
                           return name;
                         });

// A page rendered at 72 dpi (1 px = 1 pt) with pdftoppm, as PPM.
struct Raster {
  int width = 0, height = 0;
  std::string rgb;
  bool dark(double x, double y) const {
    const auto at = (static_cast<std::size_t>(y) * width + static_cast<std::size_t>(x)) * 3;
    return static_cast<unsigned char>(rgb[at]) < 0x80 && static_cast<unsigned char>(rgb[at + 2]) < 0x80;
  }
};

Raster render_page(const fs::path& pdf, int page, const TempDir& scratch) {
  const auto prefix = scratch.path() / "page";
  const auto r = run_command("pdftoppm -r 72 -f " + std::to_string(page) + " -l " + std::to_string(page) +
                             " -singlefile " + shell_quote(pdf.string()) + " " + shell_quote(prefix.string()));
  EXPECT_EQ(r.exit_code, 0) << r.err;
  std::istringstream in(read_file(prefix.string() + ".ppm"));
  std::string magic;
  int max = 0;
  Raster raster;
  in >> magic >> raster.width >> raster.height >> max;
  in.get();
  raster.rgb.assign(std::istreambuf_iterator<char>(in), {});
  EXPECT_EQ(magic, "P6");
  EXPECT_EQ(raster.rgb.size(), static_cast<std::size_t>(raster.width) * raster.height * 3);
  return raster;
}

TEST(BuildBacks, ShortEdgeBacksAreTurnedLongEdgeBacksAreNot) {
  TempDir set, out, scratch;
  set.write("set.toml", R"(id = "marks"
title = "Marks"
version = "1"
ruleset = "none"

[card]
size = "poker"
bleed = "3mm"

[print]
back = "back"
)");
  set.write("cards/cards.toml", "[[card]]\nid = \"a\"\ncount = 9\nkind = \"face\"\n");
  set.write("templates/face.toml", "[[element]]\ntype = \"rect\"\nfill = \"white\"\n");
  // A light back with a dark block in its top-left corner only.
  set.write("templates/back.toml", "[[element]]\ntype = \"rect\"\nbleed = true\nfill = \"white\"\n\n"
                                   "[[element]]\ntype = \"rect\"\nx = \"0mm\"\ny = \"0mm\"\nwidth = \"20mm\"\n"
                                   "height = \"20mm\"\nfill = \"black\"\n");
  const SheetLayout layout = layout_sheet("a4", kPoker);
  const double near = mm_to_pt(5), far_x = kPoker.width - mm_to_pt(5), far_y = kPoker.height - mm_to_pt(5);
  for (const Mode& mode : {kModes[0], kModes[1]}) {
    const fs::path pdf = build(set.path().string(), "marks", out, "a4", mode);
    const Raster backs = render_page(pdf, 2, scratch);
    ASSERT_NEAR(backs.width, layout.page.width, 1);
    const bool turned = std::string(mode.name) == "duplex-short";
    for (int i = 0; i < 9; ++i) {
      const Slot s = turned ? layout.back_slot_short_edge(i) : layout.back_slot(i);
      EXPECT_EQ(backs.dark(s.x + near, s.y + near), !turned) << mode.name << " card " << i;
      EXPECT_EQ(backs.dark(s.x + far_x, s.y + far_y), turned) << mode.name << " card " << i;
      EXPECT_FALSE(backs.dark(s.x + far_x, s.y + near)) << mode.name << " card " << i;
    }
  }
}

TEST(BuildBacks, UnknownModeIsAUsageError) {
  const auto r = run_command(shell_quote(deckwright_binary()) + " build " +
                             shell_quote(std::string(DW_SOURCE_DIR) + "/cardsets/clashing-blades") + " --backs folded");
  EXPECT_EQ(r.exit_code, 2);
  EXPECT_THAT(r.err, ::testing::HasSubstr("--backs")) << r.err;
}

}  // namespace
}  // namespace dw
