// font_context: the private fontconfig configuration (only the manifest's files) and the Pango
// context every layout is made from: 72 dpi so sizes are PDF points, hint metrics off and
// unrounded glyph positions so PDF and PNG break lines identically. A context for a language also
// appends that language's fallback families (fonts/manifest.toml) to every family fontconfig is
// asked for, so Japanese text in a Latin template's family is drawn in Noto Sans CJK JP. In a
// language written without italics (Japanese, Chinese, Korean, Arabic, Persian, Urdu, Hebrew,
// Yiddish) italic requests match upright faces.
#pragma once

#include <pango/pango.h>

#include <string>
#include <vector>

#include "render/c_handles.hpp"
#include "render/font_manifest.hpp"

namespace dw {

// Pango loads fontconfig's system configuration once a process, on a thread of its own started by
// the first font map, and every font map waits for it before its first use (some 3 ms of CPU,
// more on a busy machine). This starts it now, so that it runs while the caller does other work
// (a build loads its card set) instead of while the first FontContext waits for it. Harmless to
// call more than once; nothing drawn changes.
void start_font_setup();

// True for languages whose scripts have no italics ("ja", "ar", "zh_TW", ...).
bool written_upright(const std::string& language);

class FontContext {
 public:
  // `language` (a tag such as "ja"; empty: English) reaches Pango, so it picks the glyph forms and
  // line-breaking rules of that language, and brings in the manifest's fallback families for it.
  explicit FontContext(const FontManifest& manifest, const std::string& language = "");
  // A context for another thread, the same as `other` (its manifest and language) over the same
  // fontconfig configuration, which fontconfig lets threads share: the manifest's font files are
  // not scanned again. Its Pango font map and context are its own.
  struct SameFonts {};
  FontContext(const FontContext& other, SameFonts);
  FontContext(const FontContext&) = delete;
  FontContext& operator=(const FontContext&) = delete;

  PangoContext* pango() const { return context_.get(); }
  const FontManifest& manifest() const { return manifest_; }
  // The family Pango actually picks for `family` (to catch silent substitution).
  std::string resolved_family(const std::string& family) const;
  // The families that back up every family in this context's language (empty for English).
  const std::vector<std::string>& fallbacks() const { return fallbacks_; }
  const std::string& language() const { return language_; }

 private:
  void open_pango();

  FontManifest manifest_;
  std::string language_;
  std::vector<std::string> fallbacks_;
  FcConfigPtr config_;  // released last: the font map and context use it
  PangoFontMapPtr font_map_;
  PangoContextPtr context_;
};

}  // namespace dw
