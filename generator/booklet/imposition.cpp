// imposition: padding and saddle-stitch sheet order.
#include "booklet/imposition.hpp"

#include <utility>

namespace dw {

std::optional<DuplexFlip> parse_duplex_flip(std::string_view name) {
  if (name == "short-edge") return DuplexFlip::short_edge;
  if (name == "long-edge") return DuplexFlip::long_edge;
  return std::nullopt;
}

const char* duplex_flip_name(DuplexFlip flip) { return flip == DuplexFlip::long_edge ? "long-edge" : "short-edge"; }

std::vector<int> padded_order(int pages) {
  if (pages <= 0) return {};
  const int padded = (pages + 3) / 4 * 4;
  std::vector<int> order(static_cast<std::size_t>(padded), kBlankPage);
  if (pages == 1) {
    order[0] = 0;  // a single page is its own cover: nothing to keep on the outside
    return order;
  }
  for (int p = 0; p < pages - 1; ++p) order[static_cast<std::size_t>(p)] = p;
  order.back() = pages - 1;  // the back cover stays last; the blanks sit before it
  return order;
}

std::vector<ImposedSheet> impose_saddle_stitch(int pages, DuplexFlip flip, Binding binding) {
  const std::vector<int> order = padded_order(pages);
  const int padded = static_cast<int>(order.size());
  // 1-based padded position to reading page.
  auto at = [&](int position) { return order[static_cast<std::size_t>(position - 1)]; };
  std::vector<ImposedSheet> sheets;
  for (int s = 0; s < padded / 4; ++s) {
    ImposedSheet sheet;
    sheet.front = SheetSide{at(padded - 2 * s), at(2 * s + 1), false};
    sheet.back = SheetSide{at(2 * s + 2), at(padded - 2 * s - 1), flip == DuplexFlip::long_edge};
    if (binding == Binding::right) {
      std::swap(sheet.front.left, sheet.front.right);
      std::swap(sheet.back.left, sheet.back.right);
    }
    sheets.push_back(sheet);
  }
  return sheets;
}

}  // namespace dw
