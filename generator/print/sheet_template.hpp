// sheet_template: a print-and-play sheet described as data (templates/sheets/<name>.toml): the
// paper and its orientation, the card size it is made for, and either a grid computed from
// margin, gutter and bleed or a list of fixed slots with per-slot rotation and flip; the crop-mark
// style and the fold layout's gap. Loading reports every problem at its file:line:col. The
// geometry that follows from a template is in sheet_layout.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "model/units.hpp"

namespace dw {

enum class MarkStyle { corner, cross, edge, none };
enum class FoldLine { horizontal, vertical };

const char* mark_style_name(MarkStyle style);
std::vector<std::string> mark_style_names();
bool parse_mark_style(const std::string& name, MarkStyle& out);

// A slot given by hand. x, y: top-left of the card as it lies on the page (after rotation).
struct FixedSlot {
  double x = 0;
  double y = 0;
  int rotation = 0;  // clockwise: 0, 90, 180 or 270
  bool flip = false;  // the slot shows the card turned over: its back (fold sheets)
  int card = -1;      // which card of the sheet; -1: the next one in order
  SourcePos where;
};

struct SheetTemplate {
  std::string name;  // the file's stem: "a4-poker"
  std::filesystem::path file;
  std::string description;
  std::string paper;  // a4, letter, a3, tabloid
  bool landscape = false;
  SizePt page;  // in the template's orientation
  std::string card_size;  // a named card size
  SizePt card;
  // Grid sheets (no fixed slots).
  double margin = mm_to_pt(5);  // the margin kept on every side while the gutters can shrink
  double gutter = 0;            // between neighbouring cards; 0 butts them (shared cuts)
  // Where the paper leaves less room, the gutters shrink from `gutter` to `min_gutter` first, then
  // the margins from `margin` to `min_margin`; the grid holds as many cards as fit with these.
  double min_gutter = -1;  // -1: the gutter (never shrinks)
  double min_margin = -1;  // -1: the margin
  double bleed = 0;             // drawn around each card where there is room
  // A deeper margin kept on one side, at the bottom or on the right (whichever holds more cards;
  // the bottom on a tie), for the check bar and the caption. 0: none, every margin is `margin`.
  double notes_margin = 0;
  int max_columns = 0;          // 0: as many as fit
  int max_rows = 0;
  int grid_rotation = 0;  // 0 or 90: cards lie sideways
  // Fixed sheets.
  std::vector<FixedSlot> slots;
  // Crop marks.
  MarkStyle marks = MarkStyle::corner;
  double mark_length = mm_to_pt(5);
  double mark_offset = mm_to_pt(2);  // from the nearest card's bleed
  // The sheet is made to mark cut lines whose margins have no room for a mark by ticks in the
  // gutters ([marks] gutter_ticks = true): the build says nothing about them.
  bool gutter_ticks_by_design = false;
  // The fold layout (--backs fold) of a grid sheet.
  FoldLine fold_line = FoldLine::horizontal;
  double fold_gap = mm_to_pt(6);  // between fronts and backs; the fold line runs in its middle

  bool fixed() const { return !slots.empty(); }
  double least_gutter() const { return min_gutter >= 0 ? min_gutter : gutter; }
  double least_margin() const { return min_margin >= 0 ? min_margin : margin; }
  bool has_flipped_slots() const;
};

// Reads one template; problems are added to `out` (the returned template is then incomplete).
SheetTemplate load_sheet_template(const std::filesystem::path& file, Diagnostics& out);

// The preset names in `dir` (file stems, sorted).
std::vector<std::string> sheet_preset_names(const std::filesystem::path& dir);

// The default preset for a paper and a named card size: "<paper>-<size>".
std::string default_sheet_name(const std::string& paper, const std::string& card_size);

// Finds and loads preset `name` from `dir`; an unknown name is an error at `where` with the
// closest names suggested. Throws InputError on any problem.
SheetTemplate find_sheet_template(const std::filesystem::path& dir, const std::string& name, const SourcePos& where);

// A grid template made in code, for card sizes no preset is made for (custom sizes).
SheetTemplate computed_sheet_template(const std::string& paper, const SizePt& card);

}  // namespace dw
