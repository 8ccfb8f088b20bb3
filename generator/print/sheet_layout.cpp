// sheet_layout: grids, fixed slots, fold layouts, duplex mirroring and bleed room.
#include "print/sheet_layout.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "print/crop_marks.hpp"

namespace dw {

namespace {

constexpr double kTouch = 0.01;  // pt: slots closer than this butt

InputError no_fit(const SheetTemplate& t, const std::string& what) {
  Diagnostics d;
  d.error(SourcePos{t.file.string(), t.file.empty() ? 0 : 1, 1}, "no " + what + " fits on sheet '" + t.name + "'",
          "use a larger paper, smaller margins or another sheet preset");
  return InputError(d);
}

SizePt cell_of(const SheetTemplate& t) {
  return t.grid_rotation == 90 ? SizePt{t.card.height, t.card.width} : t.card;
}

int fitting(double room, double cell, double gutter) {
  return std::max(0, static_cast<int>(std::floor((room + gutter + 1e-9) / (cell + gutter))));
}

// A grid of columns x rows cells whose top-left is (left, top), `gap_x` and `gap_y` apart.
std::vector<Slot> grid_slots(const SheetTemplate& t, int columns, int rows, double left, double top, double gap_x,
                             double gap_y) {
  const SizePt cell = cell_of(t);
  std::vector<Slot> slots;
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < columns; ++c) {
      Slot s;
      s.x = left + c * (cell.width + gap_x);
      s.y = top + r * (cell.height + gap_y);
      s.column = c;
      s.row = r;
      s.width = cell.width;
      s.height = cell.height;
      s.rotation = t.grid_rotation;
      s.card = static_cast<int>(slots.size());
      slots.push_back(s);
    }
  return slots;
}

// A gutter that a 1 mm miscut together with a 1.5 mm duplex shift cannot cross: 2 x 2.5 mm.
constexpr double kMiscutGutter = 5 * 72 / 25.4;

// The gutter along one axis of `count` cells on `page`, whose two margins are at least `margins`
// together (`least_margins` where they may shrink). The template's gutter where the margins keep
// their width; else it shrinks to 5 mm (or the least gutter, if wider); then the margins shrink to
// the least margins; then the gutter to the least gutter. The margins take what is left.
double axis_gutter(const SheetTemplate& t, int count, double cell, double page, double margins, double least_margins) {
  if (count < 2) return 0;
  const double free = page - count * cell, gaps = count - 1;
  const double tolerant = std::max(t.least_gutter(), std::min(t.gutter, kMiscutGutter));
  if (free >= margins + gaps * t.gutter) return t.gutter;
  if (free >= margins + gaps * tolerant) return (free - margins) / gaps;
  if (free >= least_margins + gaps * tolerant) return tolerant;
  return std::max(t.least_gutter(), (free - least_margins) / gaps);
}

// The margin before the grid on an axis with `left_over` of the page beside it: half of it, or
// what the notes margin after it leaves.
double near_margin(double left_over, double far_notes) {
  return std::max(0.0, left_over - std::max(far_notes, left_over / 2));
}

double span(int n, double cell, double gutter) { return n * cell + (n - 1) * gutter; }

void set_bounds(SheetLayout& s) {
  double left = std::numeric_limits<double>::max(), top = left;
  for (const Slot& f : s.fronts) {
    left = std::min(left, f.x);
    top = std::min(top, f.y);
  }
  s.left = s.fronts.empty() ? 0 : left;
  s.top = s.fronts.empty() ? 0 : top;
}

SheetLayout base_layout(const SheetTemplate& t) {
  SheetLayout s;
  s.name = t.name;
  s.paper = t.paper;
  s.page = t.page;
  s.card = t.card;
  s.marks = t.marks;
  s.mark_length = t.mark_length;
  s.mark_offset = t.mark_offset;
  s.gutter_ticks_by_design = t.gutter_ticks_by_design;
  s.bleed = t.bleed;
  return s;
}

Slot fixed_slot(const SheetTemplate& t, const FixedSlot& f, int index, int card) {
  Slot s;
  s.x = f.x;
  s.y = f.y;
  s.column = index;
  s.row = 0;
  s.rotation = f.rotation;
  s.width = f.rotation % 180 == 0 ? t.card.width : t.card.height;
  s.height = f.rotation % 180 == 0 ? t.card.height : t.card.width;
  s.card = card;
  return s;
}

struct FoldGrid {
  int columns = 0, rows = 0;
  bool landscape = false;
};

FoldGrid fold_grid(const SheetTemplate& t, bool landscape) {
  SizePt page = named_paper_size(t.paper).value_or(t.page);
  if (landscape) std::swap(page.width, page.height);
  const SizePt cell = cell_of(t);
  FoldGrid g;
  g.landscape = landscape;
  if (t.fold_line == FoldLine::horizontal) {
    g.columns = fitting(page.width - 2 * t.margin, cell.width, t.least_gutter());
    g.rows = fitting((page.height - 2 * t.margin - t.fold_gap) / 2, cell.height, t.least_gutter());
  } else {
    g.columns = fitting((page.width - 2 * t.margin - t.fold_gap) / 2, cell.width, t.least_gutter());
    g.rows = fitting(page.height - 2 * t.margin, cell.height, t.least_gutter());
  }
  return g;
}

}  // namespace

