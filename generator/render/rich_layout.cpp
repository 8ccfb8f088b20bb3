// rich_layout: the icon-aware Pango context and layouts.
#include "render/rich_layout.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <exception>
#include <string_view>

#include "render/number_joining.hpp"

namespace dw {

void align_right_to_left(PangoLayout* layout) {
  const bool pango_mirrors = strong_direction(pango_layout_get_text(layout)) == TextDirection::rtl;
  pango_layout_set_alignment(layout, pango_mirrors ? PANGO_ALIGN_LEFT : PANGO_ALIGN_RIGHT);
}

RichLayoutEngine::RichLayoutEngine(const FontContext& fonts, std::vector<std::filesystem::path> icon_dirs)
    : dirs_(std::move(icon_dirs)) {
  PangoContext* base = fonts.pango();
  context_.reset(pango_font_map_create_context(pango_context_get_font_map(base)));
  pango_cairo_context_set_resolution(context_.get(), pango_cairo_context_get_resolution(base));
  if (const cairo_font_options_t* options = pango_cairo_context_get_font_options(base))
    pango_cairo_context_set_font_options(context_.get(), options);
  pango_context_set_round_glyph_positions(context_.get(), pango_context_get_round_glyph_positions(base));
  pango_context_set_language(context_.get(), pango_context_get_language(base));
  pango_cairo_context_set_shape_renderer(context_.get(), &RichLayoutEngine::draw_shape, this, nullptr);
}

const std::filesystem::path* RichLayoutEngine::icon_path(const std::string& name) {
  auto it = resolved_.find(name);
  if (it == resolved_.end()) {
    std::optional<std::filesystem::path> found;
    std::error_code ec;
    for (const auto& dir : dirs_) {
      for (const char* ext : {".svg", ".png"}) {
        const auto candidate = dir / (name + ext);
        if (std::filesystem::is_regular_file(candidate, ec)) {
          found = candidate;
          break;
        }
      }
      if (found) break;
    }
    it = resolved_.emplace(name, found).first;
  }
  return it->second ? &*it->second : nullptr;
}

std::optional<std::filesystem::path> RichLayoutEngine::icon_file(const std::string& name) {
  if (const auto* p = icon_path(name)) return *p;
  return std::nullopt;
}

void RichLayoutEngine::draw_shape(cairo_t* cr, PangoAttrShape* attr, int do_path, void* self) {
  if (do_path || !attr->data) return;  // outlines of text: icons add no path
  auto* engine = static_cast<RichLayoutEngine*>(self);
  const auto* file = static_cast<const std::filesystem::path*>(attr->data);
  double x = 0, y = 0;
  cairo_get_current_point(cr, &x, &y);  // the baseline at the icon's left edge
  const PangoRectangle& r = attr->logical_rect;
  try {  // no exception may cross Pango's C frames; unreadable icons are reported by preflight
    engine->images_.draw(cr, *file, x + static_cast<double>(r.x) / PANGO_SCALE, y + static_cast<double>(r.y) / PANGO_SCALE,
                         static_cast<double>(r.width) / PANGO_SCALE, static_cast<double>(r.height) / PANGO_SCALE);
  } catch (const std::exception&) {
  }
}

RichText RichLayoutEngine::markup(const std::string& source) const {
  return parse_rich_markup(source, MarkupOptions{true, &language_.quotes});
}

void RichLayoutEngine::set_text(PangoLayout* layout, const RichText& source, const std::string& family, double size,
                                bool hyphenate) {
  // The source as set: numbers joined to the ideographs they touch (text from Markdown did not
  // pass the card markup parser, which joins them too), then soft hyphens.
  RichText text = source;
  const std::vector<std::size_t*> offsets = offsets_into_text(text);
  text.text = join_numbers_to_cjk(text.text, offsets);
  if (hyphenate && language_.hyphenator) text.text = language_.hyphenator->hyphenate(text.text, offsets);
  pango_layout_set_text(layout, text.text.c_str(), static_cast<int>(text.text.size()));
  const PangoAttrListPtr attrs(pango_attr_list_new());
  for (const auto& span : text.spans) {
    auto add = [&](PangoAttribute* a) {
      a->start_index = static_cast<guint>(span.start);
      a->end_index = static_cast<guint>(span.end);
      pango_attr_list_insert(attrs.get(), a);
    };
    if (span.bold) add(pango_attr_weight_new(PANGO_WEIGHT_BOLD));
    if (span.italic) add(pango_attr_style_new(PANGO_STYLE_ITALIC));
    if (span.code) {
      add(pango_attr_family_new("DejaVu Sans"));
      add(pango_attr_size_new_absolute(static_cast<int>(size * 0.86 * PANGO_SCALE)));
    }
  }
  const int em = static_cast<int>(size * PANGO_SCALE);
  for (const auto& icon : text.icons) {
    PangoRectangle rect{0, -static_cast<int>(em * kIconAscent), em, em};
    // Unknown icons (already reported) keep their room but draw nothing.
    PangoAttribute* a = pango_attr_shape_new_with_data(&rect, &rect, const_cast<std::filesystem::path*>(icon_path(icon.name)),
                                                       nullptr, nullptr);
    a->start_index = static_cast<guint>(icon.offset);
    a->end_index = static_cast<guint>(icon.offset + kIconPlaceholder.size());
    pango_attr_list_insert(attrs.get(), a);
  }
  pango_layout_set_attributes(layout, attrs.get());
  const PangoFontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), family.c_str());
  pango_font_description_set_absolute_size(font.get(), size * PANGO_SCALE);
  pango_layout_set_font_description(layout, font.get());
}

PangoLayoutPtr RichLayoutEngine::layout(const RichText& text, const std::string& family, double size, double width) {
  PangoLayoutPtr layout(pango_layout_new(context_.get()));
  set_text(layout.get(), text, family, size);
  if (width > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD);
  }
  return layout;
}

void drop_unused_soft_hyphens(PangoLayout* layout) {
  static constexpr std::string_view kSoft = "\xC2\xAD";  // U+00AD
  if (pango_layout_get_width(layout) <= 0) return;
  std::string text = pango_layout_get_text(layout);
  if (text.find(kSoft) == std::string::npos) return;
  std::vector<std::size_t> line_ends;
  for (GSList* l = pango_layout_get_lines_readonly(layout); l; l = l->next) {
    const auto* line = static_cast<const PangoLayoutLine*>(l->data);
    line_ends.push_back(static_cast<std::size_t>(line->start_index + line->length));
  }
  const PangoAttrListPtr attrs(pango_layout_get_attributes(layout) ? pango_attr_list_copy(pango_layout_get_attributes(layout))
                                                                   : pango_attr_list_new());
  bool changed = false;
  // From the end, so earlier offsets stay valid while later text is removed.
  for (std::size_t at = text.rfind(kSoft); at != std::string::npos; at = at ? text.rfind(kSoft, at - 1) : std::string::npos) {
    const bool ends_line = std::find(line_ends.begin(), line_ends.end(), at + kSoft.size()) != line_ends.end();
    if (!ends_line) {
      text.erase(at, kSoft.size());
      pango_attr_list_update(attrs.get(), static_cast<int>(at), static_cast<int>(kSoft.size()), 0);
      changed = true;
    }
    if (at == 0) break;
  }
  if (!changed) return;
  pango_layout_set_text(layout, text.c_str(), static_cast<int>(text.size()));
  pango_layout_set_attributes(layout, attrs.get());
}

}  // namespace dw
