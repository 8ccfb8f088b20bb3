// cjk_digits: one pass over the UTF-8 text, remembering the visible code point before each digit
// run.
#include "render/cjk_digits.hpp"

#include <glib.h>

namespace dw {

namespace {
bool is_cjk(gunichar c) {
  return (c >= 0x3000 && c <= 0x9FFF) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFF00 && c <= 0xFFEF);
}
// Joiners and zero-width spaces (render/number_joining.hpp glues numbers with U+2060) are looked
// through.
bool is_invisible(gunichar c) { return c == 0x2060 || (c >= 0x200B && c <= 0x200D) || c == 0xFEFF; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
}  // namespace

std::vector<ByteRange> digits_beside_cjk(const std::string& utf8) {
  std::vector<ByteRange> runs;
  if (!g_utf8_validate(utf8.data(), static_cast<gssize>(utf8.size()), nullptr)) return runs;
  gunichar before = 0;
  std::size_t i = 0;
  while (i < utf8.size()) {
    if (!is_digit(utf8[i])) {
      const char* at = utf8.data() + i;
      if (const gunichar c = g_utf8_get_char(at); !is_invisible(c)) before = c;
      i = static_cast<std::size_t>(g_utf8_next_char(at) - utf8.data());
      continue;
    }
    const std::size_t start = i;
    while (i < utf8.size() && is_digit(utf8[i])) ++i;
    gunichar after = 0;
    for (const char* at = utf8.data() + i; at < utf8.data() + utf8.size(); at = g_utf8_next_char(at))
      if (after = g_utf8_get_char(at); !is_invisible(after)) break;
    if (is_cjk(before) || is_cjk(after)) runs.push_back({start, i});
    before = '0';
  }
  return runs;
}

}  // namespace dw
