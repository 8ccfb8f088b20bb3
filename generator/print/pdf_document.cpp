// pdf_document: PdfWriter into a temporary file, qpdf finishing, atomic rename.
#include "print/pdf_document.hpp"

#include "support/atomic_file.hpp"

namespace dw {

void write_finished_pdf(const std::filesystem::path& pdf, SizePt page, const std::string& title,
                        const std::function<FinishOptions(PdfWriter&)>& draw) {
  AtomicFile raw(pdf.parent_path() / (pdf.filename().string() + ".cairo"));
  AtomicFile finished(pdf);
  FinishOptions finish;
  {
    PdfWriter writer(raw.temp_path(), page, PdfSetup{title, pdf, {}});
    finish = draw(writer);
    writer.finish();
  }
  finish_pdf(raw.temp_path(), finished.temp_path(), finish);
  finished.commit();
}

void write_pdf_document(const std::filesystem::path& pdf, SizePt size, int pages,
                        const std::function<void(cairo_t*, int)>& draw, const PdfDocumentOptions& options) {
  write_finished_pdf(pdf, size, options.title, [&](PdfWriter& writer) {
    cairo_t* cr = writer.context();
    for (int i = 0; i < pages; ++i) {
      cairo_save(cr);
      draw(cr, i);
      cairo_restore(cr);
      writer.end_page();
    }
    return options.finish;
  });
}

}  // namespace dw
