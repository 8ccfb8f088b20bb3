// element_reader: reads one [[element]] table of a template file into an Element, with a
// diagnostic at file:line:col for every bad key or value: geometry, paint (colours and
// gradients), SVG path data, text options, images, icons and repeats (whose [element.item] is
// read by the same function).
#pragma once

#include <optional>
#include <string>
#include <toml++/toml.h>

#include "model/card_template.hpp"

namespace dw {

// The most stops one gradient may have: each stop costs time and memory on every card drawn.
constexpr std::size_t kMaxGradientStops = 256;

// With a base (an element of the same name inherited from a parent template), only the keys
// the table gives change: everything else stays as the parent had it. `index` numbers unnamed
// elements ("rect3").
std::optional<Element> read_element(const toml::table& t, const std::string& file, const std::string& tpl_name,
                                    std::size_t index, const Element* base, Diagnostics& diags);

}  // namespace dw
