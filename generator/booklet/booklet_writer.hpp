// booklet_writer: the two PDFs of a typeset booklet. The reading-order PDF has one booklet page
// per PDF page (for screens and print-on-demand). The imposed PDF is for home printing as a
// saddle-stitched booklet: two pages side by side on each side of a landscape A4 or Letter sheet
// in imposition order, back sides turned 180 degrees for long-edge printers. Both replay the
// recorded pages, so text stays text, and both go through the qpdf finishing pass.
#pragma once

#include <filesystem>

#include "booklet/booklet_style.hpp"
#include "booklet/booklet_typesetter.hpp"
#include "booklet/imposition.hpp"

namespace dw {

void write_reading_order_pdf(const TypesetBooklet& booklet, const BookletStyle& style, const std::string& title,
                             const std::filesystem::path& pdf);

// Returns the number of sheets.
int write_imposed_pdf(const TypesetBooklet& booklet, const BookletStyle& style, const std::string& title, DuplexFlip flip,
                      const std::filesystem::path& pdf);

}  // namespace dw
