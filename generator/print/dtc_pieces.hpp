// dtc_pieces: where a DriveThruCards deck's distinct pages (print/dtc_export) are cut into pieces,
// the unit that is drawn into a PDF of its own, converted by Ghostscript on the pool and kept in
// the render cache. A piece ends after a page whose card id and face hash to a multiple of
// kDtcPieceSpread once it holds kDtcPieceMin pages, and after kDtcPieceMax pages at the latest:
// about kDtcPieceMin + kDtcPieceSpread pages on average.
//
// The cuts follow the cards, not the page count. Cuts every 100 pages would move every page after
// a card inserted or removed near the front into another piece, so one card would convert the
// whole deck again. Here a cut depends only on the page's own card and on the piece being long
// enough: editing a card changes its own piece only (its id, so every cut, stays); inserting or
// removing one changes its piece and at most the next (a cut made or lost, or a piece that ran to
// kDtcPieceMax), and the cuts after that are where they were. The cuts never depend on the number
// of threads or on the cache, so neither does the deck.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "render/layout_report.hpp"

namespace dw {

constexpr std::size_t kDtcPieceMin = 40;
constexpr std::size_t kDtcPieceSpread = 40;
constexpr std::size_t kDtcPieceMax = 160;

// Whether a piece that holds `pages` pages, the last one a face of card `card_id`, ends there.
bool dtc_piece_ends_after(std::string_view card_id, Face face, std::size_t pages);

// The number of pages of each piece of a deck whose distinct pages are `pages` (card id, face),
// in order: the cuts dtc_piece_ends_after makes, the last piece ending with the deck.
std::vector<std::size_t> dtc_piece_sizes(const std::vector<std::pair<std::string, Face>>& pages);

}  // namespace dw
