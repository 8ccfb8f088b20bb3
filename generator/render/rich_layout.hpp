// rich_layout: Pango layouts of rich text with inline icons. It owns a Pango context built like
// the font context's (same private fonts, 72 dpi, no hinting) but with a shape renderer that
// draws each icon (an SVG as vectors, or a PNG) in place of its U+FFFC, one em high, sitting on
// the baseline like a capital with a slight descent. Icons are found by name in the given folders
// as <name>.svg or <name>.png (first folder first). Text is hyphenated for the engine's language
// (soft hyphens from its dictionary) as it is set.
#pragma once

#include <pango/pango.h>

#include <filesystem>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "render/c_handles.hpp"
#include "render/font_context.hpp"
#include "render/image_cache.hpp"
#include "render/rich_text.hpp"
#include "render/text_language.hpp"

namespace dw {

// Puts the lines of a paragraph running right to left at the right of the layout's width (Pango
// does so by itself only when the first strong letter is right to left, not for text without
// letters).
void align_right_to_left(PangoLayout* layout);

class RichLayoutEngine {
 public:
  RichLayoutEngine(const FontContext& fonts, std::vector<std::filesystem::path> icon_dirs);
  RichLayoutEngine(const RichLayoutEngine&) = delete;
  RichLayoutEngine& operator=(const RichLayoutEngine&) = delete;

  PangoContext* context() const { return context_.get(); }
  // The language's quotation marks (markup) and hyphenation (every layout); English by default.
  void set_language(const TextLanguage& language) { language_ = language; }
  const TextLanguage& language() const { return language_; }
  // Our card markup read with the language's quotation marks.
  RichText markup(const std::string& source) const;
  // The file an icon name stands for, or nullopt when no folder holds <name>.svg or <name>.png.
  std::optional<std::filesystem::path> icon_file(const std::string& name);
  // A new layout (the caller unrefs it) holding `text` at `size` pt in `family`, wrapped at
  // `width` pt (width <= 0: no wrapping).
  PangoLayoutPtr layout(const RichText& text, const std::string& family, double size, double width);
  // Sets text, styles, icons and size on an existing layout (used when refitting sizes);
  // `hyphenate` false leaves out the language's soft hyphens.
  void set_text(PangoLayout* layout, const RichText& text, const std::string& family, double size, bool hyphenate = true);

 private:
  static void draw_shape(cairo_t* cr, PangoAttrShape* attr, int do_path, void* self);
  const std::filesystem::path* icon_path(const std::string& name);

  PangoContextPtr context_;
  std::vector<std::filesystem::path> dirs_;
  std::map<std::string, std::optional<std::filesystem::path>> resolved_;  // node addresses are stable
  ImageCache images_;
  TextLanguage language_;
};

// Removes the soft hyphens of a wrapped layout that do not end a line: the lines break as before
// (a soft hyphen is invisible where no line ends), and the PDF's text then holds whole words for
// searching and copying. Attributes move with the text. Nothing happens without a wrap width.
// Call it once the layout's font (weight, style) is final: it keeps the breaks of that font.
void drop_unused_soft_hyphens(PangoLayout* layout);

// Height of one em above the baseline that an icon takes (the rest of the em sits below).
inline constexpr double kIconAscent = 0.8;

}  // namespace dw
