// text_box: fitting by binary search on the font size, the memory of layouts, and aligned drawing.
#include "render/text_box.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <utility>

#include "render/cjk_digits.hpp"
#include "render/text_language.hpp"
#include "render/widow_lines.hpp"
#include "render/word_segments.hpp"

namespace dw {

namespace {
// The Pango alignment that puts the lines where `a` asks. Pango's context runs left to right and
// sets each paragraph's direction from its first strong letter (auto-dir); for a right-to-left
// paragraph it swaps left and right, so a physical side is swapped back here. start and end follow
// the paragraph, or the locale for text without letters.
PangoAlignment to_pango(HAlign a, const std::string& text, bool rtl_locale) {
  const TextDirection strong = strong_direction(text);
  const bool paragraph_rtl = strong == TextDirection::rtl || (strong == TextDirection::neutral && rtl_locale);
  bool right = false;
  switch (a) {
    case HAlign::center: return PANGO_ALIGN_CENTER;
    case HAlign::left: right = false; break;
    case HAlign::right: right = true; break;
    case HAlign::start:
    case HAlign::justify: right = paragraph_rtl; break;
    case HAlign::end: right = !paragraph_rtl; break;
  }
  const bool swapped = strong == TextDirection::rtl;  // what Pango will do
  return right != swapped ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
}

// Keys hold values by their bytes: exact, and no number formatting.
template <class T>
void append_value(std::string& key, const T& value) {
  key.append(reinterpret_cast<const char*>(&value), sizeof value);
}
void append_string(std::string& key, const std::string& text) {
  append_value(key, text.size());
  key += text;
}
}  // namespace

TextBox::TextBox(PangoContext* context)
    : context_(context), layout_(pango_layout_new(context)), font_(pango_font_description_new()) {}

const TextBox::LineMetrics& TextBox::line_metrics_per_pt(const std::string& family) {
  if (auto it = metrics_.find(family); it != metrics_.end()) return it->second;
  const PangoFontDescriptionPtr d(pango_font_description_new());
  pango_font_description_set_family(d.get(), family.c_str());
  pango_font_description_set_absolute_size(d.get(), 100.0 * PANGO_SCALE);
  const PangoFontMetricsPtr m(pango_context_get_metrics(context_, d.get(), nullptr));
  LineMetrics per_pt;
  const double ascent = pango_font_metrics_get_ascent(m.get()) / (100.0 * PANGO_SCALE);
  const double descent = pango_font_metrics_get_descent(m.get()) / (100.0 * PANGO_SCALE);
  if (ascent > 0) per_pt.ascent = ascent;
  if (descent > 0) per_pt.descent = descent;
  return metrics_.emplace(family, per_pt).first->second;
}

double TextBox::ascent_per_pt(const std::string& family) { return line_metrics_per_pt(family).ascent; }

void TextBox::prepare(const Element& e, const StyledText& text, double width, const std::vector<const IconArt*>& icons) {
  // The family only: parsing the name as a description would read words like "Bold" as styles.
  font_.reset(pango_font_description_new());
  pango_font_description_set_family(font_.get(), e.font.c_str());
  pango_layout_set_text(layout_.get(), text.text.c_str(), static_cast<int>(text.text.size()));
  styles_.reset(to_pango_attributes(text));
  if (needs_word_segments(word_language_))
    for (const ByteRange& word : dictionary_words(text.text, word_language_)) {
      PangoAttribute* whole = pango_attr_word_new();
      whole->start_index = static_cast<guint>(word.start);
      whole->end_index = static_cast<guint>(word.end);
      pango_attr_list_insert(styles_.get(), whole);
    }
  if (!digit_family_.empty())
    for (const ByteRange& digits : digits_beside_cjk(text.text)) {
      PangoAttribute* family = pango_attr_family_new(digit_family_.c_str());
      family->start_index = static_cast<guint>(digits.start);
      family->end_index = static_cast<guint>(digits.end);
      pango_attr_list_insert(styles_.get(), family);
    }
  icons_.clear();
  for (std::size_t i = 0; i < text.icons.size(); ++i) icons_.emplace_back(text.icons[i].offset, i < icons.size() ? icons[i] : nullptr);
  icon_ascent_ = icons_.empty() ? 0 : ascent_per_pt(e.font);
  family_ = e.font;
  pango_layout_set_attributes(layout_.get(), styles_.get());
  pango_layout_set_width(layout_.get(), static_cast<int>(width * PANGO_SCALE));
  pango_layout_set_wrap(layout_.get(), PANGO_WRAP_WORD);
  pango_layout_set_alignment(layout_.get(), to_pango(e.align, text.text, rtl_locale_));
  pango_layout_set_justify(layout_.get(), e.align == HAlign::justify);
  pango_layout_set_line_spacing(layout_.get(), static_cast<float>(e.line_spacing));
}

TextFit TextBox::measure(double size, const Element& e, double width, double height) {
  size_ = size;
  pango_font_description_set_absolute_size(font_.get(), size * PANGO_SCALE);
  pango_layout_set_font_description(layout_.get(), font_.get());
  if (!icons_.empty()) {
    // Icons are as tall as the element's icon_height, or else the font's ascent at this size
    // (then they shrink with the text).
    const double icon_height = e.icon_height > 0 ? e.icon_height : icon_ascent_ * size;
    const PangoAttrListPtr attrs(pango_attr_list_copy(styles_.get()));
    static const IconArt kBlank;
    for (const auto& [at, art] : icons_) {
      PangoAttribute* shape = icon_shape_attribute(art ? art : &kBlank, at, icon_height);
      if (!art) reinterpret_cast<PangoAttrShape*>(shape)->data = nullptr;  // blank: nothing to draw
      pango_attr_list_insert(attrs.get(), shape);
    }
    pango_layout_set_attributes(layout_.get(), attrs.get());
    // Icons taller than the font's ascent stand on the baseline and reach up into the line above:
    // the lines open up until an icon's top clears the descent of the line before it.
    const LineMetrics& m = line_metrics_per_pt(family_);
    double spacing = e.line_spacing;
    if (icon_height > m.ascent * size) {
      const double needed = icon_height + m.descent * size + 0.05 * size;
      spacing = std::max(spacing, needed / ((m.ascent + m.descent) * size));
    }
    pango_layout_set_line_spacing(layout_.get(), static_cast<float>(spacing));
  }
  int w = 0, h = 0;
  pango_layout_get_size(layout_.get(), &w, &h);
  // Widest line, measured line by line: PANGO_WRAP_WORD lets an unbreakable word overflow.
  double widest = 0;
  const PangoLayoutIterPtr it(pango_layout_get_iter(layout_.get()));
  do {
    PangoRectangle line_logical;
    pango_layout_iter_get_line_extents(it.get(), nullptr, &line_logical);
    widest = std::max(widest, static_cast<double>(line_logical.width) / PANGO_SCALE);
  } while (pango_layout_iter_next_line(it.get()));
  TextFit fit;
  fit.size = size;
  fit.lines = pango_layout_get_line_count(layout_.get());
  fit.overflow_width = std::max(0.0, widest - width);
  double used_height = static_cast<double>(h) / PANGO_SCALE;
  if (e.max_lines > 0 && fit.lines > e.max_lines) {
    // Count the lines beyond the limit as overflowing height.
    used_height = std::max(used_height, height + used_height * (fit.lines - e.max_lines) / fit.lines);
  }
  fit.overflow_height = std::max(0.0, used_height - height);
  return fit;
}

std::string TextBox::content_key(const Element& e, const StyledText& text, double width, double height,
                                 const std::vector<const IconArt*>& icons) const {
  std::string key;
  key.reserve(text.text.size() + e.font.size() + 128);
  append_string(key, text.text);
  append_value(key, text.spans.size());
  for (const StyledSpan& span : text.spans) {
    append_value(key, span.start);
    append_value(key, span.end);
    key += static_cast<char>(span.bold);
    key += static_cast<char>(span.italic);
  }
  append_value(key, text.icons.size());
  for (std::size_t i = 0; i < text.icons.size(); ++i) {
    append_value(key, text.icons[i].offset);
    append_value(key, i < icons.size() ? icons[i] : nullptr);  // the art lives as long as the renderer
  }
  append_string(key, e.font);
  append_value(key, e.align);
  append_value(key, e.size);
  append_value(key, e.min_size);
  append_value(key, e.max_lines);
  append_value(key, e.line_spacing);
  append_value(key, e.icon_height);
  append_value(key, width);
  append_value(key, height);
  key += static_cast<char>(rtl_locale_);
  append_string(key, word_language_);
  append_string(key, digit_family_);
  return key;
}

void TextBox::start_layout() {
  layout_.reset(pango_layout_new(context_));
  layout_id_ = ++layouts_made_;
}

void TextBox::remember_layout(std::string key, const TextFit& fit) {
  append_value(key, fit.size);
  laid_out_.put(key, LaidOut{PangoLayoutPtr(static_cast<PangoLayout*>(g_object_ref(layout_.get()))), fit, layout_id_});
}

bool TextBox::recall_layout(std::string& key, double size, TextFit& fit) {
  const std::size_t content = key.size();
  append_value(key, size);
  const LaidOut* known = laid_out_.find(key);
  key.resize(content);
  if (!known) return false;
  layout_.reset(static_cast<PangoLayout*>(g_object_ref(known->layout.get())));
  size_ = known->fit.size;
  layout_id_ = known->id;
  fit = known->fit;
  return true;
}

TextFit TextBox::fit(const Element& e, const StyledText& text, double width, double height,
                     const std::vector<const IconArt*>& icons) {
  std::string key = content_key(e, text, width, height, icons);
  // fit() ends on the layout at the size it chose, as lay_out() at that size would.
  if (const double* known = fitted_sizes_.find(key)) return lay_out_keyed(std::move(key), e, text, width, height, *known, icons);
  start_layout();
  const TextFit fitted = search(e, text, width, height, icons);
  fitted_sizes_.put(key, fitted.size);
  remember_layout(std::move(key), fitted);
  return fitted;
}

TextFit TextBox::search(const Element& e, const StyledText& text, double width, double height,
                        const std::vector<const IconArt*>& icons) {
  prepare(e, text, width, icons);
  TextFit best = measure(e.size, e, width, height);
  if (best.fits()) return keep_last_words_together(best, e, width, height);
  TextFit smallest = measure(e.min_size, e, width, height);
  if (!smallest.fits()) return keep_last_words_together(smallest, e, width, height);
  // Largest fitting size to within 1/20 pt.
  double lo = e.min_size, hi = e.size;
  best = smallest;
  bool laid_out_best = false;  // whether the layout now holds `best`
  while (hi - lo > 0.05) {
    const double mid = (lo + hi) / 2;
    TextFit attempt = measure(mid, e, width, height);
    laid_out_best = attempt.fits();
    if (attempt.fits()) {
      lo = mid;
      best = attempt;
    } else {
      hi = mid;
    }
  }
  return keep_last_words_together(laid_out_best ? best : measure(best.size, e, width, height), e, width, height);
}

TextFit TextBox::keep_last_words_together(const TextFit& fitted, const Element& e, double width, double height) {
  const std::vector<ByteRange> widows = one_word_last_lines(layout_.get());
  if (widows.empty()) return fitted;
  const std::string unbound_text = pango_layout_get_text(layout_.get());
  const PangoAttrListPtr unbound_styles(pango_attr_list_copy(styles_.get()));
  const auto unbound_icons = icons_;
  // The space between the last two words becomes a no-break space (from the last paragraph
  // back, so the earlier offsets hold); the styles and icons after it move one byte on.
  std::string text = unbound_text;
  for (auto pair = widows.rbegin(); pair != widows.rend(); ++pair) {
    const std::size_t space = text.find(' ', pair->start);
    if (space == std::string::npos || space >= pair->end) continue;
    text.replace(space, 1, kNoBreakSpace);
    pango_attr_list_update(styles_.get(), static_cast<int>(space), 1, 2);
    for (auto& icon : icons_)
      if (icon.first > space) icon.first += 1;
  }
  pango_layout_set_text(layout_.get(), text.c_str(), static_cast<int>(text.size()));
  pango_layout_set_attributes(layout_.get(), styles_.get());
  const TextFit bound = measure(size_, e, width, height);
  // Kept when the two words fit one line and the text its box as before.
  if (bound.lines <= fitted.lines && (bound.fits() || !fitted.fits()) && bound.overflow_width <= fitted.overflow_width) return bound;
  pango_layout_set_text(layout_.get(), unbound_text.c_str(), static_cast<int>(unbound_text.size()));
  styles_.reset(pango_attr_list_copy(unbound_styles.get()));
  icons_ = unbound_icons;
  pango_layout_set_attributes(layout_.get(), styles_.get());
  return measure(size_, e, width, height);
}

TextFit TextBox::lay_out(const Element& e, const StyledText& text, double width, double height, double size,
                         const std::vector<const IconArt*>& icons) {
  return lay_out_keyed(content_key(e, text, width, height, icons), e, text, width, height, size, icons);
}

TextFit TextBox::lay_out_keyed(std::string key, const Element& e, const StyledText& text, double width, double height,
                               double size, const std::vector<const IconArt*>& icons) {
  TextFit fit;
  if (recall_layout(key, size, fit)) return fit;
  start_layout();
  prepare(e, text, width, icons);
  fit = keep_last_words_together(measure(size, e, width, height), e, width, height);
  remember_layout(std::move(key), fit);
  return fit;
}

std::vector<std::string> TextBox::line_texts() const {
  std::vector<std::string> out;
  const char* text = pango_layout_get_text(layout_.get());
  const int count = pango_layout_get_line_count(layout_.get());
  for (int i = 0; i < count; ++i) {
    PangoLayoutLine* line = pango_layout_get_line_readonly(layout_.get(), i);
    out.emplace_back(text + line->start_index, static_cast<std::size_t>(line->length));
  }
  return out;
}

void TextBox::draw(cairo_t* cr, const Element& e, double height, const Color& color) {
  int w = 0, h = 0;
  pango_layout_get_size(layout_.get(), &w, &h);
  const double used = static_cast<double>(h) / PANGO_SCALE;
  double dy = 0;
  if (e.valign == VAlign::middle) {
    dy = (height - used) / 2;
  } else if (e.valign == VAlign::bottom) {
    dy = height - used;
  } else if (e.valign == VAlign::baseline && size_ > 0) {
    // The first baseline stays where it lies at the nominal size: shrunk text moves down to it.
    const double baseline = static_cast<double>(pango_layout_get_baseline(layout_.get())) / PANGO_SCALE;
    dy = baseline * (e.size / size_ - 1);
  }
  cairo_move_to(cr, 0, dy);
  cairo_set_source_rgba(cr, color.r, color.g, color.b, color.a);
  pango_cairo_show_layout(cr, layout_.get());
}

}  // namespace dw
