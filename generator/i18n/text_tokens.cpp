// text_tokens: token multisets and the word test.
#include "i18n/text_tokens.hpp"

#include <algorithm>

#include "model/card_template.hpp"
#include "model/icon_set.hpp"

namespace dw {

KeptTokens kept_tokens(const std::string& text, bool with_placeholders) {
  KeptTokens out;
  for (const IconToken& t : icon_tokens_in(text)) out.icons.push_back(":" + t.name + ":");
  if (with_placeholders)
    for (const Placeholder& p : placeholders_in(text)) out.placeholders.push_back("{" + p.expression + "}");
  std::sort(out.icons.begin(), out.icons.end());
  std::sort(out.placeholders.begin(), out.placeholders.end());
  return out;
}

std::vector<std::string> missing_tokens(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

bool has_words(const std::string& text) {
  std::string rest = text;
  // Drop icon tokens and placeholders, then look for a letter: ASCII, or a code point from
  // U+00C0 on outside the general punctuation block (dashes, quotes, spaces).
  for (const IconToken& t : icon_tokens_in(text))
    std::fill(rest.begin() + static_cast<std::ptrdiff_t>(t.offset), rest.begin() + static_cast<std::ptrdiff_t>(t.offset + t.name.size() + 2), ' ');
  for (const Placeholder& p : placeholders_in(text))
    std::fill(rest.begin() + static_cast<std::ptrdiff_t>(p.offset - 1), rest.begin() + static_cast<std::ptrdiff_t>(p.offset + p.expression.size() + 1), ' ');
  for (std::size_t i = 0; i < rest.size();) {
    const unsigned char c = static_cast<unsigned char>(rest[i]);
    if (c < 0x80) {
      if ((c | 0x20) >= 'a' && (c | 0x20) <= 'z') return true;
      ++i;
      continue;
    }
    // Decode one UTF-8 sequence.
    int length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
    char32_t cp = length == 4 ? c & 0x07 : length == 3 ? c & 0x0F : length == 2 ? c & 0x1F : c;
    for (int k = 1; k < length && i + static_cast<std::size_t>(k) < rest.size(); ++k)
      cp = (cp << 6) | (static_cast<unsigned char>(rest[i + static_cast<std::size_t>(k)]) & 0x3F);
    i += static_cast<std::size_t>(length);
    if (cp >= 0xC0 && cp != 0xD7 && cp != 0xF7 && !(cp >= 0x2000 && cp <= 0x2BFF) && !(cp >= 0xFE00 && cp <= 0xFFFF))
      return true;
  }
  return false;
}

std::string join_words(const std::vector<std::string>& items) {
  std::string out;
  for (std::size_t i = 0; i < items.size(); ++i)
    out += (i == 0 ? "" : i + 1 == items.size() ? " and " : ", ") + items[i];
  return out;
}

}  // namespace dw
