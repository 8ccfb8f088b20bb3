// pdf_writer: Cairo PDF surface and context, fixed metadata, status checks per page.
#include "print/pdf_writer.hpp"

#include <stdexcept>

namespace dw {

namespace {
constexpr const char* kFixedDate = "2026-01-01T00:00:00Z";  // builds must be byte-identical
}

PdfWriter::PdfWriter(const std::filesystem::path& file, SizePt page, PdfSetup setup)
    : output_(setup.output.empty() ? file : setup.output),
      surface_(cairo_pdf_surface_create(file.c_str(), page.width, page.height)) {
  if (const cairo_status_t opened = cairo_surface_status(surface_.get()); opened != CAIRO_STATUS_SUCCESS)
    fail("opening the file failed", opened);
  if (setup.version) cairo_pdf_surface_restrict_to_version(surface_.get(), *setup.version);
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_TITLE, setup.title.c_str());
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATOR, "deckwright");
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_CREATE_DATE, kFixedDate);
  cairo_pdf_surface_set_metadata(surface_.get(), CAIRO_PDF_METADATA_MOD_DATE, kFixedDate);
  cr_.reset(cairo_create(surface_.get()));
}

void PdfWriter::end_page() {
  cairo_show_page(cr_.get());
  ++pages_;
  if (const cairo_status_t drawn = cairo_status(cr_.get()); drawn != CAIRO_STATUS_SUCCESS)
    fail("drawing page " + std::to_string(pages_) + " failed", drawn);
  if (const cairo_status_t written = cairo_surface_status(surface_.get()); written != CAIRO_STATUS_SUCCESS)
    fail("writing page " + std::to_string(pages_) + " failed", written);
}

void PdfWriter::finish() {
  if (const cairo_status_t drawn = cairo_status(cr_.get()); drawn != CAIRO_STATUS_SUCCESS)
    fail("drawing after page " + std::to_string(pages_) + " failed", drawn);
  cr_.reset();
  cairo_surface_finish(surface_.get());
  if (const cairo_status_t written = cairo_surface_status(surface_.get()); written != CAIRO_STATUS_SUCCESS)
    fail("finishing the file failed", written);
}

void PdfWriter::fail(const std::string& what, cairo_status_t status) const {
  throw std::runtime_error(output_.string() + ": cannot write PDF: " + what + ": " + cairo_status_to_string(status));
}

}  // namespace dw
