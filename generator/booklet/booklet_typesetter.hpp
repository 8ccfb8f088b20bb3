// booklet_typesetter: a whole booklet as recorded pages: the cover (title, subtitle, art), the
// contents list, the body (flowed and paginated, with running header, folios and quote boxes)
// and the back cover. Each page is recorded once on a Cairo recording surface, so the reading
// order PDF and the imposed sheets replay the same vector drawing (text stays text).
#pragma once

#include <cairo.h>

#include <memory>
#include <string>
#include <vector>

#include "booklet/booklet_config.hpp"
#include "booklet/booklet_document.hpp"
#include "booklet/booklet_style.hpp"
#include "booklet/figure_art.hpp"
#include "render/rich_layout.hpp"

namespace dw {

using RecordedPage = std::shared_ptr<cairo_surface_t>;

struct ContentsEntry {
  int level = 1;
  std::string title;  // plain text
  int page = 0;       // 1-based page number
};

struct TypesetBooklet {
  std::vector<RecordedPage> pages;  // reading order, cover first, back cover last
  std::vector<ContentsEntry> contents;
  int contents_pages = 0;
  int body_pages = 0;
};

class BookletTypesetter {
 public:
  BookletTypesetter(const BookletStyle& style, const BookletConfig& config, const std::string& set_version,
                    RichLayoutEngine& text, FigureArt& art);
  TypesetBooklet typeset(const BookletDocument& doc);

 private:
  const BookletStyle& style_;
  const BookletConfig& config_;
  std::string version_;
  RichLayoutEngine& text_;
  FigureArt& art_;
};

// Replays a recorded page with its top-left at the current origin.
void replay_page(cairo_t* cr, const RecordedPage& page);

}  // namespace dw
