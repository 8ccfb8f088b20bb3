// element_extent: where a template element lies on a card of a given size (its box, turned by its
// rotation and widened by half its stroke), and the warning for an element that lies entirely
// outside the card's bleed box: it would draw nothing, silently, on every card.
#pragma once

#include "model/card_set.hpp"
#include "model/card_template.hpp"

namespace dw {

// A rectangle in card coordinates (pt; the trim's top-left is 0, 0).
struct Extent {
  double left = 0, top = 0, right = 0, bottom = 0;
};

Extent element_extent(const Element& e, const CardGeometry& card);

// A warning at the element's file:line:col for every element of `tpl` (repeats aside: their
// copies may spread past their box) that misses the bleed box of `card` altogether.
void warn_elements_off_card(const CardTemplate& tpl, const CardGeometry& card, Diagnostics& out);

}  // namespace dw