double SheetLayout::grid_width() const {
  double right = left;
  for (const Slot& f : fronts) right = std::max(right, f.x + f.width);
  return right - left;
}

double SheetLayout::grid_height() const {
  double bottom = top;
  for (const Slot& f : fronts) bottom = std::max(bottom, f.y + f.height);
  return bottom - top;
}

Slot SheetLayout::front_slot(int index) const { return fronts.at(static_cast<std::size_t>(index)); }

Slot SheetLayout::back_slot(int index) const { return back_slots(MirrorAxis::vertical).at(static_cast<std::size_t>(index)); }

Slot SheetLayout::back_slot_short_edge(int index) const {
  return back_slots(MirrorAxis::horizontal).at(static_cast<std::size_t>(index));
}

std::vector<Slot> SheetLayout::back_slots(MirrorAxis axis) const {
  std::vector<Slot> out;
  for (const Slot& f : fronts) {
    Slot b = mirrored_slot(f, axis, axis == MirrorAxis::vertical ? page.width / 2 : page.height / 2);
    if (axis == MirrorAxis::vertical) b.column = columns - 1 - f.column;  // grid position of the mirror
    else b.row = rows - 1 - f.row;
    out.push_back(b);
  }
  return out;
}

std::vector<Segment> SheetLayout::crop_marks() const {
  std::vector<Slot> all = fronts;
  all.insert(all.end(), fold_backs.begin(), fold_backs.end());
  return dw::crop_marks(all, page, marks, mark_length, mark_offset);
}

Slot mirrored_slot(const Slot& s, MirrorAxis axis, double position) {
  Slot m = s;
  if (axis == MirrorAxis::vertical) {
    m.x = 2 * position - s.x - s.width;
    m.rotation = (360 - s.rotation) % 360;
    std::swap(m.bleed.left, m.bleed.right);
  } else {
    m.y = 2 * position - s.y - s.height;
    m.rotation = (540 - s.rotation) % 360;
    std::swap(m.bleed.top, m.bleed.bottom);
  }
  return m;
}

void assign_bleed(std::vector<Slot>& slots, const SizePt& page, double wanted, double available) {
  const double cap = std::max(0.0, std::min(wanted, available));
  for (Slot& s : slots) {
    Sides room{s.x, s.y, page.width - s.x - s.width, page.height - s.y - s.height};
    for (const Slot& o : slots) {
      if (&o == &s) continue;
      const bool rows_overlap = o.y < s.y + s.height - kTouch && s.y < o.y + o.height - kTouch;
      const bool columns_overlap = o.x < s.x + s.width - kTouch && s.x < o.x + o.width - kTouch;
      if (rows_overlap && o.x + o.width <= s.x + kTouch) room.left = std::min(room.left, (s.x - o.x - o.width) / 2);
      if (rows_overlap && o.x >= s.x + s.width - kTouch)
        room.right = std::min(room.right, (o.x - s.x - s.width) / 2);
      if (columns_overlap && o.y + o.height <= s.y + kTouch) room.top = std::min(room.top, (s.y - o.y - o.height) / 2);
      if (columns_overlap && o.y >= s.y + s.height - kTouch)
        room.bottom = std::min(room.bottom, (o.y - s.y - s.height) / 2);
    }
    auto clamp = [cap](double r) { return r < kTouch ? 0.0 : std::min(cap, r); };
    s.bleed = Sides{clamp(room.left), clamp(room.top), clamp(room.right), clamp(room.bottom)};
  }
}

