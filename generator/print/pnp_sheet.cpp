// pnp_sheet: drawing the print-and-play sheets.
#include "print/pnp_sheet.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <stdexcept>

#include "print/crop_marks.hpp"
#include "print/margin_notes.hpp"
#include "print/pdf_document.hpp"
#include "render/c_handles.hpp"

namespace dw {

namespace {

// "5 mm", "4.5 mm": a length in millimetres as the diagnostics print it.
std::string mm_text(double pt) {
  const double mm = std::round(pt_to_mm(pt) * 10) / 10;
  std::ostringstream out;
  out << mm << " mm";
  return out.str();
}

// Maps the card's own frame (trim from 0,0 to width,height) into the slot, turned clockwise.
void enter_slot(cairo_t* cr, const Slot& slot, const SizePt& card) {
  cairo_matrix_t m;  // exact quarter turns, no rounding from cairo_rotate
  switch (slot.rotation) {
    case 90: cairo_matrix_init(&m, 0, 1, -1, 0, slot.x + card.height, slot.y); break;
    case 180: cairo_matrix_init(&m, -1, 0, 0, -1, slot.x + card.width, slot.y + card.height); break;
    case 270: cairo_matrix_init(&m, 0, -1, 1, 0, slot.x, slot.y + card.width); break;
    default: cairo_matrix_init_translate(&m, slot.x, slot.y);
  }
  cairo_transform(cr, &m);
}

void draw_card_at(cairo_t* cr, CardRenderer& renderer, const Card& card, Face face, const Slot& slot,
                  const SheetLayout& layout, double art_bleed, Diagnostics& warnings) {
  cairo_save(cr);
  const Sides b{std::min(slot.bleed.left, art_bleed), std::min(slot.bleed.top, art_bleed),
                std::min(slot.bleed.right, art_bleed), std::min(slot.bleed.bottom, art_bleed)};
  cairo_rectangle(cr, slot.x - b.left, slot.y - b.top, slot.width + b.left + b.right, slot.height + b.top + b.bottom);
  cairo_clip(cr);
  enter_slot(cr, slot, layout.card);
  if (slot.rotation % 180 == 0) {
    renderer.draw(cr, card, face, warnings);
  } else {
    // A card on its side is drawn upright into a recording and replayed turned: librsvg cannot
    // draw an SVG with group opacity under a quarter turn ("InvalidSize").
    const cairo_rectangle_t extents{-art_bleed, -art_bleed, layout.card.width + 2 * art_bleed,
                                    layout.card.height + 2 * art_bleed};
    const CairoSurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
    {
      const CairoPtr upright(cairo_create(recording.get()));
      renderer.draw(upright.get(), card, face, warnings);
    }
    cairo_set_source_surface(cr, recording.get(), 0, 0);
    cairo_paint(cr);
  }
  cairo_restore(cr);
}

// A piece that is not a card (a tracker or an aid) in a slot of the sheet. It has no art past its
// trim, so its bleed repeats its own edge: the piece is drawn small onto a raster whose edge pixels
// Cairo pads outward (CAIRO_EXTEND_PAD) over the slot's bleed, and the piece itself is drawn as
// vectors on top, clipped to its trim. A cut that misses the trim shows the piece's edge colour,
// never white paper. Turned like a card, through a recording when on its side (SVG icons under a
// quarter turn).
void draw_piece_at(cairo_t* cr, const SheetPiece& piece, const Slot& slot, const SheetLayout& layout, double art_bleed) {
  const double w = layout.card.width, h = layout.card.height;
  constexpr double kEdgePixelsPerPoint = 2.0;  // 144 dpi: ample for a band the cutter removes
  const int pw = std::max(1, static_cast<int>(std::ceil(w * kEdgePixelsPerPoint)));
  const int ph = std::max(1, static_cast<int>(std::ceil(h * kEdgePixelsPerPoint)));
  const CairoSurfacePtr edge(cairo_image_surface_create(CAIRO_FORMAT_RGB24, pw, ph));
  {
    const CairoPtr small(cairo_create(edge.get()));
    cairo_set_source_rgb(small.get(), 1, 1, 1);
    cairo_paint(small.get());
    cairo_scale(small.get(), pw / w, ph / h);
    piece.draw(small.get(), w, h);
  }
  cairo_surface_flush(edge.get());

  cairo_save(cr);
  const Sides b{std::min(slot.bleed.left, art_bleed), std::min(slot.bleed.top, art_bleed),
                std::min(slot.bleed.right, art_bleed), std::min(slot.bleed.bottom, art_bleed)};
  cairo_rectangle(cr, slot.x - b.left, slot.y - b.top, slot.width + b.left + b.right, slot.height + b.top + b.bottom);
  cairo_clip(cr);
  enter_slot(cr, slot, layout.card);
  const CairoPatternPtr padded(cairo_pattern_create_for_surface(edge.get()));
  cairo_pattern_set_extend(padded.get(), CAIRO_EXTEND_PAD);
  cairo_matrix_t to_pixels;
  cairo_matrix_init_scale(&to_pixels, pw / w, ph / h);
  cairo_pattern_set_matrix(padded.get(), &to_pixels);
  cairo_set_source(cr, padded.get());
  cairo_paint(cr);
  cairo_rectangle(cr, 0, 0, w, h);
  cairo_clip(cr);
  if (slot.rotation % 180 == 0) {
    piece.draw(cr, w, h);
  } else {
    const cairo_rectangle_t extents{0, 0, w, h};
    const CairoSurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
    {
      const CairoPtr upright(cairo_create(recording.get()));
      piece.draw(upright.get(), w, h);
    }
    cairo_set_source_surface(cr, recording.get(), 0, 0);
    cairo_paint(cr);
  }
  cairo_restore(cr);
}

// The fold line, dashed, in the margins beyond the cards on both ends (no word beside it: the
// dashes alone say where to fold, in every language).
void draw_fold_line(cairo_t* cr, const SheetLayout& layout, double printer_margin) {
  const bool horizontal = layout.fold_line == FoldLine::horizontal;
  double lo = horizontal ? layout.page.width : layout.page.height, hi = 0;
  for (const auto* slots : {&layout.fronts, &layout.fold_backs})
    for (const Slot& s : *slots) {
      lo = std::min(lo, horizontal ? s.x - s.bleed.left : s.y - s.bleed.top);
      hi = std::max(hi, horizontal ? s.x + s.width + s.bleed.right : s.y + s.height + s.bleed.bottom);
    }
  const double gap = mm_to_pt(2), edge = printer_margin, p = layout.fold_position;
  const double end = horizontal ? layout.page.width : layout.page.height;
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0.35, 0.35, 0.35);
  cairo_set_line_width(cr, 0.4);
  const double dash[] = {mm_to_pt(1.5), mm_to_pt(1)};
  cairo_set_dash(cr, dash, 2, 0);
  for (auto [a, b] : {std::pair{edge, lo - gap}, std::pair{hi + gap, end - edge}}) {
    if (b - a < mm_to_pt(2)) continue;
    if (horizontal) {
      cairo_move_to(cr, a, p);
      cairo_line_to(cr, b, p);
    } else {
      cairo_move_to(cr, p, a);
      cairo_line_to(cr, p, b);
    }
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

class PnpWriter {
 public:
  PnpWriter(const CardSet& set, CardRenderer& renderer, FontContext& fonts, const SheetLayout& layout,
            Diagnostics& warnings, const PnpOptions& options)
      : set_(set), renderer_(renderer), fonts_(fonts), layout_(layout), warnings_(warnings), options_(options),
        family_(caption_family(fonts)) {
    cards_ = physical_cards(set);
    per_page_ = layout.per_page();
    const std::size_t placed = cards_.size() + options.pieces.size();
    sheets_ = static_cast<int>((placed + per_page_ - 1) / per_page_);
    if (options.backs == BackMode::duplex_short) axis_ = MirrorAxis::horizontal;
    backs_ = layout.back_slots(axis_);
    back_bleed_ = options.back_bleed >= 0 ? options.back_bleed : layout.bleed;
    assign_bleed(backs_, layout.page, back_bleed_, back_bleed_);
  }

  PnpStats write(PdfWriter& pdf) {
    pdf_ = &pdf;
    cairo_t* cr = pdf.context();
    PnpStats stats;
    for (int s = 0; s < sheets_; ++s) {
      if (options_.backs == BackMode::fold) {
        fold_page(cr, s);
      } else {
        fronts_page(cr, s);
        if (options_.backs == BackMode::duplex_long || options_.backs == BackMode::duplex_short) backs_page(cr, s);
      }
      ++stats.sheets;
      for (int i = 0; i < on_page(s); ++i) ++(card(s, i) ? stats.cards : stats.pieces);
    }
    if (options_.backs == BackMode::separate)
      for (int s = 0; s < sheets_; ++s) backs_page(cr, s);
    stats.pages = static_cast<int>(plan_.size());
    return stats;
  }

  const std::vector<PageInfo>& plan() const { return plan_; }

 private:
  // Cards first, then the pieces, in one run of slots.
  int on_page(int sheet) const {
    const int placed = static_cast<int>(cards_.size() + options_.pieces.size());
    return std::min(per_page_, placed - sheet * per_page_);
  }
  // The cards among them (cards come first on a sheet).
  int cards_on_page(int sheet) const {
    return std::clamp(static_cast<int>(cards_.size()) - sheet * per_page_, 0, on_page(sheet));
  }
  std::size_t index(int sheet, int i) const { return static_cast<std::size_t>(sheet * per_page_ + i); }
  // The card in a sheet's slot, or nullptr where a piece sits.
  const Card* card(int sheet, int i) const { return index(sheet, i) < cards_.size() ? cards_[index(sheet, i)] : nullptr; }
  const SheetPiece& piece(int sheet, int i) const { return options_.pieces[index(sheet, i) - cards_.size()]; }

  // The slot's front: the card's, or the piece's.
  void draw_front(cairo_t* cr, int sheet, int i, const Slot& slot) {
    if (const Card* c = card(sheet, i))
      draw_card_at(cr, renderer_, *c, Face::front, slot, layout_, set_.card.bleed, warnings_);
    else
      draw_piece_at(cr, piece(sheet, i), slot, layout_, set_.card.bleed);
  }
  // The slot's back: the card's; a piece has none, its place stays blank.
  void draw_back(cairo_t* cr, int sheet, int i, const Slot& slot) {
    if (const Card* c = card(sheet, i))
      draw_card_at(cr, renderer_, *c, Face::back, slot, layout_, set_.card.bleed, warnings_);
  }

  // Crop marks for the cards on the page; the check bar and caption go where a full sheet leaves
  // room (`full`: every slot of this kind of page), so they sit in the same place on every sheet.
  // Backs pages (`backs`) get no ticks in the gutters: a duplex shift would carry them into the cards.
  void finish_page(cairo_t* cr, const std::vector<Slot>& slots, const std::vector<Slot>& full,
                   const std::string& section, int sheet, bool backs = false) {
    const double edge = options_.printer_margin;
    int ticked = 0, unmarked = 0;
    const auto marks = crop_marks(slots, layout_.page, layout_.marks, layout_.mark_length, layout_.mark_offset, !backs,
                                  edge, &ticked, &unmarked);
    stroke_crop_marks(cr, marks);
    if (!backs && unmarked > 0 && layout_.marks != MarkStyle::none && !told_unmarked_) {
      told_unmarked_ = true;
      warnings_.warning(SourcePos{set_.set_file.string(), 0, 0},
                        "sheet '" + layout_.name + "': " + std::to_string(unmarked) +
                            " cut lines have no room for a crop mark outside the " + mm_text(edge) +
                            " printer margin nor a gutter wide enough (4 mm) for a tick; they are not marked",
                        "use the default sheet <paper>-<card size>, whose margins and gutters leave room, or a "
                        "smaller --printer-margin if your printer prints nearer the edge");
    }
    if (ticked > 0 && !told_ticks_ && !layout_.gutter_ticks_by_design) {
      told_ticks_ = true;
      warnings_.note(SourcePos{set_.set_file.string(), 0, 0},
                     "sheet '" + layout_.name + "': " + std::to_string(ticked) +
                         " cut lines have no room for a mark between the cards' bleed and the " +
                         mm_text(edge) + " printer margin; they are marked by ticks in the gutters between the cards",
                     "cut along the ticks; a sheet with wider margins (such as a -gutter preset) marks them outside");
    }
    const auto full_marks = crop_marks(full, layout_.page, layout_.marks, layout_.mark_length, layout_.mark_offset,
                                       !backs, edge);
    const SheetWords& words = options_.words;
    const std::string caption = sheet_caption(words, options_.caption, section, sheet, sheets_);
    const MarginNotes notes =
        draw_margin_notes(cr, fonts_.pango(), family_, layout_.page, full, full_marks, words.check_bar, caption, edge);
    if (!notes.bar && !warned_) {
      warned_ = true;
      warnings_.warning(SourcePos{set_.set_file.string(), 0, 0},
                        "sheet '" + layout_.name + "' has no room in its margins for the 50 mm check bar",
                        "choose a sheet with wider margins to be able to check the print scale");
    }
    pdf_->end_page();
    plan_.push_back(PageInfo{section, sheet_bookmark(options_.words, sheet, sheets_), 0});
  }

  // The slots of a sheet's first `count` cards, bled again among themselves: beside a slot the
  // sheet leaves empty a card bleeds as far as at the paper's edge, not half the gutter.
  std::vector<Slot> filled(const std::vector<Slot>& slots, int count, double bleed) const {
    std::vector<Slot> used(slots.begin(), slots.begin() + count);
    if (count < static_cast<int>(slots.size())) assign_bleed(used, layout_.page, bleed, bleed);
    return used;
  }

  void fronts_page(cairo_t* cr, int sheet) {
    const std::vector<Slot> used = filled(layout_.fronts, on_page(sheet), layout_.bleed);
    for (int i = 0; i < on_page(sheet); ++i) draw_front(cr, sheet, i, used[i]);
    finish_page(cr, used, layout_.fronts, options_.words.fronts, sheet);
  }

  void backs_page(cairo_t* cr, int sheet) {
    cairo_save(cr);
    const cairo_matrix_t correction = back_page_matrix(options_.alignment, axis_, layout_.page);
    cairo_transform(cr, &correction);
    // Only cards have backs: the slots of the pieces after them stay empty (no marks), so the
    // backs beside them bleed the full way, as beside any empty slot.
    const std::vector<Slot> used = filled(backs_, cards_on_page(sheet), back_bleed_);
    for (int i = 0; i < cards_on_page(sheet); ++i) draw_back(cr, sheet, i, used[i]);
    finish_page(cr, used, backs_, options_.words.backs, sheet, true);
    cairo_restore(cr);
  }

  void fold_page(cairo_t* cr, int sheet) {
    std::vector<Slot> used;
    for (int i = 0; i < on_page(sheet); ++i) {
      draw_front(cr, sheet, i, layout_.fronts[i]);
      draw_back(cr, sheet, i, layout_.fold_backs[i]);
      used.push_back(layout_.fronts[i]);
      used.push_back(layout_.fold_backs[i]);
    }
    draw_fold_line(cr, layout_, options_.printer_margin);
    std::vector<Slot> full = layout_.fronts;
    full.insert(full.end(), layout_.fold_backs.begin(), layout_.fold_backs.end());
    finish_page(cr, used, full, options_.words.fold_sheets, sheet);
  }

  const CardSet& set_;
  CardRenderer& renderer_;
  FontContext& fonts_;
  const SheetLayout& layout_;
  Diagnostics& warnings_;
  const PnpOptions& options_;
  std::string family_;
  std::vector<const Card*> cards_;
  int per_page_ = 1;
  int sheets_ = 0;
  MirrorAxis axis_ = MirrorAxis::vertical;
  std::vector<Slot> backs_;
  double back_bleed_ = 0;
  std::vector<PageInfo> plan_;
  bool warned_ = false;
  bool told_ticks_ = false;
  bool told_unmarked_ = false;
  PdfWriter* pdf_ = nullptr;  // while write() runs
};

}  // namespace

std::vector<const Card*> physical_cards(const CardSet& set) {
  std::vector<const Card*> out;
  for (const auto& card : set.cards)
    for (int i = 0; i < card.count; ++i) out.push_back(&card);
  return out;
}

std::string caption_family(const FontContext& fonts) {
  if (fonts.manifest().has_family("DejaVu Sans")) return "DejaVu Sans";
  const auto names = fonts.manifest().family_names();
  return names.empty() ? "Sans" : names.front();
}

PnpStats write_pnp_pdf(const CardSet& set, CardRenderer& renderer, FontContext& fonts, const SheetLayout& layout,
                       const std::filesystem::path& pdf, Diagnostics& warnings, const PnpOptions& options) {
  if ((options.backs == BackMode::fold) != layout.fold)
    throw std::logic_error("the fold back mode needs the fold layout, and only it");
  PnpWriter writer(set, renderer, fonts, layout, warnings, options);
  PnpStats stats;
  write_finished_pdf(pdf, layout.page, document_title(options.words.pnp_title, set.title), [&](PdfWriter& out) {
    stats = writer.write(out);
    FinishOptions finish;
    finish.duplex_long_edge = options.backs == BackMode::duplex_long;
    finish.duplex_short_edge = options.backs == BackMode::duplex_short;
    finish.pages = writer.plan();
    return finish;
  });
  return stats;
}

}  // namespace dw
