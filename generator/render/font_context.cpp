// font_context: building the private fontconfig set and the Pango context.
#include "render/font_context.hpp"

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <stdexcept>

#include "render/inline_icons.hpp"

namespace dw {

FontContext::FontContext(const FontManifest& manifest) : manifest_(manifest) {
  config_ = FcConfigCreate();
  for (const auto& family : manifest_.families)
    for (const auto& file : family.files)
      if (!FcConfigAppFontAddFile(config_, reinterpret_cast<const FcChar8*>(file.c_str())))
        throw std::runtime_error("fontconfig could not read " + file.string());
  font_map_ = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT);
  if (!font_map_) throw std::runtime_error("Pango has no FreeType font map");
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map_), config_);
  context_ = pango_font_map_create_context(font_map_);
  pango_cairo_context_set_resolution(context_, 72.0);
  cairo_font_options_t* options = cairo_font_options_create();
  cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(context_, options);
  cairo_font_options_destroy(options);
  pango_context_set_round_glyph_positions(context_, FALSE);
  pango_context_set_language(context_, pango_language_from_string("en"));
  install_icon_renderer(context_);  // :icon: shapes in every layout made from this context
}

FontContext::~FontContext() {
  if (context_) g_object_unref(context_);
  if (font_map_) g_object_unref(font_map_);
  if (config_) FcConfigDestroy(config_);
}

std::string FontContext::resolved_family(const std::string& family) const {
  PangoFontDescription* desc = pango_font_description_new();
  pango_font_description_set_family(desc, family.c_str());
  pango_font_description_set_absolute_size(desc, 10 * PANGO_SCALE);
  PangoFont* font = pango_font_map_load_font(font_map_, context_, desc);
  std::string result;
  if (font) {
    PangoFontDescription* got = pango_font_describe(font);
    if (const char* name = pango_font_description_get_family(got)) result = name;
    pango_font_description_free(got);
    g_object_unref(font);
  }
  pango_font_description_free(desc);
  return result;
}

}  // namespace dw
