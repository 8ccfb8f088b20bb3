// paginator: greedy page filling with backtracking to the last allowed break.
#include "booklet/paginator.hpp"

namespace dw {

namespace {
constexpr double kSlack = 0.01;  // pt: rounding in measured heights must not push a line over
}

std::vector<PageFlow> paginate(const std::vector<FlowItem>& items, double page_height) {
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
    } else if (it.page_break_before) {
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

}  // namespace dw
