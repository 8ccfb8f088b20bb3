// pnp_sheet: drawing the print-and-play sheets.
#include "print/pnp_sheet.hpp"

#include <algorithm>
#include <cmath>
#include <memory>
#include <optional>
#include <set>
#include <sstream>
#include <stdexcept>

#include "print/crop_marks.hpp"
#include "print/margin_notes.hpp"
#include "print/pdf_document.hpp"
#include "render/c_handles.hpp"
#include "support/left_to_exit.hpp"
#include "support/ordered_jobs.hpp"

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

// One page of the PDF: a sheet's fronts, its backs, or its fold page.
enum class PageKind { fronts, backs, fold };
struct PlannedPage {
  PageKind kind;
  int sheet;
};

// The pages of the PDF and what every page of one kind shares; read by every part at once.
class PnpPlan {
 public:
  PnpPlan(const CardSet& set, const SheetLayout& layout, const PnpOptions& options, const FontContext& fonts)
      : set(set), layout(layout), options(options), family(caption_family(fonts)) {
    cards = physical_cards(set);
    per_page = layout.per_page();
    const std::size_t placed = cards.size() + options.pieces.size();
    sheets = static_cast<int>((placed + per_page - 1) / per_page);
    if (options.backs == BackMode::duplex_short) axis = MirrorAxis::horizontal;
    backs = layout.back_slots(axis);
    back_bleed = options.back_bleed >= 0 ? options.back_bleed : layout.bleed;
    assign_bleed(backs, layout.page, back_bleed, back_bleed);
    const bool duplex = options.backs == BackMode::duplex_long || options.backs == BackMode::duplex_short;
    for (int s = 0; s < sheets; ++s) {
      if (options.backs == BackMode::fold) {
        pages.push_back({PageKind::fold, s});
      } else {
        pages.push_back({PageKind::fronts, s});
        if (duplex) pages.push_back({PageKind::backs, s});
      }
    }
    if (options.backs == BackMode::separate)
      for (int s = 0; s < sheets; ++s) pages.push_back({PageKind::backs, s});
  }

  // Cards first, then the pieces, in one run of slots.
  int on_page(int sheet) const {
    const int placed = static_cast<int>(cards.size() + options.pieces.size());
    return std::min(per_page, placed - sheet * per_page);
  }
  // The cards among them (cards come first on a sheet).
  int cards_on_page(int sheet) const {
    return std::clamp(static_cast<int>(cards.size()) - sheet * per_page, 0, on_page(sheet));
  }
  std::size_t index(int sheet, int i) const { return static_cast<std::size_t>(sheet * per_page + i); }
  // The card in a sheet's slot, or nullptr where a piece sits.
  const Card* card(int sheet, int i) const { return index(sheet, i) < cards.size() ? cards[index(sheet, i)] : nullptr; }
  const SheetPiece& piece(int sheet, int i) const { return options.pieces[index(sheet, i) - cards.size()]; }
  // A page with a piece on it: pieces draw with the build's own fonts, on the build's thread.
  bool has_piece(const PlannedPage& page) const {
    return page.kind != PageKind::backs && cards_on_page(page.sheet) < on_page(page.sheet);
  }

  const CardSet& set;
  const SheetLayout& layout;
  const PnpOptions& options;
  std::string family;
  std::vector<const Card*> cards;
  int per_page = 1;
  int sheets = 0;
  MirrorAxis axis = MirrorAxis::vertical;
  std::vector<Slot> backs;
  double back_bleed = 0;
  std::vector<PlannedPage> pages;  // in the order of the PDF
};

// A run of the plan's pages drawn into one PdfWriter by one thread, with that thread's renderer
// and fonts. Its warnings go to `notes` (each sheet warning marked as given once per PDF).
class PnpPart {
 public:
  PnpPart(const PnpPlan& plan, CardRenderer& renderer, FontContext& fonts, DrawNotes& notes)
      : plan_(plan), layout_(plan.layout), options_(plan.options), renderer_(renderer), fonts_(fonts), notes_(notes),
        warnings_(notes.diagnostics) {}

  // Draws pages [begin, end) of the plan; returns their bookmarks and labels.
  std::vector<PageInfo> write(PdfWriter& pdf, std::size_t begin, std::size_t end) {
    pdf_ = &pdf;
    cairo_t* cr = pdf.context();
    for (std::size_t p = begin; p < end; ++p) {
      const PlannedPage& page = plan_.pages[p];
      switch (page.kind) {
        case PageKind::fronts: fronts_page(cr, page.sheet); break;
        case PageKind::backs: backs_page(cr, page.sheet); break;
        case PageKind::fold: fold_page(cr, page.sheet); break;
      }
    }
    return std::move(info_);
  }

