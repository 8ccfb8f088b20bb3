// color: parsing of hex and named colours.
#include "model/color.hpp"

#include <cctype>

#include "model/suggest.hpp"

namespace dw {

namespace {
struct NamedColor {
  const char* name;
  unsigned rgb;
};
constexpr NamedColor kNames[] = {
    {"black", 0x000000}, {"white", 0xffffff},  {"red", 0xc0392b},   {"darkred", 0x8b0000},
    {"green", 0x2e7d32}, {"blue", 0x1f4e9c},   {"navy", 0x1b2a4a},  {"gold", 0xc9a227},
    {"silver", 0xa8a9ad}, {"grey", 0x808080},  {"gray", 0x808080},  {"ivory", 0xf6f0e0},
    {"parchment", 0xf1e6c8}, {"crimson", 0x9e1b32}, {"steel", 0x5b6770}, {"purple", 0x5e2a84},
};

int hex_digit(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  return -1;
}
}  // namespace

std::optional<Color> parse_color(const std::string& text, std::string* error) {
  if (text == "none" || text == "transparent") return Color::transparent();
  if (!text.empty() && text[0] == '#') {
    std::string hex = text.substr(1);
    if (hex.size() == 3) hex = {hex[0], hex[0], hex[1], hex[1], hex[2], hex[2]};
    if (hex.size() == 6) hex += "ff";
    bool ok = hex.size() == 8;
    unsigned v[4] = {0, 0, 0, 0};
    for (std::size_t i = 0; ok && i < 4; ++i) {
      const int hi = hex_digit(hex[2 * i]), lo = hex_digit(hex[2 * i + 1]);
      ok = hi >= 0 && lo >= 0;
      if (ok) v[i] = static_cast<unsigned>(hi * 16 + lo);
    }
    if (ok) return Color{v[0] / 255.0, v[1] / 255.0, v[2] / 255.0, v[3] / 255.0, false};
    if (error) *error = "'" + text + "' is not a hex colour; write #rgb, #rrggbb or #rrggbbaa";
    return std::nullopt;
  }
  std::vector<std::string> names;
  for (const auto& n : kNames) {
    if (text == n.name)
      return Color{((n.rgb >> 16) & 0xff) / 255.0, ((n.rgb >> 8) & 0xff) / 255.0, (n.rgb & 0xff) / 255.0, 1, false};
    names.emplace_back(n.name);
  }
  if (error) *error = "unknown colour '" + text + "'" + did_you_mean(text, names);
  return std::nullopt;
}

}  // namespace dw
