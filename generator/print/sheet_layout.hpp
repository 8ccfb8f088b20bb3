// sheet_layout: where cards sit on a print-and-play sheet, computed from a sheet template: the
// front slots (a grid or the template's fixed slots), the fold layout (fronts and their backs on
// one page, mirrored about the fold line), the back slots of duplex printing, and how far each
// card's art may bleed on each side without reaching a neighbour. Pure geometry in PDF points,
// y downwards from the top-left of the page.
//
// A back lies where the paper's turn takes its front: mirrored about the page's vertical centre
// line for long-edge duplex, about the horizontal one for short-edge duplex, about the fold line
// for fold sheets. Its rotation is chosen so that the back shows upright when the cut card is
// turned over about its own long side: -R for a vertical mirror axis and 180-R for a horizontal
// one, R being the front's rotation (upright cards: long edge 0, short edge and fold 180).
#pragma once

#include <string>
#include <vector>

#include "model/units.hpp"
#include "print/sheet_template.hpp"

namespace dw {

struct Sides {
  double left = 0, top = 0, right = 0, bottom = 0;
};

struct Slot {
  double x = 0;  // top-left of the card's trim as it lies on the page
  double y = 0;
  int column = 0;  // grid position (fixed sheets: the slot's index, row 0)
  int row = 0;
  double width = 0;  // on the page: the card's width and height, swapped when turned 90 or 270
  double height = 0;
  int rotation = 0;  // clockwise degrees: 0, 90, 180, 270
  int card = 0;      // which card of the sheet the slot holds
  Sides bleed;       // how far the art reaches past each side of the trim, on the page
};

struct Segment {
  double x0, y0, x1, y1;
};

enum class MirrorAxis { vertical, horizontal };  // the line the paper turns about

struct SheetLayout {
  std::string name;  // the template's name
  std::string paper;
  SizePt page;
  SizePt card;  // upright trim size
  std::vector<Slot> fronts;      // one per card of a sheet, in card order
  std::vector<Slot> fold_backs;  // fold sheets: the back of card i beside its front
  bool fold = false;
  FoldLine fold_line = FoldLine::horizontal;
  double fold_position = 0;  // x (vertical line) or y (horizontal) of the fold line
  int columns = 0;  // grid sheets: the grid's size (of the fronts, for fold sheets)
  int rows = 0;
  double bleed = 0;  // the bleed the template asks for around each card (where there is room)
  double left = 0;  // bounding box of the front slots
  double top = 0;
  MarkStyle marks = MarkStyle::corner;
  double mark_length = 0;
  double mark_offset = 0;
  bool gutter_ticks_by_design = false;  // the template expects gutter ticks (no note about them)

  int per_page() const { return static_cast<int>(fronts.size()); }
  double grid_width() const;   // of the front slots' bounding box
  double grid_height() const;
  Slot front_slot(int index) const;
  Slot back_slot(int index) const;             // long-edge duplex
  Slot back_slot_short_edge(int index) const;  // short-edge duplex
  // The back of every front slot on the back page for a paper turned about `axis`.
  std::vector<Slot> back_slots(MirrorAxis axis) const;
  // Crop marks for the front page (and the fold page, which holds the backs too).
  std::vector<Segment> crop_marks() const;
};

// A slot mirrored about the line x = position (vertical axis) or y = position (horizontal), with
// the rotation that keeps the back upright (see the file comment).
Slot mirrored_slot(const Slot& s, MirrorAxis axis, double position);

// Sets every slot's bleed: `wanted` on each side where there is room, less where a neighbour is
// closer than twice that (half the space each) and none where cards butt; never more than
// `available`, the art's own bleed. The page's edge bounds the outer sides.
void assign_bleed(std::vector<Slot>& slots, const SizePt& page, double wanted, double available);

// The sheet for duplex, separate and fronts-only printing. Throws InputError if no card fits.
SheetLayout layout_sheet(const SheetTemplate& sheet);
// The sheet for --backs fold: a grid sheet's fronts on one side of the fold line and their backs
// mirrored on the other, in the orientation that holds the most cards (the template's on a tie),
// or a fixed sheet's flipped slots. Throws InputError if the template has no fold layout.
SheetLayout fold_layout(const SheetTemplate& sheet);
// The computed (preset-less) template for a card size on a paper, as the default presets are made
// (computed_sheet_template), its cards turned where that holds more of them.
SheetTemplate computed_sheet(const std::string& paper, const SizePt& card);
// The grid that template gives.
SheetLayout layout_sheet(const std::string& paper, const SizePt& card);

}  // namespace dw
