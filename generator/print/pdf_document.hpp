// pdf_document: a finished deckwright PDF: pages drawn through the one PdfWriter (pdf_writer:
// fixed metadata, a status check after every page) into a temporary file, finished by the qpdf
// pass (pdf_finish) and renamed into place only when complete. Every PDF the tool delivers is
// written this way except the DriveThruCards decks, whose raw file goes to Ghostscript instead.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <functional>
#include <memory>
#include <vector>
#include <string>

#include "model/units.hpp"
#include "print/pdf_finish.hpp"
#include "print/pdf_writer.hpp"
#include "support/atomic_file.hpp"

namespace dw {

// Draws every page with `draw`, which ends each page through the writer and returns how the
// file is finished (it may depend on what was drawn, like the bookmarks of the pages).
void write_finished_pdf(const std::filesystem::path& pdf, SizePt page, const std::string& title,
                        const std::function<FinishOptions(PdfWriter&)>& draw);

// A PDF drawn in parts that may be drawn at the same time: part i (a run of pages) into memory
// of its own through its own PdfWriter, then the parts joined in order by the qpdf pass and the
// result renamed into place. A document of one part is written exactly as
// write_finished_pdf writes it. On any failure the previous `pdf` is untouched and the raw files
// are removed.
class PdfInParts {
 public:
  PdfInParts(const std::filesystem::path& pdf, SizePt page, std::string title, std::size_t parts);
  ~PdfInParts();
  PdfInParts(const PdfInParts&) = delete;
  PdfInParts& operator=(const PdfInParts&) = delete;

  std::size_t parts() const { return raw_.size(); }
  // Draws part `part`, ending each of its pages through the writer. Any thread; parts at once.
  void draw(std::size_t part, const std::function<void(PdfWriter&)>& draw);
  // Reads the next part, drawn, into the document (on one thread, in order, while later parts
  // may still be drawing), with its pages' `plan` (their part of finish()'s pages: their boxes
  // and bookmarks are made now). The part's bytes are kept until finish().
  void join_next(const std::vector<PageInfo>& plan = {});
  // Once every part is joined: finishes and renames.
  void finish(const FinishOptions& finish);

 private:
  std::filesystem::path pdf_;
  SizePt page_;
  std::string title_;
  std::vector<std::string> raw_;  // each part's PDF as Cairo wrote it
  PdfJoin join_;
  std::size_t joined_ = 0;
};

struct PdfDocumentOptions {
  std::string title;
  FinishOptions finish;
};

// Draws page i (0-based) of `pages` with `draw(cr, i)` on a page of `size` pt, origin top-left.
void write_pdf_document(const std::filesystem::path& pdf, SizePt size, int pages,
                        const std::function<void(cairo_t*, int)>& draw, const PdfDocumentOptions& options);

}  // namespace dw
