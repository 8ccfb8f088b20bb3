// text_box: lays out styled text in a box and fits it: the largest size between the element's
// min_size and size at which the text fits the box's height, its width (a long word must not
// stick out sideways) and its max_lines. Drawing honours horizontal and vertical alignment.
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include "model/card_template.hpp"
#include "render/text_markup.hpp"

namespace dw {

struct TextFit {
  double size = 0;        // the chosen size, pt
  int lines = 0;
  double overflow_width = 0;   // pt beyond the box at the chosen size (0 when it fits)
  double overflow_height = 0;
  bool fits() const { return overflow_width <= 0.01 && overflow_height <= 0.01; }
};

class TextBox {
 public:
  explicit TextBox(PangoContext* context);
  ~TextBox();
  TextBox(const TextBox&) = delete;
  TextBox& operator=(const TextBox&) = delete;

  // Prepares `text` for the element in a box of width x height pt and fits its size.
  TextFit fit(const Element& e, const StyledText& text, double width, double height);
  // Draws the last fitted layout into the box (of the given height) whose top-left is the origin.
  void draw(cairo_t* cr, const Element& e, double height);
  PangoLayout* layout() const { return layout_; }

 private:
  TextFit measure(double size, const Element& e, double width, double height);

  PangoLayout* layout_ = nullptr;
  PangoFontDescription* font_ = nullptr;
};

}  // namespace dw
