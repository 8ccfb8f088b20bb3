// Booklet typesetting with the real fonts: the flow gives paragraph lines the keeps that prevent
// single lines at page edges, headings keep with what follows, tables repeat their header, quotes
// mark their units; a whole booklet gets cover, contents (with the pages its chapters landed on),
// body and back cover.
#include <gtest/gtest.h>

#include <filesystem>

#include "booklet/booklet_style.hpp"
#include "booklet/booklet_typesetter.hpp"
#include "booklet/figure_art.hpp"
#include "booklet/flow.hpp"
#include "booklet/markdown_parser.hpp"
#include "booklet/paginator.hpp"
#include "render/font_manifest.hpp"

namespace fs = std::filesystem;

namespace dw {
namespace {

class FlowTest : public ::testing::Test {
 protected:
  FlowTest()
      : fonts_(load_font_manifest(fs::path(DW_SOURCE_DIR) / "fonts" / "manifest.toml")),
        text_(fonts_, {fs::path(DW_SOURCE_DIR) / "cardsets" / "clashing-blades" / "art"}),
        art_(set_, nullptr, warnings_),
        style_(booklet_style("a4", config_)) {}

  std::vector<FlowUnit> flow(const std::string& md) {
    Diagnostics d;
    const BookletDocument doc = parse_markdown(md, "t.md", d);
    EXPECT_FALSE(d.has_errors()) << d.format_all();
    Flow f(style_, text_, art_);
    return f.typeset(doc.blocks);
  }

  static std::string long_text(int sentences) {
    std::string s;
    for (int i = 0; i < sentences; ++i) s += "The duelist with the stronger parry turns the blade aside and answers at once. ";
    return s;
  }

