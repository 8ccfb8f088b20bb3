// flow: block typesetting into paginator units.
#include "booklet/flow.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <numeric>
#include <utility>

#include "render/c_handles.hpp"
#include "render/column_widths.hpp"
#include "render/paint_source.hpp"
#include "render/table_row.hpp"
#include "render/text_language.hpp"

namespace dw {

namespace {

// A table breaks across pages only where at least kTableRowsKept body rows stand on each side of
// the break (the header repeats above the continuation); a table with fewer than twice as many
// body rows stays whole. Row 0 is the header.
constexpr std::size_t kTableRowsKept = 3;

bool keeps_row_with_next(std::size_t row, std::size_t rows) {
  if (row + 1 >= rows) return false;
  const std::size_t body = rows - 1;
  if (body < 2 * kTableRowsKept) return true;
  return row < kTableRowsKept || row + kTableRowsKept >= rows;
}

constexpr double kScale = PANGO_SCALE;

void set_weight(PangoLayout* layout, PangoWeight weight) {
  const PangoFontDescriptionPtr d(pango_font_description_copy(pango_layout_get_font_description(layout)));
  pango_font_description_set_weight(d.get(), weight);
  pango_layout_set_font_description(layout, d.get());
}

void set_italic(PangoLayout* layout) {
  const PangoFontDescriptionPtr d(pango_font_description_copy(pango_layout_get_font_description(layout)));
  pango_font_description_set_style(d.get(), PANGO_STYLE_ITALIC);
  pango_layout_set_font_description(layout, d.get());
}

SizePt layout_size(PangoLayout* layout) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  return SizePt{logical.width / kScale, logical.height / kScale};
}

PangoAlignment to_pango(CellAlign a) {
  return a == CellAlign::center ? PANGO_ALIGN_CENTER : a == CellAlign::right ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT;
}

}  // namespace

const RichText* first_text(const std::vector<Block>& blocks) {
  for (const auto& b : blocks) {
    if ((b.kind == BlockKind::paragraph || b.kind == BlockKind::heading || b.kind == BlockKind::code) && !b.text.empty())
      return &b.text;
    const RichText* inner = nullptr;
    if (b.kind == BlockKind::quote) inner = first_text(b.children);
    for (std::size_t i = 0; !inner && i < b.items.size(); ++i) inner = first_text(b.items[i]);
    if (inner) return inner;
  }
  return nullptr;
}

Flow::Flow(const BookletStyle& style, RichLayoutEngine& text, FigureArt& art) : style_(style), text_(text), art_(art) {}

LayoutRef Flow::body_layout(const RichText& text, double width, double size, bool bold) {
  LayoutRef layout = text_.layout(text, style_.body_font, size, width);
  pango_layout_set_line_spacing(layout.get(), static_cast<float>(style_.line_spacing));
  if (bold) set_weight(layout.get(), PANGO_WEIGHT_BOLD);
  drop_unused_soft_hyphens(layout.get());
  return layout;
}

bool Flow::right_to_left(const RichText& text) const { return runs_right_to_left(text.text, style_.rtl); }

void Flow::push(FlowUnit unit, const Frame& frame) {
  unit.item.space_before = next_space_;
  unit.item.page_break_before = next_break_;
  if (unit.quote < 0 && frame.quote >= 0) {
    unit.quote = frame.quote;
    unit.quote_left = frame.quote_left;
    unit.quote_right = frame.quote_right;
    unit.quote_bar_right = frame.quote_bar_right;
  }
  next_space_ = 0;
  next_break_ = false;
  units_.push_back(std::move(unit));
}

std::vector<FlowUnit> Flow::typeset(const std::vector<Block>& blocks_in) {
  units_.clear();
  next_space_ = 0;
  next_break_ = false;
  Frame frame;
  frame.width = style_.content_width();
  blocks(blocks_in, frame);
  return std::move(units_);
}

void Flow::blocks(const std::vector<Block>& list, const Frame& frame) {
  for (std::size_t i = 0; i < list.size(); ++i) {
    // A paragraph that introduces a list or a table keeps its last line with what it introduces.
    const bool keep = list[i].kind == BlockKind::paragraph && i + 1 < list.size() &&
                      (list[i + 1].kind == BlockKind::list || list[i + 1].kind == BlockKind::table);
    block(list[i], frame, keep);
  }
}

