// pseudo_locale: the two transformations.
#include "i18n/pseudo_locale.hpp"

#include <cctype>
#include <string_view>

#include "model/icon_set.hpp"

namespace dw {

namespace {

// The accented form of an ASCII letter (every one is in the bundled Latin fonts), or nullptr.
const char* accented(char c) {
  switch (c) {
    case 'a': return "á";
    case 'e': return "ë";
    case 'i': return "î";
    case 'o': return "ö";
    case 'u': return "ü";
    case 'c': return "ç";
    case 'n': return "ñ";
    case 'y': return "ý";
    case 's': return "š";
    case 'z': return "ž";
    case 'A': return "Á";
    case 'E': return "Ë";
    case 'I': return "Î";
    case 'O': return "Ö";
    case 'U': return "Ü";
    case 'C': return "Ç";
    case 'N': return "Ñ";
    case 'Y': return "Ý";
    case 'S': return "Š";
    case 'Z': return "Ž";
    default: return nullptr;
  }
}

bool is_letter(char c) { return (c | 0x20) >= 'a' && (c | 0x20) <= 'z'; }

// The length of a protected stretch starting at s[i] (kept verbatim), or 0.
std::size_t protected_at(std::string_view s, std::size_t i) {
  const char c = s[i];
  if (c == '\\' && i + 1 < s.size()) return 2;
  if (c == ':') return match_icon_token(s, i, nullptr);
  if (c == '{') {
    const std::size_t close = s.find('}', i);
    return close == std::string_view::npos ? 0 : close - i + 1;
  }
  if (c == ']' && i + 1 < s.size() && s[i + 1] == '(') {
    const std::size_t close = s.find(')', i);
    return close == std::string_view::npos ? 0 : close - i + 1;
  }
  if (c == '&') {
    const std::size_t semi = s.find(';', i);
    if (semi != std::string_view::npos && semi - i <= 10) {
      bool entity = semi > i + 1;
      for (std::size_t k = i + 1; k < semi; ++k) entity = entity && (is_letter(s[k]) || s[k] == '#' || std::isdigit(static_cast<unsigned char>(s[k])));
      if (entity) return semi - i + 1;
    }
  }
  return 0;
}

std::string lengthen(std::string_view s) {
  std::string out;
  int in_word = 0;  // letters of the current word so far
  for (std::size_t i = 0; i < s.size();) {
    if (const std::size_t keep = protected_at(s, i)) {
      out.append(s.substr(i, keep));
      i += keep;
      in_word = 0;
      continue;
    }
    const char c = s[i++];
    if (!is_letter(c)) {
      out += c;
      in_word = 0;
      continue;
    }
    const char* a = accented(c);
    out += a ? a : std::string(1, c);
    if (in_word++ % 2 == 1) out += a ? a : std::string(1, c);  // every second letter twice
  }
  return out;
}

}  // namespace

bool is_pseudo_locale(const std::string& locale) { return locale == "x-long" || locale == "x-debug"; }

std::string pseudo_translate(const std::string& locale, const std::string& source) {
  if (locale == "x-debug") return "\u27E6" + source + "\u27E7";
  if (locale == "x-long") return lengthen(source);
  return source;
}

}  // namespace dw
