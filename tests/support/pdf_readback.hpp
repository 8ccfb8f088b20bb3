// pdf_readback: reads a PDF back for tests with libqpdf: each page's size and the rectangles
// used as clip paths (where Cairo cut each card), in points from the page's top-left corner.
#pragma once

#include <string>
#include <vector>

namespace dw::testing {

struct Rect {
  double x, y, width, height;
};

struct PageReadback {
  double width = 0, height = 0;
  std::vector<Rect> clips;  // in drawing order
};

std::vector<PageReadback> read_pdf_pages(const std::string& file);

}  // namespace dw::testing
