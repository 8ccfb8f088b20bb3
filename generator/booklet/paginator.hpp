// paginator: breaks a flow of vertical units (lines of text, table rows, figures, headings) into
// pages. Pure arithmetic, independent of drawing. Rules:
// - a unit's space_before is dropped at the top of a page;
// - no break after a unit marked keep_with_next (headings keep with what follows; a paragraph's
//   first line keeps with its second and its second-to-last with its last, so no single line is
//   stranded at a page bottom or top); when a chain of kept units is longer than a page, the
//   break falls where the page is full;
// - page_break_before starts a new page (unless the page is still empty);
// - a unit with repeat_header >= 0 that starts a page gets that unit (a table's header row)
//   repeated above it.
// - the last page of a chapter (before a page_break_before, or the flow's end) that continues the
//   chapter from the page before holds at least kMinPageLines units: the break before it moves
//   back (to an allowed break, leaving the page before as many) until it does. A chapter all on
//   one page may be shorter.
#pragma once

#include <vector>

namespace dw {

// The fewest units (lines, rows, figures) the last page of a chapter that runs on holds.
constexpr int kMinPageLines = 5;

struct FlowItem {
  double height = 0;
  double space_before = 0;
  bool keep_with_next = false;
  bool page_break_before = false;
  int repeat_header = -1;
};

struct FlowPlacement {
  int item = 0;      // index into the flow
  double y = 0;      // top of the unit below the top of the text block
  bool repeated = false;  // a header repeated at the top of a continuation page
};

struct PageFlow {
  std::vector<FlowPlacement> placements;
  double used = 0;  // height used
};

std::vector<PageFlow> paginate(const std::vector<FlowItem>& items, double page_height);

}  // namespace dw
