// pnp_sheet: drawing the print-and-play sheets.
#include "print/pnp_sheet.hpp"

#include <cairo-pdf.h>

#include <stdexcept>

#include "print/pdf_finish.hpp"
#include "support/atomic_file.hpp"

namespace dw {

namespace {

constexpr const char* kFixedDate = "2026-01-01T00:00:00Z";  // builds must be byte-identical

void draw_crop_marks(cairo_t* cr, const SheetLayout& layout) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, 0.3);
  for (const Segment& s : layout.crop_marks(mm_to_pt(2), mm_to_pt(5))) {
    cairo_move_to(cr, s.x0, s.y0);
    cairo_line_to(cr, s.x1, s.y1);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

// `turned`: drawn rotated 180 degrees inside its slot (short-edge duplex backs).
void draw_card_at(cairo_t* cr, CardRenderer& renderer, const Card& card, Face face, const Slot& slot,
                  const SheetLayout& layout, Diagnostics& warnings, bool turned = false) {
  cairo_save(cr);
  cairo_translate(cr, slot.x, slot.y);
  cairo_rectangle(cr, 0, 0, layout.card.width, layout.card.height);  // butted cards: cut at the trim
  cairo_clip(cr);
  if (turned) {
    cairo_matrix_t half_turn;  // exact -1 0 0 -1, no rounding from cairo_rotate(M_PI)
    cairo_matrix_init(&half_turn, -1, 0, 0, -1, layout.card.width, layout.card.height);
    cairo_transform(cr, &half_turn);
  }
  renderer.draw(cr, card, face, warnings);
  cairo_restore(cr);
}

}  // namespace

std::vector<const Card*> physical_cards(const CardSet& set) {
  std::vector<const Card*> out;
  for (const auto& card : set.cards)
    for (int i = 0; i < card.count; ++i) out.push_back(&card);
  return out;
}

PnpStats write_pnp_pdf(const CardSet& set, CardRenderer& renderer, const SheetLayout& layout,
                       const std::filesystem::path& pdf, Diagnostics& warnings, BackMode backs) {
  AtomicFile raw(pdf.parent_path() / (pdf.filename().string() + ".cairo"));
  AtomicFile finished(pdf);
  PnpStats stats;
  {
    cairo_surface_t* surface = cairo_pdf_surface_create(raw.temp_path().c_str(), layout.page.width, layout.page.height);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, (set.title + " — print and play").c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "deckwright");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, kFixedDate);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, kFixedDate);
    cairo_t* cr = cairo_create(surface);
    const auto cards = physical_cards(set);
    const int per_page = layout.per_page();
    auto on_page = [&](std::size_t first) {
      return static_cast<int>(std::min<std::size_t>(per_page, cards.size() - first));
    };
    auto fronts_page = [&](std::size_t first) {
      for (int i = 0; i < on_page(first); ++i)
        draw_card_at(cr, renderer, *cards[first + i], Face::front, layout.front_slot(i), layout, warnings);
      draw_crop_marks(cr, layout);
      cairo_show_page(cr);
    };
    auto backs_page = [&](std::size_t first) {
      const bool short_edge = backs == BackMode::duplex_short;
      for (int i = 0; i < on_page(first); ++i)
        draw_card_at(cr, renderer, *cards[first + i], Face::back,
                     short_edge ? layout.back_slot_short_edge(i) : layout.back_slot(i), layout, warnings, short_edge);
      draw_crop_marks(cr, layout);
      cairo_show_page(cr);
    };
    for (std::size_t first = 0; first < cards.size(); first += per_page) {
      fronts_page(first);
      if (backs == BackMode::duplex_long || backs == BackMode::duplex_short) backs_page(first);
      ++stats.sheets;
      stats.cards += on_page(first);
    }
    if (backs == BackMode::separate)
      for (std::size_t first = 0; first < cards.size(); first += per_page) backs_page(first);
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS)
      throw std::runtime_error(pdf.string() + ": cannot write PDF: " + cairo_status_to_string(status));
  }
  FinishOptions finish;
  finish.duplex_long_edge = backs == BackMode::duplex_long;
  finish.duplex_short_edge = backs == BackMode::duplex_short;
  finish_pdf(raw.temp_path(), finished.temp_path(), finish);
  finished.commit();
  return stats;
}

}  // namespace dw