 private:
  // The slot's front: the card's, or the piece's.
  void draw_front(cairo_t* cr, int sheet, int i, const Slot& slot) {
    if (const Card* c = plan_.card(sheet, i))
      draw_card_at(cr, renderer_, *c, Face::front, slot, layout_, plan_.set.card.bleed, warnings_);
    else
      draw_piece_at(cr, plan_.piece(sheet, i), slot, layout_, plan_.set.card.bleed);
  }
  // The slot's back: the card's; a piece has none, its place stays blank.
  void draw_back(cairo_t* cr, int sheet, int i, const Slot& slot) {
    if (const Card* c = plan_.card(sheet, i))
      draw_card_at(cr, renderer_, *c, Face::back, slot, layout_, plan_.set.card.bleed, warnings_);
  }

  // A warning the PDF gives once, whichever part meets it first.
  void warn_once(const std::string& kind, Severity severity, const std::string& message, const std::string& hint) {
    notes_.once.emplace_back(warnings_.size(), kind);
    const SourcePos where{plan_.set.set_file.string(), 0, 0};
    if (severity == Severity::note) warnings_.note(where, message, hint);
    else warnings_.warning(where, message, hint);
  }

  // The crop marks of a run of slots, and how many cut lines got ticks or no mark.
  struct Marks {
    std::vector<Segment> segments;
    int ticked = 0;
    int unmarked = 0;
  };
  Marks marks_of(const std::vector<Slot>& slots, bool backs) const {
    Marks marks;
    marks.segments = crop_marks(slots, layout_.page, layout_.marks, layout_.mark_length, layout_.mark_offset, !backs,
                                options_.printer_margin, &marks.ticked, &marks.unmarked);
    return marks;
  }
  // The marks of every slot of a fronts or a backs page: the same on every sheet, so worked out
  // once per part (fold pages, rare, work theirs out each time).
  const Marks& full_marks(PageKind kind, const std::vector<Slot>& full) {
    std::optional<Marks>& known = kind == PageKind::backs ? full_backs_ : full_fronts_;
    if (!known) known = marks_of(full, kind == PageKind::backs);
    return *known;
  }

  // Crop marks for the cards on the page; the check bar and caption go where a full sheet leaves
  // room (`full`: every slot of this kind of page), so they sit in the same place on every sheet.
  // Backs pages get no ticks in the gutters: a duplex shift would carry them into the cards.
  // `slots` is `full` itself on a sheet whose every slot is used.
  void finish_page(cairo_t* cr, const std::vector<Slot>& slots, const std::vector<Slot>& full, PageKind kind,
                   const std::string& section, int sheet) {
    const bool backs = kind == PageKind::backs;
    const double edge = options_.printer_margin;
    std::optional<Marks> fold_full, own;
    const Marks& full_set = kind == PageKind::fold ? fold_full.emplace(marks_of(full, backs)) : full_marks(kind, full);
    const Marks& marks = &slots == &full ? full_set : own.emplace(marks_of(slots, backs));
    const int ticked = marks.ticked, unmarked = marks.unmarked;
    stroke_crop_marks(cr, marks.segments);
    if (!backs && unmarked > 0 && layout_.marks != MarkStyle::none && !told_unmarked_) {
      told_unmarked_ = true;
      warn_once("unmarked", Severity::warning,
                "sheet '" + layout_.name + "': " + std::to_string(unmarked) +
                    " cut lines have no room for a crop mark outside the " + mm_text(edge) +
                    " printer margin nor a gutter wide enough (4 mm) for a tick; they are not marked",
                "use the default sheet <paper>-<card size>, whose margins and gutters leave room, or a "
                "smaller --printer-margin if your printer prints nearer the edge");
    }
    if (ticked > 0 && !told_ticks_ && !layout_.gutter_ticks_by_design) {
      told_ticks_ = true;
      warn_once("ticks", Severity::note,
                "sheet '" + layout_.name + "': " + std::to_string(ticked) +
                    " cut lines have no room for a mark between the cards' bleed and the " + mm_text(edge) +
                    " printer margin; they are marked by ticks in the gutters between the cards",
                "cut along the ticks; a sheet with wider margins (such as a -gutter preset) marks them outside");
    }
    const SheetWords& words = options_.words;
    const std::string caption = sheet_caption(words, options_.caption, section, sheet, plan_.sheets);
    if (!bar_label_) bar_label_.emplace(fonts_.pango(), plan_.family, words.check_bar);
    const MarginNotes notes =
        draw_margin_notes(cr, fonts_.pango(), plan_.family, layout_.page, full, full_set.segments, *bar_label_,
                          caption, edge);
    if (!notes.bar && !warned_) {
      warned_ = true;
      warn_once("bar", Severity::warning,
                "sheet '" + layout_.name + "' has no room in its margins for the 50 mm check bar",
                "choose a sheet with wider margins to be able to check the print scale");
    }
    pdf_->end_page();
    info_.push_back(PageInfo{section, sheet_bookmark(options_.words, sheet, plan_.sheets), 0});
  }

