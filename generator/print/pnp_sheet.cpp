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

void draw_card_at(cairo_t* cr, CardRenderer& renderer, const Card& card, Face face, const Slot& slot,
                  const SheetLayout& layout, Diagnostics& warnings) {
  cairo_save(cr);
  cairo_translate(cr, slot.x, slot.y);
  cairo_rectangle(cr, 0, 0, layout.card.width, layout.card.height);  // butted cards: cut at the trim
  cairo_clip(cr);
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
                       const std::filesystem::path& pdf, Diagnostics& warnings) {
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
    for (std::size_t first = 0; first < cards.size(); first += per_page) {
      const int on_page = static_cast<int>(std::min<std::size_t>(per_page, cards.size() - first));
      for (int i = 0; i < on_page; ++i)
        draw_card_at(cr, renderer, *cards[first + i], Face::front, layout.front_slot(i), layout, warnings);
      draw_crop_marks(cr, layout);
      cairo_show_page(cr);
      for (int i = 0; i < on_page; ++i)
        draw_card_at(cr, renderer, *cards[first + i], Face::back, layout.back_slot(i), layout, warnings);
      draw_crop_marks(cr, layout);
      cairo_show_page(cr);
      ++stats.sheets;
      stats.cards += on_page;
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS)
      throw std::runtime_error(pdf.string() + ": cannot write PDF: " + cairo_status_to_string(status));
  }
  finish_pdf(raw.temp_path(), finished.temp_path(), FinishOptions{true});
  finished.commit();
  return stats;
}

}  // namespace dw
