// number_joining: keeping a number on the line of the Japanese or Chinese character it touches.
// Lines may break between any two ideographs or kana, and Unicode's line-breaking rules also
// allow a break between a digit and an ideograph, so "15点" or "第2" could split at a line end;
// a WORD JOINER (U+2060, invisible) between them forbids it. Text without such pairs comes back
// unchanged; joining twice adds nothing.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace dw {

// `text` with a word joiner between each ASCII digit and an ideograph or kana next to it (either
// side). Each offset (a byte position in `text`) moves with the insertions; one exactly at an
// insertion point moves past the joiner.
std::string join_numbers_to_cjk(const std::string& text, const std::vector<std::size_t*>& offsets = {});

// The byte offsets a styled text keeps into its own text (each span's start and end, each icon's
// offset), for passes that insert characters: this joining and hyphenation. Works for the card
// markup's StyledText and the layout engine's RichText alike.
template <typename Text>
std::vector<std::size_t*> offsets_into_text(Text& styled) {
  std::vector<std::size_t*> offsets;
  for (auto& span : styled.spans) {
    offsets.push_back(&span.start);
    offsets.push_back(&span.end);
  }
  for (auto& icon : styled.icons) offsets.push_back(&icon.offset);
  return offsets;
}

}  // namespace dw
