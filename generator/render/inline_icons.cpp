// inline_icons: shape attributes and the shape renderer for icons in text.
#include "render/inline_icons.hpp"

#include <pango/pangocairo.h>

#include "render/image_cache.hpp"

namespace dw {

namespace {

void render_icon(cairo_t* cr, PangoAttrShape* shape, gboolean do_path, gpointer) {
  if (do_path || !shape->data) return;  // outlines of text (do_path) have no place for pictures
  const auto* art = static_cast<const IconArt*>(shape->data);
  double x = 0, baseline = 0;
  cairo_get_current_point(cr, &x, &baseline);
  const PangoRectangle& r = shape->logical_rect;
  const Box box{x + static_cast<double>(r.x) / PANGO_SCALE, baseline + static_cast<double>(r.y) / PANGO_SCALE,
                static_cast<double>(r.width) / PANGO_SCALE, static_cast<double>(r.height) / PANGO_SCALE};
  try {
    art->images->draw(cr, art->file, art->fragment, box, Fit::contain);
  } catch (const std::exception&) {
    // Every icon was decoded in the preflight; an exception must not cross Pango's C frames.
  }
}

}  // namespace

void install_icon_renderer(PangoContext* context) {
  pango_cairo_context_set_shape_renderer(context, render_icon, nullptr, nullptr);
}

PangoAttribute* icon_shape_attribute(const IconArt* art, std::size_t at, double height) {
  const int h = static_cast<int>(height * PANGO_SCALE + 0.5);
  const int w = static_cast<int>(height * art->aspect * PANGO_SCALE + 0.5);
  PangoRectangle rect{0, -h, w, h};
  // The art outlives the layouts: the attribute shares it and frees nothing.
  PangoAttribute* a = pango_attr_shape_new_with_data(&rect, &rect, const_cast<IconArt*>(art), nullptr, nullptr);
  a->start_index = static_cast<guint>(at);
  a->end_index = static_cast<guint>(at + 3);  // U+FFFC is three bytes of UTF-8
  return a;
}

}  // namespace dw
