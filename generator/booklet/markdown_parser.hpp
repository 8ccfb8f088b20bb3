// markdown_parser: reads a booklet's Markdown (CommonMark with GitHub tables, through md4c) into a
// BookletDocument. Problems that Markdown itself accepts silently but that would print wrongly
// are reported as errors at file:line:col (md4c hands out pointers into the source; they are
// mapped to lines and columns here): invalid UTF-8, raw HTML, headings deeper than level 3, a
// '*' that opens no emphasis, an image or link left unfinished, an image sharing its paragraph
// with text or sitting in a heading or table cell, an empty image source or card id, an unknown
// HTML entity, block quotes and lists nested more than kMaxMarkdownNesting deep (the parse stops
// there: a deeper text would be pushed off the page, and 10,000 nested lists made 337 pages).
#pragma once

#include <string>

#include "booklet/booklet_document.hpp"
#include "model/diagnostic.hpp"
#include "render/text_markup.hpp"

namespace dw {

// Block quotes and lists, counted together, may nest this deep.
constexpr int kMaxMarkdownNesting = 8;

// `file` is the name used in diagnostics. Errors are added to `out`; the document holds whatever
// could be read. With `typography.typographer` (the default), straight quotes and apostrophes of
// the text become the language's curly marks (`typography.quotes`; English when nullptr), as the
// card markup's typographer writes them; code spans and escaped quotes (\' \") stay straight.
BookletDocument parse_markdown(const std::string& source, const std::string& file, Diagnostics& out,
                               const MarkupOptions& typography = {});

// 1-based line and byte column of `offset` in `source`.
SourcePos source_position(const std::string& source, std::size_t offset, const std::string& file);

}  // namespace dw
