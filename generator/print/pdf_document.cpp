// pdf_document: PdfWriter into a temporary file, qpdf finishing, atomic rename.
#include "print/pdf_document.hpp"

#include "support/atomic_file.hpp"

#include <algorithm>
#include <stdexcept>

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
  finish_pdf(raw.temp_path(), finished.temp_path(), finish, pdf);
  finished.commit();
}

PdfInParts::PdfInParts(const std::filesystem::path& pdf, SizePt page, std::string title, std::size_t parts)
    : pdf_(pdf), page_(page), title_(std::move(title)), raw_(std::max<std::size_t>(parts, 1)) {}

PdfInParts::~PdfInParts() = default;

void PdfInParts::draw(std::size_t part, const std::function<void(PdfWriter&)>& draw) {
  PdfWriter writer(raw_.at(part), page_, PdfSetup{title_, pdf_, {}});
  draw(writer);
  writer.finish();
}

void PdfInParts::join_next(const std::vector<PageInfo>& plan) {
  const std::size_t part = joined_++;
  join_.add(raw_.at(part), pdf_.string() + " (part " + std::to_string(part + 1) + ")", plan);
}

void PdfInParts::finish(const FinishOptions& finish) {
  if (joined_ != raw_.size()) throw std::logic_error("PdfInParts::finish before every part was joined");
  AtomicFile finished(pdf_);
  join_.finish(finished.temp_path(), finish, pdf_);
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
