// figure_art: the pictures a booklet places: cards of the set rendered as vectors through the
// card renderer (clipped to their rounded corners, with a hairline edge), and image files of the
// set (SVG as vectors, PNG). Knows each picture's natural size and checks that it exists.
#pragma once

#include <cairo.h>

#include <filesystem>
#include <optional>

#include "booklet/booklet_document.hpp"
#include "model/card_set.hpp"
#include "model/units.hpp"
#include "render/card_renderer.hpp"
#include "render/image_cache.hpp"

namespace dw {

class FigureArt {
 public:
  // `cards` may be null: then every card:ID reference is reported as missing.
  FigureArt(const CardSet& set, CardRenderer* cards, Diagnostics& warnings);

  // Reports a card:ID naming no card of the set, and an image that is missing, outside the set
  // or unreadable, at the figure's position.
  void check(const Figure& figure, Diagnostics& out);
  // Natural size in pt: a card's trim size; an SVG's own size; a PNG at 150 pixels per inch.
  SizePt natural_size(const Figure& figure);
  void draw(cairo_t* cr, const Figure& figure, double x, double y, double width, double height);

 private:
  std::optional<std::filesystem::path> image_file(const Figure& figure, Diagnostics* out);

  const CardSet& set_;
  CardRenderer* cards_;
  Diagnostics& warnings_;
  ImageCache images_;
};

}  // namespace dw
