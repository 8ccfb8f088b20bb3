// component_text: fitted rich text for trackers and aids: a line or paragraph of our markup with
// icons, shrunk from a size down to a minimum until it fits its box (width and height), drawn
// aligned in the box. Built on rich_layout, so icons and styles work as in booklets.
#pragma once

#include <cairo.h>

#include <string>

#include "model/card_template.hpp"
#include "render/c_handles.hpp"
#include "render/rich_layout.hpp"

namespace dw {

struct TextStyle {
  std::string family = "Linux Libertine O";
  double size = 10;
  double min_size = 5;
  bool bold = false;
  bool italic = false;
  Color color{0, 0, 0, 1, false};
  PangoAlignment align = PANGO_ALIGN_CENTER;
  bool middle = true;  // centred vertically in the box, else at its top
};

// Lays out `markup` at the largest size (to 0.1 pt) that fits width x height. `fitted_size`
// receives the size chosen. Words are broken at syllables (the
// language's soft hyphens) only when the text would overflow at min_size without that.
PangoLayoutPtr fit_text(RichLayoutEngine& engine, const RichText& text, const TextStyle& style, double width,
                        double height, double* fitted_size = nullptr);

// Fits and draws `markup` in the box; returns the height the text used.
double draw_text(cairo_t* cr, RichLayoutEngine& engine, const std::string& markup, const TextStyle& style, double x, double y,
                 double width, double height);

}  // namespace dw
