// Pins where a card file is cut for parsing in pieces: only at [[card]] header lines at the top
// level (never inside multi-line strings, arrays or comments), only in a file of the plain shape,
// with the line feeds before each piece counted so positions can be made the file's.
#include "model/card_file_pieces.hpp"

#include <gtest/gtest.h>

#include <algorithm>

namespace dw {
namespace {

std::string card(int i, const std::string& extra = "") {
  return "[[card]]\nid = \"c" + std::to_string(i) + "\"\n" + extra;
}

// The first line of each piece after the first, as the text there.
std::vector<std::string> first_lines(const std::string& text, const std::vector<CardFilePiece>& pieces) {
  std::vector<std::string> out;
  for (std::size_t k = 1; k < pieces.size(); ++k)
    out.push_back(text.substr(pieces[k].begin, text.find('\n', pieces[k].begin) - pieces[k].begin));
  return out;
}

TEST(CardFilePieces, CutsAtCardHeadersIntoRunsWithTheirLineCounts) {
  std::string text = "# cards\n\n";
  for (int i = 0; i < 8; ++i) text += card(i);
  const auto pieces = card_file_pieces(text, 3);
  ASSERT_TRUE(pieces);
  ASSERT_EQ(pieces->size(), 3u);
  EXPECT_EQ((*pieces)[0].begin, 0u);  // the comments before the first card go with it
  EXPECT_EQ(pieces->back().end, text.size());
  for (std::size_t k = 0; k < pieces->size(); ++k) {
    const CardFilePiece& piece = (*pieces)[k];
    EXPECT_EQ(piece.cards, k < 2 ? 3u : 2u);
    EXPECT_EQ(piece.lines_before, static_cast<std::size_t>(std::count(text.begin(), text.begin() + piece.begin, '\n')));
    if (k > 0) {
      EXPECT_EQ((*pieces)[k - 1].end, piece.begin);
    }
  }
  EXPECT_EQ((*pieces)[1].lines_before, 2u + 3 * 2);
  EXPECT_EQ(first_lines(text, *pieces), (std::vector<std::string>{"[[card]]", "[[card]]"}));
  EXPECT_EQ(card_file_pieces(text, 8)->size(), 1u);
  EXPECT_EQ(card_file_pieces(text, 1)->size(), 8u);
}

// A line reading [[card]] inside a multi-line string, an array spanning lines or a comment is
// no header; the escapes and closing quotes of multi-line strings are honoured.
TEST(CardFilePieces, NeverCutsInsideStringsArraysOrComments) {
  const std::string text = card(0, "text = \"\"\"\n[[card]]\n\"\"\"\n") + card(1, "text = '''\n[[card]]\n'''\n") +
                           card(2, "text = \"\"\"first \\\"\"\"\n[[card]]\nstill text\"\"\"\n") +
                           card(3, "tags = [\n  \"a\",\n[[\"b\"]],\n]\n") + card(4, "# [[card]]\n   # [[card]]\n") +
                           card(5, "text = \"\"\"ends with quotes\"\"\"\"\"\n") +
                           card(6, "rules = { cost = [1, 2], name = \"]\" }\n") + card(7);
  const auto pieces = card_file_pieces(text, 1);
  ASSERT_TRUE(pieces);
  ASSERT_EQ(pieces->size(), 8u);
  for (const CardFilePiece& piece : *pieces) EXPECT_EQ(piece.cards, 1u);
  for (int i = 1; i < 8; ++i) {
    const std::string header = "[[card]]\nid = \"c" + std::to_string(i) + "\"\n";
    EXPECT_EQ(text.compare((*pieces)[i].begin, header.size(), header), 0) << i;
  }
}

TEST(CardFilePieces, AcceptsSubTablesOfTheCardsAndIndentedHeaders) {
  const std::string text = card(0, "[card.rules]\ncost = 1\n[[card.effects]]\nkind = \"draw\"\n") +
                           "  [[card]]  # indented\nid = \"c1\"\n" + card(2);
  const auto pieces = card_file_pieces(text, 1);
  ASSERT_TRUE(pieces);
  EXPECT_EQ(first_lines(text, *pieces), (std::vector<std::string>{"  [[card]]  # indented", "[[card]]"}));
}

// Any other shape is not cut: the loader parses such a file whole.
TEST(CardFilePieces, GivesNoPiecesForAnyOtherShape) {
  const std::string cards = card(0) + card(1);
  for (const std::string& text : {
           std::string("version = 1\n") + cards,  // a key outside the cards
           "[meta]\nname = \"x\"\n" + cards,      // a table before them
           cards + "[other]\nx = 1\n",            // a table after them
           cards + "[card]\nx = 1\n",             // the card key as a plain table
           cards + "[ card.rules ]\nx = 1\n",     // a header written otherwise
           cards + "[[card]] id = \"c2\"\n",      // something after a header
           card(0, "text = \"\"\"\nnever closed\n") + card(1),
           card(0, "text = \"open\n") + card(1),
           card(0, "x = ]\n") + card(1),
           std::string("# only comments\n"),
           std::string(),
       })
    EXPECT_FALSE(card_file_pieces(text, 1)) << text;
}

}  // namespace
}  // namespace dw
