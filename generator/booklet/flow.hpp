// flow: typesets a booklet's blocks into a flow of vertical units for the paginator: one unit per
// line of a paragraph (so pages can break between lines), one per heading, table row and figure
// row. Each unit knows how to paint itself at a position, which quote box it sits in, and
// whether it is a heading (for the contents page and the running header). Page furniture follows
// the direction of what it belongs to: a right-to-left list item has its marker on the right and
// its indent from the right, a right-to-left quote its bar on the right, and a right-to-left
// book runs its rows of pictures from the right.
#pragma once

#include <pango/pango.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "booklet/booklet_document.hpp"
#include "booklet/booklet_style.hpp"
#include "booklet/figure_art.hpp"
#include "booklet/paginator.hpp"
#include "render/c_handles.hpp"
#include "render/rich_layout.hpp"

namespace dw {

using LayoutRef = std::shared_ptr<PangoLayout>;

// The text of the first paragraph, heading or code block among `blocks` (searching lists and
// quotes), or null: what decides the direction of a list item or a quote.
const RichText* first_text(const std::vector<Block>& blocks);

struct FlowUnit {
  FlowItem item;
  // Paints the unit with its top-left at (left, top) of the page (left is the text block's edge).
  std::function<void(cairo_t*, double left, double top)> paint;
  double first_baseline = 0;  // below the unit's top: where a list marker's baseline goes
  int quote = -1;             // the quote box holding the unit, or -1
  double quote_left = 0, quote_right = 0;  // the box's edges, from the text block's left edge
  bool quote_bar_right = false;            // the box's bar on its right edge (a right-to-left quote)
  int heading_level = 0;      // 1 to 3 for a heading unit
  RichText heading;           // its text
};

class Flow {
 public:
  Flow(const BookletStyle& style, RichLayoutEngine& text, FigureArt& art);
  std::vector<FlowUnit> typeset(const std::vector<Block>& blocks);

  // A paragraph layout in the body style (also used for the cover and contents).
  LayoutRef body_layout(const RichText& text, double width, double size, bool bold = false);
  // Whether a paragraph of `text` runs right to left (text without letters follows the book).
  bool right_to_left(const RichText& text) const;

 private:
  struct Frame {
    double indent = 0;  // from the text block's left edge
    double width = 0;
    int quote = -1;
    double quote_left = 0, quote_right = 0;
    bool quote_bar_right = false;
    int list_depth = 0;
  };
  void blocks(const std::vector<Block>& blocks, const Frame& frame);
  void block(const Block& b, const Frame& frame, bool keep_last_with_next);
  void text_lines(const LayoutRef& layout, const Frame& frame, const Color& color, bool keep_last_with_next);
  void heading(const Block& b, const Frame& frame);
  void list(const Block& b, const Frame& frame);
  void quote(const Block& b, const Frame& frame);
  void table(const Block& b, const Frame& frame);
  void figures(const Block& b, const Frame& frame);
  void push(FlowUnit unit, const Frame& frame);

  const BookletStyle& style_;
  RichLayoutEngine& text_;
  FigureArt& art_;
  std::vector<FlowUnit> units_;
  double next_space_ = 0;     // space before the next unit
  bool next_break_ = false;   // the next unit starts a page
  bool after_heading_ = false;  // the next block follows a heading: its own space gives way
  int quotes_ = 0;
};

}  // namespace dw
