// number_joining: finding digit–ideograph pairs and inserting word joiners between them.
#include "render/number_joining.hpp"

#include <glib.h>

#include <algorithm>

namespace dw {

namespace {

constexpr const char* kJoiner = "\xE2\x81\xA0";  // U+2060 WORD JOINER
constexpr std::size_t kJoinerBytes = 3;

bool is_cjk(gunichar c) {
  return (c >= 0x3040 && c <= 0x30FF) ||  // hiragana, katakana
         (c >= 0x3400 && c <= 0x4DBF) ||  // CJK extension A
         (c >= 0x4E00 && c <= 0x9FFF) ||  // CJK unified ideographs
         (c >= 0xF900 && c <= 0xFAFF) ||  // CJK compatibility ideographs
         (c >= 0x20000 && c <= 0x3FFFF);  // supplementary ideographic planes
}

bool is_digit(gunichar c) { return c >= '0' && c <= '9'; }

}  // namespace

std::string join_numbers_to_cjk(const std::string& text, const std::vector<std::size_t*>& offsets) {
  // Every character is_cjk takes is U+3040 or above, so its UTF-8 lead byte is 0xE3 or above: text
  // without such a byte (any Latin text) has nothing to join, found without decoding it.
  if (std::none_of(text.begin(), text.end(), [](char byte) { return static_cast<unsigned char>(byte) >= 0xE3; }))
    return text;
  if (!g_utf8_validate(text.data(), static_cast<gssize>(text.size()), nullptr)) return text;
  std::vector<std::size_t> joins;  // byte positions in `text` that get a joiner
  gunichar previous = 0;
  for (const char* p = text.data(); p < text.data() + text.size(); p = g_utf8_next_char(p)) {
    const gunichar c = g_utf8_get_char(p);
    if ((is_digit(previous) && is_cjk(c)) || (is_cjk(previous) && is_digit(c)))
      joins.push_back(static_cast<std::size_t>(p - text.data()));
    previous = c;
  }
  if (joins.empty()) return text;
  std::string out;
  out.reserve(text.size() + joins.size() * kJoinerBytes);
  std::size_t at = 0;
  for (std::size_t join : joins) {
    out.append(text, at, join - at);
    out += kJoiner;
    at = join;
  }
  out.append(text, at, std::string::npos);
  for (std::size_t* offset : offsets) {
    const auto before = std::upper_bound(joins.begin(), joins.end(), *offset) - joins.begin();
    *offset += kJoinerBytes * static_cast<std::size_t>(before);
  }
  return out;
}

}  // namespace dw
