// font_context: building the private fontconfig set and the Pango context.
#include "render/font_context.hpp"

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>

#include <algorithm>
#include <stdexcept>

#include "render/inline_icons.hpp"

namespace dw {

void start_font_setup() {
  // A font map made and let go: its thread loads the configuration, then ends.
  g_object_unref(pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT));
}

bool written_upright(const std::string& language) {
  static const char* const kUpright[] = {"ja", "zh", "ko", "ar", "fa", "ur", "he", "yi"};
  const std::string base = language.substr(0, language.find_first_of("_-"));
  return std::find(std::begin(kUpright), std::end(kUpright), base) != std::end(kUpright);
}

FontContext::FontContext(const FontManifest& manifest, const std::string& language)
    : manifest_(manifest), language_(language.empty() ? "en" : language) {
  config_.reset(FcConfigCreate());
  fallbacks_ = manifest_.fallbacks_for(language_);
  for (const auto& family : manifest_.families) {
    // A language's fallback family is read only for that language: scanning a CJK collection
    // costs more than laying out a whole English card set.
    const bool wanted = family.fallback_for.empty() ||
                        std::find(fallbacks_.begin(), fallbacks_.end(), family.family) != fallbacks_.end();
    if (!wanted) continue;
    for (const auto& file : family.files)
      if (!FcConfigAppFontAddFile(config_.get(), reinterpret_cast<const FcChar8*>(file.c_str())))
        throw std::runtime_error("fontconfig could not read " + file.string());
  }
  const bool upright = written_upright(language_);
  if (!fallbacks_.empty() || upright) {
    // Each fallback joins the end of every family list fontconfig matches, in manifest order.
    std::string rules = "<?xml version=\"1.0\"?><!DOCTYPE fontconfig SYSTEM \"fonts.dtd\"><fontconfig>";
    for (const auto& family : fallbacks_)
      rules += "<match target=\"pattern\"><edit name=\"family\" mode=\"append_last\"><string>" + family +
               "</string></edit></match>";
    // Italic and oblique requests match the upright face: these scripts have no italics, and a
    // Latin word or digit among them stays upright too instead of leaning alone.
    if (upright)
      rules += "<match target=\"pattern\"><test name=\"slant\" compare=\"more\"><const>roman</const></test>"
               "<edit name=\"slant\" mode=\"assign\"><const>roman</const></edit></match>";
    rules += "</fontconfig>";
    if (!FcConfigParseAndLoadFromMemory(config_.get(), reinterpret_cast<const FcChar8*>(rules.c_str()), FcTrue))
      throw std::runtime_error("fontconfig refused the font rules for " + language_);
  }
  open_pango();
}

FontContext::FontContext(const FontContext& other, SameFonts)
    : manifest_(other.manifest_), language_(other.language_), fallbacks_(other.fallbacks_) {
  config_.reset(FcConfigReference(other.config_.get()));
  open_pango();
}

void FontContext::open_pango() {
  font_map_.reset(pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT));
  if (!font_map_) throw std::runtime_error("Pango has no FreeType font map");
  pango_fc_font_map_set_config(PANGO_FC_FONT_MAP(font_map_.get()), config_.get());
  context_.reset(pango_font_map_create_context(font_map_.get()));
  PangoContext* context = context_.get();
  pango_cairo_context_set_resolution(context, 72.0);
  const CairoFontOptionsPtr options(cairo_font_options_create());
  cairo_font_options_set_hint_metrics(options.get(), CAIRO_HINT_METRICS_OFF);
  cairo_font_options_set_hint_style(options.get(), CAIRO_HINT_STYLE_NONE);
  pango_cairo_context_set_font_options(context, options.get());
  pango_context_set_round_glyph_positions(context, FALSE);
  pango_context_set_language(context, pango_language_from_string(language_.c_str()));
  install_icon_renderer(context);  // :icon: shapes in every layout made from this context
}

std::string FontContext::resolved_family(const std::string& family) const {
  const PangoFontDescriptionPtr desc(pango_font_description_new());
  pango_font_description_set_family(desc.get(), family.c_str());
  pango_font_description_set_absolute_size(desc.get(), 10 * PANGO_SCALE);
  const PangoFontPtr font(pango_font_map_load_font(font_map_.get(), context_.get(), desc.get()));
  std::string result;
  if (font) {
    const PangoFontDescriptionPtr got(pango_font_describe(font.get()));
    if (const char* name = pango_font_description_get_family(got.get())) result = name;
  }
  return result;
}

}  // namespace dw
