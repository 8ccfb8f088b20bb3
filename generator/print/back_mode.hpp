// back_mode: how the print-and-play PDF gives every card its back (--backs):
//   duplex-long   each fronts page is followed by its backs page, columns mirrored (column c goes
//                 to C-1-c) for printers that flip on the long edge; the default;
//   duplex-short  the same for short-edge flipping: rows mirrored (row r goes to R-1-r) and every
//                 back turned 180 degrees (the long-edge backs page rotated about its centre);
//   separate      every fronts page first, then every backs page (long-edge mirrored), for
//                 printing the backs in a second pass or gluing sheets back to back; no duplex hint;
//   fold          each page holds fronts on one side of a fold line and their backs on the other,
//                 turned so they show upright once the sheet is folded and glued (see sheet_layout);
//                 printed single-sided, so no duplex hint;
//   none          fronts only.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace dw {

enum class BackMode { duplex_long, duplex_short, separate, fold, none };

const char* back_mode_name(BackMode mode);
std::optional<BackMode> parse_back_mode(std::string_view name);
std::vector<std::string> back_mode_names();

}  // namespace dw
