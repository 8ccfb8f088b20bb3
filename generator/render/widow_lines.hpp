// widow_lines: finds the paragraphs of a Pango layout whose last line holds a single word (a
// "widow" line), for text written with spaces. Cover subtitles narrow their column until none is
// left (booklet/booklet_covers.cpp); fitted card text binds the last two words of such a
// paragraph into one unbreakable range (render/text_box.cpp).
#pragma once

#include <pango/pango.h>

#include <vector>

#include "render/word_segments.hpp"

namespace dw {

// For each paragraph of `layout` that takes two lines or more and whose last line is one word
// (or the end of a word broken at a hyphen): the bytes from the start of the word before that break to the
// paragraph's end (the last two words). Scripts written without spaces have none.
std::vector<ByteRange> one_word_last_lines(PangoLayout* layout);

}  // namespace dw
