// column_widths: sharing a table's width among its columns the way browsers do for automatic
// table layout: a column whose text fits on one line within an equal share of the room left gets
// its natural width; the other columns share the rest in proportion to their natural widths,
// never below their longest word (unless even the longest words do not fit, then everything
// shrinks in proportion). Used by booklet tables and player aids.
#pragma once

#include <vector>

namespace dw {

std::vector<double> column_widths(const std::vector<double>& min, const std::vector<double>& natural, double available);

}  // namespace dw
