// color: colour values written in templates: "#rgb", "#rrggbb", "#rrggbbaa" or a CSS-like name.
#pragma once

#include <optional>
#include <string>

#include "model/card_template.hpp"

namespace dw {

std::optional<Color> parse_color(const std::string& text, std::string* error);

}  // namespace dw
