// font_context: the private fontconfig configuration (only the manifest's files) and the Pango
// context every layout is made from: 72 dpi so sizes are PDF points, hint metrics off and
// unrounded glyph positions so PDF and PNG break lines identically.
#pragma once

#include <pango/pango.h>

#include <string>

#include "render/font_manifest.hpp"

typedef struct _FcConfig FcConfig;

namespace dw {

class FontContext {
 public:
  explicit FontContext(const FontManifest& manifest);
  ~FontContext();
  FontContext(const FontContext&) = delete;
  FontContext& operator=(const FontContext&) = delete;

  PangoContext* pango() const { return context_; }
  const FontManifest& manifest() const { return manifest_; }
  // The family Pango actually picks for `family` (to catch silent substitution).
  std::string resolved_family(const std::string& family) const;

 private:
  FontManifest manifest_;
  FcConfig* config_ = nullptr;
  PangoFontMap* font_map_ = nullptr;
  PangoContext* context_ = nullptr;
};

}  // namespace dw
