// back_alignment: the correction for a printer that puts the back side slightly off: backs moved
// by (x, y) mm and turned by a number of degrees, all as seen looking at the FRONT of the sheet
// (x to the right, y down, positive degrees clockwise); `deckwright calibrate` measures these.
//
// A back page is drawn in its own coordinates, which the paper's turn mirrors. Turned about the
// long edge (portrait duplex-long, and the separate mode, whose backs are mirrored the same way)
// the back page's x runs against the front's, so the move becomes (-x, +y); turned about the short
// edge its y runs against the front's: (+x, -y). A mirror also reverses the sense of turning, so
// a clockwise correction seen from the front is drawn anticlockwise on the back page. The turn
// is about the page centre. Fold sheets are printed on one side, so nothing is corrected there.
#pragma once

#include <cairo.h>

#include <string>

#include "model/units.hpp"
#include "print/sheet_layout.hpp"

namespace dw {

struct BackAlignment {
  double x_mm = 0;
  double y_mm = 0;
  double rotation_deg = 0;
};

// The transform to apply before drawing a back page turned about `axis`.
cairo_matrix_t back_page_matrix(const BackAlignment& a, MirrorAxis axis, const SizePt& page);

// Parses "X,Y" (mm, either may be negative); false and a reason on error.
bool parse_back_offset(const std::string& text, BackAlignment& out, std::string& error);

}  // namespace dw
