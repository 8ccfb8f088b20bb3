// booklet_document: a rules booklet's content as plain values, as read from Markdown: headings,
// paragraphs, lists, block quotes (examples), tables, code blocks, page breaks and figures (a row
// of images or rendered cards). Every block and reference keeps its source position so later
// checks (missing cards, icons, images) can point at the Markdown line.
#pragma once

#include <string>
#include <vector>

#include "model/diagnostic.hpp"
#include "render/rich_text.hpp"

namespace dw {

enum class BlockKind { heading, paragraph, list, quote, table, figures, code, page_break };
enum class CellAlign { left, center, right };

// One image of a figure row: `card:ID` names a card of the set, anything else an image file.
struct Figure {
  std::string src;
  std::string card_id;  // set when src is card:ID
  std::string caption;  // the alt text, printed under the image
  SourcePos where;      // the image's source
  bool operator==(const Figure&) const = default;
};

struct Block {
  BlockKind kind = BlockKind::paragraph;
  SourcePos where;
  int level = 0;            // heading: 1 to 3
  RichText text;            // heading, paragraph, code
  bool ordered = false;     // list
  int start = 1;            // ordered list: the first number
  std::vector<std::vector<Block>> items;  // list: the blocks of each item
  std::vector<Block> children;            // quote
  std::vector<std::vector<RichText>> rows;  // table: header row first
  std::vector<CellAlign> aligns;            // table: one per column
  std::vector<Figure> figures;              // figures
  bool operator==(const Block&) const = default;
};

// An icon token, with where it was written (checked against the set's art later).
struct IconUse {
  std::string name;
  SourcePos where;
  bool operator==(const IconUse&) const = default;
};

struct BookletDocument {
  std::string file;
  std::vector<Block> blocks;
  std::vector<IconUse> icons;  // every icon used, in order
  bool operator==(const BookletDocument&) const = default;
};

}  // namespace dw
