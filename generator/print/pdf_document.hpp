// pdf_document: a finished deckwright PDF: pages drawn through the one PdfWriter (pdf_writer:
// fixed metadata, a status check after every page) into a temporary file, finished by the qpdf
// pass (pdf_finish) and renamed into place only when complete. Every PDF the tool delivers is
// written this way except the DriveThruCards decks, whose raw file goes to Ghostscript instead.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <functional>
#include <string>

#include "model/units.hpp"
#include "print/pdf_finish.hpp"
#include "print/pdf_writer.hpp"

namespace dw {

// Draws every page with `draw`, which ends each page through the writer and returns how the
// file is finished (it may depend on what was drawn, like the bookmarks of the pages).
void write_finished_pdf(const std::filesystem::path& pdf, SizePt page, const std::string& title,
                        const std::function<FinishOptions(PdfWriter&)>& draw);

struct PdfDocumentOptions {
  std::string title;
  FinishOptions finish;
};

// Draws page i (0-based) of `pages` with `draw(cr, i)` on a page of `size` pt, origin top-left.
void write_pdf_document(const std::filesystem::path& pdf, SizePt size, int pages,
                        const std::function<void(cairo_t*, int)>& draw, const PdfDocumentOptions& options);

}  // namespace dw
