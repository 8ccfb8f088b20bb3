// booklet_style: the page geometry and typography of a booklet for one paper size: A5 pages for
// A4 sheets, half-letter pages for Letter sheets (two pages side by side on the sheet), margins
// wider on the inside for the fold, running header and folio positions, sizes and colours. A
// right-to-left book binds on the right: its odd pages are left-hand pages, so the margins, the
// running header and the folio mirror.
#pragma once

#include <string>

#include "booklet/booklet_config.hpp"
#include "model/units.hpp"

namespace dw {

struct BookletStyle {
  std::string sheet_paper;  // a4 or letter: the paper the imposed booklet prints on
  std::string page_name;    // a5 or half-letter
  SizePt page;              // one booklet page, portrait
  SizePt sheet;             // the imposed sheet, landscape
  double top = 0, bottom = 0, inner = 0, outer = 0;  // margins, pt
  double header_baseline = 0;   // from the page top
  double footer_baseline = 0;   // from the page top
  std::string body_font, heading_font;
  double body_size = 10;
  double line_spacing = 1.0;    // Pango line-spacing factor for body text
  double heading_size[3] = {17, 13, 11};
  double heading_space_before[3] = {16, 11, 8};
  double heading_space_after = 4;
  double paragraph_space = 5;
  double list_indent = 14;
  double quote_padding = 6;
  double figure_space = 7;
  double card_width = 0;        // width of a card picture, pt
  Color text{0.11, 0.11, 0.15, 1, false};
  Color muted{0.36, 0.31, 0.26, 1, false};
  Color accent;
  Color quote_fill{0.957, 0.925, 0.855, 1, false};
  Color rule{0.72, 0.62, 0.45, 1, false};
  Color row_fill{0.975, 0.957, 0.918, 1, false};
  bool rtl = false;             // the book reads right to left (Arabic, Hebrew): it binds on the right

  double content_width() const { return page.width - inner - outer; }
  double content_height() const { return page.height - top - bottom; }
  // Whether page `number` (1-based) is a right-hand page, its outer edge on the right: the odd
  // pages of a left-to-right book, the even pages of a right-to-left one.
  bool right_hand(int number) const { return (number % 2 == 1) != rtl; }
  // Left edge of the text block on page `number`.
  double content_left(int number) const { return right_hand(number) ? inner : outer; }
};

// `sheet_paper` is "a4" or "letter".
BookletStyle booklet_style(const std::string& sheet_paper, const BookletConfig& config);

}  // namespace dw
