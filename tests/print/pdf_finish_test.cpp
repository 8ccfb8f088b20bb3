// pdf_finish: Cairo 1.16's defects (an image painted twice on a page gives duplicate XObject
// keys; a link tag leaves a dangling object) make `qpdf --check` complain about the raw file and
// not about the finished one; boxes, labels, bookmarks, hints and a deterministic /ID are written.
#include "print/pdf_finish.hpp"

#include <cairo-pdf.h>
#include <gtest/gtest.h>

#include <vector>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>

#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;
using Handle = QPDFObjectHandle;

// The file passes `qpdf --check`; `q` opens it and its pages are returned.
std::vector<QPDFPageObjectHelper> checked_pages(QPDF& q, const fs::path& file) {
  const auto check = run_command("qpdf --check " + shell_quote(file.string()));
  EXPECT_EQ(check.exit_code, 0) << check.out;
  q.processFile(file.c_str());
  return QPDFPageDocumentHelper(q).getAllPages();
}

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

// How often `word` is in `bytes`.
int count_of(const std::string& bytes, const std::string& word) {
  int n = 0;
  for (std::size_t at = bytes.find(word); at != std::string::npos; at = bytes.find(word, at + 1)) ++n;
  return n;
}

// With object streams the page labels and bookmarks follow the document QPDFWriter wrote, as an
// update (a second cross-reference section, the same /ID and /Info); a PDF 1.4 file without object
// streams has them in its one section. Both read back alike.
TEST(PdfFinish, LabelsAndBookmarksFollowTheDocumentAsAnUpdate) {
  TempDir dir;
  const fs::path raw = dir.path() / "raw.pdf", streams = dir.path() / "streams.pdf", plain = dir.path() / "plain.pdf";
  write_defective_pdf(raw);
  FinishOptions options;
  options.pages = {PageInfo{"Trackers", "Health", 9}, PageInfo{"Aids", "Turn order", 0}};
  finish_pdf(raw, streams, options);
  options.object_streams = false;
  options.version = "1.4";
  finish_pdf(raw, plain, options);
  EXPECT_EQ(count_of(read_file(streams), "startxref"), 2);
  EXPECT_EQ(count_of(read_file(plain), "startxref"), 1);
  std::string outlines[2], labels[2];
  for (int i = 0; i < 2; ++i) {
    const fs::path& file = i == 0 ? streams : plain;
    QPDF q;
    ASSERT_EQ(checked_pages(q, file).size(), 2u) << file;
    EXPECT_EQ(q.getTrailer().getKey("/Info").getKey("/Producer").getUTF8Value().substr(0, 5), "cairo") << file;
    EXPECT_EQ(q.getRoot().getKey("/PageMode").getName(), "/UseOutlines") << file;
    Handle first = q.getRoot().getKey("/Outlines").getKey("/First");
    outlines[i] = first.getKey("/Title").getUTF8Value() + " " + first.getKey("/First").getKey("/Title").getUTF8Value() +
                  " " + first.getKey("/Next").getKey("/Title").getUTF8Value() + " " +
                  first.getKey("/Next").getKey("/First").getKey("/Title").getUTF8Value();
    labels[i] = q.getRoot().getKey("/PageLabels").unparseResolved();
  }
  EXPECT_EQ(outlines[0], "Trackers Health Aids Turn order");
  EXPECT_EQ(outlines[1], outlines[0]);
  EXPECT_EQ(labels[1], labels[0]);
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
  QPDF q;
  auto pages = checked_pages(q, out);
  ASSERT_EQ(pages.size(), 4u);
  const auto resources = [&](int i) { return pages[i].getObjectHandle().getKey("/Resources"); };
  ASSERT_TRUE(resources(0).isIndirect());
  EXPECT_EQ(resources(1).getObjGen(), resources(0).getObjGen());
  EXPECT_EQ(resources(2).getObjGen(), resources(0).getObjGen());
  EXPECT_NE(resources(3).getObjGen(), resources(0).getObjGen());
  EXPECT_TRUE(resources(3).getKey("/XObject").isDictionary());
}

