// pdf_readback: a small content-stream interpreter (q, Q, cm, re, W) over libqpdf's parser.
#include "support/pdf_readback.hpp"

#define POINTERHOLDER_TRANSITION 4
#include <qpdf/QPDF.hh>
#include <qpdf/QPDFObjectHandle.hh>
#include <qpdf/QPDFPageDocumentHelper.hh>
#include <qpdf/QPDFPageObjectHelper.hh>

#include <algorithm>
#include <array>

namespace dw::testing {

namespace {

using Matrix = std::array<double, 6>;  // a b c d e f, as in PDF

Matrix multiply(const Matrix& m, const Matrix& n) {  // m then n
  return {m[0] * n[0] + m[1] * n[2],        m[0] * n[1] + m[1] * n[3],
          m[2] * n[0] + m[3] * n[2],        m[2] * n[1] + m[3] * n[3],
          m[4] * n[0] + m[5] * n[2] + n[4], m[4] * n[1] + m[5] * n[3] + n[5]};
}

class ClipCollector : public QPDFObjectHandle::ParserCallbacks {
 public:
  explicit ClipCollector(PageReadback& page) : page_(page) {}
  void handleObject(QPDFObjectHandle obj) override {
    if (!obj.isOperator()) {
      operands_.push_back(obj);
      return;
    }
    const std::string op = obj.getOperatorValue();
    if (op == "q") {
      stack_.push_back(ctm_);
    } else if (op == "Q" && !stack_.empty()) {
      ctm_ = stack_.back();
      stack_.pop_back();
    } else if (op == "cm" && operands_.size() == 6) {
      Matrix m;
      for (int i = 0; i < 6; ++i) m[i] = operands_[i].getNumericValue();
      ctm_ = multiply(m, ctm_);
    } else if (op == "re" && operands_.size() == 4) {
      pending_.clear();
      const double x = operands_[0].getNumericValue(), y = operands_[1].getNumericValue();
      const double w = operands_[2].getNumericValue(), h = operands_[3].getNumericValue();
      pending_.push_back(transform(x, y, x + w, y + h));
    } else if (op == "W" || op == "W*") {
      for (const auto& r : pending_) page_.clips.push_back(r);
      pending_.clear();
    } else if (op == "n" || op == "f" || op == "S" || op == "B") {
      pending_.clear();
    }
    operands_.clear();
  }
  void handleEOF() override {}

 private:
  Rect transform(double x0, double y0, double x1, double y1) const {
    auto apply = [&](double x, double y) {
      return std::pair{ctm_[0] * x + ctm_[2] * y + ctm_[4], ctm_[1] * x + ctm_[3] * y + ctm_[5]};
    };
    auto [ax, ay] = apply(x0, y0);
    auto [bx, by] = apply(x1, y1);
    const double left = std::min(ax, bx), right = std::max(ax, bx);
    const double bottom = std::min(ay, by), top = std::max(ay, by);
    return Rect{left, page_.height - top, right - left, top - bottom};  // y from the top
  }

  PageReadback& page_;
  Matrix ctm_{1, 0, 0, 1, 0, 0};
  std::vector<Matrix> stack_;
  std::vector<QPDFObjectHandle> operands_;
  std::vector<Rect> pending_;
};

}  // namespace

std::vector<PageReadback> read_pdf_pages(const std::string& file) {
  QPDF pdf;
  pdf.processFile(file.c_str());
  std::vector<PageReadback> pages;
  for (auto& page : QPDFPageDocumentHelper(pdf).getAllPages()) {
    PageReadback readback;
    auto box = page.getMediaBox().getArrayAsRectangle();
    readback.width = box.urx - box.llx;
    readback.height = box.ury - box.lly;
    ClipCollector collector(readback);
    page.parseContents(&collector);
    pages.push_back(std::move(readback));
  }
  return pages;
}

}  // namespace dw::testing
