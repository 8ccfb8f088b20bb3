// inline_icons: icons inside a line of text. Each :icon: is one U+FFFC character carrying a
// Pango shape attribute as wide as the icon and as tall as the font's ascent, its bottom on the
// baseline, so Pango breaks, aligns and mirrors lines with icons like any other character. The
// shape renderer installed on our Pango context draws the icon's image where Pango placed it.
#pragma once

#include <pango/pango.h>

#include <filesystem>
#include <string>

namespace dw {

class ImageCache;

// The picture of one icon and its proportions.
struct IconArt {
  ImageCache* images = nullptr;
  std::filesystem::path file;
  std::string fragment;  // an element id of an SVG sprite sheet, or empty
  double aspect = 1;     // width / height
};

// Installs the shape renderer that draws IconArt shapes; once, on the context layouts come from.
void install_icon_renderer(PangoContext* context);

// A shape attribute for the U+FFFC at byte `at`, drawing `art` (which must outlive every layout
// using it) `height` pt tall, standing on the baseline.
PangoAttribute* icon_shape_attribute(const IconArt* art, std::size_t at, double height);

}  // namespace dw
