// color: colour values written in templates: "#rgb", "#rrggbb", "#rrggbbaa", a CSS colour keyword
// (all 148 of CSS Color 4) or one of our own names (parchment, steel); "none" paints nothing.
#pragma once

#include <optional>
#include <string>

#include "model/paint.hpp"

namespace dw {

std::optional<Color> parse_color(const std::string& text, std::string* error);

}  // namespace dw