// Two pages drawn by Cairo into memory, as PdfInParts draws a part.
std::string two_page_part() {
  std::string bytes;
  const auto append = [](void* closure, const unsigned char* data, unsigned int length) {
    static_cast<std::string*>(closure)->append(reinterpret_cast<const char*>(data), length);
    return CAIRO_STATUS_SUCCESS;
  };
  cairo_surface_t* pdf = cairo_pdf_surface_create_for_stream(append, &bytes, 200, 300);
  cairo_t* cr = cairo_create(pdf);
  for (int page = 0; page < 2; ++page) {
    cairo_rectangle(cr, 10, 10, 50, 20 + page);
    cairo_fill(cr);
    cairo_show_page(cr);
  }
  cairo_destroy(cr);
  cairo_surface_finish(pdf);
  cairo_surface_destroy(pdf);
  return bytes;
}

// Parts joined with their pages' plan get their boxes, bookmarks and page labels as they join;
// the file has the outline and the labels finishing with the plan alone gives, and so has the one
// whose first part alone joined with its plan; a plan at the finish other than the one the parts
// joined with is refused.
TEST(PdfJoin, PartsJoinedWithTheirPlanGetTheirBoxesAndBookmarks) {
  TempDir dir;
  const std::string first = two_page_part(), second = two_page_part();
  const std::vector<PageInfo> plan{PageInfo{"Fronts", "Sheet 1", 9}, PageInfo{"Backs", "Sheet 1", 0},
                                   PageInfo{"Fronts", "Sheet 2", 9}, PageInfo{"Backs", "Sheet 2", 0}};
  const std::vector<PageInfo> first_plan(plan.begin(), plan.begin() + 2), second_plan(plan.begin() + 2, plan.end());
  FinishOptions options;
  options.pages = plan;
  const fs::path planned = dir.path() / "planned.pdf", at_finish = dir.path() / "at-finish.pdf",
                 first_planned = dir.path() / "first-planned.pdf";
  {
    PdfJoin join;
    join.add(first, "part 1", first_plan);
    join.add(second, "part 2", second_plan);
    join.finish(planned, options);
  }
  {
    PdfJoin join;
    join.add(first, "part 1");
    join.add(second, "part 2");
    join.finish(at_finish, options);
  }
  {
    PdfJoin join;
    join.add(first, "part 1", first_plan);
    join.add(second, "part 2");
    join.finish(first_planned, options);
  }
  QPDF q;
  auto pages = checked_pages(q, planned);
  ASSERT_EQ(pages.size(), 4u);
  EXPECT_DOUBLE_EQ(pages[2].getObjectHandle().getKey("/TrimBox").getArrayAsRectangle().llx, 9);
  EXPECT_DOUBLE_EQ(pages[3].getObjectHandle().getKey("/TrimBox").getArrayAsRectangle().llx, 0);
  auto fronts = q.getRoot().getKey("/Outlines").getKey("/First");
  EXPECT_EQ(fronts.getKey("/Title").getUTF8Value(), "Fronts");
  EXPECT_EQ(fronts.getKey("/Last").getKey("/Title").getUTF8Value(), "Sheet 2");
  EXPECT_EQ(fronts.getKey("/Last").getKey("/Dest").getArrayItem(0).getObjGen(), pages[2].getObjectHandle().getObjGen());
  EXPECT_EQ(fronts.getKey("/Last").getKey("/Parent").getObjGen(), fronts.getObjGen());
  // Fronts and backs alternate: a label range per page, each numbered within its section.
  auto nums = q.getRoot().getKey("/PageLabels").getKey("/Nums");
  ASSERT_EQ(nums.getArrayNItems(), 8);
  EXPECT_EQ(nums.getArrayItem(4).getIntValue(), 2);
  EXPECT_EQ(nums.getArrayItem(5).getKey("/P").getUTF8Value(), "Fronts ");
  EXPECT_EQ(nums.getArrayItem(5).getKey("/St").getIntValue(), 2);
  EXPECT_EQ(nums.getArrayItem(7).getKey("/P").getUTF8Value(), "Backs ");
  // The same document, outline and labels as when the boxes and bookmarks are made at the finish,
  // or only the first part's as it joins.
  const auto outline_titles = [](QPDF& pdf) {
    std::string titles;
    for (Handle section = pdf.getRoot().getKey("/Outlines").getKey("/First"); section.isDictionary();
         section = section.getKey("/Next")) {
      titles += section.getKey("/Title").getUTF8Value() + ":";
      for (Handle item = section.getKey("/First"); item.isDictionary(); item = item.getKey("/Next"))
        titles += " " + item.getKey("/Title").getUTF8Value();
      for (Handle item = section.getKey("/Last"); item.isDictionary(); item = item.getKey("/Prev"))
        titles += " <" + item.getKey("/Title").getUTF8Value();
      titles += ";";
    }
    return titles;
  };
  EXPECT_EQ(outline_titles(q), "Fronts: Sheet 1 Sheet 2 <Sheet 2 <Sheet 1;Backs: Sheet 1 Sheet 2 <Sheet 2 <Sheet 1;");
  for (const fs::path& file : {at_finish, first_planned}) {
    QPDF other;
    other.processFile(file.c_str());
    EXPECT_EQ(QPDFPageDocumentHelper(other).getAllPages().size(), 4u) << file;
    EXPECT_EQ(outline_titles(other), outline_titles(q)) << file;
    EXPECT_EQ(other.getRoot().getKey("/PageLabels").unparseResolved(), q.getRoot().getKey("/PageLabels").unparseResolved())
        << file;
  }

  PdfJoin mismatched;
  mismatched.add(first, "part 1", first_plan);
  mismatched.add(second, "part 2", second_plan);
  FinishOptions other_titles = options;
  other_titles.pages[1].title = "Sheet 9";
  EXPECT_THROW(mismatched.finish(dir.path() / "refused.pdf", other_titles), std::logic_error);
  PdfJoin too_long;
  EXPECT_THROW(too_long.add(first, "part 1", plan), std::logic_error);
}

