// cjk_digits: the runs of Latin digits that stand beside Japanese or Chinese characters
// ("スペードの2", "1点"). A card's family comes first in its text, so such digits would be drawn
// in the Western face, small beside the ideographs; the text box gives these runs the Japanese
// family's own proportional digits instead.
#pragma once

#include <string>
#include <vector>

#include "render/word_segments.hpp"

namespace dw {

// The runs of ASCII digits in `utf8` whose character just before or just after is a kana,
// an ideograph or CJK punctuation (U+3000-U+9FFF, U+F900-U+FAFF, U+FF00-U+FFEF), joiners looked through.
std::vector<ByteRange> digits_beside_cjk(const std::string& utf8);

}  // namespace dw