void Flow::block(const Block& b, const Frame& frame, bool keep_last_with_next) {
  const bool after_heading = std::exchange(after_heading_, false);
  auto space = [&](double before) {
    if (!after_heading) next_space_ = std::max(next_space_, before);
  };
  switch (b.kind) {
    case BlockKind::page_break: next_break_ = true; return;
    case BlockKind::heading: return heading(b, frame);
    case BlockKind::paragraph: {
      space(style_.paragraph_space);
      LayoutRef layout = body_layout(b.text, frame.width, style_.body_size);
      pango_layout_set_justify(layout.get(), TRUE);
      if (right_to_left(b.text)) align_right_to_left(layout.get());
      text_lines(layout, frame, style_.text, keep_last_with_next);
      next_space_ = style_.paragraph_space;
      return;
    }
    case BlockKind::code: {
      space(style_.paragraph_space);
      Frame inner = frame;
      inner.indent += 10;
      inner.width -= 10;
      LayoutRef layout = body_layout(b.text, inner.width, style_.body_size * 0.95);
      text_lines(layout, inner, style_.muted, false);
      next_space_ = style_.paragraph_space;
      return;
    }
    case BlockKind::list: space(style_.paragraph_space); return list(b, frame);
    case BlockKind::quote: space(style_.paragraph_space * 1.4); return quote(b, frame);
    case BlockKind::table: space(style_.paragraph_space * 1.6); return table(b, frame);
    case BlockKind::figures: space(style_.figure_space); return figures(b, frame);
  }
}

void Flow::text_lines(const LayoutRef& layout, const Frame& frame, const Color& color, bool keep_last_with_next) {
  struct Line {
    int index;
    double height, baseline, x;
  };
  std::vector<Line> lines;
  const PangoLayoutIterPtr it(pango_layout_get_iter(layout.get()));
  int index = 0;
  do {
    int y0 = 0, y1 = 0;
    pango_layout_iter_get_line_yrange(it.get(), &y0, &y1);
    PangoRectangle logical;
    pango_layout_iter_get_line_extents(it.get(), nullptr, &logical);
    lines.push_back(Line{index++, (y1 - y0) / kScale, (pango_layout_iter_get_baseline(it.get()) - y0) / kScale, logical.x / kScale});
  } while (pango_layout_iter_next_line(it.get()));
  const std::size_t n = lines.size();
  for (std::size_t k = 0; k < n; ++k) {
    const Line line = lines[k];
    FlowUnit u;
    u.item.height = line.height;
    // Never a single line of a paragraph alone at a page bottom (k == 0) or top (k == n - 2).
    u.item.keep_with_next = (n >= 2 && (k == 0 || k == n - 2)) || (k == n - 1 && keep_last_with_next);
    u.first_baseline = line.baseline;
    const double indent = frame.indent;
    u.paint = [layout, line, color, indent](cairo_t* cr, double left, double top) {
      cairo_move_to(cr, left + indent + line.x, top + line.baseline);
      set_color(cr, color);
      pango_cairo_show_layout_line(cr, pango_layout_get_line_readonly(layout.get(), line.index));
    };
    push(std::move(u), frame);
  }
}

void Flow::heading(const Block& b, const Frame& frame) {
  const int level = std::clamp(b.level, 1, 3);
  next_space_ = std::max(next_space_, style_.heading_space_before[level - 1]);
  LayoutRef layout = text_.layout(b.text, style_.heading_font, style_.heading_size[level - 1], frame.width);
  set_weight(layout.get(), PANGO_WEIGHT_BOLD);
  drop_unused_soft_hyphens(layout.get());
  if (right_to_left(b.text)) align_right_to_left(layout.get());
  const SizePt size = layout_size(layout.get());
  const double rule_gap = level == 1 ? 3.5 : 0;
  FlowUnit u;
  u.item.height = size.height + rule_gap;
  u.item.keep_with_next = true;
  u.first_baseline = pango_layout_get_baseline(layout.get()) / kScale;
  u.heading_level = level;
  u.heading = b.text;
  const Color color = level <= 2 ? style_.accent : style_.text;
  const Color rule = style_.rule;
  const double indent = frame.indent, width = frame.width, text_height = size.height;
  u.paint = [layout, color, rule, level, indent, width, text_height](cairo_t* cr, double left, double top) {
    cairo_move_to(cr, left + indent, top);
    set_color(cr, color);
    pango_cairo_show_layout(cr, layout.get());
    if (level == 1) {
      set_color(cr, rule);
      cairo_set_line_width(cr, 0.7);
      cairo_move_to(cr, left + indent, top + text_height + 1.8);
      cairo_line_to(cr, left + indent + width, top + text_height + 1.8);
      cairo_stroke(cr);
    }
  };
  push(std::move(u), frame);
  next_space_ = style_.heading_space_after;
  after_heading_ = true;
}

