// card_renderer: draws one face (front or back) of one card from its template with Cairo:
// shapes, fitted text and images. The Cairo origin is the card's trim top-left corner, in points.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <set>
#include <string>
#include <tuple>
#include <vector>

#include "model/binding.hpp"
#include "model/card_set.hpp"
#include "model/template_library.hpp"
#include "render/font_context.hpp"
#include "render/image_cache.hpp"
#include "render/text_box.hpp"

namespace dw {

enum class Face { front, back };

// One line of the layout report: what the fitter chose for one text box of one card.
struct TextReport {
  std::string card_id;
  Face face = Face::front;
  std::string element;
  double size = 0;
  int lines = 0;
  double overflow_mm = 0;
};

class CardRenderer {
 public:
  CardRenderer(const CardSet& set, TemplateLibrary& templates, FontContext& fonts,
               std::vector<std::filesystem::path> asset_roots);

  // Checks fonts and decodes every image the set needs, before any output is opened.
  void preflight(Diagnostics& out);
  // Draws the face; warnings (text at min_size that still overflows) go to `warnings`, once per
  // text box however often the card is drawn.
  void draw(cairo_t* cr, const Card& card, Face face, Diagnostics& warnings);
  const std::vector<TextReport>& report() const { return report_; }  // each text box once

 private:
  const CardTemplate& template_for(const Card& card, Face face);
  void draw_element(cairo_t* cr, const Card& card, Face face, const Element& e, Diagnostics& warnings);

  const CardSet& set_;
  TemplateLibrary& templates_;
  FontContext& fonts_;
  std::vector<std::filesystem::path> roots_;
  ImageCache images_;
  TextBox text_;
  std::vector<TextReport> report_;                             // one line per text box
  std::set<std::tuple<std::string, Face, std::string>> reported_;  // (card, face, element) seen
};

}  // namespace dw
