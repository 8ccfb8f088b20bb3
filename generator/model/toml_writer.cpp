// toml_writer: TOML text for Values.
#include "model/toml_writer.hpp"

#include <cstdio>

#include "model/terminal_text.hpp"

namespace dw {

namespace {

std::string quoted(const std::string& s) {
  std::string out = "\"";
  for (char c : s) {
    switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      case '\r': out += "\\r"; break;
      default:
        if (static_cast<unsigned char>(c) < 0x20 || c == 0x7F) {  // TOML allows neither raw in a string
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", static_cast<unsigned>(c));
          out += buf;
        } else {
          out += c;
        }
    }
  }
  return out + "\"";
}

}  // namespace

std::string toml_comment(const std::string& text) { return terminal_text(text); }

std::string toml_key(const std::string& key) {
  bool bare = !key.empty();
  for (char c : key)
    bare = bare && ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_');
  return bare ? key : quoted(key);
}

std::string toml_value(const Value& v) {
  switch (v.kind) {
    case Value::Kind::none: return "\"\"";
    case Value::Kind::boolean: return v.boolean ? "true" : "false";
    case Value::Kind::integer: return std::to_string(v.integer);
    case Value::Kind::real: {
      std::string s = v.display();
      if (s.find_first_of(".eE") == std::string::npos && s.find_first_of("0123456789") != std::string::npos) s += ".0";
      return s;
    }
    case Value::Kind::string: return quoted(v.string);
    case Value::Kind::array: {
      std::string out = "[";
      for (std::size_t i = 0; i < v.items.size(); ++i) out += (i ? ", " : "") + toml_value(v.items[i]);
      return out + "]";
    }
    case Value::Kind::table: {
      if (v.entries.empty()) return "{}";
      std::string out = "{ ";
      for (std::size_t i = 0; i < v.entries.size(); ++i)
        out += (i ? ", " : "") + toml_key(v.entries[i].key) + " = " + toml_value(v.entries[i].value);
      return out + " }";
    }
  }
  return "\"\"";
}

}  // namespace dw
