// aid_painter: laying out and fitting aid sections.
#include "trackers/aid_painter.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <numeric>

#include "model/units.hpp"
#include "render/c_handles.hpp"
#include "render/column_widths.hpp"
#include "render/paint_source.hpp"
#include "render/table_row.hpp"
#include "trackers/tracker_painter.hpp"

namespace dw {

namespace {

constexpr double kScale = PANGO_SCALE;
constexpr double kMaxScale = 1.3;  // short aids grow a little to fill their card
const Color kInk{0.11, 0.11, 0.15, 1, false};

using Layout = std::shared_ptr<PangoLayout>;

struct Item {
  double height = 0;
  double space_before = 0;
  std::function<void(cairo_t*, double x, double y)> paint;
};

class AidLayout {
 public:
  AidLayout(const AidSpec& aid, int player, double width, double scale, double base, RichLayoutEngine& text)
      : aid_(aid), c_(aid.component), player_(player), width_(width), k_(scale * base), text_(text),
        rtl_(text.language().rtl) {}

  std::vector<Item> items() {
    std::vector<Item> out;
    if (!c_.title.empty()) {
      Layout title = layout(for_player(c_.title, player_), c_.heading_font, 11.5, width_, true, false, PANGO_ALIGN_CENTER);
      add(out, title, 0, c_.accent, 0);
      if (!c_.subtitle.empty())
        add(out, layout(for_player(c_.subtitle, player_), c_.font, 7.5, width_, false, true, PANGO_ALIGN_CENTER), 1 * k_, kInk, 0);
      const double w = width_;
      const Color accent = c_.accent;
      const double rule_y = 2.2 * k_;
      out.push_back(Item{4.5 * k_, 0, [w, accent, rule_y](cairo_t* cr, double x, double y) {
                           set_color(cr, accent);
                           cairo_set_line_width(cr, 0.6);
                           cairo_move_to(cr, x + w * 0.15, y + rule_y);
                           cairo_line_to(cr, x + w * 0.85, y + rule_y);
                           cairo_stroke(cr);
                         }});
    }
    for (const auto& s : aid_.sections) {
      const double gap = out.empty() ? 0 : 3.5 * k_;
      if (!s.heading.empty()) add(out, layout(s.heading, c_.heading_font, 8.5, width_, true, false, PANGO_ALIGN_LEFT), gap, c_.accent, 0);
      const double first = s.heading.empty() ? gap : 1 * k_;
      switch (s.kind) {
        case SectionKind::text: add(out, layout(s.text, c_.font, 7, width_, false, false, PANGO_ALIGN_LEFT), first, kInk, 0); break;
        case SectionKind::list: list(out, s, first); break;
        case SectionKind::table: table(out, s, first); break;
      }
    }
    if (!c_.note.empty())
      add(out, layout(for_player(c_.note, player_), c_.font, 6, width_, false, true, PANGO_ALIGN_CENTER), 3 * k_, kInk, 0);
    return out;
  }

 private:
  Layout layout(const std::string& markup, const std::string& family, double size, double width, bool bold, bool italic,
                PangoAlignment align) {
    PangoLayoutPtr l = text_.layout(text_.markup(markup), family, size * k_, width);
    const PangoFontDescriptionPtr d(pango_font_description_copy(pango_layout_get_font_description(l.get())));
    if (bold) pango_font_description_set_weight(d.get(), PANGO_WEIGHT_BOLD);
    if (italic) pango_font_description_set_style(d.get(), PANGO_STYLE_ITALIC);
    pango_layout_set_font_description(l.get(), d.get());
    pango_layout_set_alignment(l.get(), align);
    drop_unused_soft_hyphens(l.get());
    return Layout(std::move(l));
  }

  static double height_of(const Layout& l) {
    PangoRectangle r;
    pango_layout_get_extents(l.get(), nullptr, &r);
    return r.height / kScale;
  }

