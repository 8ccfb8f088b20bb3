// extras_build: checks and PDFs for trackers and aids.
#include "trackers/extras_build.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>

#include "model/set_layers.hpp"
#include "model/suggest.hpp"
#include "render/c_handles.hpp"
#include "render/rich_layout.hpp"
#include "trackers/aid_painter.hpp"
#include "trackers/tracker_painter.hpp"
#include "support/io_failure.hpp"

namespace fs = std::filesystem;

namespace dw {

namespace {

void check_fonts(const ComponentSpec& c, const FontContext& fonts, Diagnostics& out) {
  for (const std::string& family : {c.font, c.heading_font})
    if (!fonts.manifest().has_family(family))
      out.error(c.where,
                "unknown font family '" + family + "' in '" + c.id + "'" +
                    did_you_mean(family, fonts.manifest().family_names()),
                "use a family listed in fonts/manifest.toml");
}

void check_icons(const std::string& markup, const SourcePos& where, RichLayoutEngine& text, Diagnostics& out) {
  for (const auto& icon : parse_rich_markup(markup).icons)
    if (!text.icon_file(icon.name))
      out.error(
          where, "unknown icon ':" + icon.name + ":'",
          "add art/icons/" + icon.name + ".svg (or art/" + icon.name + ".svg) to the set, or write \\: for a colon");
}

// The boxes a component is drawn in: its card size, or a band of an A4 and of a Letter page.
std::vector<SizePt> boxes_of(const ComponentSpec& c) {
  if (c.print == PrintAs::cards) return {c.size};
  std::vector<SizePt> out;
  for (const char* paper : {"a4", "letter"}) {
    const Band b = page_bands(*named_paper_size(paper), c.players).front();
    out.push_back(SizePt{b.width, b.height});
  }
  return out;
}

}  // namespace

ExtrasBuild::ExtrasBuild(const CardSet& set, const FontContext& fonts) : set_(set), fonts_(fonts) {}
ExtrasBuild::~ExtrasBuild() = default;

void ExtrasBuild::load(Diagnostics& problems, Diagnostics& warnings) {
  text_ = std::make_unique<RichLayoutEngine>(fonts_, layered_art_folders(set_));
  text_->set_language(language_);
  trackers_ = load_trackers(set_, problems);
  aids_ = load_aids(set_, problems);
  if (localizer_) localizer_->localize_extras(trackers_, aids_);
  for (const auto& t : trackers_) {
    check_fonts(t.component, fonts_, problems);
    for (const auto* s : {&t.component.title, &t.component.subtitle, &t.component.note}) check_icons(*s, t.component.where, *text_, problems);
    for (const auto& l : t.labels) check_icons(l.text, l.where, *text_, problems);
    Diagnostics geometry;
    for (const SizePt& box : boxes_of(t.component)) check_tracker_fits(t, box.width, box.height, geometry);
    if (geometry.size()) problems.add(geometry.items().front());  // one report, whichever paper fails
  }
  for (const auto& a : aids_) {
    check_fonts(a.component, fonts_, problems);
    for (const auto* s : {&a.component.title, &a.component.subtitle, &a.component.note}) check_icons(*s, a.component.where, *text_, problems);
    for (const auto& s : a.sections) {
      check_icons(s.heading, s.where, *text_, problems);
      check_icons(s.text, s.where, *text_, problems);
      for (const auto& item : s.items) check_icons(item, s.where, *text_, problems);
      for (const auto& row : s.rows)
        for (const auto& cell : row) check_icons(cell, s.where, *text_, problems);
    }
  }
  if (problems.has_errors()) return;
  for (const auto& a : aids_) {
    for (const SizePt& box : boxes_of(a.component)) {
      const AidFit fit = fit_aid(a, box.width, box.height, *text_);
      if (fit.overflow <= 0) continue;
      char amount[32];
      std::snprintf(amount, sizeof amount, "%.1f", pt_to_mm(fit.overflow));
      warnings.warning(a.component.where,
                       "aid '" + a.component.id + "' overflows its " +
                           (a.component.print == PrintAs::cards ? "card" : "page") + " by " + amount +
                           " mm even at 40 % size",
                       "shorten its text, use a larger size or print = \"page\"");
      break;
    }
  }
}

std::vector<Component> ExtrasBuild::components() const {
  std::vector<Component> out;
  for (const auto& t : trackers_)
    out.push_back(Component{t.component.id, t.component.print, t.component.size, t.component.players,
                            [this, &t](cairo_t* cr, int copy, double w, double h) { paint_tracker(cr, t, copy, w, h, *text_); }});
  for (const auto& a : aids_)
    out.push_back(Component{a.component.id, a.component.print, a.component.size, a.component.players,
                            [this, &a](cairo_t* cr, int copy, double w, double h) { paint_aid(cr, a, copy, w, h, *text_); }});
  return out;
}

namespace {

// A card-size component with the deck's trim as it stands.
bool upright_deck_size(const Component& c, SizePt deck_card) { return c.print == PrintAs::cards && c.size == deck_card; }

// A card-size component with the deck's trim on its side (a landscape aid beside portrait cards).
bool turned_deck_size(const Component& c, SizePt deck_card) {
  return c.print == PrintAs::cards && deck_card.width != deck_card.height &&
         c.size == SizePt{deck_card.height, deck_card.width};
}

// The component on its side drawn in the deck's slot: upright into a recording of its own size,
// then replayed a quarter turn anticlockwise (its top along the slot's left edge), as cards on
// their side are drawn (librsvg cannot draw an SVG with group opacity under a quarter turn). On a
// sheet whose slots lie on their side (turned clockwise, as Letter's poker sheet) the two turns
// cancel and the piece prints upright. A piece has no back, so nothing on the backs page turns.
Component turned_into(Component c, SizePt deck_card) {
  c.size = deck_card;
  c.draw = [draw = std::move(c.draw)](cairo_t* cr, int copy, double width, double height) {
    // The slot is width x height; the piece, on its side in it, is height wide and width tall.
    const cairo_rectangle_t extents{0, 0, height, width};
    const CairoSurfacePtr recording(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents));
    {
      const CairoPtr upright(cairo_create(recording.get()));
      draw(upright.get(), copy, height, width);
    }
    cairo_save(cr);
    cairo_translate(cr, 0, height);
    cairo_rotate(cr, -M_PI / 2);
    cairo_set_source_surface(cr, recording.get(), 0, 0);
    cairo_paint(cr);
    cairo_restore(cr);
  };
  return c;
}

// Copies `first` to `first + count - 1` (1-based) of a component, as a component of its own.
Component some_copies(const Component& c, int first, int count) {
  Component part = c;
  part.copies = count;
  if (first > 1)
    part.draw = [draw = c.draw, skip = first - 1](cairo_t* cr, int copy, double w, double h) { draw(cr, copy + skip, w, h); };
  return part;
}

}  // namespace

