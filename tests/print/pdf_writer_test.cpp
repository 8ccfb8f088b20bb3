// pdf_writer: a drawing error on a page is an error naming the output file, the page and Cairo's
// status (before, the PDF was written with the rest of that page silently missing), both for the
// writer itself and for the finished documents built on it; a good document gets the fixed dates.
#include "print/pdf_writer.hpp"

#define POINTERHOLDER_TRANSITION 4
#include <gmock/gmock.h>
#include <gtest/gtest.h>

#include <fstream>
#include <iterator>
#include <stdexcept>

#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>

#include "print/pdf_document.hpp"
#include "support/temp_dir.hpp"

namespace dw {
namespace {

using ::testing::HasSubstr;
using dw::testing::TempDir;
namespace fs = std::filesystem;

constexpr SizePt kPage{200, 300};

// Puts the context in an error state, as a failing drawing call inside a renderer would.
void break_context(cairo_t* cr) {
  const double negative[] = {-1};
  cairo_set_dash(cr, negative, 1, 0);
}

std::string message_of(const std::function<void()>& write) {
  try {
    write();
  } catch (const std::runtime_error& e) {
    return e.what();
  }
  return "(no error)";
}

std::string bytes_of(const fs::path& file) {
  std::ifstream in(file, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

// Cairo 1.16 writes the date without the "D:" a PDF date starts with; later versions add it.
bool has_fixed_date(const std::string& pdf, const std::string& key) {
  return pdf.find(key + " (20260101000000Z)") != std::string::npos ||
         pdf.find(key + " (D:20260101000000Z)") != std::string::npos;
}

TEST(PdfWriter, NamesTheOutputThePageAndCairosStatusWhenDrawingFails) {
  TempDir dir;
  const std::string message = message_of([&] {
    PdfWriter writer(dir.path() / "raw.pdf", kPage, PdfSetup{"t", dir.path() / "deck.pdf", {}});
    writer.end_page();
    break_context(writer.context());
    writer.end_page();
    writer.finish();
  });
  EXPECT_THAT(message, HasSubstr((dir.path() / "deck.pdf").string()));
  EXPECT_THAT(message, HasSubstr("page 2"));
  EXPECT_THAT(message, HasSubstr(cairo_status_to_string(CAIRO_STATUS_INVALID_DASH)));
}

TEST(PdfWriter, WritesTheTitleAndTheFixedDates) {
  TempDir dir;
  PdfWriter writer(dir.path() / "a.pdf", kPage, PdfSetup{"Sheets", {}, {}});
  writer.end_page();
  writer.finish();
  const std::string pdf = bytes_of(dir.path() / "a.pdf");
  EXPECT_THAT(pdf, HasSubstr("/Title (Sheets)"));
  EXPECT_TRUE(has_fixed_date(pdf, "/CreationDate"));
  EXPECT_TRUE(has_fixed_date(pdf, "/ModDate"));
  EXPECT_EQ(writer.pages_ended(), 1);
}

TEST(PdfWriter, WritesTheSameBytesIntoMemoryAsIntoAFile) {
  TempDir dir;
  const auto draw = [](PdfWriter& writer) {
    cairo_rectangle(writer.context(), 10, 10, 50, 80);
    cairo_fill(writer.context());
    writer.end_page();
    writer.end_page();
    writer.finish();
  };
  PdfWriter to_file(dir.path() / "a.pdf", kPage, PdfSetup{"Sheets", {}, {}});
  draw(to_file);
  std::string memory = "left over";
  PdfWriter to_memory(memory, kPage, PdfSetup{"Sheets", dir.path() / "a.pdf", {}});
  draw(to_memory);
  EXPECT_EQ(memory, bytes_of(dir.path() / "a.pdf"));
}

// The parts are drawn into memory: nothing is written beside the PDF until the finished file.
TEST(PdfInParts, DrawsItsPartsInMemoryAndJoinsThemInOrder) {
  TempDir dir;
  const fs::path pdf = dir.path() / "deck.pdf";
  PdfInParts document(pdf, kPage, "Deck", 3);
  for (std::size_t part : {2u, 0u, 1u})
    document.draw(part, [part](PdfWriter& writer) {
      for (std::size_t page = 0; page <= part; ++page) writer.end_page();  // part i has i + 1 pages
    });
  EXPECT_TRUE(fs::is_empty(dir.path())) << "a part was written to a file";
  for (int i = 0; i < 3; ++i) document.join_next();
  document.finish(FinishOptions{});
  QPDF finished;
  finished.processFile(pdf.c_str());
  EXPECT_EQ(QPDFPageDocumentHelper(finished).getAllPages().size(), 6u);
  EXPECT_EQ(std::distance(fs::directory_iterator(dir.path()), fs::directory_iterator()), 1);
}

TEST(PdfDocument, FailsOnTheFirstBrokenPageAndLeavesNoFile) {
  TempDir dir;
  const fs::path pdf = dir.path() / "booklet.pdf";
  PdfDocumentOptions options;
  options.title = "Rules";
  const std::string message = message_of([&] {
    write_pdf_document(pdf, kPage, 4, [](cairo_t* cr, int page) { if (page == 2) break_context(cr); }, options);
  });
  EXPECT_THAT(message, HasSubstr(pdf.string()));
  EXPECT_THAT(message, HasSubstr("page 3"));
  EXPECT_THAT(message, HasSubstr(cairo_status_to_string(CAIRO_STATUS_INVALID_DASH)));
  EXPECT_FALSE(fs::exists(pdf));
  EXPECT_TRUE(fs::is_empty(dir.path())) << "a temporary file was left behind";
}

TEST(PdfDocument, WritesEveryPage) {
  TempDir dir;
  const fs::path pdf = dir.path() / "aids.pdf";
  int drawn = 0;
  write_pdf_document(pdf, kPage, 3, [&](cairo_t*, int) { ++drawn; }, PdfDocumentOptions{"Aids", {}});
  EXPECT_EQ(drawn, 3);
  QPDF finished;
  finished.processFile(pdf.c_str());
  EXPECT_EQ(QPDFPageDocumentHelper(finished).getAllPages().size(), 3u);
}

}  // namespace
}  // namespace dw
