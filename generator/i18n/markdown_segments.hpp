// markdown_segments: a booklet's Markdown cut into the pieces a translator translates: headings,
// paragraphs, list items, block-quote paragraphs, table cells and image captions, each with its
// byte range in the source and its line. Code blocks, page breaks (---), link targets and image
// sources are never offered. A localised booklet is the source with every translated piece put
// back in its range (on one line; '|' escaped in table cells), then read by the booklet's own
// Markdown parser as usual. The cut follows the block structure CommonMark gives these constructs
// (ATX headings, '>' quotes, '-', '*', '+' and '1.' lists with indented continuation, pipe
// tables, ``` fences); it needs no second Markdown parser.
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace dw {

enum class SegmentKind { heading, paragraph, list_item, quote, table_cell, caption };
const char* segment_kind_name(SegmentKind kind);

struct MarkdownSegment {
  SegmentKind kind = SegmentKind::paragraph;
  std::size_t begin = 0;  // byte range of the piece in the source
  std::size_t end = 0;
  std::string text;       // as the translator sees it: soft line breaks joined by one space
  int line = 0;           // 1-based line of its first character
  std::string section;    // the text of the heading above it (empty before the first)
};

// Every piece of `source` that holds words, in source order.
std::vector<MarkdownSegment> markdown_segments(const std::string& source);

// `source` with each segment's range replaced by its replacement (nullopt: left as it is).
// `replacements` runs parallel to `segments`. Line breaks in a replacement become spaces.
std::string replace_segments(const std::string& source, const std::vector<MarkdownSegment>& segments,
                             const std::vector<std::optional<std::string>>& replacements);

}  // namespace dw