SheetLayout layout_sheet(const SheetTemplate& t) {
  SheetLayout s = base_layout(t);
  if (t.fixed()) {
    if (t.has_flipped_slots()) {
      Diagnostics d;
      d.error(t.slots.front().where,
              "sheet '" + t.name + "' holds backs beside fronts (flipped slots), so it prints only with --backs fold",
              "use --backs fold, or a sheet without flipped slots");
      throw InputError(d);
    }
    for (std::size_t i = 0; i < t.slots.size(); ++i)
      s.fronts.push_back(fixed_slot(t, t.slots[i], static_cast<int>(i), static_cast<int>(i)));
    s.columns = static_cast<int>(t.slots.size());
    s.rows = 1;
  } else {
    const SizePt cell = cell_of(t);
    // The notes margin goes at the bottom or on the right, whichever leaves room for more cards.
    const double notes = std::max(t.notes_margin, t.margin);
    auto grid_of = [&](bool notes_right) {
      int columns = fitting(t.page.width - t.margin - (notes_right ? notes : t.margin), cell.width, t.least_gutter());
      int rows = fitting(t.page.height - t.margin - (notes_right ? t.margin : notes), cell.height, t.least_gutter());
      if (t.max_columns > 0) columns = std::min(columns, t.max_columns);
      if (t.max_rows > 0) rows = std::min(rows, t.max_rows);
      return std::pair{columns, rows};
    };
    const auto below = grid_of(false), beside = grid_of(true);
    const bool notes_right = beside.first * beside.second > below.first * below.second;
    const auto [columns, rows] = notes_right ? beside : below;
    if (columns < 1 || rows < 1) throw no_fit(t, "card");
    const double far_x = notes_right ? notes : t.margin, far_y = notes_right ? t.margin : notes;
    const double least_far_x = notes_right ? notes : t.least_margin(), least_far_y = notes_right ? t.least_margin() : notes;
    const double gap_x = axis_gutter(t, columns, cell.width, t.page.width, t.margin + far_x, t.least_margin() + least_far_x);
    const double gap_y = axis_gutter(t, rows, cell.height, t.page.height, t.margin + far_y, t.least_margin() + least_far_y);
    const double deeper = t.notes_margin > t.margin ? notes : 0;  // else the grid is centred
    const double left = near_margin(t.page.width - span(columns, cell.width, gap_x), notes_right ? deeper : 0);
    const double top = near_margin(t.page.height - span(rows, cell.height, gap_y), notes_right ? 0 : deeper);
    s.fronts = grid_slots(t, columns, rows, left, top, gap_x, gap_y);
    s.columns = columns;
    s.rows = rows;
  }
  assign_bleed(s.fronts, s.page, t.bleed, t.bleed);
  set_bounds(s);
  return s;
}

