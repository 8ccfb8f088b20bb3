// pdf_words: the words of a PDF's pages with their boxes (points from the page's top-left),
// read back with `pdftotext -bbox`. Header-only; for tests that check where text landed.
#pragma once

#include <string>
#include <vector>

#include "support/run_command.hpp"

namespace dw::testing {

struct PdfWord {
  double x_min = 0, y_min = 0, x_max = 0, y_max = 0;
  std::string text;
  double y_mid() const { return (y_min + y_max) / 2; }
};

struct PdfWordPage {
  double width = 0, height = 0;
  std::vector<PdfWord> words;
};

namespace pdf_words_detail {
inline double attribute(const std::string& line, const std::string& name) {
  const auto at = line.find(name + "=\"");
  return at == std::string::npos ? 0 : std::stod(line.substr(at + name.size() + 2));
}
inline std::string unescape(std::string s) {
  for (const auto& [from, to] : {std::pair<std::string, std::string>{"&lt;", "<"}, {"&gt;", ">"}, {"&quot;", "\""}, {"&amp;", "&"}})
    for (auto at = s.find(from); at != std::string::npos; at = s.find(from, at + to.size())) s.replace(at, from.size(), to);
  return s;
}
}  // namespace pdf_words_detail

// Every page of `pdf` (empty when pdftotext fails).
inline std::vector<PdfWordPage> read_pdf_words(const std::string& pdf) {
  using namespace pdf_words_detail;
  const CommandResult r = run_command("pdftotext -bbox " + shell_quote(pdf) + " -");
  std::vector<PdfWordPage> pages;
  if (r.exit_code != 0) return pages;
  std::size_t start = 0;
  while (start < r.out.size()) {
    std::size_t end = r.out.find('\n', start);
    if (end == std::string::npos) end = r.out.size();
    const std::string line = r.out.substr(start, end - start);
    start = end + 1;
    if (line.find("<page ") != std::string::npos) {
      pages.push_back(PdfWordPage{attribute(line, "width"), attribute(line, "height"), {}});
    } else if (line.find("<word ") != std::string::npos && !pages.empty()) {
      const auto open = line.find('>'), close = line.rfind("</word>");
      if (open == std::string::npos || close == std::string::npos || close < open) continue;
      pages.back().words.push_back(PdfWord{attribute(line, "xMin"), attribute(line, "yMin"), attribute(line, "xMax"),
                                           attribute(line, "yMax"), unescape(line.substr(open + 1, close - open - 1))});
    }
  }
  return pages;
}

}  // namespace dw::testing
