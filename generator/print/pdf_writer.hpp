// pdf_writer: the one place a deckwright PDF is made. It owns the Cairo PDF surface and its
// context, sets the document's metadata with one fixed date (builds are byte-identical), checks
// the context after every page and the surface when finished, and throws an error naming the
// output file, the page and Cairo's status when drawing failed, instead of a silently short page.
// Atomic writing and the qpdf pass are pdf_document's; this writes the raw Cairo file.
#pragma once

#include <cairo-pdf.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>

#include "model/units.hpp"
#include "render/c_handles.hpp"

namespace dw {

struct PdfSetup {
  std::string title;
  // The output the user asked for, named in errors (the file written may be its temporary).
  // Empty: the file written.
  std::filesystem::path output;
  // Restricts the PDF version (DriveThruCards' conversion wants 1.4); none: Cairo's default.
  std::optional<cairo_pdf_version_t> version;
};

class PdfWriter {
 public:
  // Opens `file` for pages of `page` pt, origin top-left.
  PdfWriter(const std::filesystem::path& file, SizePt page, PdfSetup setup);
  // Writes the PDF into `bytes` in memory instead (a part of a document joined before it is
  // written: no file to write and read back); errors name setup.output.
  PdfWriter(std::string& bytes, SizePt page, PdfSetup setup);

  cairo_t* context() const { return cr_.get(); }
  // Ends the page drawn on the context and checks that every drawing call on it succeeded.
  void end_page();
  // Completes the file; the surface's own errors (a full disk) surface here.
  void finish();
  int pages_ended() const { return pages_; }

 private:
  void open(SizePt page, const PdfSetup& setup);
  [[noreturn]] void fail(const std::string& what, cairo_status_t status) const;
  [[noreturn]] void fail_system(const std::string& what, int error) const;
  static cairo_status_t write_bytes(void* writer, const unsigned char* data, unsigned int length);

  struct FileCloser {
    void operator()(std::FILE* f) const { std::fclose(f); }
  };
  std::filesystem::path output_;
  // Cairo writes through write_bytes into this file, so a failed write keeps the system's
  // reason (no space left on device, file too large) for the error; declared before the surface
  // so it is closed after the surface's last write.
  std::unique_ptr<std::FILE, FileCloser> file_;
  std::string* bytes_ = nullptr;  // the memory written to instead of file_
  int write_error_ = 0;  // errno of the first failed write
  CairoSurfacePtr surface_;
  CairoPtr cr_;
  int pages_ = 0;
};

}  // namespace dw
