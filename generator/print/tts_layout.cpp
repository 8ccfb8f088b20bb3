// tts_layout: sheet grids and cell sizes for Tabletop Simulator.
#include "print/tts_layout.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace dw {

std::vector<TtsSheet> plan_tts_sheets(int faces, const SizePt& card, double max_ppi) {
  if (faces < 0 || card.width <= 0 || card.height <= 0) throw std::invalid_argument("bad TTS sheet request");
  std::vector<TtsSheet> sheets;
  const double aspect = card.height / card.width;
  const int max_cell_width = static_cast<int>(std::floor(card.width / kPointsPerInch * max_ppi));
  for (int first = 0; first < faces; first += kTtsCardsPerSheet) {
    TtsSheet s;
    s.first = first;
    s.count = std::min(kTtsCardsPerSheet, faces - first);
    const int slots = s.count + 1;  // the faces and the hidden slot
    // Of the grids that hold them, the one with the largest cells; among equal cells the one with
    // the fewest cells, then the fewest columns.
    int best_width = -1;
    for (int columns = 2; columns <= kTtsMaxColumns; ++columns)
      for (int rows = 2; rows <= kTtsMaxRows; ++rows) {
        if (columns * rows < slots) continue;
        const int by_width = kTtsMaxSide / columns;
        const int by_height = static_cast<int>(std::floor(kTtsMaxSide / rows / aspect));
        const int width = std::max(1, std::min({by_width, by_height, max_cell_width}));
        const bool better = width > best_width ||
                            (width == best_width && columns * rows < s.columns * s.rows);
        if (!better) continue;
        best_width = width;
        s.columns = columns;
        s.rows = rows;
      }
    s.cell_width = best_width;
    s.cell_height = std::min(kTtsMaxSide / s.rows, std::max(1, static_cast<int>(std::lround(s.cell_width * aspect))));
    sheets.push_back(s);
  }
  // One cell size for the whole deck (the smallest), so every card looks the same in TTS.
  for (const TtsSheet& s : sheets) {
    sheets.front().cell_width = std::min(sheets.front().cell_width, s.cell_width);
    sheets.front().cell_height = std::min(sheets.front().cell_height, s.cell_height);
  }
  for (TtsSheet& s : sheets) {
    s.cell_width = sheets.front().cell_width;
    s.cell_height = sheets.front().cell_height;
  }
  return sheets;
}

}  // namespace dw
