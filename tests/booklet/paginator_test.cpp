// Pagination rules: filling, space dropped at a page top, paragraphs that never leave a single
// line at a page bottom or top, headings kept with what follows, forced breaks, table headers
// repeated on continuation pages, and chains of kept units longer than a page.
#include <gtest/gtest.h>

#include "booklet/paginator.hpp"

namespace dw {
namespace {

using Pages = std::vector<std::vector<int>>;

Pages items_per_page(const std::vector<PageFlow>& pages) {
  Pages out;
  for (const auto& p : pages) {
    out.emplace_back();
    for (const auto& pl : p.placements) out.back().push_back(pl.repeated ? -100 - pl.item : pl.item);
  }
  return out;
}

// The lines of a paragraph, with the keeps the flow gives them (first with second, second-to-last
// with last).
void paragraph(std::vector<FlowItem>& flow, int lines, double line_height = 10, double space_before = 0) {
  for (int k = 0; k < lines; ++k) {
    FlowItem it;
    it.height = line_height;
    it.space_before = k == 0 ? space_before : 0;
    it.keep_with_next = lines >= 2 && (k == 0 || k == lines - 2);
    flow.push_back(it);
  }
}

FlowItem unit(double h, double space = 0, bool keep = false) {
  FlowItem it;
  it.height = h;
  it.space_before = space;
  it.keep_with_next = keep;
  return it;
}

TEST(Paginator, FillsPagesInOrder) {
  std::vector<FlowItem> flow(7, unit(10));
  EXPECT_EQ(items_per_page(paginate(flow, 35)), (Pages{{0, 1, 2}, {3, 4, 5}, {6}}));
}

TEST(Paginator, SpaceBeforeIsDroppedAtThePageTop) {
  std::vector<FlowItem> flow = {unit(20), unit(10, 10), unit(10, 10)};
  const auto pages = paginate(flow, 35);
  ASSERT_EQ(items_per_page(pages), (Pages{{0}, {1, 2}}));
  EXPECT_DOUBLE_EQ(pages[1].placements[0].y, 0);
  EXPECT_DOUBLE_EQ(pages[1].placements[1].y, 20);
}

TEST(Paginator, NoOrphanLineAtThePageBottom) {
  std::vector<FlowItem> flow = {unit(40)};
  paragraph(flow, 5);  // only one line would fit below the first unit
  EXPECT_EQ(items_per_page(paginate(flow, 50)), (Pages{{0}, {1, 2, 3, 4, 5}}));
}

TEST(Paginator, NoWidowLineAtThePageTop) {
  std::vector<FlowItem> flow = {unit(10)};
  paragraph(flow, 5);  // four lines would fit, leaving the last one alone
  EXPECT_EQ(items_per_page(paginate(flow, 50)), (Pages{{0, 1, 2, 3}, {4, 5}}));
}

TEST(Paginator, ShortParagraphsMoveWhole) {
  std::vector<FlowItem> flow = {unit(30)};
  paragraph(flow, 3);  // two lines fit, but splitting 2/1 strands the last
  EXPECT_EQ(items_per_page(paginate(flow, 50)), (Pages{{0}, {1, 2, 3}}));
}

TEST(Paginator, HeadingKeepsWithTheFirstTwoLines) {
  std::vector<FlowItem> flow = {unit(22), unit(12, 5, /*keep=*/true)};
  paragraph(flow, 6);  // heading + one line would fit on page 1
  EXPECT_EQ(items_per_page(paginate(flow, 50)), (Pages{{0}, {1, 2, 3, 4}, {5, 6, 7}}));
}

TEST(Paginator, NoPageEndsWithASingleLineOrStartsWithOne) {
  // Many paragraphs of varied lengths: every page boundary must fall between whole paragraphs or
  // leave at least two lines of a paragraph on each side.
  std::vector<FlowItem> flow;
  std::vector<int> para_of, line_in, para_len;
  for (int p = 0; p < 60; ++p) {
    const int lines = 1 + (p * 7) % 9;
    paragraph(flow, lines, 12, 6);
    for (int k = 0; k < lines; ++k) {
      para_of.push_back(p);
      line_in.push_back(k);
      para_len.push_back(lines);
    }
  }
  const auto pages = paginate(flow, 200);
  ASSERT_GT(pages.size(), 5u);
  for (std::size_t p = 0; p + 1 < pages.size(); ++p) {
    const int last = pages[p].placements.back().item;
    const int next = pages[p + 1].placements.front().item;
    ASSERT_EQ(next, last + 1);
    if (para_of[last] == para_of[next]) {
      EXPECT_GE(line_in[last] + 1, 2) << "single line at the bottom of page " << p + 1;
      EXPECT_GE(para_len[next] - line_in[next], 2) << "single line at the top of page " << p + 2;
    }
    EXPECT_LE(pages[p].used, 200.01);
  }
}

TEST(Paginator, ForcedPageBreak) {
  std::vector<FlowItem> flow = {unit(10), unit(10), unit(10)};
  flow[1].page_break_before = true;
  EXPECT_EQ(items_per_page(paginate(flow, 100)), (Pages{{0}, {1, 2}}));
  flow[0].page_break_before = true;  // on an empty page it changes nothing
  EXPECT_EQ(items_per_page(paginate(flow, 100)), (Pages{{0}, {1, 2}}));
}

TEST(Paginator, TableHeaderRepeatsOnContinuationPages) {
  std::vector<FlowItem> flow = {unit(30), unit(8, 6, /*keep=*/true)};  // text, then the header row
  for (int r = 0; r < 6; ++r) {
    FlowItem row = unit(10);
    row.repeat_header = 1;
    flow.push_back(row);
  }
  const auto pages = paginate(flow, 60);
  ASSERT_EQ(items_per_page(pages), (Pages{{0, 1, 2}, {-101, 3, 4, 5, 6, 7}}));
  EXPECT_DOUBLE_EQ(pages[1].placements[1].y, 8);
}

TEST(Paginator, KeptChainLongerThanAPageBreaksWhereFull) {
  std::vector<FlowItem> flow(6, unit(10, 0, true));
  EXPECT_EQ(items_per_page(paginate(flow, 25)), (Pages{{0, 1}, {2, 3}, {4, 5}}));
}

TEST(Paginator, OversizedUnitGetsAPageOfItsOwn) {
  std::vector<FlowItem> flow = {unit(10), unit(80), unit(10)};
  EXPECT_EQ(items_per_page(paginate(flow, 50)), (Pages{{0}, {1}, {2}}));
}

// A chapter whose last page would hold 3 lines takes lines from the page before until it holds
// kMinPageLines (5); the page before keeps the rest.
TEST(Paginator, ShortChapterEndTakesLinesFromThePageBefore) {
  std::vector<FlowItem> flow;
  for (int i = 0; i < 13; ++i) flow.push_back(unit(10));
  EXPECT_EQ(items_per_page(paginate(flow, 100)), (Pages{{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9, 10, 11, 12}}));
}

// The same before the next chapter's forced break, and the balancing break respects keeps: the
// break after a heading-like kept unit is not taken.
TEST(Paginator, ShortPageBeforeTheNextChapterIsBalancedAtAnAllowedBreak) {
  std::vector<FlowItem> flow;
  for (int i = 0; i < 12; ++i) flow.push_back(unit(10, 0, i == 6));  // item 6 keeps with 7
  FlowItem next = unit(10);
  next.page_break_before = true;
  flow.push_back(next);
  for (int i = 0; i < 3; ++i) flow.push_back(unit(10));
  // Greedy: {0..9}, {10, 11}, {12..15}. Balanced: 5 on the chapter's last page needs a break
  // before 7, which the keep forbids, so before 6.
  EXPECT_EQ(items_per_page(paginate(flow, 100)),
            (Pages{{0, 1, 2, 3, 4, 5}, {6, 7, 8, 9, 10, 11}, {12, 13, 14, 15}}));
}

// A chapter all on one page may be short: nothing runs on from a page before it.
TEST(Paginator, AChapterOnOnePageMayBeShort) {
  std::vector<FlowItem> flow;
  for (int i = 0; i < 10; ++i) flow.push_back(unit(10));
  FlowItem next = unit(10);
  next.page_break_before = true;
  flow.push_back(next);
  flow.push_back(unit(10));
  EXPECT_EQ(items_per_page(paginate(flow, 100)), (Pages{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {10, 11}}));
}

}  // namespace
}  // namespace dw
