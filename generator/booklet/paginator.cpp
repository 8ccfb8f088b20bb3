// paginator: greedy page filling with backtracking to the last allowed break, then short chapter
// ends balanced against the page before.
#include "booklet/paginator.hpp"

namespace dw {

namespace {

constexpr double kSlack = 0.01;  // pt: rounding in measured heights must not push a line over

// Greedy filling; `forced[i]` breaks before item i as page_break_before does.
std::vector<PageFlow> fill_pages(const std::vector<FlowItem>& items, double page_height, const std::vector<bool>& forced) {
  std::vector<PageFlow> pages;
  PageFlow page;
  int first = 0;  // first flow item (not a repeated header) of the current page
  auto close_page = [&] {
    pages.push_back(std::move(page));
    page = PageFlow{};
  };
  const int n = static_cast<int>(items.size());
  int i = 0;
  while (i < n) {
    const FlowItem& it = items[static_cast<std::size_t>(i)];
    const bool empty = page.placements.empty();
    if (empty) {
      first = i;
      if (it.repeat_header >= 0 && it.repeat_header != i && it.repeat_header < n) {
        page.placements.push_back(FlowPlacement{it.repeat_header, 0, true});
        page.used = items[static_cast<std::size_t>(it.repeat_header)].height;
      }
    } else if (it.page_break_before || forced[static_cast<std::size_t>(i)]) {
      close_page();
      continue;
    }
    const bool at_top = page.placements.empty() || (page.placements.size() == 1 && page.placements[0].repeated);
    const double gap = at_top ? 0 : it.space_before;
    if (page.used + gap + it.height <= page_height + kSlack || (i == first && at_top)) {
      page.placements.push_back(FlowPlacement{i, page.used + gap, false});
      page.used += gap + it.height;
      ++i;
      continue;
    }
    // The unit does not fit: break before the latest unit not kept with its predecessor.
    int b = i;
    while (b > first && items[static_cast<std::size_t>(b - 1)].keep_with_next) --b;
    if (b == first) b = i;  // everything on the page is one kept chain: break where it is full
    while (!page.placements.empty() && !page.placements.back().repeated && page.placements.back().item >= b)
      page.placements.pop_back();
    if (!page.placements.empty()) {
      const FlowPlacement& last = page.placements.back();
      page.used = last.y + items[static_cast<std::size_t>(last.item)].height;
    }
    if (page.placements.size() == 1 && page.placements[0].repeated) page.placements.clear();
    close_page();
    i = b;
  }
  if (!page.placements.empty()) pages.push_back(std::move(page));
  return pages;
}


// The flow items of a page, repeated headers aside.
int first_item(const PageFlow& page) {
  for (const FlowPlacement& p : page.placements)
    if (!p.repeated) return p.item;
  return -1;
}
int item_count(const PageFlow& page) {
  int count = 0;
  for (const FlowPlacement& p : page.placements) count += p.repeated ? 0 : 1;
  return count;
}

// The height items [from, to) take on a page of their own (with the header a continuation repeats).
double height_of(const std::vector<FlowItem>& items, int from, int to) {
  const FlowItem& head = items[static_cast<std::size_t>(from)];
  double used = head.repeat_header >= 0 && head.repeat_header != from ? items[static_cast<std::size_t>(head.repeat_header)].height : 0;
  for (int i = from; i < to; ++i) {
    const FlowItem& it = items[static_cast<std::size_t>(i)];
    used += (i == from ? 0 : it.space_before) + it.height;
  }
  return used;
}

// Where to break before the short last page of a chapter, `short_page` (which continues the
// chapter from the page before it) so that it holds kMinPageLines units: the latest allowed
// break that gives it enough, leaves the page before enough too and fits; -1 when none does.
int balancing_break(const std::vector<FlowItem>& items, const PageFlow& before, const PageFlow& short_page,
                    double page_height) {
  const int start = first_item(short_page), before_start = first_item(before);
  const int end = short_page.placements.back().item + 1;
  const int need = kMinPageLines - item_count(short_page);
  for (int b = start - need; b - before_start >= kMinPageLines; --b) {
    if (items[static_cast<std::size_t>(b - 1)].keep_with_next) continue;
    if (height_of(items, b, end) > page_height + kSlack) return -1;
    return b;
  }
  return -1;
}

}  // namespace

std::vector<PageFlow> paginate(const std::vector<FlowItem>& items, double page_height) {
  std::vector<bool> forced(items.size(), false);
  for (;;) {
    std::vector<PageFlow> pages = fill_pages(items, page_height, forced);
    bool moved = false;
    for (std::size_t p = 1; p < pages.size() && !moved; ++p) {
      const int start = first_item(pages[p]);
      if (start < 0 || items[static_cast<std::size_t>(start)].page_break_before) continue;  // a chapter's first page
      const bool chapter_end = p + 1 == pages.size() ||
                               (first_item(pages[p + 1]) >= 0 &&
                                items[static_cast<std::size_t>(first_item(pages[p + 1]))].page_break_before);
      if (!chapter_end || item_count(pages[p]) >= kMinPageLines || first_item(pages[p - 1]) < 0) continue;
      const int b = balancing_break(items, pages[p - 1], pages[p], page_height);
      if (b < 0) continue;
      forced[static_cast<std::size_t>(b)] = true;
      moved = true;
    }
    if (!moved) return pages;
  }
}

}  // namespace dw
