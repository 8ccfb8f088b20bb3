// proof_sheet: proofs for the designer's eye. One face with its bleed at any resolution, with
// optional guides (the bleed edge, the trim line with the card's rounded corners, the safe zone
// dashed), and a contact sheet of every card's front and back cut at the trim, labelled.
#pragma once

#include <cairo.h>

#include <vector>

#include "render/c_handles.hpp"
#include "render/card_renderer.hpp"

namespace dw {

using ProofImage = CairoSurfacePtr;

// The face with its bleed on an RGB24 image of (trim + 2 bleed) x dpi / 72 pixels. Throws
// std::runtime_error when Cairo cannot allocate or draw it.
ProofImage render_proof_face(CardRenderer& renderer, const CardGeometry& geometry, const Card& card, Face face,
                             double dpi, bool guides, Diagnostics& warnings);

// Draws the guides over a face, in the card's coordinates (points, origin at the trim corner).
void draw_guides(cairo_t* cr, const CardGeometry& geometry);

// Every card's front and back side by side, cut at the trim, four cards to a row, each
// labelled with its position and id. Thumbnails are `thumb_width` px wide.
ProofImage render_contact_sheet(CardRenderer& renderer, FontContext& fonts, const CardSet& set,
                                const std::vector<const Card*>& cards, Diagnostics& warnings, int thumb_width = 150);

}  // namespace dw
