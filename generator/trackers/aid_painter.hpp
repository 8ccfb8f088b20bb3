// aid_painter: draws a player aid into a box: title, then its sections (headings, paragraphs,
// lists, tables) with the same rich text as booklets (styles, :icons:). Everything is scaled by
// one factor, the largest (from 130 % down to 40 %) at which the whole aid fits the box; an aid that does
// not fit even then is reported with how much it overflows. In a right-to-left language the aid
// mirrors: list markers stand right of their items and tables run from the right.
#pragma once

#include <cairo.h>

#include "model/diagnostic.hpp"
#include "render/rich_layout.hpp"
#include "trackers/aid_spec.hpp"

namespace dw {

struct AidFit {
  double scale = 1;       // the factor chosen
  double overflow = 0;    // pt beyond the box at the smallest scale (0 when it fits)
};

AidFit fit_aid(const AidSpec& aid, double width, double height, RichLayoutEngine& text);
void paint_aid(cairo_t* cr, const AidSpec& aid, int player, double width, double height, RichLayoutEngine& text);

}  // namespace dw
