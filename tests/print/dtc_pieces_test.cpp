// dtc_pieces: the cuts between a DriveThruCards deck's pieces follow the cards. Every piece but
// the last holds kDtcPieceMin to kDtcPieceMax pages; a card inserted or removed near the front
// changes at most two pieces (cuts every 100 pages would change every later one); an edited card
// (same id) changes no cut.
#include "print/dtc_pieces.hpp"

#include <gtest/gtest.h>

#include <set>
#include <string>
#include <utility>
#include <vector>

namespace dw {
namespace {

using Pages = std::vector<std::pair<std::string, Face>>;

// A deck of `cards` cards with backs that differ: back and front of each, in deck order.
Pages deck_pages(int cards) {
  Pages pages;
  for (int i = 0; i < cards; ++i)
    for (Face face : {Face::back, Face::front}) pages.emplace_back("c" + std::to_string(i), face);
  return pages;
}

// Each piece as the list of its pages' names.
std::set<std::vector<std::string>> pieces_of(const Pages& pages) {
  std::set<std::vector<std::string>> pieces;
  std::size_t at = 0;
  for (std::size_t size : dtc_piece_sizes(pages)) {
    std::vector<std::string> piece;
    for (std::size_t i = at; i < at + size; ++i)
      piece.push_back(pages[i].first + (pages[i].second == Face::front ? " front" : " back"));
    pieces.insert(piece);
    at += size;
  }
  return pieces;
}

std::size_t pieces_not_in(const std::set<std::vector<std::string>>& after,
                          const std::set<std::vector<std::string>>& before) {
  std::size_t changed = 0;
  for (const auto& piece : after) changed += before.count(piece) == 0;
  return changed;
}

TEST(DtcPieces, EveryPieceButTheLastHoldsBetweenTheLeastAndTheMostPages) {
  const Pages pages = deck_pages(1000);
  const std::vector<std::size_t> sizes = dtc_piece_sizes(pages);
  ASSERT_GT(sizes.size(), 2000 / kDtcPieceMax);
  std::size_t total = 0;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    EXPECT_LE(sizes[i], kDtcPieceMax) << i;
    if (i + 1 < sizes.size()) {
      EXPECT_GE(sizes[i], kDtcPieceMin) << i;
    }
    total += sizes[i];
  }
  EXPECT_EQ(total, pages.size());
  EXPECT_EQ(dtc_piece_sizes(pages), sizes) << "deterministic";
  EXPECT_TRUE(dtc_piece_sizes({}).empty());
  EXPECT_EQ(dtc_piece_sizes(deck_pages(3)), std::vector<std::size_t>{6}) << "a short deck is one piece";
}

TEST(DtcPieces, ACardInsertedOrRemovedNearTheFrontChangesAtMostTwoPieces) {
  const Pages pages = deck_pages(600);
  const auto before = pieces_of(pages);
  ASSERT_GE(before.size(), 6u);
  for (std::size_t at : {0, 3, 57, 140}) {
    Pages inserted = pages;
    inserted.insert(inserted.begin() + static_cast<std::ptrdiff_t>(2 * at),
                    {{"new", Face::back}, {"new", Face::front}});
    EXPECT_LE(pieces_not_in(pieces_of(inserted), before), 2u) << "inserted before card " << at;
    Pages removed = pages;
    removed.erase(removed.begin() + static_cast<std::ptrdiff_t>(2 * at),
                  removed.begin() + static_cast<std::ptrdiff_t>(2 * at + 2));
    EXPECT_LE(pieces_not_in(pieces_of(removed), before), 2u) << "card " << at << " removed";
  }
}

TEST(DtcPieces, ACutDependsOnTheCardNotOnItsPlace) {
  // The same card and face end a piece of any length between the least and the most, or none.
  for (const char* id : {"c1", "c2", "c3", "a card", "c7"}) {
    const bool ends = dtc_piece_ends_after(id, Face::front, kDtcPieceMin);
    for (std::size_t pages = kDtcPieceMin; pages < kDtcPieceMax; ++pages)
      EXPECT_EQ(dtc_piece_ends_after(id, Face::front, pages), ends) << id << " " << pages;
    EXPECT_FALSE(dtc_piece_ends_after(id, Face::front, kDtcPieceMin - 1));
    EXPECT_TRUE(dtc_piece_ends_after(id, Face::front, kDtcPieceMax));
  }
}

}  // namespace
}  // namespace dw