  // The slots of a sheet's first `count` cards, bled again among themselves: beside a slot the
  // sheet leaves empty a card bleeds as far as at the paper's edge, not half the gutter.
  std::vector<Slot> filled(const std::vector<Slot>& slots, int count, double bleed) const {
    std::vector<Slot> used(slots.begin(), slots.begin() + count);
    if (count < static_cast<int>(slots.size())) assign_bleed(used, layout_.page, bleed, bleed);
    return used;
  }

  // filled() for a sheet that is not full; a full sheet's slots are `slots` themselves.
  const std::vector<Slot>& used_slots(const std::vector<Slot>& slots, int count, double bleed,
                                      std::vector<Slot>& partial) const {
    if (count == static_cast<int>(slots.size())) return slots;
    partial = filled(slots, count, bleed);
    return partial;
  }

  void fronts_page(cairo_t* cr, int sheet) {
    std::vector<Slot> partial;
    const std::vector<Slot>& used = used_slots(layout_.fronts, plan_.on_page(sheet), layout_.bleed, partial);
    for (int i = 0; i < plan_.on_page(sheet); ++i) draw_front(cr, sheet, i, used[i]);
    finish_page(cr, used, layout_.fronts, PageKind::fronts, options_.words.fronts, sheet);
  }

  void backs_page(cairo_t* cr, int sheet) {
    cairo_save(cr);
    const cairo_matrix_t correction = back_page_matrix(options_.alignment, plan_.axis, layout_.page);
    cairo_transform(cr, &correction);
    // Only cards have backs: the slots of the pieces after them stay empty (no marks), so the
    // backs beside them bleed the full way, as beside any empty slot.
    std::vector<Slot> partial;
    const std::vector<Slot>& used = used_slots(plan_.backs, plan_.cards_on_page(sheet), plan_.back_bleed, partial);
    for (int i = 0; i < plan_.cards_on_page(sheet); ++i) draw_back(cr, sheet, i, used[i]);
    finish_page(cr, used, plan_.backs, PageKind::backs, options_.words.backs, sheet);
    cairo_restore(cr);
  }

  void fold_page(cairo_t* cr, int sheet) {
    std::vector<Slot> used;
    for (int i = 0; i < plan_.on_page(sheet); ++i) {
      draw_front(cr, sheet, i, layout_.fronts[i]);
      draw_back(cr, sheet, i, layout_.fold_backs[i]);
      used.push_back(layout_.fronts[i]);
      used.push_back(layout_.fold_backs[i]);
    }
    draw_fold_line(cr, layout_, options_.printer_margin);
    std::vector<Slot> full = layout_.fronts;
    full.insert(full.end(), layout_.fold_backs.begin(), layout_.fold_backs.end());
    finish_page(cr, used, full, PageKind::fold, options_.words.fold_sheets, sheet);
  }

  const PnpPlan& plan_;
  const SheetLayout& layout_;
  const PnpOptions& options_;
  CardRenderer& renderer_;
  FontContext& fonts_;
  DrawNotes& notes_;
  Diagnostics& warnings_;
  std::vector<PageInfo> info_;
  bool warned_ = false;
  bool told_ticks_ = false;
  bool told_unmarked_ = false;
  std::optional<Marks> full_fronts_, full_backs_;
  std::optional<CheckBarLabel> bar_label_;  // laid out on the part's first page, drawn on each
  PdfWriter* pdf_ = nullptr;  // while write() runs
};

