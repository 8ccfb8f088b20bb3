// booklet_typesetter: pages from flowed units, the contents list, headers and folios.
#include "booklet/booklet_typesetter.hpp"

#include <pango/pangocairo.h>

#include "booklet/booklet_covers.hpp"
#include "booklet/flow.hpp"
#include "booklet/paginator.hpp"
#include "render/c_handles.hpp"
#include "render/paint_source.hpp"

namespace dw {

namespace {

constexpr double kScale = PANGO_SCALE;

template <typename Paint>
RecordedPage record(const BookletStyle& s, Paint paint) {
  cairo_rectangle_t extents{0, 0, s.page.width, s.page.height};
  CairoSurfacePtr surface(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
  {
    const CairoPtr cr(cairo_create(surface.get()));
    paint(cr.get());
  }
  return RecordedPage(std::move(surface));
}

// A short line of text in the heading font.
PangoLayoutPtr small_text(RichLayoutEngine& text, const BookletStyle& s, const RichText& content, double size) {
  PangoLayoutPtr layout = text.layout(content, s.heading_font, size, -1);
  pango_layout_set_ellipsize(layout.get(), PANGO_ELLIPSIZE_END);
  pango_layout_set_width(layout.get(), static_cast<int>(s.content_width() * 0.8 * kScale));
  return layout;
}

// The left edge of the last line, in layout coordinates (where alignment put it).
double last_line_left(PangoLayout* layout) {
  const PangoLayoutIterPtr it(pango_layout_get_iter(layout));
  while (pango_layout_iter_next_line(it.get())) {
  }
  PangoRectangle logical;
  pango_layout_iter_get_line_extents(it.get(), nullptr, &logical);
  return logical.x / kScale;
}

double last_line_baseline(PangoLayout* layout) {
  const PangoLayoutIterPtr it(pango_layout_get_iter(layout));
  while (pango_layout_iter_next_line(it.get())) {
  }
  const double baseline = pango_layout_iter_get_baseline(it.get()) / kScale;
  return baseline;
}

// The x at which to draw `layout` so that its text starts at `left` or, when `at_right`, ends at
// `right` (a right-to-left line sits at the right of the layout's width).
double outer_x(PangoLayout* layout, bool at_right, double left, double right) {
  PangoRectangle logical;
  pango_layout_get_extents(layout, nullptr, &logical);
  return at_right ? right - (logical.x + logical.width) / kScale : left - logical.x / kScale;
}

// Running header (unless `chapter` is null) and folio of body and contents pages, both on the
// page's outer side. Odd pages (recto: the right-hand pages of a left-to-right book, the
// left-hand pages of a right-to-left one) name the chapter, even pages the booklet.
void furniture(cairo_t* cr, const BookletStyle& s, RichLayoutEngine& text, int number, const RichText& title,
               const RichText* chapter) {
  const bool recto = number % 2 == 1, outer_right = s.right_hand(number);
  const double left = s.content_left(number), right = left + s.content_width();
  if (chapter) {
    const RichText& words = recto ? *chapter : title;
    const PangoLayoutPtr layout(small_text(text, s, words, 8.5));
    const double baseline = pango_layout_get_baseline(layout.get()) / kScale;
    cairo_move_to(cr, outer_x(layout.get(), outer_right, left, right), s.header_baseline - baseline);
    set_color(cr, s.muted);
    pango_cairo_show_layout(cr, layout.get());
    set_color(cr, s.rule);
    cairo_set_line_width(cr, 0.4);
    cairo_move_to(cr, left, s.header_baseline + 3);
    cairo_line_to(cr, right, s.header_baseline + 3);
    cairo_stroke(cr);
  }
  RichText folio;
  folio.append(std::to_string(number));
  const PangoLayoutPtr layout(small_text(text, s, folio, 9));
  const double baseline = pango_layout_get_baseline(layout.get()) / kScale;
  cairo_move_to(cr, outer_x(layout.get(), outer_right, left, right), s.footer_baseline - baseline);
  set_color(cr, s.accent);
  pango_cairo_show_layout(cr, layout.get());
}

// The units placed on one page, with the boxes of the quotes they sit in painted first.
void paint_units(cairo_t* cr, const BookletStyle& s, int number, const std::vector<FlowUnit>& units, const PageFlow& page) {
  const double left = s.content_left(number), top = s.top;
  const auto& pl = page.placements;
  for (std::size_t i = 0; i < pl.size();) {
    const FlowUnit& u = units[static_cast<std::size_t>(pl[i].item)];
    if (u.quote < 0) {
      ++i;
      continue;
    }
    std::size_t j = i;
    while (j + 1 < pl.size() && units[static_cast<std::size_t>(pl[j + 1].item)].quote == u.quote) ++j;
    const FlowUnit& last = units[static_cast<std::size_t>(pl[j].item)];
    const double y0 = top + pl[i].y, y1 = top + pl[j].y + last.item.height;
    set_color(cr, s.quote_fill);
    cairo_rectangle(cr, left + u.quote_left, y0, u.quote_right - u.quote_left, y1 - y0);
    cairo_fill(cr);
    set_color(cr, s.accent);
    const double bar = 2.2;
    cairo_rectangle(cr, left + (u.quote_bar_right ? u.quote_right - bar : u.quote_left), y0, bar, y1 - y0);
    cairo_fill(cr);
    i = j + 1;
  }
  for (const auto& p : pl) units[static_cast<std::size_t>(p.item)].paint(cr, left, top + p.y);
}

}  // namespace

void replay_page(cairo_t* cr, const RecordedPage& page) {
  cairo_save(cr);
  cairo_set_source_surface(cr, page.get(), 0, 0);
  cairo_paint(cr);
  cairo_restore(cr);
}

BookletTypesetter::BookletTypesetter(const BookletStyle& style, const BookletConfig& config, const std::string& set_version,
                                     RichLayoutEngine& text, FigureArt& art)
    : style_(style), config_(config), version_(set_version), text_(text), art_(art) {}

TypesetBooklet BookletTypesetter::typeset(const BookletDocument& doc) {
  const BookletStyle& s = style_;
  Flow flow(s, text_, art_);
  const std::vector<FlowUnit> body = flow.typeset(doc.blocks);
  std::vector<FlowItem> items;
  for (const auto& u : body) items.push_back(u.item);
  const std::vector<PageFlow> body_pages = paginate(items, s.content_height());

  // The contents list: chapters and sections, page numbers filled in once the body is placed.
  std::vector<std::size_t> listed;
  for (std::size_t i = 0; i < body.size(); ++i)
    if (body[i].heading_level == 1 || body[i].heading_level == 2) listed.push_back(i);
  auto numbers = std::make_shared<std::vector<int>>(listed.size(), 0);
  std::vector<FlowUnit> contents;
  if (config_.contents && !listed.empty()) {
    RichText title;
    title.append(config_.contents_title);
    Block heading;
    heading.kind = BlockKind::heading;
    heading.level = 1;
    heading.text = title;
    contents = flow.typeset({heading});
    for (std::size_t e = 0; e < listed.size(); ++e) {
      const FlowUnit& h = body[listed[e]];
      const bool chapter = h.heading_level == 1;
      const double indent = chapter ? 0 : 12, number_room = 26;
      // A right-to-left entry: title at the right (sections indented from the right), the dot
      // leader running left to the page number at the left edge.
      const bool rtl = flow.right_to_left(h.heading);
      LayoutRef layout = flow.body_layout(h.heading, s.content_width() - indent - number_room, s.body_size, chapter);
      if (rtl) align_right_to_left(layout.get());
      PangoRectangle logical;
      pango_layout_get_extents(layout.get(), nullptr, &logical);
      const int lines = pango_layout_get_line_count(layout.get());
      PangoRectangle last_line;
      pango_layout_line_get_extents(pango_layout_get_line_readonly(layout.get(), lines - 1), nullptr, &last_line);
      FlowUnit u;
      u.item.height = logical.height / kScale;
      u.item.space_before = chapter ? 6 : 1.5;
      const double last_baseline = last_line_baseline(layout.get());
      const double text_x = rtl ? number_room : indent;  // where the layout is drawn
      // Where the leader starts: after the title's last line, on its reading side.
      const double text_end = rtl ? number_room + last_line_left(layout.get()) : indent + last_line.width / kScale;
      const double width = s.content_width();
      const Color ink = chapter ? s.text : s.muted, dots = s.rule, accent = s.accent;
      RichLayoutEngine* engine = &text_;
      const std::string family = s.body_font;
      const double size = s.body_size;
      u.paint = [layout, numbers, e, rtl, text_x, width, text_end, last_baseline, ink, dots, accent, engine, family, size](
                    cairo_t* cr, double left, double top) {
        cairo_move_to(cr, left + text_x, top);
        set_color(cr, ink);
        pango_cairo_show_layout(cr, layout.get());
        RichText number;
        number.append(std::to_string((*numbers)[e]));
        const PangoLayoutPtr n(engine->layout(number, family, size, -1));
        int w = 0, nh = 0;
        pango_layout_get_size(n.get(), &w, &nh);
        const double nb = pango_layout_get_baseline(n.get()) / kScale;
        const double nx = rtl ? left : left + width - w / kScale;
        // Dotted leader from the end of the title to the number.
        const double dash[] = {0.1, 3.0};
        set_color(cr, dots);
        cairo_set_line_width(cr, 0.9);
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND);
        cairo_set_dash(cr, dash, 2, 0);
        if (rtl) {
          cairo_move_to(cr, left + text_end - 4, top + last_baseline);
          cairo_line_to(cr, nx + w / kScale + 4, top + last_baseline);
        } else {
          cairo_move_to(cr, left + text_end + 4, top + last_baseline);
          cairo_line_to(cr, nx - 4, top + last_baseline);
        }
        cairo_stroke(cr);
        cairo_set_dash(cr, nullptr, 0, 0);
        cairo_move_to(cr, nx, top + last_baseline - nb);
        set_color(cr, accent);
        pango_cairo_show_layout(cr, n.get());
      };
      contents.push_back(std::move(u));
    }
  }
  std::vector<FlowItem> contents_items;
  for (const auto& u : contents) contents_items.push_back(u.item);
  const std::vector<PageFlow> contents_pages = paginate(contents_items, s.content_height());

