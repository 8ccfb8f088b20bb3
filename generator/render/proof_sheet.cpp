// proof_sheet: proof faces, guides and the contact sheet.
#include "render/proof_sheet.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

#include "model/units.hpp"

namespace dw {

namespace {

ProofImage white_image(int width, int height, double r = 1, double g = 1, double b = 1) {
  ProofImage image(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
  if (cairo_surface_status(image.get()) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error("cannot allocate a " + std::to_string(width) + "x" + std::to_string(height) + " px image");
  const CairoPtr cr(cairo_create(image.get()));
  cairo_set_source_rgb(cr.get(), r, g, b);
  cairo_paint(cr.get());
  return image;
}

void check(cairo_t* cr) {
  if (cairo_status(cr) != CAIRO_STATUS_SUCCESS)
    throw std::runtime_error(std::string("drawing failed: ") + cairo_status_to_string(cairo_status(cr)));
}

}  // namespace

void draw_guides(cairo_t* cr, const CardGeometry& g) {
  cairo_save(cr);
  double one_px = 1, unused = 0;
  cairo_device_to_user_distance(cr, &one_px, &unused);
  cairo_set_line_width(cr, std::max(std::abs(one_px), 0.25));
  // The bleed edge: where the printed art must reach (cyan).
  cairo_set_source_rgb(cr, 0, 0.68, 0.94);
  cairo_rectangle(cr, -g.bleed, -g.bleed, g.width + 2 * g.bleed, g.height + 2 * g.bleed);
  cairo_stroke(cr);
  // The trim: where the card is cut, with its rounded corners (magenta).
  cairo_set_source_rgb(cr, 0.93, 0, 0.55);
  rounded_rect(cr, Box{0, 0, g.width, g.height}, g.corner_radius);
  cairo_stroke(cr);
  // The safe zone: text and anything that must not be cut stays inside (blue, dashed).
  const double dash[] = {mm_to_pt(1), mm_to_pt(0.7)};
  cairo_set_dash(cr, dash, 2, 0);
  cairo_set_source_rgb(cr, 0.1, 0.35, 1);
  rounded_rect(cr, Box{g.safe, g.safe, g.width - 2 * g.safe, g.height - 2 * g.safe}, std::max(0.0, g.corner_radius - g.safe));
  cairo_stroke(cr);
  cairo_restore(cr);
}

ProofImage render_proof_face(CardRenderer& renderer, const CardGeometry& g, const Card& card, Face face, double dpi,
                             bool guides, Diagnostics& warnings) {
  const double scale = dpi / kPointsPerInch;
  const int width = static_cast<int>(std::lround((g.width + 2 * g.bleed) * scale));
  const int height = static_cast<int>(std::lround((g.height + 2 * g.bleed) * scale));
  ProofImage image = white_image(width, height);
  const CairoPtr owned(cairo_create(image.get()));
  cairo_t* cr = owned.get();
  cairo_scale(cr, scale, scale);
  cairo_translate(cr, g.bleed, g.bleed);
  cairo_rectangle(cr, -g.bleed, -g.bleed, g.width + 2 * g.bleed, g.height + 2 * g.bleed);
  cairo_clip(cr);
  renderer.draw(cr, card, face, warnings);
  if (guides) draw_guides(cr, g);
  check(cr);
  return image;
}

ProofImage render_contact_sheet(CardRenderer& renderer, FontContext& fonts, const CardSet& set,
                                const std::vector<const Card*>& cards, Diagnostics& warnings, int thumb_width) {
  const CardGeometry& g = set.card;
  const double scale = thumb_width / g.width;
  const int thumb_height = static_cast<int>(std::lround(g.height * scale));
  constexpr int kColumns = 4, kMargin = 24, kPair = 8, kLabel = 22, kGap = 24;
  const int cell_w = 2 * thumb_width + kPair, cell_h = thumb_height + kLabel;
  const int columns = std::max(1, std::min<int>(kColumns, static_cast<int>(cards.size())));
  const int rows = static_cast<int>((cards.size() + columns - 1) / columns);
  ProofImage image = white_image(2 * kMargin + columns * cell_w + (columns - 1) * kGap,
                                 2 * kMargin + std::max(1, rows) * cell_h + std::max(0, rows - 1) * kGap, 0.85, 0.85, 0.85);
  const CairoPtr owned(cairo_create(image.get()));
  cairo_t* cr = owned.get();
  const PangoLayoutPtr label(pango_layout_new(fonts.pango()));
  const PangoFontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), "DejaVu Sans");
  pango_font_description_set_absolute_size(font.get(), 11 * PANGO_SCALE);
  pango_layout_set_font_description(label.get(), font.get());
  const int digits = std::max(3, static_cast<int>(std::to_string(set.cards.size()).size()));
  for (std::size_t i = 0; i < cards.size(); ++i) {
    const Card& card = *cards[i];
    const int x = kMargin + static_cast<int>(i % columns) * (cell_w + kGap);
    const int y = kMargin + static_cast<int>(i / columns) * (cell_h + kGap);
    for (Face face : {Face::front, Face::back}) {
      cairo_save(cr);
      cairo_translate(cr, x + (face == Face::front ? 0 : thumb_width + kPair), y);
      cairo_scale(cr, scale, scale);
      rounded_rect(cr, Box{0, 0, g.width, g.height}, g.corner_radius);  // cut as the card will be
      cairo_clip(cr);
      cairo_set_source_rgb(cr, 1, 1, 1);
      cairo_paint(cr);
      renderer.draw(cr, card, face, warnings);
      cairo_restore(cr);
    }
    const std::size_t position = static_cast<std::size_t>(&card - set.cards.data()) + 1;
    char number[16];
    std::snprintf(number, sizeof number, "%0*zu ", digits, position);
    const std::string text = number + card.id + (card.count != 1 ? "  x" + std::to_string(card.count) : "");
    pango_layout_set_text(label.get(), text.c_str(), -1);
    cairo_move_to(cr, x, y + thumb_height + 4);
    cairo_set_source_rgb(cr, 0.1, 0.1, 0.1);
    pango_cairo_show_layout(cr, label.get());
  }
  check(cr);
  return image;
}

}  // namespace dw