  static void add(std::vector<Item>& out, const Layout& l, double space, const Color& color, double indent) {
    out.push_back(Item{height_of(l), space, [l, color, indent](cairo_t* cr, double x, double y) {
                         cairo_move_to(cr, x + indent, y);
                         set_color(cr, color);
                         pango_cairo_show_layout(cr, l.get());
                       }});
  }

  void list(std::vector<Item>& out, const AidSection& s, double first) {
    const double indent = 9 * k_;
    for (std::size_t i = 0; i < s.items.size(); ++i) {
      // A right-to-left item: text from the left edge, indented from the right, marker on the right.
      const bool rtl = runs_right_to_left(text_.markup(s.items[i]).text, rtl_);
      Layout body = layout(s.items[i], c_.font, 7, width_ - indent, false, false, PANGO_ALIGN_LEFT);
      if (rtl) align_right_to_left(body.get());
      const std::string number = s.numbered ? std::to_string(i + 1) + "." : "\u2022";
      Layout mark = layout(rtl ? "\u200F" + number : number, c_.font, 7, -1, s.numbered, false, PANGO_ALIGN_LEFT);
      PangoRectangle mr;
      pango_layout_get_extents(mark.get(), nullptr, &mr);
      const double mark_w = mr.width / kScale;
      const Color accent = c_.accent;
      const double body_x = rtl ? 0 : indent, rtl_mark_x = width_ - indent + 2.5;
      out.push_back(Item{height_of(body), i == 0 ? first : 1.2 * k_,
                         [body, mark, mark_w, indent, rtl, rtl_mark_x, body_x, accent](cairo_t* cr, double x, double y) {
                           cairo_move_to(cr, rtl ? x + rtl_mark_x : x + indent - 2.5 - mark_w, y);
                           set_color(cr, accent);
                           pango_cairo_show_layout(cr, mark.get());
                           cairo_move_to(cr, x + body_x, y);
                           set_color(cr, kInk);
                           pango_cairo_show_layout(cr, body.get());
                         }});
    }
  }

  void table(std::vector<Item>& out, const AidSection& s, double first) {
    const std::size_t columns = s.rows.empty() ? 0 : s.rows.front().size();
    if (columns == 0) return;
    const double pad = 1.6 * k_, size = 6.5;
    std::vector<double> widths;
    if (!s.widths.empty() && s.widths.size() == columns) {
      const double sum = std::accumulate(s.widths.begin(), s.widths.end(), 0.0);
      for (double w : s.widths) widths.push_back(width_ * w / sum);
    } else {
      std::vector<double> min(columns, 0), natural(columns, 0);
      for (std::size_t r = 0; r < s.rows.size(); ++r)
        for (std::size_t c = 0; c < columns && c < s.rows[r].size(); ++c) {
          const bool bold = r == 0 && s.header;
          Layout one = layout(s.rows[r][c], c_.font, size, -1, bold, false, PANGO_ALIGN_LEFT);
          PangoRectangle e;
          pango_layout_get_extents(one.get(), nullptr, &e);
          natural[c] = std::max(natural[c], e.width / kScale + 2 * pad);
          Layout narrow = layout(s.rows[r][c], c_.font, size, 1, bold, false, PANGO_ALIGN_LEFT);
          const PangoLayoutIterPtr it(pango_layout_get_iter(narrow.get()));
          do {
            PangoRectangle line;
            pango_layout_iter_get_line_extents(it.get(), nullptr, &line);
            min[c] = std::max(min[c], line.width / kScale + 2 * pad);
          } while (pango_layout_iter_next_line(it.get()));
        }
      widths = column_widths(min, natural, width_);
    }
    for (std::size_t r = 0; r < s.rows.size(); ++r) {
      const bool head = r == 0 && s.header;
      std::vector<Layout> cells;
      double h = 0;
      for (std::size_t c = 0; c < columns; ++c) {
        const std::string& cell = c < s.rows[r].size() ? s.rows[r][c] : std::string();
        Layout l = layout(cell, c_.font, size, widths[c] - 2 * pad, head || (c == 0 && !head && columns > 2), false,
                          PANGO_ALIGN_LEFT);
        if (rtl_ && runs_right_to_left(text_.markup(cell).text, true)) align_right_to_left(l.get());
        h = std::max(h, height_of(l));
        cells.push_back(l);
      }
      h += 2 * pad;
      const bool shaded = !head && r % 2 == (s.header ? 0 : 1);
      const Color accent = c_.accent;
      const Color fill{std::min(1.0, c_.background.r + 0.06), std::min(1.0, c_.background.g + 0.06),
                       std::min(1.0, c_.background.b + 0.08), 1, false};
      // rtl_: the first column on the right.
      const TableRow row{cells, widths, h, pad, head, shaded, rtl_, accent, fill, kInk};
      out.push_back(Item{h, r == 0 ? first : 0, [row, accent](cairo_t* cr, double x, double y) {
                           const double total = paint_table_row(cr, row, x, y);
                           if (!row.head) {
                             cairo_set_source_rgba(cr, accent.r, accent.g, accent.b, 0.35);
                             cairo_set_line_width(cr, 0.35);
                             cairo_move_to(cr, x, y + row.height);
                             cairo_line_to(cr, x + total, y + row.height);
                             cairo_stroke(cr);
                           }
                         }});
    }
  }

