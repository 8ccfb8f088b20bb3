// component_sheet: grid pages and own pages for trackers and aids.
#include "trackers/component_sheet.hpp"

#include <stdexcept>

#include "print/crop_marks.hpp"
#include "print/pdf_document.hpp"
#include "print/sheet_layout.hpp"

namespace dw {

namespace {

struct PagePlan {
  bool grid = false;
  SheetLayout layout;                      // grid pages
  std::vector<std::pair<const Component*, int>> pieces;  // component and copy, in slot order
};

// Corner marks just outside a band: two short lines at each corner, on the extensions of its edges.
std::vector<Segment> band_marks(const Band& b, double offset, double length) {
  std::vector<Segment> m;
  const double l = b.x, r = b.x + b.width, t = b.y, bo = b.y + b.height;
  for (double x : {l, r}) {
    m.push_back({x, t - offset - length, x, t - offset});
    m.push_back({x, bo + offset, x, bo + offset + length});
  }
  for (double y : {t, bo}) {
    m.push_back({l - offset - length, y, l - offset, y});
    m.push_back({r + offset, y, r + offset + length, y});
  }
  return m;
}

}  // namespace

std::vector<Band> page_bands(SizePt page, int copies) {
  const double margin = mm_to_pt(12), gap = copies > 1 ? mm_to_pt(10) : 0;
  const double h = (page.height - 2 * margin - gap * (copies - 1)) / copies;
  std::vector<Band> bands;
  for (int i = 0; i < copies; ++i) bands.push_back(Band{margin, margin + i * (h + gap), page.width - 2 * margin, h});
  return bands;
}

ComponentSheetStats write_component_sheets(const std::vector<Component>& components, const std::string& paper,
                                           const std::filesystem::path& pdf, const std::string& title) {
  const auto page = named_paper_size(paper);
  if (!page) throw std::invalid_argument("unknown paper '" + paper + "'");
  std::vector<PagePlan> plans;
  ComponentSheetStats stats;
  // Card-size components first, each size filling its own grids in the order given.
  for (const Component& c : components) {
    if (c.print != PrintAs::cards) continue;
    for (int copy = 1; copy <= c.copies; ++copy) {
      PagePlan* target = nullptr;
      for (auto& p : plans)
        if (p.layout.card == c.size && static_cast<int>(p.pieces.size()) < p.layout.per_page()) target = &p;
      if (!target) {
        PagePlan p;
        p.grid = true;
        // Upright: the pieces are drawn unturned (on Letter, poker-size pieces 6 a page, where the
        // deck's sheet turns its cards to hold 8).
        p.layout = layout_sheet(computed_sheet_template(paper, c.size));
        plans.push_back(p);
        target = &plans.back();
      }
      target->pieces.emplace_back(&c, copy);
      ++stats.pieces;
    }
  }
  for (const Component& c : components) {
    if (c.print != PrintAs::page) continue;
    PagePlan p;
    for (int copy = 1; copy <= c.copies; ++copy) p.pieces.emplace_back(&c, copy);
    stats.pieces += c.copies;
    plans.push_back(p);
  }
  stats.pages = static_cast<int>(plans.size());
  PdfDocumentOptions options;
  options.title = title;
  write_pdf_document(pdf, *page, stats.pages,
                     [&](cairo_t* cr, int index) {
                       const PagePlan& p = plans[static_cast<std::size_t>(index)];
                       if (p.grid) {
                         for (std::size_t i = 0; i < p.pieces.size(); ++i) {
                           const Slot slot = p.layout.front_slot(static_cast<int>(i));
                           cairo_save(cr);
                           cairo_translate(cr, slot.x, slot.y);
                           cairo_rectangle(cr, 0, 0, p.layout.card.width, p.layout.card.height);
                           cairo_clip(cr);
                           p.pieces[i].first->draw(cr, p.pieces[i].second, p.layout.card.width, p.layout.card.height);
                           cairo_restore(cr);
                         }
                         // Marks for the slots that hold a piece only: a part-filled page shows no
                         // cut lines beside empty places.
                         std::vector<Slot> used;
                         for (std::size_t i = 0; i < p.pieces.size(); ++i)
                           used.push_back(p.layout.front_slot(static_cast<int>(i)));
                         stroke_crop_marks(cr, crop_marks(used, p.layout.page, p.layout.marks, p.layout.mark_length,
                                                   p.layout.mark_offset));
                         return;
                       }
                       const auto bands = page_bands(*page, static_cast<int>(p.pieces.size()));
                       for (std::size_t i = 0; i < p.pieces.size(); ++i) {
                         const Band& b = bands[i];
                         cairo_save(cr);
                         cairo_translate(cr, b.x, b.y);
                         cairo_rectangle(cr, 0, 0, b.width, b.height);
                         cairo_clip(cr);
                         p.pieces[i].first->draw(cr, p.pieces[i].second, b.width, b.height);
                         cairo_restore(cr);
                         if (p.pieces.size() > 1) stroke_crop_marks(cr, band_marks(b, mm_to_pt(1.5), mm_to_pt(4)));
                       }
                     },
                     options);
  return stats;
}

}  // namespace dw
