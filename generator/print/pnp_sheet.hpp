// pnp_sheet: the home print-and-play PDF: pages of cards laid out by a sheet layout, crop marks in
// the margins, a check bar and caption, and the backs placed as the back mode says (each fronts
// page followed by its mirrored backs page for duplex, all backs after all fronts, fold sheets,
// or none); back pages corrected by the back alignment and given their own bleed. Every page is
// named in the page plan (labels and bookmarks "Fronts", "Backs", "Fold sheets"). The words come
// from PnpOptions::words (sheet_words), so a locale build prints them translated. Vector throughout.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "print/back_alignment.hpp"
#include "print/back_mode.hpp"
#include "print/crop_marks.hpp"
#include "print/sheet_layout.hpp"
#include "print/sheet_words.hpp"
#include "render/card_renderer.hpp"
#include "render/font_context.hpp"
#include "render/thread_renderers.hpp"
#include "support/job_pool.hpp"

namespace dw {

// A card-size piece that is not a card (a tracker, a player aid) placed in the slots after the
// deck's cards: its front drawn with the origin at its trim's top-left in a width x height box,
// clipped to the trim; it has no back, so its back slot stays blank.
struct SheetPiece {
  std::string name;
  std::function<void(cairo_t*, double width, double height)> draw;
};

struct PnpStats {
  int sheets = 0;  // front pages (fold: pages)
  int cards = 0;   // physical cards placed
  int pieces = 0;  // SheetPieces placed after the cards
  int pages = 0;   // pages in the PDF
};

struct PnpOptions {
  BackMode backs = BackMode::duplex_long;
  BackAlignment alignment;
  double back_bleed = -1;  // pt; below 0: as the fronts
  double printer_margin = kPrinterMargin;  // pt: no mark, caption or check bar nearer the paper's edge
  std::string caption;     // "<title> <version>", the start of every page's caption
  SheetWords words;        // the words on the sheets and in the outline, in the build's language
  std::vector<SheetPiece> pieces;  // card-size extras filling the slots after the cards, in order
  // Once written, the joined document is left to the process exit (support/left_to_exit.hpp)
  // instead of freed on the pool: for the last output of a process that exits after it.
  bool document_left_to_exit = false;
};

// The physical cards of the set in order: each card repeated `count` times.
std::vector<const Card*> physical_cards(const CardSet& set);

// Renders to temporary files, finishes them with qpdf and renames the result to `pdf`; on any
// failure the previous `pdf` is untouched. `layout` must be the fold layout for BackMode::fold.
// A PDF of many pages is drawn in parts set by the page count, never by the threads (runs of a
// fixed number of pages, the last pages in shorter ones), each on `pool` by a thread with its own
// renderer (`renderers`), and joined in
// order: the same bytes for any number of threads. Parts with trackers or aids (options.pieces,
// drawn with the build's `fonts`) are drawn on the calling thread.
PnpStats write_pnp_pdf(const CardSet& set, ThreadRenderers& renderers, const FontContext& fonts,
                       const SheetLayout& layout, const std::filesystem::path& pdf, Diagnostics& warnings,
                       const PnpOptions& options, JobPool& pool);

// Where each part of a print-and-play PDF of `pages` pages starts, then `pages`: runs of a fixed
// size, the pages after the last full run halved down to runs of 8 to 15 pages (one part for up
// to 32 pages).
std::vector<std::size_t> pnp_part_starts(std::size_t pages);

// The family sheet captions are set in: DejaVu Sans when the manifest has it, else its first.
std::string caption_family(const FontContext& fonts);

}  // namespace dw
