// pdf_finish: the libqpdf pass every PDF goes through. It writes a deterministic /ID, print
// scaling off, the duplex hint and the reading direction, TrimBox and BleedBox on every page, page labels and bookmarks
// from a page plan, and rewrites the file so Cairo 1.16's defects are gone (duplicate XObject
// keys, dangling objects after link tags): the result passes `qpdf --check` and is byte-identical
// across builds.
//
// The page plan is how every page kind (card fronts and backs, fold sheets, calibration pages,
// and later trackers and aids) joins the outline: each page names its section ("Fronts",
// "Backs", "Trackers") and its title within it. Sections become top-level bookmarks in order of
// first appearance, each page a bookmark below its section, and each page is labelled
// "<section> <n>" (n counting that section's pages from 1). In a file with object streams (the
// default) the labels and bookmarks are not written by QPDFWriter but follow its document as an
// incremental update (print/pdf_update), made as text in a small part of the time: the catalog
// defined again with them, the same /ID and /Info. A PDF 1.4 file has them in its one section.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

class QPDF;

namespace dw {

struct PageInfo {
  std::string section;  // e.g. "Fronts"; empty: no label or bookmark for this page
  std::string title;    // the page's bookmark, e.g. "Sheet 2 of 4"
  double bleed = 0;     // pt: the TrimBox is the MediaBox inset by this; the BleedBox is the MediaBox
};

struct FinishOptions {
  bool duplex_long_edge = false;   // write /Duplex /DuplexFlipLongEdge
  bool duplex_short_edge = false;  // write /Duplex /DuplexFlipShortEdge
  bool right_to_left = false;      // write /Direction /R2L: a viewer pairs pages as a book bound on the right
  std::vector<PageInfo> pages;     // one per page, or empty (boxes = MediaBox, no labels)
  std::string version = "1.7";     // the PDF version to write at least
  bool object_streams = true;      // false for PDF 1.4 files (PDF/X-1a)
};

// A failed write of `out` (a full disk, a file size limit) throws an IoFailure naming `output`
// (the file the user asked for, when `out` is its temporary; empty: `out`).
void finish_pdf(const std::filesystem::path& in, const std::filesystem::path& out, const FinishOptions& options,
                const std::filesystem::path& output = {});
// A document drawn in parts (print/pdf_document's PdfInParts) joined into one and finished as
// finish_pdf does: the parts' pages in the order added; fonts of the same subset (the same name
// and kind) are shared, each part's other fonts stay. Parts may be added while later ones are
// still being drawn.
class PdfJoin {
 public:
  PdfJoin();
  ~PdfJoin();
  PdfJoin(const PdfJoin&) = delete;
  PdfJoin& operator=(const PdfJoin&) = delete;

  // Reads a part's pages in after those added before; its file must stay until finish().
  void add(const std::filesystem::path& part);
  // The same for a part held in memory (`name` for messages); its bytes must stay until finish().
  // With its pages' `plan` (their part of finish()'s FinishOptions::pages) their boxes and
  // bookmarks are made now, while later parts may still be drawing, not in finish().
  void add(std::string_view part, const std::string& name, const std::vector<PageInfo>& plan = {});
  // Writes the document to `out`; errors as finish_pdf's.
  void finish(const std::filesystem::path& out, const FinishOptions& options, const std::filesystem::path& output = {});

 private:
  struct Document;
  void add_read(const std::function<void(QPDF&)>& read, const std::vector<PageInfo>& plan);
  std::unique_ptr<Document> document_;
};

}  // namespace dw
