// pdf_update: objects made as text follow a file QPDFWriter wrote, as an update that qpdf reads
// (the new objects, the catalog defined again, the /ID and /Info kept); the end of a file not
// written so is refused.
#include "print/pdf_update.hpp"

#include <gtest/gtest.h>

#include <cstdio>
#include <stdexcept>

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFWriter.hh>

#include "support/run_command.hpp"

namespace dw {
namespace {

using namespace dw::testing;
namespace fs = std::filesystem;

TEST(PdfUpdate, NewObjectsAndTheCatalogDefinedAgainFollowTheFile) {
  TempDir dir;
  const fs::path file = dir.path() / "updated.pdf";
  int catalog = 0, pages = 0;
  {
    QPDF pdf;
    pdf.emptyPDF();
    pdf.getTrailer().replaceKey("/Info", pdf.makeIndirectObject(QPDFObjectHandle::parse("<< /Title (Before) >>")));
    QPDFWriter writer(pdf, file.c_str());
    writer.setDeterministicID(true);
    writer.setObjectStreamMode(qpdf_o_generate);
    writer.write();
    catalog = writer.getRenumberedObjGen(pdf.getRoot().getObjGen()).getObj();
    pages = writer.getRenumberedObjGen(pdf.getRoot().getKey("/Pages").getObjGen()).getObj();
  }
  const std::string before = read_file(file);
  const PdfEnd end = read_pdf_end(before.size(), [&before](std::size_t from) { return before.substr(from); });
  PdfUpdate update(end);
  const int first = update.add("<< /Said (hello) >>");
  EXPECT_EQ(first, end.size);
  const int second = update.add("[ " + std::to_string(first) + " 0 R 7 ]");
  update.redefine(catalog, "<< /Type /Catalog /Pages " + std::to_string(pages) + " 0 R /Extra " +
                               std::to_string(second) + " 0 R >>");
  EXPECT_THROW(update.redefine(end.size + 5, "<< >>"), std::logic_error);
  {
    std::FILE* out = std::fopen(file.c_str(), "ab");
    const std::string bytes = update.bytes(catalog);
    std::fwrite(bytes.data(), 1, bytes.size(), out);
    std::fclose(out);
  }
  const auto check = run_command("qpdf --check " + shell_quote(file.string()));
  EXPECT_EQ(check.exit_code, 0) << check.out;
  QPDF q;
  q.processFile(file.c_str());
  QPDFObjectHandle extra = q.getRoot().getKey("/Extra");
  ASSERT_TRUE(extra.isArray());
  EXPECT_EQ(extra.getArrayItem(0).getKey("/Said").getStringValue(), "hello");
  EXPECT_EQ(extra.getArrayItem(1).getIntValue(), 7);
  EXPECT_EQ(q.getTrailer().getKey("/Info").getKey("/Title").getStringValue(), "Before");
  EXPECT_EQ(q.getTrailer().getKey("/ID").unparse(), QPDFObjectHandle::parse(end.id).unparse());
  EXPECT_EQ(q.getTrailer().getKey("/Size").getIntValue(), end.size + 4);  // two objects, their stream, the xref
}

TEST(PdfUpdate, AFileNotEndedAsQpdfEndsItIsRefused) {
  const std::string table = "%PDF-1.4\n1 0 obj\n<< >>\nendobj\nxref\n0 2\ntrailer\n<< /Size 2 >>\nstartxref\n30\n%%EOF\n";
  const auto from = [&table](std::size_t at) { return table.substr(at); };
  EXPECT_THROW(read_pdf_end(table.size(), from), std::logic_error);  // a table, not a stream
  const std::string cut = "%PDF-1.7\n";
  EXPECT_THROW(read_pdf_end(cut.size(), [&cut](std::size_t at) { return cut.substr(at); }), std::logic_error);
}

}  // namespace
}  // namespace dw
