// booklet_covers: the booklet's front cover (title, subtitle, art, version) and back cover (the
// set's back text and a small emblem), framed like the set's cards.
#pragma once

#include <cairo.h>

#include <string>

#include "booklet/booklet_config.hpp"
#include "booklet/booklet_style.hpp"
#include "render/image_cache.hpp"
#include "render/rich_layout.hpp"

namespace dw {

struct CoverContext {
  const BookletStyle& style;
  const BookletConfig& config;
  const std::string& version;
  RichLayoutEngine& text;
  ImageCache& images;
};

void paint_front_cover(cairo_t* cr, const CoverContext& c);
void paint_back_cover(cairo_t* cr, const CoverContext& c);

}  // namespace dw
