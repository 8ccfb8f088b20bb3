// pdf_writer: Cairo PDF surface and context, fixed metadata, status checks per page.
#include "print/pdf_writer.hpp"

#include "support/io_failure.hpp"

#include <cerrno>
#include <cstring>
#include <stdexcept>

namespace dw {

namespace {
constexpr const char* kFixedDate = "2026-01-01T00:00:00Z";  // builds must be byte-identical
}

PdfWriter::PdfWriter(const std::filesystem::path& file, SizePt page, PdfSetup setup)
    : output_(setup.output.empty() ? file : setup.output), file_(std::fopen(file.c_str(), "wb")) {
  if (!file_) fail_system("opening the file failed", errno);
  open(page, setup);
}

PdfWriter::PdfWriter(std::string& bytes, SizePt page, PdfSetup setup) : output_(setup.output), bytes_(&bytes) {
  bytes.clear();
  open(page, setup);
}

void PdfWriter::open(SizePt page, const PdfSetup& setup) {
  surface_.reset(cairo_pdf_surface_create_for_stream(&PdfWriter::write_bytes, this, page.width, page.height));
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
  // Cairo does not always pass a failed write on as its status (a truncated report went to qpdf).
  if (write_error_ != 0) fail_system("finishing the file failed", write_error_);
  if (bytes_) {
    bytes_->shrink_to_fit();  // held until the document is written: no doubling slack
    return;
  }
  if (std::fflush(file_.get()) != 0) fail_system("finishing the file failed", errno);
  if (std::fclose(file_.release()) != 0) fail_system("closing the file failed", errno);
}

cairo_status_t PdfWriter::write_bytes(void* writer, const unsigned char* data, unsigned int length) {
  auto* self = static_cast<PdfWriter*>(writer);
  if (self->bytes_) {
    self->bytes_->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  }
  if (self->write_error_ != 0 || !self->file_) return CAIRO_STATUS_WRITE_ERROR;
  if (std::fwrite(data, 1, length, self->file_.get()) == length) return CAIRO_STATUS_SUCCESS;
  self->write_error_ = errno != 0 ? errno : EIO;
  return CAIRO_STATUS_WRITE_ERROR;
}

void PdfWriter::fail_system(const std::string& what, int error) const {
  throw IoFailure(output_, "cannot write PDF: " + what, error);
}

void PdfWriter::fail(const std::string& what, cairo_status_t status) const {
  if (write_error_ != 0) fail_system(what, write_error_);  // the system's reason says more than Cairo's
  throw IoFailure(output_, "cannot write PDF: " + what, std::string(cairo_status_to_string(status)));
}

}  // namespace dw
