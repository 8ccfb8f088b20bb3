// ink_mode: how a card's colours reach the paper. As designed, or printer-friendly (the ink
// saver): fields, the shapes that cover a large share of the card (a back's ground, a face's
// border and panels), are left to the paper, outlines kept; a background picture (a back's art)
// shrinks to an emblem in the card's centre (render/card_renderer.cpp); smaller shapes, strokes,
// gradients and pictures print as light tints of their colours (mixed with the paper's white);
// text keeps its strength, and light text, drawn for a dark field that is no longer there,
// becomes a dark shade of its own hue. Also the grey conversion of proof images.
#pragma once

#include <cairo.h>

#include <optional>
#include <string>

#include "model/card_set.hpp"
#include "model/paint.hpp"
#include "render/shape_paths.hpp"

namespace dw {

enum class InkMode { full, saver };

// The share of a colour's ink the saver keeps for fields and pictures (the rest is paper white).
constexpr double kInkSaverTint = 0.3;
// Text lighter than this relative luminance is darkened by the saver.
constexpr double kInkSaverLightText = 0.55;

// A field: a shape whose box covers at least this share of the card's trim area, or a picture
// covering most of it (a background, printed as an emblem; a card's illustration stays as it is,
// tinted).
constexpr double kInkSaverFieldShare = 0.2;
constexpr double kInkSaverBackgroundShare = 0.6;
bool is_field(const Box& box, const CardGeometry& card, bool picture);

// "ink-saver" or "full".
const char* ink_mode_name(InkMode mode);

// Relative luminance (Rec. 709 weights on the sRGB values), 0 black .. 1 white.
double luminance(const Color& c);

// A field's colour (fills, strokes, gradient stops) as the mode prints it.
Color field_ink(const Color& c, InkMode mode);
Paint field_ink(const Paint& p, InkMode mode);
// A text's colour as the mode prints it.
Color text_ink(const Color& c, InkMode mode);

// Turns an RGB24 or ARGB32 image surface to greys of the same luminance, in place.
void convert_to_gray(cairo_surface_t* image);

}  // namespace dw
