// element_extent: element boxes on the card and the off-card warning.
#include "model/element_extent.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "model/units.hpp"

namespace dw {

Extent element_extent(const Element& e, const CardGeometry& g) {
  if (e.bleed) return Extent{-g.bleed, -g.bleed, g.width + g.bleed, g.height + g.bleed};
  const double w = e.width.resolve(g.width), h = e.height.resolve(g.height);
  const double left = e.x.resolve(g.width) - e.anchor.fx * w, top = e.y.resolve(g.height) - e.anchor.fy * h;
  const double ax = left + e.anchor.fx * w, ay = top + e.anchor.fy * h;  // rotation turns about the anchor
  const double turn = e.rotate * M_PI / 180.0, c = std::cos(turn), s = std::sin(turn);
  Extent out{INFINITY, INFINITY, -INFINITY, -INFINITY};
  for (const double x : {left, left + w}) {
    for (const double y : {top, top + h}) {
      const double rx = ax + (x - ax) * c - (y - ay) * s, ry = ay + (x - ax) * s + (y - ay) * c;
      out = Extent{std::min(out.left, rx), std::min(out.top, ry), std::max(out.right, rx), std::max(out.bottom, ry)};
    }
  }
  const double margin = e.stroke_width / 2;
  return Extent{out.left - margin, out.top - margin, out.right + margin, out.bottom + margin};
}

void warn_elements_off_card(const CardTemplate& tpl, const CardGeometry& card, Diagnostics& out) {
  const Extent bleed{-card.bleed, -card.bleed, card.width + card.bleed, card.height + card.bleed};
  for (const Element& e : tpl.elements) {
    if (e.type == ElementType::repeat) continue;
    const Extent x = element_extent(e, card);
    if (x.right >= bleed.left && x.left <= bleed.right && x.bottom >= bleed.top && x.top <= bleed.bottom) continue;
    char span[160];
    std::snprintf(span, sizeof span, "it covers %.1f to %.1f mm across and %.1f to %.1f mm down; the card with its bleed "
                                     "spans %.1f to %.1f mm and %.1f to %.1f mm",
                  pt_to_mm(x.left), pt_to_mm(x.right), pt_to_mm(x.top), pt_to_mm(x.bottom), pt_to_mm(bleed.left),
                  pt_to_mm(bleed.right), pt_to_mm(bleed.top), pt_to_mm(bleed.bottom));
    out.warning(e.where,
                "element '" + e.name + "' of template '" + tpl.name +
                    "' lies entirely outside the card and draws nothing: " + span,
                "move it onto the card (x and y are measured from the trim's top-left corner), or remove it");
  }
}

}  // namespace dw