// Parts hold pages_per_part() pages: at least kMinPartPages (a set of a few sheets stays one part,
// written exactly as before parts), and no more than kMaxParts of that size (each part carries
// its own font subsets). The pages after the last full part are split further, each piece half
// of what is left until a piece would be under kTailPages: the last part drawn, which one thread
// may be left drawing alone while the other waits, and the last joined, which nothing overlaps,
// are short. Fixed by the page count alone, so the file is the same for any number of threads.
constexpr std::size_t kMinPartPages = 32;
constexpr std::size_t kMaxParts = 16;
constexpr std::size_t kTailPages = 8;
std::size_t pages_per_part(std::size_t pages) {
  return std::max(kMinPartPages, (pages + kMaxParts - 1) / kMaxParts);
}

}  // namespace

std::vector<std::size_t> pnp_part_starts(std::size_t pages) {
  const std::size_t per_part = pages_per_part(pages);
  std::vector<std::size_t> starts{0};
  if (pages > per_part) {
    while (pages - starts.back() > per_part) starts.push_back(starts.back() + per_part);
    for (std::size_t left = pages - starts.back(); left >= 2 * kTailPages; left = pages - starts.back())
      starts.push_back(starts.back() + (left + 1) / 2);
  }
  starts.push_back(pages);
  return starts;
}

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

PnpStats write_pnp_pdf(const CardSet& set, ThreadRenderers& renderers, const FontContext& fonts,
                       const SheetLayout& layout, const std::filesystem::path& pdf, Diagnostics& warnings,
                       const PnpOptions& options, JobPool& pool) {
  if ((options.backs == BackMode::fold) != layout.fold)
    throw std::logic_error("the fold back mode needs the fold layout, and only it");
  const PnpPlan plan(set, layout, options, fonts);
  PnpStats stats;
  stats.sheets = plan.sheets;
  stats.pages = static_cast<int>(plan.pages.size());
  for (int s = 0; s < plan.sheets; ++s) {
    stats.cards += plan.cards_on_page(s);
    stats.pieces += plan.on_page(s) - plan.cards_on_page(s);
  }
  const std::vector<std::size_t> starts = pnp_part_starts(plan.pages.size());
  const std::size_t parts = starts.size() - 1;
  // Held by pointer: once written, the joined document (a few thousand qpdf objects and every
  // part's bytes) is let go on the pool, while this thread goes on with the rest of the build.
  auto joined = std::make_unique<PdfInParts>(pdf, layout.page, document_title(options.words.pnp_title, set.title), parts);
  PdfInParts& document = *joined;
  struct Drawn {
    DrawNotes notes;
    std::vector<PageInfo> pages;
  };
  const InkMode ink = renderers.renderer().ink_mode();
  const auto draw_part = [&plan, &renderers, &document, ink, &starts](std::size_t part) {
    Drawn drawn;
    drawn.notes = renderers.draw(ink, [&](ThreadRenderers::Drawer& drawer, DrawNotes& notes) {
      PnpPart writer(plan, drawer.renderer, drawer.fonts, notes);
      document.draw(part, [&](PdfWriter& out) {
        drawn.pages = writer.write(out, starts[part], starts[part + 1]);
      });
    });
    return drawn;
  };
  // Parts with a tracker or an aid on a page are drawn here, in their turn: those draw with the
  // build's fonts, which stay on this thread.
  std::vector<bool> here(parts, false);
  for (std::size_t part = 0; part < parts; ++part)
    for (std::size_t p = starts[part]; p < starts[part + 1]; ++p)
      if (plan.has_piece(plan.pages[p])) here[part] = true;
  OrderedJobs<Drawn> drawing(pool, parts);
  for (std::size_t part = 0; part < parts; ++part)
    if (!here[part]) drawing.submit([draw_part, part] { return draw_part(part); });
  FinishOptions finish;
  finish.duplex_long_edge = options.backs == BackMode::duplex_long;
  finish.duplex_short_edge = options.backs == BackMode::duplex_short;
  std::set<std::string> given;
  for (std::size_t part = 0; part < parts; ++part) {
    Drawn drawn = here[part] ? draw_part(part) : drawing.take();
    renderers.hand_in(std::move(drawn.notes), warnings, given);
    finish.pages.insert(finish.pages.end(), drawn.pages.begin(), drawn.pages.end());
    document.join_next(drawn.pages);  // while the other threads draw the next parts
  }
  document.finish(finish);
  if (options.document_left_to_exit) leave_to_exit(std::move(joined));
  else pool.submit([joined = std::move(joined)]() mutable { joined.reset(); });
  return stats;
}

}  // namespace dw
