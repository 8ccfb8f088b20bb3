// dtc_export: the DriveThruCards target: one PDF per deck (the cards of one cards file, so
// cards/duel.toml makes <set>-duel.pdf), one face per page at the trim plus 1/8 in of bleed, in
// the order DriveThruCards reads: back 1, front 1, back 2, front 2 ... for every physical card.
// Each page has a TrimBox (the card) and a BleedBox (the page).
//
// Colour: DriveThruCards prints CMYK from PDF/X-1a files with at most 240 % total ink. Cairo
// draws RGB; Ghostscript (run as a program, argv, no shell) converts the deck to PDF/X-1a in
// DeviceCMYK with the PostScript colour model and full grey-component replacement: C, M, Y are
// 1 - R, 1 - G, 1 - B, black generation takes K = min(C, M, Y) and undercolour removal subtracts
// it from C, M and Y. One of C, M, Y is then always 0, so no colour can use more than 200 % ink
// (red: M 100 + Y 100), black prints as K alone (crisp text) and greys as K shades. This is not
// colour-managed (the ICC path in Ghostscript 10.0 ignores a custom output profile for pdfwrite
// and gives RGB black as 277 % four-colour black); the output intent names the SWOP condition with
// Ghostscript's SWOP profile embedded. Every page is then rendered by Ghostscript to 8-bit CMYK
// and the largest C+M+Y+K of any pixel is measured: a deck over 240 % fails the build. A libqpdf
// pass after Ghostscript fixes its dates, /ID and boxes, so two builds are byte-identical.
//
// Each distinct face is drawn and converted once (print/drawing_digests finds equal drawings, in
// deck order on the calling thread; a deck's backs are usually one). The distinct pages are cut
// into pieces by their cards (print/dtc_pieces): a job on the pool draws a piece into a PDF of its
// own, with its thread's renderer (render/thread_renderers.hpp), and Ghostscript converts and
// measures it, while the next piece's faces are found. libqpdf joins the pieces into the deck's
// order, a repeated face sharing the first one's content. The pieces depend on the cards only, so
// the deck is the same for any number of threads, with the cache or without.
//
// Where the set's bleed is narrower than 1/8 in, the missing band is filled by mirroring the
// outermost strip of the art across the bleed's edge (vector, no resampling).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "model/card_set.hpp"
#include "print/render_cache.hpp"
#include "render/thread_renderers.hpp"
#include "support/job_pool.hpp"

namespace dw {

constexpr double kDtcBleed = 9;             // pt: 1/8 in
constexpr double kDtcInkLimit = 240;        // percent, DriveThruCards' rule

struct DtcDeck {
  std::string name;                 // the cards file's stem
  std::vector<const Card*> cards;   // physical cards in order
  std::filesystem::path pdf;
  double max_ink = 0;               // measured, percent
  bool cached = false;              // written from the render cache, with the ink measured then
  int pieces = 0;                   // the pieces of its distinct pages, when not cached whole
  int cached_pieces = 0;            // of those, taken from the render cache
};

struct DtcStats {
  std::vector<DtcDeck> decks;
  int removed = 0;
};

// Ghostscript's SWOP profile (package libgs-common), embedded as the output intent.
std::filesystem::path ghostscript_swop_profile();

// The decks of the set: one per cards file, in the set's order, with each card `count` times.
std::vector<DtcDeck> dtc_decks(const CardSet& set);

// The largest C+M+Y+K (percent) of any pixel of any page, rendered by Ghostscript at `dpi`.
double measure_max_ink(const std::filesystem::path& pdf, int dpi = 72);

// The pieces are drawn and converted on `pool`. With a `cache`, a deck whose every page is
// unchanged (and Ghostscript and its profile too) is written from there with its measured ink:
// no drawing, no Ghostscript. Otherwise each piece whose pages' face keys are unchanged is taken
// from the cache converted and measured (if qpdf reads it with its page count), and only the
// others are drawn and converted: one edited card converts its own piece again. The deck joined
// from them is byte-identical to one built without the cache.
DtcStats write_dtc_decks(const CardSet& set, ThreadRenderers& renderers, const std::filesystem::path& dir,
                         Diagnostics& warnings, JobPool& pool, RenderCache* cache = nullptr);

}  // namespace dw
