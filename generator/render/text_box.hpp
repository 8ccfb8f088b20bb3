// text_box: lays out styled text in a box and fits it: the largest size between the element's
// min_size and size at which the text fits the box's height, its width (a long word must not
// stick out sideways) and its max_lines. Inline icons scale with the text. Drawing honours
// horizontal alignment (left, center, right, start, end, justify) and vertical alignment (top, middle,
// bottom, baseline). A paragraph does not end on a line of one word where binding its last two
// words avoids it. Layouts come from the one Pango context of the FontContext (72 dpi, hint
// metrics off), so the same lines result whatever surface they are drawn on. A text laid out
// before with every same input (text, styles, icons, font, box, size, language) is not laid out
// again: a bounded memory of recent layouts and fitted sizes, owned by each TextBox, returns it.
#pragma once

#include <cairo.h>
#include <pango/pango.h>

#include <map>
#include <string>
#include <vector>

#include "model/card_template.hpp"
#include "render/c_handles.hpp"
#include "render/inline_icons.hpp"
#include "render/lru_cache.hpp"
#include "render/text_markup.hpp"

namespace dw {

struct TextFit {
  double size = 0;        // the chosen size, pt
  int lines = 0;
  double overflow_width = 0;   // pt beyond the box at the chosen size (0 when it fits)
  double overflow_height = 0;
  bool fits() const { return overflow_width <= 0.01 && overflow_height <= 0.01; }
};

class TextBox {
 public:
  // How many fitted sizes and laid-out texts are remembered (the least recently used forgotten
  // first): a set's texts that repeat (rules texts, values, keywords) stay while unique ones
  // (titles) pass through.
  static constexpr std::size_t kRememberedFits = 1024;
  static constexpr std::size_t kRememberedLayouts = 256;

  explicit TextBox(PangoContext* context);
  TextBox(const TextBox&) = delete;
  TextBox& operator=(const TextBox&) = delete;

  // Prepares `text` for the element in a box of width x height pt and fits its size. `icons`
  // holds the art of each of text.icons in order (missing or nullptr: blank space).
  TextFit fit(const Element& e, const StyledText& text, double width, double height,
              const std::vector<const IconArt*>& icons = {});
  // Prepares the text at a size fitted before: one layout, no search.
  TextFit lay_out(const Element& e, const StyledText& text, double width, double height, double size,
                  const std::vector<const IconArt*>& icons = {});
  // Draws the current layout in `color` into the box (of the given height) whose top-left is the
  // origin. The context's source is left at `color` and its current point where the text
  // ends: the caller draws it within its own cairo_save/cairo_restore.
  void draw(cairo_t* cr, const Element& e, double height, const Color& color);

  PangoLayout* layout() const { return layout_.get(); }
  // The text of each line of the current layout (icons as U+FFFC).
  std::vector<std::string> line_texts() const;
  // The font's ascent for 1 pt of size (inline icons are this tall).
  double ascent_per_pt(const std::string& family);
  // Whether text without letters runs right to left (for start and end alignment).
  void set_rtl_locale(bool rtl) { rtl_locale_ = rtl; }
  // The text's language: in Japanese and Chinese each word (render/word_segments.hpp) is kept on
  // one line.
  void set_word_language(std::string language) { word_language_ = std::move(language); }
  // The family whose digits Latin digits beside Japanese or Chinese characters are drawn with
  // (render/cjk_digits.hpp); empty: the element's font.
  void set_digit_family(std::string family) { digit_family_ = std::move(family); }
  // How many texts were laid out (shaped and broken into lines) rather than found in memory.
  long layouts_made() const { return layouts_made_; }
  // Which layout is current: the same number whenever a remembered layout is found again, a new
  // one for every layout made (never reused), so facts read from a layout can be kept by it.
  long layout_id() const { return layout_id_; }

 private:
  void prepare(const Element& e, const StyledText& text, double width, const std::vector<const IconArt*>& icons);
  // The binary search of fit() on the current layout.
  TextFit search(const Element& e, const StyledText& text, double width, double height,
                 const std::vector<const IconArt*>& icons);
  TextFit measure(double size, const Element& e, double width, double height);
  // At the current size, binds the last two words of each paragraph that ends on a one-word line
  // (render/widow_lines.hpp) when they fit one line and the text still fits as `fitted` did;
  // returns the fit of the layout kept.
  TextFit keep_last_words_together(const TextFit& fitted, const Element& e, double width, double height);
  // Every input that decides the layout and the fit of `text` in the box, as one key.
  std::string content_key(const Element& e, const StyledText& text, double width, double height,
                          const std::vector<const IconArt*>& icons) const;
  // lay_out() with the content key made.
  TextFit lay_out_keyed(std::string key, const Element& e, const StyledText& text, double width, double height,
                        double size, const std::vector<const IconArt*>& icons);
  // Starts a new layout for a text not in memory (a remembered layout is never changed).
  void start_layout();
  // Remembers the current layout under `key` laid out at its size.
  void remember_layout(std::string key, const TextFit& fit);
  // Makes a remembered layout of `key` at `size` current; false when there is none.
  bool recall_layout(std::string& key, double size, TextFit& fit);

  struct LaidOut {
    PangoLayoutPtr layout;
    TextFit fit;
    long id = 0;
  };

  PangoContext* context_;
  PangoLayoutPtr layout_;
  PangoFontDescriptionPtr font_;
  PangoAttrListPtr styles_;  // bold and italic of the current text
  std::vector<std::pair<std::size_t, const IconArt*>> icons_;  // byte offset, art
  double icon_ascent_ = 0;  // of the current font, per pt
  double size_ = 0;         // of the current layout
  // The vertical metrics of a family for 1 pt of size.
  struct LineMetrics {
    double ascent = 0.8, descent = 0.2;
  };
  const LineMetrics& line_metrics_per_pt(const std::string& family);
  std::map<std::string, LineMetrics> metrics_;
  std::string family_;  // of the current text
  bool rtl_locale_ = false;
  std::string word_language_;
  std::string digit_family_;
  LruCache<double> fitted_sizes_{kRememberedFits};        // content key -> size fit() chose
  LruCache<LaidOut> laid_out_{kRememberedLayouts};        // content key and size -> layout
  long layouts_made_ = 0;
  long layout_id_ = 0;  // of the current layout
};

}  // namespace dw
