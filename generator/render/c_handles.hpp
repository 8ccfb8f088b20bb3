// c_handles: owning pointers for the objects of the C libraries deckwright draws with (Cairo,
// Pango, GLib, librsvg). Each alias is a std::unique_ptr whose deleter is the library's own
// release call, so an object is released on every path out of a scope, exceptions included.
// A handle that must be shared (a layout captured by several painters) becomes a std::shared_ptr
// by moving the unique one into it; the deleter goes with it.
#pragma once

#include <cairo.h>
#include <fontconfig/fontconfig.h>
#include <glib-object.h>
#include <librsvg/rsvg.h>
#include <pango/pango.h>

#include <memory>

#include "support/c_release.hpp"

namespace dw {

using CairoPtr = std::unique_ptr<cairo_t, CRelease<cairo_destroy>>;
using CairoSurfacePtr = std::unique_ptr<cairo_surface_t, CRelease<cairo_surface_destroy>>;
using CairoPatternPtr = std::unique_ptr<cairo_pattern_t, CRelease<cairo_pattern_destroy>>;
using CairoFontOptionsPtr = std::unique_ptr<cairo_font_options_t, CRelease<cairo_font_options_destroy>>;

// Any GObject: Pango layouts, contexts, font maps and fonts, librsvg handles.
template <typename T>
using GObjectPtr = std::unique_ptr<T, CRelease<g_object_unref>>;
using PangoLayoutPtr = GObjectPtr<PangoLayout>;
using PangoContextPtr = GObjectPtr<PangoContext>;
using PangoFontPtr = GObjectPtr<PangoFont>;
using PangoFontMapPtr = GObjectPtr<PangoFontMap>;
using RsvgHandlePtr = GObjectPtr<RsvgHandle>;

using PangoFontDescriptionPtr = std::unique_ptr<PangoFontDescription, CRelease<pango_font_description_free>>;
using PangoAttrListPtr = std::unique_ptr<PangoAttrList, CRelease<pango_attr_list_unref>>;
using PangoLayoutIterPtr = std::unique_ptr<PangoLayoutIter, CRelease<pango_layout_iter_free>>;
using PangoFontMetricsPtr = std::unique_ptr<PangoFontMetrics, CRelease<pango_font_metrics_unref>>;

using FcConfigPtr = std::unique_ptr<FcConfig, CRelease<FcConfigDestroy>>;

using GErrorPtr = std::unique_ptr<GError, CRelease<g_error_free>>;
using GCharPtr = std::unique_ptr<gchar, CRelease<g_free>>;

}  // namespace dw
