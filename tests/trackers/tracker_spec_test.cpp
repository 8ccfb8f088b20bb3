// Tracker and aid declarations: what loads, and the diagnostics (file:line:col) for bad ones,
// including a track whose spaces are too small for its token.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include "model/units.hpp"
#include "support/temp_dir.hpp"
#include "trackers/aid_spec.hpp"
#include "trackers/component_sheet.hpp"
#include "trackers/tracker_painter.hpp"
#include "trackers/tracker_spec.hpp"

namespace dw {
namespace {

using testing::TempDir;

CardSet set_in(const TempDir& dir, const std::string& set_toml) {
  dir.write("set.toml", set_toml);
  CardSet set;
  set.dir = dir.path();
  set.set_file = dir.path() / "set.toml";
  set.card = CardGeometry{"poker", mm_to_pt(63.5), mm_to_pt(88.9), mm_to_pt(3), mm_to_pt(3), mm_to_pt(3)};
  return set;
}

std::string errors(const Diagnostics& d, const TempDir& dir) {
  std::string out = d.format_all();
  const std::string prefix = dir.path().string() + "/";
  for (std::size_t at = out.find(prefix); at != std::string::npos; at = out.find(prefix)) out.erase(at, prefix.size());
  return out;
}

TEST(TrackerSpec, LoadsTheThreeKinds) {
  TempDir dir;
  const CardSet set = set_in(dir, R"(id = "s"
[[tracker]]
id = "poise"
kind = "track"
title = "Poise"
players = 2
from = 10
to = 0
layout = "serpentine"
columns = 4
token = "cube"
print = "page"
[[tracker.label]]
value = 0
text = "No Poise"

[[tracker]]
id = "damage"
kind = "pips"
orientation = "landscape"
[[tracker.group]]
label = "High"
count = 2
[[tracker.group]]
label = "Low"
count = 2
shape = "box"

[[tracker]]
id = "turns"
kind = "counter"
max = 20
style = "rows"
)");
  Diagnostics d;
  const auto trackers = load_trackers(set, d);
  ASSERT_FALSE(d.has_errors()) << d.format_all();
  ASSERT_EQ(trackers.size(), 3u);
  const TrackerSpec& poise = trackers[0];
  EXPECT_EQ(poise.kind, TrackerKind::track);
  EXPECT_EQ(poise.spaces(), 11);
  EXPECT_EQ(poise.start, 10) << "start defaults to from";
  EXPECT_EQ(poise.value_at(10), 0);
  EXPECT_EQ(poise.layout, TrackLayout::serpentine);
  EXPECT_EQ(poise.component.players, 2);
  EXPECT_EQ(poise.component.print, PrintAs::page);
  ASSERT_EQ(poise.labels.size(), 1u);
  EXPECT_EQ(poise.labels[0].text, "No Poise");
  const TrackerSpec& damage = trackers[1];
  EXPECT_EQ(damage.kind, TrackerKind::pips);
  ASSERT_EQ(damage.groups.size(), 2u);
  EXPECT_EQ(damage.groups[1].shape, PipShape::box);
  EXPECT_GT(damage.component.size.width, damage.component.size.height) << "landscape";
  EXPECT_EQ(trackers[2].max, 20);
  EXPECT_EQ(trackers[2].counter_style, CounterStyle::rows);
}

TEST(TrackerSpec, BadDeclarationsAreReportedWhereTheyAre) {
  TempDir dir;
  const CardSet set = set_in(dir, R"(id = "s"
[[tracker]]
id = "a"
kind = "trak"

[[tracker]]
id = "b"
kind = "track"
from = 1
to = 10
start = 12
layuot = "line"
[[tracker.label]]
value = 11
text = "off"

[[tracker]]
id = "c"
kind = "pips"
)");
  Diagnostics d;
  load_trackers(set, d);
  EXPECT_EQ(errors(d, dir),
            "set.toml:4:8: error: unknown kind 'trak' (did you mean 'track'?)\n"
            "  hint: use track, pips or counter\n"
            "set.toml:11:9: error: start 12 is not on the track from 1 to 10\n"
            "  hint: choose a start value between from and to\n"
            "set.toml:14:9: error: label value 11 is not on the track\n"
            "  hint: label a value between from and to\n"
            "set.toml:12:1: error: unknown key 'layuot' in a tracker (did you mean 'layout'?)\n"
            "  hint: remove it or correct its spelling\n"
            "set.toml:17:1: error: a tracker is missing the required key 'group'\n"
            "  hint: add group = <an array>\n");
}

TEST(TrackerSpec, SpacesTooSmallForTheToken) {
  TempDir dir;
  const CardSet set = set_in(dir, "id = \"s\"\n[[tracker]]\nid = \"long\"\nkind = \"track\"\nfrom = 1\nto = 60\n");
  Diagnostics d;
  const auto trackers = load_trackers(set, d);
  ASSERT_EQ(trackers.size(), 1u);
  Diagnostics fit;
  check_tracker_fits(trackers[0], set.card.width, set.card.height, fit);
  ASSERT_EQ(fit.size(), 1u);
  EXPECT_THAT(errors(fit, dir), ::testing::HasSubstr("set.toml:2:1: error: tracker 'long': its 60 spaces are"))
      << errors(fit, dir);
  EXPECT_THAT(errors(fit, dir), ::testing::HasSubstr("too small for a cube (10 mm)"));
  // The same 60 spaces on a page of their own are large enough.
  Diagnostics page;
  const Band band = page_bands(*named_paper_size("a4"), 1).front();
  check_tracker_fits(trackers[0], band.width, band.height, page);
  EXPECT_EQ(page.size(), 0u) << page.format_all();
}

TEST(TrackerSpec, CounterRowsNeedCubeSizedSpaces) {
  TempDir dir;
  const CardSet set = set_in(dir, "id = \"s\"\n[[tracker]]\nid = \"turn\"\nkind = \"counter\"\nstyle = \"rows\"\n");
  Diagnostics d;
  const auto trackers = load_trackers(set, d);
  ASSERT_EQ(trackers.size(), 1u);
  Diagnostics card;
  check_tracker_fits(trackers[0], set.card.width, set.card.height, card);
  ASSERT_EQ(card.size(), 1u);
  EXPECT_THAT(errors(card, dir), ::testing::HasSubstr("set.toml:2:1: error: tracker 'turn': its counter rows have spaces of"))
      << errors(card, dir);
  Diagnostics page;
  const Band band = page_bands(*named_paper_size("letter"), 1).front();
  check_tracker_fits(trackers[0], band.width, band.height, page);
  EXPECT_EQ(page.size(), 0u) << page.format_all();
  EXPECT_GE(counter_row_cell(band.width, band.height), mm_to_pt(10));
}

TEST(ComponentSheet, PageBandsSplitThePageBetweenPlayers) {
  const SizePt a4 = *named_paper_size("a4");
  const auto one = page_bands(a4, 1);
  ASSERT_EQ(one.size(), 1u);
  EXPECT_NEAR(one[0].width, a4.width - 2 * mm_to_pt(12), 1e-9);
  const auto two = page_bands(a4, 2);
  ASSERT_EQ(two.size(), 2u);
  EXPECT_NEAR(two[1].y - (two[0].y + two[0].height), mm_to_pt(10), 1e-9) << "room to cut between copies";
  EXPECT_NEAR(two[1].y + two[1].height, a4.height - mm_to_pt(12), 1e-9);
}

TEST(AidSpec, LoadsSectionsAndReportsBadTables) {
  TempDir dir;
  CardSet set = set_in(dir, "id = \"s\"\n");
  dir.write("aids/a.toml", R"(id = "ref"
title = "Reference"
[[section]]
heading = "Steps"
numbered = true
list = ["one", "two"]
[[section]]
table = [["a", "b"], ["c", "d"]]
widths = [1, 2]
)");
  dir.write("aids/b.toml", R"(id = "bad"
[[section]]
table = [["a", "b"], ["c"]]
widths = [1]
[[section]]
text = "x"
list = ["y"]
)");
  Diagnostics d;
  const auto aids = load_aids(set, d);
  ASSERT_EQ(aids.size(), 2u);
  ASSERT_EQ(aids[0].sections.size(), 2u);
  EXPECT_EQ(aids[0].sections[0].kind, SectionKind::list);
  EXPECT_TRUE(aids[0].sections[0].numbered);
  EXPECT_EQ(aids[0].sections[1].rows.size(), 2u);
  EXPECT_EQ(aids[0].sections[1].widths, (std::vector<double>{1, 2}));
  EXPECT_EQ(errors(d, dir),
            "aids/b.toml:3:22: error: this row has 1 cells; the first has 2\n"
            "  hint: give every row the same number of cells (\"\" for an empty one)\n"
            "aids/b.toml:4:10: error: widths gives 1 columns; the table has 2\n"
            "  hint: give one width per column\n"
            "aids/b.toml:5:1: error: a section has only one of text, list or table\n"
            "  hint: split it into several [[section]] tables\n");
}

}  // namespace
}  // namespace dw
