// cover_title: fitting a cover title into its column. A title keeps its size while its lines break
// only between words (after a space, a hyphen, a katakana middle dot or an ideographic comma or
// full stop) and none is wider than the column; otherwise it shrinks a point at a time until
// they do, down to a floor where it is set as Pango wraps it. "クラッシング・ブレイズ！" thus
// breaks after the middle dot (or fits on one line) instead of before its last kana.
#pragma once

#include <pango/pango.h>

#include <functional>

#include "render/c_handles.hpp"

namespace dw {

// True when every line of `layout` after the first starts right after a break between words.
bool breaks_only_between_words(PangoLayout* layout);

// True when the lines of `layout` break only between words and none is wider than its wrap width.
bool title_fits(PangoLayout* layout);

// The layout of the largest size from `size` down to `floor` (1 pt steps) that fits (title_fits),
// or the layout at `floor` when none does. `make` builds a new layout at a size.
PangoLayoutPtr fit_cover_title(const std::function<PangoLayoutPtr(double size)>& make, double size, double floor);

}  // namespace dw
