// face_raster: one card face drawn into pixels, for the image targets (tgc, mpc, tts). An owned
// image surface (and a view of its pixels for another thread), a face on a print-on-demand canvas
// (trim centred, the set's bleed drawn and, where the service wants more bleed than the set has,
// the bleed's edge pixels extended outwards), and a face scaled into a cell of a sheet and cut at
// its trim.
#pragma once

#include <cairo.h>

#include "model/card_set.hpp"
#include "render/c_handles.hpp"
#include "render/card_renderer.hpp"

namespace dw {

using ImageSurface = CairoSurfacePtr;

// An RGB24 image surface painted white. Throws if Cairo cannot allocate it.
ImageSurface make_white_surface(int width, int height);

// Another image surface over the pixels of `image` (the same size, stride and memory), for a
// thread that draws into a part of it no other thread touches: each thread draws through a view
// of its own, with the same device coordinates as on `image`. Flush `image` before making views
// and mark it dirty once every view is done with.
ImageSurface shared_pixels_view(cairo_surface_t* image);

// A face on a `width` x `height` px canvas at `px_per_pt`, the trim centred. Art is clipped to
// the set's bleed; pixels outside it repeat the nearest pixel inside (edge extension).
ImageSurface render_bleed_face(CardRenderer& renderer, const CardGeometry& geometry, const Card& card, Face face,
                               int width, int height, double px_per_pt, Diagnostics& warnings);

// Draws a face into the px rectangle (x, y, width, height) of `cr`, its trim scaled to fill the
// rectangle and clipped there.
void draw_trimmed_face(cairo_t* cr, CardRenderer& renderer, const CardGeometry& geometry, const Card& card, Face face,
                       double x, double y, double width, double height, Diagnostics& warnings);

}  // namespace dw
