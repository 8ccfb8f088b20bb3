// tts_layout: how a deck's faces are cut into Tabletop Simulator card sheets. A sheet is a grid of
// at most 10 x 7 cells and at most 4096 px per side, read row by row from the top-left; its last
// cell (index columns*rows-1) is TTS's "hidden" face, so it never holds a card: 69 cards per full
// sheet. Pure arithmetic; the drawing is in tts_export.
#pragma once

#include <vector>

#include "model/units.hpp"

namespace dw {

constexpr int kTtsMaxColumns = 10;
constexpr int kTtsMaxRows = 7;
constexpr int kTtsMaxSide = 4096;  // px, the Tabletop Simulator knowledge base's recommended limit
constexpr int kTtsCardsPerSheet = kTtsMaxColumns * kTtsMaxRows - 1;

struct TtsSheet {
  int first = 0;  // index of the first face on this sheet among all faces
  int count = 0;  // faces on this sheet (<= columns*rows - 1)
  int columns = 0;
  int rows = 0;
  int cell_width = 0;  // px
  int cell_height = 0;
  int width() const { return columns * cell_width; }
  int height() const { return rows * cell_height; }
  int hidden_slot() const { return columns * rows - 1; }
  // Top-left px of cell `slot` (row by row).
  int cell_x(int slot) const { return slot % columns * cell_width; }
  int cell_y(int slot) const { return slot / columns * cell_height; }
};

// The sheets for `faces` faces of a card with trim `card` (pt): 69 faces per sheet. Each sheet
// takes, of the grids of 2 x 2 to 10 x 7 that hold its faces and the hidden slot, the one whose
// cells are largest within 4096 px a side (ties: the fewest cells, then the fewest columns); En
// Garde!'s 16 poker faces get 5 x 4 cells of 731 x 1023 px where ten columns gave 409 x 573.
// Cells keep the card's proportions, one cell size for the deck (the smallest of its sheets), at
// most `max_ppi` of the trim.
std::vector<TtsSheet> plan_tts_sheets(int faces, const SizePt& card, double max_ppi = 300);

// TTS card ids: the CustomDeck key times 100 plus the 0-based slot on that key's sheet.
constexpr int tts_card_id(int deck_key, int slot) { return deck_key * 100 + slot; }

}  // namespace dw
