// Pins every sheet preset in templates/sheets/: each slot's position to 0.01 pt, computed here
// independently from the preset's own numbers (paper, orientation, card size, margin, gutter and
// how it shrinks, the notes margin, rotation; or the fixed slots as written), crop marks of every style clear of every card, and
// the fold layout of every preset mirrored about its fold line. A preset without a row in the
// table fails the test, so new presets must be pinned too.
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>

#include "print/crop_marks.hpp"
#include "print/sheet_layout.hpp"
#include "print/sheet_template.hpp"

namespace dw {
namespace {

namespace fs = std::filesystem;

const fs::path kSheets = fs::path(DW_SOURCE_DIR) / "templates" / "sheets";

struct Paper {
  double w, h;  // mm, portrait
};
const std::map<std::string, Paper> kPapers = {
    {"a4", {210, 297}}, {"letter", {215.9, 279.4}}, {"a3", {297, 420}}, {"tabloid", {279.4, 431.8}}};
const std::map<std::string, Paper> kCards = {{"poker", {63.5, 88.9}},  {"poker-eu", {63, 88}},
                                             {"bridge", {57.15, 88.9}}, {"mini", {44.45, 63.5}},
                                             {"tarot", {69.85, 120.65}}, {"square", {70, 70}}};

int fit(double room, double cell, double gutter) { return static_cast<int>(std::floor((room + gutter) / (cell + gutter) + 1e-9)); }

struct GridPreset {
  const char* name;
  const char* paper;
  const char* card;
  double margin, gutter;  // mm
  int rotate;
  int columns, rows;  // what the numbers give (checked against the computation too)
  // The default presets: 3 mm of bleed, gutters from 6 mm down to 4.5 mm, 5.2 mm margins and a
  // 15 mm notes margin at the bottom or on the right, whichever holds more cards.
  bool bleeds = false;
};

constexpr double kLeastGutter = 4.5, kNotesMargin = 15;

// One axis of a grid worked out from the preset's numbers: how many cells, the gap between them
// and the margin before them.
struct Axis {
  int count;
  double gap, near;
};

Axis expected_axis(const GridPreset& g, double cell, double page, bool notes_here) {
  const double far = g.bleeds && notes_here ? kNotesMargin : g.margin;
  Axis a{fit(page - g.margin - far, cell, g.bleeds ? kLeastGutter : g.gutter), g.gutter, 0};
  const double free = page - a.count * cell, gaps = a.count - 1;
  if (a.count > 1 && free < g.margin + far + gaps * g.gutter) a.gap = (free - g.margin - far) / gaps;
  if (a.count < 2) a.gap = 0;
  const double left_over = page - (a.count * cell + (a.count - 1) * a.gap);
  a.near = left_over - std::max(g.bleeds && notes_here ? kNotesMargin : 0.0, left_over / 2);
  return a;
}

// Every grid preset with the numbers its file gives (all portrait).
const GridPreset kGrids[] = {
    {"a4-poker", "a4", "poker", 5.2, 6, 0, 3, 3, true},         {"a4-poker-gutter", "a4", "poker", 5, 3, 0, 3, 3},
    {"a4-poker-eu", "a4", "poker-eu", 5.2, 6, 0, 3, 3, true},   {"a4-poker-eu-gutter", "a4", "poker-eu", 5, 3, 0, 3, 3},
    {"a4-bridge", "a4", "bridge", 5.2, 6, 0, 3, 3, true},       {"a4-bridge-gutter", "a4", "bridge", 5, 3, 90, 2, 4},
    {"a4-mini", "a4", "mini", 5.2, 6, 90, 3, 5, true},           {"a4-mini-gutter", "a4", "mini", 5, 3, 90, 3, 6},
    {"a4-tarot", "a4", "tarot", 5.2, 6, 0, 2, 2, true},         {"a4-square", "a4", "square", 5.2, 6, 0, 2, 3, true},
    {"letter-poker", "letter", "poker", 5.2, 6, 90, 2, 4, true}, {"letter-poker-gutter", "letter", "poker", 5, 3, 0, 3, 2},
    {"letter-poker-eu", "letter", "poker-eu", 5.2, 6, 90, 2, 4, true},
    {"letter-poker-eu-gutter", "letter", "poker-eu", 5, 3, 0, 3, 2},
    {"letter-bridge", "letter", "bridge", 5.2, 6, 90, 2, 4, true},
    {"letter-bridge-gutter", "letter", "bridge", 5, 3, 0, 3, 2},
    {"letter-mini", "letter", "mini", 5.2, 6, 0, 4, 4, true},   {"letter-mini-gutter", "letter", "mini", 5, 3, 90, 3, 5},
    {"letter-tarot", "letter", "tarot", 5.2, 6, 0, 2, 2, true}, {"letter-square", "letter", "square", 5.2, 6, 0, 2, 3, true},
    {"a3-poker", "a3", "poker", 5.2, 6, 90, 3, 6, true},        {"a3-poker-gutter", "a3", "poker", 5, 3, 90, 3, 6},
    {"a3-poker-eu", "a3", "poker-eu", 5.2, 6, 90, 3, 6, true},  {"a3-poker-eu-gutter", "a3", "poker-eu", 5, 3, 90, 3, 6},
    {"a3-bridge", "a3", "bridge", 5.2, 6, 90, 3, 6, true},      {"a3-bridge-gutter", "a3", "bridge", 5, 3, 90, 3, 6},
    {"a3-mini", "a3", "mini", 5.2, 6, 90, 4, 8, true},          {"a3-mini-gutter", "a3", "mini", 5, 3, 0, 6, 6},
    {"a3-tarot", "a3", "tarot", 5.2, 6, 90, 2, 5, true},        {"a3-square", "a3", "square", 5.2, 6, 0, 3, 5, true},
    {"tabloid-poker", "tabloid", "poker", 5.2, 6, 0, 4, 4, true},
    {"tabloid-poker-gutter", "tabloid", "poker", 5, 3, 90, 2, 6},
    {"tabloid-poker-eu", "tabloid", "poker-eu", 5.2, 6, 0, 4, 4, true},
    {"tabloid-poker-eu-gutter", "tabloid", "poker-eu", 5, 3, 90, 2, 6},
    {"tabloid-bridge", "tabloid", "bridge", 5.2, 6, 0, 4, 4, true},
    {"tabloid-bridge-gutter", "tabloid", "bridge", 5, 3, 90, 2, 7},
    {"tabloid-mini", "tabloid", "mini", 5.2, 6, 90, 4, 8, true}, {"tabloid-mini-gutter", "tabloid", "mini", 5, 3, 0, 5, 6},
    {"tabloid-tarot", "tabloid", "tarot", 5.2, 6, 90, 2, 5, true},
    {"tabloid-square", "tabloid", "square", 5.2, 6, 0, 3, 5, true},
};

struct FixedPreset {
  const char* name;
  const char* paper;
  bool landscape;
  const char* card;
  struct S {
    double x, y;  // mm
    int rotate;
    bool flip;
  };
  std::vector<S> slots;
};

const FixedPreset kFixed[] = {
    {"a4-tarot-mixed", "a4", false, "tarot",
     {{9.75, 27.85, 0, false}, {9.75, 148.5, 0, false}, {79.6, 8.8, 90, false}, {79.6, 78.65, 90, false},
      {79.6, 148.5, 90, false}, {79.6, 218.35, 90, false}}},
    {"letter-poker-fold", "letter", true, "poker",
     {{8.95, 16.05, 0, false}, {74.95, 16.05, 0, false}, {140.95, 16.05, 0, false}, {206.95, 16.05, 0, false},
      {8.95, 110.95, 180, true}, {74.95, 110.95, 180, true}, {140.95, 110.95, 180, true},
      {206.95, 110.95, 180, true}}},
};

SheetTemplate load(const std::string& name) {
  Diagnostics d;
  SheetTemplate t = load_sheet_template(kSheets / (name + ".toml"), d);
  EXPECT_FALSE(d.has_errors()) << d.format_all();
  return t;
}

TEST(SheetPresets, EveryPresetFileIsPinnedHere) {
  std::vector<std::string> pinned;
  for (const auto& g : kGrids) pinned.push_back(g.name);
  for (const auto& f : kFixed) pinned.push_back(f.name);
  std::sort(pinned.begin(), pinned.end());
  EXPECT_EQ(sheet_preset_names(kSheets), pinned);
}

TEST(SheetPresets, GridSlotsAreWhereTheNumbersPutThem) {
  for (const GridPreset& g : kGrids) {
    SCOPED_TRACE(g.name);
    const SheetTemplate t = load(g.name);
    const Paper paper = kPapers.at(g.paper), card = kCards.at(g.card);
    const double cw = g.rotate ? card.h : card.w, ch = g.rotate ? card.w : card.h;
    // The notes margin goes on the right only where that holds more cards.
    const Axis below_x = expected_axis(g, cw, paper.w, false), below_y = expected_axis(g, ch, paper.h, true);
    const Axis beside_x = expected_axis(g, cw, paper.w, true), beside_y = expected_axis(g, ch, paper.h, false);
    const bool right = beside_x.count * beside_y.count > below_x.count * below_y.count;
    const Axis ax = right ? beside_x : below_x, ay = right ? beside_y : below_y;
    const int columns = ax.count, rows = ay.count;
    EXPECT_EQ(columns, g.columns);
    EXPECT_EQ(rows, g.rows);
    const double gap_x = ax.gap, gap_y = ay.gap, left = ax.near, top = ay.near;
    if (g.bleeds) {
      EXPECT_GE(std::min(left, top), 5.2 - 1e-9) << "crop marks at the cut lines stay 5 mm from the edge";
      EXPECT_GE(columns > 1 ? gap_x : 99, kLeastGutter - 1e-9);
      EXPECT_GE(rows > 1 ? gap_y : 99, kLeastGutter - 1e-9);
    }
    const double bleed = g.bleeds ? 3 : 1.5;
    const SheetLayout s = layout_sheet(t);
    EXPECT_NEAR(s.page.width, mm_to_pt(paper.w), 0.01);
    EXPECT_NEAR(s.page.height, mm_to_pt(paper.h), 0.01);
    ASSERT_EQ(s.per_page(), columns * rows);
    for (int i = 0; i < s.per_page(); ++i) {
      const Slot slot = s.front_slot(i);
      const int c = i % columns, r = i / columns;
      EXPECT_NEAR(slot.x, mm_to_pt(left + c * (cw + gap_x)), 0.01) << i;
      EXPECT_NEAR(slot.y, mm_to_pt(top + r * (ch + gap_y)), 0.01) << i;
      EXPECT_NEAR(slot.width, mm_to_pt(cw), 0.01) << i;
      EXPECT_NEAR(slot.height, mm_to_pt(ch), 0.01) << i;
      EXPECT_EQ(slot.rotation, g.rotate) << i;
      // Bleed only where there is room: half the gutter between cards, none where they butt.
      if (c > 0) {
        EXPECT_NEAR(pt_to_mm(slot.bleed.left), std::min(gap_x / 2, bleed), 1e-6) << i;
      }
      if (r > 0) {
        EXPECT_NEAR(pt_to_mm(slot.bleed.top), std::min(gap_y / 2, bleed), 1e-6) << i;
      }
      // The outer sides bleed as far as the paper allows.
      if (c == 0) {
        EXPECT_NEAR(pt_to_mm(slot.bleed.left), std::min(left, bleed), 1e-6) << i;
      }
      if (r == 0) {
        EXPECT_NEAR(pt_to_mm(slot.bleed.top), std::min(top, bleed), 1e-6) << i;
      }
    }
  }
}

TEST(SheetPresets, FixedSlotsAreWhereTheFileSays) {
  for (const FixedPreset& f : kFixed) {
    SCOPED_TRACE(f.name);
    const SheetTemplate t = load(f.name);
    const Paper card = kCards.at(f.card);
    Paper paper = kPapers.at(f.paper);
    if (f.landscape) std::swap(paper.w, paper.h);
    const bool fold = t.has_flipped_slots();
    const SheetLayout s = fold ? fold_layout(t) : layout_sheet(t);
    EXPECT_NEAR(s.page.width, mm_to_pt(paper.w), 0.01);
    EXPECT_NEAR(s.page.height, mm_to_pt(paper.h), 0.01);
    std::vector<Slot> placed = s.fronts;
    placed.insert(placed.end(), s.fold_backs.begin(), s.fold_backs.end());
    ASSERT_EQ(placed.size(), f.slots.size());
    for (std::size_t i = 0; i < f.slots.size(); ++i) {
      const auto& want = f.slots[i];
      const Slot& got = placed[i];
      EXPECT_NEAR(got.x, mm_to_pt(want.x), 0.01) << i;
      EXPECT_NEAR(got.y, mm_to_pt(want.y), 0.01) << i;
      EXPECT_EQ(got.rotation, want.rotate) << i;
      EXPECT_NEAR(got.width, mm_to_pt(want.rotate % 180 ? card.h : card.w), 0.01) << i;
    }
  }
}

// Every mark of every style stays on the page and off every card (and its bleed) by the mark
// offset, except gutter ticks, which stay 1.5 mm clear of every trim.
TEST(SheetPresets, CropMarksOfEveryStyleStayInTheMargins) {
  std::vector<std::string> names = sheet_preset_names(kSheets);
  for (const auto& name : names) {
    const SheetTemplate t = load(name);
    const SheetLayout s = t.has_flipped_slots() ? fold_layout(t) : layout_sheet(t);
    std::vector<Slot> slots = s.fronts;
    slots.insert(slots.end(), s.fold_backs.begin(), s.fold_backs.end());
    for (MarkStyle style : {MarkStyle::corner, MarkStyle::cross, MarkStyle::edge}) {
      SCOPED_TRACE(name + " " + mark_style_name(style));
      // A printer that prints to 0.5 mm from the edge gets marks on every sheet; at the default
      // 5 mm printer margin nothing is drawn nearer the edge (the narrow -gutter sheets then have
      // no outer marks).
      EXPECT_GE(crop_marks(slots, s.page, style, s.mark_length, s.mark_offset, true, mm_to_pt(0.5)).size(), 4u);
      const auto marks = crop_marks(slots, s.page, style, s.mark_length, s.mark_offset);
      const double edge = mm_to_pt(5) - 1e-9;
      for (const Segment& m : marks) {
        for (double v : {m.x0, m.x1}) EXPECT_TRUE(v >= edge && v <= s.page.width - edge);
        for (double v : {m.y0, m.y1}) EXPECT_TRUE(v >= edge && v <= s.page.height - edge) << m.x0 << "," << m.y0 << " - " << m.x1 << "," << m.y1;
        auto hits = [&](double x0, double y0, double x1, double y1) {
          return std::max(m.x0, m.x1) > x0 + 0.01 && std::min(m.x0, m.x1) < x1 - 0.01 &&
                 std::max(m.y0, m.y1) > y0 + 0.01 && std::min(m.y0, m.y1) < y1 - 0.01;
        };
        bool on_bleed = false;
        for (const Slot& c : slots) {
          on_bleed = on_bleed || hits(c.x - c.bleed.left - s.mark_offset, c.y - c.bleed.top - s.mark_offset,
                                      c.x + c.width + c.bleed.right + s.mark_offset,
                                      c.y + c.height + c.bleed.bottom + s.mark_offset);
          // A gutter tick may lie on the bleed, but 1.5 mm clear of every trim.
          const double clear = gutter_tick_clearance();
          EXPECT_FALSE(hits(c.x - clear, c.y - clear, c.x + c.width + clear, c.y + c.height + clear))
              << m.x0 << "," << m.y0 << " - " << m.x1 << "," << m.y1;
        }
        if (on_bleed) {
          EXPECT_TRUE(m.x0 == m.x1 || m.y0 == m.y1) << "a gutter tick runs along its cut line";
        }
      }
    }
  }
}

// The fold layout of every grid preset: backs mirrored about the fold line and turned so they
// read upright after folding, fronts and backs on opposite sides of the line.
TEST(SheetPresets, FoldLayoutsMirrorAboutTheFoldLine) {
  for (const GridPreset& g : kGrids) {
    SCOPED_TRACE(g.name);
    const SheetLayout s = fold_layout(load(g.name));
    ASSERT_GE(s.per_page(), 1);
    ASSERT_EQ(s.fold_backs.size(), s.fronts.size());
    EXPECT_NEAR(s.fold_position, s.page.height / 2, 1e-9);
    for (int i = 0; i < s.per_page(); ++i) {
      const Slot& f = s.fronts[i];
      const Slot& b = s.fold_backs[i];
      EXPECT_NEAR(b.x, f.x, 1e-9);
      EXPECT_NEAR(b.y - s.fold_position, s.fold_position - (f.y + f.height), 1e-9);
      EXPECT_LE(f.y + f.height, s.fold_position - mm_to_pt(3) + 1e-9);
      EXPECT_EQ(b.rotation, (540 - f.rotation) % 360);
    }
  }
}

TEST(SheetPresets, ATemplateWithProblemsReportsFileLineAndColumn) {
  const fs::path dir = fs::temp_directory_path() / "deckwright-sheet-test";
  fs::create_directories(dir);
  const fs::path file = dir / "bad.toml";
  std::ofstream(file) << "paper = \"a4\"\ncard = \"poker\"\ngutter = \"4mm\"\nbleed = \"3mm\"\n\n[marks]\nstyle = \"dots\"\n";
  Diagnostics d;
  load_sheet_template(file, d);
  const std::string text = d.format_all();
  EXPECT_THAT(text, ::testing::HasSubstr(file.string() + ":4:9: error: the bleed is more than half the gutter")) << text;
  EXPECT_THAT(text, ::testing::HasSubstr(file.string() + ":7:9: error: unknown crop-mark style 'dots'")) << text;
  std::ofstream(file) << "paper = \"a4\"\ncard = \"poker\"\n[[slot]]\nx = \"0mm\"\ny = \"0mm\"\n[[slot]]\nx = \"10mm\"\ny = \"0mm\"\n";
  Diagnostics overlap;
  load_sheet_template(file, overlap);
  EXPECT_THAT(overlap.format_all(), ::testing::HasSubstr(":6:1: error: the slot overlaps slot 1")) << overlap.format_all();
  fs::remove_all(dir);
  EXPECT_THROW(find_sheet_template(kSheets, "a4-pokr", SourcePos{"set.toml", 3, 9}), InputError);
  try {
    find_sheet_template(kSheets, "a4-pokr", SourcePos{"set.toml", 3, 9});
  } catch (const InputError& e) {
    EXPECT_THAT(e.diagnostics().format_all(), ::testing::HasSubstr("set.toml:3:9: error: unknown sheet preset 'a4-pokr' (did you mean 'a4-poker'?)"))
        << e.diagnostics().format_all();
  }
}

}  // namespace
}  // namespace dw