void Flow::list(const Block& b, const Frame& frame) {
  int number = b.start;
  for (std::size_t i = 0; i < b.items.size(); ++i) {
    // A right-to-left item is indented from the right, its marker in the margin on the right.
    const RichText* words = first_text(b.items[i]);
    const bool rtl = words ? right_to_left(*words) : style_.rtl;
    Frame inner = frame;
    if (!rtl) inner.indent += style_.list_indent;
    inner.width -= style_.list_indent;
    inner.list_depth = frame.list_depth + 1;
    if (i > 0) next_space_ = std::max(next_space_, 2.0);
    const std::size_t first = units_.size();
    blocks(b.items[i], inner);
    if (i > 0 && next_space_ == style_.paragraph_space) next_space_ = 2.0;
    if (units_.size() == first) continue;
    const std::string marker = b.ordered ? std::to_string(number++) + "." : frame.list_depth % 2 == 0 ? "\u2022" : "\u2013";
    RichText marker_text;
    marker_text.append(rtl ? "\u200F" + marker : marker);  // a right-to-left mark: "1." reads from the right
    LayoutRef marker_layout = body_layout(marker_text, -1, style_.body_size, b.ordered);
    const double marker_width = layout_size(marker_layout.get()).width;
    const double marker_baseline = pango_layout_get_baseline(marker_layout.get()) / kScale;
    FlowUnit& u = units_[first];
    // `right` is where the marker ends; a right-to-left marker starts 4 pt right of the text.
    const double right = rtl ? frame.indent + frame.width - style_.list_indent + 4 + marker_width
                             : frame.indent + style_.list_indent - 4;
    const double baseline = u.first_baseline;
    const Color color = b.ordered ? style_.text : style_.accent;
    u.paint = [old = std::move(u.paint), marker_layout, marker_width, marker_baseline, right, baseline, color](
                  cairo_t* cr, double left, double top) {
      old(cr, left, top);
      cairo_move_to(cr, left + right - marker_width, top + baseline - marker_baseline);
      set_color(cr, color);
      pango_cairo_show_layout(cr, marker_layout.get());
    };
  }
  next_space_ = style_.paragraph_space;
}

void Flow::quote(const Block& b, const Frame& frame) {
  const double pad = style_.quote_padding, bar = 2.2;
  const RichText* words = first_text(b.children);
  const bool rtl = words ? right_to_left(*words) : style_.rtl;
  Frame inner = frame;
  inner.quote = quotes_++;
  inner.quote_left = frame.indent;
  inner.quote_right = frame.indent + frame.width;
  inner.quote_bar_right = rtl;
  inner.indent = frame.indent + pad + (rtl ? 0 : bar);
  inner.width = frame.width - 2 * pad - bar;
  const std::size_t first = units_.size();
  const double outside = next_space_;
  next_space_ = 0;
  blocks(b.children, inner);
  if (units_.size() == first) return;
  // The box's padding belongs to its first and last units, so a page break never separates it.
  FlowUnit& top_unit = units_[first];
  top_unit.item.space_before = outside;
  top_unit.item.height += pad;
  top_unit.first_baseline += pad;
  top_unit.paint = [old = std::move(top_unit.paint), pad](cairo_t* cr, double left, double top) { old(cr, left, top + pad); };
  units_.back().item.height += pad;
  // An example box is read as one: one that fits on a page is kept whole (a longer one breaks
  // where the page is full, with the paragraphs' own keeps).
  double box_height = 0;
  for (std::size_t i = first; i < units_.size(); ++i)
    box_height += (i == first ? 0 : units_[i].item.space_before) + units_[i].item.height;
  if (box_height <= style_.content_height())
    for (std::size_t i = first; i + 1 < units_.size(); ++i) units_[i].item.keep_with_next = true;
  next_space_ = style_.paragraph_space * 1.4;
}

