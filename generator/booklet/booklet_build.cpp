// booklet_build: loading, checking, typesetting and writing a booklet.
#include "booklet/booklet_build.hpp"

#include <fstream>
#include <set>
#include <sstream>

#include "booklet/booklet_writer.hpp"
#include "booklet/figure_art.hpp"
#include "booklet/markdown_parser.hpp"
#include "model/set_layers.hpp"
#include "model/suggest.hpp"
#include "render/c_handles.hpp"
#include "render/rich_layout.hpp"
#include "support/io_failure.hpp"

namespace fs = std::filesystem;

namespace dw {

struct BookletBuild::Engines {
  RichLayoutEngine text;
  FigureArt art;
  Engines(const FontContext& fonts, const CardSet& set, CardRenderer* cards, Diagnostics& warnings)
      : text(fonts, layered_art_folders(set)), art(set, cards, warnings) {}
};

namespace {

void check_blocks(const std::vector<Block>& blocks, FigureArt& art, Diagnostics& out) {
  for (const auto& b : blocks) {
    for (const auto& f : b.figures) art.check(f, out);
    check_blocks(b.children, art, out);
    for (const auto& item : b.items) check_blocks(item, art, out);
  }
}

}  // namespace

BookletBuild::BookletBuild(const CardSet& set, CardRenderer* cards, const FontContext& fonts, Diagnostics& warnings)
    : set_(set), cards_(cards), fonts_(fonts), warnings_(warnings) {}

BookletBuild::~BookletBuild() = default;

bool BookletBuild::load(Diagnostics& problems) {
  config_ = load_booklet_config(set_, problems);
  if (!config_) return false;
  if (localizer_) localizer_->localize_config(*config_);
  engines_ = std::make_unique<Engines>(fonts_, set_, cards_, warnings_);
  engines_->text.set_language(language_);
  for (const auto& [family, where] : {std::pair{config_->body_font, config_->body_font_where},
                                      std::pair{config_->heading_font, config_->heading_font_where}}) {
    if (!fonts_.manifest().has_family(family))
      problems.error(where,
                     "unknown font family '" + family + "' for the booklet" +
                         did_you_mean(family, fonts_.manifest().family_names()),
                     "use a family listed in fonts/manifest.toml");
  }
  std::ifstream in(config_->source, std::ios::binary);
  if (!in) return true;  // the config loader reported the missing file
  std::ostringstream text;
  text << in.rdbuf();
  // Problems of the Markdown: those of a localised text are moved to where its words came from.
  Diagnostics found;
  check_document(localizer_ ? localizer_->localize_markdown(text.str()) : text.str(), found);
  for (Diagnostic d : found.items()) {
    relocate(d);
    problems.add(std::move(d));
  }
  if (config_->cover_art) {
    Figure cover;
    // Named from the folder of the set (or the base) whose [booklet] gave it.
    cover.src = fs::relative(*config_->cover_art, fs::weakly_canonical(config_->cover_art_dir)).string();
    cover.where = config_->where;
    engines_->art.check(cover, problems);
  }
  return true;
}

void BookletBuild::relocate(Diagnostic& diagnostic) {
  if (localizer_ && config_ && diagnostic.where.file == config_->source_display) localizer_->relocate(diagnostic);
}

void BookletBuild::check_document(const std::string& markdown, Diagnostics& problems) {
  document_ = parse_markdown(markdown, config_->source_display, problems, MarkupOptions{true, &language_.quotes});
  check_blocks(document_.blocks, engines_->art, problems);
  // Icons: each name must be an SVG or PNG of the set that can be read.
  std::set<std::string> reported;
  const CairoSurfacePtr scratch(cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nullptr));
  const CairoPtr cr(cairo_create(scratch.get()));
  ImageCache probe;
  for (const auto& use : document_.icons) {
    if (!reported.insert(use.name).second) continue;
    const auto file = engines_->text.icon_file(use.name);
    if (!file) {
      problems.error(use.where, "unknown icon ':" + use.name + ":'",
                     "add art/icons/" + use.name + ".svg (or art/" + use.name +
                         ".svg) to the set, or write \\: for a literal colon");
      continue;
    }
    try {
      probe.draw(cr.get(), *file, 0, 0, 10, 10);
    } catch (const std::runtime_error& e) {
      problems.error(use.where, std::string("unreadable icon: ") + e.what(),
                     "replace the file with a valid SVG or PNG");
    }
  }
}

BookletStyle BookletBuild::style(const std::string& paper) const {
  BookletStyle out = booklet_style(paper, *config_);
  out.rtl = language_.rtl;
  return out;
}

TypesetBooklet BookletBuild::typeset(const std::string& paper) {
  const BookletStyle style = this->style(paper);
  BookletTypesetter typesetter(style, *config_, set_.version, engines_->text, engines_->art);
  return typesetter.typeset(document_);
}

BookletOutput BookletBuild::write(const std::string& paper, DuplexFlip flip, const fs::path& dir) {
  const BookletStyle style = this->style(paper);
  BookletTypesetter typesetter(style, *config_, set_.version, engines_->text, engines_->art);
  const TypesetBooklet booklet = typesetter.typeset(document_);
  BookletOutput out;
  create_folder(dir);
  out.reading_order = dir / (set_.id + "-rules-" + style.page_name + ".pdf");
  out.imposed = dir / (set_.id + "-rules-" + paper + "-booklet" + (flip == DuplexFlip::long_edge ? "-long-edge" : "") + ".pdf");
  write_reading_order_pdf(booklet, style, config_->title, out.reading_order);
  out.sheets = write_imposed_pdf(booklet, style, config_->title, flip, out.imposed);
  out.pages = static_cast<int>(booklet.pages.size());
  out.contents = booklet.contents;
  return out;
}

}  // namespace dw