  FontContext fonts_;
  RichLayoutEngine text_;
  CardSet set_;
  Diagnostics warnings_;
  FigureArt art_;
  BookletConfig config_;
  BookletStyle style_;
};

TEST_F(FlowTest, ParagraphLinesKeepFirstAndLastPairsTogether) {
  const auto units = flow(long_text(6) + "\n");
  ASSERT_GE(units.size(), 5u);
  const std::size_t n = units.size();
  for (std::size_t k = 0; k < n; ++k) {
    const bool keep = k == 0 || k == n - 2;
    EXPECT_EQ(units[k].item.keep_with_next, keep) << "line " << k << " of " << n;
    EXPECT_GT(units[k].item.height, style_.body_size) << "a line is taller than the type";
    EXPECT_LT(units[k].item.height, style_.body_size * 1.6);
  }
}

TEST_F(FlowTest, HeadingsKeepWithNextAndIntroParagraphsWithTheirList) {
  const auto units = flow("# Chapter\n\nIntro to a list:\n\n- one\n- two\n");
  ASSERT_EQ(units.size(), 4u);
  EXPECT_EQ(units[0].heading_level, 1);
  EXPECT_TRUE(units[0].item.keep_with_next);
  EXPECT_EQ(units[0].heading.plain(), "Chapter");
  EXPECT_TRUE(units[1].item.keep_with_next) << "a one-line paragraph ending in a colon stays with its list";
  EXPECT_FALSE(units[2].item.keep_with_next);
  EXPECT_DOUBLE_EQ(units[1].item.space_before, style_.heading_space_after);
}

TEST_F(FlowTest, TableRowsRepeatTheirHeaderAndQuotesMarkTheirUnits) {
  const auto units = flow("Text.\n\n| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n\n> Quoted example.\n");
  ASSERT_EQ(units.size(), 5u);
  EXPECT_TRUE(units[1].item.keep_with_next);
  EXPECT_EQ(units[2].item.repeat_header, 1);
  EXPECT_EQ(units[3].item.repeat_header, 1);
  EXPECT_EQ(units[0].quote, -1);
  EXPECT_GE(units[4].quote, 0);
  EXPECT_DOUBLE_EQ(units[4].quote_right - units[4].quote_left, style_.content_width());
}

TEST_F(FlowTest, TablesBreakOnlyWithThreeRowsOnEachSide) {
  // A long table: header, first three rows and last three rows are chains; rows between may break.
  std::string md = "The cards of the deck:\n\n| card | count |\n|---|---|\n";
  for (int r = 1; r <= 10; ++r) md += "| card " + std::to_string(r) + " | " + std::to_string(r) + " |\n";
  const auto units = flow(md);
  ASSERT_EQ(units.size(), 12u);  // one line of text, header, ten rows
  EXPECT_TRUE(units[0].item.keep_with_next) << "the paragraph introducing the table stays with it";
  for (std::size_t row = 0; row <= 10; ++row) {
    const bool keep = row <= 2 || row >= 8;  // rows 0-3 together, rows 8-10 together
    EXPECT_EQ(units[1 + row].item.keep_with_next, keep && row < 10) << "row " << row;
  }
  // Paginated after a filler that leaves room for the text, the header and two and a half rows:
  // the text and the table's start move to the next page together; no page holds fewer than
  // three of its rows.
  double row = 0;
  for (std::size_t k = 2; k < units.size(); ++k) row = std::max(row, units[k].item.height);
  const double page = units[1].item.height + 5 * row + 1;
  std::vector<FlowItem> items{FlowItem{}};
  for (const auto& u : units) items.push_back(u.item);
  items[0].height = page - (items[1].height + items[2].space_before + items[2].height + 2.5 * row);
  const auto pages = paginate(items, page);
  ASSERT_GE(pages.size(), 3u);
  ASSERT_EQ(pages[0].placements.size(), 1u) << "only the filler stays on the first page";
  for (const auto& p : pages) {
    int rows = 0;
    for (const auto& placed : p.placements) rows += placed.item >= 3 && !placed.repeated;
    EXPECT_TRUE(rows == 0 || rows >= 3) << "a page holds " << rows << " body rows of the table";
  }
  // A short table stays whole.
  const auto small = flow("| a | b |\n|---|---|\n| 1 | 2 |\n| 3 | 4 |\n| 5 | 6 |\n");
  ASSERT_EQ(small.size(), 4u);
  for (std::size_t k = 0; k + 1 < small.size(); ++k) EXPECT_TRUE(small[k].item.keep_with_next) << k;
  EXPECT_FALSE(small.back().item.keep_with_next);
}

// An example box that fits on a page is kept whole: every unit but its last keeps with the next,
// so the paginator moves the whole box to the next page rather than split it; a box longer than
// a page keeps only its paragraphs' own pairs and breaks where the page is full.
TEST_F(FlowTest, ExampleBoxesThatFitAPageAreKeptWhole) {
  const auto units = flow("Before.\n\n> " + long_text(6) + "\n>\n> " + long_text(3) + "\n\nAfter.\n");
  std::vector<std::size_t> box;
  for (std::size_t i = 0; i < units.size(); ++i)
    if (units[i].quote >= 0) box.push_back(i);
  ASSERT_GE(box.size(), 8u);
  for (std::size_t k = 0; k + 1 < box.size(); ++k) EXPECT_TRUE(units[box[k]].item.keep_with_next) << "box unit " << k;
  EXPECT_FALSE(units[box.back()].item.keep_with_next);
  std::vector<FlowItem> items;
  for (const auto& u : units) items.push_back(u.item);
  // On pages a little taller than the box, the box goes over whole rather than start under the
  // paragraph before it.
  double box_height = 0;
  for (std::size_t k = 0; k < box.size(); ++k) box_height += (k ? items[box[k]].space_before : 0) + items[box[k]].height;
  ASSERT_GT(items[0].height, 0.02 * box_height);
  const auto pages = paginate(items, box_height * 1.02);
  ASSERT_GE(pages.size(), 2u);
  EXPECT_EQ(pages[0].placements.size(), box.front()) << "the first page holds what comes before the box";
  EXPECT_EQ(pages[1].placements.front().item, static_cast<int>(box.front()));
  EXPECT_EQ(pages[1].placements.back().item, static_cast<int>(box.back())) << "the whole box on the second page";

  const auto long_box = flow("> " + long_text(120) + "\n");
  double height = 0;
  int kept = 0;
  for (const auto& u : long_box) {
    height += u.item.space_before + u.item.height;
    kept += u.item.keep_with_next ? 1 : 0;
  }
  ASSERT_GT(height, style_.content_height()) << "the long box is longer than a page";
  EXPECT_EQ(kept, 2) << "only the paragraph's first and last pairs keep";
}

TEST_F(FlowTest, PageBreakStartsTheNextUnitOnANewPage) {
  const auto units = flow("One.\n\n---\n\nTwo.\n");
  ASSERT_EQ(units.size(), 2u);
  EXPECT_FALSE(units[0].item.page_break_before);
  EXPECT_TRUE(units[1].item.page_break_before);
}

TEST_F(FlowTest, WholeBookletHasCoverContentsBodyAndBackCover) {
  std::string md;
  for (int c = 1; c <= 4; ++c) md += "# Chapter " + std::to_string(c) + "\n\n" + long_text(30) + "\n\n## Part\n\n" + long_text(10) + "\n\n";
  Diagnostics d;
  const BookletDocument doc = parse_markdown(md, "t.md", d);
  config_.title = "Test";
  BookletTypesetter typesetter(style_, config_, "1", text_, art_);
  const TypesetBooklet booklet = typesetter.typeset(doc);
  EXPECT_EQ(booklet.contents_pages, 1);
  EXPECT_GE(booklet.body_pages, 4);
  EXPECT_EQ(static_cast<int>(booklet.pages.size()), 1 + booklet.contents_pages + booklet.body_pages + 1);
  ASSERT_EQ(booklet.contents.size(), 8u);
  EXPECT_EQ(booklet.contents[0].title, "Chapter 1");
  EXPECT_EQ(booklet.contents[0].page, 3) << "the body starts after the cover and the contents";
  for (std::size_t i = 1; i < booklet.contents.size(); ++i) EXPECT_GE(booklet.contents[i].page, booklet.contents[i - 1].page);
  EXPECT_LE(booklet.contents.back().page, static_cast<int>(booklet.pages.size()) - 1);
}

}  // namespace
}  // namespace dw