void Flow::table(const Block& b, const Frame& frame) {
  std::size_t columns = 0;
  for (const auto& row : b.rows) columns = std::max(columns, row.size());
  if (columns == 0) return;
  const double pad = 3, size = style_.body_size * 0.9;
  std::vector<double> min(columns, 0), natural(columns, 0);
  for (std::size_t r = 0; r < b.rows.size(); ++r) {
    for (std::size_t c = 0; c < b.rows[r].size(); ++c) {
      LayoutRef one_line = body_layout(b.rows[r][c], -1, size, r == 0);
      natural[c] = std::max(natural[c], layout_size(one_line.get()).width + 2 * pad);
      LayoutRef narrow = body_layout(b.rows[r][c], 1, size, r == 0);  // every word on its own line
      double widest = 0;
      const PangoLayoutIterPtr it(pango_layout_get_iter(narrow.get()));
      do {
        PangoRectangle logical;
        pango_layout_iter_get_line_extents(it.get(), nullptr, &logical);
        widest = std::max(widest, logical.width / kScale);
      } while (pango_layout_iter_next_line(it.get()));
      min[c] = std::max(min[c], widest + 2 * pad);
    }
  }
  const std::vector<double> widths = column_widths(min, natural, frame.width);
  const int header = static_cast<int>(units_.size());
  for (std::size_t r = 0; r < b.rows.size(); ++r) {
    std::vector<LayoutRef> cells;
    double height = 0;
    for (std::size_t c = 0; c < columns; ++c) {
      const RichText empty;
      const RichText& text = c < b.rows[r].size() ? b.rows[r][c] : empty;
      LayoutRef cell = body_layout(text, widths[c] - 2 * pad, size, r == 0);
      pango_layout_set_alignment(cell.get(), to_pango(c < b.aligns.size() ? b.aligns[c] : CellAlign::left));
      height = std::max(height, layout_size(cell.get()).height);
      cells.push_back(cell);
    }
    height += 2 * pad;
    FlowUnit u;
    u.item.height = height;
    u.item.keep_with_next = keeps_row_with_next(r, b.rows.size());
    if (r > 0) u.item.repeat_header = header;
    u.first_baseline = pad + pango_layout_get_baseline(cells[0].get()) / kScale;
    // A right-to-left book puts the first column on the right.
    const TableRow row{cells, widths, height, pad, r == 0, r > 0 && r % 2 == 0, style_.rtl,
                       style_.accent, style_.row_fill, style_.text};
    const Color rule = style_.rule;
    const double indent = frame.indent;
    u.paint = [row, rule, indent](cairo_t* cr, double left, double top) {
      const double x0 = left + indent;
      const double total = paint_table_row(cr, row, x0, top);
      set_color(cr, rule);
      cairo_set_line_width(cr, row.head ? 0 : 0.4);
      if (!row.head) {
        cairo_move_to(cr, x0, top + row.height);
        cairo_line_to(cr, x0 + total, top + row.height);
        cairo_stroke(cr);
      }
    };
    if (r > 0) next_space_ = 0;
    push(std::move(u), frame);
  }
  next_space_ = style_.paragraph_space * 1.6;
}

void Flow::figures(const Block& b, const Frame& frame) {
  const double gap = mm_to_pt(5);
  const double max_height = style_.content_height() * 0.5;
  std::vector<SizePt> sizes;
  for (const auto& f : b.figures) {
    SizePt s = art_.natural_size(f);
    if (!f.card_id.empty()) s = SizePt{style_.card_width, style_.card_width * s.height / s.width};
    const double k = std::min({1.0, frame.width / s.width, max_height / s.height});
    sizes.push_back(SizePt{s.width * k, s.height * k});
  }
  double total = gap * static_cast<double>(sizes.size() - 1);
  for (const auto& s : sizes) total += s.width;
  if (total > frame.width) {
    const double k = (frame.width - gap * static_cast<double>(sizes.size() - 1)) / (total - gap * static_cast<double>(sizes.size() - 1));
    for (auto& s : sizes) s = SizePt{s.width * k, s.height * k};
    total = frame.width;
  }
  double art_height = 0;
  for (const auto& s : sizes) art_height = std::max(art_height, s.height);
  std::vector<LayoutRef> captions;
  double caption_height = 0;
  for (std::size_t i = 0; i < b.figures.size(); ++i) {
    if (b.figures[i].caption.empty()) {
      captions.push_back(nullptr);
      continue;
    }
    RichText caption;
    caption.append(b.figures[i].caption);
    LayoutRef layout = body_layout(caption, sizes[i].width + gap - 2, style_.body_size * 0.85);
    set_italic(layout.get());
    pango_layout_set_alignment(layout.get(), PANGO_ALIGN_CENTER);
    caption_height = std::max(caption_height, layout_size(layout.get()).height);
    captions.push_back(layout);
  }
  FlowUnit u;
  u.item.height = art_height + (caption_height > 0 ? 3 + caption_height : 0);
  u.first_baseline = art_height;
  const double start = frame.indent + (frame.width - total) / 2;
  FigureArt* art = &art_;
  const Color muted = style_.muted;
  // A right-to-left book reads its pictures from the right: the row is drawn in reverse order.
  std::vector<std::size_t> order(b.figures.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  if (style_.rtl) std::reverse(order.begin(), order.end());
  u.paint = [art, figures = b.figures, sizes, captions, order, start, gap, art_height, muted](cairo_t* cr, double left, double top) {
    double x = left + start;
    for (const std::size_t i : order) {
      const double y = top + (art_height - sizes[i].height);  // bottoms aligned
      art->draw(cr, figures[i], x, y, sizes[i].width, sizes[i].height);
      if (captions[i]) {
        cairo_move_to(cr, x - gap / 2 + 1, top + art_height + 3);
        set_color(cr, muted);
        pango_cairo_show_layout(cr, captions[i].get());
      }
      x += sizes[i].width + gap;
    }
  };
  push(std::move(u), frame);
  next_space_ = style_.figure_space;
}

}  // namespace dw
