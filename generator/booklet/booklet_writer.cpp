// booklet_writer: replaying recorded pages into reading-order and imposed PDFs.
#include "booklet/booklet_writer.hpp"

#include "print/pdf_document.hpp"

namespace dw {

void write_reading_order_pdf(const TypesetBooklet& booklet, const BookletStyle& style, const std::string& title,
                             const std::filesystem::path& pdf) {
  PdfDocumentOptions options;
  options.title = title + " \u2014 rules";
  options.finish.right_to_left = style.rtl;  // two-page views pair the pages as the book binds
  write_pdf_document(pdf, style.page, static_cast<int>(booklet.pages.size()),
                     [&](cairo_t* cr, int i) { replay_page(cr, booklet.pages[static_cast<std::size_t>(i)]); }, options);
}

int write_imposed_pdf(const TypesetBooklet& booklet, const BookletStyle& style, const std::string& title, DuplexFlip flip,
                      const std::filesystem::path& pdf) {
  const std::vector<ImposedSheet> sheets = impose_saddle_stitch(static_cast<int>(booklet.pages.size()), flip,
                                                                 style.rtl ? Binding::right : Binding::left);
  const SizePt sheet = style.sheet;
  // The two pages sit side by side, centred on the sheet (A5 pair: 296 x 210 mm on 297 x 210 mm).
  const double x0 = (sheet.width - 2 * style.page.width) / 2, y0 = (sheet.height - style.page.height) / 2;
  auto side = [&](cairo_t* cr, const SheetSide& s) {
    if (s.turned) {
      cairo_matrix_t half_turn;  // exactly -1 0 0 -1 about the sheet's centre
      cairo_matrix_init(&half_turn, -1, 0, 0, -1, sheet.width, sheet.height);
      cairo_transform(cr, &half_turn);
    }
    for (int half = 0; half < 2; ++half) {
      const int page = half == 0 ? s.left : s.right;
      if (page == kBlankPage) continue;
      cairo_save(cr);
      cairo_translate(cr, x0 + half * style.page.width, y0);
      cairo_rectangle(cr, 0, 0, style.page.width, style.page.height);
      cairo_clip(cr);
      replay_page(cr, booklet.pages[static_cast<std::size_t>(page)]);
      cairo_restore(cr);
    }
  };
  PdfDocumentOptions options;
  options.title = title + " \u2014 rules, booklet for " + (style.sheet_paper == "a4" ? "A4" : "Letter");
  options.finish.duplex_short_edge = flip == DuplexFlip::short_edge;
  options.finish.duplex_long_edge = flip == DuplexFlip::long_edge;
  write_pdf_document(pdf, sheet, static_cast<int>(sheets.size()) * 2,
                     [&](cairo_t* cr, int i) {
                       const ImposedSheet& s = sheets[static_cast<std::size_t>(i / 2)];
                       side(cr, i % 2 == 0 ? s.front : s.back);
                     },
                     options);
  return static_cast<int>(sheets.size());
}

}  // namespace dw
