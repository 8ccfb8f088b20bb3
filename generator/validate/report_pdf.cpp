// report_pdf: page layout, text flow and the three kinds of plot.
#include "validate/report_pdf.hpp"

#include <pango/pangocairo.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

#include "pipeline/prepared_set.hpp"
#include "print/pdf_document.hpp"
#include "render/c_handles.hpp"
#include "render/font_context.hpp"
#include "validate/card_verdicts.hpp"
#include "support/io_failure.hpp"

namespace dw::validate {

namespace {

constexpr double kPageW = 595.28, kPageH = 841.89;  // A4 in pt
constexpr double kMargin = 42;
constexpr double kTextW = kPageW - 2 * kMargin;
constexpr const char* kFamily = "DejaVu Sans";

struct Rgb {
  double r, g, b;
};
constexpr Rgb kInk{0.12, 0.12, 0.14}, kGrey{0.55, 0.55, 0.58}, kLight{0.88, 0.88, 0.9}, kError{0.78, 0.12, 0.12},
    kWarning{0.85, 0.5, 0.05}, kNote{0.2, 0.4, 0.7}, kBar{0.25, 0.45, 0.65};

void colour(cairo_t* cr, Rgb c) { cairo_set_source_rgb(cr, c.r, c.g, c.b); }

std::string escape(const std::string& s) {
  const GCharPtr escaped(g_markup_escape_text(s.c_str(), -1));
  return escaped.get();
}

std::string fmt(const char* format, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

std::string pct(double x) { return fmt("%.1f%%", 100 * x); }

// A Pango layout for Pango markup `markup` at `size` pt, wrapped to `width` (0: no wrapping).
class Text {
 public:
  Text(const FontContext& fonts, const std::string& markup, double size, double width = 0)
      : layout_(pango_layout_new(fonts.pango())) {
    const PangoFontDescriptionPtr font(pango_font_description_new());
    pango_font_description_set_family(font.get(), kFamily);
    pango_font_description_set_absolute_size(font.get(), size * PANGO_SCALE);
    pango_layout_set_font_description(layout_.get(), font.get());
    if (width > 0) {
      pango_layout_set_width(layout_.get(), static_cast<int>(width * PANGO_SCALE));
      pango_layout_set_wrap(layout_.get(), PANGO_WRAP_WORD_CHAR);
    }
    pango_layout_set_markup(layout_.get(), markup.c_str(), -1);
  }
  Text(const Text&) = delete;
  Text& operator=(const Text&) = delete;
  double height() const {
    int w, h;
    pango_layout_get_size(layout_.get(), &w, &h);
    return h / static_cast<double>(PANGO_SCALE);
  }
  double width() const {
    int w, h;
    pango_layout_get_size(layout_.get(), &w, &h);
    return w / static_cast<double>(PANGO_SCALE);
  }
  void draw(cairo_t* cr, double x, double y, Rgb c = kInk) const {
    colour(cr, c);
    cairo_move_to(cr, x, y);
    pango_cairo_show_layout(cr, layout_.get());
  }

 private:
  PangoLayoutPtr layout_;
};

// One block of the findings pages: markup and size, laid out at full width.
struct Block {
  std::string markup;
  double size;
  double space_after;
};

std::vector<Block> finding_blocks(const Report& report) {
  std::vector<Block> out;
  out.push_back({"<b>Validation of " + escape(report.set_title.empty() ? report.set_id : report.set_title) + "</b>", 20, 6});
  out.push_back({escape("card set " + report.set_id + ", ruleset " + (report.ruleset.empty() ? "(none)" : report.ruleset) +
                        (report.options.empty() ? "" : ", options " + report.options) + ", run seed " +
                        std::to_string(report.seed)),
                 9, 4});
  out.push_back({escape(std::to_string(report.errors()) + " errors, " + std::to_string(report.warnings()) + " warnings, " +
                        std::to_string(count_findings(report.findings, Severity::note)) + " notes" +
                        (report.simulated ? ", " + std::to_string(report.lineups.size()) + " agent line-ups played"
                                          : "; no games were played")),
                 11, 14});
  if (report.findings.empty()) out.push_back({"Nothing to report: the static checks and the games found no problem.", 10, 8});
  for (const Finding& f : report.findings) {
    const char* hue = f.severity == Severity::error ? "#c01f1f" : f.severity == Severity::warning ? "#d98000" : "#3366b3";
    std::string m = "<span foreground='" + std::string(hue) + "'><b>" + severity_word(f.severity) + "</b></span> <b>" +
                    escape(f.category) + "</b>" + (f.card.empty() ? "" : "  card <b>" + escape(f.card) + "</b>") + "\n" +
                    escape(f.message);
    if (!f.where.file.empty() && f.where.line > 0)
      m += "\n<span foreground='#777777'>" + escape(f.where.file + ":" + std::to_string(f.where.line)) + "</span>";
    for (const auto& e : f.evidence) m += "\n• " + escape(e);
    if (!f.seeds.empty()) {
      std::string seeds;
      for (std::size_t i = 0; i < f.seeds.size() && i < 6; ++i) seeds += (i ? ", " : "") + std::to_string(f.seeds[i]);
      m += "\n• seeds: " + escape(seeds) + (f.seeds.size() > 6 ? ", ..." : "");
    }
    if (!f.hint.empty()) m += "\n<i>" + escape(f.hint) + "</i>";
    out.push_back({m, 9, 9});
  }
  return out;
}

// Pages of blocks: indices of the first block of each page.
std::vector<std::size_t> paginate(const FontContext& fonts, const std::vector<Block>& blocks) {
  std::vector<std::size_t> starts{0};
  double y = kMargin;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const double h = Text(fonts, blocks[i].markup, blocks[i].size, kTextW).height() + blocks[i].space_after;
    if (y + h > kPageH - kMargin && i != starts.back()) {
      starts.push_back(i);
      y = kMargin;
    }
    y += h;
  }
  return starts;
}

void draw_blocks(cairo_t* cr, const FontContext& fonts, const std::vector<Block>& blocks, std::size_t from, std::size_t to) {
  double y = kMargin;
  for (std::size_t i = from; i < to; ++i) {
    const Text t(fonts, blocks[i].markup, blocks[i].size, kTextW);
    t.draw(cr, kMargin, y);
    y += t.height() + blocks[i].space_after;
  }
}

void line(cairo_t* cr, double x0, double y0, double x1, double y1, Rgb c, double width) {
  colour(cr, c);
  cairo_set_line_width(cr, width);
  cairo_move_to(cr, x0, y0);
  cairo_line_to(cr, x1, y1);
  cairo_stroke(cr);
}

// A horizontal axis from 0 to `tenths` x 10% at the bottom of a plot area, a tick every 10%,
// labelled every 10% up to 50% and every 20% beyond.
void percent_axis(cairo_t* cr, const FontContext& fonts, double x, double y, double w, int tenths = 10) {
  line(cr, x, y, x + w, y, kInk, 0.6);
  for (int k = 0; k <= tenths; ++k) {
    const double tx = x + w * k / tenths;
    line(cr, tx, y, tx, y + 3, kInk, 0.6);
    if (tenths <= 5 || k % 2 == 0) {
      const Text t(fonts, std::to_string(10 * k) + "%", 7);
      t.draw(cr, tx - t.width() / 2, y + 4);
    }
  }
}

// Seat win rates: a bar per seat with its interval, and the fair share as a dashed line.
double draw_seats(cairo_t* cr, const FontContext& fonts, const LineupStats& s, double y) {
  Text(fonts, "<b>Win rate by seat</b> (seat 0 plays first; bars: 95% Wilson interval; dashed: fair share)", 10).draw(cr, kMargin, y);
  y += 18;
  if (std::all_of(s.seats.begin(), s.seats.end(), [](const RateWithInterval& r) { return r.of == 0; })) {
    const Text none(fonts, "No game of this line-up had a sole winner, so no seat won any.", 9, kTextW);
    none.draw(cr, kMargin, y);
    return y + none.height() + 16;
  }
  const double label_w = 60, plot_w = kTextW - label_w - 10, row = 16;
  const double top = y;
  for (std::size_t seat = 0; seat < s.seats.size(); ++seat) {
    const RateWithInterval& r = s.seats[seat];
    const double ry = y + seat * row;
    Text(fonts, "seat " + std::to_string(seat), 8).draw(cr, kMargin, ry + 2);
    colour(cr, kBar);
    cairo_rectangle(cr, kMargin + label_w, ry + 3, plot_w * r.rate, row - 6);
    cairo_fill(cr);
    line(cr, kMargin + label_w + plot_w * r.interval.low, ry + row / 2, kMargin + label_w + plot_w * r.interval.high, ry + row / 2,
         kInk, 1);
    Text(fonts, pct(r.rate), 7).draw(cr, kMargin + label_w + plot_w * r.interval.high + 4, ry + 3);
  }
  const double bottom = y + s.seats.size() * row;
  const double fair = kMargin + label_w + plot_w / std::max(1, s.players);
  cairo_save(cr);
  const double dash[] = {3, 2};
  cairo_set_dash(cr, dash, 2, 0);
  line(cr, fair, top, fair, bottom, kError, 0.8);
  cairo_restore(cr);
  percent_axis(cr, fonts, kMargin + label_w, bottom + 2, plot_w);
  return bottom + 26;
}

// Game lengths: a histogram of player decisions per game in up to 40 bins.
double draw_lengths(cairo_t* cr, const FontContext& fonts, const LineupStats& s, double y) {
  const LengthStats& L = s.length;
  Text(fonts, "<b>Game length</b> (player decisions per game: mean " + fmt("%.1f", L.mean) + ", median " +
                  std::to_string(L.median) + ", 90% under " + std::to_string(L.p90) + ")",
       10)
      .draw(cr, kMargin, y);
  y += 18;
  const double h = 150, x0 = kMargin + 30, w = kTextW - 30;
  if (L.histogram.empty()) return y + 10;
  // At least five values wide, so a single length stands as one bar among empty neighbours.
  const int widen = std::max(0, 4 - (L.max - L.min));
  const int lo = std::max(0, L.min - widen / 2), hi = std::max(L.max + (widen + 1) / 2, lo + 4);
  const int bins = std::min(40, hi - lo + 1);
  const double span = static_cast<double>(hi - lo + 1) / bins;
  std::vector<int> counts(static_cast<std::size_t>(bins), 0);
  for (const auto& [len, n] : L.histogram)
    counts[static_cast<std::size_t>(std::min(bins - 1, static_cast<int>((len - lo) / span)))] += n;
  const int most = std::max(1, *std::max_element(counts.begin(), counts.end()));
  for (int b = 0; b < bins; ++b) {
    const double bh = h * counts[static_cast<std::size_t>(b)] / most;
    colour(cr, kBar);
    cairo_rectangle(cr, x0 + w * b / bins + 0.5, y + h - bh, w / bins - 1, bh);
    cairo_fill(cr);
  }
  line(cr, x0, y + h, x0 + w, y + h, kInk, 0.6);
  line(cr, x0, y, x0, y + h, kInk, 0.6);
  const Text top(fonts, std::to_string(most), 7);
  top.draw(cr, x0 - top.width() - 3, y - 3);
  Text(fonts, "0", 7).draw(cr, x0 - 8, y + h - 8);
  // Five lengths along the axis, each under the middle of its own place.
  int last = -1;
  for (int k = 0; k <= 4; ++k) {
    const int value = lo + static_cast<int>(std::lround((hi - lo) * k / 4.0));
    if (value == last) continue;
    last = value;
    const Text t(fonts, std::to_string(value), 7);
    t.draw(cr, x0 + w * (value - lo + 0.5) / (hi - lo + 1) - t.width() / 2, y + h + 3);
  }
  return y + h + 24;
}

double draw_lineup_text(cairo_t* cr, const FontContext& fonts, const LineupStats& s, std::size_t l, double y) {
  const Text title(fonts, "<b>Line-up " + std::to_string(l + 1) + ": " + escape(s.label) + "</b>", 15);
  title.draw(cr, kMargin, y);
  y += title.height() + 4;
  std::string agents;
  for (std::size_t a = 0; a < s.agents.size(); ++a)
    agents += (a ? ", " : "") + s.agents[a] + " " + (a < s.agents_won.size() ? pct(s.agents_won[a].rate) : "");
  const std::string body = std::to_string(s.games) + " games, seats rotated every game. Completed (a sole winner) " +
                           pct(s.completed.rate) + ", drawn or shared " + pct(s.shared.rate) + ", stopped at the length cap " +
                           pct(s.timeouts.rate) + ", crashes " + std::to_string(s.crashes) + ". Agents' win rates: " + agents +
                           ". " + fmt("%.1f", s.decisions_per_game) + " decisions per game, " +
                           pct(s.multi_option_share) + " of them with more than one legal action.";
  // The design metrics, each with its 95% interval.
  const auto mean_text = [&](const MeanWithInterval& m, const char* format) {
    return fmt(format, m.mean) + " (95% CI " + fmt(format, m.interval.low) + " to " + fmt(format, m.interval.high) + ")";
  };
  const DesignMetrics& d = s.design;
  const std::string design =
      " Design metrics: first player wins " + pct(d.first_player.rate) + " of the decided games (95% CI " +
      pct(d.first_player.interval.low) + " to " + pct(d.first_player.interval.high) + "); decisiveness (share of a game after " +
      "which the eventual winner leads for good by the ruleset's heuristic) " + mean_text(d.decisiveness, "%.2f") +
      "; lead changes per game " + mean_text(d.lead_changes, "%.1f") + "; length quartiles " + std::to_string(s.length.p25) +
      ", " + std::to_string(s.length.median) + ", " + std::to_string(s.length.p75) + " decisions.";
  std::string skill;
  const bool has_random = std::any_of(s.agents.begin(), s.agents.end(), [](const std::string& a) { return player_strength({a}) == 0; });
  for (std::size_t a = 0; a < s.agents.size() && a < s.agents_won.size() && has_random; ++a)
    if (player_strength({s.agents[a]}) == 2)
      skill += " Skill depth: " + s.agents[a] + " wins " + pct(s.agents_won[a].rate) + " of the games against random play (95% CI " +
               pct(s.agents_won[a].interval.low) + " to " + pct(s.agents_won[a].interval.high) + ").";
  const Text t(fonts, escape(body + design + skill), 9, kTextW);
  t.draw(cr, kMargin, y);
  return y + t.height() + 16;
}

// Per card: the win rate with it drawn (dot) and without (ring), each with its interval.
void draw_cards(cairo_t* cr, const FontContext& fonts, const LineupStats& s, std::size_t l) {
  double y = kMargin;
  const Text title(fonts, "<b>Line-up " + std::to_string(l + 1) + ": win rate by card</b>", 13);
  title.draw(cr, kMargin, y);
  y += title.height() + 2;
  Text(fonts, "● win rate of players who drew the card   ○ of those who did not   bars: 95% Wilson interval   "
              "right: the difference in points, less the mean of every card's (" +
                  std::string(s.mean_improvement >= 0 ? "+" : "") + fmt("%.1f", 100 * s.mean_improvement) +
                  ")   red: flagged (Benjamini-Hochberg q &lt; 0.05)   grey: too few games or tied to one seat",
       7, kTextW)
      .draw(cr, kMargin, y, kGrey);
  y += 22;
  // The axis runs from 0 to the next 10% above every interval, so four players' rates near 25%
  // are not crowded into a quarter of the width.
  double highest = 1.0 / std::max(1, s.players);
  for (const CardStats& cs : s.cards)
    for (const RateWithInterval* r : {&cs.seen, &cs.unseen})
      if (r->of > 0) highest = std::max(highest, r->interval.high);
  const int tenths = std::clamp(static_cast<int>(std::ceil(highest * 10 + 1e-9)), 2, 10);
  const double label_w = 130, plot_x = kMargin + label_w, plot_w = (kTextW - label_w - 40) * 10.0 / tenths;
  const double axis_w = kTextW - label_w - 40;
  const double available = kPageH - kMargin - 24 - y;
  const double row = std::min(14.0, available / std::max<std::size_t>(1, s.cards.size()));
  const double font = std::min(8.0, row * 0.7);
  const double top = y;
  for (std::size_t c = 0; c < s.cards.size(); ++c) {
    const CardStats& cs = s.cards[c];
    const double cy = y + c * row + row / 2;
    if (c % 2 == 0) {
      colour(cr, Rgb{0.96, 0.96, 0.97});
      cairo_rectangle(cr, kMargin, cy - row / 2, kTextW, row);
      cairo_fill(cr);
    }
    const bool flagged = cs.comparable && cs.q < 0.05;
    const Rgb ink = !cs.comparable ? kGrey : flagged ? kError : kInk;
    const Text label(fonts, escape(cs.card), font);
    label.draw(cr, kMargin + 2, cy - label.height() / 2, ink);
    const auto dot = [&](const RateWithInterval& r, bool filled) {
      if (r.of == 0) return;
      line(cr, plot_x + plot_w * r.interval.low, cy, plot_x + plot_w * r.interval.high, cy, ink, 0.7);
      colour(cr, filled ? ink : Rgb{1, 1, 1});
      cairo_arc(cr, plot_x + plot_w * r.rate, cy, std::min(2.6, row / 3), 0, 2 * M_PI);
      cairo_fill_preserve(cr);
      colour(cr, ink);
      cairo_set_line_width(cr, 0.7);
      cairo_stroke(cr);
    };
    dot(cs.unseen, false);
    dot(cs.seen, true);
    if (cs.comparable) {
      const Text diff(fonts, (cs.relative >= 0 ? "+" : "") + fmt("%.1f", 100 * cs.relative), font * 0.9);
      diff.draw(cr, plot_x + axis_w + 6, cy - diff.height() / 2, ink);
    }
  }
  const double bottom = y + s.cards.size() * row;
  const double fair = plot_x + plot_w / std::max(1, s.players);
  cairo_save(cr);
  const double dash[] = {3, 2};
  cairo_set_dash(cr, dash, 2, 0);
  line(cr, fair, top, fair, bottom, kLight, 0.8);
  cairo_restore(cr);
  percent_axis(cr, fonts, plot_x, bottom + 2, axis_w, tenths);
}

}  // namespace

void write_report_pdf(const Report& report, const std::filesystem::path& home, const std::filesystem::path& pdf) {
  FontContext fonts(project_font_manifest(home));
  const std::vector<Block> blocks = finding_blocks(report);
  std::vector<std::size_t> starts = paginate(fonts, blocks);
  const int finding_pages = static_cast<int>(starts.size());
  starts.push_back(blocks.size());
  const int pages = finding_pages + 2 * static_cast<int>(report.lineups.size());
  if (!pdf.parent_path().empty()) create_folder(pdf.parent_path());
  PdfDocumentOptions options;
  options.title = "Validation of " + report.set_id;
  write_pdf_document(
      pdf, SizePt{kPageW, kPageH}, pages,
      [&](cairo_t* cr, int page) {
        colour(cr, Rgb{1, 1, 1});
        cairo_paint(cr);
        if (page < finding_pages) {
          draw_blocks(cr, fonts, blocks, starts[static_cast<std::size_t>(page)], starts[static_cast<std::size_t>(page) + 1]);
        } else {
          const std::size_t l = static_cast<std::size_t>((page - finding_pages) / 2);
          const LineupStats& s = report.lineups[l];
          if ((page - finding_pages) % 2 == 0) {
            double y = draw_lineup_text(cr, fonts, s, l, kMargin);
            y = draw_seats(cr, fonts, s, y);
            draw_lengths(cr, fonts, s, y);
          } else {
            draw_cards(cr, fonts, s, l);
          }
        }
        const Text folio(fonts, escape(report.set_id) + " validation · page " + std::to_string(page + 1) + " of " +
                                    std::to_string(pages),
                         7);
        folio.draw(cr, kPageW - kMargin - folio.width(), kPageH - 24, kGrey);
      },
      options);
}

}  // namespace dw::validate
