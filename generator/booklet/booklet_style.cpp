// booklet_style: page sizes and the default typography.
#include "booklet/booklet_style.hpp"

#include <stdexcept>

namespace dw {

BookletStyle booklet_style(const std::string& sheet_paper, const BookletConfig& config) {
  BookletStyle s;
  s.sheet_paper = sheet_paper;
  if (sheet_paper == "a4") {
    s.page_name = "a5";
    s.page = SizePt{mm_to_pt(148), mm_to_pt(210)};
    s.sheet = SizePt{mm_to_pt(297), mm_to_pt(210)};
  } else if (sheet_paper == "letter") {
    s.page_name = "half-letter";
    s.page = SizePt{5.5 * kPointsPerInch, 8.5 * kPointsPerInch};
    s.sheet = SizePt{11 * kPointsPerInch, 8.5 * kPointsPerInch};
  } else {
    throw std::invalid_argument("no booklet pages for paper '" + sheet_paper + "'");
  }
  // Home printers leave 4-6 mm unprinted at the edges; the fold takes a little of the inside.
  s.top = mm_to_pt(19);
  s.bottom = mm_to_pt(18);
  s.inner = mm_to_pt(17);
  s.outer = mm_to_pt(14);
  s.header_baseline = mm_to_pt(12);
  s.footer_baseline = s.page.height - mm_to_pt(10);
  s.body_font = config.body_font;
  s.heading_font = config.heading_font;
  s.body_size = config.body_size;
  const double k = config.body_size / 10.0;
  for (double& h : s.heading_size) h *= k;
  s.paragraph_space *= k;
  s.accent = config.accent;
  s.card_width = mm_to_pt(34);
  return s;
}

}  // namespace dw
