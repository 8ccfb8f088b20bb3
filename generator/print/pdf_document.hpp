// pdf_document: writes a multi-page vector PDF whose pages a callback draws, the way every
// deckwright PDF is written: fixed metadata dates, a temporary file finished by the qpdf pass
// (pdf_finish) and renamed into place only when complete. Used by booklets, trackers and aids.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <functional>
#include <string>

#include "model/units.hpp"
#include "print/pdf_finish.hpp"

namespace dw {

struct PdfDocumentOptions {
  std::string title;
  FinishOptions finish;
};

// Draws page i (0-based) of `pages` with `draw(cr, i)` on a page of `size` pt, origin top-left.
void write_pdf_document(const std::filesystem::path& pdf, SizePt size, int pages,
                        const std::function<void(cairo_t*, int)>& draw, const PdfDocumentOptions& options);

}  // namespace dw
