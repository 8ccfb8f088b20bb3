// card_file_pieces: where the text of a large TOML card file may be cut so that toml++ parses the
// pieces apart (on the pool) into the same [[card]] tables the whole file gives. Only a file of
// one plain shape is cut: comments and blank lines, then [[card]] tables whose only other table
// headers are their own [card.x] or [[card.x]] sub-tables. The cuts fall at the start of a line
// holding a [[card]] header, found by a scan that steps over strings (multi-line ones too),
// comments and arrays spanning lines. Anything else, or any doubt, gives no pieces: the file is
// parsed whole, as before. A piece begins at the start of a line, so the columns toml++ gives for
// it are the file's; its lines are the file's less the line feeds before it (lines_before).
#pragma once

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace dw {

struct CardFilePiece {
  std::size_t begin = 0;         // byte offset in the file's text
  std::size_t end = 0;           // one past the piece's last byte
  std::size_t lines_before = 0;  // line feeds before `begin`
  std::size_t cards = 0;         // [[card]] headers in the piece
};

// `text` cut at [[card]] header lines into runs of `cards_per_piece` cards (the last may hold
// fewer), the first run from the start of the text; nullopt when the text is not of the plain
// shape above or holds no card.
std::optional<std::vector<CardFilePiece>> card_file_pieces(std::string_view text, std::size_t cards_per_piece);

}  // namespace dw
