// dtc_pieces: the cuts between a DriveThruCards deck's pieces, from the pages' cards.
#include "print/dtc_pieces.hpp"

#include <cstdint>

#include "support/sha256.hpp"

namespace dw {

namespace {

// The first 64 bits of the SHA-256 of the page's card id and face.
std::uint64_t page_hash(std::string_view card_id, Face face) {
  Sha256 hash;
  hash.field("deckwright dtc piece cut").field(card_id).number(face == Face::front ? 0 : 1);
  const std::string hex = hash.hex();
  return std::stoull(hex.substr(0, 16), nullptr, 16);
}

}  // namespace

bool dtc_piece_ends_after(std::string_view card_id, Face face, std::size_t pages) {
  if (pages >= kDtcPieceMax) return true;
  return pages >= kDtcPieceMin && page_hash(card_id, face) % kDtcPieceSpread == 0;
}

std::vector<std::size_t> dtc_piece_sizes(const std::vector<std::pair<std::string, Face>>& pages) {
  std::vector<std::size_t> sizes;
  std::size_t size = 0;
  for (const auto& [card_id, face] : pages)
    if (dtc_piece_ends_after(card_id, face, ++size)) {
      sizes.push_back(size);
      size = 0;
    }
  if (size > 0) sizes.push_back(size);
  return sizes;
}

}  // namespace dw
