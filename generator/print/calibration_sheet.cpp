// calibration_sheet: drawing the vernier-like scales and the instructions.
#include "print/calibration_sheet.hpp"

#include <pango/pangocairo.h>

#include <cstdio>
#include <stdexcept>

#include "print/margin_notes.hpp"
#include "print/pdf_document.hpp"
#include "print/pnp_sheet.hpp"
#include "print/sheet_words.hpp"
#include "render/c_handles.hpp"

namespace dw {

namespace {

constexpr double kLineLength = mm_to_pt(8);   // each side's line
constexpr double kOverlap = mm_to_pt(2);      // where front and back lines meet

void text_at(cairo_t* cr, PangoContext* pango, const std::string& family, double size, bool bold, double x, double y,
             const std::string& text, double width = -1, double align = 0) {
  const PangoLayoutPtr layout(pango_layout_new(pango));
  const PangoFontDescriptionPtr font(pango_font_description_new());
  pango_font_description_set_family(font.get(), family.c_str());
  pango_font_description_set_absolute_size(font.get(), size * PANGO_SCALE);
  if (bold) pango_font_description_set_weight(font.get(), PANGO_WEIGHT_BOLD);
  pango_layout_set_font_description(layout.get(), font.get());
  if (width > 0) {
    pango_layout_set_width(layout.get(), static_cast<int>(width * PANGO_SCALE));
    pango_layout_set_wrap(layout.get(), PANGO_WRAP_WORD);
  }
  pango_layout_set_markup(layout.get(), text.c_str(), -1);
  int w = 0, h = 0;
  pango_layout_get_size(layout.get(), &w, &h);
  cairo_move_to(cr, x - align * w / PANGO_SCALE, y - (align > 0 ? h / 2.0 / PANGO_SCALE : 0));
  pango_cairo_show_layout(cr, layout.get());
}

std::string reading(int k) {
  char text[16];
  const double v = CalibrationScale::correction_mm(k);
  std::snprintf(text, sizeof text, v > 0 ? "+%g" : "%g", v);
  return text;
}

void line(cairo_t* cr, double x0, double y0, double x1, double y1) {
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y1);
}

// The lines of one side. `front`: the front's lines end kOverlap past the scale's axis towards
// the back's; the back's start kOverlap before it on the other side.
void draw_scales(cairo_t* cr, const CalibrationGeometry& g, bool front) {
  cairo_save(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  cairo_set_line_width(cr, mm_to_pt(0.2));
  for (int k = -CalibrationScale::kPairs; k <= CalibrationScale::kPairs; ++k) {
    const double along = mm_to_pt(front ? CalibrationScale::front_line_mm(k) : CalibrationScale::back_line_mm(k));
    const double extra = k == 0 ? mm_to_pt(3) : 0;  // the zero pair is longer
    // X scale: vertical lines; front above the axis, back below.
    const double x = g.x_scale_x + along;
    if (front) line(cr, x, g.x_scale_y - kLineLength - extra, x, g.x_scale_y + kOverlap / 2);
    else line(cr, x, g.x_scale_y - kOverlap / 2, x, g.x_scale_y + kLineLength + extra);
    // Y scale: horizontal lines; front left of the axis, back right.
    const double y = g.y_scale_y + along;
    if (front) line(cr, g.y_scale_x - kLineLength - extra, y, g.y_scale_x + kOverlap / 2, y);
    else line(cr, g.y_scale_x - kOverlap / 2, y, g.y_scale_x + kLineLength + extra, y);
  }
  cairo_stroke(cr);
  cairo_restore(cr);
}

void draw_front(cairo_t* cr, PangoContext* pango, const std::string& family, const CalibrationGeometry& g,
                const std::string& edge) {
  const double margin = mm_to_pt(18), width = g.page.width - 2 * margin;
  cairo_set_source_rgb(cr, 0, 0, 0);
  text_at(cr, pango, family, 15, true, margin, mm_to_pt(14), "Duplex calibration: front");
  text_at(cr, pango, family, 8, false, margin, mm_to_pt(21),
          "1. Print both pages on one sheet, at actual size (100 %, no fit to page), turning on the " + edge +
              " edge, as you will print your cards. The 50 mm bar below should measure 50 mm.\n"
              "2. Hold the sheet against a window or a lamp with this side towards you. The lines printed on the "
              "back show through.\n"
              "3. On scale X, find the pair where the back's line carries on this side's line most exactly; the number "
              "above it is X. On scale Y, the number beside the best pair is Y. Between two equally good pairs, take "
              "the value halfway.\n"
              "4. Build with <b>deckwright build SET --back-offset X,Y</b>, or write <b>back_offset = [\"Xmm\", "
              "\"Ymm\"]</b> in the [print] table of set.toml. The backs then move by X to the right and Y down, as "
              "seen from this side. If no pair lines up, the printer is off by more than 4 mm.",
          width);
  draw_scales(cr, g, true);
  cairo_set_source_rgb(cr, 0, 0, 0);
  for (int k = -CalibrationScale::kPairs; k <= CalibrationScale::kPairs; ++k) {
    const double along = mm_to_pt(CalibrationScale::front_line_mm(k));
    text_at(cr, pango, family, k == 0 ? 8 : 6.5, k == 0, g.x_scale_x + along, g.x_scale_y - kLineLength - mm_to_pt(6),
            reading(k), -1, 0.5);
    text_at(cr, pango, family, k == 0 ? 8 : 6.5, k == 0, g.y_scale_x - kLineLength - mm_to_pt(7), g.y_scale_y + along,
            reading(k), -1, 0.5);
  }
  text_at(cr, pango, family, 10, true, g.x_scale_x - mm_to_pt(88), g.x_scale_y - mm_to_pt(20),
          "X (across, mm): this side's lines above, the back's below");
  text_at(cr, pango, family, 11, true, g.y_scale_x + mm_to_pt(14), g.y_scale_y - mm_to_pt(4),
          "Y (down, mm)\nthis side's lines on the left,\nthe back's on the right");
  const std::string bar_text = SheetWords{}.check_bar;  // the calibration sheet is English only
  const SizePt bar = check_bar_size(pango, family, bar_text);
  draw_check_bar(cr, pango, family, bar_text,
                 MarginBox{g.y_scale_x + mm_to_pt(14), g.y_scale_y + mm_to_pt(30), bar.width, bar.height, true});
}

void draw_back(cairo_t* cr, PangoContext* pango, const std::string& family, const CalibrationGeometry& g,
               MirrorAxis axis) {
  // Drawn as seen from the front, then mirrored onto the back page as the paper's turn demands.
  cairo_save(cr);
  cairo_matrix_t mirror;
  if (axis == MirrorAxis::vertical) cairo_matrix_init(&mirror, -1, 0, 0, 1, g.page.width, 0);
  else cairo_matrix_init(&mirror, 1, 0, 0, -1, 0, g.page.height);
  cairo_transform(cr, &mirror);
  draw_scales(cr, g, false);
  cairo_set_source_rgb(cr, 0.3, 0.3, 0.3);
  text_at(cr, pango, family, 9, false, g.x_scale_x, g.x_scale_y + kLineLength + mm_to_pt(8),
          "the back's lines (seen through the paper)", -1, 0.5);
  cairo_restore(cr);
  cairo_set_source_rgb(cr, 0, 0, 0);
  const double margin = mm_to_pt(18);
  text_at(cr, pango, family, 15, true, margin, mm_to_pt(14), "Duplex calibration: back");
  text_at(cr, pango, family, 9, false, margin, mm_to_pt(23),
          "This is the back. Turn the sheet over and look through it from the front, against the light.",
          g.page.width - 2 * margin);
}

}  // namespace

CalibrationGeometry calibration_geometry(const std::string& paper) {
  const auto page = named_paper_size(paper);
  if (!page) throw std::invalid_argument("unknown paper '" + paper + "'");
  CalibrationGeometry g;
  g.page = *page;
  const double cx = page->width / 2, cy = page->height / 2;
  g.x_scale_x = cx;
  g.x_scale_y = cy - mm_to_pt(58);
  g.y_scale_x = cx - mm_to_pt(40);
  g.y_scale_y = cy + mm_to_pt(40);
  return g;
}

void write_calibration_pdf(const std::string& paper, MirrorAxis axis, FontContext& fonts, const std::filesystem::path& pdf) {
  const CalibrationGeometry g = calibration_geometry(paper);
  const std::string family = caption_family(fonts);
  const std::string edge = axis == MirrorAxis::vertical ? "long" : "short";
  write_finished_pdf(pdf, g.page, "deckwright duplex calibration", [&](PdfWriter& out) {
    draw_front(out.context(), fonts.pango(), family, g, edge);
    out.end_page();
    draw_back(out.context(), fonts.pango(), family, g, axis);
    out.end_page();
    FinishOptions finish;
    finish.duplex_long_edge = axis == MirrorAxis::vertical;
    finish.duplex_short_edge = axis == MirrorAxis::horizontal;
    finish.pages = {PageInfo{"Calibration", "Front: this side towards you", 0}, PageInfo{"Calibration", "Back", 0}};
    return finish;
  });
}

}  // namespace dw