  const int first_body = 2 + static_cast<int>(contents_pages.size());
  std::vector<int> page_of(body.size(), 0);
  for (std::size_t p = 0; p < body_pages.size(); ++p)
    for (const auto& pl : body_pages[p].placements)
      if (!pl.repeated) page_of[static_cast<std::size_t>(pl.item)] = first_body + static_cast<int>(p);

  TypesetBooklet out;
  for (std::size_t e = 0; e < listed.size(); ++e) {
    (*numbers)[e] = page_of[listed[e]];
    out.contents.push_back(ContentsEntry{body[listed[e]].heading_level, body[listed[e]].heading.plain(), (*numbers)[e]});
  }
  out.contents_pages = static_cast<int>(contents_pages.size());
  out.body_pages = static_cast<int>(body_pages.size());

  ImageCache cover_images;
  const CoverContext cover{s, config_, version_, text_, cover_images};
  RichText title;
  title.append(config_.title);
  out.pages.push_back(record(s, [&](cairo_t* cr) { paint_front_cover(cr, cover); }));
  for (std::size_t p = 0; p < contents_pages.size(); ++p) {
    const int number = 2 + static_cast<int>(p);
    out.pages.push_back(record(s, [&](cairo_t* cr) {
      furniture(cr, s, text_, number, title, nullptr);
      paint_units(cr, s, number, contents, contents_pages[p]);
    }));
  }
  const RichText* chapter = nullptr;
  for (std::size_t p = 0; p < body_pages.size(); ++p) {
    const int number = first_body + static_cast<int>(p);
    const auto& placements = body_pages[p].placements;
    // No running header on a page that opens a chapter; otherwise the chapter in force at its top.
    const FlowUnit& first_unit = body[static_cast<std::size_t>(placements.front().item)];
    const bool opens_chapter = first_unit.heading_level == 1;
    const RichText* header = opens_chapter ? nullptr : (chapter ? chapter : &title);
    out.pages.push_back(record(s, [&](cairo_t* cr) {
      furniture(cr, s, text_, number, title, header);
      paint_units(cr, s, number, body, body_pages[p]);
    }));
    for (const auto& pl : placements)
      if (!pl.repeated && body[static_cast<std::size_t>(pl.item)].heading_level == 1) chapter = &body[static_cast<std::size_t>(pl.item)].heading;
  }
  out.pages.push_back(record(s, [&](cairo_t* cr) { paint_back_cover(cr, cover); }));
  return out;
}

}  // namespace dw
