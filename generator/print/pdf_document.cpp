// pdf_document: Cairo PDF surface, fixed dates, qpdf finishing, atomic rename.
#include "print/pdf_document.hpp"

#include <cairo-pdf.h>

#include <stdexcept>

#include "support/atomic_file.hpp"

namespace dw {

namespace {
constexpr const char* kFixedDate = "2026-01-01T00:00:00Z";  // builds must be byte-identical
}

void write_pdf_document(const std::filesystem::path& pdf, SizePt size, int pages,
                        const std::function<void(cairo_t*, int)>& draw, const PdfDocumentOptions& options) {
  AtomicFile raw(pdf.parent_path() / (pdf.filename().string() + ".cairo"));
  AtomicFile finished(pdf);
  {
    cairo_surface_t* surface = cairo_pdf_surface_create(raw.temp_path().c_str(), size.width, size.height);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_TITLE, options.title.c_str());
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATOR, "deckwright");
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_CREATE_DATE, kFixedDate);
    cairo_pdf_surface_set_metadata(surface, CAIRO_PDF_METADATA_MOD_DATE, kFixedDate);
    cairo_t* cr = cairo_create(surface);
    try {
      for (int i = 0; i < pages; ++i) {
        cairo_save(cr);
        draw(cr, i);
        cairo_restore(cr);
        cairo_show_page(cr);
      }
    } catch (...) {
      cairo_destroy(cr);
      cairo_surface_destroy(surface);
      throw;
    }
    cairo_destroy(cr);
    cairo_surface_finish(surface);
    const cairo_status_t status = cairo_surface_status(surface);
    cairo_surface_destroy(surface);
    if (status != CAIRO_STATUS_SUCCESS)
      throw std::runtime_error(pdf.string() + ": cannot write PDF: " + cairo_status_to_string(status));
  }
  finish_pdf(raw.temp_path(), finished.temp_path(), options.finish);
  finished.commit();
}

}  // namespace dw
