// word_segments: the words of a text in a language written without spaces (Japanese, Chinese),
// found with ICU's dictionary-based word break iterator, so that the layout can keep each word on
// one line: Pango 1.50 breaks Japanese between any two characters, and a range marked with
// pango_attr_word_new is broken only at its ends (tried with Pango 1.50.12: 防御 and カード stay
// whole where unmarked text splits them).
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace dw {

struct ByteRange {
  std::size_t start = 0, end = 0;  // UTF-8 byte offsets, end exclusive
  bool operator==(const ByteRange&) const = default;
};

// Whether the language (a base tag: "ja", "zh") is written without spaces between words.
bool needs_word_segments(const std::string& language);

// The words of two or more characters (ideographs, kana or letters) of `utf8` in `language`, in
// order, a run of katakana counted as one word; punctuation, spaces and single characters are
// left out. Empty if ICU cannot segment.
std::vector<ByteRange> dictionary_words(const std::string& utf8, const std::string& language);

}  // namespace dw