  const AidSpec& aid_;
  const ComponentSpec& c_;
  int player_;
  double width_;
  double k_;
  RichLayoutEngine& text_;
  bool rtl_;  // the aid's language is written right to left
};

// Type scales with the component: 1 on a poker card, larger on a page.
double base_scale(double width, double height) { return std::clamp(std::min(width, height) / mm_to_pt(63.5), 0.7, 2.2); }

double total_height(const std::vector<Item>& items) {
  double h = 0;
  for (std::size_t i = 0; i < items.size(); ++i) h += (i ? items[i].space_before : 0) + items[i].height;
  return h;
}

struct Content {
  double x, y, width, height;
};
Content content_box(double width, double height) {
  const double m = component_margin(width, height) + mm_to_pt(2.2);
  return Content{m, m, width - 2 * m, height - 2 * m};
}

}  // namespace

AidFit fit_aid(const AidSpec& aid, double width, double height, RichLayoutEngine& text) {
  const Content box = content_box(width, height);
  const double base = base_scale(width, height);
  auto used = [&](double scale) { return total_height(AidLayout(aid, 1, box.width, scale, base, text).items()); };
  AidFit fit;
  double lo = 0.4, hi = kMaxScale;
  if (used(hi) <= box.height) return AidFit{hi, 0};
  const double at_min = used(lo);
  if (at_min > box.height) return AidFit{lo, at_min - box.height};
  while (hi - lo > 0.01) {
    const double mid = (lo + hi) / 2;
    (used(mid) <= box.height ? lo : hi) = mid;
  }
  fit.scale = lo;
  return fit;
}

void paint_aid(cairo_t* cr, const AidSpec& aid, int player, double width, double height, RichLayoutEngine& text) {
  const ComponentSpec& c = aid.component;
  cairo_save(cr);
  const double bleed = mm_to_pt(3);  // past the trim, like a card's bleed; the sheet clips it
  set_color(cr, c.background);
  cairo_rectangle(cr, -bleed, -bleed, width + 2 * bleed, height + 2 * bleed);
  cairo_fill(cr);
  const double inset = mm_to_pt(1.8);
  cairo_rectangle(cr, inset, inset, width - 2 * inset, height - 2 * inset);
  set_color(cr, c.accent);
  cairo_set_line_width(cr, 0.9);
  cairo_stroke(cr);
  const Content box = content_box(width, height);
  const AidFit fit = fit_aid(aid, width, height, text);
  const std::vector<Item> items = AidLayout(aid, player, box.width, fit.scale, base_scale(width, height), text).items();
  // Centre the content vertically when it leaves room.
  double y = box.y + std::max(0.0, (box.height - total_height(items)) / 2);
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) y += items[i].space_before;
    items[i].paint(cr, box.x, y);
    y += items[i].height;
  }
  cairo_restore(cr);
}

}  // namespace dw
