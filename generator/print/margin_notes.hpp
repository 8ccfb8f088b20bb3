// margin_notes: what a sheet says about itself in its margins: a 50 mm check bar with its length
// printed (measure it to see that the printer did not scale the page) and a small caption (set,
// version, page kind, sheet n of m). Both go where no card, bleed or crop mark is: the margin
// strips around the cards, deepest first, in the gaps between crop marks; in a side margin they
// run upwards. Placement is pure geometry (tested); drawing uses the project's fonts.
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include <optional>
#include <string>
#include <vector>

#include "print/sheet_layout.hpp"
#include "render/c_handles.hpp"

namespace dw {

constexpr double kCheckBarLength = mm_to_pt(50);

// A box in the margin: (x, y, width, height) on the page; `upright` false: the content runs
// upwards (rotated 90 degrees anticlockwise) and `length` is along the box's height.
struct MarginBox {
  double x = 0, y = 0, width = 0, height = 0;
  bool upright = true;
};

// Finds room for an item `length` long and `depth` deep that keeps `clearance` from every card
// (with its bleed), every mark and every box in `taken`, and at least `edge` from the paper's edge.
std::optional<MarginBox> find_margin_room(const SizePt& page, const std::vector<Slot>& slots,
                                          const std::vector<Segment>& marks, const std::vector<MarginBox>& taken,
                                          double length, double depth, double clearance = mm_to_pt(1),
                                          double edge = mm_to_pt(3));

struct MarginNotes {
  bool bar = false;  // whether the check bar found room
  bool caption = false;
  std::vector<MarginBox> boxes;  // where they went
};

// Draws the check bar with its caption `bar_text` ("50 mm: ...", SheetWords::check_bar, in the
// context's language) in `box` (as find_margin_room gives), and returns the size such a box
// needs (length, depth).
SizePt check_bar_size(PangoContext* pango, const std::string& family, const std::string& bar_text);
void draw_check_bar(cairo_t* cr, PangoContext* pango, const std::string& family, const std::string& bar_text,
                    const MarginBox& box);

// The check bar's label (`text` in `family`), laid out once for every page a run of pages draws
// with `pango`: the same words on each sheet, whose layout cost as much as the rest of a page's
// notes. A layout stays on the thread of its context.
class CheckBarLabel {
 public:
  CheckBarLabel(PangoContext* pango, const std::string& family, const std::string& text);
  PangoLayout* layout() const { return layout_.get(); }

 private:
  PangoLayoutPtr layout_;
};

// Draws the check bar with `bar` and the caption on the page. `family` must be a family of the
// font context; text in the context's language takes its fallback fonts and writing direction
// from it.
MarginNotes draw_margin_notes(cairo_t* cr, PangoContext* pango, const std::string& family, const SizePt& page,
                              const std::vector<Slot>& slots, const std::vector<Segment>& marks,
                              const CheckBarLabel& bar, const std::string& caption,
                              double printer_margin = mm_to_pt(3));

}  // namespace dw
