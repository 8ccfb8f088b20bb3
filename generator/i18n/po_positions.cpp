// po_positions: the keyword-line scan.
#include "i18n/po_positions.hpp"

#include <cctype>

namespace dw {

std::string po_message_key(const std::optional<std::string>& context, std::string_view msgid) {
  std::string key = context ? "c" + *context : std::string("n");
  key += '\x04';
  key += msgid;
  return key;
}

std::string unescape_po_string(std::string_view quoted) {
  std::size_t open = quoted.find('"');
  std::size_t close = quoted.rfind('"');
  if (open == std::string_view::npos || close == open) return {};
  const std::string_view s = quoted.substr(open + 1, close - open - 1);
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    const char c = s[++i];
    switch (c) {
      case 'n': out += '\n'; break;
      case 't': out += '\t'; break;
      case 'r': out += '\r'; break;
      case 'a': out += '\a'; break;
      case 'b': out += '\b'; break;
      case 'f': out += '\f'; break;
      case 'v': out += '\v'; break;
      case 'x': {
        int value = 0, digits = 0;
        while (i + 1 < s.size() && std::isxdigit(static_cast<unsigned char>(s[i + 1])) && digits < 2) {
          const char h = s[++i];
          value = value * 16 + (std::isdigit(static_cast<unsigned char>(h)) ? h - '0' : (h | 0x20) - 'a' + 10);
          ++digits;
        }
        out += static_cast<char>(value);
        break;
      }
      default:
        if (c >= '0' && c <= '7') {
          int value = c - '0', digits = 1;
          while (i + 1 < s.size() && s[i + 1] >= '0' && s[i + 1] <= '7' && digits < 3) {
            value = value * 8 + (s[++i] - '0');
            ++digits;
          }
          out += static_cast<char>(value);
        } else {
          out += c;  // \" \\ and anything else: the character itself
        }
    }
  }
  return out;
}

std::map<std::string, PoLines> scan_po_positions(std::string_view text) {
  std::map<std::string, PoLines> out;
  enum class Field { none, msgctxt, msgid, plural, msgstr };
  Field field = Field::none;
  std::optional<std::string> context;
  std::string msgid;
  PoLines lines;
  auto finish = [&] {
    if (lines.msgid > 0) out.emplace(po_message_key(context, msgid), lines);
    context.reset();
    msgid.clear();
    lines = PoLines{};
  };
  int number = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    ++number;
    start = end + 1;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    std::size_t first = line.find_first_not_of(" \t");
    if (first == std::string_view::npos || line[first] == '#') {
      if (end == text.size()) break;
      continue;  // blank lines, comments and obsolete (#~) messages
    }
    line.remove_prefix(first);
    auto starts = [&](std::string_view keyword) {
      return line.substr(0, keyword.size()) == keyword &&
             (line.size() == keyword.size() || line[keyword.size()] == ' ' || line[keyword.size()] == '\t' ||
              line[keyword.size()] == '"');
    };
    if (starts("msgctxt")) {
      if (field == Field::msgstr) finish();
      field = Field::msgctxt;
      context = unescape_po_string(line.substr(7));
    } else if (starts("msgid_plural")) {
      field = Field::plural;
    } else if (starts("msgid")) {
      if (field == Field::msgstr) finish();
      field = Field::msgid;
      msgid = unescape_po_string(line.substr(5));
      lines.msgid = number;
    } else if (line.substr(0, 6) == "msgstr") {
      if (field != Field::msgstr) lines.msgstr = number;
      field = Field::msgstr;
    } else if (line[0] == '"') {
      if (field == Field::msgctxt) *context += unescape_po_string(line);
      else if (field == Field::msgid) msgid += unescape_po_string(line);
    }
    if (end == text.size()) break;
  }
  if (field == Field::msgstr) finish();
  return out;
}

}  // namespace dw