SheetLayout fold_layout(const SheetTemplate& t) {
  SheetLayout s = base_layout(t);
  s.fold = true;
  s.fold_line = t.fold_line;
  if (t.fixed()) {
    if (!t.has_flipped_slots()) {
      Diagnostics d;
      d.error(t.slots.front().where,
              "sheet '" + t.name + "' has fixed slots but none flipped, so it has no fold layout",
              "add flipped slots (flip = true, card = N) or choose a grid sheet for --backs fold");
      throw InputError(d);
    }
    int fronts = 0;
    for (std::size_t i = 0; i < t.slots.size(); ++i)
      if (!t.slots[i].flip) {
        const int card = t.slots[i].card >= 0 ? t.slots[i].card : fronts;
        s.fronts.push_back(fixed_slot(t, t.slots[i], static_cast<int>(i), card));
        ++fronts;
      }
    std::sort(s.fronts.begin(), s.fronts.end(), [](const Slot& a, const Slot& b) { return a.card < b.card; });
    s.fold_backs.resize(s.fronts.size());
    std::vector<bool> seen(s.fronts.size(), false);
    for (std::size_t i = 0; i < t.slots.size(); ++i)
      if (t.slots[i].flip) {
        const auto card = static_cast<std::size_t>(t.slots[i].card);
        s.fold_backs[card] = fixed_slot(t, t.slots[i], static_cast<int>(i), t.slots[i].card);
        seen[card] = true;
      }
    for (std::size_t c = 0; c < seen.size(); ++c)
      if (!seen[c]) {
        Diagnostics d;
        d.error(t.slots.front().where, "sheet '" + t.name + "' has no flipped slot for card " + std::to_string(c),
                "give every front slot's card a flipped slot");
        throw InputError(d);
      }
    s.columns = static_cast<int>(s.fronts.size());
    s.rows = 1;
    // The fold line runs midway between the fronts and the backs.
    const bool horizontal = t.fold_line == FoldLine::horizontal;
    double front_lo = 1e9, front_hi = -1e9, back_lo = 1e9, back_hi = -1e9;
    for (const Slot& f : s.fronts) {
      front_lo = std::min(front_lo, horizontal ? f.y : f.x);
      front_hi = std::max(front_hi, horizontal ? f.y + f.height : f.x + f.width);
    }
    for (const Slot& b : s.fold_backs) {
      back_lo = std::min(back_lo, horizontal ? b.y : b.x);
      back_hi = std::max(back_hi, horizontal ? b.y + b.height : b.x + b.width);
    }
    s.fold_position = front_hi <= back_lo ? (front_hi + back_lo) / 2 : (back_hi + front_lo) / 2;
  } else {
    const FoldGrid own = fold_grid(t, t.landscape), other = fold_grid(t, !t.landscape);
    const FoldGrid g = other.columns * other.rows > own.columns * own.rows ? other : own;
    if (g.columns < 1 || g.rows < 1) throw no_fit(t, "front and back pair");
    SizePt page = named_paper_size(t.paper).value_or(t.page);
    if (g.landscape) std::swap(page.width, page.height);
    s.page = page;
    const SizePt cell = cell_of(t);
    const double width = span(g.columns, cell.width, t.least_gutter()), height = span(g.rows, cell.height, t.least_gutter());
    double left, top;
    if (t.fold_line == FoldLine::horizontal) {
      s.fold_position = page.height / 2;
      left = (page.width - width) / 2;
      top = s.fold_position - t.fold_gap / 2 - height;
    } else {
      s.fold_position = page.width / 2;
      left = s.fold_position - t.fold_gap / 2 - width;
      top = (page.height - height) / 2;
    }
    s.fronts = grid_slots(t, g.columns, g.rows, left, top, t.least_gutter(), t.least_gutter());
    const MirrorAxis axis = t.fold_line == FoldLine::horizontal ? MirrorAxis::horizontal : MirrorAxis::vertical;
    for (const Slot& f : s.fronts) s.fold_backs.push_back(mirrored_slot(f, axis, s.fold_position));
    s.columns = g.columns;
    s.rows = g.rows;
  }
  // Fronts and backs share the page: the bleed room counts both.
  std::vector<Slot> all = s.fronts;
  all.insert(all.end(), s.fold_backs.begin(), s.fold_backs.end());
  assign_bleed(all, s.page, std::max(t.bleed, t.fold_gap / 2), std::max(t.bleed, t.fold_gap / 2));
  std::copy(all.begin(), all.begin() + static_cast<std::ptrdiff_t>(s.fronts.size()), s.fronts.begin());
  std::copy(all.begin() + static_cast<std::ptrdiff_t>(s.fronts.size()), all.end(), s.fold_backs.begin());
  set_bounds(s);
  return s;
}

SheetTemplate computed_sheet(const std::string& paper, const SizePt& card) {
  if (!named_paper_size(paper)) throw std::invalid_argument("unknown paper '" + paper + "'");
  SheetTemplate upright = computed_sheet_template(paper, card), sideways = upright;
  sideways.grid_rotation = 90;
  auto holds = [](const SheetTemplate& t) {
    try {
      return layout_sheet(t).per_page();
    } catch (const InputError&) {
      return 0;
    }
  };
  return holds(sideways) > holds(upright) ? sideways : upright;
}

SheetLayout layout_sheet(const std::string& paper, const SizePt& card) {
  return layout_sheet(computed_sheet(paper, card));
}

}  // namespace dw
