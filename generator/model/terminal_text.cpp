// terminal_text: escaping of control, bidi and non-UTF-8 input for the terminal.
#include "model/terminal_text.hpp"

#include <cstdio>

namespace dw {

namespace {

bool is_bidi_control(char32_t c) { return (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069); }

// Decodes one UTF-8 sequence at `at`; returns its length, or 0 when it is not valid UTF-8.
std::size_t decode(std::string_view s, std::size_t at, char32_t& out) {
  const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(s[i]); };
  const unsigned char lead = byte(at);
  std::size_t length = 0;
  char32_t c = 0;
  if (lead < 0x80) {
    out = lead;
    return 1;
  }
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
    c = lead & 0x1F;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    c = lead & 0x0F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    c = lead & 0x07;
  } else {
    return 0;
  }
  if (at + length > s.size()) return 0;
  for (std::size_t i = 1; i < length; ++i) {
    if ((byte(at + i) & 0xC0) != 0x80) return 0;
    c = (c << 6) | (byte(at + i) & 0x3F);
  }
  const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
  if (c < smallest[length] || c > 0x10FFFF || (c >= 0xD800 && c <= 0xDFFF)) return 0;
  out = c;
  return length;
}

}  // namespace

bool is_valid_utf8(std::string_view text) {
  char32_t c = 0;
  for (std::size_t at = 0, length = 0; at < text.size(); at += length)
    if ((length = decode(text, at, c)) == 0) return false;
  return true;
}

std::string terminal_text(std::string_view text, LineBreaks line_breaks) {
  std::string out;
  out.reserve(text.size());
  char buf[16];
  for (std::size_t at = 0; at < text.size();) {
    char32_t c = 0;
    const std::size_t length = decode(text, at, c);
    if (length == 0) {
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned char>(text[at]));
      out += buf;
      ++at;
      continue;
    }
    const bool kept_break = line_breaks == LineBreaks::keep && (c == '\n' || c == '\t');
    if ((c < 0x20 || c == 0x7F) && !kept_break) {
      std::snprintf(buf, sizeof buf, "\\x%02x", static_cast<unsigned>(c));
      out += buf;
    } else if ((c >= 0x80 && c <= 0x9F) || is_bidi_control(c)) {
      std::snprintf(buf, sizeof buf, "\\u{%x}", static_cast<unsigned>(c));
      out += buf;
    } else {
      out.append(text, at, length);
    }
    at += length;
  }
  return out;
}

}  // namespace dw
