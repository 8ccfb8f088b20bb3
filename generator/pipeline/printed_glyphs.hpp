// printed_glyphs: every character a build prints outside the cards has a font. Card text is
// checked by the renderer's preflight; this checks the rest of what a set puts on paper, in the
// build's language: the set's title (sheet captions, booklet cover), the words deckwright prints
// on sheets (check bar, page kinds, caption), the trackers' and aids' words, and the booklet (its
// [booklet] strings and the rules Markdown). A character that no family of fonts/manifest.toml
// has would print as a box: an error at the place the text was written (set.toml, the tracker,
// aid or Markdown file, or the PO line of a translation), naming the character and the fonts.
#pragma once

#include "model/diagnostic.hpp"

namespace dw {

class PreparedSet;

// Checks the components stage of `prepared` (it must have reached it); errors go to `problems`.
void check_printed_glyphs(PreparedSet& prepared, Diagnostics& problems);

}  // namespace dw
