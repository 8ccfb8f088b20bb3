// pdf_finish: libqpdf rewrite of Cairo's output.
#include "print/pdf_finish.hpp"

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFWriter.hh>

namespace dw {

void finish_pdf(const std::filesystem::path& in, const std::filesystem::path& out, const FinishOptions& options) {
  QPDF pdf;
  pdf.setSuppressWarnings(true);
  pdf.processFile(in.c_str());
  std::string prefs = "<< /PrintScaling /None";
  if (options.duplex_long_edge) prefs += " /Duplex /DuplexFlipLongEdge";
  else if (options.duplex_short_edge) prefs += " /Duplex /DuplexFlipShortEdge";
  prefs += " >>";
  pdf.getRoot().replaceKey("/ViewerPreferences", QPDFObjectHandle::parse(prefs));
  QPDFWriter writer(pdf, out.c_str());
  writer.setDeterministicID(true);
  writer.setMinimumPDFVersion("1.7");
  writer.setObjectStreamMode(qpdf_o_generate);
  writer.write();
}

}  // namespace dw
