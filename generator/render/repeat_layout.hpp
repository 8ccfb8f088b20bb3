// repeat_layout: where the copies of a repeat element go. A row or column of copies with a gap
// between them, gathered at the start, centre or end of the repeat's box or spread over it; a
// grid filled row by row; or copies spaced evenly along the repeat's path. Copies that would
// not fit the box side by side shrink together until they do.
#pragma once

#include <vector>

#include "model/card_template.hpp"
#include "render/shape_paths.hpp"

namespace dw {

// The box of each of `count` copies, each item_w x item_h pt (before any shrinking), in the
// repeat's `area`.
std::vector<Box> repeat_slots(const Element& repeat, const Box& area, int count, double item_w, double item_h);

}  // namespace dw