// Every page of a joined document refers to one /MediaBox object (its BleedBox, and its TrimBox
// without bleed) and one transparency /Group object, whichever part it came from; the pages
// with one bleed share their TrimBox object.
TEST(PdfJoin, PagesReferToOneObjectForEachBoxAndTheirGroup) {
  TempDir dir;
  const std::string first = two_page_part(), second = two_page_part();
  FinishOptions options;
  options.pages = {PageInfo{"Fronts", "Sheet 1", 9}, PageInfo{"Backs", "Sheet 1", 0},
                   PageInfo{"Fronts", "Sheet 2", 9}, PageInfo{"Backs", "Sheet 2", 0}};
  const fs::path out = dir.path() / "joined.pdf";
  {
    PdfJoin join;
    join.add(first, "part 1", {options.pages[0], options.pages[1]});
    join.add(second, "part 2");
    join.finish(out, options);
  }
  QPDF q;
  auto pages = checked_pages(q, out);
  ASSERT_EQ(pages.size(), 4u);
  const auto key = [&](std::size_t i, const char* name) { return pages[i].getObjectHandle().getKey(name); };
  Handle media = key(0, "/MediaBox"), group = key(0, "/Group"), trim = key(0, "/TrimBox");
  ASSERT_TRUE(media.isIndirect());
  ASSERT_TRUE(group.isIndirect());
  ASSERT_TRUE(trim.isIndirect());
  EXPECT_EQ(group.getKey("/S").getName(), "/Transparency");
  EXPECT_DOUBLE_EQ(trim.getArrayAsRectangle().llx, 9);
  for (std::size_t i = 0; i < pages.size(); ++i) {
    EXPECT_EQ(key(i, "/MediaBox").getObjGen(), media.getObjGen()) << i;
    EXPECT_EQ(key(i, "/BleedBox").getObjGen(), media.getObjGen()) << i;
    EXPECT_EQ(key(i, "/Group").getObjGen(), group.getObjGen()) << i;
    EXPECT_EQ(key(i, "/TrimBox").getObjGen(), i % 2 == 0 ? trim.getObjGen() : media.getObjGen()) << i;
  }
}

}  // namespace
}  // namespace dw
