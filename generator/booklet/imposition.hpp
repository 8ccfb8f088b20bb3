// imposition: the order in which a booklet's pages land on the sheets of a saddle-stitched
// booklet printed at home, two pages side by side on each side of a landscape sheet. Pure
// arithmetic on page numbers; drawing the sheets is booklet_writer's job.
//
// n reading pages are padded to N = 4 * ceil(n / 4) with blanks placed before the back cover, so
// the last page stays on the outside of the folded booklet. Sheet s (0-based, outermost first)
// carries front = [N-2s | 2s+1] and back = [2s+2 | N-2s-1] (left | right, 1-based padded
// positions). Printed duplex with short-edge flipping, the back side is upright; printers that only
// flip on the long edge need every back side turned 180 degrees.
//
// A right-to-left booklet binds on the right: each side's two halves swap (front = [2s+1 | N-2s],
// back = [N-2s-1 | 2s+2]), so the cover is on the left half of the outer side and, folded, the
// spine is on the cover's right.
#pragma once

#include <string_view>
#include <optional>
#include <vector>

namespace dw {

enum class DuplexFlip { short_edge, long_edge };
// The edge the folded booklet is stapled on: left for a left-to-right book, right for a
// right-to-left one.
enum class Binding { left, right };

std::optional<DuplexFlip> parse_duplex_flip(std::string_view name);  // "short-edge", "long-edge"
const char* duplex_flip_name(DuplexFlip flip);

constexpr int kBlankPage = -1;

// One side of a sheet: the reading page (0-based) on the left and on the right half, or
// kBlankPage, and whether the side is drawn turned 180 degrees.
struct SheetSide {
  int left = kBlankPage;
  int right = kBlankPage;
  bool turned = false;
  bool operator==(const SheetSide&) const = default;
};

struct ImposedSheet {
  SheetSide front;
  SheetSide back;
  bool operator==(const ImposedSheet&) const = default;
};

// The padded sequence: position p (0-based) of the folded booklet shows reading page
// padded_order(n)[p], or kBlankPage. Length 4 * ceil(n / 4); n = 0 gives an empty sequence.
std::vector<int> padded_order(int pages);

// The sheets, outermost first, each printed front then back.
std::vector<ImposedSheet> impose_saddle_stitch(int pages, DuplexFlip flip = DuplexFlip::short_edge,
                                               Binding binding = Binding::left);

}  // namespace dw
