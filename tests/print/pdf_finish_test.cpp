// pdf_finish: Cairo 1.16's defects (an image painted twice on a page gives duplicate XObject
// keys; a link tag leaves a dangling object) make `qpdf --check` complain about the raw file and
// not about the finished one; boxes, labels, bookmarks, hints and a deterministic /ID are written.
#include "print/pdf_finish.hpp"

#include <cairo-pdf.h>
#include <gtest/gtest.h>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>

#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

void write_defective_pdf(const fs::path& file) {
  cairo_surface_t* pdf = cairo_pdf_surface_create(file.c_str(), 200, 300);
  cairo_pdf_surface_set_metadata(pdf, CAIRO_PDF_METADATA_CREATE_DATE, "2026-01-01T00:00:00Z");
  cairo_t* cr = cairo_create(pdf);
  cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8);
  for (int page = 0; page < 2; ++page) {
    for (int i = 0; i < 2; ++i) {  // the same image twice on the page
      cairo_set_source_surface(cr, image, 20 + 60 * i, 20);
      cairo_paint(cr);
    }
    cairo_tag_begin(cr, CAIRO_TAG_LINK, "uri='https://example.org'");
    cairo_rectangle(cr, 10, 100, 50, 20);
    cairo_fill(cr);
    cairo_tag_end(cr, CAIRO_TAG_LINK);
    cairo_show_page(cr);
  }
  cairo_surface_destroy(image);
  cairo_destroy(cr);
  cairo_surface_destroy(pdf);
}

TEST(PdfFinish, RepairsCairoDefectsAndWritesBoxesLabelsAndBookmarks) {
  TempDir dir;
  const fs::path raw = dir.path() / "raw.pdf", a = dir.path() / "a.pdf", b = dir.path() / "b.pdf";
  write_defective_pdf(raw);
  EXPECT_NE(run_command("qpdf --check " + shell_quote(raw.string())).exit_code, 0) << "Cairo's defects are gone?";
  FinishOptions options;
  options.duplex_long_edge = true;
  options.pages = {PageInfo{"Trackers", "Health", 9}, PageInfo{"Aids", "Turn order", 0}};
  finish_pdf(raw, a, options);
  finish_pdf(raw, b, options);
  const auto check = run_command("qpdf --check " + shell_quote(a.string()));
  EXPECT_EQ(check.exit_code, 0) << check.out;
  EXPECT_EQ(read_file(a), read_file(b));

  QPDF q;
  q.processFile(a.c_str());
  EXPECT_EQ(q.getRoot().getKey("/ViewerPreferences").getKey("/Duplex").getName(), "/DuplexFlipLongEdge");
  EXPECT_TRUE(q.getTrailer().getKey("/ID").isArray());
  auto pages = QPDFPageDocumentHelper(q).getAllPages();
  ASSERT_EQ(pages.size(), 2u);
  auto trim = pages[0].getObjectHandle().getKey("/TrimBox").getArrayAsRectangle();
  EXPECT_DOUBLE_EQ(trim.llx, 9);
  EXPECT_DOUBLE_EQ(trim.ury, 291);
  auto bleed = pages[0].getObjectHandle().getKey("/BleedBox").getArrayAsRectangle();
  EXPECT_DOUBLE_EQ(bleed.urx, 200);
  EXPECT_DOUBLE_EQ(pages[1].getObjectHandle().getKey("/TrimBox").getArrayAsRectangle().llx, 0);
  auto nums = q.getRoot().getKey("/PageLabels").getKey("/Nums");
  ASSERT_EQ(nums.getArrayNItems(), 4);
  EXPECT_EQ(nums.getArrayItem(1).getKey("/P").getUTF8Value(), "Trackers ");
  EXPECT_EQ(nums.getArrayItem(3).getKey("/P").getUTF8Value(), "Aids ");
  auto first = q.getRoot().getKey("/Outlines").getKey("/First");
  EXPECT_EQ(first.getKey("/Title").getUTF8Value(), "Trackers");
  EXPECT_EQ(first.getKey("/First").getKey("/Title").getUTF8Value(), "Health");
  EXPECT_EQ(first.getKey("/Next").getKey("/Title").getUTF8Value(), "Aids");

  FinishOptions wrong;
  wrong.pages = {PageInfo{"Fronts", "one", 0}};
  EXPECT_THROW(finish_pdf(raw, dir.path() / "c.pdf", wrong), std::logic_error);
}

// Cairo writes a /Resources dictionary per page; pages whose resources are alike share one object
// in the finished file, and a page with other resources keeps its own.
TEST(PdfFinish, PagesWithTheSameResourcesShareOneObject) {
  TempDir dir;
  const fs::path raw = dir.path() / "raw.pdf", out = dir.path() / "out.pdf";
  {
    cairo_surface_t* pdf = cairo_pdf_surface_create(raw.c_str(), 200, 300);
    cairo_t* cr = cairo_create(pdf);
    cairo_surface_t* image = cairo_image_surface_create(CAIRO_FORMAT_RGB24, 8, 8);
    for (int page = 0; page < 4; ++page) {
      cairo_rectangle(cr, 10, 10 + page, 50, 20);
      cairo_fill(cr);
      if (page == 3) {  // an image: this page's resources name an XObject the others do not
        cairo_set_source_surface(cr, image, 20, 100);
        cairo_paint(cr);
      }
      cairo_show_page(cr);
    }
    cairo_surface_destroy(image);
    cairo_destroy(cr);
    cairo_surface_destroy(pdf);
  }
  finish_pdf(raw, out, FinishOptions{});
  const auto check = run_command("qpdf --check " + shell_quote(out.string()));
  EXPECT_EQ(check.exit_code, 0) << check.out;
  QPDF q;
  q.processFile(out.c_str());
  auto pages = QPDFPageDocumentHelper(q).getAllPages();
  ASSERT_EQ(pages.size(), 4u);
  const auto resources = [&](int i) { return pages[i].getObjectHandle().getKey("/Resources"); };
  ASSERT_TRUE(resources(0).isIndirect());
  EXPECT_EQ(resources(1).getObjGen(), resources(0).getObjGen());
  EXPECT_EQ(resources(2).getObjGen(), resources(0).getObjGen());
  EXPECT_NE(resources(3).getObjGen(), resources(0).getObjGen());
  EXPECT_TRUE(resources(3).getKey("/XObject").isDictionary());
}

}  // namespace
}  // namespace dw