std::vector<Component> ExtrasBuild::deck_sized(SizePt deck_card, int turned) const {
  std::vector<Component> out;
  for (Component& c : components())
    if (upright_deck_size(c, deck_card)) out.push_back(std::move(c));
  for (const Component& c : components()) {
    if (turned <= 0) break;
    if (!turned_deck_size(c, deck_card)) continue;
    const int taken = std::min(turned, c.copies);
    out.push_back(turned_into(some_copies(c, 1, taken), deck_card));
    turned -= taken;
  }
  return out;
}

int ExtrasBuild::turned_copies(SizePt deck_card) const {
  int copies = 0;
  for (const Component& c : components())
    if (turned_deck_size(c, deck_card)) copies += c.copies;
  return copies;
}

std::vector<ExtrasOutput> ExtrasBuild::write_shared(const std::string& paper, const fs::path& dir, SizePt deck_card,
                                                    int turned) {
  std::vector<Component> rest;
  for (Component& c : components()) {
    if (upright_deck_size(c, deck_card)) continue;
    if (turned_deck_size(c, deck_card) && turned > 0) {
      const int taken = std::min(turned, c.copies);
      turned -= taken;
      if (taken < c.copies) rest.push_back(some_copies(c, taken + 1, c.copies - taken));
      continue;
    }
    rest.push_back(std::move(c));
  }
  if (rest.empty()) return {};
  fs::create_directories(dir);
  const fs::path pdf = dir / (set_.id + "-extras-" + paper + ".pdf");
  return {ExtrasOutput{pdf, write_component_sheets(rest, paper, pdf, document_title(words_.extras_title, set_.title))}};
}

std::vector<ExtrasOutput> ExtrasBuild::write(const std::string& paper, const fs::path& dir) {
  std::vector<ExtrasOutput> out;
  create_folder(dir);
  if (!trackers_.empty()) {
    std::vector<Component> components;
    for (const auto& t : trackers_)
      components.push_back(Component{t.component.id, t.component.print, t.component.size, t.component.players,
                                     [this, &t](cairo_t* cr, int copy, double w, double h) { paint_tracker(cr, t, copy, w, h, *text_); }});
    const fs::path pdf = dir / (set_.id + "-trackers-" + paper + ".pdf");
    out.push_back(ExtrasOutput{pdf, write_component_sheets(components, paper, pdf,
                                                              document_title(words_.trackers_title, set_.title))});
  }
  if (!aids_.empty()) {
    std::vector<Component> components;
    for (const auto& a : aids_)
      components.push_back(Component{a.component.id, a.component.print, a.component.size, a.component.players,
                                     [this, &a](cairo_t* cr, int copy, double w, double h) { paint_aid(cr, a, copy, w, h, *text_); }});
    const fs::path pdf = dir / (set_.id + "-aids-" + paper + ".pdf");
    out.push_back(ExtrasOutput{pdf, write_component_sheets(components, paper, pdf,
                                                              document_title(words_.aids_title, set_.title))});
  }
  return out;
}

}  // namespace dw
